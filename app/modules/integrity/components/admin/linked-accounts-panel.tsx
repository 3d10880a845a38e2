import { Link } from 'react-router';
import { formatDate } from '#app/lib/format.ts';
import { StatusPill } from '#app/ui/admin/page-parts.tsx';
import { clusterHref, clusterSizeLabel, shortfallLabel } from '../../cluster.schema.ts';
import type { LinkedAccounts } from '../../cluster-linked-accounts.server.ts';
import { ClusterPanel, reviewCountsLabel, rowClass, tableClass } from './parts.tsx';

/**
 * 'Account collegati' on a person's page in Gestione Utenti (issue 29 §3): who the evidence links
 * to this account, how, since when, with their reviews; the whole group one link away; and the
 * points a reversal could not take back from this person.
 */
export function LinkedAccountsPanel({ linked }: { linked: LinkedAccounts }) {
  return (
    <ClusterPanel
      title="Account collegati"
      id="linked"
      note={
        linked.cluster && (
          <Link to={clusterHref(linked.cluster.id)} className="underline">
            Apri il gruppo ({clusterSizeLabel(linked.cluster.size)})
          </Link>
        )
      }
    >
      {linked.shortfall > 0 && (
        <p className="mb-3 font-semibold text-red-800">{shortfallLabel(linked.shortfall)}</p>
      )}
      {linked.accounts.length === 0 ? (
        <p className="text-ink-muted">Nessun account collegato a questo.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className={tableClass}>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2">
                  Account
                </th>
                <th scope="col">Prove</th>
                <th scope="col">Prima volta</th>
                <th scope="col">Ultima volta</th>
                <th scope="col">Recensioni</th>
              </tr>
            </thead>
            <tbody>
              {linked.accounts.map((account) => (
                <tr key={account.id} className={rowClass}>
                  <td className="py-2">
                    <Link
                      to={`/admin/users/${encodeURIComponent(account.id)}`}
                      className="font-medium underline"
                    >
                      {account.name}
                    </Link>
                    <span className="block break-all text-xs text-ink-muted">{account.email}</span>
                    {account.banned && <StatusPill tone="red">Bloccato</StatusPill>}
                  </td>
                  <td>
                    <ul className="flex flex-wrap gap-1">
                      {account.evidence.map((label) => (
                        <li key={label}>
                          <StatusPill tone="amber">{label}</StatusPill>
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td>{formatDate(account.firstSeen)}</td>
                  <td>{formatDate(account.lastSeen)}</td>
                  <td>{reviewCountsLabel(account.reviews)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ClusterPanel>
  );
}
