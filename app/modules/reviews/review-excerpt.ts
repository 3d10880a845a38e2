/**
 * The words a review is quoted by where only a line or two fits (the landing's carousels).
 *
 * A quote must carry the review's tone: a one-star review titled "Da evitare a questo prezzo" is not
 * quoted by the one thing its author conceded. Every review has a 'pro' and a 'contro' field that its
 * author filled in separately, so the author has already sorted their own words by tone; we follow
 * that sorting rather than guess it from the words (a lexicon misreads irony, negation and the many
 * ways people write):
 *   - 4 or 5 stars: the pros, the praise;
 *   - 1 or 2 stars: the cons, the complaint;
 *   - 3 stars: the first sentence of each, praise then reservation, as a mixed review reads.
 * The author's words are kept as written; only a missing full stop between two joined parts is added.
 */
export type ExcerptSource = { rating: number; pros: string; cons: string };

const SENTENCE_END = /[.!?…]["'»)]*$/u;

/** The first sentence of a text (up to its first '.', '!', '?' or '…' followed by a space). */
export function firstSentence(text: string): string {
  const trimmed = text.trim();
  const match = /^.*?[.!?…]["'»)]*(?=\s)/su.exec(trimmed);
  return match ? match[0] : trimmed;
}

export function reviewExcerpt({ rating, pros, cons }: ExcerptSource): string {
  if (rating >= 4) return pros.trim();
  if (rating <= 2) return cons.trim();
  const praise = firstSentence(pros);
  const reservation = firstSentence(cons);
  if (!praise) return reservation;
  if (!reservation) return praise;
  return `${SENTENCE_END.test(praise) ? praise : `${praise}.`} ${reservation}`;
}
