import { Gift, PenLine, User } from 'lucide-react';
import { formatPoints } from '#app/lib/format.ts';
import { requireViewer } from '#app/modules/accounts/viewer.server.ts';
import { ButtonLink } from '#app/ui/button.tsx';
import type { Route } from './+types/dashboard';

export const meta = () => [{ title: 'Dashboard | Provato' }, { name: 'robots', content: 'noindex' }];

/** 50 points make one 5 € voucher (spec §9): the progress bar shows points modulo 50. */
const VOUCHER_POINTS = 50;

export function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireViewer(context, request);
  return { firstName: viewer.firstName, points: viewer.points };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { firstName, points } = loaderData;
  const progress = points % VOUCHER_POINTS;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">Ciao, {firstName ?? 'Utente'}!</h1>
      <p className="mt-2 text-ink-muted">Ecco il riepilogo del tuo account Provato.</p>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        <section aria-labelledby="punti" className="rounded-2xl border border-line bg-surface p-6">
          <h2 id="punti" className="flex items-center gap-2 font-semibold">
            <Gift aria-hidden className="size-5 text-brand-700" /> I tuoi punti
          </h2>
          <p className="mt-3 text-4xl font-extrabold">{formatPoints(points)}</p>
          <div
            className="mt-4 h-3 overflow-hidden rounded-full bg-surface-muted"
            role="progressbar"
            aria-label="Avanzamento verso il prossimo buono"
            aria-valuemin={0}
            aria-valuemax={VOUCHER_POINTS}
            aria-valuenow={progress}
          >
            <div
              className="h-full rounded-full bg-brand-700"
              style={{ width: `${(progress / VOUCHER_POINTS) * 100}%` }}
            />
          </div>
          <p className="mt-2 text-sm text-ink-muted">
            Ancora {formatPoints(VOUCHER_POINTS - progress)} per il prossimo buono da 5 €.
          </p>
        </section>
        <section aria-labelledby="scrivi" className="rounded-2xl border border-line bg-surface p-6">
          <h2 id="scrivi" className="flex items-center gap-2 font-semibold">
            <PenLine aria-hidden className="size-5 text-brand-700" /> Scrivi una recensione
          </h2>
          <p className="mt-3 text-sm text-ink-muted">Ogni recensione approvata vale 5 punti.</p>
          <ButtonLink to="/write-review" className="mt-4">
            Scrivi una recensione
          </ButtonLink>
        </section>
        <section aria-labelledby="profilo" className="rounded-2xl border border-line bg-surface p-6">
          <h2 id="profilo" className="flex items-center gap-2 font-semibold">
            <User aria-hidden className="size-5 text-brand-700" /> Il tuo profilo
          </h2>
          <p className="mt-3 text-sm text-ink-muted">Le tue recensioni, i premi e le impostazioni.</p>
          <ButtonLink to="/profile" variant="secondary" className="mt-4">
            Vai al profilo
          </ButtonLink>
        </section>
      </div>
    </div>
  );
}
