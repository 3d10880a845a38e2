import { formatPoints } from '#app/lib/format.ts';
import { cn } from '#app/ui/cn.ts';
import type { ProfileBadge } from '../award-badges.server.ts';
import { BadgeIcon } from './badge-icon.tsx';

/** The profile's 'Badge': every badge, unlocked or with what it takes to unlock it. */
export function ProfileBadges({ badges }: { badges: ProfileBadge[] }) {
  return (
    <section aria-labelledby="badge" className="mt-6 rounded-2xl border border-line bg-surface p-6">
      <h2 id="badge" className="text-xl font-bold">
        Badge
      </h2>
      {badges.length === 0 ? (
        <p className="mt-3 text-ink-muted">Nessun badge disponibile per ora.</p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {badges.map((badge) => (
            <li
              key={badge.id}
              className={cn(
                'rounded-xl border p-4 text-center',
                badge.unlocked ? 'border-brand-700 bg-brand-50' : 'border-dashed border-line',
              )}
            >
              <BadgeIcon
                icon={badge.icon}
                className={cn('mx-auto size-8', badge.unlocked ? 'text-amber-600' : 'text-gray-500')}
              />
              <p className="mt-2 text-sm font-semibold">{badge.name}</p>
              <p className="text-xs text-ink-muted">{badge.description}</p>
              <p className="mt-1 text-xs font-medium">
                {badge.unlocked
                  ? 'Sbloccato'
                  : badge.thresholdPoints > 0
                    ? `Da ${formatPoints(badge.thresholdPoints)}`
                    : 'Assegnato dallo staff'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
