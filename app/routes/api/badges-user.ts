import { requireViewerApi } from '#app/modules/accounts/viewer.server.ts';
import { listProfileBadges } from '#app/modules/badges/award-badges.server.ts';
import type { Route } from './+types/badges-user';

/** GET /api/badges/user: every badge, with whether the signed-in person has unlocked it and when. */
export async function loader({ context }: Route.LoaderArgs) {
  const viewer = requireViewerApi(context);
  return { badges: await listProfileBadges(viewer.id) };
}
