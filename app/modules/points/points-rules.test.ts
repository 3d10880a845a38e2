import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  CASHBACK_BANDS,
  CASHBACK_POINTS,
  cashbackPointsFor,
  EARNING_KINDS,
  isEarning,
  nextTier,
  reviewAward,
  SPENDING_KINDS,
  type Tier,
  tierFor,
  VOUCHER_EUROS,
  VOUCHER_LADDER,
  VOUCHER_POINTS,
  voucherProgress,
} from './points-rules.ts';

/** The rules as fast-check sees them: points are whole and never negative (a CHECK holds the balance). */
const points = fc.integer({ min: 0, max: 10_000_000 });
/** Any valid configuration of TIER_SILVER_POINTS / TIER_GOLD_POINTS (gold above silver, env.server.ts). */
const thresholds = fc
  .tuple(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 100_000 }))
  .map(([silver, gap]) => ({ silver, gold: silver + gap }));
const defaults = { silver: 250, gold: 1000 };
const order: Record<Tier, number> = { Bronze: 0, Silver: 1, Gold: 2 };

describe('tierFor: Bronze from 0, Silver and Gold from their thresholds of lifetime points', () => {
  test.each([
    [0, 'Bronze'],
    [249, 'Bronze'],
    [250, 'Silver'],
    [999, 'Silver'],
    [1000, 'Gold'],
    [1_000_000, 'Gold'],
  ] as const)('%i lifetime points → %s (default thresholds 250 / 1.000)', (lifetime, tier) => {
    expect(tierFor(lifetime, defaults)).toBe(tier);
  });

  test('property: the boundaries are the thresholds themselves, on either side', () => {
    fc.assert(
      fc.property(thresholds, (tiers) => {
        expect(tierFor(0, tiers)).toBe('Bronze');
        expect(tierFor(tiers.silver - 1, tiers)).toBe('Bronze');
        expect(tierFor(tiers.silver, tiers)).toBe('Silver');
        expect(tierFor(tiers.gold - 1, tiers)).toBe('Silver');
        expect(tierFor(tiers.gold, tiers)).toBe('Gold');
      }),
    );
  });

  test('property: monotone, earning more never moves anyone down a tier', () => {
    fc.assert(
      fc.property(thresholds, points, points, (tiers, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(order[tierFor(low, tiers)]).toBeLessThanOrEqual(order[tierFor(high, tiers)]);
      }),
    );
  });
});

describe('nextTier: the bar towards the next tier', () => {
  test('Bronze at 100 points: 150 to Silver, 40 % of the way', () => {
    expect(nextTier(100, defaults)).toEqual({ next: 'Silver', missing: 150, progress: 0.4 });
    expect(nextTier(250, defaults)).toEqual({ next: 'Gold', missing: 750, progress: 0 });
    expect(nextTier(1000, defaults)).toBeNull();
  });

  test('property: null exactly at Gold; otherwise the missing points reach the next tier and one less does not', () => {
    fc.assert(
      fc.property(thresholds, points, (tiers, lifetime) => {
        const step = nextTier(lifetime, tiers);
        if (tierFor(lifetime, tiers) === 'Gold') {
          expect(step).toBeNull();
          return;
        }
        expect(step).not.toBeNull();
        expect(step!.missing).toBeGreaterThan(0);
        expect(tierFor(lifetime + step!.missing, tiers)).toBe(step!.next);
        expect(tierFor(lifetime + step!.missing - 1, tiers)).toBe(tierFor(lifetime, tiers));
        expect(order[step!.next]).toBe(order[tierFor(lifetime, tiers)] + 1);
      }),
    );
  });

  test('property: the progress is a share in [0, 1) that grows with the points inside a tier', () => {
    fc.assert(
      fc.property(thresholds, points, points, (tiers, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const first = nextTier(low, tiers);
        const second = nextTier(high, tiers);
        for (const step of [first, second]) {
          if (!step) continue;
          expect(step.progress).toBeGreaterThanOrEqual(0);
          expect(step.progress).toBeLessThan(1);
        }
        if (first && second && first.next === second.next)
          expect(first.progress).toBeLessThanOrEqual(second.progress);
      }),
    );
  });
});

