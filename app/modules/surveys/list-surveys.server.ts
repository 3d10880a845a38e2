import { and, count, eq, ilike, or, sql } from 'drizzle-orm';
import { withinRomeDays } from '#app/lib/rome-days.server.ts';
import { assertAdmin } from '#app/lib/app-error.ts';
import { db } from '#app/lib/db.server.ts';
import { isUuid } from '#app/lib/uuid.ts';
import { type DatabasePage, like, order, pageOf } from '#app/modules/catalog/list-database.server.ts';
import { surveyCompletions, surveys, users } from '#db/schema/index.ts';
import type { CompletionStatus, SurveyStatus } from './survey.schema.ts';
import type { SurveysQuery } from './surveys-query.ts';

type Reader = { isAdmin: boolean };

export type AdminSurvey = {
  id: string;
  surveyId: string;
  provider: string;
  title: string;
  description: string | null;
  url: string;
  rewardPoints: number;
  minutes: number | null;
  status: SurveyStatus;
  createdAt: Date;
  completionsCount: number;
  verifiedCount: number;
};

/** Tab 'Sondaggi': newest first, with each survey's completions counted in the same statement. */
export async function listSurveysForAdmin(
  actor: Reader,
  query: SurveysQuery,
): Promise<DatabasePage<AdminSurvey>> {
  assertAdmin(actor);
  const where = and(
    query.q
      ? or(
          ilike(surveys.surveyId, like(query.q)),
          ilike(surveys.provider, like(query.q)),
          ilike(surveys.title, like(query.q)),
          isUuid(query.q) ? eq(surveys.id, query.q) : undefined,
        )
      : undefined,
    query.provider ? eq(surveys.provider, query.provider) : undefined,
    query.status ? eq(surveys.status, query.status) : undefined,
  );
  return pageOf(
    query.page,
    async () => (await db.select({ total: count() }).from(surveys).where(where))[0]?.total ?? 0,
    (direction, limit, offset) =>
      db
        .select({
          id: surveys.id,
          surveyId: surveys.surveyId,
          provider: surveys.provider,
          title: surveys.title,
          description: surveys.description,
          url: surveys.url,
          rewardPoints: surveys.rewardPoints,
          minutes: surveys.minutes,
          status: surveys.status,
          createdAt: surveys.createdAt,
          completionsCount: sql<number>`(select count(*)::int from ${surveyCompletions} c
            where c.survey_id = "surveys"."id" and c.status <> 'started')`,
          verifiedCount: sql<number>`(select count(*)::int from ${surveyCompletions} c
            where c.survey_id = "surveys"."id" and c.status = 'verified')`,
        })
        .from(surveys)
        .where(where)
        .orderBy(...order(direction, surveys.createdAt, surveys.id))
        .limit(limit)
        .offset(offset),
  );
}

/** The providers in use, for the filter. */
export async function listSurveyProviders(actor: Reader): Promise<string[]> {
  assertAdmin(actor);
  const rows = await db
    .selectDistinct({ provider: surveys.provider })
    .from(surveys)
    .orderBy(surveys.provider);
  return rows.map((row) => row.provider);
}

export type AdminCompletion = {
  id: string;
  status: CompletionStatus;
  pointsEarned: number;
  source: string;
  transactionId: string | null;
  startedAt: Date;
  completedAt: Date | null;
  verifiedAt: Date | null;
  createdAt: Date;
  userId: string;
  userName: string;
  userEmail: string;
  surveyRowId: string;
  surveyId: string;
  surveyTitle: string;
  provider: string;
  rewardPoints: number;
};

/**
 * Tab 'Completamenti': newest first by when it happened (started, for those not yet completed).
 * Free text finds a person by id or e-mail, or a survey by its provider id or ours; the dates are
 * days in Italy, 'Dal' not before and 'Al' not after (admin-side §5).
 */
export async function listCompletionsForAdmin(
  actor: Reader,
  query: SurveysQuery,
): Promise<DatabasePage<AdminCompletion>> {
  assertAdmin(actor);
  const happened = sql`coalesce(${surveyCompletions.completedAt}, ${surveyCompletions.startedAt})`;
  const where = and(
    query.q
      ? or(
          eq(surveyCompletions.userId, query.q),
          eq(users.email, query.q.toLowerCase()),
          eq(surveys.surveyId, query.q),
          isUuid(query.q) ? or(eq(surveys.id, query.q), eq(surveyCompletions.id, query.q)) : undefined,
        )
      : undefined,
    query.completionStatus ? eq(surveyCompletions.status, query.completionStatus) : undefined,
    query.provider ? eq(surveys.provider, query.provider) : undefined,
    ...withinRomeDays(happened, query),
  );
  const base = () =>
    db
      .select({
        id: surveyCompletions.id,
        status: surveyCompletions.status,
        pointsEarned: surveyCompletions.pointsEarned,
        source: surveyCompletions.source,
        transactionId: surveyCompletions.transactionId,
        startedAt: surveyCompletions.startedAt,
        completedAt: surveyCompletions.completedAt,
        verifiedAt: surveyCompletions.verifiedAt,
        createdAt: surveyCompletions.createdAt,
        userId: surveyCompletions.userId,
        userName: users.name,
        userEmail: users.email,
        surveyRowId: surveys.id,
        surveyId: surveys.surveyId,
        surveyTitle: surveys.title,
        provider: surveys.provider,
        rewardPoints: surveys.rewardPoints,
      })
      .from(surveyCompletions)
      .innerJoin(surveys, eq(surveys.id, surveyCompletions.surveyId))
      .innerJoin(users, eq(users.id, surveyCompletions.userId));
  return pageOf(
    query.page,
    async () =>
      (
        await db
          .select({ total: count() })
          .from(surveyCompletions)
          .innerJoin(surveys, eq(surveys.id, surveyCompletions.surveyId))
          .innerJoin(users, eq(users.id, surveyCompletions.userId))
          .where(where)
      )[0]?.total ?? 0,
    (direction, limit, offset) =>
      base()
        .where(where)
        .orderBy(...order(direction, surveyCompletions.createdAt, surveyCompletions.id))
        .limit(limit)
        .offset(offset),
  );
}
