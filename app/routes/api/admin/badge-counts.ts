import { requireAdminApi } from '#app/modules/accounts/viewer.server.ts';
import { getBadgeCounts } from '#app/modules/badges/list-badges.server.ts';
import type { Route } from './+types/badge-counts';

/**
 * GET /api/admin/badges/counts (the spec's get_badge_counts): how many people hold each badge,
 * as {badge_id, assigned_users_count} rows; badges nobody holds are left out.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const rows = await getBadgeCounts(requireAdminApi(context));
  return rows.map((row) => ({ badge_id: row.badgeId, assigned_users_count: row.assignedUsersCount }));
}
