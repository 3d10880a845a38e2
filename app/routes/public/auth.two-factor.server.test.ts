import { describe, expect, test } from 'vitest';
import { loadViewer } from '#app/modules/accounts/viewer.server.ts';
import { formRequest, routeContext, runRoute } from '#tests/support/route.ts';
import { totpNow, wrongTotp } from '#tests/support/totp.ts';
import { CookieJar, enrolledAdmin, TWO_FACTOR_TEST_PASSWORD } from '#tests/support/two-factor.ts';
import { action as authApi } from '../api/auth.ts';
import { action as authAction } from './auth.tsx';
import { action, loader } from './auth.two-factor.tsx';

type StepData = { method: string; toast?: { title: string }; result?: { error?: Record<string, string[]> } };

const post = (jar: CookieJar, fields: Record<string, string>) =>
  runRoute<StepData>(action, {
    request: formRequest('/auth/two-factor', fields, { headers: { cookie: jar.header() } }),
  });

/** The sign-in form's login, as a browser from this machine sends it. */
async function login(email: string, redirect?: string) {
  const jar = new CookieJar();
  const outcome = await runRoute(authAction, {
    request: formRequest('/auth', { intent: 'login', email, password: TWO_FACTOR_TEST_PASSWORD, redirect }),
    context: routeContext(),
  });
  jar.apply(outcome.headers);
  return { outcome, jar };
}

describe('/auth/two-factor', () => {
  test('the password leads to the code step (way back kept), no session until the right code', async () => {
    const { person, secret } = await enrolledAdmin();
    const { outcome, jar } = await login(person.email, '/admin/reviews?status=pending');
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get('Location')).toBe(
      `/auth/two-factor?redirect=${encodeURIComponent('/admin/reviews?status=pending')}`,
    );
    expect(jar.has('session_token')).toBe(false);
    expect(jar.has('two_factor')).toBe(true);
    expect(outcome.headers.get('Set-Cookie')).not.toContain('provato_flash');

    const page = await runRoute(loader, {
      request: jar.request('/auth/two-factor?redirect=/admin/reviews?status=pending'),
    });
    expect(page.data).toMatchObject({
      expired: false,
      method: 'totp',
      redirect: '/admin/reviews?status=pending',
    });

    const malformed = await post(jar, { method: 'totp', code: '12' });
    expect(malformed.status).toBe(400);
    expect(malformed.data?.result?.error?.code).toEqual(['Il codice è formato da 6 cifre']);

    const wrong = await post(jar, { method: 'totp', code: await wrongTotp(secret) });
    expect(wrong.status).toBe(401);
    expect(wrong.data?.toast?.title).toBe('Codice non valido');
    expect((await loadViewer(jar.request('/admin'))).viewer).toBeNull();

    // Typed as apps show it, with a space in the middle.
    const code = await totpNow(secret);
    const right = await post(jar, {
      method: 'totp',
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
      redirect: '/admin/reviews?status=pending',
    });
    expect(right.status).toBe(302);
    expect(right.headers.get('Location')).toBe('/admin/reviews?status=pending');
    const cookies = right.headers.get('Set-Cookie') ?? '';
    expect(cookies).toContain('provato.session_token=');
    expect(cookies).toMatch(/provato_flash_[\w-]+=/);
    jar.apply(right.headers);
    expect((await loadViewer(jar.request('/admin'))).viewer).toMatchObject({ id: person.id });
  });

  test('a recovery code typed without its dash works; a foreign target falls back to the dashboard', async () => {
    const { person, recoveryCodes } = await enrolledAdmin();
    const { outcome, jar } = await login(person.email, '//evil.example/x');
    expect(outcome.headers.get('Location')).toBe('/auth/two-factor');
    const recovery = await runRoute(loader, { request: jar.request('/auth/two-factor?method=recovery') });
    expect(recovery.data).toMatchObject({ method: 'recovery', expired: false });

    const done = await post(jar, {
      method: 'recovery',
      code: recoveryCodes[0]!.replace('-', ''),
      trustDevice: 'on',
      redirect: 'https://evil.example/',
    });
    expect(done.status).toBe(302);
    expect(done.headers.get('Location')).toBe('/dashboard');
    expect(done.headers.get('Set-Cookie')).toContain('trust_device=');
  });

  test('without a pending sign-in the page says it expired; signed-in people go on', async () => {
    const page = await runRoute(loader, { request: new Request('http://localhost:3000/auth/two-factor') });
    expect(page.data).toMatchObject({ expired: true });
    const answer = await post(new CookieJar(), { method: 'totp', code: '123456' });
    expect(answer.status).toBe(401);
    expect(answer.data).toMatchObject({ expired: true, toast: { title: 'Verifica scaduta' } });

    const { person, jar } = await enrolledAdmin();
    const { viewer } = await loadViewer(jar.request('/auth/two-factor'));
    expect(viewer?.id).toBe(person.id);
    const signedIn = await runRoute(loader, {
      request: jar.request('/auth/two-factor?redirect=/admin'),
      context: routeContext({ viewer }),
    });
    expect(signedIn).toMatchObject({ status: 302 });
    expect(signedIn.headers.get('Location')).toBe('/admin');
  });

  test.each([
    '/api/auth/two-factor/enable',
    '/api/auth/two-factor/disable',
    '/api/auth/two-factor/verify-totp',
    '/api/auth/two-factor/verify-backup-code',
    '/api/auth/two-factor/generate-backup-codes',
    '/api/auth/two-factor/get-totp-uri',
  ])("the library's raw %s stays closed (our pages limit and audit)", async (path) => {
    const { jar } = await enrolledAdmin();
    const outcome = await runRoute(authApi, {
      request: jar.request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
        body: JSON.stringify({ password: TWO_FACTOR_TEST_PASSWORD, code: '123456' }),
      }),
    });
    expect(outcome.status).toBe(404);
  });
});
