import { afterEach, describe, expect, test, vi } from 'vitest';

async function freshFlash(baseUrl: string) {
  vi.resetModules();
  vi.stubEnv('BASE_URL', baseUrl);
  vi.stubEnv('BETTER_AUTH_SECRET', 'flash-test-secret-0123456789abcdef0123');
  return import('./flash.server.ts');
}

describe('flash cookie', () => {
  afterEach(() => vi.unstubAllEnvs());

  test('is Secure on an https site, like every other cookie', async () => {
    const { clearFlashCookie, flashCookie } = await freshFlash('https://provato.it');
    const cookie = flashCookie({ kind: 'success', title: 'Salvato', message: 'Fatto.' });
    expect(cookie).toMatch(/; HttpOnly; Secure$/);
    expect(cookie).toContain('SameSite=Lax');
    expect(clearFlashCookie()).toMatch(/Max-Age=0; .*; Secure$/);
  });

  test('is not Secure on a plain http development site (the browser would drop it)', async () => {
    const { flashCookie } = await freshFlash('http://localhost:3000');
    expect(flashCookie({ kind: 'info', title: 'Ciao', message: 'Ciao.' })).not.toContain('Secure');
  });
});
