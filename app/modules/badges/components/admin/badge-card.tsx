import { formatDate, formatInteger } from '#app/lib/format.ts';
import { BADGE_ICON_LABELS } from '../../badge.schema.ts';
import type { AdminBadge } from '../../list-badges.server.ts';
import { BadgeIcon } from '../badge-icon.tsx';
import { BadgeFormDialog } from './badge-form-dialog.tsx';
import { BadgeHolderDialog } from './badge-holder-dialog.tsx';
import { DeleteBadgeDialog } from './delete-badge-dialog.tsx';

/** One badge: what it is, who has it, and what an admin can do with it. */
export function BadgeCard({ badge }: { badge: AdminBadge }) {
  return (
    <article
      aria-labelledby={`badge-${badge.id}`}
      className="flex h-full flex-col rounded-2xl border border-line bg-surface p-5"
    >
      <div className="flex items-start gap-3">
        <span className="rounded-xl bg-brand-50 p-3 text-brand-700">
          <BadgeIcon icon={badge.icon} className="size-6" />
        </span>
        <div className="min-w-0">
          <h2 id={`badge-${badge.id}`} className="text-lg font-semibold">
            {badge.name}
          </h2>
          <p className="text-sm text-ink-muted">Icona: {BADGE_ICON_LABELS[badge.icon]}</p>
        </div>
      </div>
      {badge.description && <p className="mt-3 text-sm">{badge.description}</p>}
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-ink-muted">Soglia</dt>
          <dd className="font-semibold">
            {badge.thresholdPoints > 0
              ? `${formatInteger(badge.thresholdPoints)} punti`
              : 'Solo assegnazione manuale'}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">Utenti assegnati</dt>
          <dd className="font-semibold">{formatInteger(badge.assignedCount)}</dd>
        </div>
        <div className="col-span-2">
          <dt className="sr-only">Creato il</dt>
          <dd className="text-ink-muted">Creato il {formatDate(badge.createdAt)}</dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <BadgeFormDialog badge={badge} />
        <BadgeHolderDialog badge={badge} mode="assign" />
        <BadgeHolderDialog badge={badge} mode="remove" />
        <DeleteBadgeDialog badge={badge} />
      </div>
    </article>
  );
}
