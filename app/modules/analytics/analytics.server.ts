import { type SQL, sql } from 'drizzle-orm';
import { type Actor, assertAdmin } from '#app/lib/app-error.ts';
import { readingFromReplica, readRows } from '#app/lib/db.server.ts';
import {
  merchants,
  products,
  profiles,
  reviews,
  statsActiveReviewersMonthly,
  statsApprovalTimesMonthly,
  statsClicksDaily,
  statsProductClicksMonthly,
  statsReviewsMonthly,
  users,
} from '#db/schema/index.ts';
import { BACKLOG_AGES, type BacklogAge, POINTS_BUCKETS, type PointsBucket } from './analytics-labels.ts';
import type { AnalyticsPeriod, AnalyticsView } from './analytics-query.ts';
import { STATS_TTL_SECONDS } from './dashboard-stats.server.ts';
import { monthLabel } from './months.ts';
import { type Cached, cachedStats } from './stats-cache.server.ts';

/** A month of a chart: '2026-06', 'giu 2026' (Europe/Rome calendar). */
export type MonthKey = { month: string; label: string };

export type OverviewAnalytics = {
  view: 'overview';
  months: AnalyticsPeriod;
  /** Sums over the period's months. */
  totals: { newUsers: number; reviews: number; published: number; rejected: number; inReview: number };
  /** Mean rating of the published reviews submitted in the period; null without any. */
  averageRating: number | null;
  /** Real balances (the spec's "150 points per user" placeholder is gone): now, not per period. */
  points: { inCirculation: number; issued: number };
  monthly: (MonthKey & { newUsers: number; reviews: number; published: number; activeReviewers: number })[];
};

export type TopReviewer = {
  userId: string;
  name: string;
  blocked: boolean;
  points: number;
  lifetimePoints: number;
  publishedReviews: number;
};

export type UsersAnalytics = {
  view: 'users';
  months: AnalyticsPeriod;
  /** Registrations, and people who submitted at least one review, per month. */
  monthly: (MonthKey & { registrations: number; activeReviewers: number })[];
  /** Every profile by its current balance (spec §9 buckets; 5000+ means above 5000). */
  pointsBuckets: { bucket: PointsBucket; users: number }[];
  /** The 10 with most points ever earned (all time, as the leaderboard ranks them). */
  topReviewers: TopReviewer[];
};

export type TopProduct = {
  productId: string;
  name: string;
  slug: string;
  publishedReviews: number;
  averageRating: number | null;
};

export type ReviewsAnalytics = {
  view: 'reviews';
  months: AnalyticsPeriod;
  /** Reviews by the month they were submitted, split by their current status. */
  monthly: (MonthKey & { submitted: number; published: number; rejected: number; inReview: number })[];
  /** Published reviews submitted in the period, by stars, 1 to 5 (empty ones as 0). */
  ratingDistribution: { rating: 1 | 2 | 3 | 4 | 5; reviews: number }[];
  averageRating: number | null;
  /** The 10 listed products with most published reviews (all time, the catalogue's own count). */
  topProducts: TopProduct[];
};

export type PerformanceAnalytics = {
  view: 'performance';
  months: AnalyticsPeriod;
  /**
   * Reviews approved in the period and the hours from submission to approval, one decimal
   * (null without approvals). The median is taken over times kept to the tenth of an hour.
   */
  approvalTime: { approved: number; meanHours: number | null; medianHours: number | null };
  /** Reviews waiting for moderation now, by how long they have waited. */
  backlog: {
    total: number;
    /** ISO time of the oldest waiting review. */
    oldestSubmittedAt: string | null;
    byAge: { age: BacklogAge; reviews: number }[];
  };
  clicks: {
    total: number;
    monthly: (MonthKey & { clicks: number })[];
    /** Top 10 of the period. */
    byMerchant: { merchantId: string; name: string; clicks: number }[];
    byProduct: { productId: string; name: string; slug: string; clicks: number }[];
  };
};

export type AnalyticsByView = {
  overview: OverviewAnalytics;
  users: UsersAnalytics;
  reviews: ReviewsAnalytics;
  performance: PerformanceAnalytics;
};
export type AnalyticsData = AnalyticsByView[AnalyticsView];

const TOP = 10;

/**
 * Analytics Avanzate: one view for a period of 3, 6 or 12 months ending with the current one,
 * computing only what that view shows, kept 300 s per view and period.
 */
