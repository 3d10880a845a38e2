import { inArray } from 'drizzle-orm';
import { type Actor, AppError, assertAdmin } from '#app/lib/app-error.ts';
import { db } from '#app/lib/db.server.ts';
import { reviews } from '#db/schema/index.ts';
import { approveReview, rejectReview, undoDecision } from './moderate-review.server.ts';
import { MAX_BULK_REVIEWS, type UndoableDecision } from './moderation.schema.ts';

export type BulkOutcome = {
  /** The reviews this decision changed, in the order decided. */
  changed: string[];
  /** Already moderated (or gone) when their turn came: nothing changed for them. */
  alreadyModerated: number;
  pointsAwarded: number;
  /** Of the changed ones, those whose author is blocked (published without points). */
  authorsBlocked: number;
  /** Held by the integrity checks: never approved in bulk, each needs its own written reason. */
  held: number;
};

function checkBatch(actor: Actor, reviewIds: string[]) {
  assertAdmin(actor);
  if (reviewIds.length === 0 || reviewIds.length > MAX_BULK_REVIEWS)
    throw new AppError('invalid_selection', 'Selezione non valida');
}

/**
 * Approves or rejects several reviews in one request, each through approveReview / rejectReview
 * (its own transaction: points, badges, mail, activity, audit per review, as one by one). Their
 * states are read first in one query, so those already moderated cost nothing more; one decided
 * meanwhile by someone else is still caught by the service's lock and counted the same way.
 */
export async function decideReviews(
  actor: Actor,
  batch: { decision: 'approve' | 'reject'; reviewIds: string[]; reason?: string; rule?: string },
): Promise<BulkOutcome> {
  checkBatch(actor, batch.reviewIds);
  const states = await db
    .select({ id: reviews.id, status: reviews.status, riskHeld: reviews.riskHeld })
    .from(reviews)
    .where(inArray(reviews.id, batch.reviewIds));
  const approving = batch.decision === 'approve';
  const held = approving ? states.filter((row) => row.status === 'in_revisione' && row.riskHeld).length : 0;
  const pending = states
    .filter((row) => row.status === 'in_revisione' && !(approving && row.riskHeld))
    .map((row) => row.id)
    .sort();
  const outcome: BulkOutcome = {
    changed: [],
    alreadyModerated: 0,
    pointsAwarded: 0,
    authorsBlocked: 0,
    held,
  };
  for (const reviewId of pending) {
    let result;
    try {
      result = approving
        ? await approveReview({ actor, reviewId })
        : await rejectReview({ actor, reviewId, reason: batch.reason ?? '', rule: batch.rule ?? '' });
    } catch (error) {
      // Held since the states were read (its signals were just recomputed): left for its own decision.
      if (error instanceof AppError && error.code === 'held_for_review') {
        outcome.held += 1;
        continue;
      }
      throw error;
    }
    if (!result.changed) continue;
    outcome.changed.push(reviewId);
    outcome.pointsAwarded += result.pointsAwarded ?? 0;
    if (result.authorBlocked) outcome.authorsBlocked += 1;
  }
  outcome.alreadyModerated = batch.reviewIds.length - outcome.changed.length - outcome.held;
  return outcome;
}

/**
 * 'Annulla' for one decision or a bulk one: each review through undoDecision. A refusal (too
 * late, someone else's decision) is the answer when nothing could be undone; otherwise the undone
 * ones count and the rest are left as they are.
 */
export async function undoDecisions(
  actor: Actor,
  batch: { reviewIds: string[]; decision: UndoableDecision },
): Promise<{ undone: number; pointsReversed: number }> {
  checkBatch(actor, batch.reviewIds);
  let undone = 0;
  let pointsReversed = 0;
  let refusal: AppError | undefined;
  for (const reviewId of [...batch.reviewIds].sort()) {
    try {
      const result = await undoDecision({ actor, reviewId, decision: batch.decision });
      if (!result.changed) continue;
      undone += 1;
      pointsReversed += result.pointsReversed ?? 0;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refusal ??= error;
    }
  }
  if (undone === 0 && refusal) throw refusal;
  return { undone, pointsReversed };
}
