import { Link } from 'react-router';
import type { cashbackBandRows } from '../cashback-bands.ts';
import { CLAIM_WINDOW_DAYS } from '../cashback.schema.ts';

export type CashbackBandRow = ReturnType<typeof cashbackBandRows>[number];

/** 'Come funziona': from the click to confirmed points, in four steps. */
export function CashbackSteps() {
  return (
    <section aria-labelledby="come-funziona" className="mt-8 rounded-2xl border border-line bg-surface p-6">
      <h2 id="come-funziona" className="text-xl font-bold">
        Come funziona
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5">
        <li>Accedi a Provato e apri il prodotto che ti interessa.</li>
        <li>
          Scegli un&apos;offerta con la scritta «Cashback» e compra sul sito del negozio passando dal nostro
          link: il link porta con sé un codice anonimo che collega l&apos;acquisto a te, mai il tuo nome o la
          tua email.
        </li>
        <li>
          Quando il circuito di affiliazione ci comunica l&apos;ordine, i punti compaiono qui e nella
          dashboard come «in attesa»: non sono ancora spendibili.
        </li>
        <li>
          Quando il negozio conferma l&apos;ordine (di solito dopo il periodo di reso) i punti diventano
          confermati e spendibili. Se l&apos;ordine viene annullato o reso, il cashback viene annullato e i
          punti già accreditati vengono tolti.
        </li>
      </ol>
    </section>
  );
}

/** 'Quanti punti': the amount bands (cashback-bands.ts), each ending a cent before the next. */
export function CashbackBands({ bands }: { bands: CashbackBandRow[] }) {
  return (
    <section aria-labelledby="fasce" className="mt-6 rounded-2xl border border-line bg-surface p-6">
      <h2 id="fasce" className="text-xl font-bold">
        Quanti punti
      </h2>
      <table className="mt-3 w-full text-left">
        <caption className="sr-only">Punti del cashback per importo dell&apos;ordine</caption>
        <thead className="text-sm text-ink-muted">
          <tr>
            <th scope="col" className="py-1">
              Importo dell&apos;ordine
            </th>
            <th scope="col" className="py-1">
              Punti
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {bands.map((band) => (
            <tr key={band.points}>
              <td className="py-2">{band.label}</td>
              <td className="py-2 font-semibold">+{band.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** 'Regole chiare': which shops, returns, independence from reviews, the claim window. */
export function CashbackRules() {
  return (
    <section aria-labelledby="regole" className="mt-6 rounded-2xl border border-line bg-surface p-6">
      <h2 id="regole" className="text-xl font-bold">
        Regole chiare
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5">
        <li>
          Il cashback vale solo con i negozi dei circuiti di affiliazione che lo consentono (oggi Awin), e
          solo se hai fatto l&apos;accesso prima di cliccare. Gli acquisti fatti tramite i link Amazon non
          danno punti: il programma Affiliati Amazon non lo permette.
        </li>
        <li>
          Ordini annullati o resi non danno punti; i punti già accreditati per un ordine reso vengono tolti.
        </li>
        <li>I punti del cashback non dipendono dalle recensioni che scrivi né dal loro voto.</li>
        <li>
          Un acquisto non compare? Segnalacelo entro {CLAIM_WINDOW_DAYS} giorni con il modulo qui sotto: lo
          staff lo verifica con il negozio. Ogni ordine si può segnalare una volta sola.
        </li>
      </ul>
      <p className="mt-3 text-sm text-ink-muted">
        Dettagli su come guadagniamo dalle affiliazioni nella{' '}
        <Link to="/legal/affiliate" className="font-semibold text-brand-700 underline">
          pagina sulle affiliazioni
        </Link>
        .
      </p>
    </section>
  );
}
