import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '#app/lib/db.server.ts';
import { accountClusterMembers, accountLinks } from '#db/schema/index.ts';

type LinkKind = 'device' | 'network' | 'email' | 'invite';

/**
 * Links accounts as the integrity signals would (issue 29 §1): every pair gets an account_links
 * row of `kind` (user_a < user_b), and all of them, with any group one of them was in already,
 * share one cluster id. Returns the cluster id.
 */
export async function linkAccounts(
  database: Database,
  userIds: string[],
  kind: LinkKind = 'device',
  seen: { firstSeen?: Date; lastSeen?: Date } = {},
): Promise<string> {
  const pairs: { userA: string; userB: string }[] = [];
  for (const [index, first] of userIds.entries()) {
    for (const second of userIds.slice(index + 1)) {
      const [userA, userB] = first < second ? [first, second] : [second, first];
      pairs.push({ userA, userB });
    }
  }
  if (pairs.length > 0)
    await database
      .insert(accountLinks)
      .values(pairs.map((pair) => ({ ...pair, kind, ...seen })))
      .onConflictDoUpdate({
        target: [accountLinks.userA, accountLinks.userB, accountLinks.kind],
        set: { lastSeen: sql`excluded.last_seen` },
      });
  const existing = await database
    .select({ clusterId: accountClusterMembers.clusterId })
    .from(accountClusterMembers)
    .where(inArray(accountClusterMembers.userId, userIds));
  const clusterId = existing[0]?.clusterId ?? randomUUID();
  const merged = [...new Set(existing.map((row) => row.clusterId))];
  if (merged.length > 0)
    await database
      .update(accountClusterMembers)
      .set({ clusterId })
      .where(inArray(accountClusterMembers.clusterId, merged));
  await database
    .insert(accountClusterMembers)
    .values(userIds.map((userId) => ({ userId, clusterId })))
    .onConflictDoUpdate({ target: accountClusterMembers.userId, set: { clusterId } });
  return clusterId;
}