export async function getAnalytics<View extends AnalyticsView>(
  actor: Actor,
  query: { months: AnalyticsPeriod; view: View },
  options: { fresh?: boolean } = {},
): Promise<Cached<AnalyticsByView[View]>> {
  assertAdmin(actor);
  const compute = computers[query.view] as (months: AnalyticsPeriod) => Promise<AnalyticsByView[View]>;
  return cachedStats(
    `analytics:${query.view}:${query.months}:v1`,
    STATS_TTL_SECONDS,
    // Statistics may trail the primary by a moment: computed on the read replica when there is one.
    () => readingFromReplica(() => compute(query.months)),
    options,
  );
}

const computers: { [View in AnalyticsView]: (months: AnalyticsPeriod) => Promise<AnalyticsByView[View]> } = {
  overview: computeOverview,
  users: computeUsers,
  reviews: computeReviews,
  performance: computePerformance,
};

/*
 * The period's months in Rome: `first_month` and `this_month` are local month starts (timestamp
 * without time zone); `month_starts` holds the same months as instants, so a timestamptz column is
 * compared (and bucketed with width_bucket) without converting every row to Rome time.
 */
const periodBounds = (months: AnalyticsPeriod): SQL => sql`
  bounds as (
    select date_trunc('month', now() at time zone 'Europe/Rome') - make_interval(months => ${months - 1})
             as first_month,
           date_trunc('month', now() at time zone 'Europe/Rome') as this_month
  ),
  series as (
    select m::date as month from bounds, generate_series(bounds.first_month, bounds.this_month, interval '1 month') m
  ),
  month_starts as (
    select array_agg(month order by month) as months,
           array_agg(month::timestamp at time zone 'Europe/Rome' order by month) as starts
    from series
  )`;

/** Registrations per month of the period (users are few next to reviews: a scan). */
const registrationsCte = sql`
  registrations as (
    select ms.months[b.bucket] as month, count(*)::int as n
    from month_starts ms
    cross join lateral (
      select width_bucket(created_at, ms.starts) as bucket from ${users} where created_at >= ms.starts[1]
    ) b
    group by 1
  )`;

const reviewsByMonthCte = sql`
  reviews_by_month as (
    select month,
           sum(reviews)::int as submitted,
           coalesce(sum(reviews) filter (where status = 'pubblicata'), 0)::int as published,
           coalesce(sum(reviews) filter (where status = 'rifiutata'), 0)::int as rejected,
           coalesce(sum(reviews) filter (where status = 'in_revisione'), 0)::int as in_review
    from ${statsReviewsMonthly}, bounds
    where month between bounds.first_month::date and bounds.this_month::date
    group by month
  )`;

const averageRatingSql = sql`(
  select round(sum(reviews * rating)::numeric / nullif(sum(reviews), 0), 2)::float8
  from ${statsReviewsMonthly}, bounds
  where status = 'pubblicata' and month between bounds.first_month::date and bounds.this_month::date)`;

const withLabel = <T extends { month: string }>(entry: T): T & MonthKey => ({
  ...entry,
  label: monthLabel(entry.month),
});

async function computeOverview(months: AnalyticsPeriod): Promise<OverviewAnalytics> {
  const [row] = await readRows<{
    monthly: {
      month: string;
      newUsers: number;
      reviews: number;
      published: number;
      rejected: number;
      inReview: number;
      activeReviewers: number;
    }[];
    average_rating: number | null;
    points_balance: number;
    points_lifetime: number;
  }>(sql`
    with ${periodBounds(months)}, ${registrationsCte}, ${reviewsByMonthCte}
    select
      (select json_agg(json_build_object(
                'month', to_char(s.month, 'YYYY-MM'),
                'newUsers', coalesce(g.n, 0),
                'reviews', coalesce(r.submitted, 0),
                'published', coalesce(r.published, 0),
                'rejected', coalesce(r.rejected, 0),
                'inReview', coalesce(r.in_review, 0),
                'activeReviewers', coalesce(a.reviewers, 0)) order by s.month)
        from series s
        left join registrations g on g.month = s.month
        left join reviews_by_month r on r.month = s.month
        left join ${statsActiveReviewersMonthly} a on a.month = s.month) as monthly,
      ${averageRatingSql} as average_rating,
      (select coalesce(sum(points), 0)::float8 from ${profiles}) as points_balance,
      (select coalesce(sum(lifetime_points), 0)::float8 from ${profiles}) as points_lifetime`);
  const monthly = row!.monthly.map(withLabel);
  const sum = (pick: (entry: (typeof monthly)[number]) => number) =>
    monthly.reduce((total, entry) => total + pick(entry), 0);
  return {
    view: 'overview',
    months,
    totals: {
      newUsers: sum((entry) => entry.newUsers),
      reviews: sum((entry) => entry.reviews),
      published: sum((entry) => entry.published),
      rejected: sum((entry) => entry.rejected),
      inReview: sum((entry) => entry.inReview),
    },
    averageRating: row!.average_rating,
    points: { inCirculation: row!.points_balance, issued: row!.points_lifetime },
    monthly: monthly.map(({ rejected: _rejected, inReview: _inReview, ...entry }) => entry),
  };
}

