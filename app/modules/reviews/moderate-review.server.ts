import { eq } from 'drizzle-orm';
import type { UndoableDecision } from './moderation.schema.ts';
import { type Actor, AppError, assertAdmin, notFound } from '#app/lib/app-error.ts';
import { writeAudit } from '#app/lib/audit.server.ts';
import { db, type Transaction } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { awardThresholdBadges } from '#app/modules/badges/award-badges.server.ts';
import { removeImages } from '#app/modules/media/store-image.server.ts';
import { notifyByEmail } from '#app/modules/notifications/notification-settings.server.ts';
import { refreshReviewSignals } from '#app/modules/integrity/review-signals.server.ts';
import { recordActivity } from '#app/modules/points/activity.server.ts';
import { applyPoints, pointsEarnedBy, referenceLedger } from '#app/modules/points/ledger.server.ts';
import { reviewAward } from '#app/modules/points/points-rules.ts';
import { fraudReversals, products, profiles, reviewImages, reviews, users } from '#db/schema/index.ts';
import { reviewApprovedEmail, reviewRejectedEmail } from './review-emails.ts';
import type { reviewEditSchema } from './review.schema.ts';
import type { z } from 'zod';
import { isUuid } from '#app/lib/uuid.ts';
import { statementLines } from '#app/modules/decisions/statement-text.ts';
import {
  type Automation,
  checkRule,
  dropStatement,
  recordStatement,
} from '#app/modules/decisions/statements.server.ts';

export type ModerationOutcome = {
  changed: boolean;
  pointsAwarded?: number;
  pointsReversed?: number;
  /** The author's account is blocked: the review was published, but it earned nothing. */
  authorBlocked?: boolean;
};

export const MODERATION_ERRORS = {
  notFound: 'Recensione non trovata',
  notPending: 'Solo le recensioni in revisione possono essere approvate o rifiutate',
  reason: 'Indica il motivo del rifiuto',
  held: 'Questa recensione è trattenuta per verifica: per approvarla scrivi perché la ritieni autentica',
  undoLate: 'Non è più possibile annullare questa decisione: sono passati più di 5 minuti',
  undoOther: 'Puoi annullare solo le decisioni prese da te',
  undoWithdrawn:
    'Questa recensione è stata ritirata con lo storno dei punti di un gruppo di account collegati: la decisione non si annulla da qui',
} as const;

/** How long after a decision its moderator may take it back ('Annulla' shows for 30 seconds). */
export const UNDO_WINDOW_MS = 5 * 60 * 1000;

/** The review, locked for this transaction, with what the messages need. */
async function lockReview(tx: Transaction, reviewId: string) {
  const locked = await findReviewForUpdate(tx, reviewId);
  if (!locked) throw notFound(MODERATION_ERRORS.notFound);
  return locked;
}

/** lockReview for a review that may be gone: null instead of 'Recensione non trovata'. */
async function findReviewForUpdate(tx: Transaction, reviewId: string) {
  const [review] = await tx
    .select({
      id: reviews.id,
      status: reviews.status,
      rating: reviews.rating,
      title: reviews.title,
      pros: reviews.pros,
      cons: reviews.cons,
      comment: reviews.comment,
      userId: reviews.userId,
      productId: reviews.productId,
      riskHeld: reviews.riskHeld,
      riskScore: reviews.riskScore,
    })
    .from(reviews)
    .where(eq(reviews.id, reviewId))
    .for('update');
  if (!review) return null;
  const [product] = await tx
    .select({ name: products.name })
    .from(products)
    .where(eq(products.id, review.productId));
  const [author] = review.userId
    ? await tx
        .select({
          email: users.email,
          firstName: profiles.firstName,
          points: profiles.points,
          banned: users.banned,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, review.userId))
        // Shared lock: a block being decided right now is decided first (it locks the row for update).
        .for('share', { of: users })
    : [];
  return { review, productName: product?.name ?? 'Prodotto sconosciuto', author };
}

/** What the review's ledger rows add up to, and how many approvals and undos paid or took it back. */
async function reviewLedger(tx: Transaction, reviewId: string) {
  const { net, entries } = await referenceLedger(tx, { type: 'review', id: reviewId });
  return { net, approvals: entries.review_approved ?? 0, undos: entries.review_approval_undone ?? 0 };
}

/**
 * What an approval pays, and under which key. The review's ledger rows net to the award after any
 * approval: a first approval pays it whole, a re-approval after 'Annulla' pays only what the undo
 * took back (all of it, unless the author had spent part and the undo stopped at zero). Each paying
 * approval has a key of its own: `review-approved:<id>` for the first (the rows written before
 * 'Annulla' existed keep theirs), then `review-approved:<id>:<n>` for the n-th.
 */
