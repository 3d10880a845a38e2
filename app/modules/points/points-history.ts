import { formatDate } from '#app/lib/format.ts';
import type { LedgerKind } from './points-rules.ts';

export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  opening_balance: 'Saldo iniziale',
  review_approved: 'Recensione approvata',
  review_reversed: 'Recensione rimossa',
  review_fraud_reversed: 'Punti stornati: recensione non autentica',
  review_approval_undone: 'Approvazione annullata',
  survey: 'Sondaggio',
  referral: 'Invito di un amico',
  admin_adjustment: 'Modifica dello staff',
  cashback: 'Cashback',
  appeal_upheld: 'Ricorso accolto: punti restituiti',
  reward_redeemed: 'Premio richiesto',
  reward_refunded: 'Premio rimborsato',
};

/** A kind written before this list existed shows as itself rather than as nothing. */
export const ledgerKindLabel = (kind: string): string =>
  Object.hasOwn(LEDGER_KIND_LABELS, kind) ? LEDGER_KIND_LABELS[kind as LedgerKind] : kind;

/**
 * Where each entry of a person's points stands (issue 33 §4): waiting for a decision, credited,
 * taken back, refused, or spent on a voucher.
 */
export const POINTS_STATES = ['in_verifica', 'accreditati', 'stornati', 'rifiutati', 'usati'] as const;
export type PointsState = (typeof POINTS_STATES)[number];

export const POINTS_STATE_LABELS: Record<PointsState, string> = {
  in_verifica: 'In verifica',
  accreditati: 'Accreditati',
  stornati: 'Stornati',
  rifiutati: 'Rifiutati',
  usati: 'Usati per un premio',
};

/** What is waiting or was refused, beside the ledger's own kinds. */
export const PENDING_KIND_LABELS = {
  review_pending: 'Recensione in revisione',
  review_rejected: 'Recensione non pubblicata',
  cashback_pending: 'Cashback in attesa di conferma',
  cashback_declined: 'Cashback annullato dal negozio',
  claim_pending: 'Acquisto segnalato, in verifica',
  claim_rejected: 'Segnalazione di acquisto non accolta',
} as const;
export type PendingKind = keyof typeof PENDING_KIND_LABELS;

export const pointsEntryLabel = (kind: string): string =>
  Object.hasOwn(PENDING_KIND_LABELS, kind) ? PENDING_KIND_LABELS[kind as PendingKind] : ledgerKindLabel(kind);

export const POINTS_HISTORY_PAGE_SIZE = 20;

/** `?state=` of the profile's 'Punti' tab: one of the states, or all of them. */
export const parsePointsState = (value: string | null): PointsState | null =>
  POINTS_STATES.includes(value as PointsState) ? (value as PointsState) : null;

/** The dashboard's line on what is waiting: how many, the next expected decision, and any late. */
export function waitingSentence(waiting: { count: number; nextBy: Date | null; overdue: number }): string {
  const entries = waiting.count === 1 ? '1 movimento in verifica' : `${waiting.count} movimenti in verifica`;
  const late =
    waiting.overdue === 0
      ? ''
      : waiting.overdue === waiting.count
        ? waiting.count === 1
          ? ' Sta richiedendo più tempo del solito.'
          : ' Stanno richiedendo più tempo del solito.'
        : waiting.overdue === 1
          ? ' Uno sta richiedendo più tempo del solito.'
          : ` ${waiting.overdue} stanno richiedendo più tempo del solito.`;
  const next = waiting.nextBy
    ? `: il prossimo esito è previsto entro il ${formatDate(waiting.nextBy)}.`
    : '.';
  return `${entries}${next}${late}`;
}
