/**
 * The §1 transformations, applied to a review the way a farm's second account edits a copy:
 * deterministic for a seed (mulberry32), so integrity-pairs.json is reproducible and the
 * evaluation can draw fresh, unseen copies with another seed.
 *
 * The synonym table here is the generator's own, written apart from the engine's
 * (app/modules/integrity/italian-synonyms.ts): many of its swaps are ones the engine does not know.
 */

export type Transformation =
  | 'few-words'
  | 'reorder'
  | 'split'
  | 'synonyms'
  | 'numbers'
  | 'added-sentence'
  | 'removed-sentence'
  | 'partial-copy'
  | 'case-punctuation-emoji'
  | 'typos';

export const transformations: readonly Transformation[] = [
  'few-words',
  'reorder',
  'split',
  'synonyms',
  'numbers',
  'added-sentence',
  'removed-sentence',
  'partial-copy',
  'case-punctuation-emoji',
  'typos',
];

export type Random = () => number;

/** mulberry32: a small, good, seeded generator. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

/** A review's lines (title, pros, cons, comment) and the comment's sentences. */
type Parts = { head: string[]; sentences: string[] };

function parts(text: string): Parts {
  const lines = text.split('\n');
  const comment = lines.slice(3).join(' ');
  return { head: lines.slice(0, 3), sentences: comment.split(/(?<=[.!?])\s+/).filter(Boolean) };
}

function join({ head, sentences }: Parts): string {
  return [...head, sentences.join(' ')].join('\n');
}

/** Words a copier slips in or swaps a word for. */
const fillerWords = [
  'sinceramente',
  'onestamente',
  'personalmente',
  'comunque',
  'effettivamente',
  'tranquillamente',
  'ovviamente',
  'subito',
  'bene',
  'tutto',
  'sempre',
  'ormai',
];

/** Sentences a copier adds, about anything. */
const extraSentences = [
  'L’ho comprato su consiglio di un collega e non me ne sono pentito.',
  'Il corriere è arrivato con un giorno di ritardo, ma il pacco era integro.',
  'Spero che questa recensione sia utile a chi è indeciso.',
  'Aggiornerò la recensione tra qualche mese per dire come si comporta nel tempo.',
  'Mia sorella ne ha preso uno uguale dopo aver visto il mio.',
  'Avevo letto pareri contrastanti, ma la mia esperienza è positiva.',
  'Prima di sceglierlo ho confrontato almeno quattro modelli simili.',
  'La garanzia di due anni mi ha convinto a fare il passo.',
  'In negozio costava di più, online l’ho trovato a un prezzo migliore.',
  'L’assistenza clienti ha risposto in giornata a una mia domanda.',
  'Lo uso soprattutto la sera dopo il lavoro.',
  'Ci ho messo un po’ ad abituarmi, adesso non ne farei a meno.',
  'Per un regalo è perfetto, la confezione è curata.',
  'Dopo il primo aggiornamento alcune cose sono migliorate.',
  'Non sono un esperto, quindi valuto da utente normale.',
  'Il manuale è scarno, ma su internet si trova tutto.',
  'Lo tengo in ufficio e i colleghi mi chiedono sempre dove l’ho preso.',
  'Rispetto al modello dell’anno scorso le differenze sono poche.',
  'Ho dovuto fare un reso per un difetto estetico, sostituito senza storie.',
  'Consiglio di aspettare il Black Friday, gli sconti sono notevoli.',
  'Ho avuto qualche dubbio all’inizio, poi mi sono ricreduto.',
  'La confezione conteneva anche un piccolo omaggio.',
  'Nelle prime settimane ho notato qualche piccolo rallentamento, poi più nulla.',
  'Lo uso anche in viaggio e occupa poco spazio in valigia.',
];

