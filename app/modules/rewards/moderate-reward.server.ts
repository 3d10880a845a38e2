import { and, asc, eq, isNull } from 'drizzle-orm';
import { type Actor, AppError, assertAdmin, notFound } from '#app/lib/app-error.ts';
import { writeAudit } from '#app/lib/audit.server.ts';
import { db, type Transaction } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { formatPoints } from '#app/lib/format.ts';
import { notifyByEmail } from '#app/modules/notifications/notification-settings.server.ts';
import { recordActivity } from '#app/modules/points/activity.server.ts';
import { applyPoints, InsufficientPointsError, referenceLedger } from '#app/modules/points/ledger.server.ts';
import { profiles, rewardRequests, rewards, users, voucherCodes } from '#db/schema/index.ts';
import { rewardApprovedEmail, rewardRejectedEmail } from './reward-emails.ts';
import { isUuid } from '#app/lib/uuid.ts';
import { statementLines } from '#app/modules/decisions/statement-text.ts';
import { checkRule, recordStatement } from '#app/modules/decisions/statements.server.ts';

export const REWARD_MODERATION_ERRORS = {
  notFound: 'Richiesta premio non trovata',
  reason: 'Indica il motivo del rifiuto',
  noCode: 'Nessun codice disponibile per questo premio: inseriscine uno',
  code: 'Il codice deve avere tra 4 e 64 caratteri (lettere, numeri, trattini)',
  rewardNotFound: 'Premio non trovato',
  reopenPoints: 'Il saldo di questa persona non copre più il premio: la richiesta non si può riaprire',
} as const;

/**
 * How many times a request's points were given back: a request re-opened by an appeal and refused
 * again is refunded again, under a key of its own (`reward-refund:<id>` for the first, then
 * `reward-refund:<id>:<n>`), and the n-th re-opening takes them under `reward-reopened:<id>`,
 * then `reward-reopened:<id>:<n>`.
 */
async function refundsOf(tx: Transaction, requestId: string) {
  const { entries } = await referenceLedger(tx, { type: 'reward_request', id: requestId });
  return entries.reward_refunded ?? 0;
}

async function lockRequest(tx: Transaction, requestId: string) {
  if (!isUuid(requestId)) throw notFound(REWARD_MODERATION_ERRORS.notFound);
  const [request] = await tx
    .select()
    .from(rewardRequests)
    .where(eq(rewardRequests.id, requestId))
    .for('update');
  if (!request) throw notFound(REWARD_MODERATION_ERRORS.notFound);
  const [person] = await tx
    .select({ email: users.email, firstName: profiles.firstName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, request.userId));
  return { request, person };
}

/**
 * Approves a pending request with a voucher code: the one typed by the admin, or the next free
 * one of the pool. A request that is no longer pending is left as it is.
 */
export async function approveRewardRequest(options: { actor: Actor; requestId: string; code?: string }) {
  assertAdmin(options.actor);
  const typed = options.code?.trim();
  if (typed && !/^[\w-]{4,64}$/.test(typed))
    throw new AppError('invalid_code', REWARD_MODERATION_ERRORS.code);
  const config = getConfig();
  return db.transaction(async (tx) => {
    const { request, person } = await lockRequest(tx, options.requestId);
    if (request.status !== 'pending') return { changed: false, code: request.voucherCode };
    let code = typed;
    if (!code) {
      const [free] = await tx
        .select({ id: voucherCodes.id, code: voucherCodes.code })
        .from(voucherCodes)
        .where(and(eq(voucherCodes.rewardId, request.rewardId), isNull(voucherCodes.usedAt)))
        .orderBy(asc(voucherCodes.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!free) throw new AppError('no_code', REWARD_MODERATION_ERRORS.noCode);
      await tx
        .update(voucherCodes)
        .set({ usedAt: new Date(), requestId: request.id })
        .where(eq(voucherCodes.id, free.id));
      code = free.code;
    }
    await tx
      .update(rewardRequests)
      .set({ status: 'approved', voucherCode: code, processedAt: new Date(), processedBy: options.actor.id })
      .where(eq(rewardRequests.id, request.id));
    await recordActivity(tx, {
      userId: request.userId,
      type: 'reward',
      text: `Il tuo ${request.rewardType} è stato approvato`,
    });
    if (person)
      await notifyByEmail(
        tx,
        'reward_approved',
        { userId: request.userId, email: person.email },
        rewardApprovedEmail({
          userName: person.firstName ?? 'utente',
          rewardType: request.rewardType,
          pointsCost: request.pointsCost,
          code,
          rewardsUrl: `${config.baseUrl}/profile?tab=rewards#rewards`,
        }),
      );
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'reward.approve',
      entityType: 'reward_request',
      entityId: request.id,
      before: { status: request.status },
      after: { status: 'approved', fromPool: !typed },
    });
    return { changed: true, code };
  });
}

