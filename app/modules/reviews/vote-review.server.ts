import { and, eq } from 'drizzle-orm';
import { AppError } from '#app/lib/app-error.ts';
import { db } from '#app/lib/db.server.ts';
import { reviews, reviewVotes } from '#db/schema/index.ts';
import { isUuid } from '#app/lib/uuid.ts';
import { VOTE_ERRORS } from './review-vote.schema.ts';

/** 'Utile': once per person, never on one's own review, only on published reviews. */
export async function markReviewHelpful(options: {
  userId: string;
  reviewId: string;
}): Promise<{ helpfulCount: number; counted: boolean }> {
  if (!isUuid(options.reviewId)) throw new AppError('not_found', VOTE_ERRORS.notFound);
  const [review] = await db
    .select({ userId: reviews.userId })
    .from(reviews)
    .where(and(eq(reviews.id, options.reviewId), eq(reviews.status, 'pubblicata')));
  if (!review) throw new AppError('not_found', VOTE_ERRORS.notFound);
  if (review.userId === options.userId) throw new AppError('own_review', VOTE_ERRORS.own);
  const inserted = await db
    .insert(reviewVotes)
    .values({ reviewId: options.reviewId, userId: options.userId })
    .onConflictDoNothing()
    .returning({ reviewId: reviewVotes.reviewId });
  const [after] = await db
    .select({ helpfulCount: reviews.helpfulCount })
    .from(reviews)
    .where(eq(reviews.id, options.reviewId));
  return { helpfulCount: after?.helpfulCount ?? 0, counted: inserted.length > 0 };
}
