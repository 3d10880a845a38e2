import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { type PgDatabase, type PgQueryResultHKT, withReplicas } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '#db/schema/index.ts';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.server.ts';
import { logger } from './logger.server.ts';

export type Schema = typeof schema;
/** The one type services see, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** What the job queue connects with: its own pool on a server, the one embedded client on PGlite. */
  connection: { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite };
  /** Runs `fn` while holding a lock shared by every process on this database (migrate, seed). */
  withExclusiveLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export type ConnectOptions =
  /** `readUrl`: a read replica for the reads that may lag a moment (see `reader`). */
  | { kind: 'postgres'; url: string; poolMax?: number; readUrl?: string }
  | { kind: 'pglite'; dataDir?: string }
  | { kind: 'pglite-client'; client: PGlite };

/** Listeners told about every SQL statement sent (tests count queries per page with it). */
const queryListeners = new Set<(query: string) => void>();
const queryLogger = {
  logQuery(query: string) {
    for (const listener of queryListeners) listener(query);
  },
};

/** Statements that only open or close a transaction: node-postgres logs them, PGlite does not. */
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release savepoint)\b/i;

/**
 * Runs `fn` and returns the SQL statements it sent, in order. Transaction control is left out,
 * so a count means the same on both engines.
 */
export async function captureQueries<T>(fn: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
  const queries: string[] = [];
  const listener = (query: string) => {
    if (!TRANSACTION_CONTROL.test(query)) queries.push(query);
  };
  queryListeners.add(listener);
  try {
    return { result: await fn(), queries };
  } finally {
    queryListeners.delete(listener);
  }
}

const notConnected = new Proxy({} as Database, {
  get() {
    throw new Error('The database is not connected: call connectDatabase() first.');
  },
});

/**
 * The application's database. A live binding: services import it and always see the handle
 * installed by connectDatabase() (the server at start, a test file in its setup).
 */
export let db: Database = notConnected;
let current: DatabaseHandle | undefined;

export async function connectDatabase(options: ConnectOptions): Promise<DatabaseHandle> {
  const handle = await openDatabase(options);
  installDatabase(handle);
  if (options.kind === 'postgres' && options.readUrl) {
    const replica = await openPostgres(options.readUrl, options.poolMax ?? 10);
    installReadReplica(replica.db);
    const closePrimary = handle.close;
    handle.close = async () => {
      installReadReplica(undefined);
      await Promise.all([closePrimary(), replica.close()]);
    };
  }
  return handle;
}

/** The primary and its read replica through Drizzle's replica support, when one is configured. */
let replicated: (Database & { $replicas: Database[] }) | undefined;
const replicaReads = new AsyncLocalStorage<boolean>();

/** Installs (or removes) the read replica; the server does it from DATABASE_READ_URL, tests directly. */
export function installReadReplica(replica: Database | undefined): void {
  replicated = replica
    ? (withReplicas(db, [replica]) as unknown as Database & { $replicas: Database[] })
    : undefined;
}

/**
 * Runs `fn` with `reader()` pointed at the replica: anonymous visitors' public pages and the back
 * office's statistics, which may show a write a moment late. Everything else (a signed-in person's
 * pages, every write, and what follows a write) stays on the primary: read-your-writes.
 */
export function readingFromReplica<T>(fn: () => T): T {
  return replicaReads.run(true, fn);
}

/**
 * The database for read-heavy pages: the replica inside `readingFromReplica` when one is
 * configured, the primary otherwise. Its selects go to the replica and any write to the primary
 * (Drizzle's `withReplicas`); `queryRows` sends its raw SQL, always a read, to the replica too.
 */
export function reader(): Database {
  return replicated && replicaReads.getStore() ? replicated : db;
}

/** Makes an open handle the application's database (connectDatabase does it; tests too). */
export function installDatabase(handle: DatabaseHandle): void {
  db = handle.db;
  current = handle;
}

/** The application has no database any more; the handle is left to whoever opened it. */
export function uninstallDatabase(): void {
  current = undefined;
  db = notConnected;
  installReadReplica(undefined);
}

/** The installed handle, for what needs more than queries (locks, the engine kind). */
export function databaseHandle(): DatabaseHandle {
  if (!current) throw new Error('The database is not connected: call connectDatabase() first.');
  return current;
}

export async function disconnectDatabase(): Promise<void> {
  const handle = current;
  current = undefined;
  db = notConnected;
  await handle?.close();
}

