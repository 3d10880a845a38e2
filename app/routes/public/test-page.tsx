import { getConfig } from '#app/lib/env.server.ts';
import { ButtonLink } from '#app/ui/button.tsx';
import { canonicalLink } from '#app/lib/site.ts';
import type { Route } from './+types/test-page';

/** A plain page for smoke checks of the frame (header, footer, navigation); never indexed. */
export function loader() {
  return { origin: getConfig().baseUrl };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: 'Pagina di test | Provato' },
    { name: 'description', content: 'Pagina di test di Provato, per controllare il funzionamento del sito.' },
    { name: 'robots', content: 'noindex' },
    canonicalLink(loaderData?.origin, '/test'),
  ];
}

const links = [
  { to: '/', label: 'Home' },
  { to: '/auth', label: 'Accedi o registrati' },
  { to: '/catalog', label: 'Catalogo' },
];

export default function TestPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">Pagina di test</h1>
      <p className="mt-4 text-ink-muted">
        Questa pagina serve a controllare che il sito funzioni. Da qui puoi raggiungere le pagine principali.
      </p>
      <nav aria-label="Pagine principali" className="mt-6">
        <ul className="flex flex-col gap-3 sm:flex-row">
          {links.map((link) => (
            <li key={link.to}>
              <ButtonLink to={link.to} variant="secondary" className="w-full sm:w-auto">
                {link.label}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
