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
import { MODERATION_PAGE_SIZES, moderationHref, type ModerationQuery } from '../../moderation-query.ts';
import { REVIEW_STATUS_LABELS } from '../../review.schema.ts';
import { ModerationCard } from './moderation-card.tsx';

export type ModerationPageData = {
  query: ModerationQuery;
  items: ModerationReview[];
  total: number;
  pageCount: number;
  capped: boolean;
};

/** Moderazione Recensioni (admin-side §2): filters in the URL, cards, pager. */
export function ModerationPage({ query, items, total, pageCount, capped }: ModerationPageData) {
  const href = (change: Partial<ModerationQuery>) => moderationHref({ ...query, page: 1, ...change });
  return (
    <section className="space-y-6">
      <AdminPageHeader
        title="Moderazione Recensioni"
        exportHref={moderationHref({ ...query, page: 1 }, '/admin/reviews/export')}
        refresh
      />

      <FilterBar
        resetTo="/admin/reviews"
        count={countLabel(total, capped, 'recensione', 'recensioni')}
        chips={
          <>
            {query.productId && <FilterChip to={href({ productId: '' })} label="Solo un prodotto" />}
            {query.userId && <FilterChip to={href({ userId: '' })} label="Solo un utente" />}
          </>
        }
      >
        <SearchFilter id="mod-q" value={query.q} placeholder="Prodotto, utente o testo" />
        <SelectFilter
          id="mod-status"
          name="status"
          label="Stato"
          value={query.status}
          all="Tutti"
          options={Object.entries(REVIEW_STATUS_LABELS).map(([value, label]) => ({ value, label }))}
        />
        <DateRangeFilters idPrefix="mod" from={query.from} to={query.to} />
        <PageSizeFilter id="mod-size" value={query.pageSize} sizes={MODERATION_PAGE_SIZES} />
        {query.productId && <input type="hidden" name="productId" value={query.productId} />}
        {query.userId && <input type="hidden" name="userId" value={query.userId} />}
      </FilterBar>

      {items.length === 0 ? (
        <EmptyState>Nessuna recensione trovata</EmptyState>
      ) : (
        <ul className="space-y-4">
          {items.map((review) => (
            <li key={review.id}>
              <ModerationCard review={review} href={href} />
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
