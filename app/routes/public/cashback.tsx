import { getConfig } from '#app/lib/env.server.ts';
import { formAction, refusalAnswer } from '#app/lib/form-action.server.ts';
import { canonicalLink } from '#app/lib/site.ts';
import { viewerContext } from '#app/modules/accounts/viewer.server.ts';
import { cashbackBandRows } from '#app/modules/cashback/cashback-bands.ts';
import { listOwnClaims } from '#app/modules/cashback/cashback-claims.server.ts';
import { cashbackSummary } from '#app/modules/cashback/cashback.server.ts';
import {
  CASHBACK_CLAIM_FAILURES,
  CASHBACK_MESSAGES as M,
  cashbackClaimCommandSchema,
} from '#app/modules/cashback/cashback.schema.ts';
import { CashbackProgrammePage } from '#app/modules/cashback/components/cashback-programme-page.tsx';
import { recentShopClicks } from '#app/modules/cashback/recent-clicks.server.ts';
import { runCashbackClaimCommand } from '#app/modules/cashback/run-cashback-claim-command.server.ts';
import { CASHBACK_POINTS } from '#app/modules/points/points-rules.ts';
import type { Route } from './+types/cashback';

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = context.get(viewerContext);
  return {
    origin: getConfig().baseUrl,
    points: CASHBACK_POINTS,
    bands: cashbackBandRows(),
    mine: viewer
      ? {
          summary: await cashbackSummary(viewer.id),
          claims: await listOwnClaims(viewer.id),
          clicks: await recentShopClicks(viewer.id),
        }
      : null,
  };
}

/** "Il mio acquisto non compare": signed-in people only; the claim is checked by its schema and service. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = context.get(viewerContext);
  if (!viewer) return refusalAnswer('claim', M.signInToClaim, 401);
  return formAction(request, {
    schema: cashbackClaimCommandSchema,
    failures: CASHBACK_CLAIM_FAILURES,
    run: (command) => runCashbackClaimCommand(viewer.id, command),
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const points = loaderData?.points ?? CASHBACK_POINTS;
  return [
    { title: 'Cashback in punti | Provato' },
    {
      name: 'description',
      content: `Come funziona il cashback di Provato: da ${points.min} a ${points.max} punti sugli acquisti nei negozi che lo indicano, in base all'importo dell'ordine.`,
    },
    canonicalLink(loaderData?.origin, '/cashback'),
  ];
}

export default function Cashback({ loaderData }: Route.ComponentProps) {
  return <CashbackProgrammePage {...loaderData} />;
}
