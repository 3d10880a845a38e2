import { formatDate, formatPoints } from '#app/lib/format.ts';
import { layoutEmail, type RenderedEmail } from '#app/modules/notifications/email-layout.ts';

/** 'points added' (admin-side §3): userName, points, totalPoints, reason. */
export function pointsAddedEmail(input: {
  userName: string;
  points: number;
  totalPoints: number;
  reason: string;
  profileUrl: string;
}): RenderedEmail {
  return layoutEmail({
    subject: `Hai ricevuto ${formatPoints(input.points)} su Provato`,
    greeting: `Ciao ${input.userName},`,
    blocks: [
      {
        kind: 'p',
        text: `lo staff di Provato ti ha accreditato ${formatPoints(input.points)}. Motivo: ${input.reason}`,
      },
      { kind: 'p', text: `Ora hai ${formatPoints(input.totalPoints)} in totale.` },
      { kind: 'button', label: 'Vedi i tuoi punti', url: input.profileUrl },
    ],
  });
}

/** 'user blocked' (admin-side §3): userName, suspensionDate. */
export function userBlockedEmail(input: {
  userName: string;
  suspensionDate: Date;
  supportEmail: string;
  /** The statement of reasons: the rule, the admin's words, how it was decided, how to contest it. */
  statement: string[];
}): RenderedEmail {
  return layoutEmail({
    subject: 'Il tuo account Provato è stato sospeso',
    greeting: `Ciao ${input.userName},`,
    blocks: [
      {
        kind: 'p',
        text: `dal ${formatDate(input.suspensionDate)} il tuo account Provato è sospeso: non puoi accedere, scrivere recensioni, guadagnare punti né richiedere premi.`,
      },
      ...input.statement.map((text) => ({ kind: 'p' as const, text })),
      {
        kind: 'p',
        text: `Puoi anche scriverci a ${input.supportEmail}.`,
      },
    ],
    footer: 'Ricevi questa e-mail perché hai un account su Provato.',
  });
}
