import { and, asc, eq, lte, notInArray } from 'drizzle-orm';
import { db, type Transaction } from '#app/lib/db.server.ts';
import { recordActivity } from '#app/modules/points/activity.server.ts';
import { badges, profiles, userBadges } from '#db/schema/index.ts';

/**
 * Gives a person every badge whose threshold their lifetime points have reached and they do not
 * have yet, with an activity line for each. Called after points are earned, in that transaction.
 */
export async function awardThresholdBadges(tx: Transaction, userId: string): Promise<string[]> {
  const [profile] = await tx
    .select({ lifetimePoints: profiles.lifetimePoints })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (!profile) return [];
  const owned = tx.select({ id: userBadges.badgeId }).from(userBadges).where(eq(userBadges.userId, userId));
  const due = await tx
    .select({ id: badges.id, name: badges.name })
    .from(badges)
    .where(and(lte(badges.thresholdPoints, profile.lifetimePoints), notInArray(badges.id, owned)));
  if (due.length === 0) return [];
  await tx
    .insert(userBadges)
    .values(due.map((badge) => ({ userId, badgeId: badge.id })))
    .onConflictDoNothing();
  for (const badge of due) {
    await recordActivity(tx, { userId, type: 'badge', text: `Hai sbloccato il badge «${badge.name}»` });
  }
  return due.map((badge) => badge.name);
}

export type ProfileBadge = {
  id: string;
  name: string;
  icon: 'Star' | 'Trophy' | 'Medal' | 'Crown' | 'Award';
  description: string;
  thresholdPoints: number;
  unlocked: boolean;
  assignedAt: Date | null;
};

/** Every badge, with whether this person has it, for the profile's grid (one query). */
export async function listProfileBadges(userId: string): Promise<ProfileBadge[]> {
  const rows = await db
    .select({
      id: badges.id,
      name: badges.name,
      icon: badges.icon,
      description: badges.description,
      thresholdPoints: badges.thresholdPoints,
      assignedAt: userBadges.assignedAt,
    })
    .from(badges)
    .leftJoin(userBadges, and(eq(userBadges.badgeId, badges.id), eq(userBadges.userId, userId)))
    .orderBy(asc(badges.thresholdPoints), asc(badges.name));
  return rows.map((row) => ({ ...row, unlocked: row.assignedAt !== null }));
}
