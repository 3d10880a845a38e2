import { describe, expect, test } from 'vitest';
import { lowestPriceSeries, priceDrop, type PricePoint } from './price-history.ts';

const now = new Date('2026-11-25T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const at = (offerId: string, price: number | null, days: number): PricePoint => ({
  offerId,
  price,
  at: daysAgo(days),
});

describe('priceDrop: the lowest price of the 30 days before a reduction', () => {
  test('a drop shows the price before and the lowest of the window (the price in force when it opened)', () => {
    expect(priceDrop([at('a', 100, 60), at('a', 90, 20), at('a', 80, 0)], 80)).toEqual({
      previous: 90,
      lowest30: 90,
      percent: 11,
    });
  });

  test('a raise just before a "discount" is seen through: the lowest of the 30 days is shown', () => {
    expect(priceDrop([at('a', 70, 45), at('a', 100, 25), at('a', 80, 0)], 80)).toEqual({
      previous: 100,
      lowest30: 70,
      percent: 20,
    });
  });

  test('no drop: a raise, a single price, a current price the history does not end with', () => {
    expect(priceDrop([at('a', 80, 10), at('a', 90, 0)], 90)).toBeNull();
    expect(priceDrop([at('a', 80, 10)], 80)).toBeNull();
    expect(priceDrop([at('a', 100, 10), at('a', 80, 0)], 85)).toBeNull();
    expect(priceDrop([at('a', 100, 10), at('a', 80, 0)], null)).toBeNull();
  });
});

describe('lowestPriceSeries: the lowest price among offers over 90 days', () => {
  test('steps at each change of the lowest, from the window start to today', () => {
    const history = [
      at('a', 120, 200),
      at('b', 130, 100),
      at('a', 110, 50),
      at('b', 100, 30),
      at('b', 105, 10),
      at('c', 90, 5),
    ];
    expect(lowestPriceSeries(history, ['a', 'b'], now)).toEqual([
      { at: daysAgo(90), price: 120 },
      { at: daysAgo(50), price: 110 },
      { at: daysAgo(30), price: 100 },
      { at: daysAgo(10), price: 105 },
      { at: now, price: 105 },
    ]);
  });

  test('no change within the window: a flat line from its start to today; no price: nothing', () => {
    expect(lowestPriceSeries([at('a', 50, 120)], ['a'], now)).toEqual([
      { at: daysAgo(90), price: 50 },
      { at: now, price: 50 },
    ]);
    expect(lowestPriceSeries([at('a', null, 10)], ['a'], now)).toEqual([]);
  });
});
