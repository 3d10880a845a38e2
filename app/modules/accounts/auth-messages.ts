import { EMAIL_INVALID, PASSWORD_TOO_SHORT } from './account.schema.ts';

/**
 * Toasts of the account flows, in the spec's words (user-side §8), except where the spec tells
 * whether an address is registered: sign-up and reset request answer the same for both
 * (DESIGN §3.16, docs/decisions/009-account-security.md).
 */
export type Toast = { kind: 'success' | 'error' | 'info'; title: string; message: string };

/** A refused account step as its page's error toast: the flow's title, the refusal's message. */
export function refusalToast(title: string, refusal: { message: string }): Toast {
  return { kind: 'error', title, message: refusal.message };
}

export const TOO_MANY_ATTEMPTS = 'Troppi tentativi. Riprova tra qualche minuto';

/** A new password that is long enough but common, leaked or built from the person's own names. */
export const WEAK_PASSWORD =
  'Questa password è troppo comune o facile da indovinare: scegline una più lunga o meno prevedibile';

export const signUpToasts = {
  success: {
    kind: 'success',
    title: 'Registrazione completata',
    message: "Controlla la tua email per confermare l'account",
  },
  password: { kind: 'error', title: 'Errore di registrazione', message: PASSWORD_TOO_SHORT },
  weakPassword: { kind: 'error', title: 'Errore di registrazione', message: WEAK_PASSWORD },
  email: { kind: 'error', title: 'Errore di registrazione', message: EMAIL_INVALID },
  tooMany: { kind: 'error', title: 'Errore di registrazione', message: TOO_MANY_ATTEMPTS },
  failed: {
    kind: 'error',
    title: 'Errore di registrazione',
    message: 'Si è verificato un errore durante la registrazione',
  },
} satisfies Record<string, Toast>;

export const signInToasts = {
  success: { kind: 'success', title: 'Accesso effettuato', message: 'Benvenuto di nuovo!' },
  wrongCredentials: { kind: 'error', title: 'Errore di accesso', message: 'Email o password non corretti' },
  notConfirmed: {
    kind: 'error',
    title: 'Errore di accesso',
    message: "Email non confermata. Controlla la tua email per confermare l'account",
  },
  tooMany: { kind: 'error', title: 'Errore di accesso', message: TOO_MANY_ATTEMPTS },
  blocked: {
    kind: 'error',
    title: 'Errore di accesso',
    message: "Il tuo account è stato sospeso. Per informazioni scrivi all'assistenza dalla pagina Contatti.",
  },
  failed: {
    kind: 'error',
    title: 'Errore di accesso',
    message: "Si è verificato un errore durante l'accesso",
  },
} satisfies Record<string, Toast>;

export const resetRequestToasts = {
  /** The same answer whether or not the address has an account. */
  sent: {
    kind: 'success',
    title: 'Email inviata',
    message: 'Se esiste un account con questa email, riceverai a breve il link per reimpostare la password.',
  },
  tooMany: { kind: 'error', title: 'Errore reset password', message: TOO_MANY_ATTEMPTS },
  failed: {
    kind: 'error',
    title: 'Errore reset password',
    message: "Si è verificato un errore durante l'invio dell'email",
  },
} satisfies Record<string, Toast>;

export const resetPageToasts = {
  invalidLink: {
    kind: 'error',
    title: 'Link non valido',
    message: 'Il link di reset password non è valido o è scaduto',
  },
  session: { kind: 'error', title: 'Errore di sessione', message: 'Impossibile validare il link di reset' },
  weakPassword: { kind: 'error', title: 'Errore reset password', message: WEAK_PASSWORD },
  failed: {
    kind: 'error',
    title: 'Errore reset password',
    message: "Si è verificato un errore durante l'aggiornamento della password",
  },
  success: {
    kind: 'success',
    title: 'Password aggiornata',
    message: 'Ora puoi accedere con la nuova password.',
  },
} satisfies Record<string, Toast>;

export const emailConfirmedToast: Toast = {
  kind: 'success',
  title: 'Email confermata',
  message: 'Il tuo account è attivo: ora puoi accedere.',
};

export const signedOutToast: Toast = {
  kind: 'info',
  title: 'Alla prossima!',
  message: 'Sei uscito dal tuo account.',
};

export const SOCIAL_PROVIDERS = { google: 'Google', facebook: 'Facebook' } as const;
export type SocialProvider = keyof typeof SOCIAL_PROVIDERS;

export function socialErrorToast(provider: SocialProvider, message?: string): Toast {
  return {
    kind: 'error',
    title: `Errore autenticazione ${SOCIAL_PROVIDERS[provider]}`,
    message:
      message ?? `Non è stato possibile accedere con ${SOCIAL_PROVIDERS[provider]}. Riprova più tardi.`,
  };
}

/** A provider's answer that matched no sign-in in progress (expired, reused, cookies blocked). */
export const socialLostToast: Toast = {
  kind: 'error',
  title: 'Accesso non riuscito',
  message:
    'La richiesta di accesso è scaduta o non è più valida. Riprova, e controlla che il browser accetti i cookie di questo sito.',
};

/** Better Auth's callback error codes, said in Italian. */
export function socialErrorMessage(provider: SocialProvider, code: string | null): string | undefined {
  switch (code) {
    case 'BANNED_USER':
      return signInToasts.blocked.message;
    case 'TWO_FACTOR_REQUIRED':
      return `Questo account usa la verifica in due passaggi: accedi con email e password, poi inserisci il codice. L'accesso con ${SOCIAL_PROVIDERS[provider]} non la sostituisce.`;
    case 'account_not_linked':
      return `Esiste già un account con questa email. Accedi con email e password, poi potrai usare ${SOCIAL_PROVIDERS[provider]}.`;
    case 'access_denied':
      return `Hai annullato l'accesso con ${SOCIAL_PROVIDERS[provider]}.`;
    default:
      return undefined;
  }
}
