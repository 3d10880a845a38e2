import { Link } from 'react-router';
import { formatDate, formatInteger, formatPoints } from '#app/lib/format.ts';
import { StatusPill, type PillTone } from '#app/ui/admin/page-parts.tsx';
import type { AdminUserCard } from '../../list-users.server.ts';
import { USER_ROLE_LABELS, USER_STATUS_LABELS, type UserStatus } from '../../user-display.ts';
import { BadgeDialog } from './badge-dialog.tsx';
import type { BadgeOption } from './badge-select.tsx';
import { BlockDialog } from './block-dialog.tsx';
import { PointsDialog } from './points-dialog.tsx';

export const statusTone: Record<UserStatus, PillTone> = {
  active: 'green',
  blocked: 'red',
  unconfirmed: 'amber',
};

export const userPath = (id: string) => `/admin/users/${encodeURIComponent(id)}`;

/** One person in Gestione Utenti: who they are, their figures, and what an admin can do. */
export function UserCard(props: {
  user: AdminUserCard;
  badges: BadgeOption[];
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const { user } = props;
  const headingId = `user-${user.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-line bg-surface p-5">
      <div className="flex flex-wrap items-start gap-3">
        <label className="-m-2 flex min-h-11 min-w-11 items-center justify-center p-2">
          <input
            type="checkbox"
            checked={props.selected}
            onChange={(event) => props.onSelect(event.currentTarget.checked)}
            className="size-5"
          />
          <span className="sr-only">Seleziona {user.name}</span>
        </label>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-lg font-semibold">
              {user.name}
            </h2>
            <StatusPill tone={statusTone[user.status]}>{USER_STATUS_LABELS[user.status]}</StatusPill>
            <StatusPill tone={user.role === 'admin' ? 'blue' : 'grey'}>
              {USER_ROLE_LABELS[user.role]}
            </StatusPill>
          </div>
          <p className="break-all text-sm text-ink-muted">{user.email}</p>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-ink-muted">Saldo</dt>
          <dd className="font-semibold">{formatPoints(user.points)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Punti totali</dt>
          <dd className="font-semibold">
            {formatInteger(user.lifetimePoints)} · {user.tier}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">Recensioni</dt>
          <dd>
            {formatInteger(user.reviews.published)} pubblicate · {formatInteger(user.reviews.pending)} in
            revisione · {formatInteger(user.reviews.rejected)} rifiutate
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">Iscritto il</dt>
          <dd>{formatDate(user.createdAt)}</dd>
        </div>
        <div className="col-span-2 sm:col-span-4">
          <dt className="sr-only">Badge</dt>
          <dd>{user.badges.length > 0 ? `Badge: ${user.badges.join(', ')}` : 'Nessun badge'}</dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link
          to={userPath(user.id)}
          className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 underline"
        >
          Vedi utente<span className="sr-only"> {user.name}</span>
        </Link>
        <PointsDialog userId={user.id} name={user.name} balance={user.points} />
        <BadgeDialog userId={user.id} name={user.name} badges={props.badges} />
        <BlockDialog userId={user.id} name={user.name} blocked={user.banned} />
      </div>
    </article>
  );
}
