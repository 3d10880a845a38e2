import { Gift, MessageSquareText, ShieldCheck, Trophy, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { getConfig } from '#app/lib/env.server.ts';
import { getPointsProgramme } from '#app/modules/points/points-programme.server.ts';
import {
  awardIgnoresRating,
  capitalise,
  cashbackRange,
  firstVoucher,
  invitePoints,
  largerVouchers,
  reviewAwardSentence,
  surveyRange,
  tierLadder,
  VOTE_AND_TONE,
  voucherRateShort,
} from '#app/modules/points/points-promise.ts';
import { ButtonLink } from '#app/ui/button.tsx';
import { FeatureCards } from '#app/ui/feature-cards.tsx';
import { canonicalLink } from '#app/lib/site.ts';
import type { Route } from './+types/how-it-works';

export function loader() {
  const config = getConfig();
  return {
    programme: getPointsProgramme(),
    origin: config.baseUrl,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: 'Come funziona | Provato' },
    {
      name: 'description',
      content: `Come funziona Provato: ti registri, scrivi una recensione, il team la modera, guadagni punti e li trasformi in buoni acquisto (${voucherRateShort}).`,
    },
    canonicalLink(loaderData?.origin, '/how-it-works'),
  ];
}

export default function HowItWorks({ loaderData }: Route.ComponentProps) {
  const { programme } = loaderData;
  const steps = [
    {
      icon: UserPlus,
      title: 'Registrati',
      text: 'Crea il tuo account gratuito con nome, cognome e indirizzo e-mail, poi conferma l’indirizzo dal link che ti inviamo.',
    },
    {
      icon: MessageSquareText,
      title: 'Scrivi una recensione',
      text: 'Scegli dal catalogo un prodotto che hai usato davvero e racconta come ti trovi: stelle, titolo, pro e contro e, se vuoi, un testo più lungo e qualche foto. Se l’hai comprato puoi dichiararlo: la recensione mostrerà «Acquisto dichiarato».',
    },
    {
      icon: ShieldCheck,
      title: 'La moderiamo',
      text: 'Il nostro team legge ogni recensione prima di pubblicarla. Se non rispetta le regole te ne indichiamo il motivo, così puoi scriverne una nuova.',
    },
    {
      icon: Trophy,
      title: 'Guadagni punti',
      text: reviewAwardSentence(programme, VOTE_AND_TONE),
    },
    {
      icon: Gift,
      title: 'Riscatti i buoni',
      text: `${capitalise(firstVoucher)}; ci sono anche ${largerVouchers}. Li richiedi dalla pagina Premi e ricevi il codice per e-mail appena la richiesta è approvata.`,
    },
  ];
  const otherWays = [
    {
      title: 'Sondaggi',
      text: `${capitalise(surveyRange)} per ogni sondaggio completato.`,
    },
    {
      title: 'Cashback',
      text: `${capitalise(cashbackRange)} sugli acquisti fatti tramite i circuiti che lo consentono, mai tramite i link Amazon.`,
    },
    {
      title: 'Invita un amico',
      text: `${invitePoints} quando l’amico che hai invitato conferma il suo indirizzo e-mail.`,
    },
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold md:text-4xl">Come funziona</h1>
        <p className="mt-4 text-lg text-ink-muted">
          Su Provato leggi recensioni autentiche di prodotti tecnologici e, quando scrivi le tue, guadagni
          punti da trasformare in buoni acquisto. Ecco il percorso, passo dopo passo.
        </p>
      </div>

      <section aria-labelledby="passi" className="mt-10">
        <h2 id="passi" className="text-2xl font-bold">
          Dalla registrazione al buono
        </h2>
        <FeatureCards items={steps} numbered className="md:grid-cols-2 lg:grid-cols-3" />
      </section>

      <section aria-labelledby="altri-punti" className="mt-12">
        <h2 id="altri-punti" className="text-2xl font-bold">
          Altri modi per guadagnare punti
        </h2>
        <FeatureCards items={otherWays} />
      </section>

      <section aria-labelledby="livelli" className="mt-12 max-w-3xl leading-relaxed">
        <h2 id="livelli" className="text-2xl font-bold">
          I livelli
        </h2>
        <p className="mt-3">
          Il tuo livello dipende dai punti guadagnati in totale da quando ti sei registrato:{' '}
          {tierLadder(programme.tiers)}. I punti che spendi per i buoni non ti fanno scendere di livello.
        </p>
      </section>

      <section aria-labelledby="impegno-etico" className="mt-12 max-w-3xl leading-relaxed">
        <h2 id="impegno-etico" className="text-2xl font-bold">
          L’impegno etico
        </h2>
        <p className="mt-3">Quando ti registri ti impegni a:</p>
        <ul className="mt-2 list-disc space-y-1 pl-6">
          <li>recensire solo prodotti che hai usato davvero;</li>
          <li>raccontare la tua esperienza in modo onesto, che sia positiva o negativa;</li>
          <li>scrivere una sola recensione per prodotto, con parole tue;</li>
          <li>non accettare compensi da produttori o negozi per quello che scrivi;</li>
          <li>non inserire offese, pubblicità o dati personali.</li>
        </ul>
        <p className="mt-3">
          Da parte nostra, i punti non dipendono mai
          {awardIgnoresRating(programme) ? ' dal voto né dal tono della recensione, né' : ''} dai clic o dagli
          acquisti fatti tramite i link ai negozi. E, come prevede la direttiva europea Omnibus (UE)
          2019/2161, ogni recensione pubblica dichiara che il suo autore riceve punti.{' '}
          <Link to="/come-funzionano-le-recensioni" className="font-semibold text-brand-700 underline">
            Leggi come funzionano le recensioni
          </Link>
          .
        </p>
      </section>

      <section aria-labelledby="inizia" className="mt-12 rounded-2xl bg-brand-50 p-6 md:p-8">
        <h2 id="inizia" className="text-2xl font-bold">
          Pronto a iniziare?
        </h2>
        <p className="mt-2 max-w-2xl text-ink-muted">
          La registrazione è gratuita. Ogni recensione approvata ti avvicina al prossimo buono.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/auth?tab=signup" size="lg">
            Crea il tuo account
          </ButtonLink>
          <ButtonLink to="/rewards" size="lg" variant="secondary">
            Scopri i premi
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
