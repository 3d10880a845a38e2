import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Request, RequestHandler } from 'express';
import pg from 'pg';
import { AggregatorRegistry, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { matchRoutes, type RouteObject } from 'react-router';
import { type DatabaseHandle, queryRows } from '#app/lib/db.server.ts';
import type { Config } from '#app/lib/env.server.ts';
import { JOBS_SCHEMA } from '#app/lib/jobs.server.ts';
import { logger } from '#app/lib/logger.server.ts';
import { emailOutbox } from '#db/schema/index.ts';
import { isClusterMessage } from './cluster-messages.ts';
import { isFromThisMachine } from './security.ts';

/*
 * GET /metrics in the Prometheus text format (docs/operations.md). Process metrics, the request
 * histogram and the pool gauges belong to the process and live in one registry; the database, job
 * and outbox gauges are read from a database handle when scraped, one query each. Under
 * WEB_CONCURRENCY (server/cluster-primary.ts) the process part is every worker's, summed by the
 * primary, and the database part is read once by the worker that answers.
 */

const PREFIX = 'provato_';
/** 1 ms to 5 s: a page is expected well under a second, an export or an import upload takes longer. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Paths Express answers before React Router. */
const EXPRESS_PREFIXES = ['/assets/', '/uploads/'];
const EXPRESS_PATHS = new Set(['/healthz', '/metrics']);
/** Route labels kept per path; paths beyond it are matched again (a crawler's endless URLs). */
const LABEL_CACHE_SIZE = 2_000;
/** SQLSTATE for a missing table or schema: the job queue's tables exist once a runner started. */
const MISSING_RELATION = new Set(['42P01', '3F000']);

type ProcessMetrics = {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status'>;
};

let processMetrics: ProcessMetrics | undefined;

/** One per process: default metrics start timers and observers that must not be doubled. */
function sharedMetrics(): ProcessMetrics {
  if (!processMetrics) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: PREFIX });
    const requestDuration = new Histogram({
      name: `${PREFIX}http_request_duration_seconds`,
      help: 'Time from receiving a request to the end of its response, by route pattern and status.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });
    processMetrics = { registry, requestDuration };
    if (cluster.isWorker) {
      // Answers the primary's requests for this worker's part (prom-client's own IPC messages).
      AggregatorRegistry.setRegistries([registry]);
      new AggregatorRegistry();
    }
  }
  return processMetrics;
}

/** The part of React Router's server build that names the routes (ServerBuild fits). */
export type RouteTable = {
  routes: Record<
    string,
    { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean } | undefined
  >;
  basename?: string;
  routeDiscovery?: { mode: string; manifestPath: string };
};

type Matcher = (path: string) => string;

