import { type ReactNode, useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { formatPoints } from '#app/lib/format.ts';
import type { ProfileBadge } from '#app/modules/badges/award-badges.server.ts';
import { ProfileBadges } from '#app/modules/badges/components/profile-badges.tsx';
import { type ActivityItem, ActivityList } from '#app/modules/points/components/activity-list.tsx';
import { PointsHistoryList } from '#app/modules/points/components/points-history-list.tsx';
import { VoucherProgress } from '#app/modules/points/components/voucher-progress.tsx';
import type { PointsHistory } from '#app/modules/points/points-history.server.ts';
import type { getPointsSummary } from '#app/modules/points/points-summary.server.ts';
import { type ReviewHistoryPage, ReviewHistory } from '#app/modules/reviews/components/review-history.tsx';
import type { UserReviewSort } from '#app/modules/reviews/review-display.ts';
import { ProfileRewards } from '#app/modules/rewards/components/profile-rewards.tsx';
import type { RewardRequestItem } from '#app/modules/rewards/components/reward-request-list.tsx';
import { ButtonLink } from '#app/ui/button.tsx';

export type ProfileTab = 'history' | 'points' | 'rewards' | 'alerts' | 'decisions';

const PROFILE_TABS = [
  { key: 'history', label: 'Storico Recensioni', href: '/profile' },
  { key: 'points', label: 'Punti', href: '/profile?tab=points#punti-movimenti' },
  { key: 'rewards', label: 'I miei Premi', href: '/profile?tab=rewards#rewards' },
  { key: 'alerts', label: 'Avvisi di prezzo', href: '/profile?tab=alerts#avvisi' },
  { key: 'decisions', label: 'Decisioni', href: '/profile?tab=decisions#decisioni' },
] as const satisfies readonly { key: ProfileTab; label: string; href: string }[];

export type ProfilePageData = {
  profile: {
    firstName: string | null;
    lastName: string | null;
    email: string;
    initials: string;
    avatarUrl: string | null;
  };
  summary: Awaited<ReturnType<typeof getPointsSummary>>;
  sort: UserReviewSort;
  tab: ProfileTab;
  /** Only the open tab's list is read: the others are null. */
  history: ReviewHistoryPage | null;
  pointsHistory: PointsHistory | null;
  rewardRequests: RewardRequestItem[] | null;
  badges: ProfileBadge[];
  activity: ActivityItem[];
};

/**
 * /profile: who, the points and the next voucher, the tabs (reviews, points, rewards, price alerts, decisions), the
 * badges and the latest activity. The cashback card and the price alerts tab come from their own
 * modules (which read the people of this one), as slots.
 */
export function ProfilePage(
  props: ProfilePageData & {
    /** The cashback card, when the person has any cashback. */
    cashback: ReactNode;
    /** The 'Avvisi di prezzo' tab's content, when that tab is open. */
    priceAlerts: ReactNode;
    /** The 'Decisioni' tab's content (the statements of reasons), when that tab is open. */
    decisions: ReactNode;
  },
) {
  const { profile, summary, history, rewardRequests, badges, activity, sort, tab } = props;
  useRewardsAnchor(rewardRequests !== null);
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ') || 'Utente';
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="sr-only">Il mio Profilo</h1>
      <section className="flex flex-col items-start gap-6 rounded-2xl border border-line bg-surface p-6 sm:flex-row sm:items-center">
        {profile.avatarUrl ? (
          <img src={profile.avatarUrl} alt="" className="size-20 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden
            className="flex size-20 items-center justify-center rounded-full bg-brand-700 text-2xl font-bold text-white"
          >
            {profile.initials}
          </span>
        )}
        <div className="flex-1">
          <p className="text-2xl font-bold">{name}</p>
          <p className="text-ink-muted">{profile.email}</p>
          <p className="mt-2 flex flex-wrap gap-x-4 font-semibold">
            <span>Livello {summary.tier}</span>
            <span>{formatPoints(summary.points)}</span>
          </p>
        </div>
        <ButtonLink to="/settings" variant="secondary">
          Modifica Profilo
        </ButtonLink>
      </section>

      <section aria-labelledby="punti" className="mt-6 rounded-2xl border border-line bg-surface p-6">
        <h2 id="punti" className="font-semibold">
          Prossimo buono
        </h2>
        <VoucherProgress {...summary.voucher} />
        <ButtonLink to="/write-review" className="mt-3">
          Scrivi una recensione
        </ButtonLink>
      </section>

      {props.cashback}

      <div className="mt-6 rounded-2xl border border-line bg-surface p-6">
        <nav
          aria-label="Sezioni del profilo"
          className="flex gap-2 overflow-x-auto border-b border-line whitespace-nowrap"
        >
          {PROFILE_TABS.map((item) => (
            <Link
              key={item.key}
              to={item.href}
              preventScrollReset
              aria-current={item.key === tab ? 'page' : undefined}
              className="-mb-px inline-flex min-h-11 items-center border-b-2 border-transparent px-3 font-semibold text-ink-muted aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-700"
            >
              {item.label}
            </Link>
          ))}
        </nav>
        {history && <ReviewHistory history={history} sort={sort} />}
        {props.pointsHistory && <PointsHistoryList history={props.pointsHistory} />}
        {rewardRequests && <ProfileRewards requests={rewardRequests} />}
        {props.priceAlerts}
        {props.decisions}
      </div>

      <ProfileBadges badges={badges} />

      <section aria-labelledby="attivita" className="mt-6 rounded-2xl border border-line bg-surface p-6">
        <h2 id="attivita" className="text-xl font-bold">
          Attività recenti
        </h2>
        <ActivityList items={activity} />
      </section>
    </div>
  );
}

/** /profile#rewards (the dashboard's and the e-mails' link) opens the 'I miei Premi' tab. */
function useRewardsAnchor(showingRewards: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (location.hash === '#rewards' && !showingRewards) {
      void navigate('/profile?tab=rewards#rewards', { replace: true });
    }
  }, [location.hash, showingRewards, navigate]);
}
