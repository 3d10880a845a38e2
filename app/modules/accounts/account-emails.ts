import { layoutEmail, type RenderedEmail } from '#app/modules/notifications/email-layout.ts';

/** "Ciao Anna,", or "Ciao," without a name. */
const greet = (name: string) => `Ciao ${name || ''},`.replace(' ,', ',');

export function verificationEmail(input: { name: string; url: string }): RenderedEmail {
  return layoutEmail({
    subject: 'Conferma il tuo indirizzo email su Provato',
    greeting: `Ciao ${input.name || 'e benvenuto'},`,
    blocks: [
      {
        kind: 'p',
        text: 'grazie per esserti registrato su Provato! Per attivare il tuo account e iniziare a guadagnare punti con le tue recensioni, conferma il tuo indirizzo email.',
      },
      { kind: 'button', label: 'Conferma email', url: input.url },
      { kind: 'p', text: 'Il link è valido per 24 ore.' },
    ],
    footer:
      'Hai ricevuto questa email perché questo indirizzo è stato usato per registrarsi su Provato. Se non sei stato tu, ignorala: senza conferma l\u2019account non viene attivato.',
  });
}

export function passwordResetEmail(input: { name: string; url: string }): RenderedEmail {
  return layoutEmail({
    subject: 'Reimposta la tua password di Provato',
    greeting: greet(input.name),
    blocks: [
      {
        kind: 'p',
        text: 'abbiamo ricevuto una richiesta di reimpostazione della password del tuo account Provato. Per sceglierne una nuova usa il pulsante qui sotto.',
      },
      { kind: 'button', label: 'Reimposta password', url: input.url },
      {
        kind: 'p',
        text: 'Il link è valido per un\u2019ora e si può usare una sola volta. Se non hai chiesto tu di reimpostare la password, ignora questa email: la tua password resta quella di prima.',
      },
    ],
  });
}

const dateAndTime = new Intl.DateTimeFormat('it-IT', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Rome',
});

/** "3 dicembre 2026 alle ore 14:05", Italian time. */
export function formatWhen(when: Date): string {
  const parts = Object.fromEntries(dateAndTime.formatToParts(when).map((part) => [part.type, part.value]));
  return `${parts.day} ${parts.month} ${parts.year} alle ore ${parts.hour}:${parts.minute}`;
}

/**
 * The notice after a password reset or change (ASVS: tell the owner when a credential changes),
 * sent to the account's address, so a stranger who took the account over cannot hide it.
 */
export function passwordChangedEmail(input: {
  name: string;
  changedAt: Date;
  resetUrl: string;
  contactUrl: string;
}): RenderedEmail {
  return layoutEmail({
    subject: 'La password del tuo account Provato è stata cambiata',
    greeting: greet(input.name),
    blocks: [
      {
        kind: 'p',
        text: `la password del tuo account Provato è stata cambiata il ${formatWhen(input.changedAt)} (ora italiana). Per sicurezza le altre sessioni aperte sono state chiuse e i link di reimpostazione ancora validi non funzionano più.`,
      },
      { kind: 'p', text: 'Se sei stato tu, non devi fare nulla.' },
      {
        kind: 'p',
        text: 'Se non sei stato tu, qualcuno potrebbe conoscere la tua password o leggere la tua email: reimposta subito la password da qui e, se non riesci più ad accedere, scrivici dalla pagina Contatti.',
      },
      { kind: 'button', label: 'Reimposta la password', url: input.resetUrl },
      { kind: 'button', label: 'Contatta l\u2019assistenza', url: input.contactUrl },
    ],
    footer:
      'Ricevi questa email perché la password del tuo account Provato è cambiata. Non ti chiederemo mai la password per email.',
  });
}

/**
 * Sent instead of an error when someone signs up with an address that already has an account:
 * the form answers as for a new account (it must not tell who is registered), the owner learns it.
 */
export function signUpAttemptEmail(input: {
  name: string;
  signInUrl: string;
  resetUrl: string;
}): RenderedEmail {
  return layoutEmail({
    subject: 'Qualcuno ha provato a registrarsi con la tua email su Provato',
    greeting: greet(input.name),
    blocks: [
      {
        kind: 'p',
        text: 'qualcuno ha provato a registrarsi con la tua email su Provato, ma hai già un account con questo indirizzo: non abbiamo creato un nuovo account e il tuo non è cambiato.',
      },
      {
        kind: 'p',
        text: 'Se sei stato tu, accedi con il tuo account. Se non ricordi la password, puoi sceglierne una nuova.',
      },
      { kind: 'button', label: 'Accedi', url: input.signInUrl },
      { kind: 'button', label: 'Reimposta la password', url: input.resetUrl },
      {
        kind: 'p',
        text: 'Se non sei stato tu, puoi ignorare questa email: senza la tua password nessuno può entrare nel tuo account.',
      },
    ],
    footer:
      'Ricevi questa email perché il tuo indirizzo è stato inserito nel modulo di registrazione di Provato.',
  });
}
