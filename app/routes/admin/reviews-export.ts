import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
import { exportReviewsCsv } from '#app/modules/reviews/export-reviews.server.ts';
import { parseModerationQuery } from '#app/modules/reviews/moderation-query.ts';
import type { Route } from './+types/reviews-export';

/** The moderation list, as filtered, in CSV (`;`, UTF-8 with BOM, the spec's columns). */
export function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin(context, request);
  return exportReviewsCsv(admin, parseModerationQuery(new URL(request.url).searchParams));
}
