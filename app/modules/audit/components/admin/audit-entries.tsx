import { Link } from 'react-router';
import { formatDateTime } from '#app/lib/format.ts';
import { Cell, DataTable, HeadCell } from '#app/ui/admin/data-table.tsx';
import { auditActionLabel, auditEntityHref, auditEntityLabel } from '../../audit-labels.ts';
import type { AuditEntry } from '../../list-audit.server.ts';

/** Before → after, one line per field that changed. */
function Changes({ entry }: { entry: AuditEntry }) {
  if (entry.changes.length === 0) return <span className="text-ink-muted">—</span>;
  return (
    <ul className="space-y-1">
      {entry.changes.map((change) => (
        <li key={change.field} className="break-words">
          {change.field && <span className="font-medium">{change.field}: </span>}
          <span className="text-ink-muted">{change.before}</span> <span aria-label="diventa">→</span>{' '}
          <span>{change.after}</span>
        </li>
      ))}
    </ul>
  );
}

function Subject({ entry }: { entry: AuditEntry }) {
  const href = auditEntityHref(entry.entityType, entry.entityId);
  const id = <span className="font-mono text-xs break-all">{entry.entityId}</span>;
  return (
    <div>
      <div>{auditEntityLabel(entry.entityType)}</div>
      {href ? (
        <Link to={href} className="underline">
          {id}
        </Link>
      ) : (
        id
      )}
    </div>
  );
}

/**
 * The log's entries as a table: when, who, what, on what, before → after. `subject` is left out
 * on a thing's own page (its history), where every entry is about it.
 */
export function AuditEntries(props: { caption: string; entries: AuditEntry[]; subject?: boolean }) {
  const subject = props.subject ?? true;
  return (
    <DataTable
      caption={props.caption}
      head={
        <tr>
          <HeadCell>Quando</HeadCell>
          <HeadCell>Chi</HeadCell>
          <HeadCell>Azione</HeadCell>
          {subject && <HeadCell>Oggetto</HeadCell>}
          <HeadCell>Prima → dopo</HeadCell>
        </tr>
      }
    >
      {props.entries.map((entry) => (
        <tr key={entry.id} className="align-top">
          <Cell className="whitespace-nowrap">
            <time dateTime={new Date(entry.at).toISOString()}>{formatDateTime(entry.at)}</time>
          </Cell>
          <Cell>
            {entry.actor ? (
              <Link to={`/admin/users/${encodeURIComponent(entry.actor.id)}`} className="underline">
                {entry.actor.name}
              </Link>
            ) : (
              'Sistema'
            )}
          </Cell>
          <Cell>
            {auditActionLabel(entry.action)}
            <div className="font-mono text-xs text-ink-muted">{entry.action}</div>
          </Cell>
          {subject && (
            <Cell>
              <Subject entry={entry} />
            </Cell>
          )}
          <Cell className="min-w-48">
            <Changes entry={entry} />
          </Cell>
        </tr>
      ))}
    </DataTable>
  );
}

/** A thing's own history in the back office (a review, a person…): the last changes, who made them. */
export function EntityHistory(props: { entries: AuditEntry[]; allHref: string }) {
  return (
    <section aria-labelledby="entity-history" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="entity-history" className="text-lg font-semibold">
          Cronologia
        </h2>
        {props.entries.length > 0 && (
          <Link to={props.allHref} className="inline-flex min-h-11 items-center text-sm underline">
            Tutto nel registro attività
          </Link>
        )}
      </div>
      {props.entries.length === 0 ? (
        <p className="text-sm text-ink-muted">Nessuna azione registrata.</p>
      ) : (
        <AuditEntries
          caption="Azioni su questa pagina, dalla più recente"
          entries={props.entries}
          subject={false}
        />
      )}
    </section>
  );
}