/**
 * Rejects a pending request with a statement of reasons (the rule applied and the admin's words)
 * and gives the points back, exactly once.
 */
export async function rejectRewardRequest(options: {
  actor: Actor;
  requestId: string;
  reason: string;
  rule: string;
}) {
  assertAdmin(options.actor);
  const reason = options.reason.trim();
  if (!reason) throw new AppError('reason_required', REWARD_MODERATION_ERRORS.reason);
  checkRule('reward_refused', options.rule);
  const config = getConfig();
  return db.transaction(async (tx) => {
    const { request, person } = await lockRequest(tx, options.requestId);
    if (request.status !== 'pending') return { changed: false, refunded: 0 };
    const refunds = await refundsOf(tx, request.id);
    await tx
      .update(rewardRequests)
      .set({
        status: 'rejected',
        rejectionReason: reason,
        processedAt: new Date(),
        processedBy: options.actor.id,
      })
      .where(eq(rewardRequests.id, request.id));
    const refund = await applyPoints(tx, {
      userId: request.userId,
      delta: request.pointsCost,
      kind: 'reward_refunded',
      idempotencyKey:
        refunds === 0 ? `reward-refund:${request.id}` : `reward-refund:${request.id}:${refunds + 1}`,
      reference: { type: 'reward_request', id: request.id },
      actorId: options.actor.id,
      reason,
    });
    const refunded = refund?.applied ?? 0;
    const statement = await recordStatement(tx, {
      userId: request.userId,
      kind: 'reward_refused',
      subject: { type: 'reward_request', id: request.id },
      ruleCode: options.rule,
      facts: `La tua richiesta di ${request.rewardType} non è stata approvata: ti abbiamo restituito ${refunded} punti.`,
      details: reason,
      automation: 'manual',
      decidedBy: options.actor.id,
    });
    await recordActivity(tx, {
      userId: request.userId,
      type: 'reward',
      text: `La richiesta di ${request.rewardType} è stata rifiutata. Motivo: ${reason.replace(/[.!?]+$/, '')}. Ti abbiamo restituito ${refunded} punti.`,
      pointsEarned: refunded,
    });
    if (person)
      await notifyByEmail(
        tx,
        'reward_rejected',
        { userId: request.userId, email: person.email },
        rewardRejectedEmail({
          userName: person.firstName ?? 'utente',
          rewardType: request.rewardType,
          reason,
          statement: statementLines(statement),
          pointsRefunded: refunded,
          rewardsUrl: `${config.baseUrl}/profile?tab=rewards#rewards`,
        }),
      );
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'reward.reject',
      entityType: 'reward_request',
      entityId: request.id,
      before: { status: request.status },
      after: { status: 'rejected', rule: options.rule, reason, refunded },
    });
    return { changed: true, refunded };
  });
}

