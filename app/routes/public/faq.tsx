import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { getConfig } from '#app/lib/env.server.ts';
import { faqSections } from '#app/modules/content/faq.ts';
import { getPointsProgramme } from '#app/modules/points/points-programme.server.ts';
import { ButtonLink } from '#app/ui/button.tsx';
import { canonicalLink } from '#app/lib/site.ts';
import type { Route } from './+types/faq';

export function loader() {
  return { origin: getConfig().baseUrl, sections: faqSections(getPointsProgramme()) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: 'Domande frequenti | Provato' },
    {
      name: 'description',
      content:
        'Le risposte alle domande più comuni su Provato: account, recensioni e moderazione, punti e buoni, privacy e dati personali.',
    },
    canonicalLink(loaderData?.origin, '/faq'),
  ];
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { sections } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold md:text-4xl">Domande frequenti</h1>
      <p className="mt-4 text-lg text-ink-muted">
        Le risposte alle domande che ci fate più spesso su account, recensioni, punti e dati personali.
      </p>

      <nav aria-label="Argomenti" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-4 text-sm font-medium hover:border-brand-700"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-10 scroll-mt-24">
          <h2 id={section.id} className="scroll-mt-24 text-2xl font-bold">
            {section.title}
          </h2>
          <div className="mt-4 divide-y divide-line rounded-2xl border border-line bg-surface">
            {section.items.map((item) => (
              <details key={item.question} className="group px-5">
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 py-3 font-semibold [&::-webkit-details-marker]:hidden">
                  {item.question}
                  <ChevronDown
                    aria-hidden
                    className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
                  />
                </summary>
                <p className="pb-4 leading-relaxed text-ink-muted">{item.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ))}

      <section aria-labelledby="altre-domande" className="mt-12 rounded-2xl bg-brand-50 p-6">
        <h2 id="altre-domande" className="text-xl font-bold">
          Non hai trovato la risposta?
        </h2>
        <p className="mt-2 text-ink-muted">
          Scrivici: il supporto risponde dal lunedì al venerdì, dalle 9:00 alle 18:00. Per le regole sulle
          recensioni leggi anche{' '}
          <Link to="/come-funzionano-le-recensioni" className="font-semibold text-brand-700 underline">
            come funzionano le recensioni
          </Link>
          .
        </p>
        <ButtonLink to="/contact" className="mt-4">
          Contattaci
        </ButtonLink>
      </section>
    </div>
  );
}
