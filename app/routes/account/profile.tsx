import { redirect } from 'react-router';
import { formAction } from '#app/lib/form-action.server.ts';
import { requireViewer } from '#app/modules/accounts/viewer.server.ts';
import { DecisionList } from '#app/modules/decisions/components/decision-list.tsx';
import { forThePerson, statementsOf } from '#app/modules/decisions/statements.server.ts';
import { listProfileBadges } from '#app/modules/badges/award-badges.server.ts';
import { cashbackSummary } from '#app/modules/cashback/cashback.server.ts';
import { CashbackPoints } from '#app/modules/cashback/components/cashback-points.tsx';
import { listActivities } from '#app/modules/points/activity.server.ts';
import { pointsHistory as pointsHistoryOf } from '#app/modules/points/points-history.server.ts';
import { parsePointsState } from '#app/modules/points/points-history.ts';
import { getPointsSummary } from '#app/modules/points/points-summary.server.ts';
import { ProfilePriceAlerts } from '#app/modules/price-alerts/components/profile-price-alerts.tsx';
import {
  PROFILE_ALERT_FAILURES,
  profileAlertCommandSchema,
} from '#app/modules/price-alerts/price-alerts.schema.ts';
import { listPriceAlerts } from '#app/modules/price-alerts/price-alerts.server.ts';
import { runProfileAlertCommand } from '#app/modules/price-alerts/run-profile-alert-command.server.ts';
import { listUserReviews } from '#app/modules/reviews/list-user-reviews.server.ts';
import { USER_REVIEW_SORTS, type UserReviewSort } from '#app/modules/reviews/review-display.ts';
import { listUserRewardRequests } from '#app/modules/rewards/rewards-catalog.server.ts';
import { ProfilePage, type ProfileTab } from '#app/modules/users/components/profile/profile-page.tsx';
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
  const current: ProfileTab =
    tab === 'points' || tab === 'rewards' || tab === 'alerts' || tab === 'decisions' ? tab : 'history';
  const history =
    current === 'history' ? await listUserReviews({ userId: viewer.id, sort, limit: HISTORY_LIMIT }) : null;
  const rewardRequests =
    current === 'rewards' ? await listUserRewardRequests(viewer.id, HISTORY_LIMIT) : null;
  const priceAlerts = current === 'alerts' ? await listPriceAlerts(viewer.id) : null;
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const pointsHistory =
    current === 'points'
      ? await pointsHistoryOf(viewer.id, {
          page: Number.isFinite(page) && page > 0 ? page : 1,
          state: parsePointsState(params.get('state')),
        })
      : null;
  const decisions =
    current === 'decisions' ? (await statementsOf(viewer.id, HISTORY_LIMIT)).map(forThePerson) : null;
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
    pointsHistory,
    rewardRequests,
    priceAlerts,
    decisions,
    badges,
    activity,
    cashback,
  };
}

/** 'Rimuovi' on a price alert: the flash message says it is gone, the list is read again. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = requireViewer(context, request);
  return formAction(request, {
    schema: profileAlertCommandSchema,
    failures: PROFILE_ALERT_FAILURES,
    run: (command) => runProfileAlertCommand(viewer.id, command),
  });
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { cashback, priceAlerts, decisions, ...page } = loaderData;
  return (
    <ProfilePage
      {...page}
      cashback={
        cashback.pending + cashback.confirmed > 0 && (
          <CashbackPoints pending={cashback.pending} confirmed={cashback.confirmed} className="mt-6" />
        )
      }
      priceAlerts={priceAlerts && <ProfilePriceAlerts alerts={priceAlerts} />}
      decisions={decisions && <DecisionList statements={decisions} />}
    />
  );
}
