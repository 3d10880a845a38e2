import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
import { exportRewardRequestsCsv } from '#app/modules/rewards/list-reward-requests.server.ts';
import { parseRewardRequestsQuery } from '#app/modules/rewards/reward-requests-query.ts';
import type { Route } from './+types/rewards-export';

export function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin(context, request);
  return exportRewardRequestsCsv(admin, parseRewardRequestsQuery(new URL(request.url).searchParams));
}
