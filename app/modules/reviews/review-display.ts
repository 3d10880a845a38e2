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
