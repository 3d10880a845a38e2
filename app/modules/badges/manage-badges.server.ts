import { and, count, eq, gte, ne, sql } from 'drizzle-orm';
import { type Actor, AppError, assertAdmin, notFound } from '#app/lib/app-error.ts';
import { writeAudit } from '#app/lib/audit.server.ts';
import { db, isUniqueViolation, type Transaction } from '#app/lib/db.server.ts';
import { isUuid } from '#app/lib/uuid.ts';
import { badges, profiles, userBadges, users } from '#db/schema/index.ts';
import { grantBadgeInTx } from './assign-badge.server.ts';
import { BADGE_MESSAGES, type BadgeIcon, type BadgeInput } from './badge.schema.ts';

export type BadgeRecord = {
  id: string;
  name: string;
  icon: BadgeIcon;
  description: string;
  thresholdPoints: number;
  createdAt: Date;
};

export type BadgeChangeResult = {
  badge: BadgeRecord;
  /** People who received the badge right away because their lifetime points already reach it. */
  awardedCount: number;
  message: string;
};

const record = {
  id: badges.id,
  name: badges.name,
  icon: badges.icon,
  description: badges.description,
  thresholdPoints: badges.thresholdPoints,
  createdAt: badges.createdAt,
};

const duplicateName = () => new AppError('duplicate_name', BADGE_MESSAGES.duplicateName);
const assignedBadge = () => new AppError('badge_assigned', BADGE_MESSAGES.deleteAssigned);

/** Names are unique ignoring case and surrounding spaces ("Leggenda" and "leggenda" would confuse). */
async function assertNameFree(tx: Transaction, name: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: badges.id })
    .from(badges)
    .where(and(sql`lower(${badges.name}) = lower(${name})`, exceptId ? ne(badges.id, exceptId) : undefined))
    .limit(1);
  if (clash) throw duplicateName();
}

/**
 * Threshold badges are automatic, so the rule holds from the moment an admin sets it: everyone
 * whose lifetime points already reach the threshold receives the badge now, in the admin's
 * transaction, with the activity line and the e-mail. A threshold of 0 means a badge given only by
 * hand (awardThresholdBadges skips it too), otherwise creating one would hand it to everybody.
 * Blocked people are left out (no congratulations mail to a suspended account); they receive it
 * with their next earning once unblocked.
 */
async function awardToQualifying(tx: Transaction, badge: BadgeRecord, actorId: string): Promise<number> {
  if (badge.thresholdPoints <= 0) return 0;
  const qualifying = await tx
    .select({ userId: profiles.userId })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(gte(profiles.lifetimePoints, badge.thresholdPoints), eq(users.banned, false)));
  if (qualifying.length === 0) return 0;
  const { assigned } = await grantBadgeInTx(tx, {
    badgeId: badge.id,
    userIds: qualifying.map((row) => row.userId),
    actorId,
  });
  return assigned.length;
}

/** Runs a write, turning a unique-name race (the pre-check passed in both) into the clear 409. */
async function withNameGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'badges_name_unique')) throw duplicateName();
    throw error;
  }
}

/** Gestione Badge, 'Crea badge'. Awards it at once to people who already qualify (see above). */
export async function createBadge(options: { actor: Actor; input: BadgeInput }): Promise<BadgeChangeResult> {
  assertAdmin(options.actor);
  const { actor, input } = options;
  return withNameGuard(() =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, input.name);
      const [badge] = await tx
        .insert(badges)
        .values({
          name: input.name,
          icon: input.icon,
          description: input.description,
          thresholdPoints: input.thresholdPoints,
        })
        .returning(record);
      const awardedCount = await awardToQualifying(tx, badge!, actor.id);
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'badge.create',
        entityType: 'badge',
        entityId: badge!.id,
        after: { ...input, awardedCount },
      });
      return { badge: badge!, awardedCount, message: BADGE_MESSAGES.created };
    }),
  );
}

/**
 * Gestione Badge, 'Modifica'. Nobody loses a badge they have. Lowering the threshold (or giving a
 * manual badge a threshold) awards it now to whoever reaches the new one; raising it awards nobody.
 */
export async function editBadge(options: {
  actor: Actor;
  badgeId: string;
  input: BadgeInput;
}): Promise<BadgeChangeResult> {
  assertAdmin(options.actor);
  const { actor, input } = options;
  if (!isUuid(options.badgeId)) throw notFound(BADGE_MESSAGES.badgeNotFound);
  return withNameGuard(() =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select(record)
        .from(badges)
        .where(eq(badges.id, options.badgeId))
        .for('update');
      if (!before) throw notFound(BADGE_MESSAGES.badgeNotFound);
      await assertNameFree(tx, input.name, before.id);
      const [badge] = await tx
        .update(badges)
        .set({
          name: input.name,
          icon: input.icon,
          description: input.description,
          thresholdPoints: input.thresholdPoints,
        })
        .where(eq(badges.id, before.id))
        .returning(record);
      const lowered =
        badge!.thresholdPoints > 0 &&
        (before.thresholdPoints === 0 || badge!.thresholdPoints < before.thresholdPoints);
      const awardedCount = lowered ? await awardToQualifying(tx, badge!, actor.id) : 0;
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'badge.edit',
        entityType: 'badge',
        entityId: before.id,
        before: {
          name: before.name,
          icon: before.icon,
          description: before.description,
          thresholdPoints: before.thresholdPoints,
        },
        after: { ...input, awardedCount },
      });
      return { badge: badge!, awardedCount, message: BADGE_MESSAGES.edited };
    }),
  );
}

/** Gestione Badge, 'Elimina': refused while anyone has the badge (the page disables the button too). */
export async function deleteBadge(options: {
  actor: Actor;
  badgeId: string;
}): Promise<{ badgeId: string; message: string }> {
  assertAdmin(options.actor);
  if (!isUuid(options.badgeId)) throw notFound(BADGE_MESSAGES.badgeNotFound);
  try {
    return await db.transaction(async (tx) => {
      // The row lock makes a concurrent assignment (whose foreign key check needs a share lock on
      // this row) wait, so the count below stays true until the delete commits.
      const [before] = await tx
        .select(record)
        .from(badges)
        .where(eq(badges.id, options.badgeId))
        .for('update');
      if (!before) throw notFound(BADGE_MESSAGES.badgeNotFound);
      const [holders] = await tx
        .select({ total: count() })
        .from(userBadges)
        .where(eq(userBadges.badgeId, before.id));
      if ((holders?.total ?? 0) > 0) throw assignedBadge();
      await tx.delete(badges).where(eq(badges.id, before.id));
      await writeAudit(tx, {
        actorId: options.actor.id,
        action: 'badge.delete',
        entityType: 'badge',
        entityId: before.id,
        before: {
          name: before.name,
          icon: before.icon,
          description: before.description,
          thresholdPoints: before.thresholdPoints,
        },
      });
      return { badgeId: before.id, message: BADGE_MESSAGES.deleted };
    });
  } catch (error) {
    // user_badges.badge_id is `on delete restrict`: the last line of defence says the same thing.
    if (isForeignKeyViolation(error)) throw assignedBadge();
    throw error;
  }
}

/** PostgreSQL 23503, whatever wrapped the driver's error. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined; current;) {
    if (current.code === '23503') return true;
    current = current.cause as typeof current;
  }
  return false;
}
