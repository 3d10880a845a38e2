/**
 * The Italian text normalisation the near-duplicate signal reads reviews through (pure, no I/O):
 * words with their offsets in the original text, folded (NFKD, accents and case out), numbers
 * read as one token, stop words and intensifiers dropped, a light stemmer (inflections and a typo
 * at the end of a word land on the same stem), and review synonyms read as one canonical word.
 */
import { synonymGroups } from './italian-synonyms.ts';

/** A content word: its normalised term and where its word sits in the original string. */
export type Term = { term: string; start: number; end: number };

/** Stems are cut at this many characters: inflections and end-of-word typos fall away. */
export const STEM_LENGTH = 6;

/** Numbers (any digits) read as this, so "12 ore" and "15 ore" agree. */
export const NUMBER_TERM = '#';

const WORD = /[\p{L}\p{N}]+/gu;
const NON_ASCII = /[^ -~\t\n\r]/;
const NOT_ALPHANUMERIC = /[^\p{L}\p{N}]+/gu;
const DIGITS = /\p{N}+/gu;
const HAS_DIGIT = /\p{N}/u;

/**
 * Articles, prepositions, pronouns, conjunctions, auxiliaries, common verbs of no content and the
 * intensifiers a copier adds or drops ("davvero", "proprio"). Written unaccented: they are
 * compared after folding.
 */
const STOP_WORDS = new Set(
  `a ad al allo alla ai agli alle anche ancora avere avevo aveva avevano abbiamo avete avuto
  c ci ce che chi cui ciò cio co col coi come con contro cosa cosi da dal dallo dalla dai dagli dalle
  d dei del dello della degli delle di dopo dove e ed era erano essere fa fare faccio fatto fra gia gli
  ha hai hanno ho i il in io l la le lei li lo loro lui ma me mi mia mie miei mio ne nei nel nello nella
  negli nelle neanche nemmeno neppure no noi non nostra nostro o od oppure per perche pero piu po poco
  poi proprio qua qual quale quali quando quanto quasi quella quelle quelli quello questa queste questi
  questo qui se sei senza si sia siamo siete sono sta stato stata stati state sto su sua sue sui sul
  sullo sulla sugli sulle suo suoi te ti tra tu tua tue tuo tuoi tutta tutte tutti tutto un una uno
  vi voi davvero veramente decisamente parecchio assai abbastanza piuttosto molto molta molti molte
  tanto tanta tanti tante troppo troppa troppi troppe meno gia sempre mai solo soltanto pure appena
  circa ecc ok cioe insomma comunque invece ora adesso allora quindi infatti praticamente
  completamente totalmente assolutamente estremamente particolarmente sicuramente certamente
  almeno oltre ogni qualche altro altra altri altre stesso stessa sono stesso
  vero vera nulla niente tipo ecco`
    .split(/\s+/)
    .filter(Boolean),
);

/** Verb and participle endings cut before the last vowel, longest first. */
const SUFFIXES = [
  'erebbero',
  'erebbe',
  'eranno',
  'iranno',
  'eremo',
  'avano',
  'evano',
  'ivano',
  'ando',
  'endo',
  'iamo',
  'erei',
  'irei',
  'are',
  'ere',
  'ire',
  'ato',
  'ata',
  'ati',
  'ate',
  'ito',
  'ita',
  'iti',
  'ite',
  'uto',
  'uta',
  'uti',
  'ute',
  'ava',
  'eva',
  'iva',
];

/** Lower case, no accents, no marks: "Perché" → "perche", "ﬁ" → "fi", "²" → "2". */
export function foldWord(word: string): string {
  const lower = word.toLowerCase();
  if (!NON_ASCII.test(lower)) return lower;
  return lower.normalize('NFKD').replace(/\p{M}/gu, '').replace(NOT_ALPHANUMERIC, '');
}

/** A light Italian stemmer: inflections and most end-of-word typos land on the same stem. */
export function stemWord(word: string): string {
  let stem = word;
  if (stem.length > 7 && stem.endsWith('mente')) stem = stem.slice(0, -5);
  const superlative = /issim[oaie]$/.exec(stem);
  if (superlative && superlative.index >= 3) stem = stem.slice(0, superlative.index);
  for (const suffix of SUFFIXES) {
    if (stem.length - suffix.length >= 3 && stem.endsWith(suffix)) {
      stem = stem.slice(0, -suffix.length);
      break;
    }
  }
  if (stem.length > 3 && /[aeiou]$/.test(stem)) stem = stem.slice(0, -1);
  return stem.slice(0, STEM_LENGTH);
}

/** Stem of each synonym → stem of its group's first word. */
const canonicalStems: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const group of synonymGroups) {
    const canonical = stemWord(foldWord(group[0]!));
    for (const word of group) {
      const stem = stemWord(foldWord(word));
      if (!map.has(stem)) map.set(stem, canonical);
    }
  }
  return map;
})();

/** One folded word as the signal compares it, or null for a stop word. */
export function termOf(folded: string): string | null {
  if (folded.length === 0 || STOP_WORDS.has(folded)) return null;
  if (HAS_DIGIT.test(folded)) return folded.replace(DIGITS, NUMBER_TERM);
  if (folded.length === 1) return null;
  const stem = stemWord(folded);
  return canonicalStems.get(stem) ?? stem;
}

/** Words repeat across reviews (Zipf): their terms are kept, the cache emptied when it grows large. */
const termCache = new Map<string, string | null>();
function cachedTerm(word: string): string | null {
  let term = termCache.get(word);
  if (term === undefined) {
    if (termCache.size > 100_000) termCache.clear();
    term = termOf(foldWord(word));
    termCache.set(word, term);
  }
  return term;
}

/**
 * The content words of `text`, in order, with their original offsets. Runs of numbers ("5,3",
 * "18.000") read as one number.
 */
export function contentTerms(text: string): Term[] {
  const terms: Term[] = [];
  for (const match of text.matchAll(WORD)) {
    const term = cachedTerm(match[0]);
    if (term === null) continue;
    const start = match.index;
    const end = start + match[0].length;
    const previous = terms[terms.length - 1];
    if (
      term === NUMBER_TERM &&
      previous?.term === NUMBER_TERM &&
      /^[^\p{L}]*$/u.test(text.slice(previous.end, start))
    ) {
      previous.end = end;
      continue;
    }
    terms.push({ term, start, end });
  }
  return terms;
}
