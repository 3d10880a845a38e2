import { requireViewerApi } from '#app/modules/accounts/viewer.server.ts';
import { getPointsSummary } from '#app/modules/points/points-summary.server.ts';
import { countUserReviews } from '#app/modules/reviews/list-user-reviews.server.ts';
import type { Route } from './+types/dashboard-stats';

/** GET /api/dashboard/stats: points, tier, progress and review counts of the signed-in person. */
export async function loader({ context }: Route.LoaderArgs) {
  const viewer = requireViewerApi(context);
  const summary = await getPointsSummary(viewer.id);
  return {
    points: summary.points,
    lifetimePoints: summary.lifetimePoints,
    tier: summary.tier,
    nextTier: summary.nextTier,
    voucher: summary.voucher,
    reviews: await countUserReviews(viewer.id),
  };
}
