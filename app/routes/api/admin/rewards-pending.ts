import { validationError } from '#app/lib/api.server.ts';
import { requireAdminApi } from '#app/modules/accounts/viewer.server.ts';
import { pendingRewardsQuery } from '#app/modules/api-docs/request.schema.server.ts';
import { listRewardRequests } from '#app/modules/rewards/list-reward-requests.server.ts';
import { parseRewardRequestsQuery } from '#app/modules/rewards/reward-requests-query.ts';
import type { Route } from './+types/rewards-pending';

/** GET /api/admin/rewards/pending?limit&page: reward requests waiting for an admin, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdminApi(context);
  const parsed = pendingRewardsQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return validationError(parsed.error.issues);
  const query = parseRewardRequestsQuery(
    new URLSearchParams({
      status: 'pending',
      pageSize: String(parsed.data.limit),
      page: String(parsed.data.page),
    }),
  );
  const { items, total, pageCount } = await listRewardRequests(admin, query);
  return { items, total, pageCount, page: query.page, limit: query.pageSize };
}
