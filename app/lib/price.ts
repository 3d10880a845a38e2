/**
 * Amounts typed by people and written in files: Italian or English notation, with or without a
 * currency sign. The offer import reads its prices with it, price alerts their target and cashback
 * its amounts, so it lives below the modules (decision 044: it used to live in the imports module,
 * and borrowing it made price-alerts and imports import each other).
 */

/**
 * '1.299,90', '1299,90', '1,299.90', '1299.90', 'EUR19.90' → 1299.9 / 19.9: the last separator
 * is the decimal one. Anything else (negative, three decimals, words) is null.
 */
export function parsePrice(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^(EUR|USD|€|\$)\s*/i, '')
    .replace(/\s*(EUR|USD|€|\$)$/i, '');
  if (!/^\d[\d.,]*$/.test(cleaned)) return null;
  const decimal = cleaned.lastIndexOf(',') > cleaned.lastIndexOf('.') ? ',' : '.';
  const thousands = decimal === ',' ? '.' : ',';
  const parts = cleaned.split(decimal);
  if (parts.length > 2) return null;
  const [whole, fraction] = parts as [string, string | undefined];
  // Thousands in groups of three ('1.299.000'); more than two decimals ('1.299') reads either way.
  if (whole.includes(thousands) && !new RegExp(`^\\d{1,3}(\\${thousands}\\d{3})+$`).test(whole)) return null;
  if (fraction !== undefined && !/^\d{1,2}$/.test(fraction)) return null;
  const value = Number(`${whole.split(thousands).join('')}.${fraction ?? '0'}`);
  return Number.isFinite(value) && value <= 9_999_999_999 ? Math.round(value * 100) / 100 : null;
}
