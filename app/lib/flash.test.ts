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
    expect(clearFlashCookie('provato_flash_abc')).toMatch(/^provato_flash_abc=; Max-Age=0; .*; Secure$/);
  });

  test('is not Secure on a plain http development site (the browser would drop it)', async () => {
    const { flashCookie } = await freshFlash('http://localhost:3000');
    expect(flashCookie({ kind: 'info', title: 'Ciao', message: 'Ciao.' })).not.toContain('Secure');
  });

  test('two messages set close together are both shown, and a page clears only the ones it read', async () => {
    const { flashCookie, readFlashes } = await freshFlash('http://localhost:3000');
    const first = flashCookie({ kind: 'success', title: 'Successo', message: 'Curatela completata' });
    const second = flashCookie({ kind: 'success', title: 'Successo', message: 'Wizard completato' });
    const pair = (line: string) => line.split(';')[0]!;
    const nameOf = (line: string) => pair(line).split('=')[0]!;
    expect(nameOf(first)).not.toBe(nameOf(second));

    // The page after the first action read only the first message; its clearing spares the second.
    const afterFirst = readFlashes(new Request('http://x', { headers: { Cookie: pair(first) } }));
    expect(afterFirst.flashes.map((flash) => flash.message)).toEqual(['Curatela completata']);
    expect(afterFirst.clear.map(nameOf)).toEqual([nameOf(first)]);

    const both = readFlashes(
      new Request('http://x', { headers: { Cookie: `theme=dark; ${pair(first)}; ${pair(second)}` } }),
    );
    expect(both.flashes.map((flash) => flash.message)).toEqual(['Curatela completata', 'Wizard completato']);
    expect(both.clear.map(nameOf)).toEqual([nameOf(first), nameOf(second)]);
  });

  test('a malformed message is cleared unread; other cookies are left alone', async () => {
    const { readFlashes } = await freshFlash('http://localhost:3000');
    const read = readFlashes(
      new Request('http://x', { headers: { Cookie: 'provato_flash_x1=%%%; provato_flashy=1; other=2' } }),
    );
    expect(read.flashes).toEqual([]);
    expect(read.clear.map((line) => line.split('=')[0])).toEqual(['provato_flash_x1']);
  });
});
