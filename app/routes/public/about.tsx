import { Award, Eye, HeartHandshake, Users } from 'lucide-react';
import { Link } from 'react-router';
import { getConfig } from '#app/lib/env.server.ts';
import { getPointsProgramme } from '#app/modules/points/points-programme.server.ts';
import {
  awardIgnoresRating,
  howTheAwardDepends,
  type PointsProgramme,
  reviewPoints,
} from '#app/modules/points/points-promise.ts';
import { ButtonLink } from '#app/ui/button.tsx';
import { FeatureCards } from '#app/ui/feature-cards.tsx';
import { canonicalLink } from '#app/lib/site.ts';
import type { Route } from './+types/about';

export function loader() {
  return { origin: getConfig().baseUrl, programme: getPointsProgramme() };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: 'Chi siamo | Provato' },
    {
      name: 'description',
      content:
        'La missione e i valori di Provato: trasparenza, community, meritocrazia e impegno etico, per recensioni di tecnologia di cui ti puoi fidare.',
    },
    canonicalLink(loaderData?.origin, '/about'),
  ];
}

const values = (programme: PointsProgramme) => [
  {
    icon: Eye,
    title: 'Trasparenza',
    text: 'Diciamo sempre come funzionano le cose. Ogni recensione dichiara che il suo autore riceve punti, «Acquisto dichiarato» indica soltanto quello che l’autore ha dichiarato, e spieghiamo apertamente come guadagniamo con i link ai negozi. Le regole di moderazione e di ordinamento sono pubbliche.',
  },
  {
    icon: Users,
    title: 'Community',
    text: 'Provato è fatto dalle persone che scrivono. Ogni voto «utile» aiuta gli altri a trovare le recensioni più chiare, ogni amico invitato allarga la community e la classifica dà visibilità a chi contribuisce di più.',
  },
  {
    icon: Award,
    title: 'Meritocrazia',
    text: `I punti premiano l’impegno${awardIgnoresRating(programme) ? ', non l’opinione' : ''}: ${reviewPoints(programme)} per ogni recensione approvata${howTheAwardDepends(programme, ', entusiasta o critica che sia')}. Nessuno può pagare per far salire una recensione, e i livelli Bronze, Silver e Gold dipendono solo dai punti guadagnati.`,
  },
  {
    icon: HeartHandshake,
    title: 'Impegno etico',
    text: 'Chi si registra si impegna a recensire solo prodotti che ha usato davvero. Seguiamo la direttiva europea Omnibus sulle recensioni, non usiamo cookie pubblicitari o di profilazione e ti lasciamo scaricare o cancellare i tuoi dati quando vuoi.',
  },
];

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold md:text-4xl">Chi siamo</h1>
        <p className="mt-4 text-lg text-ink-muted">
          Provato è la community italiana dove leggi recensioni autentiche di prodotti tecnologici, confronti
          i prezzi dei negozi e guadagni punti scrivendo le tue.
        </p>
      </div>

      <section aria-labelledby="missione" className="mt-10 max-w-3xl leading-relaxed">
        <h2 id="missione" className="text-2xl font-bold">
          La nostra missione
        </h2>
        <p className="mt-3">
          Scegliere uno smartphone, un portatile o un paio di cuffie non è semplice: le schede tecniche si
          somigliano e non sempre le recensioni che si trovano in rete sono sincere. Vogliamo che chi compra
          tecnologia in Italia trovi le opinioni di persone che quei prodotti li usano davvero, lette una per
          una dal nostro team prima della pubblicazione.
        </p>
        <p className="mt-3">
          E vogliamo che chi dedica tempo a raccontare la propria esperienza riceva qualcosa in cambio,
          qualunque sia il suo giudizio: per questo ogni recensione approvata vale punti, che si trasformano
          in buoni acquisto.{' '}
          <Link to="/come-funzionano-le-recensioni" className="font-semibold text-brand-700 underline">
            Scopri come funzionano le recensioni
          </Link>{' '}
          e leggi i numeri del nostro{' '}
          <Link to="/trasparenza" className="font-semibold text-brand-700 underline">
            rapporto di trasparenza
          </Link>
          .
        </p>
      </section>

      <section aria-labelledby="valori" className="mt-12">
        <h2 id="valori" className="text-2xl font-bold">
          I nostri valori
        </h2>
        <FeatureCards items={values(loaderData.programme)} className="md:grid-cols-2" />
      </section>

      <section aria-labelledby="chi-ce-dietro" className="mt-12 max-w-3xl leading-relaxed">
        <h2 id="chi-ce-dietro" className="text-2xl font-bold">
          Chi c’è dietro Provato
        </h2>
        <p className="mt-3">
          Provato è un servizio di Provato S.r.l. – Via Privata Deledda 12, 20127 Milano – P.IVA 12345678901.
          Il nostro team modera le recensioni, gestisce i premi e risponde al supporto dal lunedì al venerdì,
          dalle 9:00 alle 18:00.
        </p>
      </section>

      <section aria-labelledby="parliamone" className="mt-12 rounded-2xl bg-brand-50 p-6 md:p-8">
        <h2 id="parliamone" className="text-2xl font-bold">
          Parliamone
        </h2>
        <p className="mt-2 max-w-2xl text-ink-muted">
          Hai una domanda, un’idea o una segnalazione? Scrivici. E se vuoi sapere come trattiamo i tuoi dati,
          trovi tutto nell’informativa sulla privacy.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/contact">Contattaci</ButtonLink>
          <ButtonLink to="/privacy" variant="secondary">
            Informativa sulla privacy
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
