import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Actor, AppError, assertAdmin, notFound } from '#app/lib/app-error.ts';
import { writeAudit } from '#app/lib/audit.server.ts';
import { db, type Transaction } from '#app/lib/db.server.ts';
import { logger } from '#app/lib/logger.server.ts';
import { isUuid } from '#app/lib/uuid.ts';
import { notifyDecision } from '#app/modules/decisions/decision-notice.server.ts';
import { checkRule, recordStatement } from '#app/modules/decisions/statements.server.ts';
import { recordActivity } from '#app/modules/points/activity.server.ts';
import { cashbackPointsFor } from '#app/modules/points/points-rules.ts';
import { cashbackClaims, cashbackTransactions, users } from '#db/schema/index.ts';
import { type ApplyCounts, settleCashback } from './cashback.server.ts';
import {
  CASHBACK_MESSAGES as M,
  type CashbackClaimInput,
  CLAIM_WINDOW_DAYS,
  cashbackClaimSchema,
  MAX_PENDING_CLAIMS,
} from './cashback.schema.ts';

/*
 * "Il mio acquisto non compare" (decision 020): a person reports a purchase the network did not
 * pass on (shop, order number, amount, day); one claim per person, shop and order. An admin
 * approves it (it becomes a confirmed cashback transaction, credited once) or rejects it with a
 * reason.
 *
 * An order someone else has claimed too (decision 032) is not refused: telling the second person
 * "already reported" would reveal other people's orders, and whoever claims first could block the
 * buyer's own claim. Both get the same acknowledgement, both claims are marked `conflict`, and the
 * admin decides (Gestione Cashback → Segnalazioni → Conflitto); once one of them is approved, the
 * others cannot be.
 */

/** "MediaWorld ", "mediaworld", "Media  World" and "Média-World" are the same shop for a claim. */
export const merchantKey = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** "AB-123 45", "ab12345" and "#AB 123/45" are the same order number (letters and digits, lower case). */
export const orderKey = (ref: string) =>
  ref
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Claims of one shop and order, one writer at a time (the conflict mark and approvals rely on it). */
const lockOrder = (tx: Transaction, shop: string, order: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cashback-order:${shop}:${order}`}))`);

/** Today's date in Italy, where the person bought ("2026-11-25"). */
const todayInItaly = (now = new Date()) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome' }).format(now);

const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** A claim as the form sends it (checked here against `cashbackClaimSchema`): see `fileCashbackClaim`. */
export async function submitCashbackClaim(userId: string, input: unknown): Promise<string> {
  const parsed = cashbackClaimSchema.safeParse(input);
  if (!parsed.success) throw new AppError('invalid_input', parsed.error.issues[0]!.message);
  return fileCashbackClaim(userId, parsed.data);
}

/**
 * A checked claim (the page's command union parsed it): within the window, at most
 * MAX_PENDING_CLAIMS waiting, once per order; answers the acknowledgement to show.
 */
export async function fileCashbackClaim(userId: string, claim: CashbackClaimInput): Promise<string> {
  const today = todayInItaly();
  if (claim.purchasedOn > today) throw new AppError('invalid_input', M.dateFuture);
  if (claim.purchasedOn < dayBefore(today, CLAIM_WINDOW_DAYS))
    throw new AppError('invalid_input', M.dateTooOld);
  const shop = merchantKey(claim.merchantName);
  const order = orderKey(claim.orderRef);
  if (!order) throw new AppError('invalid_input', M.orderRequired);
  return db.transaction(async (tx) => {
    // One person's claims one at a time, so the limit holds under parallel submissions; then
    // one order's claims one at a time, so two people claiming it together both see the other.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cashback-claims:${userId}`}))`);
    await lockOrder(tx, shop, order);
    const [pending] = await tx
      .select({ n: count() })
      .from(cashbackClaims)
      .where(and(eq(cashbackClaims.userId, userId), eq(cashbackClaims.status, 'pending')));
    if (pending!.n >= MAX_PENDING_CLAIMS) throw new AppError('too_many_pending', M.tooManyPending);
    const sameOrder = await tx
      .select({ id: cashbackClaims.id, userId: cashbackClaims.userId })
      .from(cashbackClaims)
      .where(and(eq(cashbackClaims.merchantKey, shop), eq(cashbackClaims.orderKey, order)));
    // Their own claim again: telling them reveals nothing.
    if (sameOrder.some((other) => other.userId === userId)) throw new AppError('duplicate', M.duplicateOrder);
    const conflict = sameOrder.length > 0;
    const [created] = await tx
      .insert(cashbackClaims)
      .values({
        userId,
        merchantName: claim.merchantName,
        merchantKey: shop,
        orderRef: claim.orderRef,
        orderKey: order,
        amount: claim.amount.toFixed(2),
        purchasedOn: claim.purchasedOn,
        conflict,
      })
      .returning({ id: cashbackClaims.id });
    if (conflict) {
      await tx
        .update(cashbackClaims)
        .set({ conflict: true })
        .where(
          inArray(
            cashbackClaims.id,
            sameOrder.map((other) => other.id),
          ),
        );
      logger().warn(
        { claimId: created!.id, others: sameOrder.length },
        'cashback claim: order claimed by another person',
      );
    }
    return M.claimSent;
  });
}

