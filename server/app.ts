import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import express, { type ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import {
  createRequestHandler as createFetchHandler,
  RouterContextProvider,
  type ServerBuild,
} from 'react-router';
import {
  CLIENT_IP_HEADER,
  clientIpContext,
  cspNonceContext,
  fromThisMachineContext,
  requestIdContext,
} from '#app/lib/request-context.ts';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  noteDatabaseError,
} from '#app/lib/database-outage.server.ts';
import { connectDatabase, type DatabaseHandle } from '#app/lib/db.server.ts';
import { startJobs, stopJobs } from '#app/lib/jobs.server.ts';
import { type Config, getConfig } from '#app/lib/env.server.ts';
import { configureLogger } from '#app/lib/logger.server.ts';
import { migrateDatabase } from '#app/lib/migrate.server.ts';
import { isReadOnly } from '#app/lib/read-only.server.ts';
import { projectRoot } from '#app/lib/project-root.server.ts';
import { createMailer } from '#app/lib/mailer.server.ts';
import { grantAdminRoles } from '#app/modules/accounts/grant-admin-roles.server.ts';
import { startOutboxWorker } from '#app/modules/notifications/outbox.server.ts';
import { DEMO_ACCOUNTS } from '#app/modules/accounts/demo-accounts.ts';
import { clientKey } from '#app/modules/integrity/account-trace-hash.server.ts';
import { databaseOutageStatus } from './database-outage.ts';
import { readHealth } from './health.ts';
import { jobDefinitions } from './jobs.ts';
import { metricsHandler, metricsMiddleware } from './metrics.ts';
import { deviceCookieMiddleware } from './device-cookie.ts';
import { pageCache, webRequest } from './page-cache.ts';
import { serveUploads } from './uploads.ts';
import { httpDrain } from './shutdown.ts';
import {
  cspNonce,
  isFromThisMachine,
  originCheck,
  requestShape,
  securityHeaders,
  thisMachineOnly,
} from './security.ts';

export type StartOptions = {
  /** Development: Vite serves the assets and the fresh React Router build on every request. */
  dev?: { middlewares: express.RequestHandler; loadBuild: () => Promise<ServerBuild> };
};

export type RunningServer = {
  server: Server;
  url: string;
  /** Lines for the person who started the server (the demo accounts, on the local database). */
  notes: string[];
  /**
   * Drains and closes everything (decision 035): about `stopBudgetMs` at most, past which the
   * process entry gives up waiting.
   */
  stop(): Promise<void>;
  stopBudgetMs: number;
};

/** Addresses people reach as http://localhost (the first two: this machine only). */
const LOCAL_HOSTS = new Set(['127.0.0.1', '::1', '::', '0.0.0.0']);
const REQUEST_ID = /^[\w.-]{1,100}$/;
/**
 * Pages rendered per request are compressed on the way out, so the cost counts per request, and
 * for a page of 50 KB it is mostly setting up the compressor. Measured through this middleware on a
 * 55 KB catalogue page: Brotli's default (quality 4, 4 MB window) 1.0–1.15 ms of CPU per response,
 * quality 1 with a 64 KB window 0.41 ms for 11.3 KB instead of 9.8 KB; gzip level 6 0.75 ms, level
 * 1 0.44 ms. Cached pages are compressed once, at full quality (server/page-cache.ts).
 */
const DYNAMIC_COMPRESSION: compression.CompressionOptions = {
  level: 1,
  brotli: {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1, [zlibConstants.BROTLI_PARAM_LGWIN]: 16 },
  },
};

/** A file name with an extension in the last segment (`/favicon.svg`), but not a route's `.data`. */
const FILE_PATH = /\.(?!data$)[a-z0-9]+$/i;

