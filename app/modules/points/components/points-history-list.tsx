import { formatDate } from '#app/lib/format.ts';
import { cn } from '#app/ui/cn.ts';
import { Pager } from '#app/ui/pager.tsx';
import { Link } from 'react-router';
import { POINTS_STATE_LABELS, POINTS_STATES, type PointsState } from '../points-history.ts';
import type { PointsHistory } from '../points-history.server.ts';

const stateStyle: Record<PointsState, string> = {
  in_verifica: 'bg-amber-100 text-amber-900',
  accreditati: 'bg-emerald-100 text-emerald-900',
  stornati: 'bg-red-100 text-red-900',
  rifiutati: 'bg-red-100 text-red-900',
  usati: 'bg-slate-100 text-slate-900',
};

const historyHref = (state: PointsState | null, page = 1) => {
  const query = new URLSearchParams({ tab: 'points' });
  if (state) query.set('state', state);
  if (page > 1) query.set('page', String(page));
  return `/profile?${query}#punti-movimenti`;
};

const signed = (points: number) => (points > 0 ? `+${points}` : points < 0 ? `−${-points}` : '0');

/**
 * The profile's 'Punti' tab (issue 33 §4): every entry of the person's points with where it stands,
 * why it was taken back or refused, and, for what is waiting, when a decision is expected.
 */
export function PointsHistoryList({ history }: { history: PointsHistory }) {
  return (
    <section id="punti-movimenti" aria-labelledby="punti-movimenti-titolo" className="mt-4 scroll-mt-24">
      <h2 id="punti-movimenti-titolo" className="text-xl font-bold">
        I miei punti
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Ogni movimento con il suo stato: in verifica, accreditati, stornati, rifiutati o usati per un premio.
      </p>
      <nav aria-label="Stato dei punti" className="mt-3 flex flex-wrap gap-2">
        {[null, ...POINTS_STATES].map((state) => (
          <Link
            key={state ?? 'tutti'}
            to={historyHref(state)}
            preventScrollReset
            aria-current={history.state === state ? 'page' : undefined}
            className="inline-flex min-h-11 items-center rounded-full border border-line px-3 text-sm font-medium aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
          >
            {state ? POINTS_STATE_LABELS[state] : 'Tutti'}
          </Link>
        ))}
      </nav>
      {history.items.length === 0 ? (
        <p className="mt-4 text-ink-muted">
          {history.state
            ? 'Nessun movimento in questo stato.'
            : 'Ancora nessun punto: scrivi una recensione, completa un sondaggio o acquista con il cashback.'}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-line">
          {history.items.map((entry) => (
            <li key={`${entry.kind}-${entry.id}`} className="flex flex-wrap items-start gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {entry.label}
                  {entry.subject && <span className="font-normal"> · {entry.subject}</span>}
                </p>
                <p className="text-sm text-ink-muted">{formatDate(entry.at)}</p>
                {entry.reason && <p className="mt-1 text-sm">Motivo: {entry.reason}</p>}
                {entry.state === 'in_verifica' && (
                  <p className="mt-1 text-sm">
                    {entry.expectedBy
                      ? entry.overdue
                        ? `Sta richiedendo più tempo del solito: l'esito era previsto entro il ${formatDate(entry.expectedBy)}. Per domande scrivici dalla pagina Contatti.`
                        : `Esito previsto entro il ${formatDate(entry.expectedBy)}, secondo i tempi attuali.`
                      : 'Esito previsto: non abbiamo ancora abbastanza dati per stimarlo.'}
                  </p>
                )}
              </div>
              <div className="flex flex-col items-end gap-1">
                <span
                  className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', stateStyle[entry.state])}
                >
                  {POINTS_STATE_LABELS[entry.state]}
                </span>
                <span className="font-semibold tabular-nums">
                  {signed(entry.points)}
                  <span className="sr-only"> punti</span>
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={history.page}
        pageCount={history.pageCount}
        href={(page) => historyHref(history.state, page)}
      />
    </section>
  );
}
