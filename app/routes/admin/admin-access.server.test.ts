import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { signIn } from '#app/modules/accounts/sign-in.server.ts';
import { loadViewer, type Viewer } from '#app/modules/accounts/viewer.server.ts';
import { accounts, users } from '#db/schema/index.ts';
import { routeContext, runRoute } from '#tests/support/route.ts';
import { middleware as apiGuard } from '../api/admin-guard.tsx';
import { middleware as adminGuard } from './layout.tsx';

const viewer = (isAdmin: boolean): Viewer => ({
  id: isAdmin ? 'admin-1' : 'user-1',
  email: isAdmin ? 'admin@example.com' : 'utente@example.com',
  emailVerified: true,
  isAdmin,
  firstName: 'Test',
  lastName: null,
  initials: 'T',
  avatarUrl: null,
  points: 0,
});

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
    await db.insert(users).values({
      id: 'blocked-admin',
      name: 'Ex Admin',
      email: 'ex.admin@example.com',
      role: 'admin',
      emailVerified: true,
    });
    await db.insert(accounts).values({
      id: 'blocked-admin-credential',
      userId: 'blocked-admin',
      accountId: 'blocked-admin',
      providerId: 'credential',
      password: await hashPassword('segreta1'),
    });
    const signedIn = await signIn({
      input: { email: 'ex.admin@example.com', password: 'segreta1' },
      request: new Request('http://localhost:3000/auth'),
      clientIp: '198.51.100.9',
    });
    if (!signedIn.ok) throw new Error('sign-in failed');
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
});
