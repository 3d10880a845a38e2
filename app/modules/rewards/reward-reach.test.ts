import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { VOUCHER_POINTS, voucherProgress } from '#app/modules/points/points-rules.ts';
import { rewardReach, rewardReachText } from './reward-reach.ts';

// The catalogue the migration creates (db/migrations/0011_rewards.sql).
const catalog = [
  { id: 'r10', name: 'Buono 10 €', partner: 'Amazon.it', costPoints: 100 },
  { id: 'r5', name: 'Buono 5 €', partner: 'Amazon.it', costPoints: 50 },
  { id: 'r25', name: 'Buono 25 €', partner: 'MediaWorld', costPoints: 250 },
  { id: 'r50', name: 'Buono 50 €', partner: 'MediaWorld', costPoints: 500 },
];

describe('rewardReach: what a balance can redeem now comes before the distance to the next voucher', () => {
  test('64 points: the 5 € voucher can be asked for now; the next one is 36 points away', () => {
    const reach = rewardReach(64, catalog);
    expect(reach.affordable.map((reward) => reward.id)).toEqual(['r5']);
    expect(reach.next).toMatchObject({ reward: { id: 'r10' }, missing: 36 });
    expect(rewardReachText(reach)).toEqual({
      now: 'Puoi già richiedere: Buono 5 € Amazon.it.',
      next: 'Prossimo premio: Buono 10 € Amazon.it, ancora 36 punti.',
    });
  });

  test('below the cheapest voucher: only the distance to it', () => {
    expect(rewardReachText(rewardReach(14, catalog))).toEqual({
      now: null,
      next: 'Ancora 36 punti per il Buono 5 € Amazon.it.',
    });
  });

  test('enough for everything, or an empty catalogue', () => {
    expect(rewardReachText(rewardReach(500, catalog))).toEqual({
      now: 'Puoi già richiedere: Buono 5 € Amazon.it, Buono 10 € Amazon.it, Buono 25 € MediaWorld o Buono 50 € MediaWorld.',
      next: 'Hai punti per qualunque premio del catalogo.',
    });
    expect(rewardReachText(rewardReach(64, []))).toEqual({ now: null, next: null });
  });

  test('property: affordable means cost ≤ balance; the next is the cheapest beyond it', () => {
    const rewards = fc.array(
      fc.record({
        id: fc.uuid(),
        name: fc.constantFrom('Buono 5 €', 'Buono 10 €', 'Buono 25 €'),
        partner: fc.constantFrom('Amazon.it', 'MediaWorld', ''),
        costPoints: fc.integer({ min: 1, max: 1000 }),
      }),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1200 }), rewards, (points, list) => {
        const reach = rewardReach(points, list);
        expect(reach.affordable.length + list.filter((reward) => reward.costPoints > points).length).toBe(
          list.length,
        );
        expect(reach.affordable.every((reward) => reward.costPoints <= points)).toBe(true);
        const beyond = list.filter((reward) => reward.costPoints > points);
        if (!beyond.length) expect(reach.next).toBeNull();
        else {
          expect(reach.next!.missing).toBe(Math.min(...beyond.map((reward) => reward.costPoints)) - points);
          expect(reach.next!.missing).toBeGreaterThan(0);
        }
        // Nothing "still missing" is said while something is affordable, unless it names the next one.
        const text = rewardReachText(reach);
        expect(text.now !== null).toBe(reach.affordable.length > 0);
      }),
    );
  });

  test('property: on the default catalogue, the 5 € voucher is on offer exactly when voucherProgress counts one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), (points) => {
        const reach = rewardReach(points, catalog);
        expect(reach.affordable.some((reward) => reward.costPoints === VOUCHER_POINTS)).toBe(
          voucherProgress(points).vouchersAvailable > 0,
        );
      }),
    );
  });
});
