import { Link } from 'react-router';
import { formatDate, formatInteger, formatPoints } from '#app/lib/format.ts';
import { REVIEW_STATUS_LABELS } from '#app/modules/reviews/review.schema.ts';
import { StatusPill } from '#app/ui/admin/page-parts.tsx';
import { Pager } from '#app/ui/pager.tsx';
import { clusterHref, clusterSizeLabel, shortfallLabel } from '../../cluster.schema.ts';
import type { ClusterDetail } from '../../cluster-detail.server.ts';
import { BlockMembersDialog, RejectPendingDialog, ReversePointsDialog } from './cluster-dialogs.tsx';
import { ClusterPanel, Figure, reviewCountsLabel, rowClass, tableClass } from './parts.tsx';

export type ClusterPageData = { cluster: ClusterDetail };

const userHref = (id: string) => `/admin/users/${encodeURIComponent(id)}`;
const statusTone = { pubblicata: 'green', rifiutata: 'red', in_revisione: 'amber' } as const;

/**
 * A group of linked accounts (issue 29 §3): its members, the evidence between them, their reviews
 * with risk, and the group's actions (reject pending reviews, block accounts, reverse points).
 */
export function ClusterPage({ cluster }: ClusterPageData) {
  const { members, links, reviews, totals } = cluster;
  return (
    <section className="space-y-6">
      <p>
        <Link
          to="/admin/users/clusters"
          className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline"
        >
          ← Account collegati
        </Link>
      </p>
      <header className="rounded-2xl border border-line bg-surface p-5">
        <h1 className="text-2xl font-bold">Gruppo di {clusterSizeLabel(members.length)}</h1>
        <dl className="mt-4 grid grid-cols-2 gap-4 text-sm sm:grid-cols-3 lg:grid-cols-6">
          <Figure label="Account" value={formatInteger(members.length)} />
          <Figure label="Bloccati" value={formatInteger(totals.blocked)} />
          <Figure label="In attesa" value={formatInteger(totals.pending)} />
          <Figure label="Pubblicate" value={formatInteger(totals.published)} />
          <Figure label="Punti stornati" value={formatPoints(totals.reversed)} />
          <Figure label="Non recuperati" value={formatPoints(totals.shortfall)} />
        </dl>
        <div className="mt-4 flex flex-wrap gap-2">
          <RejectPendingDialog pending={totals.pending} />
          <BlockMembersDialog members={members} />
          <ReversePointsDialog reviews={cluster.reversible} />
        </div>
      </header>

      <ClusterPanel title="Account del gruppo" id="members">
        <div className="overflow-x-auto">
          <table className={tableClass}>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2">
                  Nome
                </th>
                <th scope="col">Iscritto il</th>
                <th scope="col">Stato</th>
                <th scope="col" className="text-right">
                  Saldo
                </th>
                <th scope="col" className="pl-4">
                  Recensioni
                </th>
                <th scope="col">Storni</th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <tr key={member.id} className={rowClass}>
                  <td className="py-2">
                    <Link to={userHref(member.id)} className="font-medium underline">
                      {member.name}
                    </Link>
                    <span className="block break-all text-xs text-ink-muted">{member.email}</span>
                  </td>
                  <td>{formatDate(member.joinedAt)}</td>
                  <td>
                    <span className="flex flex-wrap gap-1">
                      {member.banned ? (
                        <StatusPill tone="red">Bloccato</StatusPill>
                      ) : (
                        <StatusPill tone="green">Attivo</StatusPill>
                      )}
                      {member.isAdmin && <StatusPill tone="blue">Amministratore</StatusPill>}
                    </span>
                  </td>
                  <td className="text-right tabular-nums">{formatPoints(member.points)}</td>
                  <td className="pl-4">{reviewCountsLabel(member.reviews)}</td>
                  <td>
                    {member.reversed > 0 || member.shortfall > 0 ? (
                      <>
                        <span className="block">Stornati: {formatPoints(member.reversed)}</span>
                        {member.shortfall > 0 && (
                          <span className="block font-semibold text-red-800">
                            {shortfallLabel(member.shortfall)}
                          </span>
                        )}
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ClusterPanel>

      <ClusterPanel title="Collegamenti" id="links">
        {links.length === 0 ? (
          <p className="text-ink-muted">Nessun collegamento diretto tra questi account.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className={tableClass}>
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="py-2">
                    Account
                  </th>
                  <th scope="col">Prova</th>
                  <th scope="col">Prima volta</th>
                  <th scope="col">Ultima volta</th>
                </tr>
              </thead>
              <tbody>
                {links.map((link) => (
                  <tr key={`${link.userA.id}-${link.userB.id}-${link.evidence}`} className={rowClass}>
                    <td className="py-2">
                      <Link to={userHref(link.userA.id)} className="underline">
                        {link.userA.name}
                      </Link>{' '}
                      ↔{' '}
                      <Link to={userHref(link.userB.id)} className="underline">
                        {link.userB.name}
                      </Link>
                    </td>
                    <td>
                      <StatusPill tone="amber">{link.evidence}</StatusPill>
                    </td>
                    <td>{formatDate(link.firstSeen)}</td>
                    <td>{formatDate(link.lastSeen)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ClusterPanel>

      <ClusterPanel
        title="Recensioni del gruppo"
        id="reviews"
        note={reviews.total === 1 ? '1 recensione' : `${formatInteger(reviews.total)} recensioni`}
      >
        {reviews.items.length === 0 ? (
          <p className="text-ink-muted">Nessuna recensione.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className={tableClass}>
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="py-2">
                    Recensione
                  </th>
                  <th scope="col">Stato</th>
                  <th scope="col">Voto</th>
                  <th scope="col">Data</th>
                  <th scope="col" className="text-right">
                    Rischio
                  </th>
                  <th scope="col" className="pl-4">
                    Punti
                  </th>
                </tr>
              </thead>
              <tbody>
                {reviews.items.map((review) => (
                  <tr key={review.id} className={rowClass}>
                    <td className="py-2">
                      <span className="font-medium">{review.title}</span>
                      <span className="block text-xs text-ink-muted">
                        {review.author.name} ·{' '}
                        <Link to={`/product/${review.product.slug}`} className="underline">
                          {review.product.name}
                        </Link>
                      </span>
                    </td>
                    <td>
                      <StatusPill tone={statusTone[review.status]}>
                        {REVIEW_STATUS_LABELS[review.status]}
                      </StatusPill>
                    </td>
                    <td>{review.rating}/5</td>
                    <td>{formatDate(review.createdAt)}</td>
                    <td className="text-right tabular-nums">{review.riskScore}</td>
                    <td className="pl-4">
                      {review.reversal ? (
                        <>
                          <span className="block">
                            Stornati {formatInteger(review.reversal.reversed)} di{' '}
                            {formatPoints(review.reversal.due)}
                          </span>
                          {review.reversal.due > review.reversal.reversed && (
                            <span className="block font-semibold text-red-800">
                              {shortfallLabel(review.reversal.due - review.reversal.reversed)}
                            </span>
                          )}
                        </>
                      ) : (
                        formatPoints(review.pointsEarned)
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager
          page={reviews.page}
          pageCount={reviews.pageCount}
          href={(page) => `${clusterHref(cluster.id)}${page === 1 ? '' : `?page=${page}`}#reviews`}
          label="Pagine delle recensioni del gruppo"
        />
      </ClusterPanel>
    </section>
  );
}
