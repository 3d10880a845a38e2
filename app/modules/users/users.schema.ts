import { z } from 'zod';
import { DECISION_MESSAGES, reasonedDecisionSchema } from '#app/modules/decisions/decision.schema.ts';
import { formatInteger } from '#app/lib/format.ts';
import { UUID_PATTERN } from '#app/lib/uuid.ts';
import { USER_ROLES } from './user-display.ts';

/** Gestione Utenti's words, each written once (admin-side §5, §8): the page, the API and the services use these. */
export const USER_MESSAGES = {
  notFound: 'Utente non trovato',
  selectUsers: 'Seleziona almeno un utente',
  tooManyUsers: 'Puoi selezionare al massimo 1000 utenti alla volta',
  pointsRequired: 'Inserisci i punti da aggiungere o togliere',
  pointsInteger: 'I punti devono essere un numero intero',
  pointsNotZero: 'I punti da aggiungere o togliere non possono essere zero',
  pointsRange: 'Puoi aggiungere o togliere al massimo 100.000 punti alla volta',
  reasonRequired: 'Indica il motivo della modifica dei punti',
  reasonTooLong: 'Il motivo può contenere al massimo 500 caratteri',
  badgeRequired: 'Seleziona un badge',
  roleInvalid: 'Scegli un ruolo valido',
  actionInvalid: "Scegli un'azione valida",
  intentInvalid: 'Operazione non valida',
  selfBlock: 'Non puoi bloccare il tuo account',
  selfDemote: 'Non puoi togliere a te stesso il ruolo di amministratore',
  lastAdminBlock: "Non puoi bloccare l'ultimo amministratore attivo",
  lastAdminDemote: "Non puoi togliere il ruolo all'ultimo amministratore attivo",
  /** Toasts of the spec for failures the page cannot explain better. */
  pointsFailed: 'Impossibile aggiornare i punti',
  userFailed: "Impossibile aggiornare l'utente",
  bulkFailed: "Errore durante l'operazione multipla",
  /** Success toasts. */
  blocked: 'Utente bloccato',
  unblocked: 'Utente sbloccato',
  pointsUpdated: 'Punti aggiornati',
  roleUpdated: 'Ruolo aggiornato',
} as const;

export const belowZeroMessage = (available: number) =>
  `Il saldo non può scendere sotto zero: disponibili ${formatInteger(available)} punti`;

export const bulkBelowZeroMessage = (count: number) =>
  count === 1
    ? '1 utente non ha abbastanza punti: il saldo non può scendere sotto zero. Nessuna modifica applicata.'
    : `${formatInteger(count)} utenti non hanno abbastanza punti: il saldo non può scendere sotto zero. Nessuna modifica applicata.`;

/** 'Azione applicata a N utenti' (admin-side §8). */
export const bulkAppliedMessage = (count: number) =>
  `Azione applicata a ${formatInteger(count)} ${count === 1 ? 'utente' : 'utenti'}`;

/** Better Auth's ids are 32 letters and digits; seeds and tests use uuids or readable slugs. */
export const USER_ID_PATTERN = /^[\w-]{1,64}$/;
export const isUserId = (value: unknown): value is string =>
  typeof value === 'string' && USER_ID_PATTERN.test(value);

export const MAX_POINTS_CHANGE = 100_000;
export const MAX_REASON_LENGTH = 500;
export const MAX_BULK_USERS = 1_000;

const userId = z
  .string({ error: USER_MESSAGES.notFound })
  .trim()
  .regex(USER_ID_PATTERN, { error: USER_MESSAGES.notFound });

/** Positive adds, negative removes (admin-side §5); a form's text and a JSON number both work. */
const points = z.coerce
  .number({ error: USER_MESSAGES.pointsRequired })
  .int({ error: USER_MESSAGES.pointsInteger })
  .min(-MAX_POINTS_CHANGE, { error: USER_MESSAGES.pointsRange })
  .max(MAX_POINTS_CHANGE, { error: USER_MESSAGES.pointsRange })
  .refine((value) => value !== 0, { error: USER_MESSAGES.pointsNotZero });

