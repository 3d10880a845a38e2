/**
 * Near-duplicate review text (issue 29 §1), pure: no database, no I/O. docs/decisions/026 has the
 * method, the figures and what it does not catch.
 *
 * A text is read through italian-normalize.ts (folded, stop words out, stemmed, synonyms as one
 * word, numbers as one token), then cut into shingles: pairs of consecutive content words. The
 * shingles every independent review says ("rapporto qualità prezzo", "la batteria dura tutto il
 * giorno": italian-stock-phrases.ts) are dropped. What is left, hashed, is the text's features;
 * two texts are compared by containment, the share of the smaller feature set found in the other,
 * so a partial copy inside a longer review still scores high.
 *
 * At scale nobody compares each pair: each text keeps a bottom-k sketch, its SKETCH_SIZE smallest
 * feature hashes. Two texts with a large share of features in common share several of those
 * (MinHash's bottom-k estimate), so PostgreSQL finds the candidates with a GIN index on the sketch
 * (`sketch && $1::int4[]`, ranked by keys shared) and only those are scored.
 */
import { contentTerms, type Term } from './italian-normalize.ts';
import { italianStockPhrases } from './italian-stock-phrases.ts';

export type TextFingerprint = {
  /** Sorted unique 32-bit hashes of the normalised shingles (features) of the text. */
  features: Uint32Array;
  /**
   * At most SKETCH_SIZE signed int32 keys for candidate lookup in PostgreSQL: stored as `int4[]`
   * with a GIN index and queried with `sketch && $1::int4[]`, then candidates are ranked by how many
   * keys they share. Must be deterministic across processes (no random seeds at runtime).
   */
  sketch: number[];
};

/** Sketch keys per text: a 1,500-character review has about 100 features. */
export const SKETCH_SIZE = 32;
/** A candidate must share at least this many keys. */
export const MIN_SHARED_SKETCH_KEYS = 2;
/** textSimilarity at or above this: near-duplicate. */
export const NEAR_DUPLICATE_THRESHOLD = 0.25;
/**
 * Below this many features (about 15 content words, some 120 characters of ordinary prose once
 * the clichés are out) the signal abstains: the sketch is empty, so the text is nobody's
 * candidate. Short generic texts are the low-information signal's job.
 */
export const MIN_FEATURES = 20;

/** murmur3's finaliser: every input bit moves every output bit. */
function mix(value: number): number {
  let hash = value;
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** FNV-1a over the UTF-16 code units, mixed. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return mix(hash);
}

/** Terms repeat across reviews (Zipf): their hashes are kept, the cache emptied when it grows large. */
const termHashCache = new Map<string, number>();
function termHash(term: string): number {
  let hash = termHashCache.get(term);
  if (hash === undefined) {
    if (termHashCache.size > 100_000) termHashCache.clear();
    hash = hashString(term);
    termHashCache.set(term, hash);
  }
  return hash;
}

/** The shingle of two terms' hashes: ordered, and `kind` keeps neighbours and skips apart. */
function pairHash(first: number, second: number, kind: number): number {
  return mix(
    (Math.imul(first ^ kind, 0xcc9e2d51) + Math.imul((second << 15) | (second >>> 17), 0x1b873593)) | 0,
  );
}

const NEIGHBOURS = 0x2f1b3c4d;
const SKIP_ONE = 0x5a3e91c7;

/**
 * The text's shingles, hashed, in text order (with repeats): each pair of neighbouring content
 * words, and each pair one word apart (a skip-gram), so one word changed, added or dropped still
 * leaves a shingle across it.
 */
function shingleHashes(terms: readonly Term[]): number[] {
  const hashes: number[] = [];
  const termHashes = terms.map((term) => termHash(term.term));
  for (let index = 0; index + 1 < termHashes.length; index++) {
    hashes.push(pairHash(termHashes[index]!, termHashes[index + 1]!, NEIGHBOURS));
    if (index + 2 < termHashes.length)
      hashes.push(pairHash(termHashes[index]!, termHashes[index + 2]!, SKIP_ONE));
  }
  return hashes;
}

/** The stock phrases' shingles, read through the same normalisation. */
const stockShingles: ReadonlySet<number> = new Set(
  italianStockPhrases.flatMap((phrase) => shingleHashes(contentTerms(phrase))),
);

