import { createHash } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { afterEach, describe, expect, test } from 'vitest';
import { hashedPolicy, type PageCache, pageCache } from './page-cache.ts';

const POLICY = "default-src 'self';script-src 'self' 'nonce-abc123==';object-src 'none'";
const page = (body: string) =>
  `<!DOCTYPE html><html><head><script>${body}</script></head><body><script type="module" async="">import('/assets/x.js')</script><script src="/assets/y.js"></script></body></html>`;
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

type Rendered = { status?: number; headers?: Record<string, string>; body?: string; cookie?: string };

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** An app as server/app.ts mounts it: security headers first, then the cache, then the renderer. */
async function start(answer: (url: string, renders: number) => Rendered, seconds = 5, maxBytes?: number) {
  let renders = 0;
  const app = express();
  app.use((_req, res, next) => {
    res.setHeader('Content-Security-Policy', POLICY);
    next();
  });
  const cache: PageCache = pageCache({
    seconds,
    maxBytes,
    render: async (req) => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      const rendered = answer(req.originalUrl, renders);
      const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', ...rendered.headers });
      if (rendered.cookie) headers.append('Set-Cookie', rendered.cookie);
      return new Response(rendered.body ?? page(`window.n=${renders}`), {
        status: rendered.status ?? 200,
        headers,
      });
    },
  });
  app.use(cache);
  app.all('/{*path}', (req, res) => {
    renders += 1;
    res.setHeader('X-Rendered-By', 'router');
    res.status(req.method === 'POST' ? 204 : 200).send(page(`window.n=${renders}`));
  });
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, cache, renders: () => renders };
}

