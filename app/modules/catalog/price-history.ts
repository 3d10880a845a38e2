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
  /** The price before the latest change. */
  previous: number;
  /** The lowest price applied in the 30 days before the reduction. */
  lowest30: number;
  percent: number;
};

/**
 * An offer's latest change, when it lowered the price: the price before and the lowest of the 30
 * days before the change (the price in force when the window opened included). Null otherwise.
 */
export function priceDrop(history: PricePoint[], current: number | null): PriceDrop | null {
  if (current === null) return null;
  const points = history
    .filter((point) => point.price !== null)
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  if (points.length < 2) return null;
  const latest = points.at(-1)!;
  const before = points.slice(0, -1);
  const previous = before.at(-1)!.price!;
  if (latest.price !== current || current >= previous) return null;
  const windowStart = latest.at.getTime() - REDUCTION_WINDOW_DAYS * DAY;
  // The price in force when the window opened, then every price set within it.
  const inForce = [...before].reverse().find((point) => point.at.getTime() <= windowStart);
  const inWindow = before.filter((point) => point.at.getTime() > windowStart);
  const prices = [...(inForce ? [inForce] : []), ...inWindow].map((point) => point.price!);
  const lowest30 = Math.min(...prices);
  return { previous, lowest30, percent: Math.round((1 - current / previous) * 100) };
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
