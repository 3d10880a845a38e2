/** Search words for the Italian full-text index, shared by the catalogue and the back office. */
const STOP_WORDS = new Set(
  'a ad al alla alle allo agli ai con col coi da dal dalla dalle dai degli dei del della delle dello di e ed il in la le lo gli i per su sul sulla tra fra un una uno o che non più'.split(
    ' ',
  ),
);

/** Lower case letters and digits, no Italian stop words, at most 6 words. */
export function searchTerms(q: string): string[] {
  return q
    .toLowerCase()
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2 && !STOP_WORDS.has(word))
    .slice(0, 6);
}

/**
 * The full-text prefix for a word: its stem must be a prefix of the document's stem, and Italian
 * stems differ by ending ("fotocamera" → fotocamer, "fotocamere" → fotocam), so longer words drop
 * their last two letters first.
 */
export function prefixTerm(word: string): string {
  return `${word.length >= 6 ? word.slice(0, -2) : word}:*`;
}

/** All the words, each as a prefix, joined with AND: a to_tsquery('italian', …) string. */
export function prefixQuery(words: string[]): string {
  return words.map(prefixTerm).join(' & ');
}
