import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  clichePairsLabelled,
  corpusProducts,
  hardNegativePairs,
  independentPairs,
} from '#scripts/eval/integrity-corpus.ts';
import { runIntegrityEval } from '#scripts/eval/integrity-eval.ts';
import { seededRandom, transform, transformations } from '#scripts/eval/integrity-transform.ts';
import { contentTerms, foldWord, stemWord } from './italian-normalize.ts';
import {
  fingerprintText,
  isNearDuplicate,
  MIN_FEATURES,
  NEAR_DUPLICATE_THRESHOLD,
  sharedPassages,
  sharedSketchKeys,
  SKETCH_SIZE,
  textSimilarity,
} from './text-similarity.ts';

/** Property runs: raise with FC_RUNS=20000 locally; CI keeps the default. */
const runs = Number(process.env.FC_RUNS ?? 300);

const rule = (a: string, b: string) => isNearDuplicate(fingerprintText(a), fingerprintText(b));

const original = [
  'Silenzio totale in aereo',
  'Cancellazione del rumore al top, comodissime, batteria da 30 ore.',
  'Non si piegano, custodia ingombrante.',
  'Viaggio spesso per lavoro e queste cuffie hanno cambiato i miei voli: il rumore dei motori sparisce quasi del tutto. Le porto per sei ore di fila senza fastidio alle orecchie. Il suono è caldo e dettagliato, con l’app si regola l’equalizzatore. Peccato che non si pieghino più come le XM4, la custodia occupa mezzo zaino. Ottimo acquisto, consigliate.',
].join('\n');

describe('the normalisation', () => {
  test('folds case and accents, and stems inflections to one word', () => {
    expect(foldWord('Perché')).toBe('perche');
    expect(foldWord('QUALITÀ')).toBe('qualita');
    expect(stemWord('consigliato')).toBe(stemWord('consiglio'));
    expect(stemWord('comodissime')).toBe(stemWord('comoda'));
    expect(stemWord('velocemente')).toBe(stemWord('veloce'));
  });

  test('synonyms, numbers and stop words: two phrasings read as the same words', () => {
    const terms = (text: string) => contentTerms(text).map((term) => term.term);
    expect(terms('Un telefono eccellente, la batteria dura 12 ore')).toEqual(
      terms('Uno smartphone davvero ottimo: la batteria dura 15 ore!'),
    );
  });

  test('terms keep their offsets in the original text, accents and emoji included', () => {
    const text = 'Qualità 😍 ottima, perché sì';
    for (const term of contentTerms(text)) {
      expect(text.slice(term.start, term.end)).toMatch(/^[\p{L}\p{N}]+$/u);
    }
  });
});

describe('near-duplicates: each transformation of §1 is caught', () => {
  test('a copy edited by hand: synonyms, a sentence dropped, emoji, a changed number', () => {
    const copy = [
      'In aereo silenzio assoluto ✈️',
      'Riduzione del rumore al top, comodissime, autonomia di 35 ore.',
      'Non sono pieghevoli, custodia ingombrante.',
      'Volo spesso per lavoro e queste cuffie mi hanno cambiato i viaggi: il rumore dei motori scompare quasi del tutto 🙌 Le tengo sei ore di seguito senza fastidio alle orecchie. Il suono è caldo e ricco di dettagli. Acquisto eccellente, le consiglio!',
    ].join('\n');
    const { nearDuplicate, similarity } = rule(original, copy);
    expect(nearDuplicate).toBe(true);
    expect(similarity).toBeGreaterThan(NEAR_DUPLICATE_THRESHOLD);
  });

  // Every honest review of the corpus, copied by one transformation at a time.
  test.each(transformations)('%s', (transformation) => {
    const random = seededRandom(7);
    const reviews = corpusProducts.flatMap((product) => product.reviews);
    const missed = reviews.filter((text, index) => {
      const copy = transform(text, [transformation], random, reviews[(index + 11) % reviews.length]!);
      return !rule(text, copy).nearDuplicate;
    });
    expect(missed).toEqual([]);
  });

  test('most of a review copied into a longer one of the copier’s own', () => {
    const longer = `${original}\nLe ho prese dopo averle provate in negozio a Bologna. Il commesso mi ha mostrato anche le Bose, ma queste mi sono sembrate più comode con gli occhiali. Con l’app ho creato un profilo per il treno e uno per l’ufficio, e cambiano da sole in base al posto. In due mesi non ho ancora trovato un vero difetto.`;
    expect(rule(original, longer).nearDuplicate).toBe(true);
    expect(rule(longer, original).nearDuplicate).toBe(true);
  });
});

