import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#app/lib/db.server.ts';
import { migrateDatabase } from '#app/lib/migrate.server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** pglite: a tarball of a migrated data directory. postgres: the migrated template database. */
    databaseTemplate: string;
  }
}

/**
 * Migrates one database per run; every test file then starts from a copy of it (see
 * database.ts), so files stay independent without paying for migrations each time.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env.TEST_DB;
  if (kind === 'postgres') return setupPostgres(project);

  const dir = await mkdtemp(path.join(tmpdir(), 'provato-pglite-'));
  const client = new PGlite({ extensions: { pg_trgm } });
  const handle = await openDatabase({ kind: 'pglite-client', client });
  await migrateDatabase(handle);
  const dump = await client.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('databaseTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error(
      'The postgres test project needs TEST_DATABASE_URL (a server where it may create databases), ' +
        'for example postgres://postgres@127.0.0.1:5432/postgres',
    );
  }
  const template = `provato_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const handle = await openDatabase({ kind: 'postgres', url: withDatabase(url, template), poolMax: 2 });
  await migrateDatabase(handle);
  await handle.close();
  project.provide('databaseTemplate', template);
  return async () => {
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
