import {
  countLabel,
  DateRangeFilters,
  PageSizeFilter,
  PrevNextPager,
  SearchFilter,
  SelectFilter,
} from '#app/ui/admin/list-controls.tsx';
import { AdminPageHeader, EmptyState, FilterBar } from '#app/ui/admin/page-parts.tsx';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from '../../audit-labels.ts';
import { AUDIT_PAGE_SIZES, auditHref, type AuditQuery } from '../../audit-query.ts';
import type { AuditList } from '../../list-audit.server.ts';
import { AuditEntries } from './audit-entries.tsx';

export type AuditPageData = { query: AuditQuery; list: AuditList; admins: { id: string; name: string }[] };

const byLabel = (labels: Record<string, string>) =>
  Object.entries(labels)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'it'));

/** 'Registro attività' (issue 33 §5): who did what in the back office, on what, when, before → after. */
export function AuditPage({ query, list, admins }: AuditPageData) {
  return (
    <section className="space-y-6">
      <AdminPageHeader
        title="Registro attività"
        exportHref={auditHref({ ...query, page: 1 }, '/admin/activity/export')}
        refresh
      />
      <FilterBar resetTo="/admin/activity" count={countLabel(list.total, list.capped, 'azione', 'azioni')}>
        <SearchFilter id="audit-q" value={query.q} placeholder="ID dell'oggetto" />
        <SelectFilter
          id="audit-admin"
          name="userId"
          label="Amministratore"
          value={query.userId}
          all="Tutti"
          options={admins.map((admin) => ({ value: admin.id, label: admin.name }))}
        />
        <SelectFilter
          id="audit-action"
          name="action"
          label="Azione"
          value={query.action}
          all="Tutte"
          options={byLabel(AUDIT_ACTION_LABELS)}
        />
        <SelectFilter
          id="audit-entity"
          name="entityType"
          label="Oggetto"
          value={query.entityType}
          all="Tutti"
          options={byLabel(AUDIT_ENTITY_LABELS)}
        />
        <DateRangeFilters idPrefix="audit" from={query.from} to={query.to} />
        <PageSizeFilter id="audit-size" value={query.pageSize} sizes={AUDIT_PAGE_SIZES} />
      </FilterBar>
      {list.items.length === 0 ? (
        <EmptyState>Nessuna azione trovata</EmptyState>
      ) : (
        <AuditEntries caption="Azioni del back office, dalla più recente" entries={list.items} />
      )}
      {(list.pageCount > 1 || list.capped) && (
        <PrevNextPager
          page={query.page}
          pageCount={list.pageCount}
          approximate={list.capped}
          hasNext={query.page < list.pageCount || (list.capped && list.items.length === query.pageSize)}
          href={(page) => auditHref({ ...query, page })}
        />
      )}
    </section>
  );
}
