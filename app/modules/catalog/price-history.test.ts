import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { lowestPriceSeries, priceDrop, type PricePoint, romeMidnightDaysBefore } from './price-history.ts';

const now = new Date('2026-11-25T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const at = (offerId: string, price: number | null, days: number): PricePoint => ({
  offerId,
  price,
  at: daysAgo(days),
});

const rome = (wall: string) => {
  // "2026-03-29 03:30" in Rome → the instant (offset read back from Intl, so the test does not
  // trust the code under test for it).
  const asUtc = Date.parse(`${wall.replace(' ', 'T')}:00Z`);
  for (const offset of [1, 2]) {
    const instant = new Date(asUtc - offset * 3_600_000);
    if (romeDay(instant) + ' ' + romeTime(instant) === wall) return instant;
  }
  throw new Error(`no such time in Rome: ${wall}`);
};
const romeDay = (instant: Date) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome' }).format(instant);
const romeTime = (instant: Date) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome', hour: '2-digit', minute: '2-digit' }).format(
    instant,
  );
const point = (price: number | null, wall: string): PricePoint => ({ offerId: 'a', price, at: rome(wall) });

describe('priceDrop: against the lowest price of the 30 days before the reduction began', () => {
  test('a cut shows its percent against the lowest of the window (the price in force when it opened)', () => {
    expect(priceDrop([at('a', 100, 60), at('a', 110, 20), at('a', 80, 0)], 80)).toEqual({
      previous: 110,
      lowest30: 100,
      percent: 20,
      startedAt: daysAgo(0),
    });
  });

  test('the Unieuro case: a cut after a raise, above the lowest of the 30 days, is no reduction', () => {
    const series = [at('a', 1402.1, 118), at('a', 1363.75, 33), at('a', 1419.4, 12), at('a', 1391.58, 3)];
    expect(priceDrop(series, 1391.58)).toBeNull();
  });

  test('a raise just before a "discount" is seen through: measured against the lower price before', () => {
    expect(priceDrop([at('a', 70, 45), at('a', 100, 25), at('a', 60, 0)], 60)).toMatchObject({
      previous: 100,
      lowest30: 70,
      percent: 14,
    });
    expect(priceDrop([at('a', 70, 45), at('a', 100, 25), at('a', 80, 0)], 80)).toBeNull();
  });

  test('a cut in steps began with its first step: the window is the 30 days before that one', () => {
    // 100 for months, 95 on day -40 for a week, back to 100, then 90 (day -20) and 80 (today).
    const series = [at('a', 100, 120), at('a', 95, 40), at('a', 100, 33), at('a', 90, 20), at('a', 80, 0)];
    expect(priceDrop(series, 80)).toEqual({
      previous: 100,
      lowest30: 95,
      percent: 16,
      startedAt: daysAgo(20),
    });
    // A raise between the steps ends the run: the last cut alone is the reduction.
    expect(priceDrop([at('a', 100, 60), at('a', 90, 20), at('a', 95, 10), at('a', 85, 0)], 85)).toMatchObject(
      {
        previous: 95,
        lowest30: 90,
        percent: 6,
      },
    );
  });

  test('no reduction: a raise, a single price, a price the history does not end with, under 1 %', () => {
    expect(priceDrop([at('a', 80, 10), at('a', 90, 0)], 90)).toBeNull();
    expect(priceDrop([at('a', 80, 10)], 80)).toBeNull();
    expect(priceDrop([at('a', 100, 10), at('a', 80, 0)], 85)).toBeNull();
    expect(priceDrop([at('a', 100, 10), at('a', 80, 0)], null)).toBeNull();
    expect(priceDrop([at('a', 100, 10), at('a', 99.6, 0)], 99.6)).toBeNull();
    // A repeated row is no change: the reduction began with the first 80.
    expect(priceDrop([at('a', 100, 50), at('a', 80, 20), at('a', 80, 0)], 80)).toMatchObject({
      startedAt: daysAgo(20),
    });
  });

  test('a time without a price is not a price', () => {
    expect(priceDrop([at('a', 100, 50), at('a', null, 20), at('a', 80, 0)], 80)).toMatchObject({
      lowest30: 100,
      percent: 20,
    });
    expect(priceDrop([at('a', 100, 50), at('a', null, 40), at('a', 80, 0)], 80)).toBeNull();
  });

  test('rows that cannot prove the window (read from 90 days back) make no claim', () => {
    const completeFrom = daysAgo(90);
    // The cut began 70 days ago: its window opens 100 days ago, the rows only say what held at 95.
    const series = [at('a', 100, 95), at('a', 80, 70)];
    expect(priceDrop(series, 80, { completeFrom })).toBeNull();
    // The price in force since day -130 was read: the window is proven.
    expect(priceDrop([at('a', 100, 130), at('a', 80, 70)], 80, { completeFrom })).toMatchObject({
      percent: 20,
    });
    // An offer younger than the rows' reach has all its history.
    expect(priceDrop([at('a', 100, 80), at('a', 80, 70)], 80, { completeFrom })).toMatchObject({
      percent: 20,
    });
  });
});

