import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, test } from 'vitest';
import { DEVICE_COOKIE, readDeviceId } from '#app/modules/integrity/account-trace-values.ts';
import { deviceCookieMiddleware } from './device-cookie.ts';
import { pageCache } from './page-cache.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** As server/app.ts mounts them: the device cookie, then the page cache, then the router. */
async function start() {
  const seen: { path: string; cookie: string | undefined }[] = [];
  let renders = 0;
  const app = express();
  app.use(deviceCookieMiddleware({ secure: true }));
  app.use(
    pageCache({
      seconds: 5,
      render: async (req) => {
        renders += 1;
        seen.push({ path: req.path, cookie: req.headers.cookie });
        return new Response(`<!DOCTYPE html><p>pagina ${renders}</p>`, {
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        });
      },
    }),
  );
  app.all('/{*path}', (req, res) => {
    seen.push({ path: req.path, cookie: req.headers.cookie });
    res.status(200).send('ok');
  });
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, seen, renders: () => renders };
}

const deviceCookies = (response: Response) =>
  response.headers.getSetCookie().filter((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`));

describe('the device cookie and the page cache', () => {
  test('an anonymous look at a public page gets no cookie: the page stays one shared, cacheable page', async () => {
    const app = await start();
    const first = await fetch(`${app.base}/catalog`);
    const second = await fetch(`${app.base}/catalog`);
    expect([first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual(['MISS', 'HIT']);
    expect(first.headers.getSetCookie()).toEqual([]);
    expect(second.headers.getSetCookie()).toEqual([]);
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5');
    expect(app.renders()).toBe(1);
  });

  test('the sign-in page and a signed-in visit each get their own id, never one kept or replayed', async () => {
    const app = await start();
    const first = await fetch(`${app.base}/auth?tab=login`);
    const second = await fetch(`${app.base}/auth?tab=login`);
    const [cookieA] = deviceCookies(first);
    const [cookieB] = deviceCookies(second);
    expect(deviceCookies(first)).toHaveLength(1);
    expect(deviceCookies(second)).toHaveLength(1);
    expect(cookieA).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    const idA = readDeviceId(cookieA!.split(';')[0]);
    const idB = readDeviceId(cookieB!.split(';')[0]);
    expect(idA).not.toBeNull();
    expect(idB).not.toBeNull();
    expect(idB).not.toBe(idA);
    // Each of these responses is one visitor's: no shared cache may keep it.
    expect(first.headers.get('cache-control') ?? '').not.toContain('public');
    expect(second.headers.get('cache-control') ?? '').not.toContain('public');

    const signedIn = await fetch(`${app.base}/catalog`, {
      headers: { cookie: '__Secure-provato.session_token=abc.def' },
    });
    expect(deviceCookies(signedIn)).toHaveLength(1);

    // A returning visitor with an id: the kept page, no cookie, cacheable by a CDN.
    await fetch(`${app.base}/catalog`);
    const returning = await fetch(`${app.base}/catalog`, { headers: { cookie: `${DEVICE_COOKIE}=${idA}` } });
    expect(returning.headers.get('x-cache')).toBe('HIT');
    expect(returning.headers.getSetCookie()).toEqual([]);
    expect(returning.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5');
  });

  test('the request that sets the id already carries it, so a first-visit sign-up leaves its trace', async () => {
    const app = await start();
    const response = await fetch(`${app.base}/auth?tab=signup`, {
      method: 'POST',
      headers: { cookie: 'provato_consent=all' },
    });
    const id = readDeviceId(deviceCookies(response)[0]!.split(';')[0]);
    expect(app.seen.at(-1)).toEqual({ path: '/auth', cookie: `provato_consent=all; ${DEVICE_COOKIE}=${id}` });
  });

  test('a forged value is replaced; machine APIs get no cookie', async () => {
    const app = await start();
    const forged = await fetch(`${app.base}/auth`, { headers: { cookie: `${DEVICE_COOKIE}=fingerprint` } });
    expect(deviceCookies(forged)).toHaveLength(1);
    const api = await fetch(`${app.base}/api/v1/products`);
    expect(api.headers.getSetCookie()).toEqual([]);
    const auth = await fetch(`${app.base}/api/auth/callback/google`);
    expect(deviceCookies(auth)).toHaveLength(1);
  });
});