/** The generator's own synonyms: word → what a copier writes instead. */
const copierSynonyms: Record<string, string[]> = {
  ottimo: ['eccellente', 'super', 'validissimo', 'ottimale'],
  ottima: ['eccellente', 'super', 'splendida'],
  ottime: ['eccellenti', 'splendide'],
  bello: ['carino', 'grazioso', 'niente male'],
  bella: ['carina', 'graziosa'],
  bellissimo: ['stupendo', 'meraviglioso'],
  buono: ['valido', 'discreto'],
  buon: ['valido', 'discreto'],
  consiglio: ['suggerisco', 'raccomando'],
  consigliato: ['raccomandato', 'suggerito', 'promosso'],
  consigliata: ['raccomandata', 'promossa'],
  comodo: ['pratico', 'comodissimo'],
  comoda: ['pratica'],
  veloce: ['rapido', 'svelto', 'scattante'],
  lento: ['lentissimo', 'fiacco'],
  lenta: ['lentissima', 'fiacca'],
  schermo: ['display', 'monitor'],
  telefono: ['cellulare', 'smartphone', 'dispositivo'],
  batteria: ['batteria', 'autonomia'],
  prezzo: ['costo', 'cifra'],
  costa: ['viene', 'si paga'],
  caro: ['costoso', 'salato'],
  problema: ['difetto', 'intoppo'],
  problemi: ['difetti', 'intoppi'],
  usare: ['utilizzare', 'adoperare'],
  uso: ['utilizzo', 'impiego'],
  comprato: ['acquistato', 'preso'],
  preso: ['acquistato', 'comprato'],
  giorno: ['giornata'],
  casa: ['abitazione', 'appartamento'],
  foto: ['immagini', 'fotografie', 'scatti'],
  suono: ['audio', 'sound'],
  leggero: ['leggerissimo', 'poco pesante'],
  pesante: ['pesantuccio', 'ingombrante'],
  difetto: ['neo', 'pecca'],
  perfetto: ['impeccabile', 'ideale'],
  perfetta: ['impeccabile', 'ideale'],
  funziona: ['va', 'lavora'],
  mesi: ['mesetti', 'mesi'],
  bambini: ['piccoli', 'figli'],
  facile: ['semplice', 'intuitivo'],
  semplice: ['facile', 'immediato'],
  scarso: ['debole', 'carente'],
  scarsa: ['debole', 'carente'],
  debole: ['fiacco', 'scarso'],
  potente: ['performante', 'potentissimo'],
  soddisfatto: ['contento', 'felice'],
  deluso: ['amareggiato', 'scontento'],
  acquisto: ['investimento', 'affare'],
  subito: ['immediatamente', 'all’istante'],
  tanto: ['molto', 'parecchio'],
  davvero: ['veramente', 'proprio'],
  anche: ['pure', 'persino'],
  però: ['tuttavia', 'ma'],
  quasi: ['pressoché', 'praticamente'],
};

const emoji = ['😍', '👍', '🔥', '✅', '😊', '💯', '🙌', '⭐⭐⭐⭐⭐', '😅', '👌'];

