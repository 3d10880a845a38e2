import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Actor, AppError, assertAdmin, notFound } from '#app/lib/app-error.ts';
import { writeAudit } from '#app/lib/audit.server.ts';
import { db, type Transaction } from '#app/lib/db.server.ts';
import { isUuid } from '#app/lib/uuid.ts';
import { applyPoints, pointsEarnedBy } from '#app/modules/points/ledger.server.ts';
import { rejectReview, withdrawReview } from '#app/modules/reviews/moderate-review.server.ts';
import { setUserBlocked } from '#app/modules/users/block-user.server.ts';
import { accountClusterMembers, fraudReversals, reviews, users } from '#db/schema/index.ts';
import {
  adminInClusterMessage,
  CLUSTER_MESSAGES,
  MAX_CLUSTER_REASON,
  MAX_CLUSTER_REVIEWS,
} from './cluster.schema.ts';

/**
 * The actions on a group of linked accounts (issue 29 §3). Each goes through the service that
 * owns what it changes (moderation, blocking, the ledger), one transaction per review or account
 * as those services do, so a failure halfway leaves every finished step whole and a second run
 * finishes the rest; each writes a summary audit row for the group besides the services' own.
 */

/**
 * The rule every action on a group applies: one person, one account (terms art. 9.3). The group
 * was found by the machine and the action taken by an admin: decided with automatic help.
 */
const CLUSTER_RULE = 'conduct-multiple-accounts';

function checkedReason(reason: string): string {
  const trimmed = reason.trim();
  if (!trimmed) throw new AppError('reason_required', CLUSTER_MESSAGES.reasonRequired);
  if (trimmed.length > MAX_CLUSTER_REASON)
    throw new AppError('reason_too_long', CLUSTER_MESSAGES.reasonTooLong);
  return trimmed;
}

/** The group's members as they stand; an unknown or malformed group is 'not found'. */
async function membersOf(clusterId: string) {
  if (!isUuid(clusterId)) throw notFound(CLUSTER_MESSAGES.notFound);
  const members = await db
    .select({ id: users.id, email: users.email, role: users.role, banned: users.banned })
    .from(accountClusterMembers)
    .innerJoin(users, eq(users.id, accountClusterMembers.userId))
    .where(eq(accountClusterMembers.clusterId, clusterId))
    .orderBy(asc(users.createdAt), asc(users.id));
  if (members.length === 0) throw notFound(CLUSTER_MESSAGES.notFound);
  return members;
}

async function auditCluster(actor: Actor, clusterId: string, action: string, after: Record<string, unknown>) {
  await writeAudit(db, {
    actorId: actor.id,
    action,
    entityType: 'account_cluster',
    entityId: clusterId,
    after,
  });
}

/**
 * 'Rifiuta recensioni in attesa': every review of the group still in review, rejected with one
 * reason through moderation, so each author gets the rejection mail and the line in their activity.
 */
export async function rejectClusterPendingReviews(options: {
  actor: Actor;
  clusterId: string;
  reason: string;
}): Promise<{ rejected: number }> {
  assertAdmin(options.actor);
  const reason = checkedReason(options.reason);
  const members = await membersOf(options.clusterId);
  const pending = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(
      and(
        inArray(
          reviews.userId,
          members.map((member) => member.id),
        ),
        eq(reviews.status, 'in_revisione'),
      ),
    )
    .orderBy(asc(reviews.createdAt), asc(reviews.id));
  let rejected = 0;
  for (const review of pending) {
    const outcome = await rejectReview({
      actor: options.actor,
      reviewId: review.id,
      reason,
      rule: CLUSTER_RULE,
      automation: 'assisted',
    });
    if (outcome.changed) rejected += 1;
  }
  await auditCluster(options.actor, options.clusterId, 'cluster.reject_pending', { rejected, reason });
  return { rejected };
}

/**
 * 'Blocca account': every member not blocked yet, through the block service (their sessions end,
 * they get its mail). A group holding the acting admin or another admin is refused as a whole
 * before anything changes: an admin's account is never blocked from here.
 */
export async function blockClusterAccounts(options: {
  actor: Actor;
  clusterId: string;
  reason: string;
}): Promise<{ blocked: number }> {
  assertAdmin(options.actor);
  const reason = checkedReason(options.reason);
  const members = await membersOf(options.clusterId);
  if (members.some((member) => member.id === options.actor.id))
    throw new AppError('self_in_cluster', CLUSTER_MESSAGES.selfInCluster);
  const admin = members.find((member) => member.role === 'admin');
  if (admin) throw new AppError('admin_in_cluster', adminInClusterMessage(admin.email));
  let blocked = 0;
  for (const member of members.filter((person) => !person.banned)) {
    const outcome = await setUserBlocked({
      actor: options.actor,
      userId: member.id,
      blocked: true,
      reason,
      rule: CLUSTER_RULE,
      automation: 'assisted',
    });
    if (outcome.changed) blocked += 1;
  }
  await auditCluster(options.actor, options.clusterId, 'cluster.block', { blocked, reason });
  return { blocked };
}

export type ReversalOutcome = {
  /** Reviews reversed by this run (those reversed before are left as they are). */
  reviews: number;
  due: number;
  reversed: number;
  /** What could not be taken back because the balance would have gone below zero. */
  shortfall: number;
};

