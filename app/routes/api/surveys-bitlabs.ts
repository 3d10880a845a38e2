import { data } from 'react-router';
import { z } from 'zod';
import { apiError, commandRefused, readJson } from '#app/lib/api.server.ts';
import { requireAdminApi, requireViewerApi } from '#app/modules/accounts/viewer.server.ts';
import { listProviderSurveys } from '#app/modules/surveys/surveys.server.ts';
import {
  API_MAX_SURVEY_POINTS,
  creditSurveyByAdmin,
  SURVEY_API_MESSAGES as M,
} from '#app/modules/surveys/provider-callbacks.server.ts';
import type { Route } from './+types/surveys-bitlabs';

/**
 * GET /surveys/bitlabs?provider=… (default bitlabs): the open surveys of a provider for the signed-in
 * person; BitLabs' live list for them when its key is set. POST (survey_id, user_id, reward_points):
 * an admin credits a completion by hand; a person can never credit themselves (403).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireViewerApi(context);
  const provider = (new URL(request.url).searchParams.get('provider') ?? 'bitlabs').trim().toLowerCase();
  if (!/^[\w.-]{1,40}$/.test(provider)) return data({ error: 'Provider non valido' }, { status: 400 });
  try {
    return await listProviderSurveys({ provider, userId: viewer.id });
  } catch (error) {
    return apiError(error);
  }
}

const creditSchema = z.object({
  survey_id: z.string({ error: M.surveyRequired }).trim().min(1, { error: M.surveyRequired }).max(200),
  user_id: z.string({ error: M.userRequired }).trim().min(1, { error: M.userRequired }).max(64),
  reward_points: z
    .number({ error: M.pointsInvalid })
    .int({ error: M.pointsInvalid })
    .min(1, { error: M.pointsInvalid })
    .max(API_MAX_SURVEY_POINTS, { error: M.pointsInvalid }),
});

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = requireAdminApi(context);
  if (request.method !== 'POST') return data({ error: 'Metodo non consentito' }, { status: 405 });
  try {
    const parsed = creditSchema.safeParse(await readJson(request, 4 * 1024));
    if (!parsed.success) return commandRefused(parsed.error.issues);
    const body = parsed.data;
    const credited = await creditSurveyByAdmin({
      actor: viewer,
      surveyId: body.survey_id,
      userId: body.user_id,
      rewardPoints: body.reward_points,
    });
    return data(
      { success: true, completion_id: credited.completionId, points: credited.points },
      { status: 201 },
    );
  } catch (error) {
    return apiError(error);
  }
}