function mapWords(text: string, change: (word: string) => string): string {
  return text.replace(/[\p{L}’']+/gu, change);
}

function fewWords(text: string, random: Random): string {
  const p = parts(text);
  const changes = between(random, 2, 4);
  for (let n = 0; n < changes; n++) {
    const index = Math.floor(random() * p.sentences.length);
    const words = p.sentences[index]!.split(' ');
    const at = Math.floor(random() * words.length);
    const operation = random();
    if (operation < 0.4) words.splice(at, 0, pick(random, fillerWords));
    else if (operation < 0.7 && words.length > 4) words.splice(at, 1);
    else words[at] = pick(random, fillerWords);
    p.sentences[index] = words.join(' ');
  }
  return join(p);
}

function reorder(text: string, random: Random): string {
  const p = parts(text);
  for (let index = p.sentences.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [p.sentences[index], p.sentences[other]] = [p.sentences[other]!, p.sentences[index]!];
  }
  // Pros and cons listed in another order too.
  p.head = p.head.map((line, index) => (index === 0 ? line : line.split(', ').reverse().join(', ')));
  return join(p);
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function split(text: string, random: Random): string {
  const p = parts(text);
  const sentences: string[] = [];
  for (const sentence of p.sentences) {
    const at = sentence.search(/(, | e | ma |: )/);
    if (at > 20 && random() < 0.7) {
      const [, joint] = /^(, | e | ma |: )/.exec(sentence.slice(at)) ?? ['', ', '];
      sentences.push(sentence.slice(0, at) + '.');
      const rest = sentence.slice(at + joint!.length);
      sentences.push(capitalise(joint === ' ma ' ? `Però ${rest}` : rest));
    } else sentences.push(sentence);
  }
  // And two short neighbours merged into one.
  const merge = sentences.findIndex((sentence, index) => index > 0 && sentence.length < 60);
  if (merge > 0) {
    const before = sentences[merge - 1]!.replace(/[.!?]$/, '');
    sentences.splice(
      merge - 1,
      2,
      `${before}, e ${sentences[merge]!.charAt(0).toLowerCase()}${sentences[merge]!.slice(1)}`,
    );
  }
  return join({ head: p.head, sentences });
}

function synonyms(text: string, random: Random): string {
  return mapWords(text, (word) => {
    const lower = word.toLowerCase();
    const options = copierSynonyms[lower];
    if (!options || random() > 0.75) return word;
    const swap = pick(random, options);
    return word.charAt(0) === word.charAt(0).toUpperCase() ? capitalise(swap) : swap;
  });
}

function numbers(text: string, random: Random): string {
  const swapped = text.replace(/\d+/g, (digits) => {
    const value = Number(digits);
    const next = Math.max(1, Math.round(value * (0.6 + random() * 0.9)));
    return String(next === value ? value + 1 : next);
  });
  if (swapped !== text) return swapped;
  // No number to change: a copier states one.
  const p = parts(text);
  p.sentences.push(`Lo uso da ${between(random, 2, 11)} mesi.`);
  return join(p);
}

function addedSentence(text: string, random: Random): string {
  const p = parts(text);
  const added = between(random, 1, 2);
  for (let n = 0; n < added; n++) {
    p.sentences.splice(between(random, 0, p.sentences.length), 0, pick(random, extraSentences));
  }
  return join(p);
}

function removedSentence(text: string, random: Random): string {
  const p = parts(text);
  const removed = p.sentences.length >= 5 ? 2 : 1;
  for (let n = 0; n < removed && p.sentences.length > 2; n++) {
    p.sentences.splice(Math.floor(random() * p.sentences.length), 1);
  }
  return join(p);
}

/** Most of the review kept, and new text of the copier's own (a third to a half as long again). */
function partialCopy(text: string, random: Random, otherText: string): string {
  const p = parts(text);
  const keep = Math.max(2, Math.ceil(p.sentences.length * (0.65 + random() * 0.2)));
  while (p.sentences.length > keep) p.sentences.splice(Math.floor(random() * p.sentences.length), 1);
  const others = parts(otherText).sentences;
  const added = between(random, 2, 4);
  for (let n = 0; n < added; n++) {
    p.sentences.push(random() < 0.5 ? pick(random, others) : pick(random, extraSentences));
  }
  return join(p);
}

function casePunctuationEmoji(text: string, random: Random): string {
  const style = random();
  let out = text;
  if (style < 0.33) out = out.toLowerCase();
  else if (style < 0.5) out = out.toUpperCase();
  else out = out.replace(/^[^\n]+/, (title) => title.toUpperCase());
  // Punctuation dropped, doubled or changed; emoji at sentence ends.
  out = out.replace(/[.!?](\s|$)/g, (mark, space: string) => {
    const roll = random();
    if (roll < 0.3) return `${pick(random, emoji)}${space}`;
    if (roll < 0.5) return `!!!${space}`;
    if (roll < 0.7) return `...${space}`;
    if (roll < 0.85) return space;
    return mark;
  });
  out = out.replace(/,/g, () => (random() < 0.5 ? '' : ' ,'));
  out = out.replace(/’|'/g, () => (random() < 0.5 ? ' ' : '’'));
  return out;
}

const neighbours: Record<string, string> = {
  a: 's',
  e: 'r',
  i: 'o',
  o: 'p',
  u: 'i',
  r: 't',
  t: 'r',
  n: 'm',
  m: 'n',
  s: 'a',
  l: 'k',
  c: 'v',
};

function typos(text: string, random: Random): string {
  return mapWords(text, (word) => {
    if (word.length < 4 || random() > 0.12) return word;
    const at = between(random, 1, word.length - 2);
    const kind = random();
    if (kind < 0.3) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    if (kind < 0.55) return word.slice(0, at) + word.slice(at + 1);
    if (kind < 0.75) return word.slice(0, at) + word[at] + word.slice(at);
    const letter = word[at]!.toLowerCase();
    return word.slice(0, at) + (neighbours[letter] ?? letter) + word.slice(at + 1);
  });
}

/**
 * `text` copied with the given transformations, in the order a copier would apply them (the
 * structural edits first, the surface ones last). `otherText` is another review, for partial copies.
 */
export function transform(
  text: string,
  recipe: readonly Transformation[],
  random: Random,
  otherText: string,
): string {
  let out = text;
  const has = (t: Transformation) => recipe.includes(t);
  if (has('partial-copy')) out = partialCopy(out, random, otherText);
  if (has('removed-sentence')) out = removedSentence(out, random);
  if (has('added-sentence')) out = addedSentence(out, random);
  if (has('reorder')) out = reorder(out, random);
  if (has('split')) out = split(out, random);
  if (has('synonyms')) out = synonyms(out, random);
  if (has('few-words')) out = fewWords(out, random);
  if (has('numbers')) out = numbers(out, random);
  if (has('typos')) out = typos(out, random);
  if (has('case-punctuation-emoji')) out = casePunctuationEmoji(out, random);
  return out;
}

/** The recipes the shipped set cycles through: each transformation alone, then combinations of 2–3. */
export const recipes: readonly (readonly Transformation[])[] = [
  ...transformations.map((t) => [t]),
  ['synonyms', 'typos'],
  ['reorder', 'numbers'],
  ['partial-copy', 'synonyms'],
  ['few-words', 'case-punctuation-emoji'],
  ['split', 'synonyms', 'typos'],
  ['removed-sentence', 'added-sentence', 'few-words'],
  ['partial-copy', 'typos', 'case-punctuation-emoji'],
  ['reorder', 'synonyms', 'numbers'],
  ['few-words', 'typos'],
  ['added-sentence', 'synonyms'],
  ['split', 'reorder', 'case-punctuation-emoji'],
  ['partial-copy', 'reorder', 'few-words'],
];

/** A random recipe of 1–3 distinct transformations (the held-out draws). */
export function randomRecipe(random: Random): Transformation[] {
  const count = between(random, 1, 3);
  const pool = [...transformations];
  const recipe: Transformation[] = [];
  for (let n = 0; n < count; n++) recipe.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return recipe;
}
