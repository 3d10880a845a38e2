import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { getConfig, loadConfig } from '#app/lib/env.server.ts';
import { signIn } from '#app/modules/accounts/sign-in.server.ts';
import {
  ADMIN_TWO_FACTOR_REQUIRED_MESSAGE,
  loadViewer,
  type Viewer,
} from '#app/modules/accounts/viewer.server.ts';
import { users } from '#db/schema/index.ts';
import { createPasswordAccount, createUser } from '#tests/support/factories.ts';
import { routeContext, runRoute } from '#tests/support/route.ts';
import { enrolledAdmin } from '#tests/support/two-factor.ts';
import { middleware as apiGuard } from '../api/admin-guard.tsx';
import { middleware as adminGuard } from './layout.tsx';
import { loader as notFoundLoader } from './not-found.tsx';
import { middleware as enrolmentGuard } from './two-factor.tsx';

const viewer = (isAdmin: boolean, twoFactorEnabled = false): Viewer => ({
  id: isAdmin ? 'admin-1' : 'user-1',
  email: isAdmin ? 'admin@example.com' : 'utente@example.com',
  emailVerified: true,
  isAdmin,
  firstName: 'Test',
  lastName: null,
  initials: 'T',
  avatarUrl: null,
  points: 0,
  twoFactorEnabled,
});

/** Runs `fn` with ADMIN_REQUIRE_2FA as given (the config is read once per process). */
async function withSecondFactorRequired<T>(required: boolean, fn: () => Promise<T>): Promise<T> {
  const config = getConfig();
  const before = config.adminRequireTwoFactor;
  config.adminRequireTwoFactor = required;
  try {
    return await fn();
  } finally {
    config.adminRequireTwoFactor = before;
  }
}

/** Runs a route's middleware chain and reports whether it let the request through. */
async function guard(middleware: readonly unknown[], path: string, who: Viewer | null) {
  let reached = false;
  const outcome = await runRoute(
    (async (args: { request: Request; context: ReturnType<typeof routeContext> }) => {
      for (const fn of middleware as ((args: never, next: () => Promise<Response>) => unknown)[]) {
        await fn({ ...args, params: {}, url: new URL(args.request.url), pattern: '' } as never, async () => {
          reached = true;
          return new Response('ok');
        });
      }
      return new Response('ok');
    }) as never,
    { request: new Request(`http://localhost:3000${path}`), context: routeContext({ viewer: who }) },
  );
  return { reached, status: outcome.status, location: outcome.headers.get('Location'), data: outcome.data };
}

