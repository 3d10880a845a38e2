/**
 * The near-duplicate evaluation (`npm run eval:integrity`, scripts/eval/integrity.ts prints it):
 * the full rule (`isNearDuplicate`: the sketch candidate rule AND the similarity) on the shipped
 * labelled set, per transformation, the hard negatives, held-out copies drawn with other seeds,
 * and timings. Its last line reads `recall R false-positive-rate F pairs N` for the shipped set.
 */
import { readFileSync } from 'node:fs';
import {
  fingerprintText,
  isNearDuplicate,
  featureStats,
  MIN_FEATURES,
  MIN_SHARED_SKETCH_KEYS,
  NEAR_DUPLICATE_THRESHOLD,
  sharedSketchKeys,
  SKETCH_SIZE,
  textSimilarity,
} from '#app/modules/integrity/text-similarity.ts';
import {
  clichePairsLabelled,
  generatedCopies,
  independentPairs,
  type LabelledPair,
} from './integrity-corpus.ts';

export type EvalResult = {
  lines: string[];
  recall: number;
  falsePositiveRate: number;
  pairs: number;
  heldOut: { recall: number; falsePositiveRate: number; pairs: number };
};

type Scored = LabelledPair & { similarity: number; sharedKeys: number; flagged: boolean };

export function loadShippedPairs(): LabelledPair[] {
  const file = new URL('./integrity-pairs.json', import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { pairs: LabelledPair[] }).pairs;
}

function score(pairs: readonly LabelledPair[]): Scored[] {
  return pairs.map((pair) => {
    const a = fingerprintText(pair.a);
    const b = fingerprintText(pair.b);
    const { nearDuplicate, similarity } = isNearDuplicate(a, b);
    return { ...pair, similarity, sharedKeys: sharedSketchKeys(a, b), flagged: nearDuplicate };
  });
}

