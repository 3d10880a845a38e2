import { useEffect } from 'react';
import { data, Link, redirect, useLocation, useNavigate } from 'react-router';
import { asRefusal } from '#app/lib/form-action.server.ts';
import { flashCookie } from '#app/lib/flash.server.ts';
import { readForm } from '#app/lib/request-body.server.ts';
import { cashbackSummary } from '#app/modules/cashback/cashback.server.ts';
import { CashbackPoints } from '#app/modules/cashback/components/cashback-points.tsx';
import { PriceAlertList } from '#app/modules/price-alerts/components/price-alert-list.tsx';
import type { PriceAlertReply } from '#app/modules/price-alerts/components/price-alert-box.tsx';
import { listPriceAlerts, removePriceAlert } from '#app/modules/price-alerts/price-alerts.server.ts';
import { formatDate, formatPoints } from '#app/lib/format.ts';
import { requireViewer } from '#app/modules/accounts/viewer.server.ts';
import { listProfileBadges } from '#app/modules/badges/award-badges.server.ts';
import { BadgeIcon } from '#app/modules/badges/components/badge-icon.tsx';
import { listActivities } from '#app/modules/points/activity.server.ts';
import { ActivityList } from '#app/modules/points/components/activity-list.tsx';
import { VoucherProgress } from '#app/modules/points/components/voucher-progress.tsx';
import { getPointsSummary } from '#app/modules/points/points-summary.server.ts';
import { RewardRequestList } from '#app/modules/rewards/components/reward-request-list.tsx';
import { listUserRewardRequests } from '#app/modules/rewards/rewards-catalog.server.ts';
import { listUserReviews } from '#app/modules/reviews/list-user-reviews.server.ts';
import {
  USER_REVIEW_SORT_LABELS,
  USER_REVIEW_SORTS,
  reviewAnchor,
  type UserReviewSort,
} from '#app/modules/reviews/review-display.ts';
import { authorStatusLabel } from '#app/modules/reviews/review.schema.ts';
import { ButtonLink } from '#app/ui/button.tsx';
import { cn } from '#app/ui/cn.ts';
import { Stars } from '#app/ui/stars.tsx';
import type { Route } from './+types/profile';

export const meta = () => [{ title: 'Il mio profilo | Provato' }, { name: 'robots', content: 'noindex' }];

const HISTORY_LIMIT = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireViewer(context, request);
  const params = new URL(request.url).searchParams;
  const tab = params.get('tab');
  if (tab === 'settings') throw redirect('/settings');
  const requested = params.get('sort');
  const sort: UserReviewSort = USER_REVIEW_SORTS.includes(requested as UserReviewSort)
    ? (requested as UserReviewSort)
    : 'recent';
  const summary = await getPointsSummary(viewer.id);
  const current: ProfileTab = tab === 'rewards' || tab === 'alerts' ? tab : 'history';
  const history =
    current === 'history' ? await listUserReviews({ userId: viewer.id, sort, limit: HISTORY_LIMIT }) : null;
  const rewardRequests =
    current === 'rewards' ? await listUserRewardRequests(viewer.id, HISTORY_LIMIT) : null;
  const priceAlerts = current === 'alerts' ? await listPriceAlerts(viewer.id) : null;
  const badges = await listProfileBadges(viewer.id);
  const activity = await listActivities(viewer.id, { limit: 10, offset: 0 });
  const cashback = await cashbackSummary(viewer.id, 0);
  return {
    profile: {
      firstName: viewer.firstName,
      lastName: viewer.lastName,
      email: viewer.email,
      initials: viewer.initials,
      avatarUrl: viewer.avatarUrl,
    },
    summary,
    sort,
    tab: current,
    history,
    rewardRequests,
    priceAlerts,
    badges,
    activity,
    cashback,
  };
}

