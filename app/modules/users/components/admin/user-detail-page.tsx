import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, formatInteger, formatPoints } from '#app/lib/format.ts';
import { BadgeIcon } from '#app/modules/badges/components/badge-icon.tsx';
import { REVIEW_STATUS_LABELS } from '#app/modules/reviews/review.schema.ts';
import { REWARD_STATUS_LABELS } from '#app/modules/rewards/reward-requests-query.ts';
import { StatusPill } from '#app/ui/admin/page-parts.tsx';
import { Pager } from '#app/ui/pager.tsx';
import type { AdminUserDetail } from '../../get-user-detail.server.ts';
import { USER_LEDGER_PAGE_SIZE, USER_ROLE_LABELS, USER_STATUS_LABELS } from '../../user-display.ts';
import { BadgeDialog } from './badge-dialog.tsx';
import type { BadgeOption } from './badge-select.tsx';
import { BlockDialog } from './block-dialog.tsx';
import { PointsDialog } from './points-dialog.tsx';
import { RoleDialog } from './role-dialog.tsx';
import { statusTone } from './user-card.tsx';

export type UserDetailPageData = {
  detail: AdminUserDetail;
  badges: BadgeOption[];
  /** 'Account collegati', rendered by the integrity module (the route puts it here). */
  linked?: ReactNode;
  /** The person's 'Cronologia' in the back office, rendered by the audit module. */
  history?: ReactNode;
};

const signed = (delta: number) => `${delta > 0 ? '+' : '−'}${formatInteger(Math.abs(delta))}`;