describe('priceDrop: the window in calendar days in Rome', () => {
  // A cut on 20 November at 10:00: the window opens on 21 October at midnight in Rome.
  const cut = '2026-11-20 10:00';
  const reduction = (...before: PricePoint[]) =>
    priceDrop([point(100, '2026-08-01 12:00'), ...before, point(80, cut)], 80);

  test('a price set at midnight when the window opens, or in force then, counts', () => {
    expect(reduction(point(85, '2026-10-21 00:00'), point(100, '2026-10-21 09:00'))).toMatchObject({
      lowest30: 85,
    });
    expect(reduction(point(85, '2026-10-20 23:59'), point(100, '2026-10-21 00:30'))).toMatchObject({
      lowest30: 85,
    });
  });

  test('a price that ended before the window opened never counts', () => {
    expect(reduction(point(70, '2026-10-20 23:30'), point(100, '2026-10-20 23:45'))).toMatchObject({
      lowest30: 100,
      percent: 20,
    });
  });

  test('a cut at 23:30 and one at 00:30 Rome time open their windows on different days', () => {
    // 70 held only on 21 October.
    const low = [point(70, '2026-10-21 08:00'), point(100, '2026-10-21 20:00')];
    const late = priceDrop([point(100, '2026-08-01 12:00'), ...low, point(80, '2026-11-20 23:30')], 80);
    const early = priceDrop([point(100, '2026-08-01 12:00'), ...low, point(80, '2026-11-21 00:30')], 80);
    expect(late).toBeNull(); // its window opened 21 October: 70 counts, 80 is no reduction
    expect(early).toMatchObject({ lowest30: 100, percent: 20 }); // opened 22 October
  });

  test('the window opens at midnight in Rome across the March change (23-hour day)', () => {
    expect(romeMidnightDaysBefore(rome('2026-04-28 00:30'), 30)).toEqual(new Date('2026-03-28T23:00:00Z'));
    expect(romeMidnightDaysBefore(rome('2026-03-29 12:00'), 0)).toEqual(new Date('2026-03-28T23:00:00Z'));
    expect(romeMidnightDaysBefore(rome('2026-03-29 12:00'), 30)).toEqual(new Date('2026-02-26T23:00:00Z'));
    // 30 × 24 hours before a cut at 00:30 on 28 April is 23:30 on 28 March: 30 calendar days are not.
    const series = [
      point(100, '2026-01-10 12:00'),
      point(70, '2026-03-28 23:35'),
      point(100, '2026-03-28 23:50'),
      point(80, '2026-04-28 00:30'),
    ];
    expect(priceDrop(series, 80)).toMatchObject({ lowest30: 100, percent: 20 });
  });

  test('the window opens at midnight in Rome across the October change (25-hour day)', () => {
    expect(romeMidnightDaysBefore(rome('2026-11-24 00:30'), 30)).toEqual(new Date('2026-10-24T22:00:00Z'));
    expect(romeMidnightDaysBefore(rome('2026-10-25 23:30'), 0)).toEqual(new Date('2026-10-24T22:00:00Z'));
    expect(romeMidnightDaysBefore(rome('2026-10-26 00:30'), 1)).toEqual(new Date('2026-10-24T22:00:00Z'));
    // 70 held from 00:30 to 01:00 on 25 October: within the window of a cut at 00:30 on 24 November
    // (30 × 24 hours before it would be 01:30 that night, after 70 ended).
    const series = [
      point(100, '2026-09-01 12:00'),
      point(70, '2026-10-25 00:30'),
      point(100, '2026-10-25 01:00'),
      point(80, '2026-11-24 00:30'),
    ];
    expect(priceDrop(series, 80)).toBeNull();
  });
});