/**
 * Boots the whole application in one process: config, database (migrated; the demo catalogue is
 * loaded before, by scripts/prepare-demo.ts), then one Express app serving assets, uploads,
 * /healthz and React Router for everything else.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const config = getConfig();
  const log = configureLogger(config.logLevel);
  mkdirSync(config.uploadsDir, { recursive: true });

  const started = performance.now();
  const database = await connectDatabase(
    config.databaseUrl
      ? {
          kind: 'postgres',
          url: config.databaseUrl,
          poolMax: config.databasePoolMax,
          readUrl: config.databaseReadUrl,
        }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  try {
    await migrateDatabase(database);
    const promoted = await grantAdminRoles(config.adminEmails);
    if (promoted) log.info({ promoted }, 'admin role granted from ADMIN_EMAILS');
  } catch (error) {
    await database.close();
    throw error;
  }
  log.info({ database: database.kind, ms: Math.round(performance.now() - started) }, 'database ready');

  try {
    // Under the start-up lock: pg-boss creates its schema on first start and forgives a
    // concurrent creation only by its message, which a pooler can change.
    await database.withExclusiveLock(() =>
      startJobs(database, {
        jobs: jobDefinitions,
        work: true,
        stopTimeoutMs: config.shutdown.timeoutMs,
        paused: isReadOnly,
      }),
    );
  } catch (error) {
    await database.close();
    throw error;
  }
  // Both pause while the site is read-only (decision 034).
  const outbox = startOutboxWorker(
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }),
    undefined,
    isReadOnly,
  );
  // Production loads the build once: handed a function, React Router would re-derive its route
  // tables on every request (5 % of a page's time under load).
  const build = options.dev ? options.dev.loadBuild : await import('virtual:react-router/server-build');
  const drain = httpDrain();
  const app = createApp(config, log, database, build, options, drain.middleware);
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(config.port, config.host, () => resolve(listening));
    // Longer than a load balancer's idle timeout for its backend connections (60 s on most): with
    // Node's 5 s, the balancer reuses a connection the server is closing, and that request is reset.
    listening.keepAliveTimeout = config.keepAliveTimeoutMs;
    drain.attach(listening);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${LOCAL_HOSTS.has(config.host) ? 'localhost' : config.host}:${port}`;
  log.info({ url }, 'Provato is listening');

  const notes: string[] = [];
  if (database.kind === 'pglite' && !config.isProduction && config.seedDemo) {
    notes.push(
      `Account demo (utente): ${DEMO_ACCOUNTS.user.email} / ${DEMO_ACCOUNTS.user.password}`,
      `Account demo (admin):  ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}`,
    );
  }
  if (!config.smtpUrl && !config.isProduction) {
    notes.push(`Senza SMTP_URL le email restano nella casella di sviluppo: ${url}/dev/mailbox`);
  }
  if (!config.isProduction && config.host !== '127.0.0.1' && config.host !== '::1') {
    notes.push(
      `In ascolto su ${config.host}: la casella di sviluppo e gli account demo restano riservati a questo computer.`,
    );
  }

  let stopping: Promise<void> | undefined;
  return {
    server,
    url,
    notes,
    // The drain's wait, the requests' limit, the jobs' limit, and a margin for the pools.
    stopBudgetMs: config.shutdown.drainDelayMs + 2 * config.shutdown.timeoutMs + 5_000,
    stop() {
      stopping ??= (async () => {
        // Decision 035: say so and keep answering, then stop accepting and finish what is in
        // flight (bounded), then let running jobs reach a safe point, then close the pool.
        const begun = performance.now();
        const { timeoutMs, drainDelayMs } = config.shutdown;
        drain.begin();
        log.info({ drainDelayMs, timeoutMs }, 'shutdown: draining');
        if (drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, drainDelayMs));
        const { forced } = await drain.close(timeoutMs);
        if (forced) log.warn({ forced, timeoutMs }, 'shutdown: connections cut after the time limit');
        await outbox.stop();
        // Running jobs get `timeoutMs` to finish; one still running is failed then and retried by
        // another process (or by the next start), its signal aborted (pg-boss's graceful stop).
        await stopJobs();
        await database.close();
        log.info({ ms: Math.round(performance.now() - begun) }, 'shutdown: stopped');
      })();
      return stopping;
    },
  };
}

function createApp(
  config: Config,
  log: Logger,
  database: DatabaseHandle,
  build: ServerBuild | (() => Promise<ServerBuild>),
  options: StartOptions,
  drain: express.RequestHandler,
) {
  const app = express();
  app.disable('x-powered-by');
  // First: while the process drains, /healthz says 503 and no connection is kept alive.
  app.use(drain);
  app.set('trust proxy', config.trustProxy);
  app.use(requestShape());
  app.use(metricsMiddleware(typeof build === 'function' ? build : () => build));

  if (!options.dev) {
    // The build's fingerprinted files come first, with few headers: a first visit loads a dozen
    // of them and the page headers (CSP and the rest, ~1 KB each) mean nothing on a script. They
    // are sent as compressed at build time (scripts/compress-assets.ts). A changed file has a new
    // name, so no revalidation either (no ETag, no Last-Modified).
    app.use(
      '/assets',
      (_req, res, next) => {
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
        next();
      },
      // Only for a build without its compressed copies (a response already encoded is left alone).
      compression(),
      expressStaticGzip(path.join(projectRoot, 'build', 'client', 'assets'), {
        enableBrotli: true,
        orderPreference: ['br', 'gzip'],
        index: false,
        // A missing file (an old chunk after a deploy) is a plain 404, not the site's error page.
        serveStatic: { immutable: true, maxAge: '1y', etag: false, lastModified: false, fallthrough: false },
      }),
    );
  }

  app.use(
    pinoHttp({
      logger: log,
      genReqId(req, res) {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/metrics' || (req.url?.startsWith('/assets/') ?? false) },
      // Method, path and status are enough; headers would log cookies.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      // A 503 is an answer given on purpose (the database away): a warning, not one error per request.
      customLogLevel: (_req, res, error) =>
        res.statusCode === 503
          ? 'warn'
          : error || res.statusCode >= 500
            ? 'error'
            : res.statusCode >= 400
              ? 'warn'
              : 'info',
    }),
  );
  app.use(cspNonce());
  app.use(securityHeaders({ csp: !options.dev, https: config.baseUrl.startsWith('https://') }));
  app.use(compression(DYNAMIC_COMPRESSION));
  app.use(originCheck(config.trustedOrigins));

  // The client address for the auth library (a value sent by the client is replaced); it needs a
  // real address and groups IPv6 clients by /64 itself. Our own limits get clientKey below.
  app.use((req, _res, next) => {
    req.headers[CLIENT_IP_HEADER] = req.ip ?? 'unknown';
    next();
  });

  app.get('/metrics', metricsHandler(config, database));

  app.get('/healthz', async (_req, res) => {
    const health = await readHealth(database);
    res
      .status(health.status === 'ok' ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json(health);
  });

  app.use(['/dev/mailbox', '/dev/mailbox.data'], thisMachineOnly());

  app.use('/uploads', serveUploads(config));

  if (options.dev) {
    app.use(options.dev.middlewares);
  } else {
    // Only a path naming a file looks on disk: a page request would cost a failed stat.
    const publicFiles = express.static(path.join(projectRoot, 'build', 'client'), {
      maxAge: '1h',
      index: false,
    });
    app.use((req, res, next) => (FILE_PATH.test(req.path) ? publicFiles(req, res, next) : next()));
  }

  // After the files, before the page cache: a first visit to a page gets its device id.
  app.use(deviceCookieMiddleware({ secure: config.baseUrl.startsWith('https://') }));
  // A request the database failed (unreachable) is answered 503, not 500 (decision 036).
  app.use(databaseOutageStatus());

  const mode = options.dev ? 'development' : 'production';
  const loadContext = (req: express.Request, nonce: string | undefined) => {
    const context = new RouterContextProvider();
    context.set(cspNonceContext, nonce ?? '');
    context.set(requestIdContext, String(req.id));
    // Rate limits count by a keyed hash of the address: their rows hold no address (DESIGN §3.19).
    context.set(clientIpContext, clientKey(req.ip));
    context.set(fromThisMachineContext, isFromThisMachine(req));
    return context;
  };
  if (config.pageCache.enabled && !options.dev) {
    const renderPage = createFetchHandler(build, mode);
    app.use(
      pageCache({
        seconds: config.pageCache.seconds,
        // Without a nonce: the cache allows the page's inline scripts by their hashes.
        render: (req, res) => renderPage(webRequest(req, res), loadContext(req, undefined)),
      }),
    );
  }

  app.all(
    '/{*path}',
    createRequestHandler({
      build,
      mode,
      getLoadContext: (req, res) => loadContext(req, res.locals.cspNonce as string),
    }),
  );

  const onError: ErrorRequestHandler = (error, req, res, next) => {
    if (res.headersSent) return next(error);
    if (noteDatabaseError(error)) {
      (req.log ?? log).warn({ err: error }, 'request failed: database unreachable');
      res
        .status(503)
        .set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .type('text/plain; charset=utf-8')
        .send(DATABASE_UNAVAILABLE_MESSAGE);
      return;
    }
    const status = typeof error?.status === 'number' ? error.status : 500;
    // Asset requests are answered before the request logger is attached.
    if (status >= 500) (req.log ?? log).error({ err: error }, 'request failed');
    res
      .status(status)
      .type('text/plain; charset=utf-8')
      .send(status === 404 ? 'Risorsa non trovata.' : 'Si è verificato un errore. Riprova più tardi.');
  };
  app.use(onError);
  return app;
}