async function approvalDue(tx: Transaction, reviewId: string, award: number) {
  const { net, approvals } = await reviewLedger(tx, reviewId);
  const key =
    approvals === 0 ? `review-approved:${reviewId}` : `review-approved:${reviewId}:${approvals + 1}`;
  return { points: Math.max(0, award - net), key };
}

/** The spec's mail of a review not published, with its reason (a rejection, or a withdrawal). */
function mailRejection(
  tx: Transaction,
  options: {
    userId: string;
    author: { email: string; firstName: string | null };
    productName: string;
    reason: string;
    statement: string[];
  },
) {
  return notifyByEmail(
    tx,
    'review_rejected',
    { userId: options.userId, email: options.author.email },
    reviewRejectedEmail({
      userName: options.author.firstName ?? 'utente',
      productName: options.productName,
      rejectionReason: options.reason,
      statement: options.statement,
      guidelinesUrl: `${getConfig().baseUrl}/come-funzionano-le-recensioni`,
    }),
  );
}

type LockedReview = NonNullable<Awaited<ReturnType<typeof findReviewForUpdate>>>;

/**
 * Publishes a locked review and pays its author what approvalDue says is still due, with the
 * activity line `activity` and any threshold badge the award unlocks. A blocked author earns
 * nothing and unlocks nothing (DESIGN.md §3.8). What approveReview and publishReviewOnAppeal share.
 */
async function publishLocked(tx: Transaction, actor: Actor, locked: LockedReview, activity: string) {
  const { review, author } = locked;
  await tx
    .update(reviews)
    .set({
      status: 'pubblicata',
      moderatedAt: new Date(),
      moderatedBy: actor.id,
      rejectionReason: null,
      riskHeld: false,
    })
    .where(eq(reviews.id, review.id));
  let awarded = 0;
  const authorBlocked = author?.banned === true;
  if (review.userId) {
    const due = authorBlocked
      ? { points: 0, key: '' }
      : await approvalDue(tx, review.id, reviewAward(review.rating, getConfig().reviewPoints));
    if (due.points > 0) {
      const applied = await applyPoints(tx, {
        userId: review.userId,
        delta: due.points,
        kind: 'review_approved',
        idempotencyKey: due.key,
        reference: { type: 'review', id: review.id },
        actorId: actor.id,
      });
      awarded = applied?.applied ?? 0;
    }
    await recordActivity(tx, {
      userId: review.userId,
      type: 'review',
      text: activity,
      pointsEarned: awarded,
    });
    if (!authorBlocked) await awardThresholdBadges(tx, review.userId);
  }
  return { awarded, authorBlocked };
}

/**
 * Publishes a review in review and awards its author, once: the row lock serialises concurrent
 * approvals, the status check makes the second one a no-op, and the ledger's idempotency key
 * would stop a double award anyway. A blocked author earns nothing (DESIGN.md §3.8): the review
 * is published, without points or badges, and the outcome says so.
 */
export async function approveReview(options: {
  actor: Actor;
  reviewId: string;
  /** A review held by the integrity checks is approved only with the moderator's written reason. */
  override?: string;
}): Promise<ModerationOutcome> {
  assertAdmin(options.actor);
  if (!isUuid(options.reviewId)) throw notFound(MODERATION_ERRORS.notFound);
  const override = options.override?.trim() || null;
  const config = getConfig();
  return db.transaction(async (tx) => {
    const locked = await lockReview(tx, options.reviewId);
    const { review, productName, author } = locked;
    if (review.status !== 'in_revisione') return { changed: false };
    if (review.riskHeld && !override) throw new AppError('held_for_review', MODERATION_ERRORS.held);
    const { awarded, authorBlocked } = await publishLocked(
      tx,
      options.actor,
      locked,
      `La tua recensione di ${productName} è stata approvata`,
    );
    if (review.userId && author)
      await notifyByEmail(
        tx,
        'review_approved',
        { userId: review.userId, email: author.email },
        reviewApprovedEmail({
          userName: author.firstName ?? 'utente',
          productName,
          rating: review.rating,
          pointsEarned: awarded,
          totalPoints: (author.points ?? 0) + awarded,
          profileUrl: `${config.baseUrl}/profile`,
        }),
      );
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'review.approve',
      entityType: 'review',
      entityId: review.id,
      before: {
        status: review.status,
        ...(review.riskHeld ? { riskHeld: true, riskScore: review.riskScore } : {}),
      },
      after: {
        status: 'pubblicata',
        pointsAwarded: awarded,
        ...(authorBlocked ? { authorBlocked } : {}),
        ...(review.riskHeld ? { override } : {}),
      },
    });
    return { changed: true, pointsAwarded: awarded, ...(authorBlocked ? { authorBlocked } : {}) };
  });
}

