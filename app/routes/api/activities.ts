import { z } from 'zod';
import { validationError } from '#app/lib/api.server.ts';
import { requireViewerApi } from '#app/modules/accounts/viewer.server.ts';
import { listActivities } from '#app/modules/points/activity.server.ts';
import type { Route } from './+types/activities';

const schema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, { error: 'limit deve essere tra 1 e 100' })
    .max(100, { error: 'limit deve essere tra 1 e 100' })
    .default(20),
  offset: z.coerce.number().int().min(0, { error: 'offset non può essere negativo' }).default(0),
});

/** GET /api/activities?limit=20&offset=0: the signed-in person's activity, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireViewerApi(context);
  const parsed = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return validationError(parsed.error.issues);
  return { items: await listActivities(viewer.id, parsed.data), ...parsed.data };
}
