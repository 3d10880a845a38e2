import { formatDate } from '#app/lib/format.ts';
import { DECISION_KIND_LABELS } from '#app/modules/decisions/decision-rules.ts';
import type { StatementView } from '#app/modules/decisions/statements.server.ts';
import { layoutEmail, type RenderedEmail } from '#app/modules/notifications/email-layout.ts';

const FOOTER = 'Ricevi questa e-mail perché hai contestato una decisione su Provato.';

const decisionName = (statement: StatementView) =>
  `«${DECISION_KIND_LABELS[statement.kind]}» del ${formatDate(statement.at)}`;

/** The acknowledgement: the appeal arrived, who will read it, where to follow it. */
export function appealReceivedEmail(input: { userName: string; statement: StatementView }): RenderedEmail {
  return layoutEmail({
    subject: 'Abbiamo ricevuto il tuo ricorso',
    greeting: `Ciao ${input.userName},`,
    blocks: [
      {
        kind: 'p',
        text: `Abbiamo ricevuto il tuo ricorso contro la decisione ${decisionName(input.statement)}.`,
      },
      {
        kind: 'p',
        text: 'Lo esaminerà una persona del nostro team diversa da chi ha preso la decisione, se ce n’è una. Ti scriveremo quando avrà deciso.',
      },
      { kind: 'button', label: 'Segui il ricorso', url: input.statement.contestUrl },
    ],
    footer: FOOTER,
  });
}

/** The outcome: upheld, with what was put right; or dismissed, with the reason and what is left. */
export function appealDecidedEmail(input: {
  userName: string;
  statement: StatementView;
  upheld: boolean;
  /** Upheld: what was undone, in a sentence ('La tua recensione è pubblicata…'). */
  effect: string | null;
  reason: string | null;
}): RenderedEmail {
  const blocks = input.upheld
    ? [
        {
          kind: 'p' as const,
          text: `Il tuo ricorso contro la decisione ${decisionName(input.statement)} è stato accolto: la decisione è annullata.`,
        },
        ...(input.effect ? [{ kind: 'p' as const, text: input.effect }] : []),
        ...(input.reason ? [{ kind: 'p' as const, text: `Nota del nostro team: ${input.reason}` }] : []),
      ]
    : [
        {
          kind: 'p' as const,
          text: `Il tuo ricorso contro la decisione ${decisionName(input.statement)} è stato respinto: la decisione resta valida.`,
        },
        ...(input.reason ? [{ kind: 'p' as const, text: `Motivo: ${input.reason}` }] : []),
        {
          kind: 'p' as const,
          text: 'Se non sei d’accordo puoi rivolgerti a un organismo di risoluzione extragiudiziale delle controversie certificato o all’autorità giudiziaria.',
        },
      ];
  return layoutEmail({
    subject: input.upheld ? 'Il tuo ricorso è stato accolto' : 'Il tuo ricorso è stato respinto',
    greeting: `Ciao ${input.userName},`,
    blocks: [...blocks, { kind: 'button', label: 'Vedi il ricorso', url: input.statement.contestUrl }],
    footer: FOOTER,
  });
}
