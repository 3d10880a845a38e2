import { z } from 'zod';
import { data } from 'react-router';
import { apiError, readJson, validationError } from '#app/lib/api.server.ts';
import { requireAdminApi } from '#app/modules/accounts/viewer.server.ts';
import { approveReview, deleteReview, rejectReview } from '#app/modules/reviews/moderate-review.server.ts';
import type { Route } from './+types/moderate-review';
import { uuidField } from '#app/lib/uuid.ts';

const schema = z.object({
  review_id: uuidField('review_id non valido'),
  action: z.enum(['approve', 'reject', 'delete'], { error: 'action deve essere approve, reject o delete' }),
  admin_comment: z.string().max(500).optional(),
});

/** POST /api/admin/moderate-review {review_id, action, admin_comment}: the comment is the rejection reason. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdminApi(context);
  try {
    const parsed = schema.safeParse(await readJson(request, 16 * 1024));
    if (!parsed.success) return validationError(parsed.error.issues);
    const { review_id: reviewId, action: verb, admin_comment: comment } = parsed.data;
    const outcome =
      verb === 'approve'
        ? await approveReview({ actor: admin, reviewId })
        : verb === 'reject'
          ? await rejectReview({ actor: admin, reviewId, reason: comment ?? '' })
          : await deleteReview({ actor: admin, reviewId });
    return data(outcome);
  } catch (error) {
    return apiError(error);
  }
}
