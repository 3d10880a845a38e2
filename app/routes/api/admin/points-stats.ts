import { requireAdminApi } from '#app/modules/accounts/viewer.server.ts';
import { getPointsStats } from '#app/modules/users/adjust-points.server.ts';
import type { Route } from './+types/points-stats';

/** GET /api/admin/points/stats (the spec's get_points_stats): total_points is the sum of balances. */
export async function loader({ context }: Route.LoaderArgs) {
  const stats = await getPointsStats(requireAdminApi(context));
  return {
    total_points: stats.totalPoints,
    total_issued: stats.totalIssued,
    users_with_points: stats.usersWithPoints,
  };
}
