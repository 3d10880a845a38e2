import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatInteger, formatPoints } from '#app/lib/format.ts';
import {
  capitalise,
  cashbackRange,
  firstVoucher,
  invitePoints,
  largerVouchers,
  type PointsProgramme,
  reviewAwardClause,
  reviewAwardRange,
  reviewAwardSentence,
  reviewPoints,
  reviewWorthSentence,
  surveyRange,
  tierLadder,
  VOTE_AND_TONE,
  voucherLadderByPoints,
  voucherRate,
  voucherRateShort,
} from './points-promise.ts';
import { reviewAward } from './points-rules.ts';

/** The default configuration (env.server.ts): 5 points per approved review, tiers at 250 and 1.000. */
const defaults: PointsProgramme = { review: { rule: 'fixed', fixed: 5 }, tiers: { silver: 250, gold: 1000 } };
const byRating: PointsProgramme = { ...defaults, review: { rule: 'rating', fixed: 5 } };

describe('at the default configuration the pages read as they did before the promise was written once', () => {
  test.each([
    // home (hero), rewards
    [reviewAwardSentence(defaults), '5 punti per ogni recensione approvata, qualunque sia il voto.'],
    // how-it-works
    [
      reviewAwardSentence(defaults, VOTE_AND_TONE),
      '5 punti per ogni recensione approvata, qualunque sia il voto e il tono.',
    ],
    // home (how it works)
    [
      `${capitalise(reviewAwardClause(defaults))}; ${firstVoucher}.`,
      '5 punti per ogni recensione approvata; con 50 punti ottieni un buono da 5 €.',
    ],
    // dashboard, write a review
    [reviewWorthSentence(defaults), 'Ogni recensione approvata vale 5 punti, qualunque sia il voto.'],
    [voucherRate, '50 punti = un buono da 5 €'],
    [voucherRateShort, '50 punti = 5 €'],
    [largerVouchers, 'buoni da 10 € (100 punti), 25 € (250 punti) e 50 € (500 punti)'],
    [
      voucherLadderByPoints,
      '50 punti per un buono da 5 €, 100 punti per 10 €, 250 punti per 25 €, 500 punti per 50 €',
    ],
    [tierLadder(defaults.tiers), 'Bronze da 0, Silver da 250 e Gold da 1.000 punti'],
    [capitalise(surveyRange), 'Da +3 a +10 punti'],
    [capitalise(cashbackRange), 'Da +2 a +15 punti'],
    [invitePoints, '+10 punti'],
  ])('%s', (built, printed) => {
    expect(built).toBe(printed);
  });
});

describe('the promise is what the code pays', () => {
  const rule = fc.oneof(
    fc.record({ rule: fc.constant('fixed' as const), fixed: fc.integer({ min: 0, max: 1000 }) }),
    fc.record({ rule: fc.constant('rating' as const), fixed: fc.integer({ min: 0, max: 1000 }) }),
  );

  test('property: every award the rule pays lies in the range the pages print, and both ends are paid', () => {
    fc.assert(
      fc.property(rule, (review) => {
        const { min, max } = reviewAwardRange(review);
        const awards = [1, 2, 3, 4, 5].map((stars) => reviewAward(stars, review));
        for (const award of awards) {
          expect(award).toBeGreaterThanOrEqual(min);
          expect(award).toBeLessThanOrEqual(max);
        }
        expect(awards).toContain(min);
        expect(awards).toContain(max);
      }),
    );
  });

  test('property: a fixed award is printed as its own number, and the rating is said not to matter', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), (fixed) => {
        const programme: PointsProgramme = { ...defaults, review: { rule: 'fixed', fixed } };
        expect(reviewPoints(programme)).toBe(formatPoints(fixed));
        expect(reviewAwardSentence(programme)).toBe(
          `${formatPoints(fixed)} per ogni recensione approvata, qualunque sia il voto.`,
        );
        expect(reviewWorthSentence(programme)).toContain(formatPoints(fixed));
      }),
    );
  });

  test('under the rating rule no sentence says the rating does not matter', () => {
    for (const sentence of [
      reviewAwardSentence(byRating),
      reviewAwardSentence(byRating, VOTE_AND_TONE),
      reviewWorthSentence(byRating),
      reviewAwardClause(byRating),
    ])
      expect(sentence).not.toMatch(/qualunque sia il voto/);
    expect(reviewAwardSentence(byRating)).toBe(
      'Da 10 a 50 punti per ogni recensione approvata, dieci volte il voto assegnato.',
    );
    expect(reviewWorthSentence(byRating)).toBe(
      'Ogni recensione approvata vale da 10 a 50 punti, dieci volte il voto assegnato.',
    );
  });

  test('property: the tiers printed are the configured thresholds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (silver, gap) => {
          const tiers = { silver, gold: silver + gap };
          expect(tierLadder(tiers)).toBe(
            `Bronze da 0, Silver da ${formatInteger(silver)} e Gold da ${formatInteger(silver + gap)} punti`,
          );
        },
      ),
      { numRuns: 50 },
    );
  });
});
