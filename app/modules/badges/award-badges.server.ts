import { and, asc, eq, gt, lte, notInArray } from 'drizzle-orm';
import { db, type Transaction } from '#app/lib/db.server.ts';
import { recordActivity } from '#app/modules/points/activity.server.ts';
import { badges, profiles, userBadges, users } from '#db/schema/index.ts';
import { sendBadgeAssignedEmails } from './assign-badge.server.ts';

/**
 * Gives a person every badge whose threshold their lifetime points have reached and they do not
 * have yet (a threshold of 0 marks a badge only admins give), with an activity line and a
 * 'badge_assigned' e-mail (through the outbox, unless switched off) for each. Called after points
 * are earned, in that transaction. The unique (user, badge) pair and `on conflict do nothing
 * returning` make each badge arrive once, mail included, even when two earnings race.
 */
export async function awardThresholdBadges(tx: Transaction, userId: string): Promise<string[]> {
  const [person] = await tx
    .select({ lifetimePoints: profiles.lifetimePoints, firstName: profiles.firstName, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId));
  if (!person) return [];
  const owned = tx.select({ id: userBadges.badgeId }).from(userBadges).where(eq(userBadges.userId, userId));
  const due = await tx
    .select({
      id: badges.id,
      name: badges.name,
      description: badges.description,
      thresholdPoints: badges.thresholdPoints,
    })
    .from(badges)
    .where(
      and(
        gt(badges.thresholdPoints, 0),
        lte(badges.thresholdPoints, person.lifetimePoints),
        notInArray(badges.id, owned),
      ),
    )
    .orderBy(asc(badges.thresholdPoints), asc(badges.name));
  if (due.length === 0) return [];
  const inserted = await tx
    .insert(userBadges)
    .values(due.map((badge) => ({ userId, badgeId: badge.id })))
    .onConflictDoNothing()
    .returning({ badgeId: userBadges.badgeId });
  const insertedIds = new Set(inserted.map((row) => row.badgeId));
  const awarded = due.filter((badge) => insertedIds.has(badge.id));
  for (const badge of awarded) {
    await recordActivity(tx, { userId, type: 'badge', text: `Hai sbloccato il badge «${badge.name}»` });
    await sendBadgeAssignedEmails(tx, badge, [{ userId, email: person.email, firstName: person.firstName }]);
  }
  return awarded.map((badge) => badge.name);
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
