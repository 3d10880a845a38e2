import { asc, eq, inArray } from 'drizzle-orm';
import { type Actor, AppError, assertAdmin, notFound } from '#app/lib/app-error.ts';
import { writeAudit } from '#app/lib/audit.server.ts';
import { db, type Transaction } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { DECISION_MESSAGES } from '#app/modules/decisions/decision.schema.ts';
import { statementLines } from '#app/modules/decisions/statement-text.ts';
import { type Automation, checkRule, recordStatement } from '#app/modules/decisions/statements.server.ts';
import { notifyByEmail } from '#app/modules/notifications/notification-settings.server.ts';
import { profiles, sessions, users } from '#db/schema/index.ts';
import type { UserRole } from './user-display.ts';
import { userBlockedEmail } from './user-emails.ts';
import { isUserId, USER_MESSAGES } from './users.schema.ts';

export type BlockResult = {
  /** False when the account already was in that state. */
  changed: boolean;
  userId: string;
  blocked: boolean;
  /** Sessions ended by this block (0 on unblock). */
  sessionsEnded: number;
  /** 'Utente bloccato' or 'Utente sbloccato'. */
  message: string;
};

export type RoleResult = { changed: boolean; userId: string; role: UserRole; message: string };

/**
 * Locks every admin row (few, in id order), so two admins blocking or demoting each other at the
 * same moment are decided one after the other and cannot leave the site without an admin.
 * Returns the admins as they stand.
 */
export async function lockAdmins(tx: Transaction) {
  return tx
    .select({ id: users.id, banned: users.banned })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .for('update');
}

async function lockTarget(tx: Transaction, userId: string) {
  const [person] = await tx
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      banned: users.banned,
      firstName: profiles.firstName,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .for('update', { of: users });
  if (!person) throw notFound(USER_MESSAGES.notFound);
  return person;
}

/** Ends every session of these people now: a block takes effect at once, not at the session's expiry. */
export async function endSessions(tx: Transaction, userIds: string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const ended = await tx
    .delete(sessions)
    .where(inArray(sessions.userId, userIds))
    .returning({ id: sessions.id });
  return ended.length;
}

export const BLOCKED_FACTS =
  'Il tuo account è sospeso: non puoi accedere, scrivere recensioni, guadagnare punti né richiedere premi.';

/** A block's statement of reasons: the rule applied, the admin's words, and how it was decided. */
export type BlockReasons = { rule: string; reason: string; automation?: Automation };

/** Checks a block's reasons before anything changes; returns the reason trimmed. */
export function checkBlockReasons(reasons: { rule?: string; reason?: string }): string {
  const reason = reasons.reason?.trim().slice(0, 500);
  if (!reason) throw new AppError('reason_required', DECISION_MESSAGES.blockReason);
  checkRule('account_blocked', reasons.rule ?? '');
  return reason;
}

/**
 * Blocks or unblocks an account (Better Auth's admin fields `banned`, `ban_reason`). A block ends
 * the person's sessions in the same transaction, stores its statement of reasons and e-mails it
 * ('user_blocked'); Better Auth then refuses their sign-in, and the services refuse their
 * reviews, redemptions and earnings. Nobody blocks themselves, and the last active admin cannot
 * be blocked.
 */
