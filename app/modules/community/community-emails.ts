import { layoutEmail, type RenderedEmail } from '#app/modules/notifications/email-layout.ts';

const newsletterFooter = (unsubscribeUrl: string) =>
  `Ricevi questa e-mail perché il tuo indirizzo è stato iscritto alla newsletter di Provato. Per non ricevere più nulla: ${unsubscribeUrl}`;

export function newsletterConfirmEmail(input: { confirmUrl: string; unsubscribeUrl: string }): RenderedEmail {
  return layoutEmail({
    subject: 'Conferma la tua iscrizione alla newsletter di Provato',
    greeting: 'Ciao,',
    blocks: [
      {
        kind: 'p',
        text: 'qualcuno (speriamo tu) ha chiesto di iscrivere questo indirizzo alla newsletter di Provato: le recensioni più utili, le novità del catalogo e i nuovi premi, al massimo una volta a settimana.',
      },
      {
        kind: 'p',
        text: 'Conferma con il pulsante qui sotto. Se non sei stato tu, ignora questa e-mail: non ti scriveremo più.',
      },
      { kind: 'button', label: 'Conferma iscrizione', url: input.confirmUrl },
    ],
    footer: newsletterFooter(input.unsubscribeUrl),
  });
}

export function newsletterWelcomeEmail(input: { unsubscribeUrl: string }): RenderedEmail {
  return layoutEmail({
    subject: 'Benvenuto nella newsletter di Provato',
    greeting: 'Ciao,',
    blocks: [
      {
        kind: 'p',
        text: 'la tua iscrizione è confermata: riceverai le nostre novità al massimo una volta a settimana.',
      },
      { kind: 'button', label: 'Annulla iscrizione', url: input.unsubscribeUrl },
    ],
    footer: newsletterFooter(input.unsubscribeUrl),
  });
}

export function contactMessageEmail(input: {
  name: string;
  email: string;
  subject: string;
  message: string;
  signedIn: boolean;
}): RenderedEmail {
  return layoutEmail({
    subject: `[Contatti] ${input.subject}`,
    greeting: `Nuovo messaggio da ${input.name} <${input.email}>${input.signedIn ? ' (utente registrato)' : ''}`,
    blocks: [
      { kind: 'p', text: `Oggetto: ${input.subject}` },
      // Browsers send a textarea's line breaks as \r\n; each blank line starts a paragraph.
      ...input.message
        .replace(/\r\n?/g, '\n')
        .split(/\n\s*\n/)
        .map((text) => ({ kind: 'p' as const, text: text.trim() }))
        .filter((block) => block.text),
      { kind: 'p', text: `Rispondi a: ${input.email}` },
    ],
    footer: 'Messaggio inviato dal modulo /contact di Provato.',
  });
}
