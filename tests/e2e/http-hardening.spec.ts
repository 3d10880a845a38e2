import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, spawnServer, stopServer } from './spawn-server.ts';
import { demoAdmin, demoUser, signIn } from './support.ts';

/**
 * What a probe tries below the pages: odd methods and targets, huge bodies, the development
 * mailbox from another machine, and the headers that keep personal pages out of caches.
 */
const port = Number(process.env.E2E_PORT ?? 3100);

/** One raw HTTP/1.1 exchange, exactly as written (the status line and the first bytes back). */
function rawRequest(
  text: string,
  toPort = port,
  host = '127.0.0.1',
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(toPort, host, () => socket.end(text));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve({ status: Number(answer.split(' ')[1]), text: answer }));
    socket.on('error', reject);
  });
}

/** Streams `megabytes` of form body without a length, stopping as soon as the server answers. */
function chunkedPost(
  pathname: string,
  megabytes: number,
): Promise<{ status: number; body: string; sentMb: number }> {
  return new Promise((resolve, reject) => {
    let sentMb = 0;
    let answered = false;
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      },
      (response) => {
        answered = true;
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body, sentMb }));
      },
    );
    request.on('error', (error) => (answered ? undefined : reject(error)));
    const chunk = `message=${'a'.repeat(1024 * 1024 - 8)}`;
    const pump = () => {
      while (!answered && sentMb < megabytes) {
        sentMb += 1;
        if (!request.write(chunk)) return request.once('drain', pump);
      }
      if (!answered) request.end();
    };
    pump();
  });
}

test.describe('requests below the pages', () => {
  test('TRACE, an absolute-form target, an empty Host and a NUL are clear 4xx', async () => {
    expect(
      (await rawRequest('TRACE / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')).status,
    ).toBe(405);
    const absolute = await rawRequest(
      'GET http://evil.example/ HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
    );
    expect(absolute.status).toBe(400);
    expect(absolute.text).toContain('Richiesta non valida');
    expect((await rawRequest('GET / HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n')).status).toBe(400);
    expect(
      (await rawRequest('GET /catalog?q=%00 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'))
        .status,
    ).toBe(400);
    expect(
      (await rawRequest('GET /go/%E0%A4%A HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')).status,
    ).toBe(400);
  });

  test("searching for the word 'null' works like any other word", async ({ request }) => {
    expect((await request.get('/catalog?q=null')).status()).toBe(200);
    const api = await request.get('/api/products?q=Null');
    expect(api.status()).toBe(200);
    expect(await api.json()).toMatchObject({ items: expect.any(Array) });
    expect((await request.get(`/go/${'0'.repeat(36)}`)).status()).toBe(404);
  });

  test('a 32 MB chunked post to /contact is refused with 413 and the Italian message, nothing echoed', async () => {
    const answer = await chunkedPost('/contact', 32);
    expect(answer.status).toBe(413);
    expect(answer.body).toContain('La richiesta è troppo grande.');
    expect(answer.body.length).toBeLessThan(200_000);
  });

  test('malformed bodies are 4xx with the Italian message, not server errors', async ({ request }) => {
    const noBoundary = await request.post('/auth?tab=login', {
      headers: { 'Content-Type': 'multipart/form-data' },
      data: '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\nlogin\r\n--x--',
    });
    expect(noBoundary.status()).toBe(400);
    const json = await request.post('/contact', { data: { name: 'x' } });
    expect(json.status()).toBe(415);
    expect(await json.text()).toContain('Richiesta non valida: invia il modulo dalla pagina del sito.');
    const foreign = await request.post('/api/rewards/redeem', {
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      data: '{}',
    });
    expect(foreign.status()).toBe(403);
    expect(await foreign.json()).toEqual({ error: 'Richiesta non consentita: origine non valida.' });
    const nul = await request.post('/api/reviews', {
      headers: { 'Content-Type': 'application/json' },
      data: 'null',
    });
    expect(nul.status()).toBe(401);
  });

  test('headers: a permissions policy everywhere, personal pages never cached', async ({ page, request }) => {
    const home = await request.get('/');
    expect(home.headers()['permissions-policy']).toContain('camera=()');
    expect(home.headers()['cache-control'] ?? '').not.toContain('no-store');
    expect((await request.get('/api/admin/reviews/pending')).headers()['cache-control']).toContain(
      'no-store',
    );

    await signIn(page, demoUser);
    for (const pathname of ['/', '/dashboard', '/catalog', '/api/user/profile']) {
      const answer = await page.request.get(pathname);
      expect(answer.status(), pathname).toBe(200);
      expect(answer.headers()['cache-control'], pathname).toBe('private, no-store');
    }
  });
});

/** This machine's address on its network (not loopback), if it has one. */
function outsideAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
}

test.describe('the development server and other machines', () => {
  test.describe.configure({ timeout: 300_000 });

  test('binds to loopback by default; with HOST widened, the mailbox and demo accounts stay local', async () => {
    const outside = outsideAddress();
    test.skip(!outside, 'this machine has no address besides loopback');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'provato-hosts-'));
    const devPort = await freePort();
    const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', SMTP_URL: '', BASE_URL: '' };
    try {
      const local = await spawnServer(env, { port: devPort });
      try {
        await expect(fetch(`http://${outside}:${devPort}/`)).rejects.toThrow();
        expect((await fetch(`http://127.0.0.1:${devPort}/dev/mailbox`)).status).toBe(200);
      } finally {
        expect(await stopServer(local)).toBe(0);
      }

      const widened = await spawnServer({ ...env, HOST: '0.0.0.0' }, { port: devPort });
      try {
        expect(widened.output()).toContain('riservati a questo computer');
        expect((await fetch(`http://${outside}:${devPort}/`)).status).toBe(200);
        expect((await fetch(`http://${outside}:${devPort}/dev/mailbox`)).status).toBe(404);
        expect((await fetch(`http://${outside}:${devPort}/dev/mailbox.data`)).status).toBe(404);
        const proxied = await fetch(`http://127.0.0.1:${devPort}/dev/mailbox`, {
          headers: { 'X-Forwarded-For': '198.51.100.1' },
        });
        expect(proxied.status).toBe(404);
        expect((await fetch(`http://127.0.0.1:${devPort}/dev/mailbox`)).status).toBe(200);

        const login = new URLSearchParams({
          intent: 'login',
          email: demoAdmin.email,
          password: demoAdmin.password,
        });
        const fromOutside = await fetch(`http://${outside}:${devPort}/auth?tab=login`, {
          method: 'POST',
          body: login,
          redirect: 'manual',
        });
        expect(fromOutside.status).toBe(401);
        expect(await fromOutside.text()).toContain('Gli account demo si possono usare solo dal computer');
        expect(fromOutside.headers.getSetCookie().some((cookie) => cookie.includes('session_token='))).toBe(
          false,
        );
        const fromHere = await fetch(`http://127.0.0.1:${devPort}/auth?tab=login`, {
          method: 'POST',
          body: login,
          redirect: 'manual',
        });
        expect(fromHere.status).toBe(302);
        expect(fromHere.headers.getSetCookie().some((cookie) => cookie.includes('session_token='))).toBe(
          true,
        );
      } finally {
        expect(await stopServer(widened)).toBe(0);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
