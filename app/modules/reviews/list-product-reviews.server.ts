import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { reader } from '#app/lib/db.server.ts';
import { loadReviewImages } from './review-images.server.ts';
import { profiles, reviews } from '#db/schema/index.ts';
import { authorName, PRODUCT_REVIEWS_PAGE_SIZE, type ProductReviewSort } from './review-display.ts';

export type PublicReview = {
  id: string;
  rating: number;
  title: string;
  pros: string;
  cons: string;
  comment: string | null;
  purchased: boolean;
  wouldRecommend: boolean;
  helpfulCount: number;
  images: string[];
  /** The author's own review: they cannot vote for it. */
  userId: string | null;
  author: string;
  createdAt: Date;
};

const orderings: Record<ProductReviewSort, SQL[]> = {
  recent: [desc(reviews.createdAt), desc(reviews.id)],
  best: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  worst: [sql`${reviews.rating} asc`, desc(reviews.createdAt), desc(reviews.id)],
  helpful: [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)],
};

/** One page of a product's published reviews with their authors and pictures (two queries). */
export async function listProductReviews(options: {
  productId: string;
  sort: ProductReviewSort;
  page: number;
}): Promise<PublicReview[]> {
  const rows = await reader()
    .select({
      id: reviews.id,
      rating: reviews.rating,
      title: reviews.title,
      pros: reviews.pros,
      cons: reviews.cons,
      comment: reviews.comment,
      purchased: reviews.purchased,
      wouldRecommend: reviews.wouldRecommend,
      helpfulCount: reviews.helpfulCount,
      userId: reviews.userId,
      createdAt: reviews.createdAt,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(reviews)
    .leftJoin(profiles, eq(profiles.userId, reviews.userId))
    .where(and(eq(reviews.productId, options.productId), eq(reviews.status, 'pubblicata')))
    .orderBy(...orderings[options.sort])
    .limit(PRODUCT_REVIEWS_PAGE_SIZE)
    .offset((options.page - 1) * PRODUCT_REVIEWS_PAGE_SIZE);
  const imagesOf = await loadReviewImages(rows.map((row) => row.id));
  return rows.map(({ firstName, lastName, ...review }) => ({
    ...review,
    images: imagesOf(review.id),
    author: authorName(firstName, lastName),
  }));
}
