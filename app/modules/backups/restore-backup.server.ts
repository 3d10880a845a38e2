import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rename, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from '#app/lib/data-dir-lock.server.ts';
import { type DatabaseHandle, openDatabase } from '#app/lib/db.server.ts';
import { migrateDatabase } from '#app/lib/migrate.server.ts';
import {
  isUploadKey,
  uploadContentType,
  type UploadStorage,
} from '#app/modules/media/upload-storage.server.ts';
import {
  DATABASE_ENTRY,
  MANIFEST_NAME,
  MANIFEST_VERSION,
  type Manifest,
  manifestSchema,
  UPLOADS_PREFIX,
} from './manifest.ts';
import { pgTool, runTool, toolConnection } from './pg-tools.server.ts';
import {
  knownMigrations,
  type RunSql,
  statDifferences,
  type TableStat,
  tableStats,
} from './table-stats.server.ts';
import { DamagedArchiveError, readTarGz, type TarEntry } from './tar.server.ts';

export type RestoreTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

/** The restore would lose or misread something, so it did not start: nothing was changed. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

export type RestoreSummary = {
  engine: Manifest['engine'];
  backupCreatedAt: string;
  tables: number;
  rows: number;
  uploads: number;
  /** Migrations newer than the backup, applied after it was restored and checked. */
  migrationsApplied: string[];
  /** Where the embedded database that was there before went (--force on PGlite). */
  previousDataDir: string | undefined;
  milliseconds: number;
};

async function readManifest(entry: TarEntry | undefined): Promise<Manifest> {
  if (entry?.name !== MANIFEST_NAME) throw new DamagedArchiveError(`its first entry is not ${MANIFEST_NAME}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse((await entry.bytes()).toString('utf8'));
  } catch (error) {
    throw new DamagedArchiveError(`${MANIFEST_NAME} is not JSON`, { cause: error });
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success) throw new DamagedArchiveError(`${MANIFEST_NAME} is not a Provato manifest`);
  if (result.data.formatVersion > MANIFEST_VERSION) {
    throw new RestoreRefusedError(
      `The archive's format (${result.data.formatVersion}) is newer than this code reads (${MANIFEST_VERSION}): update Provato first.`,
    );
  }
  return result.data;
}

/** Refuses a backup of a schema this code does not know, and answers the migrations to apply after. */
function pendingMigrations(manifest: Manifest): string[] {
  const known = knownMigrations();
  const knownWhen = new Set(known.map((migration) => migration.when));
  const unknown = manifest.migrations.filter((migration) => !knownWhen.has(migration.createdAt));
  if (unknown.length > 0) {
    throw new RestoreRefusedError(
      `The backup comes from a newer schema (Provato ${manifest.app.version}): ` +
        `${unknown.map((migration) => migration.tag ?? String(migration.createdAt)).join(', ')} ` +
        'unknown to this code. Update the code to that version or later, then restore.',
    );
  }
  const applied = new Set(manifest.migrations.map((migration) => migration.createdAt));
  return known.filter((migration) => !applied.has(migration.when)).map((migration) => migration.tag);
}

const SYSTEM_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema')
  and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'`;

async function withPgClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function postgresTables(url: string): Promise<number> {
  return withPgClient(url, async (client) => {
    const { rows } = await client.query<{ tables: number }>(
      `select count(*)::int as tables from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and not c.relispartition and ${SYSTEM_SCHEMAS}`,
    );
    return rows[0]!.tables;
  });
}

/** --force on PostgreSQL: every schema but the system's goes, with all it holds. */
async function wipePostgres(url: string): Promise<void> {
  await withPgClient(url, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      `select n.nspname as name from pg_namespace n where ${SYSTEM_SCHEMAS}`,
    );
    for (const { name } of rows) await client.query(`drop schema "${name.replaceAll('"', '""')}" cascade`);
    await client.query('create schema public');
  });
}

