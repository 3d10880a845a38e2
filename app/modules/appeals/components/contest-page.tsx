import { Form, Link, useNavigation } from 'react-router';
import type { ActionAnswer } from '#app/lib/form-action.ts';
import { formatDate } from '#app/lib/format.ts';
import { DECISION_KIND_LABELS } from '#app/modules/decisions/decision-rules.ts';
import { AUTOMATION_LABELS } from '#app/modules/decisions/statement-text.ts';
import type { PersonStatement } from '#app/modules/decisions/statements.server.ts';
import { Button } from '#app/ui/button.tsx';
import { FormAlert, TextAreaField } from '#app/ui/form.tsx';
import { APPEAL_TEXT_MAX, APPEAL_TEXT_MIN } from '../appeal.schema.ts';

/**
 * 'Contesta la decisione' (issue 33 §3): the decision with its statement of reasons, then the
 * appeal — the form while it can be filed, its state and outcome once it is. Opened from the
 * profile or from the decision's mail (a signed link: a blocked person can use it too).
 */
export function ContestPage(props: { statement: PersonStatement; answer: ActionAnswer | undefined }) {
  const { statement } = props;
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">Contesta la decisione</h1>
      <section aria-labelledby="decisione" className="mt-6 rounded-2xl border border-line bg-surface p-6">
        <h2 id="decisione" className="text-xl font-semibold">
          {DECISION_KIND_LABELS[statement.kind]}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">Decisione del {formatDate(statement.at)}</p>
        <p className="mt-3">{statement.facts}</p>
        {statement.rule && (
          <p className="mt-2 text-sm">
            Regola applicata:{' '}
            <Link to={statement.rule.href} className="font-medium text-brand-700 underline">
              {statement.rule.label}
            </Link>
          </p>
        )}
        {statement.details && <p className="mt-2 text-sm">Motivo: {statement.details}</p>}
        <p className="mt-2 text-sm text-ink-muted">{AUTOMATION_LABELS[statement.automation]}</p>
      </section>

      <section aria-labelledby="ricorso" className="mt-6 rounded-2xl border border-line bg-surface p-6">
        <h2 id="ricorso" className="text-xl font-semibold">
          Il tuo ricorso
        </h2>
        {statement.appeal ? (
          <AppealState appeal={statement.appeal} />
        ) : !statement.contestable ? (
          <p className="mt-3">
            Il termine per contestare questa decisione è scaduto il {formatDate(statement.contestUntil)}.
          </p>
        ) : (
          <Form method="post" className="mt-3 space-y-4">
            <p className="text-sm text-ink-muted">
              È gratuito. Puoi presentarlo fino al {formatDate(statement.contestUntil)}, una volta sola: lo
              esaminerà una persona del nostro team diversa da chi ha deciso, se ce n’è una. Se lo accogliamo
              annulliamo la decisione; in ogni caso ti scriviamo l’esito e il motivo.
            </p>
            <input type="hidden" name="intent" value="appeal" />
            <TextAreaField
              label="Perché non sei d’accordo?"
              rows={6}
              field={{ name: 'text', required: true, minLength: APPEAL_TEXT_MIN, maxLength: APPEAL_TEXT_MAX }}
            />
            {props.answer && !props.answer.ok && (
              <FormAlert title={props.answer.toast.title} message={props.answer.toast.message} />
            )}
            <Button type="submit" disabled={busy}>
              Invia il ricorso
            </Button>
          </Form>
        )}
      </section>
    </div>
  );
}

function AppealState({ appeal }: { appeal: NonNullable<PersonStatement['appeal']> }) {
  if (appeal.status === 'pending')
    return (
      <p className="mt-3" role="status">
        Ricorso inviato il {formatDate(appeal.filedAt)}: lo sta esaminando una persona del nostro team. Ti
        scriveremo l’esito per e-mail.
      </p>
    );
  const decided = formatDate(appeal.decidedAt ?? appeal.filedAt);
  return appeal.status === 'upheld' ? (
    <div className="mt-3" role="status">
      <p className="font-semibold">Ricorso accolto il {decided}: la decisione è stata annullata.</p>
      {appeal.reason && <p className="mt-1 text-sm">Nota del nostro team: {appeal.reason}</p>}
    </div>
  ) : (
    <div className="mt-3" role="status">
      <p className="font-semibold">Ricorso respinto il {decided}: la decisione resta valida.</p>
      {appeal.reason && <p className="mt-1 text-sm">Motivo: {appeal.reason}</p>}
      <p className="mt-2 text-sm text-ink-muted">
        Se non sei d’accordo puoi rivolgerti a un organismo di risoluzione extragiudiziale delle controversie
        certificato o all’autorità giudiziaria.
      </p>
    </div>
  );
}
