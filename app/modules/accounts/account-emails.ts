import { layoutEmail, type RenderedEmail } from '#app/modules/notifications/email-layout.ts';

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
    greeting: `Ciao ${input.name || ''},`.replace(' ,', ','),
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
