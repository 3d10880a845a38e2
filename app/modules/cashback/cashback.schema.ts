import { z } from 'zod';
import { uuidField } from '#app/lib/uuid.ts';
import { parsePrice } from '#app/lib/price.ts';
import { ruleField } from '#app/modules/decisions/decision.schema.ts';

/*
 * Cashback's forms and texts (decision 020): a person's claim for a purchase that did not show
 * up, and the back office's commands (decide a claim, import a file of network transactions,
 * fetch them from the network).
 */

export const CLAIM_WINDOW_DAYS = 90;
export const MAX_PENDING_CLAIMS = 10;
/** How many of a person's latest shop clicks /cashback lists ('Ultimi clic verso i negozi'). */
export const RECENT_CLICKS_SHOWN = 10;

export const CASHBACK_STATUS_LABELS = {
  pending: 'In attesa',
  confirmed: 'Confermato',
  reversed: 'Annullato',
  unmatched: 'Senza utente',
} as const;
export const CLAIM_STATUS_LABELS = {
  pending: 'Da valutare',
  approved: 'Approvata',
  rejected: 'Rifiutata',
} as const;

export const CASHBACK_MESSAGES = {
  merchantRequired: 'Indica il negozio',
  orderRequired: 'Indica il numero d’ordine',
  amountInvalid: 'Indica l’importo dell’ordine, per esempio 129,90',
  dateInvalid: 'Indica la data dell’acquisto',
  dateFuture: 'La data dell’acquisto non può essere nel futuro',
  dateTooOld: `Si possono segnalare solo acquisti degli ultimi ${CLAIM_WINDOW_DAYS} giorni`,
  tooLong: 'Valore troppo lungo',
  duplicateOrder: 'Questo ordine è già stato segnalato',
  tooManyPending: `Hai già ${MAX_PENDING_CLAIMS} segnalazioni in attesa: aspetta che lo staff le valuti`,
  claimSent: 'Segnalazione inviata: lo staff la controlla con il negozio e ti scrive l’esito.',
  claimNotFound: 'Segnalazione non trovata',
  claimDecided: 'Questa segnalazione è già stata valutata',
  conflictApproved: 'Un’altra segnalazione di questo ordine è già stata approvata: rifiuta questa',
  conflict: 'Conflitto',
  conflictHint: 'Lo stesso ordine è stato segnalato anche da un’altra persona',
  reasonRequired: 'Scrivi il motivo del rifiuto',
  approved: (points: number) => `Segnalazione approvata: ${points} punti accreditati`,
  rejected: 'Segnalazione rifiutata',
  imported: (counts: {
    created: number;
    updated: number;
    credited: number;
    reversed: number;
    unmatched: number;
  }) =>
    `Transazioni importate: ${counts.created} nuove, ${counts.updated} aggiornate, ${counts.credited} confermate, ${counts.reversed} annullate, ${counts.unmatched} senza utente`,
  fetchQueued: 'Download delle transazioni da Awin avviato: i risultati compaiono tra poco',
  fileRequired: 'Scegli il file JSON delle transazioni',
  emptyTransactions: 'Nessuna transazione trovata',
  emptyClaims: 'Nessuna segnalazione trovata',
  userBlocked: 'Utente bloccato: nessun punto accreditato',
  invalidIntent: 'Azione non valida',
  signInToClaim: 'Accedi per segnalare un acquisto',
  claimFailed: 'Impossibile inviare la segnalazione',
} as const;
const M = CASHBACK_MESSAGES;

const text = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: M.tooLong });

function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/** The claim form on /cashback: shop, order number, amount and day of the purchase. */
export const cashbackClaimSchema = z.object({
  merchantName: text(120, M.merchantRequired),
  orderRef: text(60, M.orderRequired),
  amount: z.string({ error: M.amountInvalid }).transform((value, context) => {
    const amount = parsePrice(value);
    if (amount === null || amount <= 0 || amount > 100_000) {
      context.addIssue({ code: 'custom', message: M.amountInvalid });
      return z.NEVER;
    }
    return amount;
  }),
  // A day of the calendar as a date field sends it: 2026-09-31 is not one (Date.parse would roll it
  // over to 1 October).
  purchasedOn: z.string({ error: M.dateInvalid }).refine(isCalendarDay, { error: M.dateInvalid }),
});
export type CashbackClaimInput = z.output<typeof cashbackClaimSchema>;

/**
 * What a person asks of /cashback, one union like every page (decision 042): today only the claim
 * form ('Invia segnalazione'), whose fields are `cashbackClaimSchema`'s.
 */
export const cashbackClaimCommandSchema = z.discriminatedUnion(
  'intent',
  [cashbackClaimSchema.extend({ intent: z.literal('claim') })],
  { error: M.invalidIntent },
);
export type CashbackClaimCommand = z.output<typeof cashbackClaimCommandSchema>;

export const CASHBACK_CLAIM_FAILURES: Record<CashbackClaimCommand['intent'], string> = {
  claim: M.claimFailed,
};

const claimId = uuidField(M.claimNotFound);

/** The commands of Gestione Cashback, one union. */
export const cashbackCommandSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('approve'), claimId }),
    z.object({
      intent: z.literal('reject'),
      claimId,
      reason: text(500, M.reasonRequired),
      rule: ruleField('cashback_claim_refused'),
    }),
    z.object({ intent: z.literal('fetch') }),
    z.object({
      intent: z.literal('import'),
      file: z
        .instanceof(File, { error: M.fileRequired })
        .refine((file) => file.size > 0, { error: M.fileRequired }),
    }),
  ],
  { error: M.invalidIntent },
);
export type CashbackCommand = z.output<typeof cashbackCommandSchema>;

export const CASHBACK_FAILURES: Record<CashbackCommand['intent'], string> = {
  approve: 'Impossibile approvare la segnalazione',
  reject: 'Impossibile rifiutare la segnalazione',
  fetch: 'Impossibile scaricare le transazioni',
  import: 'Impossibile importare le transazioni',
};
