import { Link } from 'react-router';
import { formatDateTime, formatPoints } from '#app/lib/format.ts';
import { countLabel, SelectFilter } from '#app/ui/admin/list-controls.tsx';
import { AdminPageHeader, EmptyState, FilterBar } from '#app/ui/admin/page-parts.tsx';
import { Pager } from '#app/ui/pager.tsx';
import { CLUSTER_MIN_SIZES, clusterHref, clustersHref, type ClustersQuery } from '../../cluster.schema.ts';
import type { ClusterList } from '../../cluster-list.server.ts';
import { reviewCountsLabel, rowClass, tableClass } from './parts.tsx';

export type ClustersPageData = { query: ClustersQuery; list: ClusterList };

/**
 * 'Account collegati' in Gestione Utenti (issue 29 §3): the groups of accounts the evidence links,
 * newest activity first, with their size, reviews and the points they earned from reviews.
 */
export function ClustersPage({ query, list }: ClustersPageData) {
  return (
    <section className="space-y-6">
      <p>
        <Link
          to="/admin/users"
          className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline"
        >
          ← Gestione Utenti
        </Link>
      </p>
      <AdminPageHeader title="Account collegati" refresh />
      <p className="text-sm text-ink-muted">
        Gruppi di account legati da uno stesso dispositivo, una stessa rete, la stessa email normalizzata o un
        invito. Sono indizi da verificare: nessuna azione parte da sola.
      </p>
      <FilterBar resetTo="/admin/users/clusters" count={countLabel(list.total, false, 'gruppo', 'gruppi')}>
        <SelectFilter
          id="clusters-min-size"
          name="minSize"
          label="Dimensione"
          value={query.minSize === 2 ? '' : String(query.minSize)}
          all="Tutti i gruppi"
          options={CLUSTER_MIN_SIZES.filter((size) => size > 2).map((size) => ({
            value: String(size),
            label: `Almeno ${size} account`,
          }))}
        />
      </FilterBar>
      {list.items.length === 0 ? (
        <EmptyState>Nessun gruppo di account collegati.</EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-line bg-surface p-4">
          <table className={tableClass}>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2">
                  Gruppo
                </th>
                <th scope="col" className="text-right">
                  Account
                </th>
                <th scope="col" className="pl-4">
                  Recensioni
                </th>
                <th scope="col" className="text-right">
                  Punti guadagnati
                </th>
                <th scope="col" className="pl-4">
                  Ultima attività
                </th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((cluster) => (
                <tr key={cluster.id} className={rowClass}>
                  <td className="py-2">
                    <Link to={clusterHref(cluster.id)} className="font-medium underline">
                      {cluster.memberNames.join(', ')}
                      {cluster.size > cluster.memberNames.length ? ' e altri' : ''}
                    </Link>
                  </td>
                  <td className="text-right tabular-nums">{cluster.size}</td>
                  <td className="pl-4">{reviewCountsLabel(cluster.reviews)}</td>
                  <td className="text-right tabular-nums">{formatPoints(cluster.pointsEarned)}</td>
                  <td className="pl-4">
                    {cluster.newestActivity ? formatDateTime(cluster.newestActivity) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        page={list.page}
        pageCount={list.pageCount}
        href={(page) => clustersHref({ ...query, page })}
        label="Pagine dei gruppi"
      />
    </section>
  );
}
