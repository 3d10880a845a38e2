import { and, eq } from 'drizzle-orm';
import { AppError } from '#app/lib/app-error.ts';
import { db, isUniqueViolation } from '#app/lib/db.server.ts';
import { recordActivity } from '#app/modules/points/activity.server.ts';
import { applyPoints, InsufficientPointsError } from '#app/modules/points/ledger.server.ts';
import { profiles, rewardRequests, rewards, users } from '#db/schema/index.ts';
import { isUuid } from '#app/lib/uuid.ts';

export const REDEEM_ERRORS = {
  notFound: 'Premio non disponibile',
  cost: 'Il costo indicato non corrisponde a quello del premio',
  points: 'Punti insufficienti per questo premio',
  blocked: 'Il tuo account è sospeso: non puoi riscattare premi.',
  key: 'Richiesta non valida: ricarica la pagina e riprova',
} as const;

/**
 * Redeems a voucher: debits its cost at once and records a pending request, in one transaction.
 * The idempotency key (one per page view) makes double clicks and retries land once; the
 * conditional debit makes concurrent requests unable to spend points that are not there.
 * The cost comes from the catalogue; a cost sent by the client is only compared, never used.
 */
export async function redeemReward(options: {
  userId: string;
  rewardId?: string;
  rewardType?: string;
  claimedCost?: number;
  idempotencyKey: string;
}): Promise<{ requestId: string; pointsCost: number; created: boolean; points: number }> {
  if (!/^[\w-]{8,100}$/.test(options.idempotencyKey)) throw new AppError('invalid_key', REDEEM_ERRORS.key);
  const [user] = await db.select({ banned: users.banned }).from(users).where(eq(users.id, options.userId));
  if (!user || user.banned) throw new AppError('account_blocked', REDEEM_ERRORS.blocked);
  const match = options.rewardId
    ? isUuid(options.rewardId)
      ? eq(rewards.id, options.rewardId)
      : undefined
    : options.rewardType
      ? eq(rewards.name, options.rewardType)
      : undefined;
  if (!match) throw new AppError('not_found', REDEEM_ERRORS.notFound);
  const [reward] = await db
    .select()
    .from(rewards)
    .where(and(match, eq(rewards.active, true)));
  if (!reward) throw new AppError('not_found', REDEEM_ERRORS.notFound);
  if (options.claimedCost !== undefined && options.claimedCost !== reward.costPoints) {
    throw new AppError('invalid_cost', REDEEM_ERRORS.cost);
  }
  const key = `${options.userId}:${options.idempotencyKey}`;

  const [already] = await db
    .select({ id: rewardRequests.id, pointsCost: rewardRequests.pointsCost })
    .from(rewardRequests)
    .where(eq(rewardRequests.idempotencyKey, key));
  if (already)
    return {
      requestId: already.id,
      pointsCost: already.pointsCost,
      created: false,
      points: await balance(options.userId),
    };

  try {
    return await db.transaction(async (tx) => {
      // Checked again under a shared lock: a block decided meanwhile (it locks the row for update)
      // stops this redemption rather than being overtaken by it.
      const [holder] = await tx
        .select({ banned: users.banned })
        .from(users)
        .where(eq(users.id, options.userId))
        .for('share');
      if (!holder || holder.banned) throw new AppError('account_blocked', REDEEM_ERRORS.blocked);
      const [request] = await tx
        .insert(rewardRequests)
        .values({
          userId: options.userId,
          rewardId: reward.id,
          rewardType: reward.name,
          pointsCost: reward.costPoints,
          idempotencyKey: key,
        })
        .returning({ id: rewardRequests.id });
      await applyPoints(tx, {
        userId: options.userId,
        delta: -reward.costPoints,
        kind: 'reward_redeemed',
        idempotencyKey: `redeem:${key}`,
        reference: { type: 'reward_request', id: request!.id },
        actorId: options.userId,
      });
      await recordActivity(tx, {
        userId: options.userId,
        type: 'reward',
        text: `Hai richiesto un ${reward.name}: è in attesa di approvazione`,
        pointsEarned: -reward.costPoints,
      });
      const [after] = await tx
        .select({ points: profiles.points })
        .from(profiles)
        .where(eq(profiles.userId, options.userId));
      return {
        requestId: request!.id,
        pointsCost: reward.costPoints,
        created: true,
        points: after?.points ?? 0,
      };
    });
  } catch (error) {
    if (error instanceof InsufficientPointsError)
      throw new AppError('insufficient_points', REDEEM_ERRORS.points);
    if (isUniqueViolation(error)) {
      // The same request, sent twice at once: the first one won.
      const [winner] = await db
        .select({ id: rewardRequests.id, pointsCost: rewardRequests.pointsCost })
        .from(rewardRequests)
        .where(eq(rewardRequests.idempotencyKey, key));
      if (winner)
        return {
          requestId: winner.id,
          pointsCost: winner.pointsCost,
          created: false,
          points: await balance(options.userId),
        };
    }
    throw error;
  }
}

async function balance(userId: string) {
  const [row] = await db
    .select({ points: profiles.points })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.points ?? 0;
}