const reason = z
  .string({ error: USER_MESSAGES.reasonRequired })
  .trim()
  .min(1, { error: USER_MESSAGES.reasonRequired })
  .max(MAX_REASON_LENGTH, { error: USER_MESSAGES.reasonTooLong });

const badgeId = z
  .string({ error: USER_MESSAGES.badgeRequired })
  .trim()
  .regex(UUID_PATTERN, { error: USER_MESSAGES.badgeRequired });

/** A form repeats the field (`userIds=a&userIds=b`); JSON sends an array. Duplicates count once. */
const userIds = z
  .array(userId, { error: USER_MESSAGES.selectUsers })
  .min(1, { error: USER_MESSAGES.selectUsers })
  .max(MAX_BULK_USERS, { error: USER_MESSAGES.tooManyUsers })
  .transform((ids) => [...new Set(ids)]);

export const BULK_USER_ACTIONS = ['toggle-block', 'points', 'badge'] as const;
export type BulkUserAction = (typeof BULK_USER_ACTIONS)[number];

export const adjustPointsSchema = z.object({
  intent: z.literal('adjust-points'),
  userId,
  points,
  reason,
  /** Removing points: the rule of the terms it applies (the service asks for it then). */
  rule: z.string({ error: DECISION_MESSAGES.rule }).optional(),
});

/** A block states its reasons (issue 33 §2): the rule of the terms it applies and the admin's words. */
export const blockUserSchema = z.object({
  intent: z.literal('block'),
  userId,
  ...reasonedDecisionSchema('account_blocked', DECISION_MESSAGES.blockReason).shape,
});
export const unblockUserSchema = z.object({ intent: z.literal('unblock'), userId });

export const setRoleSchema = z.object({
  intent: z.literal('set-role'),
  userId,
  role: z.enum(USER_ROLES, { error: USER_MESSAGES.roleInvalid }),
});

/**
 * A badge for one person, from their card or their page: the Gestione Badge rules and words
 * ('Badge assegnato con successo', 'Badge già assegnato a questo utente'), not the bulk count.
 */
export const assignBadgeSchema = z.object({
  intent: z.literal('assign-badge'),
  userId,
  badgeId,
});

/**
 * The bar over the selected cards: invert each one's block, add or remove points (with a reason,
 * as for one person: the ledger keeps why), or give a badge.
 */
export const bulkUsersSchema = z
  .object({
    intent: z.literal('bulk'),
    userIds,
    action: z.enum(BULK_USER_ACTIONS, { error: USER_MESSAGES.actionInvalid }),
    points: points.optional(),
    reason: reason.optional(),
    badgeId: badgeId.optional(),
    /** Blocking anyone ('Inverti blocco') or removing points: the rule of the terms applied. */
    rule: z.string({ error: DECISION_MESSAGES.rule }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.action === 'points') {
      if (value.points === undefined)
        ctx.addIssue({ code: 'custom', path: ['points'], message: USER_MESSAGES.pointsRequired });
      if (value.reason === undefined)
        ctx.addIssue({ code: 'custom', path: ['reason'], message: USER_MESSAGES.reasonRequired });
    }
    if (value.action === 'badge' && value.badgeId === undefined)
      ctx.addIssue({ code: 'custom', path: ['badgeId'], message: USER_MESSAGES.badgeRequired });
  });

/** Every command of the Gestione Utenti page, told apart by `intent`; the page and the JSON API parse this. */
export const userCommandSchema = z.discriminatedUnion(
  'intent',
  [adjustPointsSchema, blockUserSchema, unblockUserSchema, setRoleSchema, assignBadgeSchema, bulkUsersSchema],
  { error: USER_MESSAGES.intentInvalid },
);
export type UserCommand = z.output<typeof userCommandSchema>;
