import { inArray } from 'drizzle-orm';
import { db } from '#app/lib/db.server.ts';
import { reviewImages } from '#db/schema/index.ts';

/**
 * The pictures of a page of reviews in one query (always one, even for an empty page, so a page
 * costs the same number of queries whatever it holds), grouped by review.
 */
export async function loadReviewImages(reviewIds: string[]): Promise<(reviewId: string) => string[]> {
  const rows = await db
    .select({ reviewId: reviewImages.reviewId, url: reviewImages.imageUrl })
    .from(reviewImages)
    .where(inArray(reviewImages.reviewId, reviewIds))
    .orderBy(reviewImages.position);
  const byReview = new Map<string, string[]>();
  for (const row of rows) byReview.set(row.reviewId, [...(byReview.get(row.reviewId) ?? []), row.url]);
  return (reviewId) => byReview.get(reviewId) ?? [];
}