/** 'Vedi utente': a person's card, actions, and histories (points, reviews, rewards, badges). */
export function UserDetailPage({ detail, badges, linked, history }: UserDetailPageData) {
  const { user, ledger, reviews, rewardRequests } = detail;
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
      <header className="rounded-2xl border border-line bg-surface p-5">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold">{user.name}</h1>
          <StatusPill tone={statusTone[user.status]}>{USER_STATUS_LABELS[user.status]}</StatusPill>
          <StatusPill tone={user.role === 'admin' ? 'blue' : 'grey'}>
            {USER_ROLE_LABELS[user.role]}
          </StatusPill>
        </div>
        <p className="mt-1 break-all text-sm text-ink-muted">
          {user.email} · ID {user.id}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
          <Figure label="Saldo" value={formatPoints(user.points)} />
          <Figure label="Punti totali" value={`${formatInteger(user.lifetimePoints)} · ${user.tier}`} />
          <Figure label="Iscritto il" value={formatDate(user.createdAt)} />
          <Figure label="Sessioni attive" value={formatInteger(user.activeSessions)} />
        </dl>
        <div className="mt-4 flex flex-wrap gap-2">
          <PointsDialog userId={user.id} name={user.name} balance={user.points} />
          <BadgeDialog userId={user.id} name={user.name} badges={badges} />
          <BlockDialog userId={user.id} name={user.name} blocked={user.banned} />
          <RoleDialog userId={user.id} name={user.name} role={user.role} />
        </div>
      </header>

      {linked}

      <Panel title="Movimenti punti" id="ledger" note={ledgerNote(ledger)}>
        {ledger.items.length === 0 ? (
          <p className="text-ink-muted">Nessun movimento.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="py-2">
                    Data
                  </th>
                  <th scope="col">Tipo</th>
                  <th scope="col" className="text-right">
                    Punti
                  </th>
                  <th scope="col" className="pl-4">
                    Motivo
                  </th>
                </tr>
              </thead>
              <tbody>
                {ledger.items.map((row) => (
                  <tr key={row.id} className="border-b border-line last:border-0">
                    <td className="py-2">{formatDate(row.createdAt)}</td>
                    <td>{row.kindLabel}</td>
                    <td className="text-right tabular-nums">{signed(row.delta)}</td>
                    <td className="pl-4">
                      {row.reason ?? '—'}
                      {row.actorEmail && (
                        <span className="block text-xs text-ink-muted">da {row.actorEmail}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager
          page={ledger.page}
          pageCount={ledger.pageCount}
          href={(page) =>
            `/admin/users/${encodeURIComponent(user.id)}${page === 1 ? '' : `?page=${page}`}#ledger`
          }
          label="Pagine dei movimenti punti"
        />
      </Panel>

      <Panel
        title="Recensioni"
        id="reviews"
        note={
          <Link to={`/admin/reviews?status=all&userId=${encodeURIComponent(user.id)}`} className="underline">
            Apri in Moderazione ({formatInteger(user.reviews.total)})
          </Link>
        }
      >
        {reviews.length === 0 ? (
          <p className="text-ink-muted">Nessuna recensione.</p>
        ) : (
          <ul className="divide-y divide-line text-sm">
            {reviews.map((review) => (
              <li key={review.id} className="flex flex-wrap items-center gap-2 py-2">
                <p>
                  <span className="font-medium">{review.title}</span>{' '}
                  <span className="text-ink-muted">
                    ·{' '}
                    <Link to={`/product/${review.productSlug}`} className="underline">
                      {review.productName}
                    </Link>{' '}
                    · {review.rating}/5 · {formatDate(review.createdAt)}
                  </span>
                </p>
                <StatusPill
                  tone={
                    review.status === 'pubblicata' ? 'green' : review.status === 'rifiutata' ? 'red' : 'amber'
                  }
                >
                  {REVIEW_STATUS_LABELS[review.status]}
                </StatusPill>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel
        title="Richieste premio"
        id="rewards"
        note={
          <Link to={`/admin/rewards?userId=${encodeURIComponent(user.id)}`} className="underline">
            Apri in Gestione Premi ({formatInteger(rewardRequests.total)})
          </Link>
        }
      >
        {rewardRequests.items.length === 0 ? (
          <p className="text-ink-muted">Nessuna richiesta.</p>
        ) : (
          <ul className="divide-y divide-line text-sm">
            {rewardRequests.items.map((request) => (
              <li key={request.id} className="flex flex-wrap items-center gap-2 py-2">
                <span className="font-medium">{request.rewardType}</span>
                <span className="text-ink-muted">
                  · {formatPoints(request.pointsCost)} · {formatDate(request.createdAt)}
                  {request.rejectionReason ? ` · ${request.rejectionReason}` : ''}
                </span>
                <StatusPill
                  tone={
                    request.status === 'approved' ? 'green' : request.status === 'rejected' ? 'red' : 'amber'
                  }
                >
                  {REWARD_STATUS_LABELS[request.status]}
                </StatusPill>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel title="Badge" id="badges">
        {detail.badges.length === 0 ? (
          <p className="text-ink-muted">Nessun badge.</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {detail.badges.map((badge) => (
              <li
                key={badge.id}
                className="flex items-center gap-3 rounded-xl border border-line p-3 text-sm"
              >
                <BadgeIcon icon={badge.icon} className="size-6 text-amber-700" />
                <span>
                  <span className="block font-semibold">{badge.name}</span>
                  <span className="text-ink-muted">dal {formatDate(badge.assignedAt)}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      {history}
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-ink-muted">{label}</dt>
      <dd className="text-lg font-semibold">{value}</dd>
    </div>
  );
}

function Panel(props: { title: string; id: string; note?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${props.id}-title`} className="rounded-2xl border border-line bg-surface p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${props.id}-title`} className="text-lg font-semibold">
          {props.title}
        </h2>
        {props.note && <p className="text-sm">{props.note}</p>}
      </div>
      <div className="mt-3">{props.children}</div>
    </section>
  );
}

/** '45 movimenti · 21–40' while there is more than one page; the count alone otherwise. */
function ledgerNote(ledger: AdminUserDetail['ledger']): string | undefined {
  if (ledger.total === 0) return undefined;
  const count = ledger.total === 1 ? '1 movimento' : `${formatInteger(ledger.total)} movimenti`;
  if (ledger.pageCount === 1) return count;
  const first = (ledger.page - 1) * USER_LEDGER_PAGE_SIZE + 1;
  return `${count} · ${formatInteger(first)}–${formatInteger(first + ledger.items.length - 1)}`;
}
