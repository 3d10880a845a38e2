import { count, eq } from 'drizzle-orm';
import { type Actor, AppError, assertAdmin, notFound } from '#app/lib/app-error.ts';
import { writeAudit } from '#app/lib/audit.server.ts';
import { db, isUniqueViolation } from '#app/lib/db.server.ts';
import { surveyCompletions, surveys } from '#db/schema/index.ts';
import { SURVEY_MESSAGES as M, type SurveyInput } from './survey.schema.ts';

/*
 * Gestione Sondaggi, tab 'Sondaggi' (admin-side §2, §5, §7): create, edit, delete; each change is
 * audited in its transaction. A survey people have completed is never deleted (their points point
 * at it): it is made inactive instead.
 */

const duplicate = (error: unknown) =>
  isUniqueViolation(error, 'surveys_provider_survey') ? new AppError('duplicate', M.duplicate) : error;

export async function createSurvey(options: { actor: Actor; input: SurveyInput }): Promise<string> {
  assertAdmin(options.actor);
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx.insert(surveys).values(options.input).returning({ id: surveys.id });
      await writeAudit(tx, {
        actorId: options.actor.id,
        action: 'survey.create',
        entityType: 'survey',
        entityId: created!.id,
        after: options.input,
      });
      return M.created;
    });
  } catch (error) {
    throw duplicate(error);
  }
}

export async function editSurvey(options: { actor: Actor; id: string; input: SurveyInput }): Promise<string> {
  assertAdmin(options.actor);
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(surveys).where(eq(surveys.id, options.id)).for('update');
      if (!before) throw notFound(M.surveyNotFound);
      await tx.update(surveys).set(options.input).where(eq(surveys.id, options.id));
      await writeAudit(tx, {
        actorId: options.actor.id,
        action: 'survey.edit',
        entityType: 'survey',
        entityId: options.id,
        before,
        after: options.input,
      });
      return M.edited;
    });
  } catch (error) {
    throw duplicate(error);
  }
}

export async function deleteSurvey(options: { actor: Actor; id: string }): Promise<string> {
  assertAdmin(options.actor);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(surveys).where(eq(surveys.id, options.id)).for('update');
    if (!before) throw notFound(M.surveyNotFound);
    const [completions] = await tx
      .select({ n: count() })
      .from(surveyCompletions)
      .where(eq(surveyCompletions.surveyId, options.id));
    if (completions!.n > 0) throw new AppError('has_completions', M.deleteWithCompletions);
    await tx.delete(surveys).where(eq(surveys.id, options.id));
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'survey.delete',
      entityType: 'survey',
      entityId: options.id,
      before,
    });
    return M.deleted;
  });
}
