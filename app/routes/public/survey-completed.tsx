import { data, Link } from 'react-router';
import { asPageError } from '#app/lib/app-error.ts';
import { isUuid } from '#app/lib/uuid.ts';
import { requireViewer } from '#app/modules/accounts/viewer.server.ts';
import { markSurveyCompleted } from '#app/modules/surveys/survey-completions.server.ts';
import { SURVEY_WALL_MESSAGES } from '#app/modules/surveys/survey-wall.ts';
import { ErrorPage } from '#app/ui/error-page.tsx';
import type { Route } from './+types/survey-completed';

export const meta = () => [
  { title: 'Sondaggio completato | Provato' },
  { name: 'robots', content: 'noindex' },
];

/**
 * /surveys/:surveyId/completed: the address a survey's end page sends people back to. Their
 * completion becomes "completato, in verifica"; the points come when the provider confirms it.
 * A refusal is thrown as `{ error }`, the payload the site's error page reads, and a survey never
 * started here (or an address that names no survey) is a 404 that says so: 'Questo link di ritorno
 * non è valido', not the generic 'Pagina non trovata'.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = requireViewer(context, request);
  if (!isUuid(params.surveyId)) throw data({ error: SURVEY_WALL_MESSAGES.linkInvalid }, { status: 404 });
  const message = await markSurveyCompleted({ userId: viewer.id, surveyId: params.surveyId }).catch(
    asPageError,
  );
  return { message };
}

export default function SurveyCompleted({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold">Sondaggio completato</h1>
      <p role="status" className="mt-4 text-lg">
        {loaderData.message}
      </p>
      <div className="mt-8 flex flex-wrap gap-x-6">
        <Link
          to="/surveys"
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          Altri sondaggi
        </Link>
        <Link
          to="/dashboard"
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          La tua dashboard
        </Link>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ErrorPage
      error={error}
      notFound={{
        documentTitle: 'Link di ritorno non valido | Provato',
        title: SURVEY_WALL_MESSAGES.linkInvalid,
        message: SURVEY_WALL_MESSAGES.linkInvalidHelp,
        links: [
          { to: '/surveys', label: 'Vai ai sondaggi' },
          { to: '/dashboard', label: 'La tua dashboard' },
        ],
      }}
    />
  );
}