test('a price set exactly when the window opens replaces the one before it, which was never applied within', () => {
  // Found by the property below (seed -348926021): 1 € until midnight, 1,01 € from midnight on the
  // window's first day, 1 € again 30 days later: 1,01 € is the lowest of the window, a 1 % cut.
  const series = [
    point(null, '2027-01-14 19:15'),
    point(1, '2027-01-14 21:36'),
    point(1.01, '2027-01-15 00:00'),
    point(1, '2027-02-14 00:00'),
  ];
  expect(priceDrop(series, 1)).toMatchObject({ lowest30: 1.01, percent: 1 });
  expect(priceDrop([...series.slice(0, 2), point(1.01, '2027-01-15 00:01'), series[3]!], 1)).toBeNull();
});

describe('priceDrop over generated price series', () => {
  const start = Date.parse('2026-01-01T00:00:00Z');
  // Gaps from a minute to 40 days, so series cross midnights, the window's edges and both changes.
  const gap = fc.oneof(fc.integer({ min: 1, max: 180 }), fc.integer({ min: 1, max: 40 * 24 * 60 }));
  const cents = fc.integer({ min: 100, max: 200_000 });
  const series = (price: fc.Arbitrary<number | null>) =>
    fc
      .tuple(
        fc.integer({ min: 0, max: 600 * 24 * 60 }),
        fc.array(fc.tuple(gap, price), { minLength: 1, maxLength: 14 }),
      )
      .map(([offset, steps]) => {
        let minute = offset;
        return steps.map(([step, value]): PricePoint => {
          minute += step;
          return {
            offerId: 'a',
            price: value === null ? null : value / 100,
            at: new Date(start + minute * 60_000),
          };
        });
      });
  const current = (points: PricePoint[]) => points.findLast((p) => p.price !== null)?.price ?? null;

  /** The rule told another way: the window by Rome calendar dates as text, the run step by step. */
  function expected(points: PricePoint[]) {
    const now = current(points);
    const priced = points.filter((p) => p.price !== null);
    const changes = priced.filter((p, i) => i === 0 || priced[i - 1]!.price !== p.price);
    let i = changes.length - 1;
    if (now === null || i < 1 || changes[i - 1]!.price! <= now) return null;
    while (i > 1 && changes[i - 2]!.price! > changes[i - 1]!.price!) i--;
    const began = changes[i]!.at;
    const day = new Date(`${romeDay(began)}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() - 30);
    const firstDay = day.toISOString().slice(0, 10);
    // Set by midnight of the first day: a price set at midnight itself is the one in force when the
    // window opens, and the one it replaced was never applied within it.
    const byOpening = (p: PricePoint) =>
      romeDay(p.at) < firstDay || (romeDay(p.at) === firstDay && romeTime(p.at) === '00:00');
    const before = points.filter(byOpening).at(-1);
    const within = points.filter((p) => !byOpening(p) && p.at < began);
    const prices = [before, ...within].flatMap((p) => (p?.price == null ? [] : [p.price]));
    if (prices.length === 0) return null;
    return { lowest30: Math.min(...prices), previous: changes[i - 1]!.price, startedAt: began };
  }

  test('a percent is shown only below the 30-day lowest, and equals round((1 − current/lowest30)·100)', () => {
    fc.assert(
      fc.property(series(fc.option(cents, { freq: 8 })), (points) => {
        const now = current(points);
        const drop = priceDrop(points, now);
        const oracle = expected(points);
        const percent = oracle && now !== null ? Math.round((1 - now / oracle.lowest30) * 100) : 0;
        if (oracle === null || now === null || now >= oracle.lowest30 || percent < 1) {
          expect(drop).toBeNull();
        } else {
          expect(drop).toEqual({ ...oracle, percent });
          expect(now).toBeLessThan(drop!.lowest30);
        }
      }),
      { numRuns: 2000 },
    );
  });

  test('prices set before the window opened never count, except the one in force when it did', () => {
    fc.assert(
      fc.property(series(cents), cents, (points, other) => {
        const now = current(points);
        const drop = priceDrop(points, now);
        if (!drop) return;
        const opens = romeMidnightDaysBefore(drop.startedAt, 30).getTime();
        const inForce = points.findLastIndex((p) => p.at.getTime() <= opens);
        // Earlier prices changed (never above the one in force, so the run is the same): same answer.
        const changed = points.map((p, i) =>
          i < inForce ? { ...p, price: Math.min(other / 100, points[inForce]!.price!) } : p,
        );
        expect(priceDrop(changed, now)).toEqual(drop);
      }),
      { numRuns: 2000 },
    );
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