/** 'Rimuovi' on a price alert: back to the list with a toast, or the reason it failed. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = requireViewer(context, request);
  const form = await readForm(request);
  try {
    const { message } = await removePriceAlert(viewer.id, Object.fromEntries(form));
    return redirect('/profile?tab=alerts#avvisi', {
      headers: { 'Set-Cookie': flashCookie({ kind: 'success', title: 'Avviso rimosso', message }) },
    });
  } catch (error) {
    const refusal = asRefusal(error);
    return data({ intent: 'price-alert', ok: false, message: refusal.message } satisfies PriceAlertReply, {
      status: refusal.status,
    });
  }
}

const statusStyle = {
  in_revisione: 'bg-amber-100 text-amber-900',
  pubblicata: 'bg-green-100 text-green-900',
  rifiutata: 'bg-red-100 text-red-900',
} as const;

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { profile, summary, history, rewardRequests, priceAlerts, badges, activity, sort, tab, cashback } =
    loaderData;
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

      {cashback.pending + cashback.confirmed > 0 && (
        <CashbackPoints pending={cashback.pending} confirmed={cashback.confirmed} className="mt-6" />
      )}

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
        {rewardRequests && (
          <section id="rewards" aria-labelledby="i-miei-premi" className="mt-4 scroll-mt-24">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="i-miei-premi" className="text-xl font-bold">
                I miei Premi
              </h2>
              <ButtonLink to="/rewards" variant="secondary">
                Riscatta un premio
              </ButtonLink>
            </div>
            {rewardRequests.length === 0 ? (
              <p className="mt-4 text-ink-muted">
                Non hai ancora riscattato premi: trasforma i tuoi punti in buoni sconto.
              </p>
            ) : (
              <RewardRequestList items={rewardRequests} />
            )}
          </section>
        )}
        {priceAlerts && (
          <section id="avvisi" aria-labelledby="avvisi-di-prezzo" className="mt-4 scroll-mt-24">
            <h2 id="avvisi-di-prezzo" className="text-xl font-bold">
              Avvisi di prezzo
            </h2>
            <p className="mt-1 text-sm text-ink-muted">
              Ti scriviamo quando il prezzo di un prodotto che segui scende. Puoi disattivare queste e-mail in{' '}
              <Link to="/settings" className="text-brand-700 underline">
                Impostazioni
              </Link>
              .
            </p>
            <PriceAlertList alerts={priceAlerts} />
          </section>
        )}
      </div>

      <section aria-labelledby="badge" className="mt-6 rounded-2xl border border-line bg-surface p-6">
        <h2 id="badge" className="text-xl font-bold">
          Badge
        </h2>
        {badges.length === 0 ? (
          <p className="mt-3 text-ink-muted">Nessun badge disponibile per ora.</p>
        ) : (
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {badges.map((badge) => {
              return (
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
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="attivita" className="mt-6 rounded-2xl border border-line bg-surface p-6">
        <h2 id="attivita" className="text-xl font-bold">
          Attività recenti
        </h2>
        <ActivityList items={activity} />
      </section>
    </div>
  );
}

type ProfileTab = 'history' | 'rewards' | 'alerts';

const PROFILE_TABS = [
  { key: 'history', label: 'Storico Recensioni', href: '/profile' },
  { key: 'rewards', label: 'I miei Premi', href: '/profile?tab=rewards#rewards' },
  { key: 'alerts', label: 'Avvisi di prezzo', href: '/profile?tab=alerts#avvisi' },
] as const satisfies readonly { key: ProfileTab; label: string; href: string }[];

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

function ReviewHistory({
  history,
  sort,
}: {
  history: NonNullable<Route.ComponentProps['loaderData']['history']>;
  sort: UserReviewSort;
}) {
  return (
    <section aria-labelledby="storico" className="mt-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="storico" className="text-xl font-bold">
          Storico Recensioni
        </h2>
        <nav aria-label="Ordina lo storico" className="flex gap-1">
          {USER_REVIEW_SORTS.map((option) => (
            <Link
              key={option}
              to={option === 'recent' ? '/profile' : `/profile?sort=${option}`}
              preventScrollReset
              aria-current={option === sort ? 'true' : undefined}
              className="inline-flex min-h-11 items-center rounded-lg border border-line px-3 text-sm aria-[current=true]:border-brand-700 aria-[current=true]:bg-brand-50 aria-[current=true]:font-semibold"
            >
              {USER_REVIEW_SORT_LABELS[option]}
            </Link>
          ))}
        </nav>
      </div>
      {history.items.length === 0 ? (
        <p className="mt-4 text-ink-muted">Non hai ancora scritto recensioni.</p>
      ) : (
        <ul className="mt-4 divide-y divide-line">
          {history.items.map((review) => (
            <li key={review.id} id={reviewAnchor(review.id)} className="scroll-mt-24 py-4">
              <div className="flex flex-wrap items-center gap-3">
                {review.productStatus === 'approved' ? (
                  <Link to={`/product/${review.productSlug}`} className="font-semibold underline">
                    {review.productName}
                  </Link>
                ) : (
                  <span className="font-semibold">{review.productName}</span>
                )}
                <span
                  className={cn(
                    'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                    statusStyle[review.status],
                  )}
                >
                  {authorStatusLabel(review)}
                </span>
              </div>
              <div className="mt-1 flex flex-wrap items-center gap-3 text-sm text-ink-muted">
                <Stars value={review.rating} size="sm" />
                <span>{formatDate(review.createdAt)}</span>
                <span>{review.pointsEarned > 0 ? `+${formatPoints(review.pointsEarned)}` : '0 punti'}</span>
              </div>
              <p className="mt-1">{review.title}</p>
              {review.status === 'rifiutata' && review.rejectionReason && (
                <p className="mt-1 text-sm text-red-800">Motivo: {review.rejectionReason}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      {history.total > history.items.length && (
        <p className="mt-3 text-sm text-ink-muted">
          Mostrate le ultime {history.items.length} di {history.total} recensioni.
        </p>
      )}
    </section>
  );
}
