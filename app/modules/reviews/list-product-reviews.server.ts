import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { reader } from '#app/lib/db.server.ts';
import { profiles, reviewImages, reviews } from '#db/schema/index.ts';
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

/** One page of a product's published reviews with their authors and pictures, in one query. */
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
      images: sql<string[]>`coalesce((
        select array_agg(${reviewImages.imageUrl} order by ${reviewImages.position})
        from ${reviewImages} where ${reviewImages.reviewId} = ${reviews.id}), '{}')`,
    })
    .from(reviews)
    .leftJoin(profiles, eq(profiles.userId, reviews.userId))
    .where(and(eq(reviews.productId, options.productId), eq(reviews.status, 'pubblicata')))
    .orderBy(...orderings[options.sort])
    .limit(PRODUCT_REVIEWS_PAGE_SIZE)
    .offset((options.page - 1) * PRODUCT_REVIEWS_PAGE_SIZE);
  return rows.map(({ firstName, lastName, ...review }) => ({
    ...review,
    author: authorName(firstName, lastName),
  }));
}
