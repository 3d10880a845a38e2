import { z } from 'zod';
import { uuidField } from '#app/lib/uuid.ts';
import { SURVEY_POINTS } from '#app/modules/points/points-rules.ts';

/*
 * Gestione Sondaggi (admin-side §2, §5, §8; decision 019): the survey fields, the commands of the
 * page (one union for the page and any API), and every text it shows.
 */

/** The providers the site knows how to send people to and verify; any other name is allowed too. */
export const KNOWN_PROVIDERS = ['bitlabs', 'surveymonkey', 'typeform'] as const;
export const PROVIDER_LABELS: Record<string, string> = {
  bitlabs: 'BitLabs',
  surveymonkey: 'SurveyMonkey',
  typeform: 'Typeform',
};
export const providerLabel = (provider: string) => PROVIDER_LABELS[provider] ?? provider;

/**
 * The manual credit (admin-side §2 and §9: the spec's '+50 punti' button), for a completion the staff
 * checked when its provider cannot confirm it. It pays the survey's own points, as 'Verifica' does:
 * a survey pays SURVEY_POINTS (3–10) whichever way it is confirmed, never five times more for going
 * unconfirmed (decision 019, amended by issue 28). The promise /surveys prints is written here, once,
 * beside the rule.
 */
export const manualCreditPoints = (survey: { rewardPoints: number }) => survey.rewardPoints;
export const MANUAL_CREDIT_PROMISE =
  'Se il partner non riesce a confermare un sondaggio che hai completato, lo staff può verificarlo a mano e accreditarti i punti di quel sondaggio, come per una conferma del partner.';

export const SURVEY_STATUSES = ['active', 'inactive'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];
export const SURVEY_STATUS_LABELS: Record<SurveyStatus, string> = { active: 'Attivo', inactive: 'Inattivo' };

export const COMPLETION_STATUSES = ['started', 'completed', 'verified', 'reversed', 'screenout'] as const;
export type CompletionStatus = (typeof COMPLETION_STATUSES)[number];
export const COMPLETION_STATUS_LABELS: Record<CompletionStatus, string> = {
  started: 'Iniziato',
  completed: 'Completato, in verifica',
  verified: 'Verificato',
  reversed: 'Stornato',
  screenout: 'Non idoneo',
};

export const SURVEY_MESSAGES = {
  required: 'Tutti i campi sono obbligatori e i punti devono essere ≥ 0',
  pointsRange: `I punti di un sondaggio vanno da ${SURVEY_POINTS.min} a ${SURVEY_POINTS.max}, come promettono le pagine del sito`,
  urlInvalid: 'Il link del sondaggio deve iniziare con https://',
  tooLong: 'Valore troppo lungo',
  minutesInvalid: 'La durata va da 1 a 120 minuti',
  duplicate: 'Esiste già un sondaggio con questo ID per questo provider',
  surveyNotFound: 'Sondaggio non trovato',
  completionNotFound: 'Completamento non trovato',
  deleteWithCompletions: 'Impossibile eliminare un sondaggio con completamenti: rendilo inattivo',
  created: 'Sondaggio creato con successo',
  edited: 'Sondaggio modificato con successo',
  deleted: 'Sondaggio eliminato con successo',
  verified: (points: number) => `Completamento verificato: ${points} punti accreditati`,
  alreadyCredited: 'Punti già accreditati per questo completamento',
  granted: (points: number) => `${points} punti accreditati`,
  verifyFailedTitle: 'Verifica fallita',
  notCompletable: 'Questo completamento non può essere verificato',
  userBlocked: 'Utente bloccato: nessun punto accreditato',
  emptySurveys: 'Nessun sondaggio trovato',
  emptyCompletions: 'Nessun completamento trovato',
  invalidIntent: 'Azione non valida',
} as const;
const M = SURVEY_MESSAGES;

const text = (max: number, message: string = M.required) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: M.tooLong });

/** A form sends text, JSON a number; empty is 0 (then refused by the range). */
const whole = (message: string) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null) return 0;
      if (typeof value === 'string') {
        const trimmed = value.trim();
        if (trimmed === '') return 0;
        return /^[+-]?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
      }
      return value;
    },
    z.number({ error: message }).int({ error: message }),
  );

export const surveyFields = {
  surveyId: text(200),
  provider: text(40).transform((value) => value.toLowerCase()),
  title: text(160),
  description: z
    .string()
    .trim()
    .max(500, { error: M.tooLong })
    .optional()
    .transform((value) => value || null),
  url: z
    .string({ error: M.urlInvalid })
    .trim()
    .max(2000, { error: M.tooLong })
    .regex(/^https:\/\/[^\s/$.?#][^\s]*$/i, { error: M.urlInvalid }),
  rewardPoints: whole(M.required).pipe(
    z
      .number()
      .min(0, { error: M.required })
      .refine((points) => points >= SURVEY_POINTS.min && points <= SURVEY_POINTS.max, {
        error: M.pointsRange,
      }),
  ),
  minutes: z.preprocess(
    (value) => (value === '' || value === undefined || value === null ? null : value),
    z.coerce
      .number({ error: M.minutesInvalid })
      .int({ error: M.minutesInvalid })
      .min(1, { error: M.minutesInvalid })
      .max(120, { error: M.minutesInvalid })
      .nullable(),
  ),
  status: z.enum(SURVEY_STATUSES, { error: M.required }),
};
export const surveyInputSchema = z.object(surveyFields);
export type SurveyInput = z.output<typeof surveyInputSchema>;

const surveyRef = uuidField(M.surveyNotFound);
const completionRef = uuidField(M.completionNotFound);

/** The commands of Gestione Sondaggi, one union (the page's action and the JSON API parse it). */
export const surveyCommandSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('create'), ...surveyFields }),
    z.object({ intent: z.literal('edit'), id: surveyRef, ...surveyFields }),
    z.object({ intent: z.literal('delete'), id: surveyRef }),
    z.object({ intent: z.literal('verify'), completionId: completionRef }),
    z.object({ intent: z.literal('grant'), completionId: completionRef }),
  ],
  { error: M.invalidIntent },
);
export type SurveyCommand = z.output<typeof surveyCommandSchema>;

/** The spec's failure texts (admin-side §8) for a command that breaks unexpectedly. */
export const SURVEY_FAILURES: Record<SurveyCommand['intent'], string> = {
  create: 'Impossibile creare il sondaggio',
  edit: 'Impossibile modificare il sondaggio',
  delete: 'Impossibile eliminare il sondaggio',
  verify: 'Errore durante la verifica del sondaggio',
  grant: 'Impossibile assegnare i punti',
};
