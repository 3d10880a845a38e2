import type { ActionResult } from '#app/lib/form-action.server.ts';
import { successToast } from '#app/ui/toast.ts';
import { VOTE_THANKS, type ReviewVoteCommand } from './review-vote.schema.ts';
import { markReviewHelpful } from './vote-review.server.ts';

/**
 * 'Utile' for the signed-in person. The button says the thanks itself and the page's data, read
 * again after the vote, has the new count: a toast without a flash message.
 */
export async function runReviewVoteCommand(
  userId: string,
  command: ReviewVoteCommand,
): Promise<ActionResult> {
  await markReviewHelpful({ userId, reviewId: command.reviewId });
  return { toast: successToast(VOTE_THANKS) };
}
