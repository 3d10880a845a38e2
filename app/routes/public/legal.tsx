import { data, isRouteErrorResponse, Link } from 'react-router';
import { getConfig } from '#app/lib/env.server.ts';
import { formatDate } from '#app/lib/format.ts';
import { legalPage, legalPageKey } from '#app/modules/content/legal-pages.ts';
import { getPointsProgramme } from '#app/modules/points/points-programme.server.ts';
import { cn } from '#app/ui/cn.ts';
import { legalLinks } from '#app/ui/navigation.ts';
import type { Route } from './+types/legal';
import { ErrorPage } from '#app/ui/error-page.tsx';

/** /legal/privacy, /legal/terms, /legal/cookies (also /legal/cookie), /legal/affiliate. */
export function loader({ params }: Route.LoaderArgs) {
  const key = legalPageKey(params.type);
  if (!key) throw data(null, { status: 404 });
  return { key, page: legalPage(key, getPointsProgramme()), origin: getConfig().baseUrl };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [
      { title: notFound ? 'Pagina non trovata | Provato' : 'Errore | Provato' },
      { name: 'robots', content: 'noindex' },
    ];
  }
  return [
    { title: `${loaderData.page.title} | Provato` },
    { name: 'description', content: loaderData.page.description },
    { tagName: 'link', rel: 'canonical', href: `${loaderData.origin}/legal/${loaderData.key}` },
  ];
}

/** "Chi è il titolare del trattamento" → "chi-e-il-titolare-del-trattamento", for the section anchors. */
function anchor(heading: string) {
  return heading
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { key, page } = loaderData;
  const current = `/legal/${key}`;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 leading-relaxed">
      <h1 className="text-3xl font-bold">{page.title}</h1>
      <p className="mt-2 text-sm text-ink-muted">
        Ultimo aggiornamento: <time dateTime={page.updatedAt}>{formatDate(page.updatedAt)}</time>
      </p>
      <p className="mt-4 text-lg text-ink-muted">{page.description}</p>

      <nav aria-label="Pagine legali" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {legalLinks.map((link) => {
            const isCurrent = link.to === current;
            return (
              <li key={link.to}>
                <Link
                  to={link.to}
                  aria-current={isCurrent ? 'page' : undefined}
                  className={cn(
                    'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium',
                    isCurrent
                      ? 'border-brand-700 bg-brand-50 text-brand-700'
                      : 'border-line bg-surface hover:border-brand-700',
                  )}
                >
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {page.sections.map((section, index) => {
        const id = anchor(section.heading);
        const article = index + 1;
        return (
          <section
            key={id}
            id={page.numbered ? `art-${article}` : undefined}
            aria-labelledby={id}
            className="mt-8"
          >
            <h2 id={id} className="text-xl font-bold">
              {page.numbered ? `${article}. ${section.heading}` : section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-2">
                {paragraph}
              </p>
            ))}
            {section.items && section.items.length > 0 && page.numbered ? (
              <ol className="mt-2 space-y-1">
                {section.items.map((item, itemIndex) => (
                  <li
                    key={item}
                    id={`art-${article}-${itemIndex + 1}`}
                    className="flex gap-2 target:bg-brand-50"
                  >
                    <span className="shrink-0 font-semibold">
                      {article}.{itemIndex + 1}
                    </span>
                    <span>{item}</span>
                  </li>
                ))}
              </ol>
            ) : (
              section.items &&
              section.items.length > 0 && (
                <ul className="mt-2 list-disc space-y-1 pl-6">
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )
            )}
          </section>
        );
      })}

      <p className="mt-10 rounded-2xl border border-line bg-surface p-5">
        Hai domande su questa pagina? Scrivici dalla pagina{' '}
        <Link to="/contact" className="font-semibold text-brand-700 underline">
          Contatti
        </Link>{' '}
        o leggi le{' '}
        <Link to="/faq" className="font-semibold text-brand-700 underline">
          domande frequenti
        </Link>
        .
      </p>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ErrorPage
      error={error}
      notFound={{
        message: 'La pagina legale richiesta non esiste.',
        links: [
          { to: '/', label: 'Torna alla home' },
          { to: '/legal/privacy', label: 'Informativa sulla privacy' },
        ],
      }}
    />
  );
}
