import { and, count, desc, eq, sql } from 'drizzle-orm';
import { type Actor, AppError, assertAdmin, notFound } from '#app/lib/app-error.ts';
import { writeAudit } from '#app/lib/audit.server.ts';
import { db, isUniqueViolation } from '#app/lib/db.server.ts';
import { recordActivity } from '#app/modules/points/activity.server.ts';
import { cashbackPointsFor } from '#app/modules/points/points-rules.ts';
import { cashbackClaims, cashbackTransactions, users } from '#db/schema/index.ts';
import { type ApplyCounts, settleCashback } from './cashback.server.ts';
import {
  CASHBACK_MESSAGES as M,
  CLAIM_WINDOW_DAYS,
  cashbackClaimSchema,
  MAX_PENDING_CLAIMS,
} from './cashback.schema.ts';

/*
 * "Il mio acquisto non compare" (decision 020): a person reports a purchase the network did not
 * pass on (shop, order number, amount, day); one claim per shop and order, whoever sends it. An
 * admin approves it (it becomes a confirmed cashback transaction, credited once) or rejects it
 * with a reason.
 */

/** "MediaWorld ", "mediaworld", "Media  World" and "Média-World" are the same shop for a claim. */
export const merchantKey = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Today's date in Italy, where the person bought ("2026-11-25"). */
const todayInItaly = (now = new Date()) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome' }).format(now);

const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

export async function submitCashbackClaim(userId: string, input: unknown): Promise<string> {
  const parsed = cashbackClaimSchema.safeParse(input);
  if (!parsed.success) throw new AppError(parsed.error.issues[0]!.message, 400, 'invalid_input');
  const claim = parsed.data;
  const today = todayInItaly();
  if (claim.purchasedOn > today) throw new AppError(M.dateFuture, 400, 'invalid_input');
  if (claim.purchasedOn < dayBefore(today, CLAIM_WINDOW_DAYS))
    throw new AppError(M.dateTooOld, 400, 'invalid_input');
  try {
    return await db.transaction(async (tx) => {
      // One person's claims one at a time, so the limit holds under parallel submissions.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cashback-claims:${userId}`}))`);
      const [pending] = await tx
        .select({ n: count() })
        .from(cashbackClaims)
        .where(and(eq(cashbackClaims.userId, userId), eq(cashbackClaims.status, 'pending')));
      if (pending!.n >= MAX_PENDING_CLAIMS) throw new AppError(M.tooManyPending, 429, 'too_many');
      await tx.insert(cashbackClaims).values({
        userId,
        merchantName: claim.merchantName,
        merchantKey: merchantKey(claim.merchantName),
        orderRef: claim.orderRef,
        amount: claim.amount.toFixed(2),
        purchasedOn: claim.purchasedOn,
      });
      return M.claimSent;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'cashback_claims_order_idx'))
      throw new AppError(M.duplicateOrder, 409, 'duplicate');
    throw error;
  }
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

async function lockPendingClaim(tx: Parameters<Parameters<typeof db.transaction>[0]>[0], claimId: string) {
  const [claim] = await tx
    .select({
      id: cashbackClaims.id,
      userId: cashbackClaims.userId,
      merchantName: cashbackClaims.merchantName,
      orderRef: cashbackClaims.orderRef,
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
  if (claim.status !== 'pending') throw new AppError(M.claimDecided, 409, 'decided');
  return claim;
}

/** 'Approva': the purchase becomes a confirmed cashback transaction, credited by the amount bands. */
export async function approveCashbackClaim(options: { actor: Actor; claimId: string }): Promise<string> {
  assertAdmin(options.actor);
  return db.transaction(async (tx) => {
    const claim = await lockPendingClaim(tx, options.claimId);
    if (claim.banned) throw new AppError(M.userBlocked, 409, 'user_blocked');
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
}): Promise<string> {
  assertAdmin(options.actor);
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
      after: { status: 'rejected', reason: options.reason },
    });
    await recordActivity(tx, {
      userId: claim.userId,
      type: 'cashback',
      text: `La tua segnalazione dell’ordine ${claim.orderRef} su ${claim.merchantName} non è stata accolta. Motivo: ${options.reason}`,
    });
    return M.rejected;
  });
}
