import { redirect } from 'react-router';
import { asRefusal } from '#app/lib/form-action.server.ts';
import { flashCookie } from '#app/lib/flash.server.ts';
import { isUuid } from '#app/lib/uuid.ts';
import { requireViewer } from '#app/modules/accounts/viewer.server.ts';
import { startSurvey } from '#app/modules/surveys/survey-completions.server.ts';
import type { Route } from './+types/survey-start';

/**
 * /surveys/:surveyId/start, the wall's 'Inizia il sondaggio': the person's completion is opened
 * (once) and they go to the provider with their reference. Opening it twice is harmless: it only
 * ever creates the one 'started' row, never points.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = requireViewer(context, request);
  const back = (message: string) =>
    redirect('/surveys', {
      headers: { 'Set-Cookie': flashCookie({ kind: 'info', title: 'Sondaggi', message }) },
    });
  if (!isUuid(params.surveyId)) return back('Sondaggio non disponibile');
  try {
    const destination = await startSurvey({ userId: viewer.id, surveyId: params.surveyId });
    return redirect(destination, {
      headers: { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
    });
  } catch (error) {
    return back(asRefusal(error).message);
  }
}