/** A text's distinct shingles, how many of them are stock phrases', and its features (for the evaluation). */
export function featureStats(text: string): { shingles: number; stockShingles: number; features: number } {
  const shingles = new Set(shingleHashes(contentTerms(text)));
  const stock = [...shingles].filter((hash) => stockShingles.has(hash)).length;
  return { shingles: shingles.size, stockShingles: stock, features: shingles.size - stock };
}

/**
 * The text's features and sketch. `keepStockPhrases` is for the evaluation's comparison only: the
 * stored fingerprints always drop them.
 */
export function fingerprintText(text: string, options?: { keepStockPhrases?: boolean }): TextFingerprint {
  const all = shingleHashes(contentTerms(text));
  const hashes = options?.keepStockPhrases ? all : all.filter((hash) => !stockShingles.has(hash));
  const features = Uint32Array.from(new Set(hashes)).sort();
  const sketch =
    features.length < MIN_FEATURES
      ? []
      : Array.from(features.subarray(0, SKETCH_SIZE), (feature) => feature | 0);
  return { features, sketch };
}

/** How many values two ascending arrays share. */
function sharedCount(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let shared = 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x === y) {
      shared++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return shared;
}

/**
 * 0..1: how much of the shorter text is found in the other (containment of the smaller feature
 * set). Symmetric. 0 when either text has no features.
 */
export function textSimilarity(a: TextFingerprint, b: TextFingerprint): number {
  const smaller = Math.min(a.features.length, b.features.length);
  if (smaller === 0) return 0;
  return sharedCount(a.features, b.features) / smaller;
}

/** Sketch keys both share (for the candidate rule). */
export function sharedSketchKeys(a: TextFingerprint, b: TextFingerprint): number {
  // Keys are the smallest unsigned hashes as signed int32; comparing them unsigned keeps them sorted.
  const left = Uint32Array.from(a.sketch, (key) => key >>> 0).sort();
  const right = Uint32Array.from(b.sketch, (key) => key >>> 0).sort();
  return sharedCount(left, right);
}

/** The full rule the database path applies: enough shared sketch keys AND similarity over the threshold. */
export function isNearDuplicate(
  a: TextFingerprint,
  b: TextFingerprint,
): { nearDuplicate: boolean; similarity: number } {
  const similarity = textSimilarity(a, b);
  const nearDuplicate =
    sharedSketchKeys(a, b) >= MIN_SHARED_SKETCH_KEYS && similarity >= NEAR_DUPLICATE_THRESHOLD;
  return { nearDuplicate, similarity };
}

type Range = [start: number, end: number];

/** The ranges of the original text covered by the shingles of `terms` that `other` also has. */
function coveredRanges(terms: readonly Term[], other: ReadonlySet<number>): Range[] {
  const covered = new Uint8Array(terms.length);
  const termHashes = terms.map((term) => termHash(term.term));
  for (let index = 0; index + 1 < terms.length; index++) {
    if (other.has(pairHash(termHashes[index]!, termHashes[index + 1]!, NEIGHBOURS))) {
      covered[index] = covered[index + 1] = 1;
    }
    // A skip-gram covers its two ends: the word between them differs.
    if (
      index + 2 < terms.length &&
      other.has(pairHash(termHashes[index]!, termHashes[index + 2]!, SKIP_ONE))
    ) {
      covered[index] = covered[index + 2] = 1;
    }
  }
  const ranges: Range[] = [];
  for (let index = 0; index < terms.length; index++) {
    if (!covered[index]) continue;
    const term = terms[index]!;
    const last = ranges[ranges.length - 1];
    // Consecutive covered words make one passage, the stop words and punctuation between them included.
    if (last && index > 0 && covered[index - 1]) last[1] = term.end;
    else ranges.push([term.start, term.end]);
  }
  return ranges;
}

/**
 * For the moderator's side-by-side view: character ranges of `a` and of `b` that the two texts share
 * (after the same normalisation, mapped back to the ORIGINAL strings' offsets), merged, sorted.
 * Stock phrases count here: they are shared text, only no evidence on their own.
 */
export function sharedPassages(
  a: string,
  b: string,
): { a: Array<[start: number, end: number]>; b: Array<[start: number, end: number]> } {
  const termsA = contentTerms(a);
  const termsB = contentTerms(b);
  const shinglesA = new Set(shingleHashes(termsA));
  const shinglesB = new Set(shingleHashes(termsB));
  return { a: coveredRanges(termsA, shinglesB), b: coveredRanges(termsB, shinglesA) };
}
