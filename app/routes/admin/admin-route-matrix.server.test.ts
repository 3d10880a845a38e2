import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { signIn } from '#app/modules/accounts/sign-in.server.ts';
import { loadViewer, type Viewer } from '#app/modules/accounts/viewer.server.ts';
import { users } from '#db/schema/index.ts';
import { createPasswordAccount, createUser } from '#tests/support/factories.ts';
import { asViewer, routeContext, runRoute, type RouteOutcome } from '#tests/support/route.ts';
import {
  fillPattern,
  flattenRoutes,
  loadRoutes,
  type LoadedRoute,
  patternParams,
} from '#tests/support/route-table.ts';

/**
 * The access matrix of the back office, from the route table itself: every page and API under
 * /admin and /api/admin, loader and action, for anonymous visitors, signed-in users, blocked people
 * whose session still exists, admins, and admins without the second factor where it is required.
 * A section added to app/routes.ts tomorrow is in this matrix the day it exists.
 */
const adminRoutes = await loadRoutes(
  flattenRoutes().filter((route) => /^\/(?:admin|api\/admin)(?:\/|$)/.test(route.pattern)),
);
const handlers = adminRoutes.flatMap((route) =>
  (['loader', 'action'] as const).filter((kind) => route[kind]).map((kind) => ({ route, kind })),
);
const ENROLMENT = '/admin/two-factor';

/** Middleware of the layouts, then the handler, as React Router runs them. */
function call(route: LoadedRoute, kind: 'loader' | 'action', viewer: Viewer | null): Promise<RouteOutcome> {
  const params = Object.fromEntries(patternParams(route.pattern).map((name) => [name, 'x']));
  const url = `http://localhost:3000${fillPattern(route.pattern, params)}`;
  const request =
    kind === 'loader'
      ? new Request(url)
      : new Request(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: '',
        });
  return runRoute(
    (async (args: Record<string, unknown>) => {
      let index = 0;
      const next = async (): Promise<unknown> => {
        const middleware = route.middleware[index++] as
          ((args: unknown, next: () => Promise<unknown>) => unknown) | undefined;
        if (middleware) return middleware({ ...args, url: new URL(url), pattern: route.pattern }, next);
        return (route[kind] as (args: unknown) => unknown)(args);
      };
      return next();
    }) as never,
    { request, context: routeContext({ viewer }), params },
  );
}

const isApi = (route: LoadedRoute) => route.pattern.startsWith('/api/');
const location = (outcome: RouteOutcome) => outcome.headers.get('Location') ?? '';
const name = (entry: { route: LoadedRoute; kind: string }) => `${entry.kind} ${entry.route.pattern}`;

let user: Viewer;
let admin: Viewer;
/** What a blocked person's still-existing session amounts to: the root middleware's reading. */
let blocked: Viewer | null;

beforeAll(async () => {
  user = asViewer(await createUser());
  admin = asViewer(await createUser({ role: 'admin' }), true);
  const person = await createUser({ role: 'admin', email: 'bloccata.matrice@example.com' });
  await createPasswordAccount(person.id, 'Matrice-Accessi-2026');
  const signedIn = await signIn({
    input: { email: person.email, password: 'Matrice-Accessi-2026' },
    request: new Request('http://localhost:3000/auth'),
    clientIp: '198.51.100.77',
  });
  const cookie = signedIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  await db.update(users).set({ banned: true }).where(eq(users.id, person.id));
  blocked = (await loadViewer(new Request('http://localhost:3000/admin', { headers: { cookie } }))).viewer;
});

describe('back-office access matrix (every admin route of app/routes.ts)', () => {
  test('the table has the back office in it', () => {
    const patterns = adminRoutes.map((route) => route.pattern);
    expect(patterns).toEqual(expect.arrayContaining(['/admin', '/admin/reviews', '/admin/rewards']));
    // Groups of linked accounts (issue 29 §3): the list and a group's page with its actions.
    expect(patterns).toEqual(
      expect.arrayContaining(['/admin/users/clusters', '/admin/users/clusters/:clusterId']),
    );
    expect(
      handlers
        .filter((entry) => entry.route.pattern === '/admin/users/clusters/:clusterId')
        .map((e) => e.kind),
    ).toEqual(['loader', 'action']);
    expect(patterns).toEqual(
      expect.arrayContaining(['/api/admin/rewards/approve', '/api/admin/reviews/pending']),
    );
    expect(handlers.length).toBeGreaterThanOrEqual(12);
  });

  test.each(handlers.map((entry) => [name(entry), entry] as const))(
    '%s: anonymous and blocked sign in, users are refused',
    async (_name, { route, kind }) => {
      expect(blocked).toBeNull();
      for (const who of [null, blocked]) {
        const outcome = await call(route, kind, who);
        if (isApi(route)) {
          expect(outcome.status).toBe(401);
          expect(outcome.data).toEqual({ error: 'Accesso richiesto' });
        } else {
          expect(outcome.status).toBe(302);
          expect(location(outcome)).toMatch(/^\/auth\?redirect=\/admin/);
        }
      }
      const asUser = await call(route, kind, user);
      if (isApi(route)) {
        expect(asUser.status).toBe(403);
        expect(asUser.data).toEqual({ error: 'Accesso negato: serve un account amministratore' });
      } else {
        expect(asUser.status).toBe(302);
        expect(location(asUser)).toBe('/');
      }
    },
  );

  test.each(handlers.map((entry) => [name(entry), entry] as const))(
    '%s: admins get in; where a second factor is required, only with it',
    async (_name, { route, kind }) => {
      const refusedOrSentAway = (outcome: RouteOutcome) =>
        outcome.status === 401 ||
        outcome.status === 403 ||
        /^\/auth\?|^\/$|^\/admin\/two-factor\?required/.test(location(outcome));
      const config = getConfig();
      const before = config.adminRequireTwoFactor;
      try {
        config.adminRequireTwoFactor = false;
        const inside = await call(route, kind, admin);
        expect(inside.status).toBeLessThan(500);
        expect(refusedOrSentAway(inside)).toBe(false);

        config.adminRequireTwoFactor = true;
        const withoutSecondFactor = await call(route, kind, admin);
        if (route.pattern === ENROLMENT) {
          expect(refusedOrSentAway(withoutSecondFactor)).toBe(false);
        } else if (isApi(route)) {
          expect(withoutSecondFactor.status).toBe(403);
        } else {
          expect(location(withoutSecondFactor)).toBe(`${ENROLMENT}?required=1`);
        }
        const withSecondFactor = await call(route, kind, { ...admin, twoFactorEnabled: true });
        expect(withSecondFactor.status).toBeLessThan(500);
        expect(refusedOrSentAway(withSecondFactor)).toBe(false);
      } finally {
        config.adminRequireTwoFactor = before;
      }
    },
  );
});
