import { Gift } from 'lucide-react';
import { data, Link, redirect } from 'react-router';
import { asRefusal } from '#app/lib/form-action.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { flashCookie } from '#app/lib/flash.server.ts';
import { formatPoints } from '#app/lib/format.ts';
import { viewerContext } from '#app/modules/accounts/viewer.server.ts';
import { getPointsProgramme } from '#app/modules/points/points-programme.server.ts';
import {
  capitalise,
  cashbackRange,
  invitePoints,
  reviewAwardSentence,
  surveyRange,
  voucherRate,
} from '#app/modules/points/points-promise.ts';
import { VOUCHER_EUROS, VOUCHER_POINTS } from '#app/modules/points/points-rules.ts';
import { RedeemButton } from '#app/modules/rewards/components/redeem-button.tsx';
import { LatestRewardRequest } from '#app/modules/rewards/components/reward-request-list.tsx';
import { redeemReward } from '#app/modules/rewards/redeem-reward.server.ts';
import { listRewardCatalog, listUserRewardRequests } from '#app/modules/rewards/rewards-catalog.server.ts';
import { ButtonLink } from '#app/ui/button.tsx';
import { FeatureCards } from '#app/ui/feature-cards.tsx';
import { canonicalLink } from '#app/lib/site.ts';
import type { Route } from './+types/rewards';
import { readForm } from '#app/lib/request-body.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = context.get(viewerContext);
  const config = getConfig();
  const catalog = await listRewardCatalog(viewer?.id ?? null);
  const requests = viewer ? await listUserRewardRequests(viewer.id, 20) : [];
  return {
    ...catalog,
    redeemed: requests,
    signedIn: Boolean(viewer),
    // One key per page view: a double click or a resent form redeems once.
    redeemKey: crypto.randomUUID(),
    programme: getPointsProgramme(),
    origin: config.baseUrl,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: 'Premi: trasforma i punti in buoni | Provato' },
    {
      name: 'description',
      content: `Come guadagnare punti su Provato e trasformarli in buoni acquisto: ${VOUCHER_POINTS} punti valgono un buono da ${VOUCHER_EUROS} €.`,
    },
    canonicalLink(loaderData?.origin, '/rewards'),
  ];
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = context.get(viewerContext);
  if (!viewer) throw redirect('/auth?redirect=/rewards');
  const form = await readForm(request);
  try {
    const outcome = await redeemReward({
      userId: viewer.id,
      rewardId: String(form.get('rewardId') ?? ''),
      idempotencyKey: String(form.get('key') ?? ''),
    });
    return redirect('/profile?tab=rewards#rewards', {
      headers: {
        'Set-Cookie': flashCookie({
          kind: 'success',
          title: 'Premio richiesto',
          message: `Abbiamo scalato ${outcome.pointsCost} punti: riceverai il codice per email appena approvato.`,
        }),
      },
    });
  } catch (error) {
    const refusal = asRefusal(error);
    return data({ error: refusal.message }, { status: refusal.status });
  }
}

export default function Rewards({ loaderData, actionData }: Route.ComponentProps) {
  const { rewards, points, programme, signedIn, redeemed } = loaderData;
  // Newest first: a voucher's first match is the person's latest request for it, in whatever state.
  const latestRequest = (name: string) => redeemed.find((request) => request.rewardType === name);
  const ways = [
    {
      title: 'Recensioni',
      text: reviewAwardSentence(programme),
    },
    {
      title: 'Sondaggi',
      text: `${capitalise(surveyRange)} per sondaggio completato.`,
    },
    {
      title: 'Cashback',
      text: `${capitalise(cashbackRange)} sugli acquisti dei partner che lo prevedono.`,
    },
    {
      title: 'Invita un amico',
      text: `${invitePoints} per ogni amico che conferma la registrazione.`,
    },
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">Premi</h1>
      <p className="mt-2 max-w-2xl text-lg text-ink-muted">
        {voucherRate}. Guadagni punti con le recensioni e le altre attività, li trasformi in buoni dei nostri
        partner.
      </p>
      <section aria-labelledby="come-guadagnare" className="mt-8">
        <h2 id="come-guadagnare" className="text-xl font-bold">
          Come guadagnare punti
        </h2>
        <FeatureCards items={ways} className="md:grid-cols-4" />
      </section>

      <section aria-labelledby="catalogo-premi" className="mt-10">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="catalogo-premi" className="text-xl font-bold">
            Buoni disponibili
          </h2>
          {points !== null && <p className="font-semibold">Hai {formatPoints(points)}</p>}
        </div>
        {actionData && 'error' in actionData && (
          <p
            role="alert"
            className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800"
          >
            {actionData.error}
          </p>
        )}
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {rewards.map((reward) => {
            const latest = latestRequest(reward.name);
            return (
              <li key={reward.id} className="flex flex-col rounded-2xl border border-line bg-surface p-5">
                <Gift aria-hidden className="size-8 text-brand-700" />
                <h3 className="mt-3 text-lg font-bold">{reward.name}</h3>
                <p className="text-sm text-ink-muted">{reward.partner}</p>
                <p className="mt-2 font-semibold whitespace-nowrap">{formatPoints(reward.costPoints)}</p>
                {latest && <LatestRewardRequest request={latest} />}
                <div className="mt-auto pt-4">
                  {!signedIn ? (
                    <ButtonLink to="/auth?redirect=/rewards" variant="secondary" className="w-full">
                      Accedi per riscattare
                    </ButtonLink>
                  ) : reward.affordable ? (
                    <>
                      <p className="mb-2 text-sm font-medium text-green-800">Disponibile</p>
                      <RedeemButton
                        rewardId={reward.id}
                        rewardName={reward.name}
                        costPoints={reward.costPoints}
                        balance={points ?? 0}
                        redeemKey={`${loaderData.redeemKey}-${reward.id}`}
                      />
                    </>
                  ) : (
                    <p className="text-sm font-medium text-ink-muted">
                      Non disponibile: ti mancano {formatPoints(reward.costPoints - (points ?? 0))}
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
        {signedIn && (
          <p className="mt-4 text-sm">
            <Link to="/profile?tab=rewards#rewards" className="font-semibold text-brand-700 underline">
              Vedi i tuoi premi
            </Link>
          </p>
        )}
      </section>
    </div>
  );
}
