import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { type Actor, AppError, assertAdmin, notFound } from '#app/lib/app-error.ts';
import { writeAudit } from '#app/lib/audit.server.ts';
import { db } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { formatPoints } from '#app/lib/format.ts';
import { awardThresholdBadges } from '#app/modules/badges/award-badges.server.ts';
import { decisionNoticeEmail, decisionsUrl } from '#app/modules/decisions/decision-notice.server.ts';
import { checkRule, recordStatement, type StatementInput } from '#app/modules/decisions/statements.server.ts';
import { notifyByEmail } from '#app/modules/notifications/notification-settings.server.ts';
import { recordActivity } from '#app/modules/points/activity.server.ts';
import { applyPoints } from '#app/modules/points/ledger.server.ts';
import { profiles, users } from '#db/schema/index.ts';
import { pointsAddedEmail } from './user-emails.ts';
import {
  belowZeroMessage,
  isUserId,
  MAX_POINTS_CHANGE,
  MAX_REASON_LENGTH,
  USER_MESSAGES,
} from './users.schema.ts';

export type PointsAdjustmentResult = {
  /** False when this request key was already used: the first one already moved the points. */
  changed: boolean;
  userId: string;
  delta: number;
  /** The balance after the change. */
  balance: number;
  lifetimePoints: number;
  /** Threshold badges the change unlocked (names). */
  badgesAwarded: string[];
  message: string;
};

/** The checks the schema makes, again: services are called by the JSON API and scripts too. */
export function checkPointsChange(points: unknown, reason: unknown): { points: number; reason: string } {
  if (typeof points !== 'number' || !Number.isInteger(points))
    throw new AppError('invalid_points', USER_MESSAGES.pointsInteger);
  if (points === 0) throw new AppError('invalid_points', USER_MESSAGES.pointsNotZero);
  if (Math.abs(points) > MAX_POINTS_CHANGE) throw new AppError('invalid_points', USER_MESSAGES.pointsRange);
  const trimmed = typeof reason === 'string' ? reason.trim() : '';
  if (!trimmed) throw new AppError('reason_required', USER_MESSAGES.reasonRequired);
  if (trimmed.length > MAX_REASON_LENGTH) throw new AppError('reason_too_long', USER_MESSAGES.reasonTooLong);
  return { points, reason: trimmed };
}

/** A removal states its reasons (issue 33 §2): the rule of the terms is required, an addition needs none. */
export function checkRemovalRule(points: number, rule: string | undefined): string | undefined {
  if (points >= 0) return undefined;
  checkRule('points_reversed', rule ?? '');
  return rule;
}

export const REMOVAL_SUBJECT = 'Abbiamo tolto dei punti dal tuo saldo';

/** The statement of a removal, for one person or for each of a bulk action's. */
export function removalStatement(options: {
  userId: string;
  points: number;
  rule: string;
  reason: string;
  actorId: string;
  subject: { type: string; id: string };
}): StatementInput {
  return {
    userId: options.userId,
    kind: 'points_reversed',
    subject: options.subject,
    ruleCode: options.rule,
    facts: `Lo staff ha tolto ${formatPoints(-options.points)} dal tuo saldo.`,
    details: options.reason,
    automation: 'manual',
    decidedBy: options.actorId,
  };
}

/** The person's activity line for a change by the staff, the same for one person and for a bulk action. */
export function adjustmentActivityText(points: number, reason: string): string {
  return points > 0
    ? `Hai ricevuto ${formatPoints(points)} dallo staff. Motivo: ${reason}`
    : `Lo staff ha tolto ${formatPoints(-points)} dal tuo saldo. Motivo: ${reason}`;
}

/**
 * The points dialog (admin-side §5): a positive number adds, a negative one removes, always with
 * a reason that the ledger row, the person's activity and (when adding) their e-mail carry. A
 * removal larger than the balance is refused with what is available: the balance never goes
 * below zero. `requestKey` (one per form view) makes a double submit land once.
 *
 * Blocked people can still be corrected by an admin: "cannot earn" is about what they do.
 */