/**
 * 'Ricorso accolto' on a review that was not published (rejected, withdrawn, or held in review by
 * the integrity checks), inside the caller's transaction: the review is published and its author
 * paid the award through approvalDue, so it is paid once (an approval paid before and taken back is
 * paid again once; a second call finds the review published and changes nothing). A blocked author
 * earns nothing, as in approveReview. No mail: the appeal's own says what was put right. A review
 * deleted since is `changed: false`.
 */
export async function publishReviewOnAppeal(
  tx: Transaction,
  options: { actor: Actor; reviewId: string },
): Promise<{ changed: boolean; pointsAwarded: number }> {
  assertAdmin(options.actor);
  const locked = isUuid(options.reviewId) ? await findReviewForUpdate(tx, options.reviewId) : null;
  if (!locked || locked.review.status === 'pubblicata') return { changed: false, pointsAwarded: 0 };
  const { review, productName } = locked;
  const { awarded, authorBlocked } = await publishLocked(
    tx,
    options.actor,
    locked,
    `La tua recensione di ${productName} è stata pubblicata: il tuo ricorso è stato accolto`,
  );
  await writeAudit(tx, {
    actorId: options.actor.id,
    action: 'review.appeal_upheld',
    entityType: 'review',
    entityId: review.id,
    before: {
      status: review.status,
      ...(review.riskHeld ? { riskHeld: true, riskScore: review.riskScore } : {}),
    },
    after: { status: 'pubblicata', pointsAwarded: awarded, ...(authorBlocked ? { authorBlocked } : {}) },
  });
  return { changed: true, pointsAwarded: awarded };
}

/**
 * Refuses a review in review with a statement of reasons (issue 33 §2): the rule applied and the
 * admin's words, stored with the decision and mailed to the author. A review held by the integrity
 * checks was decided with automatic help.
 */
export async function rejectReview(options: {
  actor: Actor;
  reviewId: string;
  reason: string;
  rule: string;
  /** 'assisted' when the decision follows a machine's finding (a group of linked accounts). */
  automation?: Automation;
}): Promise<ModerationOutcome> {
  assertAdmin(options.actor);
  const reason = options.reason.trim();
  if (!reason) throw new AppError('reason_required', MODERATION_ERRORS.reason);
  checkRule('review_rejected', options.rule);
  if (!isUuid(options.reviewId)) throw notFound(MODERATION_ERRORS.notFound);
  return db.transaction(async (tx) => {
    const { review, productName, author } = await lockReview(tx, options.reviewId);
    if (review.status !== 'in_revisione') return { changed: false };
    await tx
      .update(reviews)
      .set({
        status: 'rifiutata',
        rejectionReason: reason,
        moderatedAt: new Date(),
        moderatedBy: options.actor.id,
      })
      .where(eq(reviews.id, review.id));
    if (review.userId) {
      const statement = await recordStatement(tx, {
        userId: review.userId,
        kind: 'review_rejected',
        subject: { type: 'review', id: review.id },
        ruleCode: options.rule,
        facts: `La tua recensione di ${productName} non è stata pubblicata.`,
        details: reason,
        automation: options.automation ?? (review.riskHeld ? 'assisted' : 'manual'),
        decidedBy: options.actor.id,
      });
      await recordActivity(tx, {
        userId: review.userId,
        type: 'review',
        text: `La tua recensione di ${productName} non è stata pubblicata. Motivo: ${reason}`,
      });
      if (author)
        await mailRejection(tx, {
          userId: review.userId,
          author,
          productName,
          reason,
          statement: statementLines(statement),
        });
    }
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'review.reject',
      entityType: 'review',
      entityId: review.id,
      before: { status: review.status },
      after: { status: 'rifiutata', rule: options.rule, reason },
    });
    return { changed: true };
  });
}

