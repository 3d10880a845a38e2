import { ExternalLink } from 'lucide-react';
import { formatPoints } from '#app/lib/format.ts';
import { ButtonLink } from '#app/ui/button.tsx';
import { WALL_STATES } from '../survey-wall.ts';

export type SurveyCardData = {
  id: string;
  title: string;
  description: string | null;
  provider: string;
  rewardPoints: number;
  minutes: number | null;
  state: string | null;
};

/** One survey of /surveys: its points and time, and what the person can do with it now. */
export function SurveyCard({
  survey,
  signedIn,
  open,
}: {
  survey: SurveyCardData;
  signedIn: boolean;
  open: boolean;
}) {
  return (
    <li className="flex flex-col rounded-2xl border border-line bg-surface p-5">
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
        ) : !open ? (
          <p className="font-semibold text-brand-800">{WALL_STATES[survey.state ?? ''] ?? survey.state}</p>
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
  );
}