describe('honest look-alikes are not near-duplicates', () => {
  test('three honest reviews of each product, pairwise, and cliché-heavy pairs', () => {
    const flagged = [...independentPairs(), ...clichePairsLabelled()].filter(
      (pair) => rule(pair.a, pair.b).nearDuplicate,
    );
    expect(flagged.map((pair) => pair.id)).toEqual([]);
  });

  test('short generic texts: the signal abstains, even on identical ones', () => {
    for (const pair of hardNegativePairs()) {
      expect(rule(pair.a, pair.b).nearDuplicate).toBe(false);
      expect(fingerprintText(pair.a).sketch).toEqual([]);
    }
    expect(rule('Ottimo prodotto, consigliato', 'Ottimo prodotto, consigliato').nearDuplicate).toBe(false);
  });

  test('two reviews built from the same stock phrases only share nothing', () => {
    const a =
      'Ottimo prodotto\nOttimo rapporto qualità prezzo. La batteria dura tutto il giorno. Spedizione veloce, arrivato in anticipo, imballato bene. Corrisponde alla descrizione, facile da usare, funziona perfettamente. Lo consiglio a tutti.';
    const b =
      'Lo consiglio a tutti. Funziona perfettamente e corrisponde alla descrizione. La batteria dura tutto il giorno, ottimo rapporto qualità/prezzo. Arrivato in anticipo, spedizione veloce.';
    expect(rule(a, b)).toEqual({ nearDuplicate: false, similarity: 0 });
  });
});

// Texts made of Italian review words, long enough for the signal to speak.
const vocabulary = [
  'batteria',
  'schermo',
  'qualità',
  'perché',
  'città',
  'più',
  'telefono',
  'cuffie',
  'aspirapolvere',
  'tappeto',
  'divano',
  'finestra',
  'montagna',
  'ufficio',
  'treno',
  'giallo',
  'rosso',
  'cucina',
  'giardino',
  'sentiero',
  'pioggia',
  'estate',
  'inverno',
  'caffè',
  'nonna',
  'cugino',
  'lavatrice',
  'scrivania',
  'zaino',
  'bicicletta',
  'il',
  'la',
  'di',
  'che',
  'non',
  'è',
  '12',
  '3,5',
];
const words = fc.array(fc.constantFrom(...vocabulary), { minLength: 40, maxLength: 160 });
const textOf = (list: string[]) => list.join(' ');
const emoji = ['😍', '👍', '🔥', '✅', '🙌', '⭐'];