const fixed = (value: number, digits = 2) => value.toFixed(digits);
const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${fixed((100 * part) / whole, 1)} %`);

function rates(scored: readonly Scored[]) {
  const positives = scored.filter((pair) => pair.label === 'near-duplicate');
  const negatives = scored.filter((pair) => pair.label !== 'near-duplicate');
  const caught = positives.filter((pair) => pair.flagged).length;
  const falsePositives = negatives.filter((pair) => pair.flagged).length;
  return {
    positives,
    negatives,
    recall: positives.length === 0 ? 1 : caught / positives.length,
    falsePositiveRate: negatives.length === 0 ? 0 : falsePositives / negatives.length,
  };
}

/** Median time per call in microseconds, over `runs` calls after a warm-up. */
function timeMicros(runs: number, call: (index: number) => void): { median: number; p95: number } {
  for (let index = 0; index < Math.min(runs, 200); index++) call(index);
  const samples: number[] = [];
  for (let index = 0; index < runs; index++) {
    const started = performance.now();
    call(index);
    samples.push((performance.now() - started) * 1000);
  }
  samples.sort((x, y) => x - y);
  return { median: samples[Math.floor(runs / 2)]!, p95: samples[Math.floor(runs * 0.95)]! };
}

export function runIntegrityEval(): EvalResult {
  const lines: string[] = [];
  const shipped = loadShippedPairs();
  const scored = score(shipped);
  const { positives, negatives, recall, falsePositiveRate } = rates(scored);

  lines.push(
    `Near-duplicate text: pairs of neighbouring and skip-one content words, containment >= ${NEAR_DUPLICATE_THRESHOLD}, ` +
      `sketch of ${SKETCH_SIZE} keys, >= ${MIN_SHARED_SKETCH_KEYS} shared, abstains under ${MIN_FEATURES} features`,
  );
  lines.push(
    `Shipped set: ${shipped.length} pairs, ${positives.length} near-duplicates, ${negatives.length} negatives`,
  );

  lines.push('', 'Recall per transformation (pairs using it, alone or combined):');
  const names = [...new Set(positives.flatMap((pair) => pair.transformations))].sort();
  for (const name of names) {
    const using = positives.filter((pair) => pair.transformations.includes(name));
    const caught = using.filter((pair) => pair.flagged).length;
    const lowest = Math.min(...using.map((pair) => pair.similarity));
    lines.push(
      `  ${name.padEnd(24)} ${fixed(caught / using.length)}  (${caught}/${using.length}, lowest similarity ${fixed(lowest)})`,
    );
  }
  const combined = positives.filter((pair) => pair.source === 'generated' && pair.transformations.length > 1);
  lines.push(
    `  ${'combinations of 2-3'.padEnd(24)} ${fixed(combined.filter((pair) => pair.flagged).length / combined.length)}  (${combined.filter((pair) => pair.flagged).length}/${combined.length})`,
  );

  const missed = positives.filter((pair) => !pair.flagged);
  if (missed.length > 0) {
    lines.push('', 'Missed near-duplicates:');
    for (const pair of missed) {
      lines.push(
        `  ${pair.id} [${pair.transformations.join(', ')}] similarity ${fixed(pair.similarity)}, shared keys ${pair.sharedKeys}`,
      );
    }
  }

  const independent = scored.filter((pair) => pair.label === 'independent');
  const worst = [...independent].sort((x, y) => y.similarity - x.similarity).slice(0, 3);
  lines.push(
    '',
    `Independent reviews of the same product: ${independent.filter((pair) => pair.flagged).length}/${independent.length} flagged; ` +
      `highest similarity ${worst.map((pair) => `${fixed(pair.similarity)} (${pair.id})`).join(', ')}; ` +
      `sharing >= ${MIN_SHARED_SKETCH_KEYS} sketch keys: ${independent.filter((pair) => pair.sharedKeys >= MIN_SHARED_SKETCH_KEYS).length}`,
  );
  const lowestCaught = Math.min(...positives.filter((pair) => pair.flagged).map((pair) => pair.similarity));
  lines.push(
    `Margin: highest independent similarity ${fixed(worst[0]?.similarity ?? 0)}, threshold ${NEAR_DUPLICATE_THRESHOLD}, lowest caught copy ${fixed(lowestCaught)}`,
  );

  lines.push('', 'Hard negatives (short generic texts: the signal abstains, none may be flagged):');
  for (const pair of scored.filter((pair) => pair.label === 'hard-negative')) {
    const a = fingerprintText(pair.a);
    const b = fingerprintText(pair.b);
    lines.push(
      `  ${pair.flagged ? 'FLAGGED' : 'not flagged'}  features ${a.features.length}/${b.features.length}  "${pair.a.replace(/\n/g, ' / ')}" ~ "${pair.b.replace(/\n/g, ' / ')}"`,
    );
  }

  // Stock phrases: what dropping their shingles does to the honest pairs.
  const honestTexts = [...new Set(independent.flatMap((pair) => [pair.a, pair.b]))];
  const withStock = honestTexts.filter((text) => featureStats(text).stockShingles > 0).length;
  const stockShare =
    honestTexts.reduce((sum, text) => sum + featureStats(text).stockShingles, 0) /
    honestTexts.reduce((sum, text) => sum + featureStats(text).shingles, 0);
  lines.push(
    '',
    `Stock phrases: ${withStock}/${honestTexts.length} honest reviews contain at least one; ` +
      `${fixed(100 * stockShare, 1)} % of their shingles are stock (neither features nor keys)`,
  );
  for (const keepStockPhrases of [false, true]) {
    const keys = independent.map((pair) =>
      sharedSketchKeys(
        fingerprintText(pair.a, { keepStockPhrases }),
        fingerprintText(pair.b, { keepStockPhrases }),
      ),
    );
    const highest = Math.max(
      ...independent.map((pair) =>
        textSimilarity(
          fingerprintText(pair.a, { keepStockPhrases }),
          fingerprintText(pair.b, { keepStockPhrases }),
        ),
      ),
    );
    lines.push(
      `  ${keepStockPhrases ? 'stock phrases kept:   ' : 'stock phrases dropped:'} independent pairs sharing >= 1 key ${keys.filter((k) => k >= 1).length}, ` +
        `>= 2 keys ${keys.filter((k) => k >= 2).length}, most keys shared ${Math.max(...keys)}, highest similarity ${fixed(highest)}`,
    );
  }

  // Held out: fresh copies with seeds and random recipes the set was never tuned on.
  const heldOutPairs = [
    ...generatedCopies(1001, false),
    ...generatedCopies(2002, false),
    ...independentPairs(),
    ...clichePairsLabelled(),
  ];
  const heldOutScored = score(heldOutPairs);
  const heldOut = rates(heldOutScored);
  lines.push(
    '',
    `Held out (seeds 1001 and 2002, random recipes of 1-3 transformations, ${heldOut.positives.length} fresh copies): ` +
      `recall ${fixed(heldOut.recall)}, false-positive rate ${fixed(heldOut.falsePositiveRate)}`,
  );
  const handWritten = positives.filter((pair) => pair.source === 'hand-written');
  lines.push(
    `Hand-written paraphrases alone: recall ${fixed(handWritten.filter((pair) => pair.flagged).length / handWritten.length)} (${handWritten.length} pairs)`,
  );

  // Timings: 1,500-character reviews, each a different text (held-out copies, typos included).
  const stream = heldOutPairs.map((pair) => pair.b).join('\n');
  const reviews1500 = Array.from({ length: 200 }, (_, index) =>
    stream.slice(index * 700, index * 700 + 1500),
  );
  const fingerprints = shipped.map((pair) => fingerprintText(pair.a));
  const fingerprintTime = timeMicros(2000, (index) =>
    fingerprintText(reviews1500[index % reviews1500.length]!),
  );
  const similarityTime = timeMicros(20000, (index) =>
    textSimilarity(
      fingerprints[index % fingerprints.length]!,
      fingerprints[(index * 7 + 3) % fingerprints.length]!,
    ),
  );
  const ruleTime = timeMicros(20000, (index) =>
    isNearDuplicate(
      fingerprints[index % fingerprints.length]!,
      fingerprints[(index * 7 + 3) % fingerprints.length]!,
    ),
  );
  lines.push(
    '',
    `Timings: fingerprintText of a 1,500-character review median ${fixed(fingerprintTime.median, 1)} µs, p95 ${fixed(fingerprintTime.p95, 1)} µs; ` +
      `textSimilarity median ${fixed(similarityTime.median, 2)} µs; isNearDuplicate median ${fixed(ruleTime.median, 2)} µs`,
  );
  lines.push(
    `Rates: recall ${percent(positives.filter((pair) => pair.flagged).length, positives.length)}, ` +
      `false positives ${percent(negatives.filter((pair) => pair.flagged).length, negatives.length)}`,
  );

  lines.push(
    `recall ${fixed(recall)} false-positive-rate ${fixed(falsePositiveRate)} pairs ${shipped.length}`,
  );
  return {
    lines,
    recall,
    falsePositiveRate,
    pairs: shipped.length,
    heldOut: {
      recall: heldOut.recall,
      falsePositiveRate: heldOut.falsePositiveRate,
      pairs: heldOutPairs.length,
    },
  };
}