describe('page cache', () => {
  test('the second anonymous visit is served from memory with the same page and a hash policy', async () => {
    const app = await start(() => ({}));
    const first = await fetch(`${app.base}/catalog?page=2`);
    const firstBody = await first.text();
    expect(first.headers.get('x-cache')).toBe('MISS');
    const second = await fetch(`${app.base}/catalog?page=2`);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await second.text()).toBe(firstBody);
    expect(app.renders()).toBe(1);

    const policy = second.headers.get('content-security-policy')!;
    expect(policy).not.toContain('nonce-');
    expect(policy).toContain(sha('window.n=1'));
    expect(policy).toContain(sha("import('/assets/x.js')"));
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5');
    expect(second.headers.get('vary')).toContain('Accept-Encoding');
  });

  test('a signed-in visitor, a flash message or a second-factor challenge never meets the cache', async () => {
    const app = await start(() => ({}));
    await fetch(`${app.base}/product/pixel-9`);
    for (const cookie of [
      'provato.session_token=abc.def',
      '__Secure-provato.session_token=abc',
      'provato.session_data=x',
      'provato_flash=eyJ0',
      'provato_consent=necessary; provato_flash_Ab3-x9=eyJ0',
      'provato_consent=necessary; provato.two_factor=x',
    ]) {
      const response = await fetch(`${app.base}/product/pixel-9`, { headers: { cookie } });
      expect(response.headers.get('x-cache'), cookie).toBeNull();
      expect(response.headers.get('x-rendered-by')).toBe('router');
    }
    expect(app.renders()).toBe(7);
  });

  test('each consent answer has its own copy; other paths are not cached at all', async () => {
    const app = await start(() => ({}));
    const none = await (await fetch(`${app.base}/`)).text();
    const accepted = await fetch(`${app.base}/`, { headers: { cookie: 'provato_consent=all' } });
    expect(accepted.headers.get('x-cache')).toBe('MISS');
    expect(await accepted.text()).not.toBe(none);
    for (const path of ['/dashboard', '/admin', '/product/a/b', '/catalogo', '/api/products']) {
      const response = await fetch(app.base + path);
      expect(response.headers.get('x-cache'), path).toBeNull();
    }
  });

  test('a page that sets a cookie, a 404 or a redirect is answered once and never kept', async () => {
    const app = await start((url) =>
      url.startsWith('/product/missing')
        ? { status: 404 }
        : url.startsWith('/product/old')
          ? { status: 301, headers: { Location: '/product/new' }, body: '' }
          : { cookie: 'provato_flash=; Max-Age=0' },
    );
    for (const path of ['/product/missing', '/product/old', '/categories']) {
      const first = await fetch(app.base + path, { redirect: 'manual' });
      expect(first.headers.get('x-cache'), path).toBe('BYPASS');
      await fetch(app.base + path, { redirect: 'manual' });
    }
    expect(app.renders()).toBe(6);
    const moved = await fetch(`${app.base}/product/old`, { redirect: 'manual' });
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/product/new']);
    const setting = await fetch(`${app.base}/categories`);
    expect(setting.headers.get('set-cookie')).toContain('provato_flash=');
    expect(setting.headers.get('cache-control')).toBeNull();
  });

  test('a successful write handled by this process empties the cache at once', async () => {
    const app = await start(() => ({}));
    await fetch(`${app.base}/product/pixel-9`);
    expect(app.cache.size()).toBe(1);
    const write = await fetch(`${app.base}/admin/reviews`, { method: 'POST', body: 'intent=approve' });
    expect(write.status).toBe(204);
    expect(app.cache.size()).toBe(0);
    const after = await fetch(`${app.base}/product/pixel-9`);
    expect(after.headers.get('x-cache')).toBe('MISS');
  });

  test('pages expire after their seconds', async () => {
    const app = await start(() => ({}), 1);
    await fetch(`${app.base}/categories`);
    expect((await fetch(`${app.base}/categories`)).headers.get('x-cache')).toBe('HIT');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await fetch(`${app.base}/categories`)).headers.get('x-cache')).toBe('MISS');
  });

  test('concurrent misses render once; compressed copies decode to the same page; ETag revalidates', async () => {
    const app = await start(() => ({}));
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => fetch(`${app.base}/product/pixel-9`).then((r) => r.text())),
    );
    expect(new Set(answers).size).toBe(1);
    expect(app.renders()).toBe(1);

    const raw = async (encoding: string) => {
      const { request } = await import('node:http');
      return new Promise<{ headers: Record<string, unknown>; body: Buffer; status: number }>((resolve) => {
        request(`${app.base}/product/pixel-9`, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ headers: res.headers, body: Buffer.concat(chunks), status: res.statusCode! }),
          );
        }).end();
      });
    };
    const br = await raw('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(answers[0]);
    const gz = await raw('gzip, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(answers[0]);
    const plain = await raw('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(answers[0]);

    const etag = br.headers.etag as string;
    const revalidated = await fetch(`${app.base}/product/pixel-9`, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
  });

  test('memory is bounded: the least recently used pages go first', async () => {
    const big = `<p>${'x'.repeat(20_000)}</p>`;
    const app = await start((url) => ({ body: page(url) + big }), 5, 90_000);
    for (const slug of ['a', 'b', 'c', 'd', 'e']) await fetch(`${app.base}/product/${slug}`);
    expect(app.cache.size()).toBeLessThan(5);
    expect(app.cache.size()).toBeGreaterThan(0);
    expect((await fetch(`${app.base}/product/e`)).headers.get('x-cache')).toBe('HIT');
    expect((await fetch(`${app.base}/product/a`)).headers.get('x-cache')).toBe('MISS');
  });

  test('the hashed policy lists each inline script once and keeps the rest of the policy', () => {
    const html =
      '<script>a()</script><script nonce="x">a()</script><script src="/s.js"></script><script>b()</script>';
    expect(hashedPolicy(POLICY, html)).toBe(
      `default-src 'self';script-src 'self' ${sha('a()')} ${sha('b()')};object-src 'none'`,
    );
    expect(hashedPolicy(undefined, html)).toBeUndefined();
  });
});
