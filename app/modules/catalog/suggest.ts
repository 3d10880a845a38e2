import { ITALIAN_STOP_WORDS, searchTerms } from '#app/lib/search-terms.ts';
import { catalogHref } from './catalog-query.ts';

/*
 * Suggestions as you type (decision 038): the rules shared by the server, which picks them, and
 * the search field, which asks for them and shows them. Pure, unit-tested.
 */

/** Letters or digits typed before anything is suggested. */
export const SUGGEST_MIN_CHARS = 2;
export const SUGGESTED_PRODUCTS = 5;
export const SUGGESTED_BRANDS = 3;
export const SUGGESTED_CATEGORIES = 3;
/** The longest query the endpoint takes, as the catalogue's search field. */
export const SUGGEST_MAX_LENGTH = 100;
export const SUGGEST_PATH = '/api/search/suggest';

export type SuggestedProduct = {
  id: string;
  slug: string;
  name: string;
  brandName: string | null;
  imageUrl: string | null;
  /** Lowest price of the offers, in euros; null without a priced offer. */
  bestPrice: number | null;
  url: string;
};
export type SuggestedBrand = { name: string; productCount: number; url: string };
export type SuggestedCategory = { name: string; slug: string; productCount: number; url: string };
export type Suggestions = {
  q: string;
  products: SuggestedProduct[];
  brands: SuggestedBrand[];
  categories: SuggestedCategory[];
};

export const noSuggestions = (q: string): Suggestions => ({ q, products: [], brands: [], categories: [] });

/** Where a suggestion leads. A brand is a search for its name: the catalogue has no brand filter yet. */
export const productHref = (slug: string) => `/product/${slug}`;
export const brandHref = (name: string) => catalogHref({ q: name });
export const categoryHref = (slug: string) => catalogHref({ category: slug });

/** Lower case, accents off, letters and digits: how names and typed words are compared. */
export function fold(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFKC');
}

/** The words of a text as compared here: folded letters and digits, any length. */
export function foldedWords(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Whether the query has enough to suggest from: two letters or digits. */
export function canSuggest(q: string): boolean {
  return foldedWords(q).join('').length >= SUGGEST_MIN_CHARS;
}

/**
 * The words brands and categories are matched with: the catalogue's search words (stop words
 * dropped), or, when the query is one word that is a stop word, that word ("le" is how "Lenovo"
 * begins, "dell" is Dell). Several stop words mean nothing.
 */
export function nameMatchWords(q: string): string[] {
  const words = searchTerms(q).map(fold);
  if (words.length) return words;
  const all = foldedWords(q);
  return all.length === 1 && all[0]!.length >= SUGGEST_MIN_CHARS ? all : [];
}

/**
 * Optimal string alignment distance ≤ 1: equal, or one letter changed, missing, extra, or two
 * neighbours swapped (the catalogue's within_one_edit, migration 0032).
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const difference = a.length - b.length;
  if (Math.abs(difference) > 1) return false;
  const [longer, shorter] = difference >= 0 ? [a, b] : [b, a];
  let i = 0;
  while (i < shorter.length && longer[i] === shorter[i]) i += 1;
  if (difference !== 0) return longer.slice(i + 1) === shorter.slice(i);
  if (longer.slice(i + 1) === shorter.slice(i + 1)) return true; // one changed
  return (
    longer[i] === shorter[i + 1] &&
    longer[i + 1] === shorter[i] &&
    longer.slice(i + 2) === shorter.slice(i + 2)
  );
}

/**
 * How well a typed word matches one word of a name: 2 when the name's word begins with it
 * ("sams" → samsung), 1 when it is one edit from the name's word or from its beginning of about
 * the same length ("samsng" → samsung, "smasu" → samsung), for words of four letters or more
 * without digits (a changed digit is another model, not a typo); 0 otherwise.
 */
export function wordMatch(typed: string, word: string): 0 | 1 | 2 {
  if (word.startsWith(typed)) return 2;
  if (typed.length < 4 || /\p{N}/u.test(typed) || ITALIAN_STOP_WORDS.has(typed)) return 0;
  if (withinOneEdit(typed, word)) return 1;
  for (const length of [typed.length - 1, typed.length, typed.length + 1]) {
    if (length >= 3 && length < word.length && withinOneEdit(typed, word.slice(0, length))) return 1;
  }
  return 0;
}

/**
 * How well the typed words match a name (a brand, a category): the best of any word against any
 * word of the name, the whole name's beginning first ("sam" before "galaxy sam…"); 0 for none.
 */
export function nameScore(name: string, typed: string[]): number {
  const words = foldedWords(name);
  let best = 0;
  for (const word of typed) {
    words.forEach((nameWord, index) => {
      const match = wordMatch(word, nameWord);
      if (match) best = Math.max(best, match * 2 + (index === 0 ? 1 : 0));
    });
  }
  return best;
}

/** The live region's sentence: '5 suggerimenti', '1 suggerimento', 'Nessun suggerimento'. */
export function suggestionCountText(count: number): string {
  if (count === 0) return 'Nessun suggerimento';
  return count === 1 ? '1 suggerimento' : `${count} suggerimenti`;
}