export async function setUserBlocked(
  options: { actor: Actor; userId: string } & (
    ({ blocked: true } & BlockReasons) | { blocked: false; rule?: never; reason?: never; automation?: never }
  ),
): Promise<BlockResult> {
  assertAdmin(options.actor);
  if (!isUserId(options.userId)) throw notFound(USER_MESSAGES.notFound);
  if (options.blocked && options.userId === options.actor.id)
    throw new AppError('self_block', USER_MESSAGES.selfBlock);
  const reason = options.blocked ? checkBlockReasons(options) : null;
  const message = options.blocked ? USER_MESSAGES.blocked : USER_MESSAGES.unblocked;
  const config = getConfig();
  return db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const person = await lockTarget(tx, options.userId);
    if (person.banned === options.blocked) {
      // Already blocked: any session that slipped in still ends.
      const sessionsEnded = options.blocked ? await endSessions(tx, [person.id]) : 0;
      return { changed: false, userId: person.id, blocked: person.banned, sessionsEnded, message };
    }
    if (
      options.blocked &&
      person.role === 'admin' &&
      !admins.some((admin) => admin.id !== person.id && !admin.banned)
    )
      throw new AppError('last_admin', USER_MESSAGES.lastAdminBlock);

    await tx
      .update(users)
      .set({ banned: options.blocked, banReason: options.blocked ? reason : null, banExpires: null })
      .where(eq(users.id, person.id));
    const sessionsEnded = options.blocked ? await endSessions(tx, [person.id]) : 0;
    const suspendedAt = new Date();
    if (options.blocked) {
      const statement = await recordStatement(tx, {
        userId: person.id,
        kind: 'account_blocked',
        subject: { type: 'user', id: person.id },
        ruleCode: options.rule,
        facts: BLOCKED_FACTS,
        details: reason,
        automation: options.automation ?? 'manual',
        decidedBy: options.actor.id,
      });
      await notifyByEmail(
        tx,
        'user_blocked',
        { userId: person.id, email: person.email },
        userBlockedEmail({
          userName: person.firstName?.trim() || 'utente',
          suspensionDate: suspendedAt,
          supportEmail: config.supportEmail,
          statement: statementLines(statement),
        }),
      );
    }
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: options.blocked ? 'user.block' : 'user.unblock',
      entityType: 'user',
      entityId: person.id,
      before: { banned: person.banned },
      after: {
        banned: options.blocked,
        ...(options.blocked ? { rule: options.rule, reason, sessionsEnded } : {}),
      },
    });
    return { changed: true, userId: person.id, blocked: options.blocked, sessionsEnded, message };
  });
}

/**
 * 'Ricorso accolto' on a block, inside the caller's transaction: the account is unblocked (Better
 * Auth's `banned`, `ban_reason`, `ban_expires` cleared), and the person can sign in again. No
 * mail: the appeal's own says so. An account not blocked, or deleted since, is `changed: false`.
 */
export async function unblockOnAppeal(
  tx: Transaction,
  options: { actor: Actor; userId: string },
): Promise<{ changed: boolean }> {
  assertAdmin(options.actor);
  if (!isUserId(options.userId)) return { changed: false };
  const [person] = await tx
    .select({ id: users.id, banned: users.banned, banReason: users.banReason })
    .from(users)
    .where(eq(users.id, options.userId))
    .for('update');
  if (!person?.banned) return { changed: false };
  await tx
    .update(users)
    .set({ banned: false, banReason: null, banExpires: null })
    .where(eq(users.id, person.id));
  await writeAudit(tx, {
    actorId: options.actor.id,
    action: 'user.appeal_upheld',
    entityType: 'user',
    entityId: person.id,
    before: { banned: true, banReason: person.banReason },
    after: { banned: false },
  });
  return { changed: true };
}

/**
 * Makes someone an admin or a plain user. Nobody demotes themselves, and the last active admin
 * keeps the role. (ADMIN_EMAILS grants the role again at the next start: remove the address there too.)
 */
export async function setUserRole(options: {
  actor: Actor;
  userId: string;
  role: UserRole;
}): Promise<RoleResult> {
  assertAdmin(options.actor);
  if (!isUserId(options.userId)) throw notFound(USER_MESSAGES.notFound);
  if (options.role !== 'admin' && options.role !== 'user')
    throw new AppError('invalid_role', USER_MESSAGES.roleInvalid);
  if (options.role === 'user' && options.userId === options.actor.id)
    throw new AppError('self_demote', USER_MESSAGES.selfDemote);
  return db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const person = await lockTarget(tx, options.userId);
    const current: UserRole = person.role === 'admin' ? 'admin' : 'user';
    if (current === options.role)
      return { changed: false, userId: person.id, role: current, message: USER_MESSAGES.roleUpdated };
    if (
      options.role === 'user' &&
      !person.banned &&
      !admins.some((admin) => admin.id !== person.id && !admin.banned)
    )
      throw new AppError('last_admin', USER_MESSAGES.lastAdminDemote);
    await tx.update(users).set({ role: options.role }).where(eq(users.id, person.id));
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'user.role',
      entityType: 'user',
      entityId: person.id,
      before: { role: person.role },
      after: { role: options.role },
    });
    return { changed: true, userId: person.id, role: options.role, message: USER_MESSAGES.roleUpdated };
  });
}