describe('voucherProgress: points modulo 50 (spec §9)', () => {
  test.each([
    [0, { current: 0, missing: 50, vouchersAvailable: 0 }],
    [49, { current: 49, missing: 1, vouchersAvailable: 0 }],
    [50, { current: 0, missing: 50, vouchersAvailable: 1 }],
    [185, { current: 35, missing: 15, vouchersAvailable: 3 }],
  ])('%i points → %o', (balance, expected) => {
    expect(voucherProgress(balance)).toEqual(expected);
  });

  test('property: the parts add up, vouchers × 50 + current = points, and current + missing = 50', () => {
    fc.assert(
      fc.property(points, (balance) => {
        const progress = voucherProgress(balance);
        expect(progress.vouchersAvailable * VOUCHER_POINTS + progress.current).toBe(balance);
        expect(progress.current + progress.missing).toBe(VOUCHER_POINTS);
      }),
    );
  });

  test('property: bounded and never negative: 0 ≤ current < 50, 0 < missing ≤ 50, vouchers ≥ 0', () => {
    fc.assert(
      fc.property(points, (balance) => {
        const progress = voucherProgress(balance);
        expect(progress.current).toBeGreaterThanOrEqual(0);
        expect(progress.current).toBeLessThan(VOUCHER_POINTS);
        expect(progress.missing).toBeGreaterThan(0);
        expect(progress.missing).toBeLessThanOrEqual(VOUCHER_POINTS);
        expect(progress.vouchersAvailable).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  test('property: monotone, more points never mean fewer vouchers; the missing points buy the next one', () => {
    fc.assert(
      fc.property(points, points, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(voucherProgress(low).vouchersAvailable).toBeLessThanOrEqual(
          voucherProgress(high).vouchersAvailable,
        );
        const { missing, vouchersAvailable } = voucherProgress(low);
        expect(voucherProgress(low + missing).vouchersAvailable).toBe(vouchersAvailable + 1);
        expect(voucherProgress(low + missing - 1).vouchersAvailable).toBe(vouchersAvailable);
      }),
    );
  });

  test('the ladder starts at the voucher of the rate and grows in points and euros', () => {
    expect(VOUCHER_LADDER[0]).toEqual({ points: VOUCHER_POINTS, euros: VOUCHER_EUROS });
    for (let i = 1; i < VOUCHER_LADDER.length; i++) {
      expect(VOUCHER_LADDER[i]!.points).toBeGreaterThan(VOUCHER_LADDER[i - 1]!.points);
      expect(VOUCHER_LADDER[i]!.euros).toBeGreaterThan(VOUCHER_LADDER[i - 1]!.euros);
    }
  });
});

describe('reviewAward: one rule for every approved review (DESIGN.md §3.3, §3.13)', () => {
  const rating = fc.integer({ min: 1, max: 5 });
  const fixed = fc.integer({ min: 0, max: 1000 }); // REVIEW_POINTS' range (env.server.ts)

  test('the default pays 5 whatever the rating; the rating rule pays ten times the stars', () => {
    expect([1, 2, 3, 4, 5].map((stars) => reviewAward(stars, { rule: 'fixed', fixed: 5 }))).toEqual([
      5, 5, 5, 5, 5,
    ]);
    expect([1, 2, 3, 4, 5].map((stars) => reviewAward(stars, { rule: 'rating', fixed: 5 }))).toEqual([
      10, 20, 30, 40, 50,
    ]);
  });

  test('property: under the fixed rule the award never depends on the rating', () => {
    fc.assert(
      fc.property(fixed, rating, rating, (amount, a, b) => {
        expect(reviewAward(a, { rule: 'fixed', fixed: amount })).toBe(amount);
        expect(reviewAward(a, { rule: 'fixed', fixed: amount })).toBe(
          reviewAward(b, { rule: 'fixed', fixed: amount }),
        );
      }),
    );
  });

  test('property: under the rating rule the award is monotone in the rating, a multiple of 10 in [0, 50]', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -100, max: 100, noNaN: true }),
        fc.double({ min: -100, max: 100, noNaN: true }),
        fixed,
        (a, b, amount) => {
          const rule = { rule: 'rating' as const, fixed: amount };
          const [low, high] = a <= b ? [a, b] : [b, a];
          const award = reviewAward(low, rule);
          expect(award).toBeGreaterThanOrEqual(0);
          expect(award).toBeLessThanOrEqual(50);
          expect(award % 10).toBe(0);
          expect(award).toBeLessThanOrEqual(reviewAward(high, rule));
        },
      ),
    );
  });
});

describe('cashbackPointsFor: the bands /cashback prints (decision 020)', () => {
  test.each([
    [0, 2],
    [49.99, 2],
    [50, 4],
    [99.99, 4],
    [100, 7],
    [249.99, 7],
    [250, 10],
    [499.99, 10],
    [500, 15],
    [12_000, 15],
  ])('an order of %d € → %i points', (amount, expected) => {
    expect(cashbackPointsFor(amount)).toBe(expected);
  });

  const amount = fc.double({ min: -1000, max: 1_000_000, noNaN: true });

  test('property: always inside the advertised range, from +2 to +15', () => {
    fc.assert(
      fc.property(amount, (value) => {
        const earned = cashbackPointsFor(value);
        expect(earned).toBeGreaterThanOrEqual(CASHBACK_POINTS.min);
        expect(earned).toBeLessThanOrEqual(CASHBACK_POINTS.max);
        expect(Number.isInteger(earned)).toBe(true);
      }),
    );
  });

  test('property: monotone, a bigger order never earns fewer points', () => {
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(cashbackPointsFor(low)).toBeLessThanOrEqual(cashbackPointsFor(high));
      }),
    );
  });

  test('property: each band boundary is where the points change, and only there', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: CASHBACK_BANDS.length - 2 }), (index) => {
        const band = CASHBACK_BANDS[index]!;
        expect(cashbackPointsFor(band.below - 0.01)).toBe(band.points);
        expect(cashbackPointsFor(band.below)).toBe(CASHBACK_BANDS[index + 1]!.points);
      }),
    );
  });

  test('the bands run from the advertised minimum to the advertised maximum, both strictly growing', () => {
    expect(CASHBACK_BANDS[0].points).toBe(CASHBACK_POINTS.min);
    expect(CASHBACK_BANDS.at(-1)!.points).toBe(CASHBACK_POINTS.max);
    for (let i = 1; i < CASHBACK_BANDS.length; i++) {
      expect(CASHBACK_BANDS[i]!.below).toBeGreaterThan(CASHBACK_BANDS[i - 1]!.below);
      expect(CASHBACK_BANDS[i]!.points).toBeGreaterThan(CASHBACK_BANDS[i - 1]!.points);
    }
  });
});

describe('ledger kinds', () => {
  test('every kind either earns (moves lifetime points) or spends, never both', () => {
    const earning = new Set<string>(EARNING_KINDS);
    for (const kind of SPENDING_KINDS) expect(earning.has(kind)).toBe(false);
    for (const kind of EARNING_KINDS) expect(isEarning(kind)).toBe(true);
    for (const kind of SPENDING_KINDS) expect(isEarning(kind)).toBe(false);
  });
});
