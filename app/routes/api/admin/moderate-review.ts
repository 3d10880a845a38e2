import { data } from 'react-router';
import { apiError, commandRefused, readJson, validationError } from '#app/lib/api.server.ts';
import { requireAdminApi } from '#app/modules/accounts/viewer.server.ts';
import { moderateReviewBody } from '#app/modules/api-docs/request.schema.server.ts';
import { approveReview, deleteReview, rejectReview } from '#app/modules/reviews/moderate-review.server.ts';
import { moderationCommandSchema } from '#app/modules/reviews/moderation.schema.ts';
import type { Route } from './+types/moderate-review';

/**
 * POST /api/admin/moderate-review {review_id, action, admin_comment, rule}: rejecting, the rule is
 * the code of the clause applied and the comment the reason added to it; or, approving a review held by the integrity checks, the moderator's written override.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdminApi(context);
  try {
    const payload = moderateReviewBody.safeParse(await readJson(request, 16 * 1024));
    if (!payload.success) return validationError(payload.error.issues);
    const parsed = moderationCommandSchema.safeParse({
      intent: payload.data.action,
      reviewId: payload.data.review_id,
      reason: payload.data.admin_comment,
      rule: payload.data.rule,
      ...(payload.data.action === 'approve' && typeof payload.data.admin_comment === 'string'
        ? { override: payload.data.admin_comment }
        : {}),
    });
    if (!parsed.success)
      return commandRefused(parsed.error.issues, {
        reviewId: 'review_id',
        reason: 'admin_comment',
        rule: 'rule',
      });
    const command = parsed.data;
    // The body's `action` is approve, reject or delete: the page's other intents never reach here.
    const outcome =
      command.intent === 'approve'
        ? await approveReview({ actor: admin, reviewId: command.reviewId, override: command.override })
        : command.intent === 'reject'
          ? await rejectReview({
              actor: admin,
              reviewId: command.reviewId,
              reason: command.reason,
              rule: command.rule,
            })
          : command.intent === 'delete'
            ? await deleteReview({ actor: admin, reviewId: command.reviewId })
            : null;
    if (!outcome) return validationError([]);
    return data(outcome);
  } catch (error) {
    return apiError(error);
  }
}
