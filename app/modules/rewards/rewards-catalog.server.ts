import { and, asc, desc, eq } from 'drizzle-orm';
import { db } from '#app/lib/db.server.ts';
import { profiles, rewardRequests, rewards } from '#db/schema/index.ts';

export type CatalogReward = {
  id: string;
  name: string;
  partner: string;
  valueCents: number;
  costPoints: number;
  /** For a signed-in person: can they afford it now. */
  affordable: boolean | null;
};

/** The active vouchers, cheapest first, with whether the viewer can afford each (one or two queries). */
export async function listRewardCatalog(
  userId: string | null,
): Promise<{ rewards: CatalogReward[]; points: number | null }> {
  const rows = await db
    .select({
      id: rewards.id,
      name: rewards.name,
      partner: rewards.partner,
      valueCents: rewards.valueCents,
      costPoints: rewards.costPoints,
    })
    .from(rewards)
    .where(eq(rewards.active, true))
    .orderBy(asc(rewards.costPoints), asc(rewards.position));
  let points: number | null = null;
  if (userId) {
    const [profile] = await db
      .select({ points: profiles.points })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    points = profile?.points ?? 0;
  }
  return {
    rewards: rows.map((row) => ({ ...row, affordable: points === null ? null : points >= row.costPoints })),
    points,
  };
}

/** A person's reward requests, newest first ('I miei Premi'). */
export function listUserRewardRequests(userId: string, limit = 50) {
  return db
    .select({
      id: rewardRequests.id,
      rewardType: rewardRequests.rewardType,
      pointsCost: rewardRequests.pointsCost,
      status: rewardRequests.status,
      voucherCode: rewardRequests.voucherCode,
      rejectionReason: rewardRequests.rejectionReason,
      createdAt: rewardRequests.createdAt,
      processedAt: rewardRequests.processedAt,
    })
    .from(rewardRequests)
    .where(eq(rewardRequests.userId, userId))
    .orderBy(desc(rewardRequests.createdAt))
    .limit(limit);
}

export async function findRewardByName(name: string) {
  const [row] = await db
    .select()
    .from(rewards)
    .where(and(eq(rewards.name, name), eq(rewards.active, true)));
  return row;
}
