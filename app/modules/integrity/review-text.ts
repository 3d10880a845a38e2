/** A review's words as the integrity checks read them: title, pros, cons and comment, a line each. */
export function reviewText(review: {
  title: string;
  pros: string;
  cons: string;
  comment: string | null;
}): string {
  return [review.title, review.pros, review.cons, review.comment ?? ''].join('\n');
}
