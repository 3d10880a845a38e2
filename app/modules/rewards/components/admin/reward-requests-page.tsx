import { Info } from 'lucide-react';
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
import type { listRewardRequests } from '../../list-reward-requests.server.ts';
import {
  REWARD_PAGE_SIZES,
  REWARD_STATUS_LABELS,
  rewardRequestsHref,
  type RewardRequestsQuery,
} from '../../reward-requests-query.ts';
import { CodePool } from './code-pool.tsx';
import { RewardRequestCard } from './reward-request-card.tsx';

export type RewardRequestsPageData = { query: RewardRequestsQuery } & Awaited<
  ReturnType<typeof listRewardRequests>
>;

/** Gestione Premi (admin-side §2): filters in the URL, request cards, pager, the code pool. */
export function RewardRequestsPage({ query, items, total, pageCount, types, pool }: RewardRequestsPageData) {
  const href = (change: Partial<RewardRequestsQuery>) => rewardRequestsHref({ ...query, page: 1, ...change });
  return (
    <section className="space-y-6">
      <AdminPageHeader
        title="Gestione Premi"
        exportHref={rewardRequestsHref({ ...query, page: 1 }, '/admin/rewards/export')}
      />
      <p className="flex gap-2 rounded-xl bg-brand-50 p-4 text-sm">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
        Nota tecnica: i punti vengono scalati una sola volta, quando l&apos;utente richiede il premio.
        Approvare non toglie altri punti; rifiutare li restituisce una sola volta, anche se l&apos;azione
        viene ripetuta.
      </p>

      <FilterBar
        resetTo="/admin/rewards"
        count={countLabel(total, false, 'richiesta', 'richieste')}
        chips={query.userId && <FilterChip to={href({ userId: '' })} label="Solo un utente" />}
      >
        <SearchFilter id="rw-q" value={query.q} placeholder="Utente, premio o codice buono" />
        <SelectFilter
          id="rw-status"
          name="status"
          label="Stato"
          value={query.status}
          all="Tutti"
          options={Object.entries(REWARD_STATUS_LABELS).map(([value, label]) => ({ value, label }))}
        />
        <SelectFilter
          id="rw-type"
          name="type"
          label="Tipo"
          value={query.type}
          all="Tutti"
          options={types.map((type) => ({ value: type, label: type }))}
        />
        <DateRangeFilters idPrefix="rw" from={query.from} to={query.to} />
        <PageSizeFilter id="rw-size" value={query.pageSize} sizes={REWARD_PAGE_SIZES} />
        {query.userId && <input type="hidden" name="userId" value={query.userId} />}
      </FilterBar>

      {items.length === 0 ? (
        <EmptyState>Nessuna richiesta premio trovata</EmptyState>
      ) : (
        <ul className="space-y-4">
          {items.map((item) => (
            <li key={item.id}>
              <RewardRequestCard
                item={item}
                userHref={href({ userId: item.userId })}
                freeCodes={pool.find((entry) => entry.rewardId === item.rewardId)?.free ?? 0}
              />
            </li>
          ))}
        </ul>
      )}

      {pageCount > 1 && (
        <PrevNextPager
          page={query.page}
          pageCount={pageCount}
          hasNext={query.page < pageCount}
          href={(page) => href({ page })}
        />
      )}

      <CodePool pool={pool} />
    </section>
  );
}
