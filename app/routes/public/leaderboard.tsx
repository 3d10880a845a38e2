import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { getConfig } from '#app/lib/env.server.ts';
import { formatInteger, formatPoints } from '#app/lib/format.ts';
import { viewerContext } from '#app/modules/accounts/viewer.server.ts';
import { getLeaderboard } from '#app/modules/points/leaderboard.server.ts';
import { cn } from '#app/ui/cn.ts';
import { canonicalLink } from '#app/lib/site.ts';
import type { Route } from './+types/leaderboard';

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = context.get(viewerContext);
  return {
    ...(await getLeaderboard({ limit: 50, viewerId: viewer?.id ?? null })),
    origin: getConfig().baseUrl,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: 'Classifica dei recensori | Provato' },
    { name: 'description', content: 'I recensori più attivi della community Provato, per punti guadagnati.' },
    canonicalLink(loaderData?.origin, '/leaderboard'),
  ];
}

export default function Leaderboard({ loaderData }: Route.ComponentProps) {
  const { entries, viewer } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="flex items-center gap-2 text-3xl font-bold">
        <Trophy aria-hidden className="size-8 text-amber-600" /> Classifica
      </h1>
      <p className="mt-2 text-ink-muted">
        I recensori con più punti guadagnati. Mostriamo solo il nome e l&apos;iniziale del cognome.
      </p>
      {viewer && !entries.some((entry) => entry.isViewer) && (
        <p className="mt-6 rounded-xl bg-brand-50 p-4">
          {viewer.lifetimePoints > 0 ? (
            <>
              La tua posizione: <strong>{formatInteger(viewer.rank)}°</strong> con{' '}
              {formatPoints(viewer.lifetimePoints)} ({viewer.tier})
            </>
          ) : (
            <>
              Non sei ancora in classifica:{' '}
              <Link to="/write-review" className="font-semibold text-brand-700 underline">
                scrivi la tua prima recensione
              </Link>{' '}
              per guadagnare punti.
            </>
          )}
        </p>
      )}
      {entries.length === 0 ? (
        <p className="mt-8">La classifica è ancora vuota: scrivi la prima recensione!</p>
      ) : (
        <table className="mt-6 w-full border-collapse overflow-hidden rounded-2xl bg-surface text-left">
          <caption className="sr-only">Classifica dei recensori</caption>
          <thead>
            <tr className="border-b border-line text-sm text-ink-muted">
              <th scope="col" className="p-3">
                Posizione
              </th>
              <th scope="col" className="p-3">
                Recensore
              </th>
              <th scope="col" className="p-3">
                Livello
              </th>
              <th scope="col" className="p-3 text-right">
                Punti
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, index) => (
              <tr
                key={index}
                className={cn(
                  'border-b border-line last:border-0',
                  entry.isViewer && 'bg-brand-50 font-semibold',
                )}
              >
                <td className="p-3">{entry.rank}°</td>
                <td className="p-3">
                  {entry.name}
                  {entry.isViewer && <span className="ml-2 text-sm">(tu)</span>}
                </td>
                <td className="p-3">{entry.tier}</td>
                <td className="p-3 text-right">{formatInteger(entry.lifetimePoints)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