/** Corrects a review's text or rating, in any status (points do not change). */
export async function editReview(options: {
  actor: Actor;
  reviewId: string;
  changes: z.output<typeof reviewEditSchema>;
}): Promise<ModerationOutcome> {
  assertAdmin(options.actor);
  if (!isUuid(options.reviewId)) throw notFound(MODERATION_ERRORS.notFound);
  const outcome = await db.transaction(async (tx) => {
    const { review } = await lockReview(tx, options.reviewId);
    const after = {
      rating: options.changes.rating,
      title: options.changes.title,
      pros: options.changes.pros,
      cons: options.changes.cons,
      comment: options.changes.comment ?? null,
    };
    await tx.update(reviews).set(after).where(eq(reviews.id, review.id));
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'review.edit',
      entityType: 'review',
      entityId: review.id,
      before: {
        rating: review.rating,
        title: review.title,
        pros: review.pros,
        cons: review.cons,
        comment: review.comment,
      },
      after,
    });
    return { changed: true };
  });
  // The text changed: so do its signals (a copy edited into shape is checked again).
  await refreshReviewSignals(options.reviewId);
  return outcome;
}

/**
 * Deletes a review in any status. A published one takes back the points it earned (never below
 * zero: points already spent stay spent).
 */
export async function deleteReview(options: { actor: Actor; reviewId: string }): Promise<ModerationOutcome> {
  assertAdmin(options.actor);
  if (!isUuid(options.reviewId)) throw notFound(MODERATION_ERRORS.notFound);
  const { outcome, images } = await db.transaction(async (tx) => {
    const { review, productName } = await lockReview(tx, options.reviewId);
    let reversed = 0;
    if (review.userId) {
      const earned = await pointsEarnedBy(tx, { type: 'review', id: review.id });
      if (earned > 0) {
        const applied = await applyPoints(
          tx,
          {
            userId: review.userId,
            delta: -earned,
            kind: 'review_reversed',
            idempotencyKey: `review-reversed:${review.id}`,
            reference: { type: 'review', id: review.id },
            actorId: options.actor.id,
            reason: 'Recensione eliminata',
          },
          { floorAtZero: true },
        );
        reversed = -(applied?.applied ?? 0);
      }
      await recordActivity(tx, {
        userId: review.userId,
        type: 'review',
        text: `La tua recensione di ${productName} è stata rimossa`,
        pointsEarned: -reversed,
      });
    }
    const images = await tx
      .select({ url: reviewImages.imageUrl })
      .from(reviewImages)
      .where(eq(reviewImages.reviewId, review.id));
    await tx.delete(reviews).where(eq(reviews.id, review.id));
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'review.delete',
      entityType: 'review',
      entityId: review.id,
      before: { status: review.status, rating: review.rating, title: review.title },
      after: { pointsReversed: reversed },
    });
    return { outcome: { changed: true, pointsReversed: reversed }, images: images.map((image) => image.url) };
  });
  await removeImages(images);
  return outcome;
}

/**
 * Takes a published review off the site because it was found not authentic (issue 29 §3), inside
 * the caller's transaction (the points it earned are taken back there too): rejected with the
 * reason, the author told in their activity and by the rejection mail. A review that is not
 * published is left as it is (`changed: false`).
 */
export async function withdrawReview(
  tx: Transaction,
  options: { actor: Actor; reviewId: string; reason: string; rule: string; pointsReversed: number },
): Promise<ModerationOutcome> {
  assertAdmin(options.actor);
  const reason = options.reason.trim();
  if (!reason) throw new AppError('reason_required', MODERATION_ERRORS.reason);
  checkRule('review_rejected', options.rule);
  if (!isUuid(options.reviewId)) throw notFound(MODERATION_ERRORS.notFound);
  const { review, productName, author } = await lockReview(tx, options.reviewId);
  if (review.status !== 'pubblicata') return { changed: false };
  await tx
    .update(reviews)
    .set({
      status: 'rifiutata',
      rejectionReason: reason,
      moderatedAt: new Date(),
      moderatedBy: options.actor.id,
    })
    .where(eq(reviews.id, review.id));
  if (review.userId) {
    const taken =
      options.pointsReversed > 0
        ? ` e ${options.pointsReversed === 1 ? 'è stato stornato 1 punto' : `sono stati stornati ${options.pointsReversed} punti`}`
        : '';
    await recordActivity(tx, {
      userId: review.userId,
      type: 'review',
      text: `La tua recensione di ${productName} è stata rimossa perché non autentica${taken}. Motivo: ${reason}`,
      pointsEarned: -options.pointsReversed,
    });
    const statement = await recordStatement(tx, {
      userId: review.userId,
      kind: 'review_rejected',
      subject: { type: 'review', id: review.id },
      ruleCode: options.rule,
      facts: `La tua recensione di ${productName} è stata rimossa perché non autentica${taken}.`,
      details: reason,
      automation: 'assisted',
      decidedBy: options.actor.id,
    });
    if (author)
      await mailRejection(tx, {
        userId: review.userId,
        author,
        productName,
        reason,
        statement: statementLines(statement),
      });
  }
  await writeAudit(tx, {
    actorId: options.actor.id,
    action: 'review.withdraw',
    entityType: 'review',
    entityId: review.id,
    before: { status: review.status },
    after: { status: 'rifiutata', rule: options.rule, reason, pointsReversed: options.pointsReversed },
  });
  return { changed: true, pointsReversed: options.pointsReversed };
}

