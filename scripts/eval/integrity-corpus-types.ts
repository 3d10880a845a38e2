/** A product of the evaluation corpus with its honest, independent reviews. */
export type CorpusProduct = { id: string; name: string; reviews: string[] };

/** A review's text as the near-duplicate signal reads it: title, pros, cons, comment on their own lines. */
export function review(title: string, pros: string, cons: string, comment: string): string {
  return `${title}\n${pros}\n${cons}\n${comment}`;
}