export async function adjustUserPoints(options: {
  actor: Actor;
  userId: string;
  points: number;
  reason: string;
  /** Required to remove points: the rule of the terms the removal applies. */
  rule?: string;
  requestKey?: string;
}): Promise<PointsAdjustmentResult> {
  assertAdmin(options.actor);
  const { points, reason } = checkPointsChange(options.points, options.reason);
  const rule = checkRemovalRule(points, options.rule);
  if (!isUserId(options.userId)) throw notFound(USER_MESSAGES.notFound);
  const key =
    options.requestKey && /^[\w-]{8,100}$/.test(options.requestKey) ? options.requestKey : randomUUID();
  const config = getConfig();
  return db.transaction(async (tx) => {
    // The profile row is locked: a concurrent spend cannot slip between the check and the debit.
    const [person] = await tx
      .select({
        email: users.email,
        firstName: profiles.firstName,
        points: profiles.points,
        lifetimePoints: profiles.lifetimePoints,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.userId, options.userId))
      .for('update', { of: profiles });
    if (!person) throw notFound(USER_MESSAGES.notFound);
    if (points < 0 && person.points + points < 0)
      throw new AppError('insufficient_points', belowZeroMessage(person.points));

    const ledgerKey = `admin-adjustment:${options.actor.id}:${key}`;
    const applied = await applyPoints(tx, {
      userId: options.userId,
      delta: points,
      kind: 'admin_adjustment',
      idempotencyKey: ledgerKey,
      reference: { type: 'user', id: options.userId },
      actorId: options.actor.id,
      reason,
    });
    if (!applied)
      return {
        changed: false,
        userId: options.userId,
        delta: 0,
        balance: person.points,
        lifetimePoints: person.lifetimePoints,
        badgesAwarded: [],
        message: USER_MESSAGES.pointsUpdated,
      };

    await recordActivity(tx, {
      userId: options.userId,
      type: 'admin',
      text: adjustmentActivityText(points, reason),
      pointsEarned: points,
    });
    if (rule) {
      const statement = await recordStatement(
        tx,
        removalStatement({
          userId: options.userId,
          points,
          rule,
          reason,
          actorId: options.actor.id,
          // The ledger row, by its key: what an upheld appeal would give back.
          subject: { type: 'points_ledger', id: ledgerKey },
        }),
      );
      await notifyByEmail(
        tx,
        'decision_notice',
        { userId: options.userId, email: person.email },
        decisionNoticeEmail({
          userName: person.firstName?.trim() || 'utente',
          subject: REMOVAL_SUBJECT,
          statement,
          decisionsUrl: decisionsUrl(),
        }),
      );
    }
    const badgesAwarded = points > 0 ? await awardThresholdBadges(tx, options.userId) : [];
    const [after] = await tx
      .select({ points: profiles.points, lifetimePoints: profiles.lifetimePoints })
      .from(profiles)
      .where(eq(profiles.userId, options.userId));
    const balance = after?.points ?? person.points + points;
    if (points > 0)
      await notifyByEmail(
        tx,
        'points_added',
        { userId: options.userId, email: person.email },
        pointsAddedEmail({
          userName: person.firstName?.trim() || 'utente',
          points,
          totalPoints: balance,
          reason,
          profileUrl: `${config.baseUrl}/profile`,
        }),
      );
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'user.points.adjust',
      entityType: 'user',
      entityId: options.userId,
      before: { points: person.points },
      after: { points: balance, delta: points, reason, ...(rule ? { rule } : {}) },
    });
    return {
      changed: true,
      userId: options.userId,
      delta: points,
      balance,
      lifetimePoints: after?.lifetimePoints ?? person.lifetimePoints,
      badgesAwarded,
      message: USER_MESSAGES.pointsUpdated,
    };
  });
}

export type PointsStats = {
  /** The spec's total_points: the sum of every balance, what could still be spent. */
  totalPoints: number;
  /** Points ever earned (lifetime points, net of reversals), spent or not. */
  totalIssued: number;
  /** People with a balance above zero. */
  usersWithPoints: number;
};

/** get_points_stats (admin-side §7), in one pass over the profiles. */
export async function getPointsStats(actor: { isAdmin: boolean }): Promise<PointsStats> {
  assertAdmin(actor);
  const [row] = await db
    .select({
      totalPoints: sql<number>`coalesce(sum(${profiles.points}), 0)`.mapWith(Number),
      totalIssued: sql<number>`coalesce(sum(${profiles.lifetimePoints}), 0)`.mapWith(Number),
      usersWithPoints: sql<number>`count(*) filter (where ${profiles.points} > 0)`.mapWith(Number),
    })
    .from(profiles);
  return row ?? { totalPoints: 0, totalIssued: 0, usersWithPoints: 0 };
}
