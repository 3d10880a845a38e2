import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Actor, AppError, assertAdmin, notFound } from '#app/lib/app-error.ts';
import { writeAudit } from '#app/lib/audit.server.ts';
import { db, type Transaction } from '#app/lib/db.server.ts';
import type { Flash } from '#app/lib/flash.server.ts';
import { awardThresholdBadges } from '#app/modules/badges/award-badges.server.ts';
import { recordActivity } from '#app/modules/points/activity.server.ts';
import { applyPoints } from '#app/modules/points/ledger.server.ts';
import { surveyCompletions, surveys, users } from '#db/schema/index.ts';
import { manualCreditPoints, SURVEY_MESSAGES as M } from './survey.schema.ts';
import { SURVEY_WALL_MESSAGES } from './survey-wall.ts';
import { verifyCompletionWithProvider } from './verify-completion.server.ts';

/*
 * A person's completions (decision 019): opened from /surveys ('started', our reference goes to
 * the provider), back from the provider ('completed', "in verifica"), verified by an admin through
 * the provider's API, or credited by hand (the survey's own points), or recorded by a provider's signed
 * callback. Whatever the path and however many clicks, a completion credits points once: the
 * ledger key is the completion's.
 */

export const completionLedgerKey = (completionId: string) => `survey-completion:${completionId}`;

type LockedCompletion = {
  id: string;
  userId: string;
  status: string;
  pointsEarned: number;
  completedAt: Date | null;
  surveyTitle: string;
  rewardPoints: number;
  banned: boolean;
};

async function lockCompletion(tx: Transaction, completionId: string): Promise<LockedCompletion> {
  const [row] = await tx
    .select({
      id: surveyCompletions.id,
      userId: surveyCompletions.userId,
      status: surveyCompletions.status,
      pointsEarned: surveyCompletions.pointsEarned,
      completedAt: surveyCompletions.completedAt,
      surveyTitle: surveys.title,
      rewardPoints: surveys.rewardPoints,
      banned: users.banned,
    })
    .from(surveyCompletions)
    .innerJoin(surveys, eq(surveys.id, surveyCompletions.surveyId))
    .innerJoin(users, eq(users.id, surveyCompletions.userId))
    .where(eq(surveyCompletions.id, completionId))
    .for('update', { of: surveyCompletions });
  if (!row) throw notFound(M.completionNotFound);
  return row;
}

/**
 * Marks a completion verified and credits its points, in the caller's transaction: the ledger row,
 * the balance, the activity and any badge the new total unlocks. Answers the points credited, 0
 * when this completion had already been credited (by any path).
 */
export async function creditCompletion(
  tx: Transaction,
  completion: Pick<LockedCompletion, 'id' | 'userId' | 'surveyTitle'>,
  points: number,
  by: { actorId: string | null; reason: string },
): Promise<number> {
  const applied = await applyPoints(tx, {
    userId: completion.userId,
    delta: points,
    kind: 'survey',
    idempotencyKey: completionLedgerKey(completion.id),
    reference: { type: 'survey_completion', id: completion.id },
    actorId: by.actorId,
    reason: by.reason,
  });
  if (!applied) return 0;
  await tx
    .update(surveyCompletions)
    .set({
      status: 'verified',
      pointsEarned: points,
      verifiedAt: new Date(),
      verifiedBy: by.actorId,
      completedAt: sql`coalesce(${surveyCompletions.completedAt}, now())`,
    })
    .where(eq(surveyCompletions.id, completion.id));
  await recordActivity(tx, {
    userId: completion.userId,
    type: 'survey',
    text: `Sondaggio «${completion.surveyTitle}» verificato`,
    pointsEarned: points,
  });
  await awardThresholdBadges(tx, completion.userId);
  return points;
}

function assertCreditable(completion: LockedCompletion) {
  if (completion.status === 'verified' || completion.pointsEarned > 0)
    throw new AppError('already_credited', M.alreadyCredited);
  if (completion.status === 'reversed' || completion.status === 'screenout')
    throw new AppError('not_completable', M.notCompletable);
  if (completion.banned) throw new AppError('user_blocked', M.userBlocked);
}

/**
 * 'Verifica': asks the provider (on the server, with the key from the environment) whether this
 * person completed the survey. A provider's "no" is an answer, not an error: it comes back as the
 * 'Verifica fallita' toast with the provider's reason, and nothing changes.
 */
export async function verifyCompletion(options: { actor: Actor; completionId: string }): Promise<Flash> {
  assertAdmin(options.actor);
  const [found] = await db
    .select({
      status: surveyCompletions.status,
      pointsEarned: surveyCompletions.pointsEarned,
      completedAt: surveyCompletions.completedAt,
      provider: surveys.provider,
      providerSurveyId: surveys.surveyId,
      rewardPoints: surveys.rewardPoints,
    })
    .from(surveyCompletions)
    .innerJoin(surveys, eq(surveys.id, surveyCompletions.surveyId))
    .where(eq(surveyCompletions.id, options.completionId));
  if (!found) throw notFound(M.completionNotFound);
  if (found.status === 'verified' || found.pointsEarned > 0)
    throw new AppError('already_credited', M.alreadyCredited);

  const outcome = await verifyCompletionWithProvider({
    provider: found.provider,
    providerSurveyId: found.providerSurveyId,
    reference: options.completionId,
    completedAt: found.completedAt,
  });
  if (!outcome.verified) return { kind: 'error', title: M.verifyFailedTitle, message: outcome.message };

  const credited = await db.transaction(async (tx) => {
    const completion = await lockCompletion(tx, options.completionId);
    assertCreditable(completion);
    const points = await creditCompletion(tx, completion, found.rewardPoints, {
      actorId: options.actor.id,
      reason: `Verifica ${found.provider}`,
    });
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'survey_completion.verify',
      entityType: 'survey_completion',
      entityId: completion.id,
      before: { status: completion.status },
      after: { status: 'verified', points },
    });
    return points;
  });
  if (credited === 0) throw new AppError('already_credited', M.alreadyCredited);
  return { kind: 'success', title: 'Successo', message: M.verified(credited) };
}

