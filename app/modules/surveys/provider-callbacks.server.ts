import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { type Actor, AppError, assertAdmin, notFound } from '#app/lib/app-error.ts';
import { writeAudit } from '#app/lib/audit.server.ts';
import { db } from '#app/lib/db.server.ts';
import { logger } from '#app/lib/logger.server.ts';
import { isUuid } from '#app/lib/uuid.ts';
import { notifyDecision } from '#app/modules/decisions/decision-notice.server.ts';
import { recordStatement } from '#app/modules/decisions/statements.server.ts';
import { recordActivity } from '#app/modules/points/activity.server.ts';
import { applyPoints } from '#app/modules/points/ledger.server.ts';
import { SURVEY_POINTS } from '#app/modules/points/points-rules.ts';
import { surveyCompletions, surveys, users } from '#db/schema/index.ts';
import type { BitlabsCallback } from './bitlabs.server.ts';
import { SURVEY_MESSAGES as M } from './survey.schema.ts';
import { completionLedgerKey, creditCompletion } from './survey-completions.server.ts';

/*
 * BitLabs' reward callbacks (user-side §7, decision 019), already checked against their signature:
 * COMPLETE records one completion per transaction and credits it at once (the signed callback is
 * the provider's own confirmation) — unless its value is 0 or negative: a complete worth nothing
 * is recorded uncredited, never paid the survey's default points (decision 032); RECONCILIATION takes a credited one back through the ledger,
 * never below zero; SCREENOUT is recorded without points; anything else is ignored. Each outcome
 * is idempotent: the provider may send the same callback again and nothing moves twice.
 */

export type CallbackOutcome = 'credited' | 'recorded' | 'duplicate' | 'reversed' | 'screenout' | 'ignored';

/**
 * BitLabs pays in our points (its app currency); the pages promise 3 to 10, so that is what counts.
 * The fallback is for showing a survey BitLabs lists without a value; a callback's non-positive
 * value is never paid (recordBitlabsCallback).
 */
export const bitlabsPoints = (value: number, fallback: number) =>
  value > 0 ? Math.min(SURVEY_POINTS.max, Math.max(SURVEY_POINTS.min, Math.round(value))) : fallback;

/** The survey a callback belongs to: the one with BitLabs' survey id, else the BitLabs wall. */
async function bitlabsSurvey(surveyId: string | null) {
  const [survey] = await db
    .select({ id: surveys.id, title: surveys.title, rewardPoints: surveys.rewardPoints })
    .from(surveys)
    .where(eq(surveys.provider, 'bitlabs'))
    .orderBy(
      ...(surveyId ? [desc(sql`${surveys.surveyId} = ${surveyId}`)] : []),
      desc(sql`${surveys.status} = 'active'`),
      asc(surveys.createdAt),
    )
    .limit(1);
  return survey;
}

export async function recordBitlabsCallback(callback: BitlabsCallback): Promise<CallbackOutcome> {
  const log = logger();
  const [person] = await db
    .select({ id: users.id, banned: users.banned })
    .from(users)
    .where(eq(users.id, callback.userId));
  const survey = await bitlabsSurvey(callback.surveyId);
  if (!person || !survey) {
    log.warn(
      { tx: callback.transactionId, person: Boolean(person), survey: Boolean(survey) },
      'bitlabs callback ignored',
    );
    return 'ignored';
  }

  switch (callback.type) {
    case 'COMPLETE':
    case 'SCREENOUT':
      return db.transaction(async (tx) => {
        const complete = callback.type === 'COMPLETE';
        const [created] = await tx
          .insert(surveyCompletions)
          .values({
            userId: person.id,
            surveyId: survey.id,
            transactionId: callback.transactionId,
            status: complete ? 'completed' : 'screenout',
            source: 'callback',
            completedAt: new Date(),
          })
          .onConflictDoNothing()
          .returning({ id: surveyCompletions.id });
        if (!created) return 'duplicate';
        if (!complete) return 'screenout';
        // Blocked people earn nothing (DESIGN §3.8): the completion is kept, uncredited.
        if (person.banned) return 'recorded';
        // A complete BitLabs values at nothing (or less) is kept for the record, never paid.
        if (!(callback.value > 0)) {
          log.warn(
            { tx: callback.transactionId, value: callback.value },
            'bitlabs complete with a non-positive value: recorded, not credited',
          );
          return 'recorded';
        }
        await creditCompletion(
          tx,
          { id: created.id, userId: person.id, surveyTitle: survey.title },
          bitlabsPoints(callback.value, survey.rewardPoints),
          { actorId: null, reason: `BitLabs ${callback.transactionId}` },
        );
        return 'credited';
      });
    case 'RECONCILIATION':
      return db.transaction(async (tx) => {
        const original = callback.reference ?? callback.transactionId;
        const [completion] = await tx
          .select({
            id: surveyCompletions.id,
            status: surveyCompletions.status,
            pointsEarned: surveyCompletions.pointsEarned,
          })
          .from(surveyCompletions)
          .where(and(eq(surveyCompletions.transactionId, original), eq(surveyCompletions.userId, person.id)))
          .for('update');
        if (!completion || completion.status === 'reversed') return completion ? 'duplicate' : 'ignored';
        // A screen-out was never a completion nor paid: there is nothing to take back or to state.
        if (completion.status === 'screenout') return 'ignored';
        const taken = completion.pointsEarned
          ? await applyPoints(
              tx,
              {
                userId: person.id,
                delta: -completion.pointsEarned,
                kind: 'survey',
                idempotencyKey: `survey-reversal:${completion.id}`,
                reference: { type: 'survey_completion', id: completion.id },
                reason: `Completamento annullato dal partner BitLabs dopo i suoi controlli (transazione ${callback.transactionId})`,
              },
              { floorAtZero: true },
            )
          : { applied: 0 };
        await tx
          .update(surveyCompletions)
          .set({ status: 'reversed' })
          .where(eq(surveyCompletions.id, completion.id));
        await recordActivity(tx, {
          userId: person.id,
          type: 'survey',
          text: `Sondaggio «${survey.title}» annullato dal partner`,
          pointsEarned: taken?.applied ?? 0,
        });
        // A completion that was never paid (a blocked person's, one valued at nothing) loses nothing.
        if (completion.pointsEarned <= 0) return 'reversed';
        // The partner's verdict, applied by the machine: a statement of reasons all the same.
        const lost = -(taken?.applied ?? 0);
        const statement = await recordStatement(tx, {
          userId: person.id,
          kind: 'survey_refused',
          subject: { type: 'survey_completion', id: completion.id },
          ruleCode: 'points-earned-fairly',
          facts: `BitLabs, il partner del sondaggio «${survey.title}», ha annullato il tuo completamento dopo i suoi controlli${lost > 0 ? `: ti abbiamo tolto ${lost === 1 ? '1 punto' : `${lost} punti`}` : ''}.`,
          automation: 'automatic',
        });
        await notifyDecision(
          tx,
          person.id,
          `Il sondaggio «${survey.title}» è stato annullato dal partner`,
          statement,
        );
        return 'reversed';
      });
    default:
      return 'ignored';
  }
}

