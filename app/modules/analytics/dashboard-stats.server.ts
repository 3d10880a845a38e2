import { sql } from 'drizzle-orm';
import { type Actor, assertAdmin } from '#app/lib/app-error.ts';
import { readingFromReplica, readRows } from '#app/lib/db.server.ts';
import { REVIEW_STATUS_LABELS, type ReviewStatus } from '#app/modules/reviews/review.schema.ts';
import {
  pointsLedger,
  products,
  profiles,
  rewardRequests,
  rewards,
  statsClicksDaily,
  statsReviewsMonthly,
  users,
} from '#db/schema/index.ts';
import { monthLabel } from './months.ts';
import { type Cached, cachedStats } from './stats-cache.server.ts';

/** Dashboard KPI (admin-side §2): every figure from the database, none sampled or assumed. */
export type DashboardStats = {
  users: {
    total: number;
    /** E-mail address confirmed. */
    confirmed: number;
    blocked: number;
    newLast30Days: number;
  };
  reviews: { total: number; inReview: number; published: number; rejected: number };
  /** The pie of review status, in the order of the moderation flow. */
  reviewStatus: { status: ReviewStatus; label: string; reviews: number }[];
  rewardRequests: {
    pending: number;
    /** Face value of the vouchers awaiting approval, in euros. */
    pendingEuros: number;
    /** Approved requests: vouchers handed out. */
    handedOut: number;
    handedOutEuros: number;
  };
  /** Survey completions credited through the points ledger. */
  surveyCompletions: number;
  points: {
    /** Sum of every balance: points that can still be spent. */
    inCirculation: number;
    /** Points ever earned (awards net of reversals; spending does not lower it). */
    issued: number;
  };
  /** Offers the catalogue shows: approved, for sale, in stock, on an approved product. */
  activeOffers: number;
  products: { total: number; pending: number; approved: number; inactive: number };
  /** Shop-link clicks in the last 30 days (today and the 29 before, Rome time). */
  affiliateClicksLast30Days: number;
  /** Registrations in each of the last 6 months (Rome time), oldest first, empty months as 0. */
  newUsersByMonth: { month: string; label: string; users: number }[];
};

// Versioned: a release that changes a cached shape bumps it, so no process reads the old shape.
export const DASHBOARD_CACHE_KEY = 'dashboard:v1';
export const STATS_TTL_SECONDS = 300;
const TREND_MONTHS = 6;

/** The dashboard's figures, kept 300 s (spec §9); `fresh` recomputes them now. */
export async function getDashboardStats(
  actor: Actor,
  options: { fresh?: boolean } = {},
): Promise<Cached<DashboardStats>> {
  assertAdmin(actor);
  // Computed on the read replica when there is one (figures may trail the primary by a moment).
  return cachedStats(
    DASHBOARD_CACHE_KEY,
    STATS_TTL_SECONDS,
    () => readingFromReplica(computeDashboardStats),
    options,
  );
}

type Row = {
  users_total: number;
  users_confirmed: number;
  users_blocked: number;
  users_new_30d: number;
  new_users_by_month: { month: string; users: number }[];
  reviews_in_review: number;
  reviews_published: number;
  reviews_rejected: number;
  rewards_pending: number;
  rewards_pending_cents: number;
  rewards_approved: number;
  rewards_approved_cents: number;
  survey_completions: number;
  points_balance: number;
  points_lifetime: number;
  products_total: number;
  products_pending: number;
  products_approved: number;
  products_inactive: number;
  active_offers: number;
  clicks_30d: number;
};

/*
 * One round trip. Reviews and clicks come from the running totals the triggers keep (a million
 * reviews are never counted here); users, profiles and products are scanned, products through an
 * index on (status, offers_count) alone.
 */
