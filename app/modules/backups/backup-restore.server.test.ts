import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, cp, mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseHandle, db, type DatabaseHandle, openDatabase, type Schema } from '#app/lib/db.server.ts';
import { migrationsFolder } from '#app/lib/migrate.server.ts';
import { localUploadStorage, s3UploadStorage } from '#app/modules/media/upload-storage.server.ts';
import { createCategory, createProduct, createReview, createUser } from '#tests/support/factories.ts';
import { startFakeS3 } from '#tests/support/fake-s3.ts';
import { grantPoints } from '#tests/support/ledger.ts';
import { withDatabase } from '#tests/setup/global-database.ts';
import { createBackup } from './create-backup.server.ts';
import { type Manifest, manifestSchema } from './manifest.ts';
import { RestoreRefusedError, type RestoreTarget, restoreBackup } from './restore-backup.server.ts';
import { knownMigrations, tableStats } from './table-stats.server.ts';
import { DamagedArchiveError, readTarGz, type TarSource, writeTarGz } from './tar.server.ts';

/*
 * The restore drill (DESIGN.md §6, docs/backup-restore.md): seed, back up while writes go on,
 * wipe, restore into a fresh database and storage, then compare counts, balances against the
 * ledger and every table's checksum; the same for the uploads. On PGlite the copy lands in a real
 * data folder; on PostgreSQL in a database of its own. Then the refusals.
 */

const onPostgres = process.env.TEST_DB === 'postgres';
const folders: string[] = [];
const databases: string[] = [];

const tempFolder = async (name: string) => {
  const folder = await mkdtemp(path.join(tmpdir(), `provato-${name}-`));
  folders.push(folder);
  return folder;
};

