import { lazy, Suspense, useEffect, useState } from 'react';
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
// The stylesheet goes first in <head>: it blocks the first paint, the module preloads do not.
import stylesheet from './app.css?url';
import { cspNonceContext } from './lib/request-context.ts';
import { readConsent } from './lib/consent.server.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, databaseUnavailable } from './lib/database-outage.server.ts';
import { readingFromReplica } from './lib/db.server.ts';
import { getConfig } from './lib/env.server.ts';
import { readFlashes } from './lib/flash.server.ts';
import { readOnlyMiddleware, readOnlyState } from './lib/read-only.server.ts';
import { loadViewer, viewerContext } from './modules/accounts/viewer.server.ts';
import { HeaderSearch } from './modules/catalog/components/header-search.tsx';
import { showToast, useToasterRequested } from './ui/toast.ts';
import { site } from './lib/site.ts';
import { applyPreferencesScript } from './ui/accessibility/preferences.ts';
import { CookieBanner } from './ui/cookie-banner.tsx';
import { ReadOnlyBanner } from './ui/read-only-banner.tsx';
import { SiteFooter } from './ui/site-footer.tsx';
import { SiteHeader } from './ui/site-header.tsx';
import { ErrorPage } from './ui/error-page.tsx';

const ToasterHost = lazy(() => import('./ui/toaster-host.tsx'));

// zod compiles validators with new Function() unless told not to, and our CSP forbids eval.
if (typeof window !== 'undefined') {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (holder.__zod_globalConfig ??= {}).jitless = true;
}

/**
 * Answers that are personal whoever asks: the mailbox, the back office, account and auth pages,
 * newsletter links (they carry a token and show the address), the personal APIs.
 */
const PRIVATE_PATHS =
  /^\/(?:admin|dashboard|profile|settings|write-review|invite|newsletter|dev|auth|api\/(?:admin|user|activities|dashboard|badges|rewards|upload|reviews))(?:[/.?]|$)/i;

/** Tested on the decoded path, the one the router matches (`/%61uth` is `/auth`). */
function isPrivatePath(pathname: string): boolean {
  try {
    return PRIVATE_PATHS.test(decodeURIComponent(pathname));
  } catch {
    return true;
  }
}

/**
 * Every request: first, while the site is read-only, a write is refused (decision 034); then who
 * is signed in (for guards, loaders and the top bar).
 */
export const middleware: Route.MiddlewareFunction[] = [
  ...readOnlyMiddleware,
  async ({ request, context }, next) => {
    // The database is known to be away: the site's 503 at once, nothing else is tried (its
    // Retry-After is added in server/database-outage.ts).
    if (databaseUnavailable()) throw data({ error: DATABASE_UNAVAILABLE_MESSAGE }, { status: 503 });
    const { viewer, headers } = await loadViewer(request);
    context.set(viewerContext, viewer);
    // Anonymous visitors' reads may come from the read replica (when configured); a signed-in
    // person reads the primary, so what they just wrote is there.
    const anonymousRead = !viewer && (request.method === 'GET' || request.method === 'HEAD');
    const response = await (anonymousRead ? readingFromReplica(next) : next());
    for (const cookie of headers.getSetCookie()) response.headers.append('Set-Cookie', cookie);
    // A page made for one person, or one that sets a cookie, is kept by no cache on the way.
    if (viewer || response.headers.has('Set-Cookie') || isPrivatePath(new URL(request.url).pathname)) {
      response.headers.set('Cache-Control', 'private, no-store');
    }
    return response;
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = context.get(viewerContext);
  const { flashes, clear } = readFlashes(request);
  const readOnly = (await readOnlyState()).on;
  return data(
    {
      readOnly,
      consent: readConsent(request),
      nonce: context.get(cspNonceContext) || undefined,
      year: new Date().getFullYear(),
      social: getConfig().socialLinks,
      viewer: viewer && {
        firstName: viewer.firstName,
        email: viewer.email,
        points: viewer.points,
        isAdmin: viewer.isAdmin,
        initials: viewer.initials,
      },
      flashes,
    },
    clear.length > 0 ? { headers: clear.map((line): [string, string] => ['Set-Cookie', line]) } : undefined,
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const [bannerState, setBannerState] = useState<'answered' | 'reopened' | null>(null);
  const showBanner = bannerState === 'reopened' || (bannerState === null && root?.consent == null);
  const flashes = root?.flashes;
  const toasterRequested = useToasterRequested();
  // The back office searches each of its lists with its own filters; the catalogue's quick search
  // would be one more 'Cerca' there, leading out of it.
  const backOffice = useLocation().pathname.startsWith('/admin');
  useEffect(() => {
    for (const flash of flashes ?? []) void showToast(flash);
  }, [flashes]);

  return (
    <html lang="it" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a6656" />
        <script
          nonce={root?.nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: applyPreferencesScript }}
        />
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#contenuto"
          className="sr-only z-50 rounded-lg bg-surface px-4 py-3 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Vai al contenuto
        </a>
        {/* Early in the page although it sits at the bottom of the screen: it arrives whole with the
            first part of a streamed page (no growing banner, no layout shift) and comes first to
            keyboard and screen-reader users, who are asked before anything else. */}
        {showBanner && <CookieBanner onAnswered={() => setBannerState('answered')} />}
        {root?.readOnly && <ReadOnlyBanner />}
        <SiteHeader viewer={root?.viewer ?? null} search={backOffice ? undefined : <HeaderSearch />} />
        <main id="contenuto" className="flex-1" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter
          year={root?.year ?? new Date().getFullYear()}
          social={root?.social ?? []}
          onCookiePreferences={() => setBannerState('reopened')}
        />
        {toasterRequested && (
          <Suspense fallback={null}>
            <ToasterHost />
          </Suspense>
        )}
        <ScrollRestoration nonce={root?.nonce} />
        <Scripts nonce={root?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function meta() {
  return [{ title: `${site.name} – ${site.tagline}` }, { name: 'description', content: site.description }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
