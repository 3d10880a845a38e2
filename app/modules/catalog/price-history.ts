/*
 * What a product page says about prices over time, from the offers' price-history rows (kept on
 * every change by imports, edits and curation). Pure functions: the rows come from
 * price-history.server.ts.
 */

export type PricePoint = { offerId: string; price: number | null; at: Date };

export const HISTORY_DAYS = 90;
/** Italian price-indication rules (Codice del consumo, art. 17-bis): the lowest price of the 30 days before a reduction. */
export const REDUCTION_WINDOW_DAYS = 30;
const DAY = 86_400_000;

export type PriceDrop = {
  /** The price in force just before the reduction began (before its first step). */
  previous: number;
  /** The lowest price applied in the 30 days before the reduction began: what the percent is against. */
  lowest30: number;
  /** round((1 − current / lowest30) · 100), at least 1. */
  percent: number;
  /** When the reduction began (its first step). */
  startedAt: Date;
};

const romeClock = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Rome',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The wall clock in Rome at `instant`, written as if it were UTC (so its calendar day reads with getUTC*). */
function romeWallClock(instant: number): number {
  const part = Object.fromEntries(
    romeClock.formatToParts(new Date(instant)).map(({ type, value }) => [type, Number(value)]),
  );
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
}

/**
 * The instant midnight began in Rome `days` calendar days before the Rome day of `instant`. A day
 * is a calendar day, not 24 hours: the days the clocks change last 23 and 25 hours. Midnight is
 * never skipped nor repeated in Italy (the clocks change at 2:00 and 3:00).
 */
export function romeMidnightDaysBefore(instant: Date, days: number): Date {
  const wall = new Date(romeWallClock(instant.getTime()));
  const midnight = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() - days);
  // Rome is one or two hours ahead of UTC; the second guess takes the offset at the answer itself.
  let guess = midnight - (romeWallClock(midnight) - midnight);
  guess = midnight - (romeWallClock(guess) - Math.floor(guess / 1000) * 1000);
  return new Date(guess);
}

/**
 * The one rule for every reduction Provato shows (product page, API, price-alert mails; decision
 * 025): an offer's current price is a reduction only against the lowest price applied in the 30
 * days before the reduction began, and only when it is below it.
 *
 * - The reduction is the latest run of uninterrupted price cuts ending with today's price: a cut
 *   made in steps began with its first step (a raise, or no change at all, ends the run; no run,
 *   no reduction).
 * - The window is the reduction's day in Europe/Rome and the 30 calendar days before it, from
 *   midnight in Rome up to the first step. Its prices are the one in force when it opened and
 *   every price set within it; prices set earlier never count. A time without a price (null) is
 *   not a price.
 * - percent = round((1 − current / lowest30) · 100), shown only from 1.
 *
 * `completeFrom`: the history holds every change after that instant but only the last one at or
 * before it (the product page reads 90 days); when the window opens before what the rows can
 * prove, no claim is made.
 */
export function priceDrop(
  history: PricePoint[],
  current: number | null,
  options: { completeFrom?: Date } = {},
): PriceDrop | null {
  if (current === null) return null;
  const sorted = [...history].sort((a, b) => a.at.getTime() - b.at.getTime());
  // Prices only, a repeated price is no change.
  const changes: { price: number; at: Date }[] = [];
  for (const point of sorted) {
    if (point.price === null || changes.at(-1)?.price === point.price) continue;
    changes.push({ price: point.price, at: point.at });
  }
  const last = changes.length - 1;
  if (last < 1 || changes[last]!.price !== current) return null;
  // The run's top: the price in force before its first cut.
  let top = last;
  while (top > 0 && changes[top - 1]!.price > changes[top]!.price) top--;
  if (top === last) return null;
  const startedAt = changes[top + 1]!.at;
  const opens = romeMidnightDaysBefore(startedAt, REDUCTION_WINDOW_DAYS).getTime();
  const earliest = sorted[0]!.at.getTime();
  const { completeFrom } = options;
  if (
    completeFrom &&
    opens < completeFrom.getTime() &&
    earliest <= completeFrom.getTime() &&
    earliest > opens
  )
    return null;
  const inForce = sorted.filter((point) => point.at.getTime() <= opens).at(-1);
  const inWindow = sorted.filter(
    (point) => point.at.getTime() > opens && point.at.getTime() < startedAt.getTime(),
  );
  const prices = [inForce, ...inWindow]
    .map((point) => point?.price)
    .filter((price): price is number => price !== null && price !== undefined);
  if (prices.length === 0) return null;
  const lowest30 = Math.min(...prices);
  const percent = Math.round((1 - current / lowest30) * 100);
  if (current >= lowest30 || percent < 1) return null;
  return { previous: changes[top]!.price, lowest30, percent, startedAt };
}

export type SeriesPoint = { at: Date; price: number };

/**
 * The lowest price among the offers over the last 90 days, as a step series: one point when the
 * window opens (the prices then in force), one at each change, one today.
 */
export function lowestPriceSeries(history: PricePoint[], offerIds: string[], now: Date): SeriesPoint[] {
  const start = now.getTime() - HISTORY_DAYS * DAY;
  const wanted = new Set(offerIds);
  const points = history
    .filter((point) => wanted.has(point.offerId))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  const current = new Map<string, number | null>();
  const series: SeriesPoint[] = [];
  const lowest = () => {
    const prices = [...current.values()].filter((price): price is number => price !== null);
    return prices.length > 0 ? Math.min(...prices) : null;
  };
  const push = (at: Date) => {
    const price = lowest();
    if (price === null) return;
    if (series.at(-1)?.price === price) return;
    series.push({ at, price });
  };
  for (const point of points) {
    if (point.at.getTime() <= start) {
      current.set(point.offerId, point.price);
      continue;
    }
    if (series.length === 0 && current.size > 0) push(new Date(start));
    current.set(point.offerId, point.price);
    push(point.at);
  }
  if (series.length === 0) push(new Date(start));
  const today = lowest();
  if (today !== null && series.length > 0) series.push({ at: now, price: today });
  return series;
}
