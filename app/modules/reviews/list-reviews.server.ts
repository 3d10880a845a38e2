import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { db } from '#app/lib/db.server.ts';
import { needsTwoFactorEnrolment, type Viewer } from '#app/modules/accounts/viewer.server.ts';
import { products, profiles, reviews } from '#db/schema/index.ts';
import { authorName } from './review-display.ts';
import type { ReviewStatus } from './review.schema.ts';

/**
 * Reviews as JSON (GET /api/reviews). Published reviews are public; reviews in review or
 * rejected are visible only to their author, or to an admin.
 */
export async function listReviews(options: {
  viewer: Pick<Viewer, 'id' | 'isAdmin' | 'twoFactorEnabled'> | null;
  productId?: string;
  status?: ReviewStatus;
  limit: number;
  offset: number;
}) {
  const where: SQL[] = [];
  if (options.productId) where.push(eq(reviews.productId, options.productId));
  const status = options.status ?? 'pubblicata';
  where.push(eq(reviews.status, status));
  // An admin who still has to switch on the second factor is not one yet (the back office's gate).
  const actsAsAdmin = options.viewer?.isAdmin === true && !needsTwoFactorEnrolment(options.viewer);
  if (status !== 'pubblicata' && !actsAsAdmin) {
    // Someone else's pending or rejected reviews are not theirs to see: only their own.
    where.push(options.viewer ? eq(reviews.userId, options.viewer.id) : sql`false`);
  }
  const condition = and(...where);
  const rows = await db
    .select({
      id: reviews.id,
      productId: reviews.productId,
      productName: products.name,
      rating: reviews.rating,
      title: reviews.title,
      pros: reviews.pros,
      cons: reviews.cons,
      comment: reviews.comment,
      status: reviews.status,
      purchased: reviews.purchased,
      wouldRecommend: reviews.wouldRecommend,
      helpfulCount: reviews.helpfulCount,
      createdAt: reviews.createdAt,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .leftJoin(profiles, eq(profiles.userId, reviews.userId))
    .where(condition)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await db.select({ value: count() }).from(reviews).where(condition);
  return {
    items: rows.map(({ firstName, lastName, ...row }) => ({
      ...row,
      author: authorName(firstName, lastName),
    })),
    total: total?.value ?? 0,
  };
}
