import type { AppErrorCode } from '#app/lib/app-error.ts';
import { signInToasts, TOO_MANY_ATTEMPTS, type Toast } from './auth-messages.ts';

/** Where an admin switches on, or manages, the second factor. */
export const ADMIN_TWO_FACTOR_PATH = '/admin/two-factor';

/** What the sign-in code step says, in Italian. */
export const twoFactorToasts = {
  wrongCode: {
    kind: 'error',
    title: 'Codice non valido',
    message: 'Il codice non è corretto o è scaduto. Inserisci quello che vedi adesso nella tua app.',
  },
  usedCode: {
    kind: 'error',
    title: 'Codice già usato',
    message: 'Questo codice è già stato usato: aspetta che l’app ne mostri uno nuovo e inserisci quello.',
  },
  wrongRecoveryCode: {
    kind: 'error',
    title: 'Codice di recupero non valido',
    message: 'Il codice di recupero non è corretto o è già stato usato.',
  },
  tooMany: { kind: 'error', title: 'Troppi tentativi', message: TOO_MANY_ATTEMPTS },
  expired: {
    kind: 'error',
    title: 'Verifica scaduta',
    message: 'Sono passati troppi minuti o troppi tentativi: accedi di nuovo con email e password.',
  },
  blocked: signInToasts.blocked,
  failed: signInToasts.failed,
} satisfies Record<string, Toast>;

/** The refusals of the code step (two-factor-sign-in.server.ts), each with its toast. */
export const TWO_FACTOR_REFUSALS = {
  two_factor_wrong_code: twoFactorToasts.wrongCode,
  two_factor_code_used: twoFactorToasts.usedCode,
  two_factor_wrong_recovery_code: twoFactorToasts.wrongRecoveryCode,
  two_factor_expired: twoFactorToasts.expired,
  rate_limited: twoFactorToasts.tooMany,
  account_blocked: twoFactorToasts.blocked,
  unexpected: twoFactorToasts.failed,
} as const satisfies Partial<Record<AppErrorCode, Toast>>;

/** The code step's toast for a refusal: its own title, the refusal's message. */
export function twoFactorRefusalToast(refusal: { code: string; message: string }): Toast {
  const copy = (TWO_FACTOR_REFUSALS as Record<string, Toast>)[refusal.code] ?? twoFactorToasts.failed;
  return { ...copy, message: refusal.message };
}
