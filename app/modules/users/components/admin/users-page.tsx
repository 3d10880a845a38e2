import { Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  countLabel,
  DateRangeFilters,
  PageSizeFilter,
  PrevNextPager,
  SearchFilter,
  SelectFilter,
} from '#app/ui/admin/list-controls.tsx';
import { AdminPageHeader, EmptyState, FilterBar } from '#app/ui/admin/page-parts.tsx';
import type { AdminUserList } from '../../list-users.server.ts';
import { USER_ROLE_LABELS, USER_STATUS_LABELS } from '../../user-display.ts';
import { TIERS, USER_PAGE_SIZES, usersHref, type UsersQuery } from '../../users-query.ts';
import type { BadgeOption } from './badge-select.tsx';
import { BulkBar } from './bulk-bar.tsx';
import { UserCard } from './user-card.tsx';

export type UsersPageData = { query: UsersQuery; list: AdminUserList; badges: BadgeOption[] };

const labelled = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** Gestione Utenti (admin-side §2, §4): filters in the URL, selectable cards, bulk actions, pager. */
export function UsersPage({ query, list, badges }: UsersPageData) {
  const [selected, setSelected] = useState<string[]>([]);
  // Who is blocked among the people selected, for 'Inverti blocco''s question; the selection may
  // span pages, so each person's state is remembered from the page where they were picked.
  const [blockedWhenPicked, setBlockedWhenPicked] = useState<Record<string, boolean>>({});
  const onPage = new Map(list.items.map((user) => [user.id, user.banned]));
  const blockedNow = (id: string) => onPage.get(id) ?? blockedWhenPicked[id] ?? false;
  const unblocking = selected.filter(blockedNow).length;
  const href = (change: Partial<UsersQuery>) => usersHref({ ...query, page: 1, ...change });
  const pageIds = list.items.map((user) => user.id);
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));
  const remember = (ids: string[]) =>
    setBlockedWhenPicked((known) => ({
      ...known,
      ...Object.fromEntries(ids.map((id) => [id, onPage.get(id) ?? false])),
    }));
  const toggle = (id: string, on: boolean) => {
    if (on) remember([id]);
    setSelected((current) => (on ? [...new Set([...current, id])] : current.filter((other) => other !== id)));
  };
  return (
    <section className="space-y-6">
      <AdminPageHeader
        title="Gestione Utenti"
        exportHref={usersHref({ ...query, page: 1 }, '/admin/users/export')}
        refresh
      >
        {/* The groups of linked accounts (issue 29 §3) live under Gestione Utenti. */}
        <Link
          to="/admin/users/clusters"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-surface px-3 text-sm font-semibold"
        >
          <Users aria-hidden className="size-4" /> Account collegati
        </Link>
      </AdminPageHeader>

      <FilterBar resetTo="/admin/users" count={countLabel(list.total, list.capped, 'utente', 'utenti')}>
        <SearchFilter id="users-q" value={query.q} placeholder="Nome, e-mail o ID" />
        <SelectFilter
          id="users-status"
          name="status"
          label="Stato"
          value={query.status}
          all="Tutti"
          options={labelled(USER_STATUS_LABELS)}
        />
        <SelectFilter
          id="users-role"
          name="role"
          label="Ruolo"
          value={query.role}
          all="Tutti"
          options={labelled(USER_ROLE_LABELS)}
        />
        <SelectFilter
          id="users-tier"
          name="tier"
          label="Livello"
          value={query.tier}
          all="Tutti"
          options={TIERS.map((tier) => ({ value: tier, label: tier }))}
        />
        <PointsFilter id="users-points-min" name="pointsMin" label="Saldo da" value={query.pointsMin} />
        <PointsFilter id="users-points-max" name="pointsMax" label="Saldo fino a" value={query.pointsMax} />
        <DateRangeFilters idPrefix="users" from={query.from} to={query.to} />
        <PageSizeFilter id="users-size" value={query.pageSize} sizes={USER_PAGE_SIZES} />
      </FilterBar>

      <BulkBar
        selected={selected}
        blocking={selected.length - unblocking}
        unblocking={unblocking}
        badges={badges}
        onDone={() => setSelected([])}
      />

      {list.items.length === 0 ? (
        <EmptyState>Nessun utente trovato</EmptyState>
      ) : (
        <>
          <label className="inline-flex min-h-11 items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-5"
              checked={allSelected}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                if (on) remember(pageIds);
                setSelected((current) =>
                  on ? [...new Set([...current, ...pageIds])] : current.filter((id) => !pageIds.includes(id)),
                );
              }}
            />
            Seleziona tutti in questa pagina
          </label>
          <ul className="space-y-4">
            {list.items.map((user) => (
              <li key={user.id}>
                <UserCard
                  user={user}
                  badges={badges}
                  selected={selected.includes(user.id)}
                  onSelect={(on) => toggle(user.id, on)}
                />
              </li>
            ))}
          </ul>
        </>
      )}

      {(list.pageCount > 1 || list.capped) && (
        <PrevNextPager
          page={query.page}
          pageCount={list.pageCount}
          approximate={list.capped}
          hasNext={query.page < list.pageCount || (list.capped && list.items.length === query.pageSize)}
          href={(page) => href({ page })}
        />
      )}
    </section>
  );
}

function PointsFilter(props: { id: string; name: string; label: string; value: number | null }) {
  return (
    <div>
      <label htmlFor={props.id} className="mb-1 block text-sm font-medium">
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        defaultValue={props.value ?? ''}
        key={props.value ?? ''}
        className="min-h-11 w-full rounded-lg border border-line bg-surface px-3"
      />
    </div>
  );
}