/**
 * 'Ricorso accolto' on a refused voucher request, inside the caller's transaction: the request goes
 * back to 'pending' for the team to decide again, and the points its refusal gave back are taken
 * again (kind 'reward_redeemed'), as the redemption took them. A balance that no longer covers them
 * refuses it ('insufficient_points'), and the caller's transaction rolls back. No mail: the appeal's
 * own says so. A request not refused, or deleted since, is `changed: false`.
 */
export async function reopenRewardRequestOnAppeal(
  tx: Transaction,
  options: { actor: Actor; requestId: string },
): Promise<{ changed: boolean }> {
  assertAdmin(options.actor);
  if (!isUuid(options.requestId)) return { changed: false };
  const [request] = await tx
    .select()
    .from(rewardRequests)
    .where(eq(rewardRequests.id, options.requestId))
    .for('update');
  if (request?.status !== 'rejected') return { changed: false };
  const refunds = await refundsOf(tx, request.id);
  try {
    const taken = await applyPoints(tx, {
      userId: request.userId,
      delta: -request.pointsCost,
      kind: 'reward_redeemed',
      idempotencyKey:
        refunds > 1 ? `reward-reopened:${request.id}:${refunds}` : `reward-reopened:${request.id}`,
      reference: { type: 'reward_request', id: request.id },
      actorId: options.actor.id,
      reason: 'Ricorso accolto',
    });
    // A key already used means the points were taken for this re-opening before: re-opening
    // again without taking them would let the next refusal refund them twice.
    if (!taken) throw new Error(`reward request ${request.id}: re-opening key already used`);
  } catch (error) {
    if (error instanceof InsufficientPointsError)
      throw new AppError('insufficient_points', REWARD_MODERATION_ERRORS.reopenPoints);
    throw error;
  }
  await tx
    .update(rewardRequests)
    .set({ status: 'pending', rejectionReason: null, processedAt: null, processedBy: null })
    .where(eq(rewardRequests.id, request.id));
  await recordActivity(tx, {
    userId: request.userId,
    type: 'reward',
    text: `La tua richiesta di ${request.rewardType} torna in valutazione: il tuo ricorso è stato accolto. Abbiamo di nuovo riservato ${formatPoints(request.pointsCost)} per il premio.`,
    pointsEarned: -request.pointsCost,
  });
  await writeAudit(tx, {
    actorId: options.actor.id,
    action: 'reward.appeal_upheld',
    entityType: 'reward_request',
    entityId: request.id,
    before: { status: 'rejected', rejectionReason: request.rejectionReason },
    after: { status: 'pending', pointsTaken: request.pointsCost },
  });
  return { changed: true };
}

/** Loads voucher codes into a reward's pool (one per line); duplicates are skipped. */
export async function addVoucherCodes(options: { actor: Actor; rewardId: string; codes: string[] }) {
  assertAdmin(options.actor);
  if (!isUuid(options.rewardId)) throw notFound(REWARD_MODERATION_ERRORS.rewardNotFound);
  const codes = [...new Set(options.codes.map((code) => code.trim()).filter(Boolean))];
  if (codes.some((code) => !/^[\w-]{4,64}$/.test(code)))
    throw new AppError('invalid_code', REWARD_MODERATION_ERRORS.code);
  if (codes.length === 0) return { added: 0 };
  return db.transaction(async (tx) => {
    const [reward] = await tx
      .select({ id: rewards.id })
      .from(rewards)
      .where(eq(rewards.id, options.rewardId));
    if (!reward) throw notFound(REWARD_MODERATION_ERRORS.rewardNotFound);
    const inserted = await tx
      .insert(voucherCodes)
      .values(codes.map((code) => ({ rewardId: options.rewardId, code })))
      .onConflictDoNothing()
      .returning({ id: voucherCodes.id });
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'reward.codes.add',
      entityType: 'reward',
      entityId: options.rewardId,
      after: { added: inserted.length },
    });
    return { added: inserted.length };
  });
}