/**
 * 'Storna punti': for each review found fraudulent (the group's published reviews, or those
 * selected), what it earned is taken back through the ledger (its own kind, never below zero),
 * the shortfall is recorded, and the review is withdrawn from the site with the reason. Selected
 * ids must all be reviews of the group, published or already reversed; otherwise nothing changes.
 * Once per review: fraud_reversals' key makes a second run a no-op, even when nothing was taken.
 */
export async function reverseClusterPoints(options: {
  actor: Actor;
  clusterId: string;
  reason: string;
  reviewIds?: string[];
}): Promise<ReversalOutcome> {
  assertAdmin(options.actor);
  const reason = checkedReason(options.reason);
  const members = await membersOf(options.clusterId);
  const memberIds = members.map((member) => member.id);
  let targets: string[];
  if (options.reviewIds) {
    const ids = [...new Set(options.reviewIds)];
    if (ids.length === 0) throw new AppError('no_reviews', CLUSTER_MESSAGES.selectReviews);
    if (ids.length > MAX_CLUSTER_REVIEWS) throw new AppError('too_many', CLUSTER_MESSAGES.tooManyReviews);
    if (!ids.every(isUuid)) throw new AppError('not_in_cluster', CLUSTER_MESSAGES.reviewNotInCluster);
    const found = await db
      .select({
        id: reviews.id,
        userId: reviews.userId,
        status: reviews.status,
        reversed: sql<boolean>`exists (select 1 from ${fraudReversals} where ${fraudReversals.reviewId} = ${reviews.id})`,
      })
      .from(reviews)
      .where(inArray(reviews.id, ids));
    if (found.length !== ids.length || found.some((review) => !memberIds.includes(review.userId ?? '')))
      throw new AppError('not_in_cluster', CLUSTER_MESSAGES.reviewNotInCluster);
    if (found.some((review) => !review.reversed && review.status !== 'pubblicata'))
      throw new AppError('not_published', CLUSTER_MESSAGES.reviewNotPublished);
    targets = found.filter((review) => !review.reversed).map((review) => review.id);
  } else {
    const published = await db
      .select({ id: reviews.id })
      .from(reviews)
      .where(
        and(
          inArray(reviews.userId, memberIds),
          eq(reviews.status, 'pubblicata'),
          sql`not exists (select 1 from ${fraudReversals} where ${fraudReversals.reviewId} = ${reviews.id})`,
        ),
      )
      .orderBy(asc(reviews.createdAt), asc(reviews.id));
    targets = published.map((review) => review.id);
  }

  const outcome: ReversalOutcome = { reviews: 0, due: 0, reversed: 0, shortfall: 0 };
  for (const reviewId of targets) {
    const done = await db.transaction((tx) =>
      reverseReview(tx, { actor: options.actor, reviewId, reason, clusterId: options.clusterId }),
    );
    if (!done) continue;
    outcome.reviews += 1;
    outcome.due += done.due;
    outcome.reversed += done.reversed;
    outcome.shortfall += done.due - done.reversed;
  }
  await auditCluster(options.actor, options.clusterId, 'cluster.reverse_points', { ...outcome, reason });
  return outcome;
}

/** One review's reversal, in its own transaction; null when it was already reversed or is not published. */
async function reverseReview(
  tx: Transaction,
  options: { actor: Actor; reviewId: string; reason: string; clusterId: string },
): Promise<{ due: number; reversed: number } | null> {
  // The review's row lock orders two admins reversing the same review: the second finds the row below.
  const [review] = await tx
    .select({ id: reviews.id, userId: reviews.userId, status: reviews.status })
    .from(reviews)
    .where(eq(reviews.id, options.reviewId))
    .for('update');
  if (!review?.userId || review.status !== 'pubblicata') return null;
  const [already] = await tx
    .select({ reviewId: fraudReversals.reviewId })
    .from(fraudReversals)
    .where(eq(fraudReversals.reviewId, review.id));
  if (already) return null;

  const due = await pointsEarnedBy(tx, { type: 'review', id: review.id });
  let reversed = 0;
  if (due > 0) {
    const applied = await applyPoints(
      tx,
      {
        userId: review.userId,
        delta: -due,
        kind: 'review_fraud_reversed',
        idempotencyKey: `review-fraud-reversed:${review.id}`,
        reference: { type: 'review', id: review.id },
        actorId: options.actor.id,
        reason: options.reason,
      },
      { floorAtZero: true },
    );
    reversed = -(applied?.applied ?? 0);
  }
  // The primary key stands behind the check above: a reversal written twice rolls this one back.
  await tx.insert(fraudReversals).values({
    reviewId: review.id,
    userId: review.userId,
    pointsDue: due,
    pointsReversed: reversed,
    actorId: options.actor.id,
    reason: options.reason,
  });
  await withdrawReview(tx, {
    actor: options.actor,
    reviewId: review.id,
    reason: options.reason,
    rule: CLUSTER_RULE,
    pointsReversed: reversed,
  });
  await writeAudit(tx, {
    actorId: options.actor.id,
    action: 'review.fraud_reversal',
    entityType: 'review',
    entityId: review.id,
    before: { status: review.status },
    after: {
      pointsDue: due,
      pointsReversed: reversed,
      shortfall: due - reversed,
      clusterId: options.clusterId,
    },
  });
  return { due, reversed };
}