describe('back-office authorization', () => {
  test.each(['/admin', '/admin/reviews', '/admin/database'])(
    '%s: anonymous → sign in, user → home, admin → in',
    async (path) => {
      expect(await guard(adminGuard, path, null)).toMatchObject({
        reached: false,
        status: 302,
        location: `/auth?redirect=${path}`,
      });
      expect(await guard(adminGuard, path, viewer(false))).toMatchObject({
        reached: false,
        status: 302,
        location: '/',
      });
      expect(await guard(adminGuard, path, viewer(true))).toMatchObject({ reached: true });
    },
  );

  test('admin APIs: 401 anonymous, 403 user, through for admins', async () => {
    expect(await guard(apiGuard, '/api/admin/reviews/pending', null)).toMatchObject({
      reached: false,
      status: 401,
    });
    expect(await guard(apiGuard, '/api/admin/reviews/pending', viewer(false))).toMatchObject({
      reached: false,
      status: 403,
    });
    expect(await guard(apiGuard, '/api/admin/reviews/pending', viewer(true))).toMatchObject({
      reached: true,
    });
  });

  test('a blocked admin is nobody: their session no longer counts', async () => {
    await createUser({
      id: 'blocked-admin',
      firstName: 'Ex',
      lastName: 'Admin',
      email: 'ex.admin@example.com',
      role: 'admin',
    });
    await createPasswordAccount('blocked-admin', 'segreta1');
    const signedIn = await signIn({
      input: { email: 'ex.admin@example.com', password: 'segreta1' },
      request: new Request('http://localhost:3000/auth'),
      clientIp: '198.51.100.9',
    });
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const request = new Request('http://localhost:3000/admin', { headers: { cookie } });
    expect((await loadViewer(request)).viewer?.isAdmin).toBe(true);

    await db.update(users).set({ banned: true }).where(eq(users.id, 'blocked-admin'));
    const { viewer: after } = await loadViewer(request);
    expect(after).toBeNull();
    expect(await guard(adminGuard, '/admin', after)).toMatchObject({
      reached: false,
      status: 302,
      location: '/auth?redirect=/admin',
    });
  });

  describe('where a second factor is required (ADMIN_REQUIRE_2FA, on in production)', () => {
    test('an admin without it is sent to switch it on; admin APIs answer 403 in Italian', async () => {
      await withSecondFactorRequired(true, async () => {
        for (const path of ['/admin', '/admin/reviews', '/admin/database']) {
          expect(await guard(adminGuard, path, viewer(true))).toMatchObject({
            reached: false,
            status: 302,
            location: '/admin/two-factor?required=1',
          });
        }
        expect(await guard(apiGuard, '/api/admin/reviews/pending', viewer(true))).toMatchObject({
          reached: false,
          status: 403,
          data: { error: ADMIN_TWO_FACTOR_REQUIRED_MESSAGE },
        });
        // Checked again by the pages themselves, not only by the layout.
        const section = await runRoute(notFoundLoader, {
          request: new Request('http://localhost:3000/admin/nonesiste'),
          context: routeContext({ viewer: viewer(true) }),
          params: { '*': 'nonesiste' },
        });
        expect(section).toMatchObject({ status: 302 });
        expect(section.headers.get('Location')).toBe('/admin/two-factor?required=1');
        // The enrolment page itself stays open to them, and closed to everyone else.
        expect(await guard(enrolmentGuard, '/admin/two-factor', viewer(true))).toMatchObject({
          reached: true,
        });
        expect(await guard(enrolmentGuard, '/admin/two-factor', viewer(false))).toMatchObject({
          reached: false,
          location: '/',
        });
        expect(await guard(enrolmentGuard, '/admin/two-factor', null)).toMatchObject({
          reached: false,
          location: '/auth?redirect=/admin/two-factor',
        });
        // Users are still users: sent home, 403 as before.
        expect(await guard(adminGuard, '/admin', viewer(false))).toMatchObject({ location: '/' });
      });
    });

    test('required by default in production only; ADMIN_REQUIRE_2FA switches it either way', () => {
      const secret = { BETTER_AUTH_SECRET: 'x'.repeat(32) };
      const production = {
        ...secret,
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db/provato',
        BASE_URL: 'https://www.provato.it',
        SMTP_URL: 'smtp://mail.example',
      };
      expect(loadConfig(production).adminRequireTwoFactor).toBe(true);
      expect(loadConfig({ ...production, ADMIN_REQUIRE_2FA: 'false' }).adminRequireTwoFactor).toBe(false);
      expect(loadConfig({ ...secret, NODE_ENV: 'development' }).adminRequireTwoFactor).toBe(false);
      expect(
        loadConfig({ ...secret, NODE_ENV: 'test', ADMIN_REQUIRE_2FA: 'true' }).adminRequireTwoFactor,
      ).toBe(true);
    });

    test('an admin with it goes in; without the requirement everyone with the role does', async () => {
      await withSecondFactorRequired(true, async () => {
        expect(await guard(adminGuard, '/admin/reviews', viewer(true, true))).toMatchObject({
          reached: true,
        });
        expect(await guard(apiGuard, '/api/admin/reviews/pending', viewer(true, true))).toMatchObject({
          reached: true,
        });
        // A real enrolment: the session that comes out of it passes.
        const { jar } = await enrolledAdmin();
        const { viewer: enrolled } = await loadViewer(jar.request('/admin'));
        expect(enrolled?.twoFactorEnabled).toBe(true);
        expect(await guard(adminGuard, '/admin', enrolled)).toMatchObject({ reached: true });
      });
      await withSecondFactorRequired(false, async () => {
        expect(await guard(adminGuard, '/admin/reviews', viewer(true))).toMatchObject({ reached: true });
        expect(await guard(apiGuard, '/api/admin/reviews/pending', viewer(true))).toMatchObject({
          reached: true,
        });
      });
    });
  });
});
