const SHORT_MONTHS = ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'];

/** '2026-06' → 'giu 2026': the label of a month on every back-office chart and export. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  return `${SHORT_MONTHS[Number(number) - 1] ?? number} ${year}`;
}
