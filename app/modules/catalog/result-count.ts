import { formatInteger } from '#app/lib/format.ts';

/**
 * How many products a listing found, as the catalogue says it: '1 prodotto', '12 prodotti', and
 * 'oltre 1.000 prodotti' when counting stopped at the cap (decision 037).
 */
export function resultCount(total: number, capped: boolean): string {
  if (capped) return `oltre ${formatInteger(total)} prodotti`;
  return total === 1 ? '1 prodotto' : `${formatInteger(total)} prodotti`;
}
