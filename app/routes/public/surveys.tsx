import { ChevronDown, ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { getConfig } from '#app/lib/env.server.ts';
import { viewerContext } from '#app/modules/accounts/viewer.server.ts';
import { listActiveSurveys } from '#app/modules/surveys/surveys.server.ts';
import { completionStatesOf } from '#app/modules/surveys/survey-completions.server.ts';
import { SurveyCard } from '#app/modules/surveys/components/survey-card.tsx';
import { MANUAL_CREDIT_PROMISE } from '#app/modules/surveys/survey.schema.ts';
import { splitSurveys } from '#app/modules/surveys/survey-wall.ts';
import { capitalise, surveyRange } from '#app/modules/points/points-promise.ts';
import { SURVEY_POINTS } from '#app/modules/points/points-rules.ts';
import { OtherWaysToEarn } from '#app/modules/community/components/other-ways-to-earn.tsx';
import { canonicalLink } from '#app/lib/site.ts';
import type { Route } from './+types/surveys';

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = context.get(viewerContext);
  const [surveys, states] = await Promise.all([
    listActiveSurveys(),
    viewer ? completionStatesOf(viewer.id) : new Map<string, string>(),
  ]);
  return {
    origin: getConfig().baseUrl,
    signedIn: Boolean(viewer),
    points: SURVEY_POINTS,
    manualCreditPromise: MANUAL_CREDIT_PROMISE,
    surveys: surveys.map((survey) => ({ ...survey, state: states.get(survey.id) ?? null })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const points = loaderData?.points ?? SURVEY_POINTS;
  return [
    { title: 'Sondaggi retribuiti in punti | Provato' },
    {
      name: 'description',
      content: `Rispondi ai sondaggi dei nostri partner e guadagna da ${points.min} a ${points.max} punti per ogni sondaggio completato.`,
    },
    canonicalLink(loaderData?.origin, '/surveys'),
  ];
}

export default function Surveys({ loaderData }: Route.ComponentProps) {
  const { surveys, signedIn, manualCreditPromise } = loaderData;
  const { open, done } = splitSurveys(surveys);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="flex items-center gap-3 text-3xl font-bold">
        <ClipboardList aria-hidden className="size-8 text-brand-700" /> Sondaggi
      </h1>
      <p className="mt-3 text-ink-muted sm:text-lg">
        {capitalise(surveyRange)} per ogni sondaggio completato, accreditati quando il partner conferma le tue
        risposte.
      </p>
      {/* The surveys a person can take come first: on a phone they start on the first screen. */}
      <section aria-labelledby="aperti" className="mt-6">
        <h2 id="aperti" className="text-xl font-bold">
          Sondaggi aperti
        </h2>
        {open.length === 0 ? (
          <p className="mt-3 rounded-2xl border border-line bg-surface p-6">
            {done.length > 0
              ? 'Hai già risposto a tutti i sondaggi aperti. Torna a trovarci presto, oppure guadagna punti '
              : 'Al momento non ci sono sondaggi aperti. Torna a trovarci presto, oppure guadagna punti '}
            <Link to="/write-review" className="font-semibold text-brand-700 underline">
              scrivendo una recensione
            </Link>
            .
          </p>
        ) : (
          <ul className="mt-3 grid gap-4 sm:grid-cols-2">
            {open.map((survey) => (
              <SurveyCard key={survey.id} survey={survey} signedIn={signedIn} open />
            ))}
          </ul>
        )}
      </section>
      {done.length > 0 && (
        <section aria-labelledby="completati" className="mt-8">
          <h2 id="completati" className="text-xl font-bold">
            Sondaggi completati
          </h2>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2">
            {done.map((survey) => (
              <SurveyCard key={survey.id} survey={survey} signedIn={signedIn} open={false} />
            ))}
          </ul>
        </section>
      )}
      <details className="group mt-8 rounded-2xl border border-line bg-surface px-6 py-2">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 text-xl font-bold">
          Come funzionano
          <ChevronDown aria-hidden className="size-5 shrink-0 transition-transform group-open:rotate-180" />
        </summary>
        <ol className="mt-2 list-decimal space-y-2 pl-5">
          <li>Scegli un sondaggio aperto: vedi subito i punti e il tempo stimato.</li>
          <li>
            Rispondi sul sito del partner, con sincerità: non ci sono risposte giuste o sbagliate. Il link
            porta con sé solo un codice che ci permette di riconoscere il tuo completamento, mai il tuo nome o
            la tua email.
          </li>
          <li>
            Alla fine il partner ti riporta qui: il sondaggio risulta «completato, in verifica» finché il
            partner non conferma le tue risposte. Poi i punti compaiono nella tua dashboard, una volta sola.
          </li>
        </ol>
        <p className="mt-3 mb-4 text-sm text-ink-muted">
          Un sondaggio interrotto o scartato dal partner (per esempio perché non rientri nel pubblico cercato)
          non dà punti, e il partner può annullare i punti di un completamento che poi giudica non valido.
          Ogni sondaggio vale una sola volta per persona. {manualCreditPromise}
        </p>
      </details>
      <OtherWaysToEarn current="/surveys" />
    </div>
  );
}
