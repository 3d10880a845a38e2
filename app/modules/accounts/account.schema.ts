import { z } from 'zod';
import { NOT_IN_A_NAME } from './names.ts';

/**
 * The account forms, shared by the browser (instant messages) and the server (the real check).
 * Every message is the spec's (user-side §5), the password length as DESIGN §3.16 sets it.
 */

/**
 * The one e-mail check of every form: trimmed, lower-cased, an address with an @ and a dotted
 * domain, at most 254 characters. Each form says what its spec says: `messages.missing` for an
 * empty field, `messages.invalid` for anything else.
 */
export const emailField = (messages: { missing: string; invalid: string }) =>
  z
    .string({ error: messages.missing })
    .trim()
    .toLowerCase()
    .min(1, { error: messages.missing })
    .pipe(z.email({ error: messages.invalid }).max(254, { error: messages.invalid }));

/** Sign-up, sign-in, contact and newsletter (user-side §5 and §8): 'Email non valida'. */
export const EMAIL_INVALID = 'Email non valida';
export const email = emailField({ missing: EMAIL_INVALID, invalid: EMAIL_INVALID });

const accepted = (message: string) =>
  z.preprocess(
    (value) => value === 'on' || value === 'true' || value === true,
    z.literal(true, { error: message }),
  );

/** Where to go after signing in; only checked for shape here, safeRedirectPath decides. */
const redirectTo = z.string().max(2048).optional();

/**
 * Every new password (sign-up, reset, settings): at least 8 characters (ASVS), at most 128. The
 * spec's 6 became 8 (DESIGN §3.16). Only the length is checked here, in the browser too; common
 * and guessable passwords are refused on the server (password-strength.server.ts).
 */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const PASSWORD_TOO_SHORT = `La password deve contenere almeno ${MIN_PASSWORD_LENGTH} caratteri`;
export const CONFIRM_PASSWORD_TOO_SHORT = `La conferma password deve contenere almeno ${MIN_PASSWORD_LENGTH} caratteri`;

export const newPassword = (tooShort = PASSWORD_TOO_SHORT) =>
  z
    .string({ error: tooShort })
    .min(MIN_PASSWORD_LENGTH, { error: tooShort })
    .max(MAX_PASSWORD_LENGTH, { error: 'La password è troppo lunga' });

/** A first or last name: the spec's length messages, and none of the characters of NOT_IN_A_NAME. */
const personName = (noun: 'Il nome' | 'Il cognome') =>
  z
    .string({ error: `${noun} deve contenere almeno 2 caratteri` })
    .trim()
    .min(2, { error: `${noun} deve contenere almeno 2 caratteri` })
    .max(60, { error: `${noun} è troppo lungo` })
    .refine((value) => !NOT_IN_A_NAME.test(value), { error: `${noun} contiene caratteri non consentiti` });

export const signUpSchema = z.object({
  firstName: personName('Il nome'),
  lastName: personName('Il cognome'),
  email,
  password: newPassword(),
  ethicalCommitment: accepted("Devi accettare l'impegno etico per registrarti"),
  termsAndConditions: accepted('Devi accettare i termini e condizioni per registrarti'),
  redirect: redirectTo,
});

export const signInSchema = z.object({
  email,
  password: z
    .string({ error: 'La password è richiesta' })
    .min(1, { error: 'La password è richiesta' })
    .max(128),
  redirect: redirectTo,
});

/**
 * Reset request: the spec gives a title and a text for each problem. The title heads the toast;
 * the text, which says what to do, is the field's message.
 */
export const RESET_REQUEST_ERRORS = {
  required: { title: 'Email richiesta', message: 'Inserisci la tua email per ricevere il link di reset' },
  invalid: { title: EMAIL_INVALID, message: 'Inserisci un indirizzo email valido' },
} as const;

export const resetRequestSchema = z.object({
  email: emailField({
    missing: RESET_REQUEST_ERRORS.required.message,
    invalid: RESET_REQUEST_ERRORS.invalid.message,
  }),
});

export const newPasswordSchema = z
  .object({
    token: z.string().min(1).max(512),
    password: newPassword(),
    confirmPassword: newPassword(CONFIRM_PASSWORD_TOO_SHORT),
  })
  // Compared only once both are long enough: one message at a time.
  .refine(
    (value) => value.confirmPassword.length < MIN_PASSWORD_LENGTH || value.password === value.confirmPassword,
    {
      error: 'Le password non coincidono',
      path: ['confirmPassword'],
    },
  );

export const AUTH_TABS = ['signup', 'login', 'forgot-password'] as const;
export type AuthTab = (typeof AUTH_TABS)[number];

/** What a command naming no known form answers (every command union of the accounts pages). */
export const UNKNOWN_ACTION = 'Azione non valida';

/** The forms of /auth, one union: each tab posts its own `intent`. */
export const authCommandSchema = z.discriminatedUnion(
  'intent',
  [
    signUpSchema.extend({ intent: z.literal('signup') }),
    signInSchema.extend({ intent: z.literal('login') }),
    resetRequestSchema.extend({ intent: z.literal('forgot-password') }),
  ],
  { error: UNKNOWN_ACTION },
);
export type AuthCommand = z.output<typeof authCommandSchema>;

export function parseAuthTab(value: string | null): AuthTab {
  return AUTH_TABS.includes(value as AuthTab) ? (value as AuthTab) : 'signup';
}
