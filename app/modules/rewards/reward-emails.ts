import { layoutEmail, type RenderedEmail } from '#app/modules/notifications/email-layout.ts';

export function rewardApprovedEmail(input: {
  userName: string;
  rewardType: string;
  pointsCost: number;
  code: string;
  rewardsUrl: string;
}): RenderedEmail {
  return layoutEmail({
    subject: `Il tuo ${input.rewardType} è pronto`,
    greeting: `Ciao ${input.userName},`,
    blocks: [
      {
        kind: 'p',
        text: `abbiamo approvato la tua richiesta di ${input.rewardType} (${input.pointsCost} punti). Ecco il tuo codice: ${input.code}`,
      },
      {
        kind: 'p',
        text: 'Conservalo con cura: vale come denaro. Lo trovi anche nella sezione «I miei Premi» del profilo.',
      },
      { kind: 'button', label: 'I miei Premi', url: input.rewardsUrl },
    ],
  });
}

export function rewardRejectedEmail(input: {
  userName: string;
  rewardType: string;
  reason: string;
  /** The statement of reasons: the rule, how it was decided, until when to contest it. */
  statement: string[];
  pointsRefunded: number;
  rewardsUrl: string;
}): RenderedEmail {
  return layoutEmail({
    subject: `La tua richiesta di ${input.rewardType} non è stata approvata`,
    greeting: `Ciao ${input.userName},`,
    blocks: [
      {
        kind: 'p',
        text: `non abbiamo potuto approvare la tua richiesta di ${input.rewardType}. Motivo: ${input.reason}`,
      },
      {
        kind: 'p',
        text: `Ti abbiamo restituito ${input.pointsRefunded} punti: puoi usarli per un altro premio.`,
      },
      ...input.statement.map((text) => ({ kind: 'p' as const, text })),
      { kind: 'button', label: 'I miei Premi', url: input.rewardsUrl },
    ],
  });
}
