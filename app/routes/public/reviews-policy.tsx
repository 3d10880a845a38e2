import { Link } from 'react-router';
import { getConfig } from '#app/lib/env.server.ts';
import { getPointsProgramme } from '#app/modules/points/points-programme.server.ts';
import {
  howTheAwardDepends,
  reviewPoints,
  VOTE_AND_TONE,
  voucherRateShort,
} from '#app/modules/points/points-promise.ts';
import { canonicalLink } from '#app/lib/site.ts';
import type { Route } from './+types/reviews-policy';

/** DESIGN.md §3.13 (EU Omnibus Directive): how reviews are collected, moderated, ordered, averaged. */
export function loader() {
  const config = getConfig();
  return { programme: getPointsProgramme(), origin: config.baseUrl };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: 'Come funzionano le recensioni | Provato' },
    {
      name: 'description',
      content:
        'Chi scrive le recensioni su Provato, come le verifichiamo, perché gli autori ricevono punti, come le ordiniamo e come calcoliamo la media.',
    },
    canonicalLink(loaderData?.origin, '/come-funzionano-le-recensioni'),
  ];
}

export default function ReviewsPolicy({ loaderData }: Route.ComponentProps) {
  const { programme } = loaderData;
  const award = `${reviewPoints(programme)} per ogni recensione approvata${howTheAwardDepends(programme, VOTE_AND_TONE)}`;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 leading-relaxed">
      <h1 className="text-3xl font-bold">Come funzionano le recensioni</h1>
      <p className="mt-4 text-lg text-ink-muted">
        Vogliamo che tu possa fidarti di quello che leggi. Qui spieghiamo, senza giri di parole, da dove
        arrivano le recensioni di Provato e come le trattiamo.
      </p>

      <h2 className="mt-8 text-xl font-bold">Chi le scrive</h2>
      <p className="mt-2">
        Solo persone registrate che hanno confermato il proprio indirizzo email. Ognuno può recensire un
        prodotto una sola volta. Chi si registra si impegna a scrivere soltanto di prodotti che ha usato
        davvero.
      </p>

      <h2 className="mt-8 text-xl font-bold">Gli autori ricevono punti</h2>
      <p className="mt-2">
        Ogni autore riceve {award}. I punti si convertono in buoni acquisto ({voucherRateShort}). Per questo
        ogni recensione pubblica lo dichiara. I punti non dipendono mai dai clic o dagli acquisti fatti
        tramite i link ai negozi.
      </p>

      <h2 className="mt-8 text-xl font-bold">Come le verifichiamo</h2>
      <p className="mt-2">
        Ogni recensione viene letta dal nostro team prima di essere pubblicata. Rifiutiamo, indicandone il
        motivo all&apos;autore, le recensioni che non parlano del prodotto, che contengono offese, dati
        personali o pubblicità, o che sembrano copiate. «Verificata» significa soltanto questo: l&apos;account
        è confermato e la recensione ha superato la moderazione. «Acquisto dichiarato» indica che
        l&apos;autore ha dichiarato di aver comprato il prodotto: non possiamo controllare gli acquisti fatti
        nei negozi.
      </p>

      <h2 className="mt-8 text-xl font-bold">Come le ordiniamo</h2>
      <p className="mt-2">
        Sulla pagina di un prodotto le recensioni compaiono dalla più recente; puoi ordinarle anche per voto
        (migliori o peggiori) e per utilità, cioè per quante persone le hanno segnate come utili. Nessuno può
        pagare per far salire o scendere una recensione, e i negozi partner non hanno alcun ruolo nella
        moderazione.
      </p>

      <h2 className="mt-8 text-xl font-bold">Come calcoliamo la media</h2>
      <p className="mt-2">
        Il voto di un prodotto è la media semplice delle stelle delle recensioni pubblicate, arrotondata a un
        decimale. Le recensioni in revisione o rifiutate non contano. Accanto al voto indichiamo sempre quante
        recensioni lo compongono.
      </p>

      <h2 className="mt-8 text-xl font-bold">Segnalazioni</h2>
      <p className="mt-2">
        Se pensi che una recensione non rispetti queste regole, scrivici dalla pagina Contatti: la rileggiamo
        e, se serve, la rimuoviamo togliendo anche i punti che aveva fatto guadagnare.
      </p>

      <h2 className="mt-8 text-xl font-bold">Trasparenza</h2>
      <p className="mt-2">
        Ogni trimestre pubblichiamo quante recensioni riceviamo, pubblichiamo e rifiutiamo (e per quale
        regola), in quanto tempo decidiamo e quanti ricorsi accogliamo: li trovi nel{' '}
        <Link to="/trasparenza" className="font-semibold text-brand-700 underline">
          rapporto di trasparenza
        </Link>
        .
      </p>
    </article>
  );
}
