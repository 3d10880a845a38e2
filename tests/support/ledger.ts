import { eq, sql } from 'drizzle-orm';
import { applyPoints } from '#app/modules/points/ledger.server.ts';
import { db, queryRows } from '#app/lib/db.server.ts';
import { pointsLedger, profiles } from '#db/schema/index.ts';

export async function balance(userId: string) {
  const [row] = await db
    .select({ points: profiles.points, lifetime: profiles.lifetimePoints })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row!;
}

/** DESIGN.md §6: for every profile, the sum of ledger deltas is the balance, and it is ≥ 0. */
export async function ledgerInvariantBreaches() {
  return queryRows(sql`
    select p.user_id, p.points, coalesce(l.total, 0) as total from ${profiles} p
    left join (select user_id, sum(delta) as total from ${pointsLedger} group by user_id) l on l.user_id = p.user_id
    where p.points <> coalesce(l.total, 0) or p.points < 0`);
}

/** Points through the ledger, as an admin adjustment would give them. */
export async function grantPoints(userId: string, amount: number) {
  await db.transaction((tx) =>
    applyPoints(tx, {
      userId,
      delta: amount,
      kind: 'admin_adjustment',
      idempotencyKey: `test-grant:${userId}:${crypto.randomUUID()}`,
    }),
  );
}
