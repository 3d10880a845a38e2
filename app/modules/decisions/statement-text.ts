import { formatDate } from '#app/lib/format.ts';
import type { Automation } from './statements.server.ts';

/** How a decision was taken, as the person reads it (DSA art. 17(3)(c)). */
export const AUTOMATION_LABELS: Record<Automation, string> = {
  manual: 'Decisione presa da una persona del nostro team.',
  assisted: 'Decisione presa da una persona del nostro team con l’aiuto di un controllo automatico.',
  automatic: 'Decisione presa automaticamente, senza l’intervento di una persona.',
};

/**
 * The statement's lines for a mail or a page: the rule with its number, the admin's words, how it
 * was decided, and until when it can be contested.
 */
export function statementLines(statement: {
  rule: { label: string } | null;
  details: string | null;
  automation: Automation;
  contestUntil: Date;
  contestUrl: string;
}): string[] {
  return [
    ...(statement.rule ? [`Regola applicata: ${statement.rule.label}.`] : []),
    ...(statement.details ? [`Dettagli: ${statement.details}`] : []),
    AUTOMATION_LABELS[statement.automation],
    `Se pensi che sia un errore puoi contestare la decisione, gratuitamente, fino al ${formatDate(statement.contestUntil)}: ${statement.contestUrl}`,
  ];
}
