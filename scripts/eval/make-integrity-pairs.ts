// `node scripts/eval/make-integrity-pairs.ts`: writes integrity-pairs.json, the labelled set of
// `npm run eval:integrity`, from the hand-written corpus (see integrity-corpus.ts). Deterministic.
import { writeFileSync } from 'node:fs';
import { buildPairs, SHIPPED_SEED } from './integrity-corpus.ts';

const pairs = buildPairs();
const file = new URL('./integrity-pairs.json', import.meta.url);
const about =
  'Labelled pairs of Italian tech-product reviews for the near-duplicate signal (issue 29). Written by ' +
  'scripts/eval/make-integrity-pairs.ts from the hand-written corpus of scripts/eval/integrity-corpus*.ts: ' +
  `near-duplicates are each honest review copied by the §1 transformations (seed ${SHIPPED_SEED}) or ` +
  'rewritten by hand; independent pairs are two honest reviews of the same product; hard negatives are ' +
  'short generic texts, on which the signal abstains. Do not edit: regenerate.';
writeFileSync(file, JSON.stringify({ about, pairs }, null, 1) + '\n');
console.log(`${pairs.length} pairs written to ${file.pathname}`);
