import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
import { SurveysPage, type SurveysPageData } from '#app/modules/surveys/components/admin/surveys-page.tsx';
import {
  listCompletionsForAdmin,
  listSurveyProviders,
  listSurveysForAdmin,
} from '#app/modules/surveys/list-surveys.server.ts';
import { runSurveyCommand } from '#app/modules/surveys/run-survey-command.server.ts';
import { SURVEY_FAILURES, surveyCommandSchema } from '#app/modules/surveys/survey.schema.ts';
import { parseSurveysQuery } from '#app/modules/surveys/surveys-query.ts';
import { formAction } from '#app/lib/form-action.server.ts';
import type { Route } from './+types/surveys';

export const meta = () => [{ title: 'Gestione Sondaggi | Provato' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs): Promise<SurveysPageData> {
  const admin = requireAdmin(context, request);
  const query = parseSurveysQuery(new URL(request.url).searchParams);
  const [list, providers] = await Promise.all([
    query.tab === 'surveys'
      ? listSurveysForAdmin(admin, query).then((page) => ({ tab: 'surveys' as const, page }))
      : listCompletionsForAdmin(admin, query).then((page) => ({ tab: 'completions' as const, page })),
    listSurveyProviders(admin),
  ]);
  return { query, providers, list };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  return formAction(request, {
    schema: surveyCommandSchema,
    failures: SURVEY_FAILURES,
    run: (command) => runSurveyCommand(admin, command),
  });
}

export default function SurveysRoute({ loaderData }: Route.ComponentProps) {
  return <SurveysPage {...loaderData} />;
}
