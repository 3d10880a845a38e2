import { Link } from 'react-router';
import { SOCIAL_NETWORKS, type SocialLink, site } from '#app/lib/site.ts';
import { Logo } from './logo.tsx';
import { footerColumns, legalLinks } from './navigation.ts';
import { SocialIcon } from './social-icon.tsx';

export function SiteFooter({
  year,
  social,
  onCookiePreferences,
}: {
  year: number;
  /** The site's own profiles (configuration); none configured, no list. */
  social: SocialLink[];
  onCookiePreferences: () => void;
}) {
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      {/* Two columns of links on a phone, the brand above them; four columns from md. */}
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 md:grid-cols-4">
        <div className="col-span-2 md:col-span-1">
          <Logo />
          <p className="mt-3 text-sm text-ink-muted">{site.tagline}.</p>
          {social.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label="Provato sui social">
              {social.map((link) => (
                <li key={link.network}>
                  <a
                    href={link.url}
                    className="inline-flex size-11 items-center justify-center rounded-full border border-line text-ink-muted transition-colors hover:border-brand-700 hover:text-brand-700"
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    <SocialIcon network={link.network} />
                    <span className="sr-only">
                      Provato su {SOCIAL_NETWORKS[link.network].name} (si apre in una nuova scheda)
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
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
