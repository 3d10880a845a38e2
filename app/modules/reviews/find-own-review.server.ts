import { and, eq, inArray, sql } from 'drizzle-orm';
import { db } from '#app/lib/db.server.ts';
import { isUuid } from '#app/lib/uuid.ts';
import { products, reviews } from '#db/schema/index.ts';
import { type OwnReview, ownReviewHref } from './review-display.ts';

/**
 * The person's review of this product, if they wrote one (one per person and product, whatever
 * became of it), with the link to where they can read it. One query: for a published review the
 * count of published reviews before it in the product page's default order gives its page.
 */
export async function findOwnReview(userId: string, productId: string): Promise<OwnReview | null> {
  if (!isUuid(productId)) return null;
  const [row] = await db
    .select({
      id: reviews.id,
      status: reviews.status,
      productSlug: products.slug,
      productListed: sql<boolean>`${products.status} = 'approved'`,
      newerPublished: sql<number>`case when ${reviews.status} = 'pubblicata' then (
        select count(*)::int from ${reviews} as newer
        where newer.product_id = ${reviews.productId} and newer.status = 'pubblicata'
          and (newer.created_at, newer.id) > (${reviews.createdAt}, ${reviews.id})
      ) else 0 end`,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)));
  if (!row) return null;
  return { id: row.id, status: row.status, href: ownReviewHref(row) };
}

/** Which of these products the person has already reviewed (the write-review search marks them). */
export async function reviewedProductIds(userId: string, productIds: string[]): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ productId: reviews.productId })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), inArray(reviews.productId, productIds)));
  return new Set(rows.map((row) => row.productId));
}