async function computeUsers(months: AnalyticsPeriod): Promise<UsersAnalytics> {
  const [row] = await readRows<{
    monthly: { month: string; registrations: number; activeReviewers: number }[];
    buckets: { bucket: number; users: number }[] | null;
    top: {
      user_id: string;
      first_name: string | null;
      last_name: string | null;
      name: string;
      banned: boolean;
      points: number;
      lifetime_points: number;
      published: number;
    }[];
  }>(sql`
    with ${periodBounds(months)}, ${registrationsCte}
    select
      (select json_agg(json_build_object(
                'month', to_char(s.month, 'YYYY-MM'),
                'registrations', coalesce(g.n, 0),
                'activeReviewers', coalesce(a.reviewers, 0)) order by s.month)
        from series s
        left join registrations g on g.month = s.month
        left join ${statsActiveReviewersMonthly} a on a.month = s.month) as monthly,
      (select json_agg(json_build_object('bucket', bucket, 'users', n))
        from (select width_bucket(points, array[101, 501, 1001, 5001]) as bucket, count(*)::int as n
              from ${profiles} group by 1) b) as buckets,
      (select coalesce(json_agg(t order by t.lifetime_points desc, t.user_id), '[]'::json)
        from (select p.user_id, p.first_name, p.last_name, u.name, u.banned, p.points, p.lifetime_points,
                     (select count(*)::int from ${reviews} r
                       where r.user_id = p.user_id and r.status = 'pubblicata') as published
              from (select * from ${profiles} where lifetime_points > 0
                    order by lifetime_points desc, user_id limit ${TOP}) p
              join ${users} u on u.id = p.user_id) t) as top`);
  const counts = new Map((row!.buckets ?? []).map((entry) => [entry.bucket, entry.users]));
  return {
    view: 'users',
    months,
    monthly: row!.monthly.map(withLabel),
    pointsBuckets: POINTS_BUCKETS.map((bucket, index) => ({ bucket, users: counts.get(index) ?? 0 })),
    topReviewers: row!.top.map((entry) => ({
      userId: entry.user_id,
      name: [entry.first_name, entry.last_name].filter(Boolean).join(' ') || entry.name,
      blocked: entry.banned,
      points: entry.points,
      lifetimePoints: entry.lifetime_points,
      publishedReviews: entry.published,
    })),
  };
}

