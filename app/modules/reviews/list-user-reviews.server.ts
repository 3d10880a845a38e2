import { asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { db } from '#app/lib/db.server.ts';
import { pointsEarnedPerReference } from '#app/modules/points/ledger.server.ts';
import { products, reviews } from '#db/schema/index.ts';
import type { UserReviewSort } from './review-display.ts';

/** A person's own reviews, any status, with the points each earned ('Storico Recensioni'). */
export async function listUserReviews(options: {
  userId: string;
  sort: UserReviewSort;
  limit: number;
  offset?: number;
}) {
  // What each review earned so far (awards minus reversals), from the ledger.
  const earned = pointsEarnedPerReference({ userId: options.userId, referenceType: 'review' });
  const pointsEarned = sql<number>`coalesce(${earned.points}, 0)`;
  const order: Record<UserReviewSort, SQL[]> = {
    recent: [desc(reviews.createdAt)],
    rating: [desc(reviews.rating), desc(reviews.createdAt)],
    points: [sql`${pointsEarned} desc`, desc(reviews.createdAt)],
  };
  const items = await db
    .select({
      id: reviews.id,
      productName: products.name,
      productSlug: products.slug,
      productStatus: products.status,
      rating: reviews.rating,
      title: reviews.title,
      pros: reviews.pros,
      status: reviews.status,
      riskHeld: reviews.riskHeld,
      rejectionReason: reviews.rejectionReason,
      createdAt: reviews.createdAt,
      pointsEarned,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .leftJoin(earned, eq(earned.referenceId, sql`${reviews.id}::text`))
    .where(eq(reviews.userId, options.userId))
    .orderBy(...order[options.sort], asc(reviews.id))
    .limit(options.limit)
    .offset(options.offset ?? 0);
  const [total] = await db.select({ value: count() }).from(reviews).where(eq(reviews.userId, options.userId));
  return { items, total: total?.value ?? 0 };
}

/** Counts of a person's reviews by status, for the dashboard. */
export async function countUserReviews(userId: string) {
  const rows = await db
    .select({ status: reviews.status, value: count() })
    .from(reviews)
    .where(eq(reviews.userId, userId))
    .groupBy(reviews.status);
  const by = Object.fromEntries(rows.map((row) => [row.status, row.value]));
  return { published: by.pubblicata ?? 0, pending: by.in_revisione ?? 0, rejected: by.rifiutata ?? 0 };
}
