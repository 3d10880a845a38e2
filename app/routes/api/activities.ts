import { validationError } from '#app/lib/api.server.ts';
import { requireViewerApi } from '#app/modules/accounts/viewer.server.ts';
import { activitiesQuery } from '#app/modules/api-docs/request.schema.server.ts';
import { listActivities } from '#app/modules/points/activity.server.ts';
import type { Route } from './+types/activities';

/** GET /api/activities?limit=20&offset=0: the signed-in person's activity, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireViewerApi(context);
  const parsed = activitiesQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return validationError(parsed.error.issues);
  return { items: await listActivities(viewer.id, parsed.data), ...parsed.data };
}
