import { Link } from 'react-router';
import { formatDate, formatDateTime } from '#app/lib/format.ts';
import { DECISION_KIND_LABELS } from '#app/modules/decisions/decision-rules.ts';
import { AUTOMATION_LABELS } from '#app/modules/decisions/statement-text.ts';
import { ActionButtons, ActionDescription, ActionDialog } from '#app/ui/admin/action-dialog.tsx';
import { AdminPageHeader, StatusPill } from '#app/ui/admin/page-parts.tsx';
import { useAdminAction } from '#app/ui/admin/use-admin-action.ts';
import { TextAreaField } from '#app/ui/form.tsx';
import { APPEAL_REASON_MAX, APPEAL_STATUS_TABS } from '../../appeal.schema.ts';
import type { AppealDetail } from '../../appeals.server.ts';

const tone = { pending: 'amber', upheld: 'green', dismissed: 'red' } as const;

/** One appeal beside the decision it contests and that decision's evidence, and the two outcomes. */
export function AppealPage({ appeal }: { appeal: AppealDetail }) {
  const { statement } = appeal;
  return (
    <section className="space-y-6">
      <p>
        <Link
          to="/admin/appeals"
          className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline"
        >
          ← Ricorsi
        </Link>
      </p>
      <AdminPageHeader title={`Ricorso: ${DECISION_KIND_LABELS[statement.kind]}`} />
      <p className="flex flex-wrap items-center gap-2">
        <StatusPill tone={tone[appeal.status]}>{APPEAL_STATUS_TABS[appeal.status]}</StatusPill>
        <span className="text-sm">
          Inviato il {formatDateTime(appeal.filedAt)} da{' '}
          <Link to={`/admin/users/${encodeURIComponent(appeal.person.id)}`} className="underline">
            {appeal.person.name}
          </Link>{' '}
          ({appeal.person.email})
        </span>
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <article aria-labelledby="decisione" className="rounded-2xl border border-line bg-surface p-4">
          <h2 id="decisione" className="font-semibold">
            La decisione contestata
          </h2>
          <p className="mt-2">{statement.facts}</p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-medium">Data</dt>
            <dd>{formatDateTime(statement.at)}</dd>
            <dt className="font-medium">Regola</dt>
            <dd>{statement.rule?.label ?? '—'}</dd>
            {statement.details && (
              <>
                <dt className="font-medium">Motivo</dt>
                <dd>{statement.details}</dd>
              </>
            )}
            <dt className="font-medium">Come</dt>
            <dd>{AUTOMATION_LABELS[statement.automation]}</dd>
            <dt className="font-medium">Decisa da</dt>
            <dd>{appeal.originalDecider?.name ?? 'Controllo automatico'}</dd>
          </dl>
          {appeal.evidence.length > 0 && (
            <>
              <h3 className="mt-4 font-semibold">Le prove</h3>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                {appeal.evidence.map((line) => (
                  <div key={line.label} className="contents">
                    <dt className="font-medium">{line.label}</dt>
                    <dd className="whitespace-pre-line">{line.value}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
          {appeal.subjectLink && (
            <Link
              to={appeal.subjectLink.href}
              className="mt-3 inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline"
            >
              {appeal.subjectLink.label}
            </Link>
          )}
        </article>
        <article aria-labelledby="ricorso" className="rounded-2xl border border-line bg-surface p-4">
          <h2 id="ricorso" className="font-semibold">
            Il ricorso
          </h2>
          <p className="mt-2 whitespace-pre-line">{appeal.text}</p>
          {appeal.status !== 'pending' ? (
            <p className="mt-4 text-sm">
              {appeal.status === 'upheld' ? 'Accolto' : 'Respinto'} il{' '}
              {formatDate(appeal.decidedAt ?? appeal.filedAt)} da {appeal.decidedByName ?? '—'}
              {appeal.reason ? `. ${appeal.status === 'upheld' ? 'Nota' : 'Motivo'}: ${appeal.reason}` : '.'}
            </p>
          ) : appeal.askingAdminDecided ? (
            <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              Hai preso tu la decisione contestata: il ricorso lo decide un altro amministratore.
            </p>
          ) : (
            <div className="mt-4 flex flex-wrap gap-2">
              <DecideDialog intent="uphold" />
              <DecideDialog intent="dismiss" />
            </div>
          )}
        </article>
      </div>
    </section>
  );
}

const DIALOGS = {
  uphold: {
    trigger: 'Accogli il ricorso',
    title: 'Accogliere il ricorso?',
    description:
      'La decisione verrà annullata con le stesse regole del percorso originale (una recensione pubblicata e i suoi punti pagati una volta sola, un account sbloccato, punti restituiti, una richiesta riaperta). La persona riceverà un’e-mail.',
    label: 'Nota per la persona (facoltativa)',
    submit: 'Accogli',
  },
  dismiss: {
    trigger: 'Respingi il ricorso',
    title: 'Respingere il ricorso?',
    description: 'La decisione resta valida. La persona riceverà un’e-mail con il motivo.',
    label: 'Motivo',
    submit: 'Respingi',
  },
} as const;

function DecideDialog({ intent }: { intent: keyof typeof DIALOGS }) {
  const text = DIALOGS[intent];
  return (
    <ActionDialog
      trigger={text.trigger}
      title={text.title}
      triggerVariant={intent === 'uphold' ? 'primary' : 'secondary'}
    >
      {(close) => <DecideForm intent={intent} close={close} />}
    </ActionDialog>
  );
}

function DecideForm(props: { intent: keyof typeof DIALOGS; close: () => void }) {
  const fetcher = useAdminAction({ onSuccess: props.close });
  const text = DIALOGS[props.intent];
  return (
    <fetcher.Form method="post" className="mt-4 space-y-3">
      <ActionDescription>{text.description}</ActionDescription>
      <input type="hidden" name="intent" value={props.intent} />
      <TextAreaField
        label={text.label}
        field={{ name: 'reason', required: props.intent === 'dismiss', maxLength: APPEAL_REASON_MAX }}
      />
      <ActionButtons
        submitLabel={text.submit}
        danger={props.intent === 'dismiss'}
        disabled={fetcher.state !== 'idle'}
        outcome={fetcher.data}
      />
    </fetcher.Form>
  );
}
