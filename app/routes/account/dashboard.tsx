import { Banknote, Gift, PenLine, Send, Trophy, User, Users } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate, formatPoints } from '#app/lib/format.ts';
import { requireViewer } from '#app/modules/accounts/viewer.server.ts';
import { listActivities } from '#app/modules/points/activity.server.ts';
import { ActivityList } from '#app/modules/points/components/activity-list.tsx';
import { ProgressBar } from '#app/modules/points/components/progress-bar.tsx';
import { waitingSummary } from '#app/modules/points/points-history.server.ts';
import { waitingSentence } from '#app/modules/points/points-history.ts';
import { getPointsSummary } from '#app/modules/points/points-summary.server.ts';
import { cashbackSummary } from '#app/modules/cashback/cashback.server.ts';
import { CashbackPoints } from '#app/modules/cashback/components/cashback-points.tsx';
import { getPointsProgramme } from '#app/modules/points/points-programme.server.ts';
import {
  capitalise,
  cashbackRange,
  invitePoints,
  reviewWorthSentence,
  surveyRange,
} from '#app/modules/points/points-promise.ts';
import { countUserReviews, listUserReviews } from '#app/modules/reviews/list-user-reviews.server.ts';
import { authorStatusLabel } from '#app/modules/reviews/review.schema.ts';
import { RewardReach } from '#app/modules/rewards/components/reward-reach.tsx';
import { listRewardCatalog } from '#app/modules/rewards/rewards-catalog.server.ts';
import { ButtonLink } from '#app/ui/button.tsx';
import type { Route } from './+types/dashboard';

export const meta = () => [{ title: 'Dashboard | Provato' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireViewer(context, request);
  const [summary, counts, latest, activity, cashback, catalog] = [
    await getPointsSummary(viewer.id),
    await countUserReviews(viewer.id),
    await listUserReviews({ userId: viewer.id, sort: 'recent', limit: 3 }),
    await listActivities(viewer.id, { limit: 5, offset: 0 }),
    await cashbackSummary(viewer.id, 0),
    await listRewardCatalog(null),
  ];
  return {
    firstName: viewer.firstName,
    summary,
    counts,
    latest: latest.items,
    activity,
    cashback,
    rewards: catalog.rewards.map(({ id, name, partner, costPoints }) => ({ id, name, partner, costPoints })),
    programme: getPointsProgramme(),
    waiting: await waitingSummary(viewer.id),
  };
}

const earnWays = [
  {
    to: '/surveys',
    icon: Send,
    title: 'Sondaggi',
    text: `${capitalise(surveyRange)} per ogni sondaggio completato.`,
  },
  {
    to: '/cashback',
    icon: Banknote,
    title: 'Cashback',
    text: `${capitalise(cashbackRange)} sugli acquisti dei partner che lo prevedono.`,
  },
  {
    to: '/invite',
    icon: Users,
    title: 'Invita un amico',
    text: `${invitePoints} per ogni amico che conferma la registrazione.`,
  },
];

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { firstName, summary, counts, latest, activity, cashback, rewards, programme, waiting } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">Ciao, {firstName ?? 'Utente'}!</h1>
      <p className="mt-2 text-ink-muted">Ecco il riepilogo del tuo account Provato.</p>

      {/* The balance first: what the person can spend, then where their cashback stands. */}
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="punti" className="rounded-2xl border border-line bg-surface p-6">
          <h2 id="punti" className="flex items-center gap-2 font-semibold">
            <Gift aria-hidden className="size-5 text-brand-700" /> I tuoi punti
          </h2>
          <p className="mt-3 text-4xl font-extrabold">{formatPoints(summary.points)}</p>
          <RewardReach points={summary.points} rewards={rewards} />
          {waiting.count > 0 && <p className="mt-3 text-sm">{waitingSentence(waiting)}</p>}
          <Link
            to="/profile?tab=points#punti-movimenti"
            className="mt-3 mr-4 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
          >
            Dove sono i miei punti
          </Link>
          <Link
            to="/profile?tab=rewards#rewards"
            className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
          >
            I miei premi
          </Link>
        </section>

        <section aria-labelledby="livello" className="rounded-2xl border border-line bg-surface p-6">
          <h2 id="livello" className="flex items-center gap-2 font-semibold">
            <Trophy aria-hidden className="size-5 text-brand-700" /> Livello {summary.tier}
          </h2>
          <p className="mt-3 text-sm text-ink-muted">
            {formatPoints(summary.lifetimePoints)} guadagnati in tutto · {counts.published} recensioni
            pubblicate
            {counts.pending > 0 ? `, ${counts.pending} in revisione` : ''}
          </p>
          {summary.nextTier ? (
            <>
              <div className="mt-4">
                <ProgressBar
                  label={`Avanzamento verso il livello ${summary.nextTier.next}`}
                  value={Math.round(summary.nextTier.progress * 100)}
                  max={100}
                />
              </div>
              <p className="mt-2 text-sm text-ink-muted">
                Ancora {formatPoints(summary.nextTier.missing)} per il livello {summary.nextTier.next}.
              </p>
            </>
          ) : (
            <p className="mt-4 text-sm font-semibold">Hai raggiunto il livello più alto!</p>
          )}
        </section>

        <section aria-labelledby="scrivi" className="rounded-2xl border border-line bg-surface p-6">
          <h2 id="scrivi" className="flex items-center gap-2 font-semibold">
            <PenLine aria-hidden className="size-5 text-brand-700" /> Scrivi una recensione
          </h2>
          <p className="mt-3 text-sm text-ink-muted">{reviewWorthSentence(programme)}</p>
          <div className="mt-4 flex flex-wrap gap-2">
            <ButtonLink to="/write-review">Scrivi una recensione</ButtonLink>
            <ButtonLink to="/profile" variant="secondary">
              <User aria-hidden className="size-4" /> Il mio profilo
            </ButtonLink>
          </div>
        </section>
      </div>

      {cashback.pending + cashback.confirmed > 0 && (
        <CashbackPoints pending={cashback.pending} confirmed={cashback.confirmed} className="mt-6" />
      )}

      <section aria-labelledby="altri-modi" className="mt-8">
        <h2 id="altri-modi" className="text-xl font-bold">
          Altri modi per guadagnare
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {earnWays.map((way) => (
            <li key={way.to}>
              <Link
                to={way.to}
                className="flex h-full gap-3 rounded-2xl border border-line bg-surface p-5 hover:border-brand-700"
              >
                <way.icon aria-hidden className="size-6 shrink-0 text-brand-700" />
                <span>
                  <span className="block font-semibold">{way.title}</span>
                  <span className="block text-sm text-ink-muted">{way.text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="attivita" className="rounded-2xl border border-line bg-surface p-6">
          <h2 id="attivita" className="text-xl font-bold">
            Attività recenti
          </h2>
          <ActivityList items={activity} />
        </section>
        <section aria-labelledby="ultime" className="rounded-2xl border border-line bg-surface p-6">
          <h2 id="ultime" className="text-xl font-bold">
            Le tue ultime recensioni
          </h2>
          {latest.length === 0 ? (
            <p className="mt-3 text-sm text-ink-muted">Non hai ancora scritto recensioni.</p>
          ) : (
            <ul className="mt-2 divide-y divide-line">
              {latest.map((review) => (
                <li key={review.id} className="py-3">
                  <p className="font-medium">{review.productName}</p>
                  <p className="text-sm text-ink-muted">
                    {authorStatusLabel(review)} · {formatDate(review.createdAt)}
                    {review.pointsEarned > 0 ? ` · +${formatPoints(review.pointsEarned)}` : ''}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
