import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { type Actor, AppError, assertAdmin, notFound } from '#app/lib/app-error.ts';
import { db, queryRows, type Transaction } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { pgArray } from '#app/lib/pg-array.ts';
import { isUuid } from '#app/lib/uuid.ts';
import { grantBadgeInTx } from '#app/modules/badges/assign-badge.server.ts';
import { decisionNoticeEmail, decisionsUrl } from '#app/modules/decisions/decision-notice.server.ts';
import { statementLines } from '#app/modules/decisions/statement-text.ts';
import { recordStatements } from '#app/modules/decisions/statements.server.ts';
import { notifyManyByEmail } from '#app/modules/notifications/notification-settings.server.ts';
import { applyPointsToMany } from '#app/modules/points/ledger.server.ts';
import { activities, auditLog, badges, profiles, userBadges, users } from '#db/schema/index.ts';
import {
  adjustmentActivityText,
  checkPointsChange,
  checkRemovalRule,
  REMOVAL_SUBJECT,
  removalStatement,
} from './adjust-points.server.ts';
import { BLOCKED_FACTS, checkBlockReasons, endSessions, lockAdmins } from './block-user.server.ts';
import { pointsAddedEmail, userBlockedEmail } from './user-emails.ts';
import {
  BULK_USER_ACTIONS,
  type BulkUserAction,
  bulkAppliedMessage,
  bulkBelowZeroMessage,
  isUserId,
  MAX_BULK_USERS,
  USER_MESSAGES,
} from './users.schema.ts';

export type BulkUserResult = {
  /** People the action changed: for a badge, those who did not have it yet. */
  affected: number;
  /** People selected (duplicates counted once). */
  selected: number;
  /** 'Azione applicata a N utenti' (admin-side §8). */
  message: string;
};