/** Maps a request path to the pattern of the React Router route that answers it. */
export function routeMatcher(table: RouteTable): Matcher {
  const entries = Object.values(table.routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    entries
      .filter((route) => route.parentId === parentId)
      .map(
        (route) =>
          ({
            id: route.id,
            path: route.path,
            index: route.index,
            caseSensitive: route.caseSensitive,
            children: route.index ? undefined : childrenOf(route.id),
          }) as RouteObject,
      );
  const tree = childrenOf(undefined);
  const manifestPath = table.routeDiscovery?.mode === 'lazy' ? table.routeDiscovery.manifestPath : undefined;

  return (path) => {
    if (path === manifestPath) return path;
    // Single fetch asks for a page's data at `<page>.data`, and for `/` at `/_.data`.
    const data = path.endsWith('.data');
    const page = data ? path.replace(/(?:\/_)?\.data$/, '') || '/' : path;
    const matches = matchRoutes(tree, page, table.basename);
    if (!matches) return 'other';
    const segments = matches.flatMap((match) => (match.route.path ?? '').split('/').filter(Boolean));
    const pattern = `/${segments.join('/')}`;
    return data ? (pattern === '/' ? '/_.data' : `${pattern}.data`) : pattern;
  };
}

/**
 * Times every request into `provato_http_request_duration_seconds`. The route label is the React
 * Router pattern (`/product/:slug`), never the URL, so the series stay few; Express's own paths
 * get theirs (`/assets/*`). `loadRoutes` is the server build (loaded once, on the first request);
 * until it answers, and without it, pages are labelled `other`.
 */
export function metricsMiddleware(loadRoutes?: () => RouteTable | Promise<RouteTable>): RequestHandler {
  const { requestDuration } = sharedMetrics();
  let matcher: Matcher | undefined;
  let loading: Promise<void> | undefined;
  const labels = new Map<string, string>();

  const load = () => {
    if (!loadRoutes || matcher || loading) return;
    loading = Promise.resolve()
      .then(loadRoutes)
      .then(
        (table) => {
          matcher = routeMatcher(table);
        },
        (error: unknown) => {
          logger().warn({ err: error }, 'metrics: route table not loaded, pages labelled "other"');
          loading = undefined;
        },
      );
  };

  const routeLabel = (path: string): string => {
    if (EXPRESS_PATHS.has(path)) return path;
    for (const prefix of EXPRESS_PREFIXES) if (path.startsWith(prefix)) return `${prefix}*`;
    if (!matcher) return 'other';
    let label = labels.get(path);
    if (label === undefined) {
      label = matcher(path);
      if (labels.size >= LABEL_CACHE_SIZE) labels.delete(labels.keys().next().value!);
      labels.set(path, label);
    }
    return label;
  };

  return (req, res, next) => {
    load();
    // Read now: a mounted handler (the assets) strips its prefix from the URL while it answers.
    const path = req.path;
    const method = METHODS.has(req.method) ? req.method : 'other';
    const end = requestDuration.startTimer();
    res.once('finish', () => {
      end({ method, route: routeLabel(path), status: String(res.statusCode) });
    });
    next();
  };
}

type DatabaseGauges = {
  /** Database-wide readings (jobs, outbox, up): the same whichever process reads them. */
  registry: Registry;
  /** This process's connection pool. */
  poolRegistry: Registry;
  collect(): Promise<void>;
};

function databaseGauges(database: DatabaseHandle): DatabaseGauges {
  const registry = new Registry();
  const registers = [registry];
  const up = new Gauge({
    name: `${PREFIX}database_up`,
    help: 'Whether the database answered the metrics queries (1) or not (0).',
    labelNames: ['engine'] as const,
    registers,
  });
  // The pool's own figures, read whenever its registry is (also when the primary sums workers).
  const poolRegistry = new Registry();
  const pool = (database.db as unknown as { $client?: unknown }).$client;
  if (pool instanceof pg.Pool) {
    const poolGauge = (name: string, help: string, read: (pool: pg.Pool) => number) =>
      new Gauge({
        name: `${PREFIX}${name}`,
        help,
        registers: [poolRegistry],
        collect() {
          this.set(read(pool));
        },
      });
    poolGauge(
      'database_pool_connections',
      'Connections the pool holds open, busy or idle.',
      (p) => p.totalCount,
    );
    poolGauge('database_pool_idle_connections', 'Open connections not in use.', (p) => p.idleCount);
    poolGauge(
      'database_pool_waiting_requests',
      'Queries waiting for a free connection.',
      (p) => p.waitingCount,
    );
    poolGauge(
      'database_pool_max_connections',
      'The most connections the pool opens (DATABASE_POOL_MAX).',
      (p) => p.options.max ?? 10,
    );
  }
  const jobsQueued = new Gauge({
    name: `${PREFIX}jobs_queued`,
    help: 'Background jobs waiting to run (including retries and delayed starts), per queue.',
    labelNames: ['queue'] as const,
    registers,
  });
  const jobsActive = new Gauge({
    name: `${PREFIX}jobs_active`,
    help: 'Background jobs running now, per queue.',
    labelNames: ['queue'] as const,
    registers,
  });
  const outboxPending = new Gauge({
    name: `${PREFIX}mail_outbox_pending`,
    help: 'E-mails queued and not sent yet (including those waiting for a retry).',
    registers,
  });
  const outboxOldest = new Gauge({
    name: `${PREFIX}mail_outbox_oldest_pending_age_seconds`,
    help: 'Age of the oldest e-mail not sent yet; 0 when none is pending.',
    registers,
  });

  const readJobs = async () => {
    const queue = sql.identifier(JOBS_SCHEMA);
    try {
      return await queryRows<{ queue: string; queued: number; active: number }>(
        sql`
          select q.name as queue,
            count(j.id) filter (where j.state in ('created', 'retry'))::int as queued,
            count(j.id) filter (where j.state = 'active')::int as active
          from ${queue}.queue q
          left join ${queue}.job j on j.name = q.name and j.state in ('created', 'retry', 'active')
          group by q.name`,
        database.db,
      );
    } catch (error) {
      if (MISSING_RELATION.has(sqlState(error) ?? '')) return [];
      throw error;
    }
  };

  const readOutbox = async () => {
    const [row] = await queryRows<{ pending: number; oldest: number | null }>(
      sql`
        select count(*)::int as pending,
          extract(epoch from now() - min(${emailOutbox.createdAt}))::float8 as oldest
        from ${emailOutbox}
        where ${emailOutbox.status} = 'pending'`,
      database.db,
    );
    return { pending: row?.pending ?? 0, oldest: Math.max(0, row?.oldest ?? 0) };
  };

  return {
    registry,
    poolRegistry,
    async collect() {
      try {
        const [queues, outbox] = await Promise.all([readJobs(), readOutbox()]);
        // Replaced in one synchronous step, so a scrape being written never sees half of it.
        jobsQueued.reset();
        jobsActive.reset();
        for (const row of queues) {
          jobsQueued.set({ queue: row.queue }, row.queued);
          jobsActive.set({ queue: row.queue }, row.active);
        }
        outboxPending.set(outbox.pending);
        outboxOldest.set(outbox.oldest);
        up.set({ engine: database.kind }, 1);
      } catch (error) {
        // The gauges keep their last reading; database_up says it is stale.
        logger().warn({ err: error }, 'metrics: database gauges not read');
        up.set({ engine: database.kind }, 0);
      }
    },
  };
}

/** The SQLSTATE of a driver error, whatever wrapped it. */
function sqlState(error: unknown): string | undefined {
  for (
    let current = error as { code?: unknown; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
  }
  return undefined;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * With METRICS_TOKEN, the bearer of it and no one else. Without, this machine only, and never in
 * production: there a scraper comes through the network, so it needs the token.
 */
export function mayScrape(req: Request, config: Pick<Config, 'metricsToken' | 'isProduction'>): boolean {
  if (config.metricsToken) {
    const match = /^Bearer +(\S+)$/i.exec(req.get('authorization') ?? '');
    // Hashes have equal lengths, so the comparison takes the same time whatever was sent.
    return Boolean(match) && timingSafeEqual(digest(match![1]!), digest(config.metricsToken));
  }
  return !config.isProduction && isFromThisMachine(req);
}

/** GET /metrics. A refused scraper gets the site's plain 404: nothing says the endpoint exists. */
export function metricsHandler(
  config: Pick<Config, 'metricsToken' | 'isProduction'>,
  database: DatabaseHandle,
): RequestHandler {
  const shared = sharedMetrics();
  const gauges = databaseGauges(database);
  if (cluster.isWorker) AggregatorRegistry.setRegistries([shared.registry, gauges.poolRegistry]);
  // Scrapes arriving together share one round of queries.
  let collecting: Promise<void> | undefined;
  return async (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (!mayScrape(req, config)) {
      res.status(404).type('text/plain; charset=utf-8').send('Risorsa non trovata.');
      return;
    }
    collecting ??= gauges.collect().finally(() => {
      collecting = undefined;
    });
    await collecting;
    const ownProcess = cluster.isWorker
      ? await workersMetrics()
      : await Registry.merge([shared.registry, gauges.poolRegistry]).metrics();
    res
      .status(200)
      .type(gauges.registry.contentType)
      .send(`${ownProcess.trimEnd()}\n\n${await gauges.registry.metrics()}`);
  };
}

let metricsRequests = 0;

/** In a cluster worker: every worker's process metrics, summed by the primary. */
function workersMetrics(): Promise<string> {
  const id = (metricsRequests += 1);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error('metrics: the primary did not answer')), 10_000);
    const onMessage = (message: unknown) => {
      if (!isClusterMessage(message) || message.type !== 'provato:metrics' || message.id !== id) return;
      finish(message.text === undefined ? new Error(`metrics: ${message.error}`) : undefined, message.text);
    };
    const finish = (error: Error | undefined, text?: string) => {
      clearTimeout(timer);
      process.off('message', onMessage);
      if (error) reject(error);
      else resolve(text!);
    };
    process.on('message', onMessage);
    process.send!({ type: 'provato:metrics-request', id });
  });
}
