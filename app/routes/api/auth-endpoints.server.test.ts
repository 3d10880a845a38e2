import { count } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { users } from '#db/schema/index.ts';
import { runRoute } from '#tests/support/route.ts';
import { action, loader } from './auth.ts';

const userCount = async () => (await db.select({ value: count() }).from(users))[0]!.value;

const jsonPost = (path: string, body: unknown) =>
  new Request(new URL(path, 'http://localhost:3000'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
    body: JSON.stringify(body),
  });

describe("Better Auth's raw endpoints are closed except e-mail links and provider callbacks", () => {
  test.each([
    [
      '/api/auth/sign-up/email',
      { email: 'diretto@example.com', password: 'segreta1', name: 'x'.repeat(5000) },
    ],
    ['/api/auth/sign-in/email', { email: 'diretto@example.com', password: 'segreta1' }],
    ['/api/auth/update-user', { name: 'Nome cambiato', image: 'https://evil.example/x.png' }],
    ['/api/auth/change-email', { newEmail: 'altro@example.com' }],
    ['/api/auth/admin/ban-user', { userId: 'qualcuno' }],
  ])('POST %s → 404, nothing created or changed', async (path, body) => {
    const before = await userCount();
    const outcome = await runRoute<{ error: string }>(action, { request: jsonPost(path, body) });
    expect(outcome.status).toBe(404);
    expect(outcome.data).toEqual({ error: 'Endpoint non trovato' });
    expect(await userCount()).toBe(before);
  });

  test('GET of a closed endpoint (the session) → 404', async () => {
    const outcome = await runRoute(loader, {
      request: new Request('http://localhost:3000/api/auth/get-session'),
    });
    expect(outcome.status).toBe(404);
  });

  test('the confirmation link still reaches the library (a bad token is its own answer, not 404)', async () => {
    const outcome = await runRoute(loader, {
      request: new Request('http://localhost:3000/api/auth/verify-email?token=non-valido'),
    });
    expect(outcome.status).not.toBe(404);
  });

  test('a provider callback that signs nobody in keeps the invite cookie', async () => {
    const response = (await loader({
      request: new Request('http://localhost:3000/api/auth/callback/google?code=finto&state=finto', {
        headers: { Cookie: 'provato_ref=ABCDEFGH' },
      }),
    } as never)) as Response;
    expect(response.status).toBe(302);
    // Back to our sign-in page with an Italian message, not to the library's own error page.
    expect(response.headers.get('Location')).toMatch(/^\/auth\?tab=login&social=error&error=/);
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('provato_ref='))).toBe(false);
  });
});
