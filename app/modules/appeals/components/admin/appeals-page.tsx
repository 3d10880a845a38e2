import { Link } from 'react-router';
import { formatDate, formatDateTime, formatInteger } from '#app/lib/format.ts';
import { DECISION_KIND_LABELS, DECISION_KINDS } from '#app/modules/decisions/decision-rules.ts';
import { countLabel, SelectFilter } from '#app/ui/admin/list-controls.tsx';
import { AdminPageHeader, EmptyState, FilterBar, TabLinks } from '#app/ui/admin/page-parts.tsx';
import { Pager } from '#app/ui/pager.tsx';
import {
  APPEAL_STATUS_TABS,
  APPEAL_STATUSES,
  appealsQueryHref,
  type AppealsQuery,
} from '../../appeal.schema.ts';
import type { AppealsList } from '../../appeals.server.ts';

export type AppealsPageData = { query: AppealsQuery; list: AppealsList };

const DAY = 86_400_000;

/** 'da 3 giorni': how long an appeal has waited, read in the queue. */
export function waitedLabel(filedAt: Date, now = Date.now()): string {
  const days = Math.floor((now - filedAt.getTime()) / DAY);
  return days <= 0 ? 'oggi' : days === 1 ? 'da 1 giorno' : `da ${formatInteger(days)} giorni`;
}

/**
 * 'Ricorsi' (issue 33 §3): the appeals waiting, the oldest first, then those decided; filtered by
 * the kind of decision; each opens beside its decision and evidence.
 */
export function AppealsPage({ query, list }: AppealsPageData) {
  const decided = query.status !== 'pending';
  return (
    <section className="space-y-6">
      <AdminPageHeader title="Ricorsi" refresh />
      <p className="text-sm text-ink-muted">
        Le persone possono contestare ogni decisione che le riguarda per sei mesi. Un ricorso lo decide un
        amministratore diverso da chi ha preso la decisione; accoglierlo annulla la decisione.
      </p>
      <TabLinks
        label="Stato dei ricorsi"
        current={query.status}
        tabs={APPEAL_STATUSES.map((status) => ({
          key: status,
          label: `${APPEAL_STATUS_TABS[status]} (${formatInteger(list.counts[status])})`,
          to: appealsQueryHref(query, { status }),
        }))}
      />
      <FilterBar
        resetTo={appealsQueryHref({ ...query, kind: null })}
        count={countLabel(list.total, false, 'ricorso', 'ricorsi')}
      >
        {decided && <input type="hidden" name="status" value={query.status} />}
        <SelectFilter
          id="appeals-kind"
          name="kind"
          label="Decisione"
          value={query.kind ?? ''}
          all="Tutte le decisioni"
          options={DECISION_KINDS.map((kind) => ({ value: kind, label: DECISION_KIND_LABELS[kind] }))}
        />
      </FilterBar>
      {list.items.length === 0 ? (
        <EmptyState>
          {query.status === 'pending' ? 'Nessun ricorso da decidere.' : 'Nessun ricorso in questo elenco.'}
        </EmptyState>
      ) : (
        <ul className="space-y-3">
          {list.items.map((appeal) => (
            <li key={appeal.id} className="rounded-2xl border border-line bg-surface p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="font-semibold">
                  <Link
                    to={`/admin/appeals/${appeal.id}`}
                    className="inline-flex min-h-11 items-center underline"
                  >
                    {appeal.kindLabel} · {appeal.person}
                  </Link>
                </h2>
                <span className="text-sm text-ink-muted">
                  {decided && appeal.decidedAt
                    ? `Deciso il ${formatDateTime(appeal.decidedAt)}`
                    : `Inviato il ${formatDate(appeal.filedAt)}, in attesa ${waitedLabel(appeal.filedAt)}`}
                </span>
              </div>
              <p className="mt-1 text-sm text-ink-muted">{appeal.email}</p>
              <p className="mt-2 text-sm">{appeal.excerpt}</p>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={list.page}
        pageCount={list.pageCount}
        href={(page) => appealsQueryHref(query, { page })}
        label="Pagine dei ricorsi"
      />
    </section>
  );
}
