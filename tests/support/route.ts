import { RouterContextProvider } from 'react-router';
import { clientIpContext } from '#app/lib/request-context.ts';
import { type Viewer, viewerContext } from '#app/modules/accounts/viewer.server.ts';

/** What a loader or action answered, whatever form it took (data(), a Response, a plain object). */
export type RouteOutcome<T = unknown> = { status: number; headers: Headers; data: T | undefined };

export function routeContext(options: { viewer?: Viewer | null; clientIp?: string } = {}) {
  const context = new RouterContextProvider();
  context.set(viewerContext, options.viewer ?? null);
  context.set(clientIpContext, options.clientIp ?? '203.0.113.7');
  return context;
}

export function formRequest(
  url: string,
  fields: Record<string, string | string[] | undefined>,
  init: RequestInit = {},
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return new Request(new URL(url, 'http://localhost:3000'), { method: 'POST', body, ...init });
}

/**
 * Runs a route's loader or action and normalises what it returns or throws. A JSON answer under
 * /api must be one the OpenAPI document allows (tests/support/openapi-conformance.ts, docs/api.md):
 * a mismatch throws, so the test that got it fails.
 */
export async function runRoute<T = unknown>(
  fn: (args: never) => unknown,
  args: {
    request: Request;
    context?: RouterContextProvider;
    params?: Record<string, string>;
    /** The route's pattern (`/api/products/:id`), when known: matched against the document as is. */
    pattern?: string;
  },
): Promise<RouteOutcome<T>> {
  let result: unknown;
  try {
    result = await fn({ params: {}, context: routeContext(), ...args } as never);
  } catch (thrown) {
    result = thrown;
  }
  const outcome = await normalise<T>(result);
  const { pathname } = new URL(args.request.url);
  // Only JSON answers are judged: a middleware test's stand-in handler answers a plain `ok`.
  if (pathname.startsWith('/api/') && outcome.data !== undefined) {
    const { assertMatchesOpenApi } = await import('./openapi-conformance.ts');
    assertMatchesOpenApi(args.request, outcome, args.pattern);
  }
  return outcome;
}

async function normalise<T>(result: unknown): Promise<RouteOutcome<T>> {
  if (result instanceof Response) {
    const type = result.headers.get('Content-Type') ?? '';
    return {
      status: result.status,
      headers: result.headers,
      data: type.includes('json') ? ((await result.json()) as T) : undefined,
    };
  }
  if (
    result &&
    typeof result === 'object' &&
    'type' in result &&
    (result as { type: unknown }).type === 'DataWithResponseInit'
  ) {
    const { data, init } = result as unknown as { data: T; init: ResponseInit | null };
    return { status: init?.status ?? 200, headers: new Headers(init?.headers), data };
  }
  if (result instanceof Error) throw result;
  return { status: 200, headers: new Headers(), data: result as T };
}

/** A signed-in person as the middleware would put them in the context. */
export const asViewer = (user: { id: string; email: string }, isAdmin = false): Viewer => ({
  id: user.id,
  email: user.email,
  emailVerified: true,
  isAdmin,
  firstName: 'Test',
  lastName: 'Utente',
  initials: 'TU',
  avatarUrl: null,
  points: 0,
});

/** A JSON request to an API route. */
export const jsonRequest = (
  path: string,
  body: unknown,
  method = 'POST',
  headers: Record<string, string> = {},
) =>
  new Request(`http://localhost:3000${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
