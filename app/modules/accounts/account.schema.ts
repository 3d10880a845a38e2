import { z } from 'zod';

/**
 * The account forms, shared by the browser (instant messages) and the server (the real check).
 * Every message is the spec's (user-side §5).
 */

export const email = z
  .string({ error: 'Email non valida' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Email non valida' }).max(254, { error: 'Email non valida' }));

const accepted = (message: string) =>
  z.preprocess(
    (value) => value === 'on' || value === 'true' || value === true,
    z.literal(true, { error: message }),
  );

/** Where to go after signing in; only checked for shape here, safeRedirectPath decides. */
const redirectTo = z.string().max(2048).optional();

export const signUpSchema = z.object({
  firstName: z
    .string({ error: 'Il nome deve contenere almeno 2 caratteri' })
    .trim()
    .min(2, { error: 'Il nome deve contenere almeno 2 caratteri' })
    .max(60, { error: 'Il nome è troppo lungo' }),
  lastName: z
    .string({ error: 'Il cognome deve contenere almeno 2 caratteri' })
    .trim()
    .min(2, { error: 'Il cognome deve contenere almeno 2 caratteri' })
    .max(60, { error: 'Il cognome è troppo lungo' }),
  email,
  password: z
    .string({ error: 'La password deve contenere almeno 6 caratteri' })
    .min(6, { error: 'La password deve contenere almeno 6 caratteri' })
    .max(128, { error: 'La password è troppo lunga' }),
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

/** Reset request: the spec gives a title and a text for each problem. */
export const RESET_REQUEST_ERRORS = {
  required: { title: 'Email richiesta', message: 'Inserisci la tua email per ricevere il link di reset' },
  invalid: { title: 'Email non valida', message: 'Inserisci un indirizzo email valido' },
} as const;

export const resetRequestSchema = z.object({
  email: z
    .string({ error: RESET_REQUEST_ERRORS.required.title })
    .trim()
    .toLowerCase()
    .min(1, { error: RESET_REQUEST_ERRORS.required.title })
    .pipe(z.email({ error: RESET_REQUEST_ERRORS.invalid.title })),
});

export const newPasswordSchema = z
  .object({
    token: z.string().min(1).max(512),
    password: z
      .string({ error: 'La password deve contenere almeno 6 caratteri' })
      .min(6, { error: 'La password deve contenere almeno 6 caratteri' })
      .max(128, { error: 'La password è troppo lunga' }),
    confirmPassword: z
      .string({ error: 'La conferma password deve contenere almeno 6 caratteri' })
      .min(6, { error: 'La conferma password deve contenere almeno 6 caratteri' })
      .max(128, { error: 'La password è troppo lunga' }),
  })
  // Compared only once both are long enough: one message at a time.
  .refine((value) => value.confirmPassword.length < 6 || value.password === value.confirmPassword, {
    error: 'Le password non coincidono',
    path: ['confirmPassword'],
  });

export const AUTH_TABS = ['signup', 'login', 'forgot-password'] as const;
export type AuthTab = (typeof AUTH_TABS)[number];

export function parseAuthTab(value: string | null): AuthTab {
  return AUTH_TABS.includes(value as AuthTab) ? (value as AuthTab) : 'signup';
}