describe('properties', () => {
  test('similarity is in 0..1 and symmetric; so is the rule', () => {
    fc.assert(
      fc.property(words, words, (x, y) => {
        const a = fingerprintText(textOf(x));
        const b = fingerprintText(textOf(y));
        const similarity = textSimilarity(a, b);
        expect(similarity).toBeGreaterThanOrEqual(0);
        expect(similarity).toBeLessThanOrEqual(1);
        expect(textSimilarity(b, a)).toBe(similarity);
        expect(sharedSketchKeys(b, a)).toBe(sharedSketchKeys(a, b));
        expect(isNearDuplicate(b, a)).toEqual(isNearDuplicate(a, b));
      }),
      { numRuns: runs },
    );
  });

  test('a text is a near-duplicate of itself and of its case, punctuation and emoji changes', () => {
    fc.assert(
      fc.property(
        words,
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 160, maxLength: 160 }),
        (list, rolls) => {
          const text = textOf(list);
          const fingerprint = fingerprintText(text);
          fc.pre(fingerprint.features.length >= MIN_FEATURES);
          expect(isNearDuplicate(fingerprint, fingerprintText(text))).toEqual({
            nearDuplicate: true,
            similarity: 1,
          });
          const changed = list
            .map((word, index) => {
              const roll = rolls[index]!;
              const cased =
                roll < 3
                  ? word.toUpperCase()
                  : roll < 5
                    ? word.charAt(0).toUpperCase() + word.slice(1)
                    : word;
              const mark =
                roll === 5
                  ? '!!! '
                  : roll === 6
                    ? ', '
                    : roll === 7
                      ? ` ${emoji[index % emoji.length]} `
                      : roll === 8
                        ? '... '
                        : ' ';
              return cased + mark;
            })
            .join('');
          expect(isNearDuplicate(fingerprint, fingerprintText(changed))).toEqual({
            nearDuplicate: true,
            similarity: 1,
          });
        },
      ),
      { numRuns: runs },
    );
  });

  test('fingerprints: deterministic, features sorted and unique, at most SKETCH_SIZE int32 keys from the features', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          words.map(textOf),
          fc.string({ maxLength: 400 }),
          fc.string({ unit: 'binary', maxLength: 200 }),
        ),
        (text) => {
          const fingerprint = fingerprintText(text);
          expect(fingerprintText(text)).toEqual(fingerprint);
          for (let index = 1; index < fingerprint.features.length; index++) {
            expect(fingerprint.features[index]!).toBeGreaterThan(fingerprint.features[index - 1]!);
          }
          expect(fingerprint.sketch.length).toBeLessThanOrEqual(SKETCH_SIZE);
          const features = new Set(fingerprint.features);
          for (const key of fingerprint.sketch) {
            expect(Number.isInteger(key) && key >= -(2 ** 31) && key < 2 ** 31).toBe(true);
            expect(features.has(key >>> 0)).toBe(true);
          }
          if (fingerprint.features.length < MIN_FEATURES) expect(fingerprint.sketch).toEqual([]);
        },
      ),
      { numRuns: runs },
    );
  });

  test('shared passages: within bounds, sorted, not overlapping, on word boundaries', () => {
    const anyText = fc.oneof(
      words.map(textOf),
      fc.string({ maxLength: 300 }),
      fc.string({ unit: 'binary', maxLength: 200 }),
    );
    fc.assert(
      fc.property(anyText, anyText, (a, b) => {
        const passages = sharedPassages(a, b);
        for (const [text, ranges] of [
          [a, passages.a],
          [b, passages.b],
        ] as const) {
          let previousEnd = -1;
          for (const [start, end] of ranges) {
            expect(start).toBeGreaterThan(previousEnd);
            expect(end).toBeGreaterThan(start);
            expect(end).toBeLessThanOrEqual(text.length);
            expect(text.slice(start, end)).toMatch(/^[\p{L}\p{N}][\s\S]*[\p{L}\p{N}]$|^[\p{L}\p{N}]$/u);
            previousEnd = end;
          }
        }
      }),
      { numRuns: runs },
    );
  });
});

describe('shared passages for the moderator', () => {
  test('the copied sentences are highlighted in both texts, at their own offsets', () => {
    const copy = `Premessa mia personale sulle abitudini di ascolto.\n${original.toUpperCase()}`;
    const passages = sharedPassages(original, copy);
    const quoted = passages.b.map(([start, end]) => copy.slice(start, end)).join(' | ');
    expect(quoted).toContain('IL RUMORE DEI MOTORI SPARISCE');
    expect(quoted).not.toContain('Premessa');
    expect(passages.a.map(([start, end]) => original.slice(start, end)).join(' | ')).toContain(
      'il rumore dei motori sparisce',
    );
  });

  test('texts with nothing in common share no passage', () => {
    expect(
      sharedPassages('La lavatrice centrifuga bene i jeans', 'Il treno delle otto era pieno di turisti'),
    ).toEqual({
      a: [],
      b: [],
    });
  });
});

describe('the stored keys stay what they were', () => {
  test('the sketch of a fixed text is pinned (a change here makes every stored sketch stale)', () => {
    expect(fingerprintText(original).sketch.slice(0, 4)).toMatchInlineSnapshot(`
      [
        27313609,
        110554672,
        254403534,
        274486378,
      ]
    `);
  });
});

describe('npm run eval:integrity', () => {
  test('its last line reads "recall R false-positive-rate F pairs N" and meets the targets', () => {
    const result = runIntegrityEval();
    const last = result.lines[result.lines.length - 1]!;
    const match = /^recall (\d+\.\d+) false-positive-rate (\d+\.\d+) pairs (\d+)$/.exec(last);
    expect(match).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThanOrEqual(0.95);
    expect(Number(match![2])).toBeLessThanOrEqual(0.02);
    expect(Number(match![3])).toBeGreaterThanOrEqual(200);
    expect(result.heldOut.recall).toBeGreaterThanOrEqual(0.95);
    expect(result.heldOut.falsePositiveRate).toBeLessThanOrEqual(0.02);
  });
});