/**
 * The manual credit (admin-side §2, §9's '+50 punti'): an admin credits a completion by hand when
 * the provider cannot confirm it, with the survey's own points (`manualCreditPoints`); the same
 * ledger key as 'Verifica', so the two never both pay.
 */
export async function grantCompletionPoints(options: {
  actor: Actor;
  completionId: string;
}): Promise<string> {
  assertAdmin(options.actor);
  return db.transaction(async (tx) => {
    const completion = await lockCompletion(tx, options.completionId);
    assertCreditable(completion);
    const points = await creditCompletion(tx, completion, manualCreditPoints(completion), {
      actorId: options.actor.id,
      reason: 'Accredito manuale del completamento',
    });
    if (points === 0) throw new AppError('already_credited', M.alreadyCredited);
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'survey_completion.grant',
      entityType: 'survey_completion',
      entityId: completion.id,
      before: { status: completion.status },
      after: { status: 'verified', points },
    });
    return M.granted(points);
  });
}

/** Re-exported for the callers that know the wall's messages from here. */
export { SURVEY_WALL_MESSAGES };

/** Where the provider expects the person's reference (decision 019). */
export function providerStartUrl(
  survey: { provider: string; url: string },
  reference: { completionId: string; userId: string },
): string {
  const url = new URL(survey.url);
  switch (survey.provider) {
    // Typeform reads hidden fields from the address's fragment.
    case 'typeform': {
      const hidden = new URLSearchParams(url.hash.slice(1));
      hidden.set('user_id', reference.completionId);
      url.hash = hidden.toString();
      break;
    }
    // BitLabs' wall knows the person (its callbacks name them), not a single survey.
    case 'bitlabs':
      url.searchParams.set('uid', reference.userId);
      break;
    // SurveyMonkey's custom variable, and any other provider the same way.
    default:
      url.searchParams.set('user_id', reference.completionId);
  }
  return url.toString();
}

/**
 * 'Inizia il sondaggio' on /surveys: the person's completion is created once ('started'), and the
 * answer is the provider's address carrying their reference. A survey already completed or
 * credited is not opened again.
 */
export async function startSurvey(options: { userId: string; surveyId: string }): Promise<string> {
  const [survey] = await db
    .select({ id: surveys.id, provider: surveys.provider, url: surveys.url })
    .from(surveys)
    .where(and(eq(surveys.id, options.surveyId), eq(surveys.status, 'active')));
  if (!survey) throw notFound(SURVEY_WALL_MESSAGES.notFound);
  if (survey.provider === 'bitlabs')
    return providerStartUrl(survey, { completionId: '', userId: options.userId });
  await db
    .insert(surveyCompletions)
    .values({ userId: options.userId, surveyId: survey.id, source: 'wall' })
    .onConflictDoNothing();
  const [completion] = await db
    .select({ id: surveyCompletions.id, status: surveyCompletions.status })
    .from(surveyCompletions)
    .where(
      and(
        eq(surveyCompletions.userId, options.userId),
        eq(surveyCompletions.surveyId, survey.id),
        isNull(surveyCompletions.transactionId),
      ),
    );
  if (completion!.status !== 'started') throw new AppError('already_done', SURVEY_WALL_MESSAGES.alreadyDone);
  return providerStartUrl(survey, { completionId: completion!.id, userId: options.userId });
}

/**
 * The survey's end page sends the person back here: their completion of that survey becomes
 * 'completed' ("completato, in verifica") until it is verified. Only their own, only once; coming
 * back again changes nothing.
 */
export async function markSurveyCompleted(options: { userId: string; surveyId: string }): Promise<string> {
  const mine = and(
    eq(surveyCompletions.userId, options.userId),
    eq(surveyCompletions.surveyId, options.surveyId),
    isNull(surveyCompletions.transactionId),
  );
  const [updated] = await db
    .update(surveyCompletions)
    .set({ status: 'completed', completedAt: new Date() })
    .where(and(mine, eq(surveyCompletions.status, 'started')))
    .returning({ id: surveyCompletions.id });
  if (updated) return SURVEY_WALL_MESSAGES.thanks;
  const [existing] = await db.select({ id: surveyCompletions.id }).from(surveyCompletions).where(mine);
  if (!existing) throw new AppError('not_found', SURVEY_WALL_MESSAGES.linkInvalid);
  return SURVEY_WALL_MESSAGES.thanks;
}

/** A signed-in person's completions by survey, for the wall's states. */
export async function completionStatesOf(userId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ surveyId: surveyCompletions.surveyId, status: surveyCompletions.status })
    .from(surveyCompletions)
    .where(and(eq(surveyCompletions.userId, userId), isNull(surveyCompletions.transactionId)));
  return new Map(rows.map((row) => [row.surveyId, row.status]));
}
