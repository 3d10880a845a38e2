import { z } from 'zod';
import { uuidField } from '#app/lib/uuid.ts';

export const BADGE_ICONS = ['Star', 'Trophy', 'Medal', 'Crown', 'Award'] as const;
export type BadgeIcon = (typeof BADGE_ICONS)[number];

/** How each icon is named on screen (admin-side §3). */
export const BADGE_ICON_LABELS: Record<BadgeIcon, string> = {
  Star: 'Stella',
  Trophy: 'Trofeo',
  Medal: 'Medaglia',
  Crown: 'Corona',
  Award: 'Premio',
};

export const MAX_BADGE_NAME = 60;
export const MAX_BADGE_DESCRIPTION = 300;
export const MAX_BADGE_THRESHOLD = 1_000_000;

/** Every text Gestione Badge shows (admin-side §5 and §8), in one place for pages, API and services. */
export const BADGE_MESSAGES = {
  required: 'Tutti i campi sono obbligatori e i punti devono essere ≥ 0',
  nameTooLong: `Il nome può contenere al massimo ${MAX_BADGE_NAME} caratteri`,
  descriptionTooLong: `La descrizione può contenere al massimo ${MAX_BADGE_DESCRIPTION} caratteri`,
  thresholdTooHigh: 'La soglia può essere al massimo di 1.000.000 punti',
  duplicateName: 'Esiste già un badge con questo nome',
  badgeNotFound: 'Badge non trovato',
  userRefRequired: 'Inserisci un user_id valido',
  userNotFound: 'Utente non trovato',
  alreadyAssigned: 'Badge già assegnato a questo utente',
  notAssigned: 'Questo utente non ha il badge',
  deleteAssigned: 'Impossibile eliminare un badge assegnato a utenti',
  created: 'Badge creato con successo',
  edited: 'Badge modificato con successo',
  deleted: 'Badge eliminato con successo',
  assigned: 'Badge assegnato con successo',
  removed: 'Badge rimosso con successo',
  empty: 'Nessun badge trovato',
  loadFailed: 'Impossibile caricare i badge',
  invalidIntent: 'Azione non valida',
} as const;

const REQUIRED = BADGE_MESSAGES.required;

/**
 * The points: a form sends text (conform turns an empty field into undefined), JSON a number.
 * Empty means 0; anything not a whole number from 0 up is the spec's message.
 */
const thresholdPoints = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return 0;
    if (typeof value === 'string') {
      const text = value.trim();
      if (text === '') return 0;
      return /^[+-]?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
    }
    return value;
  },
  z
    .number({ error: REQUIRED })
    .int({ error: REQUIRED })
    .min(0, { error: REQUIRED })
    .max(MAX_BADGE_THRESHOLD, { error: BADGE_MESSAGES.thresholdTooHigh }),
);

export const badgeFields = {
  name: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .max(MAX_BADGE_NAME, { error: BADGE_MESSAGES.nameTooLong }),
  icon: z.enum(BADGE_ICONS, { error: REQUIRED }),
  description: z
    .string({ error: BADGE_MESSAGES.descriptionTooLong })
    .trim()
    .max(MAX_BADGE_DESCRIPTION, { error: BADGE_MESSAGES.descriptionTooLong })
    .optional()
    .transform((value) => value ?? ''),
  thresholdPoints,
};

export const badgeInputSchema = z.object(badgeFields);
export type BadgeInput = z.output<typeof badgeInputSchema>;

const badgeId = uuidField(BADGE_MESSAGES.badgeNotFound);
const userRef = z
  .string({ error: BADGE_MESSAGES.userRefRequired })
  .trim()
  .min(1, { error: BADGE_MESSAGES.userRefRequired })
  .max(320, { error: BADGE_MESSAGES.userRefRequired });

/**
 * The commands of Gestione Badge, one union: the page's action reads them from a form (conform's
 * parseWithZod), the JSON API passes its body, both parse with this schema.
 * `userRef` is a user id or an e-mail address.
 */
export const badgeCommandSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('create'), ...badgeFields }),
    z.object({ intent: z.literal('edit'), badgeId, ...badgeFields }),
    z.object({ intent: z.literal('delete'), badgeId }),
    z.object({ intent: z.literal('assign'), badgeId, userRef }),
    z.object({ intent: z.literal('remove'), badgeId, userRef }),
  ],
  { error: BADGE_MESSAGES.invalidIntent },
);
export type BadgeCommand = z.output<typeof badgeCommandSchema>;

/** The spec's failure texts (admin-side §8), shown when a command breaks unexpectedly. */
export const BADGE_FAILURES: Record<BadgeCommand['intent'], string> = {
  create: 'Impossibile creare il badge',
  edit: 'Impossibile modificare il badge',
  delete: 'Impossibile eliminare il badge',
  assign: 'Impossibile assegnare il badge',
  remove: 'Impossibile rimuovere il badge',
};
