import { readAppSetting } from './app-settings.server.ts';
import { db, type Database, type Transaction } from './db.server.ts';
import { getConfig } from './env.server.ts';
import { logger } from './logger.server.ts';
import { READ_ONLY_CODE, READ_ONLY_REFUSAL } from './read-only.ts';
import { readForm } from './request-body.server.ts';

/*
 * Read-only maintenance mode (decision 034): pages and reading APIs keep working, every write is
 * answered 503 with an Italian message, background jobs and the mail outbox pause. On when
 * MAINTENANCE_MODE=read-only, or when an admin turns on the back-office switch (app_settings).
 */

/** The back-office switch's row in app_settings (value: true or false). */
export const READ_ONLY_SETTING = 'site.readOnly';

/**
 * How long a process keeps what it read of the switch. Every request asks, so it must cost
 * nothing; every process reads the row again after this, so they all agree within a few seconds.
 */
export const READ_ONLY_CACHE_MS = 3_000;

/** What a refused write's Retry-After says: a maintenance usually lasts a few minutes. */
export const READ_ONLY_RETRY_AFTER_SECONDS = 120;

export type ReadOnlyState = {
  on: boolean;
  /** MAINTENANCE_MODE=read-only: the switch cannot end it. */
  forcedByEnvironment: boolean;
};

/** The switch as stored (off when never set). */
export async function readReadOnlySwitch(executor: Database | Transaction = db): Promise<boolean> {
  return (await readAppSetting(READ_ONLY_SETTING, executor)) === true;
}

let kept: { state: Promise<ReadOnlyState>; until: number } | undefined;

/**
 * Whether the site is read-only now, as this process last read it (at most READ_ONLY_CACHE_MS
 * ago). A switch that cannot be read counts as off: a database that cannot be read takes no
 * writes either, and pages should not fail for it.
 */
export function readOnlyState(): Promise<ReadOnlyState> {
  if (getConfig().readOnlyForced) return Promise.resolve({ on: true, forcedByEnvironment: true });
  const now = Date.now();
  if (kept && kept.until > now) return kept.state;
  const entry = {
    until: now + READ_ONLY_CACHE_MS,
    state: readReadOnlySwitch().then(
      (on) => ({ on, forcedByEnvironment: false }),
      (error: unknown) => {
        logger().warn({ err: error }, 'read-only switch could not be read: treated as off');
        if (kept === entry) kept = undefined;
        return { on: false, forcedByEnvironment: false };
      },
    ),
  };
  kept = entry;
  return entry.state;
}

/** True while the site is read-only (for the job runner and the mail outbox). */
export const isReadOnly = async () => (await readOnlyState()).on;

/** After this process changed the switch: its next request reads it again. */
export function forgetReadOnlyState(): void {
  kept = undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes that stay open while read-only: what an admin needs to end it (the switch, sign-in with
 * its second factor and the back office's enrolment, sign-out) and the cookie banner's answer, which
 * writes only a cookie. Signing in writes a session row; that is all it writes, so anyone may.
 * Matched case-insensitively, as the router matches.
 */
const OPEN_PATHS = [
  /^\/admin\/maintenance$/i,
  /^\/admin\/two-factor$/i,
  /^\/auth\/two-factor$/i,
  /^\/auth\/sign-out$/i,
  /^\/cookie-consent$/i,
  // The auth library's own endpoints (no page of ours posts to them): sign-in, its second factor,
  // a provider's callback, sign-out. Sign-up and every account change stay closed.
  /^\/api\/auth\/(?:sign-in\/[\w-]+|sign-out|callback\/[\w-]+|two-factor\/verify-[\w-]+)$/i,
];

/** The sign-in page posts every tab to /auth: only 'Accedi' (intent login) stays open. */
const AUTH_PAGE = /^\/auth$/i;

/** The path the router matches: decoded, without a single-fetch `.data` suffix (`/_root.data` is `/`). */
function routePath(url: URL): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (pathname === '/_root.data') return '/';
  return pathname.replace(/\.data$/, '').replace(/(.)\/+$/, '$1');
}

async function isSignIn(request: Request): Promise<boolean> {
  try {
    const form = await readForm(request.clone(), { maxBytes: 16 * 1024 });
    return form.get('intent') === 'login';
  } catch {
    return false;
  }
}

/** Whether this request may go on while the site is read-only. */
export async function mayPassWhileReadOnly(request: Request): Promise<boolean> {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true;
  const path = routePath(new URL(request.url));
  if (path === null) return false;
  if (OPEN_PATHS.some((open) => open.test(path))) return true;
  return AUTH_PAGE.test(path) && isSignIn(request);
}

/**
 * The refusal: JSON `{ error, code }` with 503 and Retry-After. Thrown from the root middleware,
 * an API or resource route answers it as is, and a page's form (a document post or a single-fetch
 * `.data` one) shows it through the error page, which knows the code.
 */
export function readOnlyRefusal(): Response {
  return Response.json(
    { error: READ_ONLY_REFUSAL.message, code: READ_ONLY_CODE },
    {
      status: 503,
      headers: {
        'Retry-After': String(READ_ONLY_RETRY_AFTER_SECONDS),
        'Cache-Control': 'no-store',
      },
    },
  );
}

const refused = new WeakSet<Request>();

/**
 * The one place writes are refused (root's first middleware, so every page, form and API passes
 * here before any loader or action). A read costs one cached lookup. Two steps: the inner one
 * throws the refusal; React Router renders it (the error page, or the JSON as is) and hands the
 * outer one a response without the thrown one's headers, so the outer one puts Retry-After back.
 */
export const readOnlyMiddleware = [
  async ({ request }: { request: Request }, next: () => Promise<Response>): Promise<Response> => {
    const response = await next();
    if (refused.has(request) && !response.headers.has('Retry-After')) {
      response.headers.set('Retry-After', String(READ_ONLY_RETRY_AFTER_SECONDS));
    }
    return response;
  },
  async ({ request }: { request: Request }, next: () => Promise<Response>): Promise<Response> => {
    if (SAFE_METHODS.has(request.method.toUpperCase())) return next();
    if ((await readOnlyState()).on && !(await mayPassWhileReadOnly(request))) {
      refused.add(request);
      throw readOnlyRefusal();
    }
    return next();
  },
];
