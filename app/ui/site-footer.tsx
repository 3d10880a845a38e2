import { Link } from 'react-router';
import { site } from '#app/lib/site.ts';
import { Logo } from './logo.tsx';
import { footerColumns, legalLinks } from './navigation.ts';

export function SiteFooter({ year, onCookiePreferences }: { year: number; onCookiePreferences: () => void }) {
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-4">
        <div>
          <Logo />
          <p className="mt-3 text-sm text-ink-muted">{site.tagline}.</p>
          <ul className="mt-4 flex flex-wrap gap-1" aria-label="Provato sui social">
            {site.social.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm text-ink-muted underline-offset-4 hover:text-ink hover:underline"
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  {link.label}
                  <span className="sr-only"> (si apre in una nuova scheda)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-labelledby={`footer-${column.title}`}>
            <h2 id={`footer-${column.title}`} className="text-sm font-semibold tracking-wide uppercase">
              {column.title}
            </h2>
            <ul className="mt-3 space-y-1">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="inline-flex min-h-11 items-center text-sm text-ink-muted hover:text-ink hover:underline md:min-h-9"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-ink-muted md:flex-row md:items-center md:justify-between">
          <p>© {year} Provato. Tutti i diritti riservati.</p>
          <ul className="flex flex-wrap gap-x-4" aria-label="Informazioni legali">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center hover:text-ink hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={onCookiePreferences}
                className="inline-flex min-h-11 items-center hover:text-ink hover:underline"
              >
                Preferenze cookie
              </button>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
