import { eq } from 'drizzle-orm';
import { db } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { profiles } from '#db/schema/index.ts';
import { nextTier, tierFor, voucherProgress } from './points-rules.ts';

/** Balance, tier and the two progress bars (next voucher, next tier) of a person. */
export async function getPointsSummary(userId: string) {
  const [profile] = await db
    .select({ points: profiles.points, lifetimePoints: profiles.lifetimePoints })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const points = profile?.points ?? 0;
  const lifetimePoints = profile?.lifetimePoints ?? 0;
  const { tiers } = getConfig();
  return {
    points,
    lifetimePoints,
    tier: tierFor(lifetimePoints, tiers),
    nextTier: nextTier(lifetimePoints, tiers),
    voucher: voucherProgress(points),
    tiers,
  };
}
