import { validationError } from '#app/lib/api.server.ts';
import { requireAdminApi } from '#app/modules/accounts/viewer.server.ts';
import { pendingReviewsQuery } from '#app/modules/api-docs/request.schema.server.ts';
import { listReviewsForModeration } from '#app/modules/reviews/list-moderation.server.ts';
import { parseModerationQuery } from '#app/modules/reviews/moderation-query.ts';
import type { Route } from './+types/reviews-pending';

/** GET /api/admin/reviews/pending: reviews waiting for moderation, oldest activity first page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdminApi(context);
  const parsed = pendingReviewsQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return validationError(parsed.error.issues);
  const query = parseModerationQuery(
    new URLSearchParams({
      status: 'in_revisione',
      pageSize: String(parsed.data.limit),
      page: String(parsed.data.page),
    }),
  );
  return listReviewsForModeration(admin, query);
}