async function computeReviews(months: AnalyticsPeriod): Promise<ReviewsAnalytics> {
  const [row] = await readRows<{
    monthly: { month: string; submitted: number; published: number; rejected: number; inReview: number }[];
    ratings: { rating: 1 | 2 | 3 | 4 | 5; reviews: number }[];
    average_rating: number | null;
    top: {
      id: string;
      name: string;
      slug: string;
      review_count: number;
      rating_avg: number | string | null;
    }[];
  }>(sql`
    with ${periodBounds(months)}, ${reviewsByMonthCte}
    select
      (select json_agg(json_build_object(
                'month', to_char(s.month, 'YYYY-MM'),
                'submitted', coalesce(r.submitted, 0),
                'published', coalesce(r.published, 0),
                'rejected', coalesce(r.rejected, 0),
                'inReview', coalesce(r.in_review, 0)) order by s.month)
        from series s left join reviews_by_month r on r.month = s.month) as monthly,
      (select json_agg(json_build_object('rating', g.rating, 'reviews', coalesce(c.n, 0)) order by g.rating)
        from generate_series(1, 5) g(rating)
        left join (select rating, sum(reviews)::int as n from ${statsReviewsMonthly}, bounds
                   where status = 'pubblicata'
                     and month between bounds.first_month::date and bounds.this_month::date
                   group by rating) c on c.rating = g.rating) as ratings,
      ${averageRatingSql} as average_rating,
      (select coalesce(json_agg(t order by t.review_count desc, t.id), '[]'::json)
        from (select id, name, slug, review_count, rating_avg from ${products}
              where status = 'approved' and review_count > 0
              order by review_count desc nulls last, id limit ${TOP}) t) as top`);
  return {
    view: 'reviews',
    months,
    monthly: row!.monthly.map(withLabel),
    ratingDistribution: row!.ratings,
    averageRating: row!.average_rating,
    topProducts: row!.top.map((entry) => ({
      productId: entry.id,
      name: entry.name,
      slug: entry.slug,
      publishedReviews: entry.review_count,
      averageRating: entry.rating_avg === null ? null : Number(entry.rating_avg),
    })),
  };
}

async function computePerformance(months: AnalyticsPeriod): Promise<PerformanceAnalytics> {
  const [row] = await readRows<{
    approved: number;
    mean_hours: number | null;
    lower_tenths: number | null;
    upper_tenths: number | null;
    backlog_total: number;
    under_1d: number;
    from_1_to_3d: number;
    from_3_to_7d: number;
    oldest: string | null;
    clicks_monthly: { month: string; clicks: number }[];
    by_merchant: { id: string; name: string; clicks: number }[];
  }>(sql`
    with ${periodBounds(months)},
    approvals as (
      select tenths, sum(reviews)::bigint as n, sum(seconds) as seconds
      from ${statsApprovalTimesMonthly}, bounds
      where month between bounds.first_month::date and bounds.this_month::date
      group by tenths having sum(reviews) > 0
    ),
    approval_totals as (select coalesce(sum(n), 0)::bigint as total, coalesce(sum(seconds), 0) as seconds from approvals),
    cumulative as (select tenths, sum(n) over (order by tenths) as cum from approvals),
    clicks_by_month as (
      select date_trunc('month', day::timestamp)::date as month, sum(clicks)::int as clicks
      from ${statsClicksDaily}, bounds where day >= bounds.first_month::date group by 1
    )
    select
      t.total::int as approved,
      (t.seconds / nullif(t.total, 0) / 3600)::float8 as mean_hours,
      -- The median's two middle positions (the same one when the count is odd).
      (select min(tenths) from cumulative where cum >= (t.total + 1) / 2) as lower_tenths,
      (select min(tenths) from cumulative where cum >= t.total / 2 + 1) as upper_tenths,
      (select coalesce(sum(reviews), 0)::int from ${statsReviewsMonthly} where status = 'in_revisione')
        as backlog_total,
      recent.*,
      (select to_json(min(created_at)) #>> '{}' from ${reviews} where status = 'in_revisione') as oldest,
      (select json_agg(json_build_object('month', to_char(s.month, 'YYYY-MM'), 'clicks', coalesce(c.clicks, 0))
                       order by s.month)
        from series s left join clicks_by_month c on c.month = s.month) as clicks_monthly,
      (select coalesce(json_agg(m order by m.clicks desc, m.name), '[]'::json)
        from (select m.id, m.name, sum(c.clicks)::int as clicks
              from ${statsClicksDaily} c join ${merchants} m on m.id = c.merchant_id, bounds
              where c.day >= bounds.first_month::date
              group by m.id, m.name order by clicks desc, m.name limit ${TOP}) m) as by_merchant
    from approval_totals t,
      -- Only the last week's waiting reviews are read one by one; older ones are the rest of the total.
      (select count(*) filter (where created_at >= now() - interval '1 day')::int as under_1d,
              count(*) filter (where created_at < now() - interval '1 day'
                                 and created_at >= now() - interval '3 days')::int as from_1_to_3d,
              count(*) filter (where created_at < now() - interval '3 days')::int as from_3_to_7d
        from ${reviews} where status = 'in_revisione' and created_at >= now() - interval '7 days') recent`);
  const r = row!;
  const recent = r.under_1d + r.from_1_to_3d + r.from_3_to_7d;
  const byAge: Record<BacklogAge, number> = {
    under1Day: r.under_1d,
    from1To3Days: r.from_1_to_3d,
    from3To7Days: r.from_3_to_7d,
    over7Days: Math.max(0, r.backlog_total - recent),
  };
  return {
    view: 'performance',
    months,
    approvalTime: {
      approved: r.approved,
      meanHours: r.mean_hours === null ? null : oneDecimal(r.mean_hours),
      medianHours:
        r.lower_tenths === null || r.upper_tenths === null
          ? null
          : Math.round((r.lower_tenths + r.upper_tenths) / 2) / 10,
    },
    backlog: {
      total: r.backlog_total,
      oldestSubmittedAt: r.oldest === null ? null : new Date(r.oldest).toISOString(),
      byAge: BACKLOG_AGES.map((age) => ({ age, reviews: byAge[age] })),
    },
    clicks: {
      total: r.clicks_monthly.reduce((total, entry) => total + entry.clicks, 0),
      monthly: r.clicks_monthly.map(withLabel),
      byMerchant: r.by_merchant.map((entry) => ({
        merchantId: entry.id,
        name: entry.name,
        clicks: entry.clicks,
      })),
      byProduct: await mostClickedProducts(months),
    },
  };
}

