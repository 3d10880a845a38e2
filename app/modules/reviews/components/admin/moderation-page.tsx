import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  countLabel,
  DateRangeFilters,
  FilterChip,
  PageSizeFilter,
  PrevNextPager,
  SearchFilter,
  SelectFilter,
} from '#app/ui/admin/list-controls.tsx';
import { AdminPageHeader, EmptyState, FilterBar } from '#app/ui/admin/page-parts.tsx';
import type { ModerationReview } from '../../list-moderation.server.ts';
import {
  ALL_STATUSES,
  AT_RISK,
  MODERATION_PAGE_SIZES,
  MODERATION_SORTS,
  moderationHref,
  type ModerationQuery,
} from '../../moderation-query.ts';
import { REVIEW_STATUS_LABELS } from '../../review.schema.ts';
import { BulkModerationBar } from './bulk-moderation-bar.tsx';
import { ModerationCard } from './moderation-card.tsx';
import { useModerationKeys, ShortcutsHelp } from './moderation-keys.tsx';
import { DecisionsProvider } from './use-decisions.tsx';
import { RiskBadge, RiskReasons } from '#app/modules/integrity/components/admin/risk-badge.tsx';

export type ModerationPageData = {
  query: ModerationQuery;
  items: ModerationReview[];
  total: number;
  pageCount: number;
  capped: boolean;
  now: number;
  atRiskThreshold: number;
};

/**
 * Moderazione Recensioni (admin-side §2): filters in the URL (the queue, oldest first, by
 * default), selectable cards with bulk decisions, keyboard shortcuts, pager.
 */
export function ModerationPage(props: ModerationPageData) {
  return (
    <DecisionsProvider>
      <ModerationList {...props} />
    </DecisionsProvider>
  );
}

function ModerationList({
  query,
  items,
  total,
  pageCount,
  capped,
  now,
  atRiskThreshold,
}: ModerationPageData) {
  const href = (change: Partial<ModerationQuery>) => moderationHref({ ...query, page: 1, ...change });
  const [selected, setSelected] = useState<string[]>([]);
  // A review decided (or gone) leaves the selection with the list it left.
  const pendingIds = items.filter((item) => item.status === 'in_revisione').map((item) => item.id);
  const pendingKey = pendingIds.join(',');
  useEffect(() => {
    const still = new Set(pendingKey.split(','));
    setSelected((current) => current.filter((id) => still.has(id)));
  }, [pendingKey]);
  const list = useRef<HTMLUListElement>(null);
  const announcement = useModerationKeys(list, items);
  return (
    <section className="space-y-6">
      <AdminPageHeader
        title="Moderazione Recensioni"
        exportHref={moderationHref({ ...query, page: 1 }, '/admin/reviews/export')}
        refresh
      >
        <Link
          to="/admin/reviews/rules"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-surface px-3 text-sm font-semibold"
        >
          <ShieldCheck aria-hidden className="size-4" /> Regole di integrità
        </Link>
      </AdminPageHeader>

      <FilterBar
        resetTo="/admin/reviews"
        count={countLabel(total, capped, 'recensione', 'recensioni')}
        chips={
          <>
            {query.productId && <FilterChip to={href({ productId: '' })} label="Solo un prodotto" />}
            {query.userId && <FilterChip to={href({ userId: '' })} label="Solo un utente" />}
            {query.risk && <FilterChip to={href({ risk: '' })} label="A rischio" />}
          </>
        }
      >
        <SearchFilter id="mod-q" value={query.q} placeholder="Prodotto, utente o testo" />
        <SelectFilter
          id="mod-status"
          name="status"
          label="Stato"
          value={query.status}
          options={[
            ...Object.entries(REVIEW_STATUS_LABELS).map(([value, label]) => ({ value, label })),
            { value: ALL_STATUSES, label: 'Tutti' },
          ]}
        />
        <SelectFilter
          id="mod-risk"
          name="risk"
          label="Rischio"
          value={query.risk}
          all="Tutti i livelli"
          options={[{ value: AT_RISK, label: 'A rischio' }]}
        />
        <SelectFilter
          id="mod-sort"
          name="sort"
          label="Ordine"
          value={query.sort}
          options={Object.entries(MODERATION_SORTS).map(([value, label]) => ({ value, label }))}
        />
        <DateRangeFilters idPrefix="mod" from={query.from} to={query.to} />
        <PageSizeFilter id="mod-size" value={query.pageSize} sizes={MODERATION_PAGE_SIZES} />
        {query.productId && <input type="hidden" name="productId" value={query.productId} />}
        {query.userId && <input type="hidden" name="userId" value={query.userId} />}
      </FilterBar>

      <ShortcutsHelp />

      {pendingIds.length > 0 && (
        <BulkModerationBar pageIds={pendingIds} selected={selected} onSelect={setSelected} />
      )}

      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>

      {items.length === 0 ? (
        <EmptyState>Nessuna recensione trovata</EmptyState>
      ) : (
        <ul ref={list} className="space-y-4">
          {items.map((review) => (
            <li key={review.id}>
              <ModerationCard
                review={review}
                href={href}
                badges={
                  review.riskScore > 0 || review.riskHeld ? (
                    <RiskBadge
                      score={review.riskScore}
                      held={review.riskHeld}
                      atRiskThreshold={atRiskThreshold}
                    />
                  ) : null
                }
                evidence={<RiskReasons review={review} />}
                now={now}
                selected={selected.includes(review.id)}
                onSelect={(on) =>
                  setSelected((current) =>
                    on ? [...current, review.id] : current.filter((id) => id !== review.id),
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}

      {(pageCount > 1 || capped) && (
        <PrevNextPager
          page={query.page}
          pageCount={pageCount}
          approximate={capped}
          hasNext={query.page < pageCount || (capped && items.length === query.pageSize)}
          href={(page) => href({ page })}
        />
      )}
    </section>
  );
}
