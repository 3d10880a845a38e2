import type { AddressInfo } from 'node:net';
import type { Request } from 'express';
import express from 'express';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { databaseHandle, db } from '#app/lib/db.server.ts';
import { createJobRunner, defineJob, type JobRunner } from '#app/lib/jobs.server.ts';
import { enqueueEmail } from '#app/modules/notifications/outbox.server.ts';
import routeConfig from '#app/routes.ts';
import { emailOutbox } from '#db/schema/index.ts';
import { mayScrape, metricsHandler, metricsMiddleware, type RouteTable, routeMatcher } from './metrics.ts';
import { requestShape } from './security.ts';

/*
 * /metrics scraped over HTTP from an Express app composed like server/app.ts (request shape, the
 * timing middleware, Express's own paths, a stand-in for React Router), on this file's database.
 */

type ConfigEntry = {
  id?: string;
  file: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: ConfigEntry[];
};

/** app/routes.ts in the shape of the server build's route table (under the root route). */
function routeTable(): RouteTable {
  const routes: RouteTable['routes'] = { root: { id: 'root', path: '' } };
  const add = (entries: ConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.tsx?$/, '');
      routes[id] = { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive };
      add(entry.children ?? [], id);
    }
  };
  add(routeConfig as ConfigEntry[], 'root');
  return { routes, basename: '/', routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' } };
}

type Sample = { name: string; labels: Record<string, string>; value: number };

function parse(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, name, labelText = '', value] = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line)!;
      const labels = Object.fromEntries(
        [...labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, val]) => [key!, val!]),
      );
      return { name: name!, labels, value: Number(value) };
    });
}

