import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { type DatabaseHandle, installDatabase, openDatabase, uninstallDatabase } from '#app/lib/db.server.ts';
import { withDatabase } from './global-database.ts';

/**
 * Every integration test file gets its own database, a copy of the migrated template:
 * an in-memory PGlite loaded from the tarball, or a PostgreSQL database created from the
 * template database. It is installed as the application's `db` for the file's tests.
 */
let dropDatabase: (() => Promise<void>) | undefined;

/**
 * A fresh copy of the migrated template, not installed as the application's `db` (the setup
 * below installs one; a test wanting a second database, a read replica, opens another).
 */
export async function openTemplateCopy(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const template = inject('databaseTemplate');
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `provato_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const handle = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolMax: 5 });
    const drop = async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      // The pool has said goodbye, but a server process may still be finishing: forcing the drop
      // then would send "terminating connection" to a client that is already closing.
      for (let attempt = 0; attempt < 50; attempt++) {
        const { rows } = await cleanup.query<{ open: number }>(
          'select count(*)::int as open from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]!.open === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
    return { handle, drop };
  }
  const tarball = await readFile(template);
  const client = await PGlite.create({ loadDataDir: new Blob([tarball]), extensions: { pg_trgm } });
  const handle = await openDatabase({ kind: 'pglite-client', client: client as PGlite });
  return { handle, drop: () => handle.close() };
}

beforeAll(async () => {
  const copy = await openTemplateCopy();
  installDatabase(copy.handle);
  dropDatabase = copy.drop;
});

afterAll(async () => {
  uninstallDatabase();
  await dropDatabase?.();
});
