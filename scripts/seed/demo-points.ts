import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '#app/lib/db.server.ts';
import { profiles } from '#db/schema/index.ts';

/**
 * Adds what the demo's ledger rows gave each person to their balance and lifetime points, one
 * update per person (the seed writes the ledger rows itself; the balances must agree with them).
 */
export async function creditDemoProfiles(tx: Transaction, earned: Map<string, number>) {
  for (const [userId, points] of earned) {
    if (points === 0) continue;
    await tx
      .update(profiles)
      .set({
        points: sql`${profiles.points} + ${points}`,
        lifetimePoints: sql`${profiles.lifetimePoints} + ${points}`,
      })
      .where(eq(profiles.userId, userId));
  }
}