/** Opens a database without installing it as the application's (scripts, tests). */
export async function openDatabase(options: ConnectOptions): Promise<DatabaseHandle> {
  switch (options.kind) {
    case 'postgres':
      return openPostgres(options.url, options.poolMax ?? 10);
    case 'pglite': {
      let lock: DataDirLock | undefined;
      if (options.dataDir) {
        mkdirSync(options.dataDir, { recursive: true });
        lock = acquireDataDirLock(options.dataDir);
      }
      try {
        const client = new PGlite({ dataDir: options.dataDir, extensions: { pg_trgm } });
        await client.waitReady;
        return wrapPglite(client, async () => {
          await client.close();
          lock?.release();
        });
      } catch (error) {
        lock?.release();
        throw error;
      }
    }
    case 'pglite-client':
      return wrapPglite(options.client, () => options.client.close());
  }
}

/**
 * PGlite is a single connection. Its query and transaction calls share one mutex, so a
 * transaction holds the connection alone and concurrent requests queue instead of interleaving
 * inside it (proved in db.server.test.ts).
 */
function wrapPglite(client: PGlite, close: () => Promise<void>): DatabaseHandle {
  const database = drizzlePglite({
    client,
    schema,
    casing: 'snake_case',
    logger: queryLogger,
  }) as unknown as Database;
  let chain: Promise<unknown> = Promise.resolve();
  return {
    db: database,
    kind: 'pglite',
    connection: { kind: 'pglite', client },
    withExclusiveLock(fn) {
      // One process owns the data folder (see data-dir-lock), so an in-process queue suffices.
      const run = chain.then(fn, fn);
      chain = run.catch(() => undefined);
      return run;
    },
    close,
  };
}

/** Told when the server closes an idle pooled connection (the outage watch, database-outage.server.ts). */
const idleConnectionListeners = new Set<(error: Error) => void>();
export function onIdleConnectionError(listener: (error: Error) => void): void {
  idleConnectionListeners.add(listener);
}

async function openPostgres(url: string, poolMax: number): Promise<DatabaseHandle> {
  // A bound on waiting for a connection: a server that does not answer (a host gone from the
  // network) fails the request in 10 s instead of holding it until the kernel gives up.
  const pool = new pg.Pool({ connectionString: url, max: poolMax, connectionTimeoutMillis: 10_000 });
  // An idle connection the server closes (a restart, a failover) is dropped and replaced by the
  // pool; without a listener its error would end the process.
  pool.on('error', (error) => {
    logger().warn({ err: error }, 'idle database connection closed by the server');
    for (const listener of idleConnectionListeners) listener(error);
  });
  const database = drizzlePostgres({
    client: pool,
    schema,
    casing: 'snake_case',
    logger: queryLogger,
  }) as unknown as Database;
  await pool.query('select 1');
  return {
    db: database,
    kind: 'postgres',
    connection: { kind: 'postgres', url },
    async withExclusiveLock(fn) {
      const client = await pool.connect();
      // A connection lost while it holds the lock must not end the process; it is discarded.
      let lost: Error | undefined;
      const onLost = (error: Error) => (lost = error);
      client.on('error', onLost);
      try {
        // A transaction-scoped lock in a transaction of its own: behind PgBouncer in transaction
        // mode the whole transaction stays on one server connection, and ending it always
        // releases the lock (a session lock and its unlock could land on two connections).
        await client.query('begin');
        await client.query('select pg_advisory_xact_lock($1)', [PROVATO_LOCK_KEY]);
        return await fn();
      } finally {
        const ended = await client
          .query('commit')
          .then(() => undefined)
          .catch((error: Error) => error);
        client.off('error', onLost);
        // A connection whose transaction may still be open is closed, never handed back to the pool.
        client.release(lost ?? ended);
      }
    },
    close: () => pool.end(),
  };
}

/** Arbitrary constant naming Provato's start-up lock among the server's advisory locks. */
const PROVATO_LOCK_KEY = 72_616_001;

/** Raw SQL returning rows, the same on both engines (both drivers answer `{ rows }`). */
export async function queryRows<Row extends Record<string, unknown>>(
  query: SQL,
  database: Pick<Database, 'execute'> = db,
): Promise<Row[]> {
  // withReplicas sends raw SQL to the primary (it cannot tell a read from a write); rows are reads.
  const target = '$replicas' in database ? (database.$replicas as Database[])[0]! : database;
  const result = (await target.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** Rows of a read that may come from the read replica (see `reader`): read-heavy pages only. */
export function readRows<Row extends Record<string, unknown>>(query: SQL): Promise<Row[]> {
  return queryRows<Row>(query, reader());
}

export async function pingDatabase(database: Database = db): Promise<boolean> {
  try {
    await database.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** A unique constraint refused the write (Postgres 23505), whatever wrapped the driver's error. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (
    let current = error as
      { code?: unknown; cause?: unknown; constraint?: unknown; message?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (
      current.code === '23505' &&
      (!constraint || current.constraint === constraint || String(current.message).includes(constraint))
    ) {
      return true;
    }
  }
  return false;
}
