import { formatPrice } from '#app/lib/format.ts';
import { CASHBACK_BANDS } from '#app/modules/points/points-rules.ts';

/*
 * The rows of /cashback's 'Quanti punti' table, written from the bands cashbackPointsFor uses.
 * The rule compares `amount < below`, and amounts are in cents: a band ends one cent below where
 * the next begins, so no amount reads as belonging to two rows ('fino a 49,99 €' / 'da 50 €').
 */

export type CashbackBandRow = { points: number; label: string };

const CENTS = 100;
const euro = (value: number) => formatPrice(value).replace(',00', '');
/** The last amount, in euros, that a band ending (exclusive) at `below` still pays for. */
const lastCent = (below: number) => (Math.round(below * CENTS) - 1) / CENTS;

export function cashbackBandRows(
  bands: readonly { below: number; points: number }[] = CASHBACK_BANDS,
): CashbackBandRow[] {
  return bands.map((band, index) => {
    const from = index === 0 ? null : bands[index - 1]!.below;
    const to = Number.isFinite(band.below) ? lastCent(band.below) : null;
    return {
      points: band.points,
      label:
        to === null
          ? from === null
            ? 'qualsiasi importo'
            : `da ${euro(from)} in su`
          : from === null
            ? `fino a ${euro(to)}`
            : `da ${euro(from)} a ${euro(to)}`,
    };
  });
}