async function statsOf(handle: DatabaseHandle): Promise<TableStat[]> {
  if (handle.connection.kind === 'pglite') {
    return handle.connection.client.transaction((tx) =>
      tableStats(async (text) => (await tx.query(text)).rows as Record<string, unknown>[]),
    );
  }
  return withPgClient(handle.connection.url, async (client) => {
    await client.query('begin isolation level repeatable read read only');
    const run: RunSql = async (text) => (await client.query(text)).rows as Record<string, unknown>[];
    const stats = await tableStats(run);
    await client.query('commit');
    return stats;
  });
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Extracts every entry after the manifest, checking each against it. */
async function extractRest(
  entries: AsyncGenerator<TarEntry>,
  manifest: Manifest,
  folder: string,
): Promise<{ databaseFile: string }> {
  const expected = new Map<string, { bytes: number; sha256: string }>([
    [manifest.database.entry, manifest.database],
    ...manifest.uploads.files.map(
      (upload) => [UPLOADS_PREFIX + upload.key, upload] as [string, { bytes: number; sha256: string }],
    ),
  ]);
  if (manifest.database.entry !== DATABASE_ENTRY[manifest.engine]) {
    throw new DamagedArchiveError(`unexpected database entry ${manifest.database.entry}`);
  }
  for (const upload of manifest.uploads.files) {
    if (!isUploadKey(upload.key)) throw new DamagedArchiveError(`not an upload key: ${upload.key}`);
  }
  for await (const entry of entries) {
    const want = expected.get(entry.name);
    if (!want) throw new DamagedArchiveError(`unexpected entry ${entry.name}`);
    expected.delete(entry.name);
    const target = path.join(folder, entry.name);
    await mkdir(path.dirname(target), { recursive: true });
    const hash = createHash('sha256');
    let size = 0;
    const hashed = async function* () {
      for await (const chunk of entry.chunks()) {
        hash.update(chunk);
        size += chunk.byteLength;
        yield chunk;
      }
    };
    await pipeline(Readable.from(hashed()), createWriteStream(target));
    if (size !== want.bytes || hash.digest('hex') !== want.sha256) {
      throw new DamagedArchiveError(`${entry.name} does not match its checksum in the manifest`);
    }
  }
  if (expected.size > 0) {
    throw new DamagedArchiveError(
      `${expected.size} file(s) of the manifest are missing, e.g. ${[...expected.keys()][0]}`,
    );
  }
  return { databaseFile: path.join(folder, manifest.database.entry) };
}

async function folderHasFiles(folder: string): Promise<boolean> {
  if (!existsSync(folder)) return false;
  return (await readdir(folder)).some((name) => name !== 'provato.pid');
}

/**
 * Restores an archive of createBackup into an empty database (or, with `force`, over a full one)
 * and the uploads storage, then checks every table's count and checksum against the manifest
 * and applies the migrations newer than the backup. Refuses, changing nothing, an archive from a
 * newer schema, another engine's archive, a damaged archive and a non-empty target without
 * `force`.
 */
export async function restoreBackup(options: {
  file: string;
  target: RestoreTarget;
  storage: UploadStorage;
  force?: boolean;
  /** pg_restore's parallel jobs (default: the machine's cores, at most 8). */
  jobs?: number;
  /** Where the archive is unpacked while it is restored (default: the system's temporary folder). */
  workDir?: string;
}): Promise<RestoreSummary> {
  const started = performance.now();
  if (!existsSync(options.file)) throw new RestoreRefusedError(`${options.file} does not exist.`);
  const entries = readTarGz(options.file);
  try {
    return await restoreFrom(entries, options, started);
  } finally {
    await entries.return(undefined);
  }
}

async function restoreFrom(
  entries: AsyncGenerator<TarEntry>,
  options: Parameters<typeof restoreBackup>[0],
  started: number,
): Promise<RestoreSummary> {
  const { target, storage, force = false } = options;
  const manifest = await readManifest((await entries.next()).value || undefined);
  const pending = pendingMigrations(manifest);
  if (manifest.engine !== target.kind) {
    throw new RestoreRefusedError(
      `This is a backup of ${manifest.engine === 'pglite' ? 'the embedded database (PGlite)' : 'PostgreSQL'}; ` +
        `the target is ${target.kind === 'pglite' ? 'the embedded database (DATA_DIR)' : 'PostgreSQL (DATABASE_URL)'}. ` +
        'Restore it with the same engine.',
    );
  }

  // Refusals first, while nothing has been touched.
  const occupied: string[] = [];
  let lock: DataDirLock | undefined;
  let dataDir: string | undefined;
  if (target.kind === 'postgres') {
    const tables = await postgresTables(target.url);
    if (tables > 0) occupied.push(`the database has ${tables} table(s)`);
  } else {
    dataDir = path.resolve(target.dataDir);
    if (existsSync(dataDir)) {
      try {
        lock = acquireDataDirLock(dataDir);
      } catch (error) {
        // "in use by process N": a server has it open.
        throw new RestoreRefusedError((error as Error).message);
      }
      if (await folderHasFiles(dataDir)) occupied.push(`${dataDir} holds a database`);
    }
  }
  if (!storage.list) throw new Error(`Cannot list the files of the ${storage.kind} storage`);
  const existingUploads = (await storage.list()).filter(isUploadKey).length;
  if (existingUploads > 0) occupied.push(`the uploads storage holds ${existingUploads} file(s)`);
  if (occupied.length > 0 && !force) {
    lock?.release();
    throw new RestoreRefusedError(
      `The target is not empty: ${occupied.join('; ')}. Restore into an empty database and storage, ` +
        'or pass --force to replace the database (its current content is lost) and add the files.',
    );
  }

  const work = await mkdtemp(path.join(options.workDir ?? tmpdir(), 'provato-restore-'));
  let handle: DatabaseHandle | undefined;
  let previousDataDir: string | undefined;
  try {
    const { databaseFile } = await extractRest(entries, manifest, work);

    if (target.kind === 'postgres') {
      if (occupied.length > 0) await wipePostgres(target.url);
      const { dbname, env } = toolConnection(target.url);
      const jobs = options.jobs ?? Math.min(8, availableParallelism());
      await runTool(
        pgTool('pg_restore'),
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          `--jobs=${jobs}`,
          `--dbname=${dbname}`,
          databaseFile,
        ],
        env,
      );
      await withPgClient(target.url, (client) => client.query('analyze'));
      handle = await openDatabase({ kind: 'postgres', url: target.url, poolMax: 2 });
    } else {
      if (await folderHasFiles(dataDir!)) {
        lock?.release();
        lock = undefined;
        previousDataDir = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
        await rename(dataDir!, previousDataDir);
      }
      await mkdir(dataDir!, { recursive: true });
      lock ??= acquireDataDirLock(dataDir!);
      const client = await PGlite.create({
        dataDir: dataDir!,
        loadDataDir: new Blob([await readFile(databaseFile)]),
        extensions: { pg_trgm },
      });
      // The copy carries the backed-up server's pid file: this process holds the folder now.
      writeFileSync(path.join(dataDir!, 'provato.pid'), String(process.pid));
      handle = await openDatabase({ kind: 'pglite-client', client: client as PGlite });
    }

    const differences = statDifferences(manifest.tables, await statsOf(handle));
    if (differences.length > 0) {
      throw new Error(
        `The restored database does not match the backup's manifest (${differences.length} table(s)): ` +
          differences.slice(0, 20).join('; '),
      );
    }

    await restoreUploads(manifest, work, storage);
    if (pending.length > 0) await migrateDatabase(handle);

    return {
      engine: manifest.engine,
      backupCreatedAt: manifest.createdAt,
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
      uploads: manifest.uploads.files.length,
      migrationsApplied: pending,
      previousDataDir,
      milliseconds: Math.round(performance.now() - started),
    };
  } catch (error) {
    if (previousDataDir && error instanceof Error) {
      error.message += ` The embedded database that was there is kept in ${previousDataDir}.`;
    }
    throw error;
  } finally {
    await handle?.close();
    lock?.release();
    await rm(work, { recursive: true, force: true });
  }
}

/** Writes every upload of the archive to the storage and reads it back to check it. */
async function restoreUploads(manifest: Manifest, folder: string, storage: UploadStorage, concurrency = 4) {
  const files = manifest.uploads.files;
  let next = 0;
  async function worker() {
    while (next < files.length) {
      const upload = files[next++]!;
      const bytes = await readFile(path.join(folder, UPLOADS_PREFIX + upload.key));
      await storage.put(upload.key, bytes, uploadContentType(upload.key));
      const stored = await storage.read(upload.key);
      const back = stored ? Buffer.concat(await stored.body.toArray()) : undefined;
      if (!back || sha256(back) !== upload.sha256) {
        throw new Error(`The upload ${upload.key} reads back different from the backup.`);
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
}
