import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CASHBACK_BANDS, cashbackPointsFor } from '#app/modules/points/points-rules.ts';
import { cashbackBandRows } from './cashback-bands.ts';

/** "1.250,50 €" → 1250.5 */
const amountOf = (text: string) => Number(text.replace(/\./g, '').replace(',', '.'));

/** The range a row's words promise, in cents, read back from the label itself. */
function rangeOf(label: string): { from: number; to: number } {
  const plain = label.replace(/\u00a0/g, ' ');
  let match = /^fino a ([\d.,]+) €$/.exec(plain);
  if (match) return { from: 1, to: Math.round(amountOf(match[1]!) * 100) };
  match = /^da ([\d.,]+) € a ([\d.,]+) €$/.exec(plain);
  if (match)
    return { from: Math.round(amountOf(match[1]!) * 100), to: Math.round(amountOf(match[2]!) * 100) };
  match = /^da ([\d.,]+) € in su$/.exec(plain);
  if (match) return { from: Math.round(amountOf(match[1]!) * 100), to: Number.POSITIVE_INFINITY };
  throw new Error(`unreadable band label: ${label}`);
}

describe('the cashback bands /cashback prints agree with cashbackPointsFor', () => {
  const rows = cashbackBandRows();

  test('one row per band, in words an Italian reader takes at face value', () => {
    expect(rows.map((row) => [row.label.replace(/\u00a0/g, ' '), row.points])).toEqual([
      ['fino a 49,99 €', 2],
      ['da 50 € a 99,99 €', 4],
      ['da 100 € a 249,99 €', 7],
      ['da 250 € a 499,99 €', 10],
      ['da 500 € in su', 15],
    ]);
  });

  test('the rows neither overlap nor leave a gap: each starts one cent after the last ends', () => {
    const ranges = rows.map((row) => rangeOf(row.label));
    expect(ranges[0]!.from).toBe(1);
    for (let index = 1; index < ranges.length; index++) {
      expect(ranges[index]!.from).toBe(ranges[index - 1]!.to + 1);
    }
    expect(ranges.at(-1)!.to).toBe(Number.POSITIVE_INFINITY);
  });

  test('at every edge a row names, the rule gives that row’s points (and the next row’s one cent on)', () => {
    rows.forEach((row, index) => {
      const { from, to } = rangeOf(row.label);
      expect(cashbackPointsFor(from / 100)).toBe(row.points);
      if (Number.isFinite(to)) {
        expect(cashbackPointsFor(to / 100)).toBe(row.points);
        expect(cashbackPointsFor((to + 1) / 100)).toBe(rows[index + 1]!.points);
      }
    });
    expect(rows).toHaveLength(CASHBACK_BANDS.length);
  });

  test('any amount in cents falls in exactly one row, worth what the rule pays', () => {
    // Every amount a cent around each edge, and any other amount up to 100.000 €.
    const edges = CASHBACK_BANDS.filter((band) => Number.isFinite(band.below)).flatMap((band) =>
      [-1, 0, 1].map((step) => Math.round(band.below * 100) + step),
    );
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...edges), fc.integer({ min: 1, max: 10_000_000 })), (cents) => {
        const matching = rows.filter((row) => {
          const { from, to } = rangeOf(row.label);
          return cents >= from && cents <= to;
        });
        expect(matching).toHaveLength(1);
        expect(matching[0]!.points).toBe(cashbackPointsFor(cents / 100));
      }),
      { numRuns: 2000 },
    );
  });
});