async function computeDashboardStats(): Promise<DashboardStats> {
  const [row] = await readRows<Row>(sql`
    with bounds as (
      select date_trunc('month', now() at time zone 'Europe/Rome') as this_month,
             (now() at time zone 'Europe/Rome')::date as today
    ),
    months as (
      select m::date as month
      from bounds, generate_series(bounds.this_month - make_interval(months => ${TREND_MONTHS - 1}),
                                   bounds.this_month, interval '1 month') m
    ),
    month_starts as (
      select array_agg(month order by month) as months,
             array_agg(month::timestamp at time zone 'Europe/Rome' order by month) as starts
      from months
    ),
    -- One pass over users for the counts and the trend: each one's month found against the month
    -- starts as instants (bucket 0 is before the trend), with no per-row conversion to Rome time.
    users_by_month as (
      select width_bucket(u.created_at, ms.starts) as bucket,
             count(*)::int as total,
             count(*) filter (where u.email_verified)::int as confirmed,
             count(*) filter (where u.banned)::int as blocked,
             count(*) filter (where u.created_at >= now() - interval '30 days')::int as new_30d
      from ${users} u, month_starts ms
      group by 1
    )
    select u.*, rv.*, rr.*, pr.*, pt.*,
      (select count(*)::int from ${pointsLedger} where kind = 'survey' and delta > 0) as survey_completions,
      (select coalesce(sum(clicks), 0)::int from ${statsClicksDaily}, bounds
        where day > bounds.today - 30) as clicks_30d,
      (select json_agg(json_build_object('month', to_char(m.month, 'YYYY-MM'), 'users', coalesce(c.total, 0))
                       order by m.month)
        from months m
        left join (select ms.months[b.bucket] as month, b.total
                   from users_by_month b, month_starts ms where b.bucket > 0) c on c.month = m.month
      ) as new_users_by_month
    from
      (select coalesce(sum(total), 0)::int as users_total,
              coalesce(sum(confirmed), 0)::int as users_confirmed,
              coalesce(sum(blocked), 0)::int as users_blocked,
              coalesce(sum(new_30d), 0)::int as users_new_30d
        from users_by_month) u,
      (select coalesce(sum(reviews) filter (where status = 'in_revisione'), 0)::int as reviews_in_review,
              coalesce(sum(reviews) filter (where status = 'pubblicata'), 0)::int as reviews_published,
              coalesce(sum(reviews) filter (where status = 'rifiutata'), 0)::int as reviews_rejected
        from ${statsReviewsMonthly}) rv,
      (select count(*) filter (where r.status = 'pending')::int as rewards_pending,
              coalesce(sum(w.value_cents) filter (where r.status = 'pending'), 0)::float8 as rewards_pending_cents,
              count(*) filter (where r.status = 'approved')::int as rewards_approved,
              coalesce(sum(w.value_cents) filter (where r.status = 'approved'), 0)::float8 as rewards_approved_cents
        from ${rewardRequests} r join ${rewards} w on w.id = r.reward_id
        where r.status in ('pending', 'approved')) rr,
      (select count(*)::int as products_total,
              count(*) filter (where status = 'pending')::int as products_pending,
              count(*) filter (where status = 'approved')::int as products_approved,
              count(*) filter (where status = 'inactive')::int as products_inactive,
              coalesce(sum(offers_count) filter (where status = 'approved'), 0)::int as active_offers
        from ${products}) pr,
      (select coalesce(sum(points), 0)::float8 as points_balance,
              coalesce(sum(lifetime_points), 0)::float8 as points_lifetime
        from ${profiles}) pt`);
  const r = row!;
  const byStatus: Record<ReviewStatus, number> = {
    in_revisione: r.reviews_in_review,
    pubblicata: r.reviews_published,
    rifiutata: r.reviews_rejected,
  };
  return {
    users: {
      total: r.users_total,
      confirmed: r.users_confirmed,
      blocked: r.users_blocked,
      newLast30Days: r.users_new_30d,
    },
    reviews: {
      total: r.reviews_in_review + r.reviews_published + r.reviews_rejected,
      inReview: r.reviews_in_review,
      published: r.reviews_published,
      rejected: r.reviews_rejected,
    },
    reviewStatus: (Object.keys(REVIEW_STATUS_LABELS) as ReviewStatus[]).map((status) => ({
      status,
      label: REVIEW_STATUS_LABELS[status],
      reviews: byStatus[status],
    })),
    rewardRequests: {
      pending: r.rewards_pending,
      pendingEuros: r.rewards_pending_cents / 100,
      handedOut: r.rewards_approved,
      handedOutEuros: r.rewards_approved_cents / 100,
    },
    surveyCompletions: r.survey_completions,
    points: { inCirculation: r.points_balance, issued: r.points_lifetime },
    activeOffers: r.active_offers,
    products: {
      total: r.products_total,
      pending: r.products_pending,
      approved: r.products_approved,
      inactive: r.products_inactive,
    },
    affiliateClicksLast30Days: r.clicks_30d,
    newUsersByMonth: r.new_users_by_month.map((entry) => ({
      month: entry.month,
      label: monthLabel(entry.month),
      users: entry.users,
    })),
  };
}
