import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseHandle } from '#app/lib/db.server.ts';
import { projectRoot } from '#app/lib/project-root.server.ts';
import { isUploadKey, type UploadStorage } from '#app/modules/media/upload-storage.server.ts';
import {
  DATABASE_ENTRY,
  MANIFEST_FORMAT,
  MANIFEST_NAME,
  MANIFEST_VERSION,
  type Manifest,
  UPLOADS_PREFIX,
} from './manifest.ts';
import { pgTool, startTool, toolConnection } from './pg-tools.server.ts';
import {
  type AppliedMigration,
  appliedMigrations,
  type RunSql,
  type TableStat,
  tableStats,
} from './table-stats.server.ts';
import { type TarSource, writeTarGz } from './tar.server.ts';

export type BackupSummary = {
  file: string;
  bytes: number;
  engine: Manifest['engine'];
  tables: number;
  rows: number;
  uploads: number;
  uploadBytes: number;
  milliseconds: number;
};

type DatabaseSnapshot = { tables: TableStat[]; migrations: AppliedMigration[]; serverVersion: string };

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) hash.update(chunk);
  return hash.digest('hex');
}

async function appVersion(): Promise<{ name: string; version: string }> {
  const pkg = JSON.parse(await readFile(path.join(projectRoot, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  return { name: pkg.name, version: pkg.version };
}

async function describe(run: RunSql): Promise<DatabaseSnapshot> {
  const [version] = await run('show server_version');
  return {
    serverVersion: String(version!.server_version),
    migrations: await appliedMigrations(run),
    tables: await tableStats(run),
  };
}

/**
 * PostgreSQL: one repeatable-read transaction exports its snapshot; pg_dump dumps that snapshot
 * (--snapshot) while the same transaction counts and checksums the tables, so the manifest
 * describes exactly the rows in the dump however many writes go on meanwhile.
 */
async function dumpPostgres(url: string, target: string): Promise<DatabaseSnapshot> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const { dbname, env } = toolConnection(url);
    const dump = startTool(
      pgTool('pg_dump'),
      ['--format=custom', `--snapshot=${rows[0]!.snapshot}`, `--file=${target}`, `--dbname=${dbname}`],
      env,
    );
    // Handled now (it is awaited after the counts): a pg_dump failing early must not go unhandled.
    dump.done.catch(() => undefined);
    const run: RunSql = async (text) => (await client.query(text)).rows as Record<string, unknown>[];
    let snapshot: DatabaseSnapshot;
    try {
      snapshot = await describe(run);
    } catch (error) {
      dump.stop();
      await dump.done.catch(() => undefined);
      throw error;
    }
    await dump.done;
    await client.query('commit');
    return snapshot;
  } finally {
    await client.end();
  }
}

/**
 * PGlite: one transaction holds its single connection, so no write lands between the counts and
 * PGlite's copy of its data folder (dumpDataDir waits only for the query lock, free between the
 * transaction's statements). Writes queue meanwhile and go on afterwards.
 */
async function dumpPglite(handle: DatabaseHandle, target: string): Promise<DatabaseSnapshot> {
  if (handle.connection.kind !== 'pglite') throw new Error('Not an embedded database');
  const client = handle.connection.client;
  // A checkpoint first: the copy then needs little WAL replayed when it is opened.
  await client.exec('checkpoint');
  return client.transaction(async (tx) => {
    const run: RunSql = async (text) => (await tx.query(text)).rows as Record<string, unknown>[];
    const snapshot = await describe(run);
    const blob = await client.dumpDataDir('gzip');
    await writeFile(target, Buffer.from(await blob.arrayBuffer()));
    return snapshot;
  });
}

/** Copies every upload into the staging folder, hashing it on the way. */
async function stageUploads(storage: UploadStorage, folder: string, concurrency = 4) {
  if (!storage.list) throw new Error(`Cannot list the files of the ${storage.kind} storage`);
  const keys = (await storage.list()).filter(isUploadKey);
  const files: Manifest['uploads']['files'] = [];
  let next = 0;
  async function worker() {
    while (next < keys.length) {
      const key = keys[next++]!;
      const stored = await storage.read(key);
      // Deleted between the listing and now: nothing to keep.
      if (!stored) continue;
      const bytes = Buffer.concat(await stored.body.toArray());
      const file = path.join(folder, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
      files.push({ key, bytes: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') });
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return files.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * Writes one archive (gzipped tar) holding manifest.json first, then the database dump, then the
 * uploads. The database comes first and the uploads after it, so every picture the dumped rows
 * name is there (unless deleted meanwhile); a picture uploaded later is an unused extra. Files
 * are staged next to the archive (it needs about twice its size free while it runs) and the
 * archive appears under its name only when complete.
 */
export async function createBackup(options: {
  handle: DatabaseHandle;
  storage: UploadStorage;
  file: string;
}): Promise<BackupSummary> {
  const started = performance.now();
  const file = path.resolve(options.file);
  await mkdir(path.dirname(file), { recursive: true });
  const stage = await mkdtemp(path.join(path.dirname(file), '.provato-backup-'));
  try {
    const engine = options.handle.kind;
    const databaseFile = path.join(stage, DATABASE_ENTRY[engine]);
    const snapshot =
      options.handle.connection.kind === 'postgres'
        ? await dumpPostgres(options.handle.connection.url, databaseFile)
        : await dumpPglite(options.handle, databaseFile);
    const uploadsFolder = path.join(stage, 'uploads');
    const uploads = await stageUploads(options.storage, uploadsFolder);
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      formatVersion: MANIFEST_VERSION,
      createdAt: new Date().toISOString(),
      app: await appVersion(),
      engine,
      serverVersion: snapshot.serverVersion,
      migrations: snapshot.migrations,
      tables: snapshot.tables,
      database: {
        entry: DATABASE_ENTRY[engine],
        bytes: (await stat(databaseFile)).size,
        sha256: await sha256File(databaseFile),
      },
      uploads: { source: options.storage.kind, files: uploads },
    };
    const sources: TarSource[] = [
      { name: MANIFEST_NAME, bytes: Buffer.from(JSON.stringify(manifest, null, 2) + '\n') },
      { name: DATABASE_ENTRY[engine], file: databaseFile },
      ...uploads.map(({ key }) => ({ name: UPLOADS_PREFIX + key, file: path.join(uploadsFolder, key) })),
    ];
    const partial = `${file}.partial`;
    await writeTarGz(partial, sources);
    await rename(partial, file);
    return {
      file,
      bytes: (await stat(file)).size,
      engine,
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
      uploads: uploads.length,
      uploadBytes: uploads.reduce((sum, upload) => sum + upload.bytes, 0),
      milliseconds: Math.round(performance.now() - started),
    };
  } finally {
    await rm(stage, { recursive: true, force: true });
    await rm(`${file}.partial`, { force: true });
  }
}
