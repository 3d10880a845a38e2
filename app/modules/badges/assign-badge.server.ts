import { and, eq, sql } from 'drizzle-orm';
import { type Actor, AppError, assertAdmin, notFound } from '#app/lib/app-error.ts';
import { writeAudit } from '#app/lib/audit.server.ts';
import { db, queryRows, type Transaction } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { pgArray } from '#app/lib/pg-array.ts';
import { isUuid } from '#app/lib/uuid.ts';
import { notifyManyByEmail } from '#app/modules/notifications/notification-settings.server.ts';
import { activities, auditLog, badges, profiles, userBadges, users } from '#db/schema/index.ts';
import { BADGE_MESSAGES } from './badge.schema.ts';
import { badgeAssignedEmail } from './badge-emails.ts';

type BadgeForMail = { id: string; name: string; description: string; thresholdPoints: number };

/** What the e-mails and messages need about a badge; an unknown (or malformed) id is a 404. */
export async function findBadgeOrThrow(executor: Transaction, badgeId: string): Promise<BadgeForMail> {
  if (!isUuid(badgeId)) throw notFound(BADGE_MESSAGES.badgeNotFound);
  const [badge] = await executor
    .select({
      id: badges.id,
      name: badges.name,
      description: badges.description,
      thresholdPoints: badges.thresholdPoints,
    })
    .from(badges)
    .where(eq(badges.id, badgeId));
  if (!badge) throw notFound(BADGE_MESSAGES.badgeNotFound);
  return badge;
}

/**
 * Queues the 'badge_assigned' e-mail for each person who just received a badge, in the caller's
 * transaction, honouring the admin switch and each person's opt-out (one batch, not one per person).
 */
export async function sendBadgeAssignedEmails(
  tx: Transaction,
  badge: BadgeForMail,
  recipients: { userId: string; email: string; firstName: string | null }[],
): Promise<void> {
  if (recipients.length === 0) return;
  const profileUrl = `${getConfig().baseUrl}/profile`;
  await notifyManyByEmail(
    tx,
    'badge_assigned',
    recipients.map((person) => ({
      userId: person.userId,
      email: person.email,
      message: badgeAssignedEmail({
        userName: person.firstName?.trim() || 'utente',
        badgeName: badge.name,
        badgeDescription: badge.description,
        thresholdPoints: badge.thresholdPoints,
        profileUrl,
      }),
    })),
  );
}

/**
 * Gives a badge to the listed people who do not have it yet, in the caller's transaction, and
 * returns who actually received it (in the order given). Ids of unknown users are skipped.
 *
 * Set-based, so a bulk action on 1,000 users stays a handful of statements: one
 * `insert … select … on conflict do nothing returning` (which also reads the e-mail addresses),
 * one insert of the activity lines, one of the audit rows, and the e-mails through
 * `notifyManyByEmail` (one read of the switch, one of the opt-outs, one insert per 1,000 mails).
 * The activity and audit rows are written with `insert … select unnest(…)` rather than
 * `recordActivity`/`writeAudit`, which take a single row each.
 *
 * Audit: one row per assignment (action 'badge.assign', entity the user, after = the badge), so
 * a person's audit history shows every badge an admin gave them.
 */
export async function grantBadgeInTx(
  tx: Transaction,
  input: { badgeId: string; userIds: string[]; actorId: string },
): Promise<{ assigned: string[] }> {
  const badge = await findBadgeOrThrow(tx, input.badgeId);
  const wanted = [...new Set(input.userIds.map((id) => id.trim()).filter(Boolean))];
  if (wanted.length === 0) return { assigned: [] };

  const granted = await queryRows<{ user_id: string; email: string; first_name: string | null }>(
    sql`
      with granted as (
        insert into ${userBadges} (user_id, badge_id)
        select u.id, ${badge.id}::uuid from ${users} u where u.id = any(${pgArray(wanted)}::text[])
        on conflict (user_id, badge_id) do nothing
        returning user_id
      )
      select g.user_id, u.email, p.first_name
      from granted g
      join ${users} u on u.id = g.user_id
      left join ${profiles} p on p.user_id = g.user_id`,
    tx,
  );
  if (granted.length === 0) return { assigned: [] };
  const order = new Map(wanted.map((id, index) => [id, index]));
  granted.sort((a, b) => order.get(a.user_id)! - order.get(b.user_id)!);
  const assigned = granted.map((row) => row.user_id);
  const ids = pgArray(assigned);

  await tx.execute(sql`
    insert into ${activities} (user_id, type, text, points_earned)
    select unnest(${ids}::text[]), 'badge', ${`Hai ricevuto il badge «${badge.name}»`}, 0`);
  await tx.execute(sql`
    insert into ${auditLog} (actor_id, action, entity_type, entity_id, after)
    select ${input.actorId}, 'badge.assign', 'user', unnest(${ids}::text[]),
      ${JSON.stringify({ badgeId: badge.id, badgeName: badge.name })}`);
  await sendBadgeAssignedEmails(
    tx,
    badge,
    granted.map((row) => ({ userId: row.user_id, email: row.email, firstName: row.first_name })),
  );
  return { assigned };
}

