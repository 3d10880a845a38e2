import {
  BadgeCheck,
  HeartHandshake,
  MessageSquareText,
  Scale,
  ShieldCheck,
  Trophy,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { formatEuros, formatInteger, formatRating } from '#app/lib/format.ts';
import { ButtonLink } from '#app/ui/button.tsx';
import { FeatureCards } from '#app/ui/feature-cards.tsx';
import { Reveal } from '#app/ui/reveal.tsx';
import type { LandingStats } from '../../landing.server.ts';
import { NewsletterBox } from '../newsletter-box.tsx';

/** 'Come funziona': write, moderated, points (the last step's text is the points promise). */
export function HowItWorksSteps({ pointsStep }: { pointsStep: string }) {
  const steps = [
    {
      icon: MessageSquareText,
      title: 'Scrivi una recensione',
      text: 'Racconta come ti trovi con un prodotto che hai usato davvero.',
    },
    {
      icon: ShieldCheck,
      title: 'La moderiamo',
      text: 'Ogni recensione viene letta dal nostro team prima di essere pubblicata.',
    },
    { icon: Trophy, title: 'Guadagni punti', text: pointsStep },
  ];
  return (
    <section aria-labelledby="come-funziona" className="mx-auto max-w-6xl px-4 py-14">
      <h2 id="come-funziona" className="text-2xl font-bold md:text-3xl">
        Come funziona
      </h2>
      <FeatureCards items={steps} numbered />
    </section>
  );
}

/** 'Provato in numeri': the site's totals, read at most once a minute (landing.server.ts). */
export function LandingFigures({ stats }: { stats: LandingStats }) {
  const figures = [
    { label: 'recensioni pubblicate', value: formatInteger(stats.reviews) },
    { label: 'membri della community', value: formatInteger(stats.members) },
    { label: 'in buoni riscattati', value: formatEuros(stats.redeemedEuros) },
    { label: 'voto medio', value: stats.averageRating ? `${formatRating(stats.averageRating)}/5` : '—' },
  ];
  return (
    <section aria-labelledby="numeri" className="bg-brand-800 text-white">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="numeri" className="sr-only">
          Provato in numeri
        </h2>
        <dl className="grid grid-cols-2 gap-6 text-center md:grid-cols-4">
          {figures.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse">
              <dt className="text-sm text-white/90">{figure.label}</dt>
              <dd className="text-3xl font-extrabold md:text-4xl">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

const values = [
  {
    icon: Scale,
    title: 'Trasparenza',
    text: 'I punti non dipendono dal voto: premiamo l’impegno, non le lodi.',
  },
  { icon: Users, title: 'Community', text: 'Recensioni scritte da persone che i prodotti li usano davvero.' },
  {
    icon: Trophy,
    title: 'Meritocrazia',
    text: 'Più recensioni utili scrivi, più sali di livello: Bronze, Silver, Gold.',
  },
  {
    icon: HeartHandshake,
    title: 'Impegno etico',
    text: 'Ogni recensione è letta dal nostro team prima di andare online.',
  },
];

/** 'I nostri valori', with the way to the manifesto. */
export function LandingValues() {
  return (
    <Reveal>
      <section aria-labelledby="valori" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="valori" className="text-2xl font-bold md:text-3xl">
          I nostri valori
        </h2>
        <FeatureCards items={values} className="sm:grid-cols-2 lg:grid-cols-4" />
        <p className="mt-4">
          <Link
            to="/about"
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            Leggi il nostro manifesto
          </Link>
        </p>
      </section>
    </Reveal>
  );
}

/** The closing call: sign up, or read how it works first. */
export function JoinCall() {
  return (
    <section aria-labelledby="inizia" className="mx-auto max-w-6xl px-4 py-14">
      <div className="rounded-3xl bg-brand-800 p-8 text-white md:p-12">
        <h2 id="inizia" className="flex items-center gap-3 text-2xl font-bold md:text-3xl">
          <BadgeCheck aria-hidden className="size-8" /> Pronto a far valere la tua opinione?
        </h2>
        <p className="mt-3 max-w-2xl text-white/90">
          Iscriviti gratis, scrivi la tua prima recensione e inizia a raccogliere punti.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/auth?tab=signup" size="lg" variant="secondary">
            Registrati gratis
          </ButtonLink>
          <Link
            to="/how-it-works"
            className="inline-flex min-h-11 items-center justify-center rounded-lg border border-white px-5 font-semibold text-white"
          >
            Come funziona
          </Link>
        </div>
      </div>
    </section>
  );
}

/** 'Resta aggiornato': the newsletter's sign-up (double opt-in). */
export function NewsletterSection() {
  return (
    <section aria-labelledby="newsletter" className="mx-auto max-w-3xl px-4 pb-16">
      <h2 id="newsletter" className="text-2xl font-bold">
        Resta aggiornato
      </h2>
      <p className="mt-2 text-ink-muted">
        Le recensioni più utili, le novità del catalogo e i nuovi premi, al massimo una volta a settimana. Ti
        chiediamo conferma via email; puoi disiscriverti quando vuoi.
      </p>
      <NewsletterBox />
    </section>
  );
}
