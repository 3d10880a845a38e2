/**
 * Italian formatting, one place for the whole site. Thousands are always grouped ("1.299,00 €"):
 * the Italian locale data groups only from five digits, which reads wrong in a price list.
 */
const integer = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0, useGrouping: 'always' });
const euro = new Intl.NumberFormat('it-IT', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  useGrouping: 'always',
});
const dateLong = new Intl.DateTimeFormat('it-IT', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Rome',
});

export const formatInteger = (value: number) => integer.format(value);

const wholeEuro = new Intl.NumberFormat('it-IT', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
  useGrouping: 'always',
});
/** "1.250 €": amounts without cents (totals, voucher values). */
export const formatEuros = (value: number) => wholeEuro.format(value);

export const formatPoints = (value: number) => (value === 1 ? '1 punto' : `${integer.format(value)} punti`);

/** "1.299,00 €"; 'N/A' when the price is missing (spec §9). */
export function formatPrice(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const number = typeof value === 'string' ? Number(value) : value;
  return Number.isFinite(number) ? euro.format(number) : 'N/A';
}

export const formatDate = (value: Date | string) =>
  dateLong.format(typeof value === 'string' ? new Date(value) : value);

const timeOfDay = new Intl.DateTimeFormat('it-IT', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/Rome',
});

/** "27 novembre 2026, ore 09:05", in Rome's time (the same words on the server and in any browser). */
export function formatDateTime(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return `${dateLong.format(date)}, ore ${timeOfDay.format(date)}`;
}

const oneDecimal = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Ratings are shown with one decimal (spec §9): "4,3". */
export function formatRating(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'string' ? Number(value) : value;
  return Number.isFinite(number) ? oneDecimal.format(Math.round(number * 10) / 10) : null;
}

/** How a member appears in public lists: "Giulia B.", first name and initial only. */
export function formatPublicName(firstName: string | null | undefined, lastName: string | null | undefined) {
  const first = firstName?.trim() || 'Utente';
  const initial = lastName?.trim()[0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}
