import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { reader, readRows } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { formatPublicName } from '#app/lib/format.ts';
import { tierFor } from '#app/modules/points/points-rules.ts';
import { reviewExcerpt } from '#app/modules/reviews/review-excerpt.ts';
import { products, profiles, reviews } from '#db/schema/index.ts';

export type LandingStats = {
  reviews: number;
  members: number;
  redeemedEuros: number;
  averageRating: number | null;
};

/**
 * The landing page's figures, from the database: published reviews and their average (from the
 * per-product aggregates the triggers keep, so it stays cheap at a million reviews), members (who
 * confirmed their address, not blocked, not staff), and the value of the vouchers handed out.
 */
export async function getLandingStats(): Promise<LandingStats> {
  const [row] = await readRows<{
    reviews: number;
    rating_sum: number | null;
    members: number;
    cents: number;
  }>(sql`
    select
      (select coalesce(sum(review_count), 0)::int from ${products} where status = 'approved') as reviews,
      (select sum(rating_avg * review_count)::float8 from ${products} where status = 'approved') as rating_sum,
      (select count(*)::int from users
        where email_verified and not banned and role <> 'admin') as members,
      (select coalesce(sum(w.value_cents), 0)::int from reward_requests r join rewards w on w.id = r.reward_id
        where r.status = 'approved') as cents`);
  const total = Number(row?.reviews ?? 0);
  return {
    reviews: total,
    members: Number(row?.members ?? 0),
    redeemedEuros: Math.round(Number(row?.cents ?? 0) / 100),
    averageRating: total > 0 && row?.rating_sum != null ? Number(row.rating_sum) / total : null,
  };
}

/**
 * The latest published reviews, for the landing carousel (one query), each quoted by the words that
 * carry its tone (`reviewExcerpt`: a one-star review by its complaint, a five-star one by its praise).
 */
export async function listRecentPublishedReviews(limit = 8) {
  const rows = await reader()
    .select({
      id: reviews.id,
      rating: reviews.rating,
      title: reviews.title,
      pros: reviews.pros,
      cons: reviews.cons,
      productName: products.name,
      productSlug: products.slug,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      publishedAt: reviews.moderatedAt,
    })
    .from(reviews)
    .innerJoin(products, and(eq(products.id, reviews.productId), eq(products.status, 'approved')))
    .leftJoin(profiles, eq(profiles.userId, reviews.userId))
    .where(and(eq(reviews.status, 'pubblicata'), isNotNull(reviews.moderatedAt)))
    .orderBy(desc(reviews.moderatedAt), desc(reviews.id))
    .limit(limit);
  return rows.map(({ firstName, lastName, pros, cons, ...row }) => ({
    ...row,
    excerpt: reviewExcerpt({ rating: row.rating, pros, cons }),
    author: formatPublicName(firstName, lastName),
  }));
}

/**
 * "Dalla community": the most active reviewers in their own words — each one's most helpful
 * published review — with their tier and count. Real people and real text, nothing written for them;
 * the quote carries the review's tone (`reviewExcerpt`).
 */
export async function listCommunityVoices(limit = 6) {
  const { tiers } = getConfig();
  const rows = await readRows<{
    first_name: string | null;
    last_name: string | null;
    lifetime_points: number;
    published: number;
    title: string;
    rating: number;
    pros: string;
    cons: string;
    product_name: string;
  }>(sql`
    with top as (
      select p.user_id, p.first_name, p.last_name, p.lifetime_points
      from ${profiles} p join users u on u.id = p.user_id
      where not u.banned and p.lifetime_points > 0
      order by p.lifetime_points desc, p.user_id limit ${limit}
    )
    select top.first_name, top.last_name, top.lifetime_points, best.published, best.title, best.rating, best.pros, best.cons, best.product_name
    from top
    cross join lateral (
      select r.title, r.rating::int as rating, r.pros, r.cons, pr.name as product_name, count(*) over ()::int as published
      from ${reviews} r join ${products} pr on pr.id = r.product_id and pr.status = 'approved'
      where r.user_id = top.user_id and r.status = 'pubblicata'
      order by r.helpful_count desc, r.rating desc, r.created_at desc
      limit 1
    ) best
    order by top.lifetime_points desc`);
  return rows.map((row) => ({
    author: formatPublicName(row.first_name, row.last_name),
    tier: tierFor(row.lifetime_points, tiers),
    published: row.published,
    rating: Number(row.rating),
    quote: reviewExcerpt({ rating: Number(row.rating), pros: row.pros, cons: row.cons }),
    title: row.title,
    productName: row.product_name,
  }));
}
