import { and, desc, eq } from 'drizzle-orm';
import { type Actor, AppError, assertAdmin, notFound } from '#app/lib/app-error.ts';
import { writeAudit } from '#app/lib/audit.server.ts';
import { db, type Transaction } from '#app/lib/db.server.ts';
import { formatPoints } from '#app/lib/format.ts';
import { isUuid } from '#app/lib/uuid.ts';
import { reopenClaimOnAppeal } from '#app/modules/cashback/cashback-claims.server.ts';
import { statementById, type StatementView } from '#app/modules/decisions/statements.server.ts';
import { notifyByEmail } from '#app/modules/notifications/notification-settings.server.ts';
import { restoreReversedPoints } from '#app/modules/points/appeal-refund.server.ts';
import { publishReviewOnAppeal } from '#app/modules/reviews/moderate-review.server.ts';
import { reopenRewardRequestOnAppeal } from '#app/modules/rewards/moderate-reward.server.ts';
import { unblockOnAppeal } from '#app/modules/users/block-user.server.ts';
import { appeals, decisionStatements, profiles, users } from '#db/schema/index.ts';
import { successToast } from '#app/ui/toast.ts';
import { appealDecidedEmail } from './appeal-emails.ts';
import { APPEAL_MESSAGES, type AppealCommand } from './appeal.schema.ts';
import { anotherAdmin } from './appeals.server.ts';

export type AppealOutcome = { changed: boolean; message: string };

/**
 * Decides an appeal (issue 33 §3) in one transaction: 'Accolto' undoes the decision through the
 * services and ledger keys of the original paths (a review is published and paid once, an account
 * unblocked, points given back, a claim or a voucher request re-opened); 'Respinto' keeps it, with
 * the reason. Either way the person is mailed ('appeal_update') and the decision audited. An
 * admin does not decide an appeal against their own decision while another admin can; a decided
 * appeal is not decided again (the row lock orders two admins deciding at once).
 */
export async function decideAppeal(options: {
  actor: Actor;
  appealId: string;
  command: AppealCommand;
}): Promise<AppealOutcome> {
  assertAdmin(options.actor);
  if (!isUuid(options.appealId)) throw notFound(APPEAL_MESSAGES.notFound);
  const upheld = options.command.intent === 'uphold';
  const reason = options.command.reason?.trim() || null;
  if (!upheld && !reason) throw new AppError('reason_required', APPEAL_MESSAGES.reasonRequired);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ appeal: appeals, decidedBy: decisionStatements.decidedBy })
      .from(appeals)
      .innerJoin(decisionStatements, eq(decisionStatements.id, appeals.statementId))
      .where(eq(appeals.id, options.appealId))
      .for('update', { of: appeals });
    if (!row) throw notFound(APPEAL_MESSAGES.notFound);
    if (row.appeal.status !== 'pending') return { changed: false, message: APPEAL_MESSAGES.decided };
    if (row.appeal.userId === options.actor.id) throw new AppError('same_admin', APPEAL_MESSAGES.ownAppeal);
    if (row.decidedBy === options.actor.id && (await anotherAdmin(options.actor.id, tx)))
      throw new AppError('same_admin', APPEAL_MESSAGES.sameAdmin);
    const statement = (await statementById(tx, row.appeal.statementId))!;
    let effect: string | null = null;
    if (upheld) {
      // Only a decision still in force is undone: a later decision about the same thing (a block
      // after an unblock, a rejection after a hold) has its own statement and its own appeal.
      const [latest] = await tx
        .select({ id: decisionStatements.id })
        .from(decisionStatements)
        .where(
          and(
            eq(decisionStatements.subjectType, statement.subject.type),
            eq(decisionStatements.subjectId, statement.subject.id),
          ),
        )
        .orderBy(desc(decisionStatements.createdAt), desc(decisionStatements.id))
        .limit(1);
      if (latest?.id !== statement.id) throw new AppError('not_in_force', APPEAL_MESSAGES.notInForce);
      effect = await undoDecision(tx, options.actor, statement, row.appeal.id);
      // Nothing left to undo (the review deleted, the account unblocked, the claim approved since).
      if (!effect) throw new AppError('not_in_force', APPEAL_MESSAGES.notInForce);
    }
    await tx
      .update(appeals)
      .set({
        status: upheld ? 'upheld' : 'dismissed',
        decidedBy: options.actor.id,
        decisionReason: reason,
        decidedAt: new Date(),
      })
      .where(eq(appeals.id, row.appeal.id));
    const [person] = await tx
      .select({ email: users.email, firstName: profiles.firstName })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, statement.userId));
    if (person)
      await notifyByEmail(
        tx,
        'appeal_update',
        { userId: statement.userId, email: person.email },
        appealDecidedEmail({
          userName: person.firstName?.trim() || 'utente',
          statement,
          upheld,
          effect,
          reason,
        }),
      );
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: upheld ? 'appeal.uphold' : 'appeal.dismiss',
      entityType: 'appeal',
      entityId: row.appeal.id,
      before: { status: 'pending' },
      after: {
        status: upheld ? 'upheld' : 'dismissed',
        kind: statement.kind,
        subject: statement.subject,
        ...(reason ? { reason } : {}),
        ...(effect ? { effect } : {}),
      },
    });
    return { changed: true, message: upheld ? APPEAL_MESSAGES.upheld : APPEAL_MESSAGES.dismissed };
  });
}

/** Undoes the decision a statement records, through its own module; says what was put right. */
async function undoDecision(
  tx: Transaction,
  actor: Actor,
  statement: StatementView,
  appealId: string,
): Promise<string | null> {
  const id = statement.subject.id;
  switch (statement.kind) {
    case 'review_rejected':
    case 'review_held': {
      const outcome = await publishReviewOnAppeal(tx, { actor, reviewId: id });
      if (!outcome.changed) return null;
      return outcome.pointsAwarded > 0
        ? `La tua recensione è pubblicata e ti abbiamo accreditato ${formatPoints(outcome.pointsAwarded)}.`
        : 'La tua recensione è pubblicata.';
    }
    case 'account_blocked': {
      const outcome = await unblockOnAppeal(tx, { actor, userId: id });
      return outcome.changed ? 'Il tuo account è di nuovo attivo: puoi accedere come prima.' : null;
    }
    case 'points_reversed':
    case 'survey_refused': {
      const outcome = await restoreReversedPoints(tx, {
        actor,
        userId: statement.userId,
        idempotencyKey: statement.kind === 'points_reversed' ? id : `survey-reversal:${id}`,
        appealId,
      });
      return outcome.changed ? `Ti abbiamo restituito ${formatPoints(outcome.points)}.` : null;
    }
    case 'cashback_claim_refused': {
      const outcome = await reopenClaimOnAppeal(tx, { actor, claimId: id });
      return outcome.changed ? 'La tua segnalazione di acquisto torna in verifica.' : null;
    }
    case 'reward_refused': {
      const outcome = await reopenRewardRequestOnAppeal(tx, { actor, requestId: id });
      return outcome.changed
        ? 'La tua richiesta di premio torna in valutazione: i punti sono di nuovo riservati per il premio.'
        : null;
    }
  }
}

/** Runs one command of an appeal's page (the appeal is the URL's) and says what happened. */
export async function runAppealCommand(actor: Actor, appealId: string, command: AppealCommand) {
  const outcome = await decideAppeal({ actor, appealId, command });
  return outcome.changed
    ? successToast(outcome.message)
    : ({ kind: 'info', title: 'Attenzione', message: outcome.message } as const);
}
