import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { getConfig } from '#app/lib/env.server.ts';
import { CASHBACK_POINTS } from '#app/modules/points/points-rules.ts';
import { OtherWaysToEarn } from '#app/modules/community/components/other-ways-to-earn.tsx';
import { canonicalLink } from '#app/lib/site.ts';
import type { Route } from './+types/cashback';

export function loader() {
  return { origin: getConfig().baseUrl, points: CASHBACK_POINTS };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const points = loaderData?.points ?? CASHBACK_POINTS;
  return [
    { title: 'Cashback in punti | Provato' },
    {
      name: 'description',
      content: `Come funziona il cashback di Provato: da ${points.min} a ${points.max} punti sugli acquisti presso i partner che lo prevedono.`,
    },
    canonicalLink(loaderData?.origin, '/cashback'),
  ];
}

export default function Cashback({ loaderData }: Route.ComponentProps) {
  const { points } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="flex items-center gap-3 text-3xl font-bold">
        <ShoppingBag aria-hidden className="size-8 text-brand-700" /> Cashback
      </h1>
      <p className="mt-3 text-lg text-ink-muted">
        Quando compri presso un negozio partner che prevede il cashback, ricevi da +{points.min} a +
        {points.max} punti, in base all&apos;importo dell&apos;ordine e alla commissione del negozio.
      </p>
      <section aria-labelledby="come-funziona" className="mt-8 rounded-2xl border border-line bg-surface p-6">
        <h2 id="come-funziona" className="text-xl font-bold">
          Come funziona
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5">
          <li>Accedi a Provato e apri il prodotto che ti interessa.</li>
          <li>
            Scegli un&apos;offerta con il simbolo del cashback e completa l&apos;acquisto sul sito del
            negozio.
          </li>
          <li>
            Il negozio ci comunica l&apos;ordine: i punti risultano «in attesa» finché il periodo di reso non
            è scaduto, poi diventano spendibili.
          </li>
        </ol>
      </section>
      <section aria-labelledby="regole" className="mt-6 rounded-2xl border border-line bg-surface p-6">
        <h2 id="regole" className="text-xl font-bold">
          Regole chiare
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5">
          <li>
            Il cashback vale solo con i negozi dei circuiti di affiliazione che lo consentono. Gli acquisti
            fatti tramite i link Amazon non danno punti: il programma Affiliati Amazon non lo permette.
          </li>
          <li>
            Ordini annullati o resi non danno punti; i punti già accreditati per un ordine reso vengono
            stornati.
          </li>
          <li>I punti del cashback non dipendono dalle recensioni che scrivi né dal loro voto.</li>
        </ul>
        <p className="mt-3 text-sm text-ink-muted">
          Dettagli su come guadagniamo dalle affiliazioni nella{' '}
          <Link to="/legal/affiliate" className="font-semibold text-brand-700 underline">
            pagina sulle affiliazioni
          </Link>
          .
        </p>
      </section>
      <OtherWaysToEarn current="/cashback" />
    </div>
  );
}
