import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '#app/lib/migrate.server.ts';

/** Runs one SQL text and answers its rows: a pg client, a PGlite transaction, whichever engine. */
export type RunSql = (text: string) => Promise<Record<string, unknown>[]>;

export type TableStat = { table: string; rows: number; checksum: string };
export type AppliedMigration = { tag: string | null; hash: string; createdAt: number };

/**
 * Fixes every setting that changes a value's text, so a table's checksum is the same on
 * PostgreSQL 15 and on PGlite (18) for the same rows. `set local`: inside the caller's transaction.
 */
const TEXT_SETTINGS = [
  "set local timezone to 'UTC'",
  "set local datestyle to 'ISO, MDY'",
  "set local intervalstyle to 'postgres'",
  'set local extra_float_digits to 1',
  "set local bytea_output to 'hex'",
];

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Every table of the database (the app's, Drizzle's migrations, the job queue's), with its row
 * count and a checksum: md5 over the sorted md5s of each row's text. Sorted hashes rather than
 * rows in key order: no table's key needs looking up, tables without one work, and the text
 * aggregated stays 32 bytes a row whatever the rows hold. Run it inside a transaction (it sets
 * its text settings `local`) that sees one snapshot.
 */
export async function tableStats(run: RunSql): Promise<TableStat[]> {
  for (const setting of TEXT_SETTINGS) await run(setting);
  const tables = await run(`
    select n.nspname as schema, c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and not c.relispartition
      and n.nspname not in ('pg_catalog', 'information_schema')
      and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
    order by n.nspname collate "C", c.relname collate "C"`);
  const stats: TableStat[] = [];
  for (const { schema, name } of tables as { schema: string; name: string }[]) {
    const [row] = await run(`
      select count(*)::text as rows, md5(coalesce(string_agg(h, '' order by h collate "C"), '')) as checksum
      from (select md5(t::text) as h from ${quoteIdent(schema)}.${quoteIdent(name)} t) s`);
    stats.push({ table: `${schema}.${name}`, rows: Number(row!.rows), checksum: String(row!.checksum) });
  }
  return stats;
}

/** The migrations this code knows (db/migrations/meta/_journal.json), oldest first. */
export function knownMigrations(): { tag: string; when: number }[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** The migrations the database has applied (Drizzle's table), named by this code's journal. */
export async function appliedMigrations(run: RunSql): Promise<AppliedMigration[]> {
  const [exists] = await run(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!exists?.present) return [];
  const rows = await run(
    'select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by id',
  );
  const tags = new Map(knownMigrations().map(({ tag, when }) => [when, tag]));
  return rows.map((row) => {
    const createdAt = Number(row.created_at);
    return { tag: tags.get(createdAt) ?? null, hash: String(row.hash), createdAt };
  });
}

/** Tables whose count or checksum differs between two lists (missing ones included). */
export function statDifferences(expected: TableStat[], actual: TableStat[]): string[] {
  const found = new Map(actual.map((stat) => [stat.table, stat]));
  const differences: string[] = [];
  for (const want of expected) {
    const got = found.get(want.table);
    if (!got) differences.push(`${want.table}: missing`);
    else if (got.rows !== want.rows)
      differences.push(`${want.table}: ${got.rows} rows, expected ${want.rows}`);
    else if (got.checksum !== want.checksum) differences.push(`${want.table}: checksum differs`);
    found.delete(want.table);
  }
  for (const extra of found.keys()) differences.push(`${extra}: not in the backup`);
  return differences;
}