/** A person's own claims, newest first (bounded: at most MAX_PENDING_CLAIMS are ever pending). */
export function listOwnClaims(userId: string, limit = 20) {
  return db
    .select({
      id: cashbackClaims.id,
      merchantName: cashbackClaims.merchantName,
      orderRef: cashbackClaims.orderRef,
      amount: cashbackClaims.amount,
      purchasedOn: cashbackClaims.purchasedOn,
      status: cashbackClaims.status,
      reason: cashbackClaims.reason,
      createdAt: cashbackClaims.createdAt,
    })
    .from(cashbackClaims)
    .where(eq(cashbackClaims.userId, userId))
    .orderBy(desc(cashbackClaims.createdAt))
    .limit(limit);
}

async function lockPendingClaim(tx: Transaction, claimId: string) {
  const [claim] = await tx
    .select({
      id: cashbackClaims.id,
      userId: cashbackClaims.userId,
      merchantName: cashbackClaims.merchantName,
      merchantKey: cashbackClaims.merchantKey,
      orderRef: cashbackClaims.orderRef,
      orderKey: cashbackClaims.orderKey,
      amount: cashbackClaims.amount,
      purchasedOn: cashbackClaims.purchasedOn,
      status: cashbackClaims.status,
      banned: users.banned,
    })
    .from(cashbackClaims)
    .innerJoin(users, eq(users.id, cashbackClaims.userId))
    .where(eq(cashbackClaims.id, claimId))
    .for('update', { of: cashbackClaims });
  if (!claim) throw notFound(M.claimNotFound);
  if (claim.status !== 'pending') throw new AppError('decided', M.claimDecided);
  return claim;
}

/** 'Approva': the purchase becomes a confirmed cashback transaction, credited by the amount bands. */
export async function approveCashbackClaim(options: { actor: Actor; claimId: string }): Promise<string> {
  assertAdmin(options.actor);
  return db.transaction(async (tx) => {
    const claim = await lockPendingClaim(tx, options.claimId);
    if (claim.banned) throw new AppError('user_blocked', M.userBlocked);
    // One purchase, one credit: of claims in conflict, only one is ever approved.
    await lockOrder(tx, claim.merchantKey, claim.orderKey);
    const [approvedTwin] = await tx
      .select({ id: cashbackClaims.id })
      .from(cashbackClaims)
      .where(
        and(
          eq(cashbackClaims.merchantKey, claim.merchantKey),
          eq(cashbackClaims.orderKey, claim.orderKey),
          eq(cashbackClaims.status, 'approved'),
        ),
      )
      .limit(1);
    if (approvedTwin) throw new AppError('conflict', M.conflictApproved);
    const points = cashbackPointsFor(Number(claim.amount));
    const [stored] = await tx
      .insert(cashbackTransactions)
      .values({
        network: 'claim',
        networkId: claim.id,
        userId: claim.userId,
        merchantName: claim.merchantName,
        orderRef: claim.orderRef,
        saleAmount: claim.amount,
        networkStatus: 'approved',
        status: 'pending',
        points,
        transactionDate: new Date(`${claim.purchasedOn}T12:00:00Z`),
        validationDate: new Date(),
      })
      .returning();
    const counts: ApplyCounts = { created: 1, updated: 0, credited: 0, reversed: 0, unmatched: 0 };
    await settleCashback(tx, stored!, 'confirmed', counts);
    await tx
      .update(cashbackClaims)
      .set({
        status: 'approved',
        decidedBy: options.actor.id,
        decidedAt: new Date(),
        transactionId: stored!.id,
      })
      .where(eq(cashbackClaims.id, claim.id));
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'cashback_claim.approve',
      entityType: 'cashback_claim',
      entityId: claim.id,
      before: { status: 'pending' },
      after: { status: 'approved', points },
    });
    return M.approved(points);
  });
}

