import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { databaseHandle, onIdleConnectionError, pingDatabase } from './db.server.ts';
import { logger } from './logger.server.ts';

/*
 * When PostgreSQL cannot be reached (restarted, failed over, down), pages and the API answer 503
 * with the site's Italian message instead of a 500, and the process recovers by itself once the
 * database answers again (decision 036). An error that says "unreachable" is confirmed with a ping
 * before anything changes: one connection killed on its own (pg_terminate_backend, a pooler's
 * idle timeout, a request that waited too long for a pooled connection) is not an outage. During
 * an outage every request gets the 503 at once (root middleware) and a ping every second notices
 * the end of it.
 */

/** What a person reads while the database is away: written once, here. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'Il sito è momentaneamente non disponibile per un intervento tecnico. Riprova tra qualche istante.';
/** Seconds a client is told to wait before trying again (Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
const PROBE_EVERY_MS = 1_000;
const PROBE_TIMEOUT_MS = 3_000;

/** Socket errors, and the SQLSTATEs of a server that is going away or not taking connections. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01', // admin_shutdown: the server is stopping (or this connection was terminated)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
]);
/** node-postgres says these in words only. */
const UNREACHABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;

/** Whether `error` (whatever wrapped it: Drizzle, React Router) says the database cannot be reached. */
export function isDatabaseUnreachable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (
    let current = error as { code?: unknown; cause?: unknown; message?: unknown } | undefined;
    current && typeof current === 'object' && !seen.has(current);
    current = current.cause as typeof current
  ) {
    seen.add(current);
    const code = typeof current.code === 'string' ? current.code : '';
    // Class 08: connection exceptions.
    if (UNREACHABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (typeof current.message === 'string' && UNREACHABLE_MESSAGE.test(current.message)) return true;
  }
  return false;
}

let outageSince: number | undefined;
let probing: Promise<void> | undefined;
let probeTimer: NodeJS.Timeout | undefined;

/** True while the database is known to be unreachable: requests are answered 503 at once. */
export function databaseUnavailable(): boolean {
  return outageSince !== undefined;
}

/** Marks the request being served as failed for want of the database (see databaseOutageScope). */
const requestScope = new AsyncLocalStorage<{ unreachable: boolean }>();

/**
 * A request's scope: what runs inside `run` (the request's handlers, and everything they await)
 * is marked `failed` when noteDatabaseError sees the database unreachable there.
 */
export function databaseOutageScope(): { run<T>(fn: () => T): T; failed(): boolean } {
  const scope = { unreachable: false };
  return { run: (fn) => requestScope.run(scope, fn), failed: () => scope.unreachable };
}

/**
 * Told about an error (a request's, or the pool's on an idle connection): when it says the
 * database is unreachable, the request in hand is marked so and a ping confirms the outage.
 */
export function noteDatabaseError(error: unknown): boolean {
  if (!isDatabaseUnreachable(error)) return false;
  const scope = requestScope.getStore();
  if (scope) scope.unreachable = true;
  if (outageSince === undefined) void probe();
  return true;
}

// Every idle connection ends when PostgreSQL stops: often the first sign, before any request fails.
onIdleConnectionError(noteDatabaseError);

/**
 * Whether the database server takes a new connection and answers: on its own connection, not
 * through the pool, so a pool busy to its last connection (requests waiting for one time out with
 * the same words as a server that is gone) is not taken for an outage.
 */
async function databaseReachable(): Promise<boolean> {
  const { connection } = databaseHandle();
  if (connection.kind !== 'postgres') return pingDatabase();
  const client = new pg.Client({
    connectionString: connection.url,
    connectionTimeoutMillis: PROBE_TIMEOUT_MS,
    query_timeout: PROBE_TIMEOUT_MS,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function probe(): Promise<void> {
  probing ??= (async () => {
    try {
      const reachable = await databaseReachable().catch(() => false);
      if (reachable && outageSince !== undefined) {
        logger().warn(
          { seconds: Math.round((Date.now() - outageSince) / 1000) },
          'database reachable again: requests served',
        );
        outageSince = undefined;
        clearInterval(probeTimer);
        probeTimer = undefined;
      } else if (!reachable && outageSince === undefined) {
        outageSince = Date.now();
        logger().error('database unreachable: requests answered 503 until it is back');
        probeTimer = setInterval(() => void probe(), PROBE_EVERY_MS);
        probeTimer.unref();
      }
    } finally {
      probing = undefined;
    }
  })();
  return probing;
}

/** Stops the probe (the server is stopping, or a test ends). */
export function resetDatabaseOutage(): void {
  clearInterval(probeTimer);
  probeTimer = undefined;
  outageSince = undefined;
}