/** Each month's most clicked products: the candidates for the period's top 10. */
const LEADERS_PER_MONTH = 50;

/**
 * The period's 10 most clicked products. Summing every (product, month) pair of the period takes
 * 200 ms once clicks spread over 100,000 products, so it first sums only each month's 50 leaders:
 * a product outside every month's leaders has at most the 50th figure of each month, and when that
 * ceiling is below the 10th total found, the answer is exact (the threshold algorithm). Otherwise,
 * as with clicks spread evenly, it sums everything.
 */
async function mostClickedProducts(
  months: AnalyticsPeriod,
): Promise<PerformanceAnalytics['clicks']['byProduct']> {
  type Row = { id: string; name: string; slug: string; clicks: number; ceiling: number | null };
  const named = (totals: SQL, ceiling: SQL) => sql`
    select p.id, p.name, p.slug, t.clicks, ${ceiling} as ceiling
    from (${totals}) t join ${products} p on p.id = t.product_id
    order by t.clicks desc, p.name`;
  const leaders = await readRows<Row>(sql`
    with ${periodBounds(months)},
    -- Months from integers: a series PostgreSQL can count, so it plans a small query (a row
    -- estimate of 1,000 months priced it high enough to switch on JIT compilation, +200 ms).
    months as (
      select (bounds.first_month + make_interval(months => k))::date as month
      from bounds, generate_series(0, ${months - 1}) k
    ),
    leaders as (
      select s.month, l.product_id, l.clicks
      from months s cross join lateral (
        select c.product_id, c.clicks from ${statsProductClicksMonthly} c
        where c.month = s.month order by c.clicks desc, c.product_id limit ${LEADERS_PER_MONTH}) l
    ),
    ceiling as (
      -- A month with fewer leaders than the limit has nobody else: 0 outside them.
      select coalesce(sum(least_clicks) filter (where n = ${LEADERS_PER_MONTH}), 0)::int as most_outside
      from (select month, count(*) as n, min(clicks) as least_clicks from leaders group by month) m
    )
    ${named(
      sql`select c.product_id, sum(c.clicks)::int as clicks
          from ${statsProductClicksMonthly} c, bounds
          where c.product_id in (select product_id from leaders) and c.month >= bounds.first_month::date
          group by c.product_id order by clicks desc, c.product_id limit ${TOP}`,
      sql`(select most_outside from ceiling)`,
    )}`);
  const ceiling = leaders[0]?.ceiling ?? 0;
  const exact = ceiling === 0 || (leaders.length === TOP && leaders.at(-1)!.clicks > ceiling);
  const rows = exact
    ? leaders
    : await readRows<Row>(sql`
        with ${periodBounds(months)}
        ${named(
          sql`select product_id, sum(clicks)::int as clicks
              from ${statsProductClicksMonthly}, bounds where month >= bounds.first_month::date
              group by product_id order by clicks desc, product_id limit ${TOP}`,
          sql`null::int`,
        )}`);
  return rows.map((row) => ({ productId: row.id, name: row.name, slug: row.slug, clicks: row.clicks }));
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
