import { isRouteErrorResponse } from 'react-router';
import { isReadOnlyRefusal, READ_ONLY_REFUSAL } from '#app/lib/read-only.ts';
import { ButtonLink } from './button.tsx';

type Link = { to: string; label: string };
/** What a page says for one kind of failure; anything left out takes the site's default. */
export type ErrorCopy = { documentTitle?: string; title?: string; message?: string; links?: Link[] };

const DEFAULT_NOT_FOUND: Required<ErrorCopy> = {
  documentTitle: 'Pagina non trovata | Provato',
  title: 'Pagina non trovata',
  message: 'La pagina che cerchi non esiste o è stata spostata.',
  links: [
    { to: '/', label: 'Torna alla home' },
    { to: '/catalog', label: 'Sfoglia il catalogo' },
  ],
};

const DEFAULT_FAILED: Required<ErrorCopy> = {
  documentTitle: 'Errore | Provato',
  title: 'Qualcosa è andato storto',
  message:
    'Si è verificato un errore imprevisto. Riprova tra qualche istante; se il problema continua, scrivici dalla pagina Contatti.',
  links: DEFAULT_NOT_FOUND.links,
};

const DEFAULT_UNAVAILABLE: Required<ErrorCopy> = {
  documentTitle: 'Servizio non disponibile | Provato',
  title: 'Servizio momentaneamente non disponibile',
  message: 'Il sito è momentaneamente non disponibile. Riprova tra qualche istante.',
  links: [{ to: '/', label: 'Torna alla home' }],
};

/** A refusal's own message (a 4xx thrown as `data({ error })` or as text), if it has one. */
function refusalMessage(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error) || error.status >= 500 || error.status === 404) return undefined;
  return payloadMessage(error);
}

/** The Italian message a route error response carries (`data({ error })` or text), if any. */
function payloadMessage(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const payload: unknown = error.data;
  if (typeof payload === 'string' && payload.length <= 300) return payload;
  const message = (payload as { error?: unknown } | null)?.error;
  return typeof message === 'string' && message.length <= 300 ? message : undefined;
}

/**
 * The one error page of the site, for every error boundary: 404s, refusals with their own Italian
 * message (a 413, a 400), and unexpected failures. Routes pass only what they say differently.
 */
export function ErrorPage(props: { error: unknown; notFound?: ErrorCopy; failed?: ErrorCopy }) {
  const status = isRouteErrorResponse(props.error) ? props.error.status : undefined;
  const refusal = refusalMessage(props.error);
  const copy =
    status === 404
      ? { ...DEFAULT_NOT_FOUND, ...props.notFound }
      : isRouteErrorResponse(props.error) && isReadOnlyRefusal(props.error.data)
        ? { ...DEFAULT_FAILED, ...READ_ONLY_REFUSAL }
        : status === 503
          ? { ...DEFAULT_UNAVAILABLE, message: payloadMessage(props.error) ?? DEFAULT_UNAVAILABLE.message }
          : refusal
            ? { ...DEFAULT_FAILED, title: 'Richiesta non accettata', message: refusal }
            : { ...DEFAULT_FAILED, ...props.failed };
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <title>{copy.documentTitle}</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {status ? `Errore ${status}` : 'Errore'}
      </p>
      <h1 className="mt-2 text-3xl font-bold md:text-4xl">{copy.title}</h1>
      <p className="mt-4 text-ink-muted">{copy.message}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {copy.links.map((link, index) => (
          <ButtonLink key={link.to} to={link.to} variant={index === 0 ? undefined : 'secondary'}>
            {link.label}
          </ButtonLink>
        ))}
      </div>
    </div>
  );
}