/**
 * The range user-side §7 gives `POST /surveys/bitlabs`'s reward_points (1–50): an admin's API credit
 * of a wall's completion, not the per-survey promise /surveys prints (SURVEY_POINTS).
 */
export const API_MAX_SURVEY_POINTS = 50;

export const SURVEY_API_MESSAGES = {
  surveyRequired: 'survey_id mancante o non valido',
  userRequired: 'user_id mancante o non valido',
  pointsInvalid: `reward_points deve essere un numero intero da 1 a ${API_MAX_SURVEY_POINTS}`,
  userNotFound: 'Utente non trovato',
} as const;

/**
 * `POST /surveys/bitlabs` (user-side §7): an admin records and credits a person's completion of a
 * survey by hand. Never the person themselves: a callback from the provider is signed, and this
 * path is for admins only (the route and this function both check).
 */
export async function creditSurveyByAdmin(options: {
  actor: Actor;
  surveyId: string;
  userId: string;
  rewardPoints: number;
}): Promise<{ completionId: string; points: number }> {
  assertAdmin(options.actor);
  const [survey] = await db
    .select({ id: surveys.id, title: surveys.title })
    .from(surveys)
    .where(
      isUuid(options.surveyId)
        ? or(eq(surveys.id, options.surveyId), eq(surveys.surveyId, options.surveyId))
        : eq(surveys.surveyId, options.surveyId),
    )
    // Our own id first; then, by the provider's id, BitLabs' survey (this is its endpoint).
    .orderBy(desc(sql`${surveys.id}::text = ${options.surveyId}`), desc(sql`${surveys.provider} = 'bitlabs'`))
    .limit(1);
  if (!survey) throw notFound(M.surveyNotFound);
  const [person] = await db
    .select({ id: users.id, banned: users.banned })
    .from(users)
    .where(eq(users.id, options.userId));
  if (!person) throw notFound(SURVEY_API_MESSAGES.userNotFound);
  if (person.banned) throw new AppError('user_blocked', M.userBlocked);
  return db.transaction(async (tx) => {
    await tx
      .insert(surveyCompletions)
      .values({
        userId: person.id,
        surveyId: survey.id,
        source: 'admin',
        status: 'completed',
        completedAt: new Date(),
      })
      .onConflictDoNothing();
    const [completion] = await tx
      .select({ id: surveyCompletions.id, status: surveyCompletions.status })
      .from(surveyCompletions)
      .where(
        and(
          eq(surveyCompletions.userId, person.id),
          eq(surveyCompletions.surveyId, survey.id),
          isNull(surveyCompletions.transactionId),
        ),
      )
      .for('update');
    const points = await creditCompletion(
      tx,
      { id: completion!.id, userId: person.id, surveyTitle: survey.title },
      options.rewardPoints,
      { actorId: options.actor.id, reason: 'Accredito via API' },
    );
    if (points === 0) throw new AppError('already_credited', M.alreadyCredited);
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'survey_completion.credit',
      entityType: 'survey_completion',
      entityId: completion!.id,
      after: { points, key: completionLedgerKey(completion!.id) },
    });
    return { completionId: completion!.id, points };
  });
}