/** Audit rows for many people at once: one statement instead of one per person. */
async function auditMany(
  tx: Transaction,
  actorId: string,
  rows: { action: string; userId: string; before: unknown; after: unknown }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into ${auditLog} (actor_id, action, entity_type, entity_id, before, after)
    select ${actorId}, a.action, 'user', a.user_id, a.before, a.after
    from unnest(${pgArray(rows.map((row) => row.action))}::text[],
                ${pgArray(rows.map((row) => row.userId))}::text[],
                ${pgArray(rows.map((row) => JSON.stringify(row.before)))}::text[],
                ${pgArray(rows.map((row) => JSON.stringify(row.after)))}::text[])
      as a(action, user_id, before, after)`);
}

async function toggleBlock(
  tx: Transaction,
  actor: Actor,
  userIds: string[],
  reasons: { rule?: string; reason?: string },
): Promise<number> {
  const admins = await lockAdmins(tx);
  const targets = await tx
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      banned: users.banned,
      firstName: profiles.firstName,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, userIds))
    .orderBy(asc(users.id))
    .for('update', { of: users });
  if (targets.length !== userIds.length) throw notFound(USER_MESSAGES.notFound);
  const toBlock = targets.filter((person) => !person.banned);
  if (toBlock.some((person) => person.id === actor.id))
    throw new AppError('self_block', USER_MESSAGES.selfBlock);
  const selected = new Set(userIds);
  // After the inversion: admins outside the selection keep their state, selected ones flip.
  const activeAdminsAfter = admins.filter((admin) => (selected.has(admin.id) ? admin.banned : !admin.banned));
  if (toBlock.some((person) => person.role === 'admin') && activeAdminsAfter.length === 0)
    throw new AppError('last_admin', USER_MESSAGES.lastAdminBlock);
  // Those it blocks get the statement of reasons; unblocking needs none.
  const reason = toBlock.length > 0 ? checkBlockReasons(reasons) : null;

  await tx
    .update(users)
    .set({
      banned: sql`not ${users.banned}`,
      banReason: sql`case when ${users.banned} then null else ${reason}::text end`,
      banExpires: null,
    })
    .where(inArray(users.id, userIds));
  await endSessions(
    tx,
    toBlock.map((person) => person.id),
  );
  const suspensionDate = new Date();
  const { supportEmail } = getConfig();
  const statements = await recordStatements(
    tx,
    toBlock.map((person) => ({
      userId: person.id,
      kind: 'account_blocked' as const,
      subject: { type: 'user', id: person.id },
      ruleCode: reasons.rule ?? '',
      facts: BLOCKED_FACTS,
      details: reason,
      automation: 'manual' as const,
      decidedBy: actor.id,
    })),
  );
  await notifyManyByEmail(
    tx,
    'user_blocked',
    statements.map((statement) => {
      const person = toBlock.find((candidate) => candidate.id === statement.userId)!;
      return {
        userId: person.id,
        email: person.email,
        message: userBlockedEmail({
          userName: person.firstName?.trim() || 'utente',
          suspensionDate,
          supportEmail,
          statement: statementLines(statement),
        }),
      };
    }),
  );
  await auditMany(
    tx,
    actor.id,
    targets.map((person) => ({
      action: person.banned ? 'user.unblock' : 'user.block',
      userId: person.id,
      before: { banned: person.banned },
      after: { banned: !person.banned, bulk: true, ...(person.banned ? {} : { rule: reasons.rule, reason }) },
    })),
  );
  return targets.length;
}

/**
 * Adds or removes the same points for everyone selected, through the ledger (one row each, one
 * batch key), in a fixed number of statements whatever the number of people. A removal that would take anyone below zero refuses the whole action and says how
 * many people lack the points: partial bulk changes are hard to see and to undo.
 */
async function adjustPointsOfMany(
  tx: Transaction,
  actor: Actor,
  userIds: string[],
  points: number,
  reason: string,
  rule: string | undefined,
): Promise<number> {
  // Locked in id order, so two bulk actions over overlapping selections cannot deadlock.
  const people = await tx
    .select({
      userId: profiles.userId,
      points: profiles.points,
      email: users.email,
      firstName: profiles.firstName,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(inArray(profiles.userId, userIds))
    .orderBy(asc(profiles.userId))
    .for('update', { of: profiles });
  if (people.length !== userIds.length) throw notFound(USER_MESSAGES.notFound);
  if (points < 0) {
    const short = people.filter((person) => person.points + points < 0).length;
    if (short > 0) throw new AppError('insufficient_points', bulkBelowZeroMessage(short));
  }

  const batch = randomUUID();
  const byId = new Map(people.map((person) => [person.userId, person]));
  const statements = !rule
    ? []
    : await recordStatements(
        tx,
        people.map((person) =>
          removalStatement({
            userId: person.userId,
            points,
            rule,
            reason,
            actorId: actor.id,
            subject: { type: 'points_ledger', id: `admin-bulk:${batch}:${person.userId}` },
          }),
        ),
      );
  await notifyManyByEmail(
    tx,
    'decision_notice',
    statements.map((statement) => ({
      userId: statement.userId,
      email: byId.get(statement.userId)!.email,
      message: decisionNoticeEmail({
        userName: byId.get(statement.userId)!.firstName?.trim() || 'utente',
        subject: REMOVAL_SUBJECT,
        statement,
        decisionsUrl: decisionsUrl(),
      }),
    })),
  );
  await applyPointsToMany(tx, {
    userIds: people.map((person) => person.userId),
    delta: points,
    kind: 'admin_adjustment',
    keyPrefix: `admin-bulk:${batch}:`,
    actorId: actor.id,
    reason,
  });
  const ids = pgArray(people.map((person) => person.userId));
  // The activity lines in one statement (recordActivity writes one row per call).
  await tx.execute(sql`
    insert into ${activities} (user_id, type, text, points_earned)
    select unnest(${ids}::text[]), 'admin', ${adjustmentActivityText(points, reason)}, ${points}`);

  if (points > 0) {
    // Threshold badges (those above 0: a 0 marks a badge only admins give) now reached and not
    // yet owned, one grant per badge for all its people rather than a check per person.
    const due = await queryRows<{ badge_id: string; user_ids: string[] }>(
      sql`
        select b.id as badge_id, array_agg(p.user_id order by p.user_id) as user_ids
        from ${profiles} p
        join ${badges} b on b.threshold_points > 0 and b.threshold_points <= p.lifetime_points
        where p.user_id = any(${ids}::text[])
          and not exists (select 1 from ${userBadges} ub where ub.user_id = p.user_id and ub.badge_id = b.id)
        group by b.id, b.threshold_points
        order by b.threshold_points`,
      tx,
    );
    for (const badge of due)
      await grantBadgeInTx(tx, { badgeId: badge.badge_id, userIds: badge.user_ids, actorId: actor.id });
    const profileUrl = `${getConfig().baseUrl}/profile`;
    await notifyManyByEmail(
      tx,
      'points_added',
      people.map((person) => ({
        userId: person.userId,
        email: person.email,
        message: pointsAddedEmail({
          userName: person.firstName?.trim() || 'utente',
          points,
          totalPoints: person.points + points,
          reason,
          profileUrl,
        }),
      })),
    );
  }
  await auditMany(
    tx,
    actor.id,
    people.map((person) => ({
      action: 'user.points.adjust',
      userId: person.userId,
      before: { points: person.points },
      after: { points: person.points + points, delta: points, reason, bulk: batch },
    })),
  );
  return people.length;
}

async function giveBadge(tx: Transaction, actor: Actor, userIds: string[], badgeId: string): Promise<number> {
  const found = await tx.select({ id: users.id }).from(users).where(inArray(users.id, userIds));
  if (found.length !== userIds.length) throw notFound(USER_MESSAGES.notFound);
  const { assigned } = await grantBadgeInTx(tx, { badgeId, userIds, actorId: actor.id });
  return assigned.length;
}

/**
 * The bulk bar of Gestione Utenti: invert each selected person's block, add or remove points, or
 * give a badge, all in one transaction: if any part fails (an unknown person, a balance that would
 * go below zero, the actor or the last admin in a block), nothing changes.
 */
export async function applyBulkUserAction(options: {
  actor: Actor;
  userIds: string[];
  action: BulkUserAction;
  points?: number;
  reason?: string;
  /** 'Inverti blocco': the rule of the terms applied to those it blocks. */
  rule?: string;
  badgeId?: string;
}): Promise<BulkUserResult> {
  assertAdmin(options.actor);
  const userIds = [...new Set(options.userIds.map((id) => id.trim()).filter(Boolean))];
  if (userIds.length === 0) throw new AppError('no_selection', USER_MESSAGES.selectUsers);
  if (userIds.length > MAX_BULK_USERS) throw new AppError('too_many', USER_MESSAGES.tooManyUsers);
  if (!userIds.every(isUserId)) throw notFound(USER_MESSAGES.notFound);
  if (!BULK_USER_ACTIONS.includes(options.action))
    throw new AppError('invalid_action', USER_MESSAGES.actionInvalid);
  const change = options.action === 'points' ? checkPointsChange(options.points, options.reason) : undefined;
  const removalRule = change ? checkRemovalRule(change.points, options.rule) : undefined;
  if (options.action === 'badge' && !isUuid(options.badgeId))
    throw new AppError('badge_required', USER_MESSAGES.badgeRequired);

  const affected = await db.transaction(async (tx) => {
    switch (options.action) {
      case 'toggle-block':
        return toggleBlock(tx, options.actor, userIds, options);
      case 'points':
        return adjustPointsOfMany(tx, options.actor, userIds, change!.points, change!.reason, removalRule);
      case 'badge':
        return giveBadge(tx, options.actor, userIds, options.badgeId!);
    }
  });
  return { affected, selected: userIds.length, message: bulkAppliedMessage(affected) };
}
