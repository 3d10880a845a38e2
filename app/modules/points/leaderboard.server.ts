import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { db } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { formatPublicName } from '#app/lib/format.ts';
import { profiles, users } from '#db/schema/index.ts';
import { tierFor } from './points-rules.ts';

export type LeaderboardEntry = {
  rank: number;
  name: string;
  lifetimePoints: number;
  tier: string;
  isViewer: boolean;
};

const listed = and(eq(users.banned, false), gt(profiles.lifetimePoints, 0));

/**
 * Top reviewers by lifetime points (spending does not move anyone down), and the viewer's own
 * position when they are outside the top. Ties share a rank.
 */
export async function getLeaderboard(options: { limit: number; viewerId: string | null }) {
  const { tiers } = getConfig();
  const rows = await db
    .select({
      userId: profiles.userId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      lifetimePoints: profiles.lifetimePoints,
      rank: sql<number>`(rank() over (order by ${profiles.lifetimePoints} desc))::int`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(listed)
    .orderBy(desc(profiles.lifetimePoints), profiles.userId)
    .limit(options.limit);
  const entries: LeaderboardEntry[] = rows.map((row) => ({
    rank: row.rank,
    name: formatPublicName(row.firstName, row.lastName),
    lifetimePoints: row.lifetimePoints,
    tier: tierFor(row.lifetimePoints, tiers),
    isViewer: row.userId === options.viewerId,
  }));
  let viewer: LeaderboardEntry | null = entries.find((entry) => entry.isViewer) ?? null;
  if (!viewer && options.viewerId) {
    const [me] = await db
      .select({
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        lifetimePoints: profiles.lifetimePoints,
      })
      .from(profiles)
      .where(eq(profiles.userId, options.viewerId));
    if (me) {
      const [ahead] = await db
        .select({ value: count() })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(and(listed, gt(profiles.lifetimePoints, me.lifetimePoints)));
      viewer = {
        rank: (ahead?.value ?? 0) + 1,
        name: formatPublicName(me.firstName, me.lastName),
        lifetimePoints: me.lifetimePoints,
        tier: tierFor(me.lifetimePoints, tiers),
        isViewer: true,
      };
    }
  }
  return { entries, viewer };
}