/**
 * 'Annulla' right after a decision: the review goes back to 'In revisione', as if it had not been
 * decided. Only the review's last decision, by the admin asking, within UNDO_WINDOW_MS, and only
 * while the review is still in the state that decision put it in (`decision`): anything else
 * since (another undo, a later decision) makes it a no-op. Undoing an approval takes back what the
 * review's ledger rows net to (the award the approval paid, never below zero) under a key of its
 * own; a later approval pays again, once (approvalDue). No mail: the one already sent cannot be
 * recalled, and the next decision sends its own (decision 027).
 */
export async function undoDecision(options: {
  actor: Actor;
  reviewId: string;
  decision: UndoableDecision;
  now?: Date;
}): Promise<ModerationOutcome> {
  assertAdmin(options.actor);
  if (!isUuid(options.reviewId)) throw notFound(MODERATION_ERRORS.notFound);
  const now = options.now ?? new Date();
  const outcome: ModerationOutcome = await db.transaction(async (tx) => {
    const { review, productName } = await lockReview(tx, options.reviewId);
    if (review.status !== options.decision) return { changed: false };
    const [decided] = await tx
      .select({ at: reviews.moderatedAt, by: reviews.moderatedBy })
      .from(reviews)
      .where(eq(reviews.id, review.id));
    if (decided?.by !== options.actor.id) throw new AppError('undo_refused', MODERATION_ERRORS.undoOther);
    if (!decided.at || now.getTime() - decided.at.getTime() > UNDO_WINDOW_MS)
      throw new AppError('undo_refused', MODERATION_ERRORS.undoLate);
    // A withdrawal with its points reversed (fraud_reversals) is not a plain rejection: taking it
    // back here would leave the points reversed and the decision without its statement.
    if (review.status === 'rifiutata') {
      const [withdrawn] = await tx
        .select({ reviewId: fraudReversals.reviewId })
        .from(fraudReversals)
        .where(eq(fraudReversals.reviewId, review.id));
      if (withdrawn) throw new AppError('undo_refused', MODERATION_ERRORS.undoWithdrawn);
    }
    await tx
      .update(reviews)
      .set({ status: 'in_revisione', rejectionReason: null, moderatedAt: null, moderatedBy: null })
      .where(eq(reviews.id, review.id));
    // A rejection taken back leaves no decision to state or contest.
    if (review.status === 'rifiutata')
      await dropStatement(tx, { kind: 'review_rejected', subject: { type: 'review', id: review.id } });
    let reversed = 0;
    if (review.userId && review.status === 'pubblicata') {
      const { net, undos } = await reviewLedger(tx, review.id);
      if (net > 0) {
        const applied = await applyPoints(
          tx,
          {
            userId: review.userId,
            delta: -net,
            kind: 'review_approval_undone',
            idempotencyKey: `review-approval-undone:${review.id}:${undos + 1}`,
            reference: { type: 'review', id: review.id },
            actorId: options.actor.id,
            reason: 'Approvazione annullata dallo staff',
          },
          { floorAtZero: true },
        );
        reversed = -(applied?.applied ?? 0);
      }
    }
    if (review.userId)
      await recordActivity(tx, {
        userId: review.userId,
        type: 'review',
        text:
          review.status === 'pubblicata'
            ? `L'approvazione della tua recensione di ${productName} è stata annullata: è di nuovo in revisione`
            : `Il rifiuto della tua recensione di ${productName} è stato annullato: è di nuovo in revisione`,
        pointsEarned: -reversed,
      });
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: review.status === 'pubblicata' ? 'review.undo-approve' : 'review.undo-reject',
      entityType: 'review',
      entityId: review.id,
      before: { status: review.status },
      after: {
        status: 'in_revisione',
        ...(review.status === 'pubblicata' ? { pointsReversed: reversed } : {}),
      },
    });
    return { changed: true, pointsReversed: reversed };
  });
  // Back in the queue: held again if its signals say so (the approval had lifted the hold).
  if (outcome.changed) await refreshReviewSignals(options.reviewId);
  return outcome;
}