/** A fresh, empty target: a new PostgreSQL database, or a data folder that does not exist yet. */
async function freshTarget(): Promise<RestoreTarget> {
  if (onPostgres) {
    const name = `provato_restore_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    databases.push(name);
    return { kind: 'postgres', url: withDatabase(process.env.TEST_DATABASE_URL!, name) };
  }
  return { kind: 'pglite', dataDir: path.join(await tempFolder('restored'), 'pglite') };
}

const openTarget = (target: RestoreTarget) =>
  openDatabase(target.kind === 'postgres' ? { ...target, poolMax: 2 } : target);

async function statsOf(handle: DatabaseHandle) {
  return handle.db.transaction(async (tx) =>
    tableStats(
      async (text) => ((await tx.execute(text)) as unknown as { rows: Record<string, unknown>[] }).rows,
    ),
  );
}

async function manifestOf(file: string): Promise<Manifest> {
  for await (const entry of readTarGz(file))
    return manifestSchema.parse(JSON.parse((await entry.bytes()).toString()));
  throw new Error('empty archive');
}

/** The same archive with its manifest changed (the other entries as they were). */
async function rewriteManifest(file: string, change: (manifest: Manifest) => void): Promise<string> {
  const sources: TarSource[] = [];
  for await (const entry of readTarGz(file)) sources.push({ name: entry.name, bytes: await entry.bytes() });
  const manifest = JSON.parse(
    Buffer.from((sources[0] as { bytes: Uint8Array }).bytes).toString(),
  ) as Manifest;
  change(manifest);
  sources[0] = { name: 'manifest.json', bytes: Buffer.from(JSON.stringify(manifest)) };
  const copy = path.join(await tempFolder('rewritten'), 'backup.tar.gz');
  await writeTarGz(copy, sources);
  return copy;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let backupFile: string;
let manifest: Manifest;
let sourceUploads: string;

beforeAll(async () => {
  sourceUploads = await tempFolder('uploads');
  const storage = localUploadStorage(sourceUploads);
  const category = await createCategory();
  const product = await createProduct({ categoryId: category.id });
  const people = [];
  for (let index = 0; index < 12; index++) {
    const person = await createUser();
    people.push(person);
    await createReview(product.id, person.id, { title: `Recensione numero ${index}: ottima, è "così"` });
    await grantPoints(person.id, 10 + index);
    await storage.put(`reviews/${randomUUID()}.webp`, randomBytes(2000 + index * 100), 'image/webp');
  }
  await storage.put(
    'demo/merchants/negozio.svg',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    'image/svg+xml',
  );
  // Not an upload: left out of the archive.
  await writeFile(path.join(sourceUploads, 'notes.txt'), 'not a picture');

  // Writes go on while the backup runs: points, new people, new pictures.
  let stop = false;
  let writes = 0;
  const writer = (async () => {
    while (!stop) {
      const person = people[writes % people.length]!;
      await grantPoints(person.id, 1 + (writes % 5));
      if (writes % 3 === 0) await createUser();
      if (writes % 4 === 0) await storage.put(`avatars/${randomUUID()}.webp`, randomBytes(500), 'image/webp');
      writes += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  while (writes < 5) await new Promise((resolve) => setTimeout(resolve, 5));
  const before = writes;
  backupFile = path.join(await tempFolder('backup'), 'provato.tar.gz');
  await createBackup({ handle: databaseHandle(), storage, file: backupFile });
  const during = writes - before;
  stop = true;
  await writer;
  expect(during).toBeGreaterThan(0);
  manifest = await manifestOf(backupFile);
}, 120_000);

afterAll(async () => {
  if (databases.length > 0) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('the restore drill', () => {
  test('a backup taken under writes restores to the same rows, balances and files', async () => {
    expect(manifest.engine).toBe(onPostgres ? 'postgres' : 'pglite');
    expect(manifest.migrations.length).toBeGreaterThan(30);
    expect(manifest.tables.map((table) => table.table)).toEqual(
      expect.arrayContaining(['public.profiles', 'public.points_ledger', 'drizzle.__drizzle_migrations']),
    );
    const keys = manifest.uploads.files.map((file) => file.key);
    expect(keys).toContain('demo/merchants/negozio.svg');
    expect(keys).not.toContain('notes.txt');
    const sourceHashes = new Map<string, string>();
    for (const key of keys) sourceHashes.set(key, sha256(await readFile(path.join(sourceUploads, key))));

    // Wipe: the uploads are gone; the database goes to a fresh one.
    await rm(sourceUploads, { recursive: true, force: true });
    const target = await freshTarget();
    const targetUploads = await tempFolder('restored-uploads');
    const summary = await restoreBackup({
      file: backupFile,
      target,
      storage: localUploadStorage(targetUploads),
    });
    expect(summary.migrationsApplied).toEqual([]);
    expect(summary.uploads).toBe(keys.length);

    const restored = await openTarget(target);
    try {
      // Counts and checksums of every table, computed again here.
      expect(await statsOf(restored)).toEqual(manifest.tables);
      const rows = (table: string) => manifest.tables.find((stat) => stat.table === table)!.rows;
      expect(rows('public.profiles')).toBeGreaterThanOrEqual(12);
      expect(rows('public.points_ledger')).toBeGreaterThanOrEqual(12);
      // Every balance is the sum of its ledger entries.
      const { rows: breaches } = (await restored.db.execute(`
        select p.user_id from profiles p
        left join (select user_id, sum(delta) as total from points_ledger group by user_id) l on l.user_id = p.user_id
        where p.points <> coalesce(l.total, 0) or p.points < 0`)) as unknown as { rows: unknown[] };
      expect(breaches).toEqual([]);
      const { rows: totals } = (await restored.db.execute(
        'select (select sum(points) from profiles)::int as balances, (select sum(delta) from points_ledger)::int as ledger',
      )) as unknown as { rows: { balances: number; ledger: number }[] };
      expect(totals[0]!.balances).toBe(totals[0]!.ledger);
    } finally {
      await restored.close();
    }
    // The files, byte for byte.
    for (const [key, hash] of sourceHashes) {
      expect(sha256(await readFile(path.join(targetUploads, key))), key).toBe(hash);
    }

    // The restored target is not empty now: refused without --force, replaced with it.
    await expect(
      restoreBackup({ file: backupFile, target, storage: localUploadStorage(targetUploads) }),
    ).rejects.toThrow(/not empty.*--force/);
    const again = await restoreBackup({
      file: backupFile,
      target,
      storage: localUploadStorage(targetUploads),
      force: true,
    });
    expect(again.rows).toBe(summary.rows);
    if (target.kind === 'pglite') expect(again.previousDataDir).toMatch(/before-restore/);
  }, 180_000);
});

describe('refusals', () => {
  test('an archive of a newer schema changes nothing', async () => {
    const newer = await rewriteManifest(backupFile, (copy) => {
      copy.migrations.push({ tag: '9999_from_the_future', hash: 'x', createdAt: 4_102_444_800_000 });
    });
    const target = await freshTarget();
    const uploads = await tempFolder('untouched');
    const attempt = restoreBackup({ file: newer, target, storage: localUploadStorage(uploads) });
    await expect(attempt).rejects.toThrow(RestoreRefusedError);
    await expect(attempt).rejects.toThrow(/newer schema.*9999_from_the_future/);
    expect(await localUploadStorage(uploads).list!()).toEqual([]);
    if (target.kind === 'pglite') expect(existsSync(target.dataDir)).toBe(false);
    else {
      const untouched = await openTarget(target);
      const { rows } = (await untouched.db.execute(
        "select count(*)::int as tables from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
      )) as unknown as { rows: { tables: number }[] };
      await untouched.close();
      expect(rows[0]!.tables).toBe(0);
    }
  });

  test('an archive of the other engine', async () => {
    const other = await rewriteManifest(backupFile, (copy) => {
      copy.engine = onPostgres ? 'pglite' : 'postgres';
    });
    await expect(
      restoreBackup({
        file: other,
        target: await freshTarget(),
        storage: localUploadStorage(await tempFolder('u')),
      }),
    ).rejects.toThrow(/same engine/);
  });

  test('a damaged or truncated archive', async () => {
    const folder = await tempFolder('damaged');
    const flipped = path.join(folder, 'flipped.tar.gz');
    const bytes = await readFile(backupFile);
    for (let index = 0; index < 16; index++) bytes[Math.floor(bytes.length / 2) + index]! ^= 0xff;
    await writeFile(flipped, bytes);
    const cut = path.join(folder, 'cut.tar.gz');
    await copyFile(backupFile, cut);
    await truncate(cut, Math.floor(bytes.length * 0.7));
    const notOurs = path.join(folder, 'other.tar.gz');
    await writeTarGz(notOurs, [{ name: 'hello.txt', bytes: Buffer.from('ciao') }]);
    for (const file of [flipped, cut, notOurs]) {
      await expect(
        restoreBackup({
          file,
          target: await freshTarget(),
          storage: localUploadStorage(await tempFolder('u')),
        }),
        file,
      ).rejects.toThrow(DamagedArchiveError);
    }
  });
});

describe('checksums', () => {
  test('are the same on PostgreSQL and PGlite for the same rows (the same constant on both)', async () => {
    await db.execute(sql`create table backup_checksum_probe (
      id int primary key, at timestamptz, day date, amount numeric(10, 2), ratio double precision,
      data jsonb, tags text[], raw bytea, wait interval, note text, flag boolean)`);
    try {
      // raw insert: a scratch table of the test's own, every column type in literal SQL, not an entity
      await db.execute(sql`insert into backup_checksum_probe values
        (1, '2026-11-27 15:00:00.123456+01', '2026-02-28', 1234.5, 0.1, '{"b": [1, 2], "a": "è"}',
         '{uno,"due tre"}', decode('00ff10', 'hex'), '1 day 02:03:04', 'Citazione "tra virgolette", a capo
fine', true),
        (2, null, null, null, 1e300, null, null, null, null, null, null)`);
      const stats = await databaseHandle().db.transaction(async (tx) =>
        tableStats(
          async (text) => ((await tx.execute(text)) as unknown as { rows: Record<string, unknown>[] }).rows,
        ),
      );
      expect(stats.find((stat) => stat.table === 'public.backup_checksum_probe')).toEqual({
        table: 'public.backup_checksum_probe',
        rows: 2,
        checksum: PROBE_CHECKSUM,
      });
    } finally {
      await db.execute(sql`drop table backup_checksum_probe`);
    }
  });
});

// Computed once on PGlite; the postgres project must find the same.
const PROBE_CHECKSUM = '948b1f72dca3715326935af162b8c4f3';

describe('an older backup', () => {
  test('is restored, checked, then brought up to date by the newer migrations', async () => {
    // A database of the code before the last migration: the journal cut one short.
    const folder = await tempFolder('older-migrations');
    await cp(migrationsFolder, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const last = journal.entries.pop()!;
    await writeFile(journalFile, JSON.stringify(journal));

    const source = await freshTarget();
    const handle =
      source.kind === 'postgres' ? await openTarget(source) : await openDatabase({ kind: 'pglite' });
    const file = path.join(await tempFolder('older'), 'older.tar.gz');
    try {
      if (handle.kind === 'postgres') {
        await migratePostgres(handle.db as unknown as NodePgDatabase<Schema>, { migrationsFolder: folder });
      } else {
        await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder: folder });
      }
      await createBackup({ handle, storage: localUploadStorage(await tempFolder('none')), file });
    } finally {
      await handle.close();
    }
    expect((await manifestOf(file)).migrations.map((migration) => migration.tag)).not.toContain(last.tag);

    const target = await freshTarget();
    const summary = await restoreBackup({ file, target, storage: localUploadStorage(await tempFolder('u')) });
    expect(summary.migrationsApplied).toEqual([last.tag]);
    const restored = await openTarget(target);
    try {
      const { rows } = (await restored.db.execute(
        'select count(*)::int as applied from drizzle.__drizzle_migrations',
      )) as unknown as { rows: { applied: number }[] };
      expect(rows[0]!.applied).toBe(knownMigrations().length);
    } finally {
      await restored.close();
    }
  }, 120_000);
});

/*
 * Uploads on an S3-compatible bucket: listed and read from one bucket of s3rver (a local S3
 * server, tests/support/fake-s3.ts), restored into another.
 */
describe('uploads on a bucket', () => {
  test('are listed, archived and restored into another bucket', async () => {
    const fakeS3 = await startFakeS3(['live', 'restored']);
    try {
      const bucket = (name: string) => s3UploadStorage(fakeS3.bucket(name));
      const live = bucket('live');
      const pictures = new Map<string, Buffer>();
      for (let index = 0; index < 5; index++) {
        const key = `products/${randomUUID()}.webp`;
        pictures.set(key, randomBytes(1000 + index));
        await live.put(key, pictures.get(key)!, 'image/webp');
      }
      const file = path.join(await tempFolder('s3-backup'), 'backup.tar.gz');
      await createBackup({ handle: databaseHandle(), storage: live, file });
      const archived = await manifestOf(file);
      expect(archived.uploads.source).toBe('s3');
      expect(archived.uploads.files.map((upload) => upload.key).sort()).toEqual([...pictures.keys()].sort());

      const restoredBucket = bucket('restored');
      await restoreBackup({ file, target: await freshTarget(), storage: restoredBucket });
      for (const [key, bytes] of pictures) {
        const stored = await restoredBucket.read(key);
        expect(Buffer.concat(await stored!.body.toArray()).equals(bytes), key).toBe(true);
      }
    } finally {
      await fakeS3.close();
    }
  }, 120_000);
});
