/** How public reviews are shown and ordered on a product page. */
export const PRODUCT_REVIEW_SORTS = ['recent', 'best', 'worst', 'helpful'] as const;
export type ProductReviewSort = (typeof PRODUCT_REVIEW_SORTS)[number];
export const PRODUCT_REVIEW_SORT_LABELS: Record<ProductReviewSort, string> = {
  recent: 'Più recenti',
  best: 'Migliori',
  worst: 'Peggiori',
  helpful: 'Più utili',
};
export const PRODUCT_REVIEWS_PAGE_SIZE = 10;

export function parseProductReviewSort(value: string | null): ProductReviewSort {
  return PRODUCT_REVIEW_SORTS.includes(value as ProductReviewSort) ? (value as ProductReviewSort) : 'recent';
}

/** "Giulia B.": first name and the initial of the last name; 'Utente' for a deleted account. */
export function authorName(firstName: string | null, lastName: string | null): string {
  const first = firstName?.trim();
  if (!first) return 'Utente';
  const initial = lastName?.trim()[0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** The profile's 'Storico Recensioni' orders. */
export const USER_REVIEW_SORTS = ['recent', 'rating', 'points'] as const;
export type UserReviewSort = (typeof USER_REVIEW_SORTS)[number];
export const USER_REVIEW_SORT_LABELS: Record<UserReviewSort, string> = {
  recent: 'Più recenti',
  rating: 'Voto',
  points: 'Punti',
};

/** A person's own review of a product, as much as is needed to tell them and link to it. */
export type OwnReview = {
  id: string;
  status: 'in_revisione' | 'pubblicata' | 'rifiutata';
  /** Where it can be read: on the product page when published, else in the author's profile. */
  href: string;
};

/** The anchor of a review in a list (the product page's, the profile's 'Storico Recensioni'). */
export const reviewAnchor = (reviewId: string) => `recensione-${reviewId}`;

/**
 * Where the author finds their review: a published one on the product's page that holds it in the
 * default order (most recent first); one in moderation or rejected in their profile's history,
 * the only place it shows (with its status, and the reason of a rejection).
 */
export function ownReviewHref(review: {
  id: string;
  status: OwnReview['status'];
  productSlug: string;
  productListed: boolean;
  /** Published reviews of the product before it in the default order. */
  newerPublished: number;
}): string {
  if (review.status === 'pubblicata' && review.productListed) {
    const page = Math.floor(review.newerPublished / PRODUCT_REVIEWS_PAGE_SIZE) + 1;
    return `/product/${review.productSlug}${page > 1 ? `?reviewsPage=${page}` : ''}#${reviewAnchor(review.id)}`;
  }
  return `/profile#${reviewAnchor(review.id)}`;
}
