import { Link } from 'react-router';
import { formatDate } from '#app/lib/format.ts';
import { DECISION_KIND_LABELS } from '../decision-rules.ts';
import { AUTOMATION_LABELS } from '../statement-text.ts';
import type { PersonStatement } from '../statements.server.ts';

/**
 * The profile's 'Decisioni' tab (issue 33 §2): every decision taken about the person, with its
 * statement of reasons — the facts, the rule of the terms (linked to its clause), the admin's
 * words, whether it was automated, and until when it can be contested.
 */
export function DecisionList({ statements }: { statements: PersonStatement[] }) {
  return (
    <section id="decisioni" aria-labelledby="decisioni-titolo" className="mt-4 scroll-mt-24">
      <h2 id="decisioni-titolo" className="text-xl font-bold">
        Decisioni che ti riguardano
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Quando rifiutiamo una recensione o una richiesta, storniamo punti o sospendiamo l’account ti diciamo
        perché e quale regola abbiamo applicato.
      </p>
      {statements.length === 0 ? (
        <p className="mt-4 text-ink-muted">Nessuna decisione: tutto in regola.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {statements.map((statement) => (
            <li key={statement.id} className="rounded-xl border border-line p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold">{DECISION_KIND_LABELS[statement.kind]}</h3>
                <span className="text-sm text-ink-muted">{formatDate(statement.at)}</span>
              </div>
              <p className="mt-1">{statement.facts}</p>
              {statement.rule && (
                <p className="mt-1 text-sm">
                  Regola applicata:{' '}
                  <Link to={statement.rule.href} className="font-medium text-brand-700 underline">
                    {statement.rule.label}
                  </Link>
                </p>
              )}
              {statement.details && <p className="mt-1 text-sm">Motivo: {statement.details}</p>}
              <p className="mt-1 text-sm text-ink-muted">{AUTOMATION_LABELS[statement.automation]}</p>
              <ContestLine {...statement} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export const APPEAL_STATUS_LABELS = {
  pending: 'Ricorso in esame',
  upheld: 'Ricorso accolto',
  dismissed: 'Ricorso respinto',
} as const;

/** Where the person stands: the appeal and its outcome, or until when they can contest. */
function ContestLine({ contestUntil, contestable, contestPath, appeal }: PersonStatement) {
  if (appeal)
    return (
      <p className="mt-2 text-sm">
        <span className="font-semibold">{APPEAL_STATUS_LABELS[appeal.status]}</span>
        {appeal.status === 'pending'
          ? ` (inviato il ${formatDate(appeal.filedAt)}). `
          : ` il ${formatDate(appeal.decidedAt ?? appeal.filedAt)}. `}
        <Link
          to={contestPath}
          className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
        >
          Vedi il ricorso
        </Link>
      </p>
    );
  if (!contestable)
    return (
      <p className="mt-1 text-sm text-ink-muted">
        Il termine per contestarla è scaduto il {formatDate(contestUntil)}.
      </p>
    );
  return (
    <p className="mt-2 text-sm">
      <Link
        to={contestPath}
        className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 font-semibold text-brand-700"
      >
        Contesta la decisione
      </Link>
      <span className="ml-2 text-ink-muted">gratuitamente, fino al {formatDate(contestUntil)}</span>
    </p>
  );
}
