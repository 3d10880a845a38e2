import { Link } from 'react-router';
import { formatDateTime, formatInteger } from '#app/lib/format.ts';
import type { QuarterFigures } from '../transparency.server.ts';
import { publicRuleLabel, quarterLabel, TRANSPARENCY_ROWS } from '../transparency.ts';

/**
 * /trasparenza (issue 33 §6): how reviews are checked, then per quarter what was received and
 * decided, by which rule, how fast, the appeals, the blocks and the points, from the database.
 */
export function TransparencyPage(props: { quarters: QuarterFigures[]; computedAt: string }) {
  const { quarters } = props;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">Rapporto di trasparenza</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink-muted">
        Paghiamo punti per le recensioni, quindi dobbiamo dimostrare che sono autentiche. Qui trovi, trimestre
        per trimestre, quante recensioni riceviamo e come le decidiamo, quanti ricorsi accogliamo e quanti
        punti paghiamo e storniamo. I numeri vengono dal nostro database.
      </p>

      <section aria-labelledby="come-verifichiamo" className="mt-10 max-w-3xl">
        <h2 id="come-verifichiamo" className="text-2xl font-semibold">
          Come verifichiamo le recensioni
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-5">
          <li>
            <p>
              Ogni recensione viene letta da una persona del nostro team prima di essere pubblicata, secondo
              le{' '}
              <Link to="/come-funzionano-le-recensioni" className="font-medium text-brand-700 underline">
                regole delle recensioni
              </Link>
              .
            </p>
          </li>
          <li>
            Controlli automatici confrontano ogni testo con quelli già ricevuti e cercano account collegati
            tra loro, raffiche di recensioni e voti anomali. Un controllo non rifiuta mai da solo: trattiene
            la recensione perché una persona la legga con più attenzione.
          </li>
          <li>
            «Acquisto dichiarato» indica che l’autore dice di aver comprato il prodotto: è la sua parola, non
            una nostra verifica.
          </li>
          <li>
            Per ogni decisione che riguarda una persona (una recensione non pubblicata, punti stornati, un
            account sospeso) spieghiamo i fatti, la regola applicata e se c’è stato un controllo automatico.
            La decisione si può contestare gratuitamente per sei mesi, e un ricorso lo decide una persona
            diversa da chi ha deciso.
          </li>
        </ul>
      </section>

      <section aria-labelledby="numeri" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="numeri" className="text-2xl font-semibold">
            I numeri per trimestre
          </h2>
          <a
            href="/trasparenza.csv"
            download
            className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-700"
          >
            Scarica i dati (CSV)
          </a>
        </div>
        <div className="mt-4 overflow-x-auto rounded-2xl border border-line bg-surface">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Rapporto di trasparenza per trimestre</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="p-3">
                  Dato
                </th>
                {quarters.map((quarter) => (
                  <th key={quarter.start} scope="col" className="p-3 text-right">
                    {quarterLabel(quarter)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {TRANSPARENCY_ROWS.map((row) => (
                <tr key={row.label} className="border-b border-line last:border-0">
                  <th scope="row" className="p-3 font-medium">
                    {row.label}
                  </th>
                  {quarters.map((quarter) => (
                    <td key={quarter.start} className="p-3 text-right tabular-nums">
                      {row.value(quarter)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-2 text-sm text-ink-muted">
          Dati aggiornati al {formatDateTime(props.computedAt)}. Il tempo per una decisione va dall’invio
          della recensione alla sua pubblicazione o al suo rifiuto.
        </p>
      </section>

      <section aria-labelledby="regole" className="mt-10">
        <h2 id="regole" className="text-2xl font-semibold">
          Recensioni rifiutate, per regola
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          {quarters.map((quarter) => (
            <div key={quarter.start} className="rounded-2xl border border-line bg-surface p-4">
              <h3 className="font-semibold">{quarterLabel(quarter)}</h3>
              {quarter.rejectedByRule.length === 0 ? (
                <p className="mt-2 text-sm text-ink-muted">Nessuna recensione rifiutata.</p>
              ) : (
                <ul className="mt-2 space-y-1 text-sm">
                  {quarter.rejectedByRule.map((entry) => (
                    <li key={entry.rule} className="flex justify-between gap-3">
                      <span>{publicRuleLabel(entry.rule)}</span>
                      <span className="tabular-nums">{formatInteger(entry.count)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
