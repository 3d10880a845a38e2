import { formatInteger } from '#app/lib/format.ts';
import { decisionRule, ruleLabel } from '#app/modules/decisions/decision-rules.ts';
import type { QuarterFigures } from './transparency.server.ts';

/** '4º trimestre 2026' (and 'in corso' while it runs). */
export function quarterLabel(quarter: Pick<QuarterFigures, 'start' | 'current'>): string {
  const [year, month] = quarter.start.split('-').map(Number);
  const label = `${Math.floor((month! - 1) / 3) + 1}º trimestre ${year}`;
  return quarter.current ? `${label} (in corso)` : label;
}

const hours = (value: number | null) =>
  value === null
    ? '—'
    : value < 48
      ? `${value.toLocaleString('it-IT', { maximumFractionDigits: 1 })} ore`
      : `${(value / 24).toLocaleString('it-IT', { maximumFractionDigits: 1 })} giorni`;

const share = (part: number, whole: number) =>
  whole === 0 ? '—' : `${Math.round((part / whole) * 100).toLocaleString('it-IT')}%`;

/** The report's rows: what each figure is called and how it reads, in the page and the CSV. */
export const TRANSPARENCY_ROWS: {
  label: string;
  value: (quarter: QuarterFigures) => string;
  raw: (quarter: QuarterFigures) => number | string | null;
}[] = [
  {
    label: 'Recensioni ricevute',
    value: (q) => formatInteger(q.reviewsReceived),
    raw: (q) => q.reviewsReceived,
  },
  {
    label: 'Recensioni pubblicate',
    value: (q) => formatInteger(q.reviewsPublished),
    raw: (q) => q.reviewsPublished,
  },
  {
    label: 'Recensioni rifiutate',
    value: (q) => formatInteger(q.reviewsRejected),
    raw: (q) => q.reviewsRejected,
  },
  {
    label: 'Rifiuti decisi con l’aiuto di un controllo automatico',
    value: (q) =>
      `${formatInteger(q.rejectedWithAutomaticHelp)} (${share(q.rejectedWithAutomaticHelp, q.reviewsRejected)})`,
    raw: (q) => q.rejectedWithAutomaticHelp,
  },
  {
    label: 'Recensioni trattenute dai controlli automatici',
    value: (q) => formatInteger(q.reviewsHeld),
    raw: (q) => q.reviewsHeld,
  },
  {
    label: 'Tempo per una decisione, mediana',
    value: (q) => hours(q.decisionHoursMedian),
    raw: (q) => q.decisionHoursMedian,
  },
  {
    label: 'Tempo per una decisione, 90° percentile',
    value: (q) => hours(q.decisionHoursP90),
    raw: (q) => q.decisionHoursP90,
  },
  {
    label: 'Ricorsi ricevuti',
    value: (q) => formatInteger(q.appealsReceived),
    raw: (q) => q.appealsReceived,
  },
  { label: 'Ricorsi accolti', value: (q) => formatInteger(q.appealsUpheld), raw: (q) => q.appealsUpheld },
  {
    label: 'Ricorsi respinti',
    value: (q) => formatInteger(q.appealsDismissed),
    raw: (q) => q.appealsDismissed,
  },
  { label: 'Account sospesi', value: (q) => formatInteger(q.accountsBlocked), raw: (q) => q.accountsBlocked },
  { label: 'Punti pagati', value: (q) => formatInteger(q.pointsPaid), raw: (q) => q.pointsPaid },
  { label: 'Punti stornati', value: (q) => formatInteger(q.pointsReversed), raw: (q) => q.pointsReversed },
  {
    label: 'Premi consegnati',
    value: (q) => formatInteger(q.rewardsHandedOut),
    raw: (q) => q.rewardsHandedOut,
  },
];

/** A rule as the public reads it; a code no longer in the list shows as itself. */
export function publicRuleLabel(code: string): string {
  const rule = decisionRule(code);
  return rule ? ruleLabel(rule) : code;
}