/**
 * Finds the person an admin typed: a user id or an e-mail address (admins rarely know ids).
 * Blank is 'Inserisci un user_id valido'; nobody matching is 'Utente non trovato'.
 */
export async function resolveUserRef(
  executor: Transaction,
  userRef: string,
): Promise<{ id: string; email: string }> {
  const ref = userRef.trim();
  if (!ref) throw new AppError('invalid_user', BADGE_MESSAGES.userRefRequired);
  const [user] = await executor
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(ref.includes('@') ? eq(users.email, ref.toLowerCase()) : eq(users.id, ref));
  if (!user) throw notFound(BADGE_MESSAGES.userNotFound);
  return user;
}

export type BadgeAssignmentResult = { userId: string; badgeId: string; badgeName: string; message: string };

/**
 * An admin gives a badge to one person. Already having it is a 409 ('already_assigned'); the
 * person gets an activity line and, unless switched off, the 'badge_assigned' e-mail.
 */
export async function assignBadge(options: {
  actor: Actor;
  badgeId: string;
  userRef: string;
}): Promise<BadgeAssignmentResult> {
  assertAdmin(options.actor);
  if (!options.userRef.trim()) throw new AppError('invalid_user', BADGE_MESSAGES.userRefRequired);
  return db.transaction(async (tx) => {
    const badge = await findBadgeOrThrow(tx, options.badgeId);
    const user = await resolveUserRef(tx, options.userRef);
    const { assigned } = await grantBadgeInTx(tx, {
      badgeId: badge.id,
      userIds: [user.id],
      actorId: options.actor.id,
    });
    if (assigned.length === 0) throw new AppError('already_assigned', BADGE_MESSAGES.alreadyAssigned);
    return { userId: user.id, badgeId: badge.id, badgeName: badge.name, message: BADGE_MESSAGES.assigned };
  });
}

/**
 * An admin takes a badge back from one person. Not having it is a 409 ('not_assigned'). No
 * e-mail and no activity line. A threshold badge taken from someone who still qualifies comes
 * back (with its e-mail) the next time they earn points: threshold badges are automatic.
 */
export async function removeBadge(options: {
  actor: Actor;
  badgeId: string;
  userRef: string;
}): Promise<BadgeAssignmentResult> {
  assertAdmin(options.actor);
  if (!options.userRef.trim()) throw new AppError('invalid_user', BADGE_MESSAGES.userRefRequired);
  return db.transaction(async (tx) => {
    const badge = await findBadgeOrThrow(tx, options.badgeId);
    const user = await resolveUserRef(tx, options.userRef);
    const [removed] = await tx
      .delete(userBadges)
      .where(and(eq(userBadges.userId, user.id), eq(userBadges.badgeId, badge.id)))
      .returning({ assignedAt: userBadges.assignedAt });
    if (!removed) throw new AppError('not_assigned', BADGE_MESSAGES.notAssigned);
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'badge.remove',
      entityType: 'user',
      entityId: user.id,
      before: { badgeId: badge.id, badgeName: badge.name, assignedAt: removed.assignedAt },
    });
    return { userId: user.id, badgeId: badge.id, badgeName: badge.name, message: BADGE_MESSAGES.removed };
  });
}