/** The value of the one sample named so whose labels include these, or undefined. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, val]) => sample.labels[key] === val),
  );
  expect(found.length).toBeLessThanOrEqual(1);
  return found[0]?.value;
}

const servers: { close(): void }[] = [];
afterAll(() => servers.forEach((server) => server.close()));

async function serve(app: express.Express): Promise<string> {
  const server = await new Promise<ReturnType<express.Express['listen']>>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  servers.push(server);
  return `http://localhost:${(server.address() as AddressInfo).port}`;
}

type MetricsConfig = Parameters<typeof metricsHandler>[0];
const DEVELOPMENT: MetricsConfig = { metricsToken: undefined, isProduction: false };
const TOKEN = 'metrics-token-0123456789';

async function appWith(config: MetricsConfig = DEVELOPMENT): Promise<string> {
  const app = express();
  app.use(requestShape());
  app.use(metricsMiddleware(routeTable));
  app.use('/assets', (_req, res) => void res.status(404).send('missing asset'));
  app.get('/metrics', metricsHandler(config, databaseHandle()));
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  // React Router's stand-in: product pages exist, the rest is its not-found page.
  app.all('/{*path}', (req, res) => {
    const found = /^\/product\/[\w-]+(?:\.data)?$/.test(req.path);
    res.status(found ? 200 : 404).send(found ? 'page' : 'not found');
  });
  return serve(app);
}

async function scrape(base: string, headers: Record<string, string> = {}): Promise<Sample[]> {
  const response = await fetch(`${base}/metrics`, { headers });
  expect(response.status).toBe(200);
  return parse(await response.text());
}

const HISTOGRAM = 'provato_http_request_duration_seconds';

describe('route labels', () => {
  const label = routeMatcher(routeTable());

  test.each([
    ['/', '/'],
    ['/product/iphone-15-pro', '/product/:slug'],
    ['/product/iphone-15-pro.data', '/product/:slug.data'],
    ['/_.data', '/_.data'],
    ['/catalog', '/catalog'],
    ['/admin', '/admin'],
    ['/admin/users/0b6c4e9a', '/admin/users/:userId'],
    ['/admin/import/42/errors', '/admin/import/:runId/errors'],
    ['/api/products/42', '/api/products/:id'],
    ['/api/auth/get-session', '/api/auth/*'],
    ['/api/admin/no/such/thing', '/api/admin/*'],
    ['/settings', '/settings'],
    ['/__manifest', '/__manifest'],
    ['/wp-login.php', '/*'],
    ['/a/b/c/d', '/*'],
  ])('%s is %s', (path, expected) => {
    expect(label(path)).toBe(expected);
  });
});

describe('GET /metrics', () => {
  test('counts requests by route pattern and status, not by URL', async () => {
    const base = await appWith();
    const before = await scrape(base);
    const count = (samples: Sample[], route: string, status: string) =>
      valueOf(samples, `${HISTOGRAM}_count`, { method: 'GET', route, status }) ?? 0;

    for (const slug of ['one', 'two', 'three']) {
      expect((await fetch(`${base}/product/${slug}`)).status).toBe(200);
    }
    expect((await fetch(`${base}/no-such-page`)).status).toBe(404);
    expect((await fetch(`${base}/assets/entry-abc123.js`)).status).toBe(404);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);

    // A response is counted when it has finished on the server, a moment after the client has it.
    await expect
      .poll(async () => {
        const after = await scrape(base);
        return [
          count(after, '/product/:slug', '200') - count(before, '/product/:slug', '200'),
          count(after, '/*', '404') - count(before, '/*', '404'),
          count(after, '/assets/*', '404') - count(before, '/assets/*', '404'),
          count(after, '/healthz', '200') - count(before, '/healthz', '200'),
        ];
      })
      .toEqual([3, 1, 1, 1]);

    const samples = await scrape(base);
    expect(
      samples.some(
        (sample) => sample.labels.route?.startsWith('/product/') && sample.labels.route !== '/product/:slug',
      ),
    ).toBe(false);
    const buckets = samples.filter(
      (sample) => sample.name === `${HISTOGRAM}_bucket` && sample.labels.route === '/product/:slug',
    );
    expect(buckets.map((sample) => sample.labels.le)).toEqual([
      '0.001',
      '0.0025',
      '0.005',
      '0.01',
      '0.025',
      '0.05',
      '0.1',
      '0.25',
      '0.5',
      '1',
      '2.5',
      '5',
      '+Inf',
    ]);
    expect(valueOf(samples, `${HISTOGRAM}_sum`, { route: '/product/:slug', status: '200' })).toBeGreaterThan(
      0,
    );
    // The process metrics, prefixed like the rest.
    expect(valueOf(samples, 'provato_process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(samples, 'provato_nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  test('answers in the Prometheus text format, never cached', async () => {
    const base = await appWith();
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).toContain(`# TYPE ${HISTOGRAM} histogram`);
    expect(text).toContain('# TYPE provato_mail_outbox_pending gauge');
  });

  test('reports the database pool on PostgreSQL (PGlite has none)', async () => {
    const samples = await scrape(await appWith());
    const handle = databaseHandle();
    expect(valueOf(samples, 'provato_database_up', { engine: handle.kind })).toBe(1);
    if (handle.kind === 'postgres') {
      // tests/setup/database.ts opens a pool of 5; the scrape's own queries used at least one.
      expect(valueOf(samples, 'provato_database_pool_max_connections')).toBe(5);
      expect(valueOf(samples, 'provato_database_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(valueOf(samples, 'provato_database_pool_connections')).toBeLessThanOrEqual(5);
      expect(valueOf(samples, 'provato_database_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(valueOf(samples, 'provato_database_pool_waiting_requests')).toBe(0);
    } else {
      expect(valueOf(samples, 'provato_database_pool_connections')).toBeUndefined();
    }
  });

  test('reports the unsent mails and how long the oldest has waited', async () => {
    const base = await appWith();
    const before = await scrape(base);
    const pendingBefore = valueOf(before, 'provato_mail_outbox_pending')!;
    expect(pendingBefore).toBeGreaterThanOrEqual(0);

    await enqueueEmail(db, {
      to: 'metrics@example.com',
      template: 'test',
      subject: 'Prova',
      text: 'Prova',
      html: '<p>Prova</p>',
    });
    await db.execute(
      sql`update ${emailOutbox} set created_at = now() - interval '1 hour' where recipient = 'metrics@example.com'`,
    );

    const after = await scrape(base);
    expect(valueOf(after, 'provato_mail_outbox_pending')).toBe(pendingBefore + 1);
    expect(valueOf(after, 'provato_mail_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(3600);
    expect(valueOf(after, 'provato_mail_outbox_oldest_pending_age_seconds')).toBeLessThan(3600 + 300);
  });

  test('reports the job backlog per queue, once the queue exists', async () => {
    const base = await appWith();
    // No runner has started on this database: no queue tables, no job gauges, no error.
    const withoutQueue = await scrape(base);
    expect(withoutQueue.filter((sample) => sample.name.startsWith('provato_jobs_'))).toEqual([]);
    expect(valueOf(withoutQueue, 'provato_database_up')).toBe(1);

    const later = defineJob<{ n: number }>({
      name: 'test-metrics-later',
      queue: { retryLimit: 0 },
      async run() {},
    });
    let runner: JobRunner | undefined;
    try {
      runner = await createJobRunner(databaseHandle(), { jobs: [later as never], work: false });
      await runner.enqueue(later, { n: 1 }, { startAfterSeconds: 3600 });
      await runner.enqueue(later, { n: 2 });

      const samples = await scrape(base);
      expect(valueOf(samples, 'provato_jobs_queued', { queue: 'test-metrics-later' })).toBe(2);
      expect(valueOf(samples, 'provato_jobs_active', { queue: 'test-metrics-later' })).toBe(0);
      expect(valueOf(samples, 'provato_database_up')).toBe(1);
    } finally {
      await runner?.stop();
    }
  });
});

describe('who may scrape', () => {
  const refused = async (response: Response) => {
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('Risorsa non trovata.');
  };
  const FORWARDED = { 'x-forwarded-for': '198.51.100.7' };

  test('without a token: this machine, outside production', async () => {
    const base = await appWith(DEVELOPMENT);
    expect((await fetch(`${base}/metrics`)).status).toBe(200);
    // Through a proxy on this machine, on behalf of someone else.
    await refused(await fetch(`${base}/metrics`, { headers: FORWARDED }));
  });

  test('without a token in production: no one', async () => {
    const base = await appWith({ metricsToken: undefined, isProduction: true });
    await refused(await fetch(`${base}/metrics`));
  });

  test('with a token: its bearer, from anywhere, and no one else', async () => {
    for (const isProduction of [false, true]) {
      const base = await appWith({ metricsToken: TOKEN, isProduction });
      await refused(await fetch(`${base}/metrics`));
      await refused(
        await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer wrong-token-0123456789' } }),
      );
      await refused(await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } }));
      await refused(await fetch(`${base}/metrics`, { headers: { authorization: `Basic ${TOKEN}` } }));
      await refused(await fetch(`${base}/metrics`, { headers: { authorization: TOKEN } }));
      const right = { authorization: `Bearer ${TOKEN}` };
      expect((await fetch(`${base}/metrics`, { headers: right })).status).toBe(200);
      expect((await fetch(`${base}/metrics`, { headers: { authorization: `bearer ${TOKEN}` } })).status).toBe(
        200,
      );
      expect((await fetch(`${base}/metrics`, { headers: { ...right, ...FORWARDED } })).status).toBe(200);
    }
  });

  test('another machine without a token is refused', () => {
    const fromElsewhere = {
      socket: { remoteAddress: '192.0.2.2' },
      headers: { host: 'localhost:3000' },
      get: () => undefined,
    } as unknown as Request;
    expect(mayScrape(fromElsewhere, DEVELOPMENT)).toBe(false);
    const fromHere = { ...fromElsewhere, socket: { remoteAddress: '127.0.0.1' } } as unknown as Request;
    expect(mayScrape(fromHere, DEVELOPMENT)).toBe(true);
    expect(mayScrape(fromHere, { metricsToken: undefined, isProduction: true })).toBe(false);
    expect(mayScrape(fromHere, { metricsToken: TOKEN, isProduction: false })).toBe(false);
  });
});
