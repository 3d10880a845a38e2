/**
 * The labelled pairs of the near-duplicate evaluation (`npm run eval:integrity`), built from reviews
 * written by hand for it:
 * - near-duplicates: every honest review copied once by the §1 transformations
 *   (integrity-transform.ts, seeded), plus the copies rewritten by hand (integrity-corpus-paraphrases.ts);
 * - independent: every pair of the three honest reviews of each product (same product, shared
 *   vocabulary and stock phrases, different people);
 * - hard negatives: short generic texts, on which the signal abstains.
 * `node scripts/eval/make-integrity-pairs.ts` writes them to integrity-pairs.json.
 */
import { audioProducts } from './integrity-corpus-audio.ts';
import { homeProducts } from './integrity-corpus-home.ts';
import { clichePairs, paraphrases, shortGenericPairs } from './integrity-corpus-paraphrases.ts';
import { phoneProducts } from './integrity-corpus-phones.ts';
import type { CorpusProduct } from './integrity-corpus-types.ts';
import {
  randomRecipe,
  recipes,
  seededRandom,
  transform,
  type Transformation,
} from './integrity-transform.ts';

export const corpusProducts: CorpusProduct[] = [...phoneProducts, ...audioProducts, ...homeProducts];

export type PairLabel = 'near-duplicate' | 'independent' | 'hard-negative';

export type LabelledPair = {
  id: string;
  label: PairLabel;
  product: string;
  /** near-duplicate: how b was made from a; 'hand-written' marks the hand paraphrases. */
  transformations: string[];
  source: 'generated' | 'hand-written';
  a: string;
  b: string;
};

/** The seed of the shipped set; the evaluation's held-out copies use others. */
export const SHIPPED_SEED = 29;

/** Every honest review copied once. `fixedRecipes`: cycle through `recipes`; otherwise random ones. */
export function generatedCopies(seed: number, fixedRecipes: boolean): LabelledPair[] {
  const random = seededRandom(seed);
  const pairs: LabelledPair[] = [];
  let n = 0;
  corpusProducts.forEach((product, productIndex) => {
    product.reviews.forEach((text, reviewIndex) => {
      const recipe: readonly Transformation[] = fixedRecipes
        ? recipes[n % recipes.length]!
        : randomRecipe(random);
      // Partial copies add text from a review of another product.
      const other = corpusProducts[(productIndex + 7) % corpusProducts.length]!.reviews[reviewIndex]!;
      pairs.push({
        id: `copy-${seed}-${product.id}-${reviewIndex}`,
        label: 'near-duplicate',
        product: product.id,
        transformations: [...recipe],
        source: 'generated',
        a: text,
        b: transform(text, recipe, random, other),
      });
      n++;
    });
  });
  return pairs;
}

export function independentPairs(): LabelledPair[] {
  return corpusProducts.flatMap((product) =>
    product.reviews.flatMap((a, i) =>
      product.reviews.slice(i + 1).map((b, offset) => ({
        id: `independent-${product.id}-${i}-${i + offset + 1}`,
        label: 'independent' as const,
        product: product.id,
        transformations: [],
        source: 'hand-written' as const,
        a,
        b,
      })),
    ),
  );
}

/** Two honest reviews of one product, both written in clichés (counted as independent pairs). */
export function clichePairsLabelled(): LabelledPair[] {
  return clichePairs.map(({ product, a, b }, index) => ({
    id: `cliche-${product}-${index + 1}`,
    label: 'independent',
    product,
    transformations: [],
    source: 'hand-written',
    a,
    b,
  }));
}

export function handParaphrasePairs(): LabelledPair[] {
  return paraphrases.map(({ of: [productId, reviewIndex], text, how }) => {
    const original = corpusProducts.find((product) => product.id === productId)?.reviews[reviewIndex];
    if (!original) throw new Error(`No review ${productId}#${reviewIndex}`);
    return {
      id: `paraphrase-${productId}-${reviewIndex}`,
      label: 'near-duplicate',
      product: productId,
      transformations: ['hand-written', ...how],
      source: 'hand-written',
      a: original,
      b: text,
    };
  });
}

export function hardNegativePairs(): LabelledPair[] {
  return shortGenericPairs.map(([a, b], index) => ({
    id: `short-generic-${index + 1}`,
    label: 'hard-negative',
    product: 'any',
    transformations: [],
    source: 'hand-written',
    a,
    b,
  }));
}

/** The shipped set. */
export function buildPairs(): LabelledPair[] {
  return [
    ...generatedCopies(SHIPPED_SEED, true),
    ...handParaphrasePairs(),
    ...independentPairs(),
    ...clichePairsLabelled(),
    ...hardNegativePairs(),
  ];
}
