import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
import { RewardRequestsPage } from '#app/modules/rewards/components/admin/reward-requests-page.tsx';
import { listRewardRequests } from '#app/modules/rewards/list-reward-requests.server.ts';
import { parseRewardRequestsQuery } from '#app/modules/rewards/reward-requests-query.ts';
import { REWARD_FAILURES, rewardCommandSchema } from '#app/modules/rewards/reward-moderation.schema.ts';
import { runRewardCommand } from '#app/modules/rewards/run-reward-command.server.ts';
import { formAction } from '#app/lib/form-action.server.ts';
import type { Route } from './+types/rewards';

export const meta = () => [{ title: 'Gestione Premi | Provato' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin(context, request);
  const query = parseRewardRequestsQuery(new URL(request.url).searchParams);
  return { query, ...(await listRewardRequests(admin, query)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  return formAction(request, {
    schema: rewardCommandSchema,
    failures: REWARD_FAILURES,
    run: (command) => runRewardCommand(admin, command),
  });
}

export default function RewardsRoute({ loaderData }: Route.ComponentProps) {
  return <RewardRequestsPage {...loaderData} />;
}
