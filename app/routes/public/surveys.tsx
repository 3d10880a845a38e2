import { ClipboardList, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { getConfig } from '#app/lib/env.server.ts';
import { formatPoints } from '#app/lib/format.ts';
import { viewerContext } from '#app/modules/accounts/viewer.server.ts';
import { listActiveSurveys } from '#app/modules/surveys/surveys.server.ts';
import { completionStatesOf } from '#app/modules/surveys/survey-completions.server.ts';
import { MANUAL_SURVEY_POINTS } from '#app/modules/surveys/survey.schema.ts';
import { SURVEY_POINTS } from '#app/modules/points/points-rules.ts';
import { ButtonLink } from '#app/ui/button.tsx';
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
    manualPoints: MANUAL_SURVEY_POINTS,
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

/** What the wall says of a survey the person has finished. */
const WALL_STATES: Record<string, string> = {
  completed: 'Completato, in verifica',
  verified: 'Completato: punti accreditati',
  screenout: 'Non eri nel pubblico cercato: nessun punto',
  reversed: 'Annullato dal partner',
};

export default function Surveys({ loaderData }: Route.ComponentProps) {
  const { points, surveys, signedIn, manualPoints } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="flex items-center gap-3 text-3xl font-bold">
        <ClipboardList aria-hidden className="size-8 text-brand-700" /> Sondaggi
      </h1>
      <p className="mt-3 text-lg text-ink-muted">
        Le aziende vogliono sapere cosa pensi dei prodotti che usi. Per ogni sondaggio completato guadagni da
        +{points.min} a +{points.max} punti, accreditati quando il partner conferma che hai risposto a tutte
        le domande.
      </p>
      <section
        aria-labelledby="come-funzionano"
        className="mt-8 rounded-2xl border border-line bg-surface p-6"
      >
        <h2 id="come-funzionano" className="text-xl font-bold">
          Come funzionano
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5">
          <li>Scegli un sondaggio aperto qui sotto: vedi subito i punti e il tempo stimato.</li>
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
        <p className="mt-3 text-sm text-ink-muted">
          Un sondaggio interrotto o scartato dal partner (per esempio perché non rientri nel pubblico cercato)
          non dà punti, e il partner può annullare i punti di un completamento che poi giudica non valido.
          Ogni sondaggio vale una sola volta per persona. Se il partner non riesce a confermare un sondaggio
          che hai completato, lo staff può verificarlo a mano e accreditarti {manualPoints} punti.
        </p>
      </section>
      <section aria-labelledby="aperti" className="mt-6">
        <h2 id="aperti" className="text-xl font-bold">
          Sondaggi aperti
        </h2>
        {surveys.length === 0 ? (
          <p className="mt-3 rounded-2xl border border-line bg-surface p-6">
            Al momento non ci sono sondaggi aperti. Torna a trovarci presto, oppure guadagna punti{' '}
            <Link to="/write-review" className="font-semibold text-brand-700 underline">
              scrivendo una recensione
            </Link>
            .
          </p>
        ) : (
          <ul className="mt-3 grid gap-4 sm:grid-cols-2">
            {surveys.map((survey) => (
              <li key={survey.id} className="flex flex-col rounded-2xl border border-line bg-surface p-5">
                <h3 className="text-lg font-semibold">{survey.title}</h3>
                {survey.description && <p className="mt-1 text-sm text-ink-muted">{survey.description}</p>}
                <p className="mt-2 font-semibold">
                  +{formatPoints(survey.rewardPoints)}
                  {survey.minutes ? ` · circa ${survey.minutes} minuti` : ''}
                </p>
                <div className="mt-auto pt-4">
                  {!signedIn ? (
                    <ButtonLink to="/auth?tab=login&redirect=/surveys" variant="secondary">
                      Accedi per partecipare
                    </ButtonLink>
                  ) : survey.state && survey.state !== 'started' && survey.provider !== 'bitlabs' ? (
                    <p className="font-semibold text-brand-800">
                      {WALL_STATES[survey.state] ?? survey.state}
                    </p>
                  ) : (
                    <a
                      href={`/surveys/${survey.id}/start`}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-4 font-semibold text-white"
                    >
                      {survey.state === 'started' ? 'Riprendi il sondaggio' : 'Inizia il sondaggio'}{' '}
                      <ExternalLink aria-hidden className="size-4" />
                      <span className="sr-only">(si apre in una nuova scheda)</span>
                    </a>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <OtherWaysToEarn current="/surveys" />
    </div>
  );
}
