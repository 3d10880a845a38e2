import { z } from 'zod';
import { formatInteger } from '#app/lib/format.ts';

/**
 * Appeals against a decision (issue 33 §3): the words, each written once, what a person files and
 * the commands of the back office's 'Ricorsi'.
 */
export const APPEAL_MESSAGES = {
  linkInvalid: 'Questo link non è valido: aprilo dall’e-mail della decisione o dal tuo profilo',
  textShort: 'Spiega in almeno 20 caratteri perché non sei d’accordo',
  textLong: 'Il ricorso può contenere al massimo 2.000 caratteri',
  already: 'Hai già presentato un ricorso contro questa decisione',
  expired: 'Il termine per contestare questa decisione è scaduto',
  filed: 'Ricorso inviato: ti abbiamo mandato una conferma per e-mail.',
  notFound: 'Ricorso non trovato',
  decided: 'Questo ricorso è già stato deciso',
  sameAdmin: 'Hai preso tu la decisione contestata: il ricorso lo decide un altro amministratore',
  ownAppeal: 'Questo ricorso riguarda te: lo decide un altro amministratore',
  notInForce:
    'La decisione contestata non è più in vigore (è stata cambiata o superata da un’altra): non c’è nulla da annullare. Puoi respingere il ricorso spiegando perché',
  reasonRequired: 'Indica il motivo per cui respingi il ricorso',
  reasonTooLong: 'Il motivo può contenere al massimo 1.000 caratteri',
  upheld: 'Ricorso accolto: la decisione è stata annullata',
  dismissed: 'Ricorso respinto: la decisione resta valida',
  fileFailed: 'Impossibile inviare il ricorso',
  decideFailed: 'Impossibile decidere il ricorso',
} as const;

export const APPEAL_TEXT_MIN = 20;
export const APPEAL_TEXT_MAX = 2000;
export const APPEAL_REASON_MAX = 1000;

/** What a person files: their words. */
export const appealFilingSchema = z.object({
  intent: z.literal('appeal'),
  text: z
    .string({ error: APPEAL_MESSAGES.textShort })
    .trim()
    .min(APPEAL_TEXT_MIN, { error: APPEAL_MESSAGES.textShort })
    .max(APPEAL_TEXT_MAX, { error: APPEAL_MESSAGES.textLong }),
});
export type AppealFiling = z.infer<typeof appealFilingSchema>;

export const APPEAL_FILING_FAILURES = { appeal: APPEAL_MESSAGES.fileFailed } as const;

const reasonField = z
  .string()
  .trim()
  .max(APPEAL_REASON_MAX, { error: APPEAL_MESSAGES.reasonTooLong })
  .optional()
  .transform((value) => value || null);

/** 'Accogli' (a note is optional) or 'Respingi' (the reason is required): the appeal is the URL's. */
export const appealCommandSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('uphold'), reason: reasonField }),
  z.object({
    intent: z.literal('dismiss'),
    reason: z
      .string({ error: APPEAL_MESSAGES.reasonRequired })
      .trim()
      .min(1, { error: APPEAL_MESSAGES.reasonRequired })
      .max(APPEAL_REASON_MAX, { error: APPEAL_MESSAGES.reasonTooLong }),
  }),
]);
export type AppealCommand = z.infer<typeof appealCommandSchema>;

export const APPEAL_COMMAND_FAILURES = {
  uphold: APPEAL_MESSAGES.decideFailed,
  dismiss: APPEAL_MESSAGES.decideFailed,
} as const;

// ---------------------------------------------------------------------------------------------
// The queue's state in the URL

export const APPEAL_STATUSES = ['pending', 'upheld', 'dismissed'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

export const APPEAL_STATUS_TABS: Record<AppealStatus, string> = {
  pending: 'Da decidere',
  upheld: 'Accolti',
  dismissed: 'Respinti',
};

export const APPEALS_PAGE_SIZE = 20;

export type AppealsQuery = { status: AppealStatus; kind: string | null; page: number };

export function parseAppealsQuery(params: URLSearchParams, kinds: readonly string[]): AppealsQuery {
  const status = params.get('status');
  const kind = params.get('kind');
  const page = Number(params.get('page') ?? 1);
  return {
    status: APPEAL_STATUSES.includes(status as AppealStatus) ? (status as AppealStatus) : 'pending',
    kind: kind && kinds.includes(kind) ? kind : null,
    page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

export const appealsQueryHref = (query: AppealsQuery, change: Partial<AppealsQuery> = {}) => {
  const next = { ...query, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.status !== 'pending') params.set('status', next.status);
  if (next.kind) params.set('kind', next.kind);
  if (next.page > 1) params.set('page', String(next.page));
  const search = params.toString();
  return `/admin/appeals${search ? `?${search}` : ''}`;
};

export const pendingAppealsLabel = (count: number) =>
  count === 1 ? '1 ricorso da decidere' : `${formatInteger(count)} ricorsi da decidere`;
