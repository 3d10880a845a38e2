import { and, asc, desc, eq } from 'drizzle-orm';
import { db } from '#app/lib/db.server.ts';
import { SURVEY_POINTS } from '#app/modules/points/points-rules.ts';
import { surveys } from '#db/schema/index.ts';
import { isBitlabsConfigured, listBitlabsSurveys } from './bitlabs.server.ts';
import { bitlabsPoints } from './provider-callbacks.server.ts';

/** The surveys open to members, richest first (the back office adds and closes them). */
export function listActiveSurveys(limit = 50) {
  return db
    .select({
      id: surveys.id,
      title: surveys.title,
      description: surveys.description,
      provider: surveys.provider,
      rewardPoints: surveys.rewardPoints,
      minutes: surveys.minutes,
    })
    .from(surveys)
    .where(eq(surveys.status, 'active'))
    .orderBy(desc(surveys.rewardPoints), asc(surveys.title))
    .limit(limit);
}

export type ProviderSurvey = {
  id: string;
  title: string;
  points: number;
  minutes: number | null;
  /** Where to start it: BitLabs' own click address, or ours (which opens the completion). */
  url: string;
};

/**
 * `GET /surveys/bitlabs` (user-side §7): a provider's open surveys for this person. With BitLabs'
 * key, its live list for them (the points as our pages promise them); otherwise the surveys the
 * back office entered for that provider.
 */
export async function listProviderSurveys(options: {
  provider: string;
  userId: string;
}): Promise<{ provider: string; source: 'bitlabs' | 'provato'; surveys: ProviderSurvey[] }> {
  if (options.provider === 'bitlabs' && isBitlabsConfigured()) {
    const live = await listBitlabsSurveys(options.userId);
    return {
      provider: 'bitlabs',
      source: 'bitlabs',
      surveys: live.map((survey) => ({
        id: survey.id,
        title: survey.category ? `Sondaggio: ${survey.category}` : 'Sondaggio BitLabs',
        points: bitlabsPoints(survey.value, SURVEY_POINTS.min),
        minutes: survey.minutes,
        url: survey.clickUrl,
      })),
    };
  }
  const rows = await db
    .select({
      id: surveys.id,
      title: surveys.title,
      points: surveys.rewardPoints,
      minutes: surveys.minutes,
    })
    .from(surveys)
    .where(and(eq(surveys.provider, options.provider), eq(surveys.status, 'active')))
    .orderBy(desc(surveys.rewardPoints), asc(surveys.title))
    .limit(100);
  return {
    provider: options.provider,
    source: 'provato',
    surveys: rows.map((row) => ({ ...row, url: `/surveys/${row.id}/start` })),
  };
}
