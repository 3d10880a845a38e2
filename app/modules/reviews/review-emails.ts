import { layoutEmail, type RenderedEmail } from '#app/modules/notifications/email-layout.ts';

export function reviewApprovedEmail(input: {
  userName: string;
  productName: string;
  rating: number;
  pointsEarned: number;
  totalPoints: number;
  profileUrl: string;
}): RenderedEmail {
  return layoutEmail({
    subject: `La tua recensione di ${input.productName} è online`,
    greeting: `Ciao ${input.userName},`,
    blocks: [
      {
        kind: 'p',
        text: `la tua recensione di ${input.productName} (${input.rating} su 5) è stata approvata ed è ora pubblica. Grazie per aver condiviso la tua esperienza!`,
      },
      {
        kind: 'p',
        text:
          input.pointsEarned > 0
            ? `Hai guadagnato ${input.pointsEarned} punti: ora ne hai ${input.totalPoints} in totale.`
            : `Ora hai ${input.totalPoints} punti in totale.`,
      },
      { kind: 'button', label: 'Vedi il tuo profilo', url: input.profileUrl },
    ],
  });
}

export function reviewRejectedEmail(input: {
  userName: string;
  productName: string;
  rejectionReason: string;
  /** The statement of reasons: the rule, how it was decided, until when to contest it. */
  statement: string[];
  guidelinesUrl: string;
}): RenderedEmail {
  return layoutEmail({
    subject: `La tua recensione di ${input.productName} non è stata pubblicata`,
    greeting: `Ciao ${input.userName},`,
    blocks: [
      {
        kind: 'p',
        text: `abbiamo letto la tua recensione di ${input.productName}, ma non possiamo pubblicarla. Motivo: ${input.rejectionReason}`,
      },
      ...input.statement.map((text) => ({ kind: 'p' as const, text })),
      {
        kind: 'p',
        text: 'Puoi scriverne una nuova seguendo le nostre linee guida: raccontaci la tua esperienza diretta con il prodotto.',
      },
      { kind: 'button', label: 'Come funzionano le recensioni', url: input.guidelinesUrl },
    ],
  });
}
