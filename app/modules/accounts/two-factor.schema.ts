import { z } from 'zod';
import { UNKNOWN_ACTION } from './account.schema.ts';

/**
 * The two-factor forms (enrolment page and the sign-in step), shared by the browser and the
 * server. Codes are read forgivingly: spaces and dashes people type from their app are dropped.
 */

export const TOTP_DIGITS = 6;
/** How long "trust this device" lasts (the plugin's trustDeviceMaxAge is built from it). */
export const TRUST_DEVICE_DAYS = 30;

const password = z
  .string({ error: 'Inserisci la tua password' })
  .min(1, { error: 'Inserisci la tua password' })
  .max(128, { error: 'La password è troppo lunga' });

const totpCode = z
  .string({ error: `Inserisci il codice di ${TOTP_DIGITS} cifre` })
  .max(32, { error: `Il codice è formato da ${TOTP_DIGITS} cifre` })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: `Inserisci il codice di ${TOTP_DIGITS} cifre` })
      .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), {
        error: `Il codice è formato da ${TOTP_DIGITS} cifre`,
      }),
  );

/** Recovery codes look like "AbC12-dEf34" (the plugin's format); case matters. */
const recoveryCode = z
  .string({ error: 'Inserisci un codice di recupero' })
  .max(32, { error: 'Un codice di recupero ha 10 caratteri, per esempio AbC12-dEf34' })
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'Inserisci un codice di recupero' })
      .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, {
        error: 'Un codice di recupero ha 10 caratteri, per esempio AbC12-dEf34',
      })
      .transform((value) => (value.includes('-') ? value : `${value.slice(0, 5)}-${value.slice(5)}`)),
  );

const checkbox = z.preprocess((value) => value === 'on' || value === 'true' || value === true, z.boolean());

/** Enrolment page, step 1: the current password before a new secret is shown. */
export const startSetupSchema = z.object({ intent: z.literal('start'), password });

/** Enrolment page, step 2: the first code from the app switches it on. */
export const confirmSetupSchema = z.object({
  intent: z.literal('confirm'),
  code: totpCode,
  /** The key shown on the page, sent back only to show the same QR code again after a typo. */
  secret: z.string().max(128).optional(),
});

/** Enrolment page, afterwards: new recovery codes, or switching it off (password each time). */
export const regenerateCodesSchema = z.object({ intent: z.literal('regenerate'), password });
export const disableSchema = z.object({ intent: z.literal('disable'), password });

export const twoFactorSetupSchema = z.discriminatedUnion(
  'intent',
  [startSetupSchema, confirmSetupSchema, regenerateCodesSchema, disableSchema],
  { error: UNKNOWN_ACTION },
);
export type TwoFactorSetupCommand = z.output<typeof twoFactorSetupSchema>;

/** Sign-in step: the code from the app, or one recovery code. */
export const signInCodeSchema = z.object({
  code: totpCode,
  trustDevice: checkbox.optional(),
  redirect: z.string().max(2048).optional(),
});
export const signInRecoveryCodeSchema = z.object({
  code: recoveryCode,
  trustDevice: checkbox.optional(),
  redirect: z.string().max(2048).optional(),
});

/**
 * The sign-in step's one form, by its `method` (the field the page and its journeys post): the
 * app's code or a recovery code.
 */
export const twoFactorSignInSchema = z.discriminatedUnion(
  'method',
  [
    signInCodeSchema.extend({ method: z.literal('totp') }),
    signInRecoveryCodeSchema.extend({ method: z.literal('recovery') }),
  ],
  { error: UNKNOWN_ACTION },
);
export type TwoFactorSignInCommand = z.output<typeof twoFactorSignInSchema>;
export type TwoFactorMethod = TwoFactorSignInCommand['method'];

/** The secret as people type it into an app by hand: groups of four, e.g. "ABCD EFGH …". */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}