export async function rejectCashbackClaim(options: {
  actor: Actor;
  claimId: string;
  reason: string;
  rule: string;
}): Promise<string> {
  assertAdmin(options.actor);
  checkRule('cashback_claim_refused', options.rule);
  return db.transaction(async (tx) => {
    const claim = await lockPendingClaim(tx, options.claimId);
    await tx
      .update(cashbackClaims)
      .set({ status: 'rejected', reason: options.reason, decidedBy: options.actor.id, decidedAt: new Date() })
      .where(eq(cashbackClaims.id, claim.id));
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'cashback_claim.reject',
      entityType: 'cashback_claim',
      entityId: claim.id,
      before: { status: 'pending' },
      after: { status: 'rejected', rule: options.rule, reason: options.reason },
    });
    const statement = await recordStatement(tx, {
      userId: claim.userId,
      kind: 'cashback_claim_refused',
      subject: { type: 'cashback_claim', id: claim.id },
      ruleCode: options.rule,
      facts: `La tua segnalazione dell’ordine ${claim.orderRef} su ${claim.merchantName} non è stata accolta.`,
      details: options.reason,
      automation: 'manual',
      decidedBy: options.actor.id,
    });
    await recordActivity(tx, {
      userId: claim.userId,
      type: 'cashback',
      text: `La tua segnalazione dell’ordine ${claim.orderRef} su ${claim.merchantName} non è stata accolta. Motivo: ${options.reason}`,
    });
    await notifyDecision(tx, claim.userId, 'La tua segnalazione di acquisto non è stata accolta', statement);
    return M.rejected;
  });
}

/**
 * 'Ricorso accolto' on a refused claim, inside the caller's transaction: the claim goes back to
 * 'pending' (its reason and decision cleared) so the team decides it again; approving it later
 * credits it as any claim. No mail: the appeal's own says so. A claim not refused, or deleted
 * since, is `changed: false`.
 */
export async function reopenClaimOnAppeal(
  tx: Transaction,
  options: { actor: Actor; claimId: string },
): Promise<{ changed: boolean }> {
  assertAdmin(options.actor);
  if (!isUuid(options.claimId)) return { changed: false };
  const [claim] = await tx
    .select({
      id: cashbackClaims.id,
      userId: cashbackClaims.userId,
      merchantName: cashbackClaims.merchantName,
      orderRef: cashbackClaims.orderRef,
      status: cashbackClaims.status,
      reason: cashbackClaims.reason,
      decidedBy: cashbackClaims.decidedBy,
    })
    .from(cashbackClaims)
    .where(eq(cashbackClaims.id, options.claimId))
    .for('update');
  if (claim?.status !== 'rejected') return { changed: false };
  await tx
    .update(cashbackClaims)
    .set({ status: 'pending', reason: null, decidedBy: null, decidedAt: null })
    .where(eq(cashbackClaims.id, claim.id));
  await recordActivity(tx, {
    userId: claim.userId,
    type: 'cashback',
    text: `La tua segnalazione dell’ordine ${claim.orderRef} su ${claim.merchantName} torna in verifica: il tuo ricorso è stato accolto`,
  });
  await writeAudit(tx, {
    actorId: options.actor.id,
    action: 'cashback_claim.appeal_upheld',
    entityType: 'cashback_claim',
    entityId: claim.id,
    before: { status: 'rejected', reason: claim.reason, decidedBy: claim.decidedBy },
    after: { status: 'pending' },
  });
  return { changed: true };
}
