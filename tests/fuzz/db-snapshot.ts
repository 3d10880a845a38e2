import { sql } from 'drizzle-orm';
import { db, queryRows } from '#app/lib/db.server.ts';

/**
 * What a refused request may legitimately change, and why. Everything else in the public schema
 * must be byte-for-byte the same after a request answered with a status of 400 or more.
 */
const EXCLUDED_TABLES: Record<string, string> = {
  // Our fixed-window counters (sign-in, sign-up, reset, contact, newsletter, reviews): counting a
  // refused attempt is their whole point (a wrong password must count towards the pause).
  rate_limit_windows: 'counts refused attempts by design',
  // Better Auth's own limiter for /api/auth/*: the same, inside the library.
  auth_rate_limits: 'counts refused attempts by design',
};

const EXCLUDED_COLUMNS: Record<string, string[]> = {
  // The two-factor plugin's per-account lockout: a wrong code is refused and counted, by design.
  two_factors: ['failed_verification_count', 'locked_until'],
};

export type Snapshot = Map<string, { rows: number; digest: string }>;

/*
 * A digest of every table costs tens of milliseconds on PGlite; taken around each of thousands of
 * calls it would be most of the suite's time. So a statement trigger on every watched table bumps
 * a counter (a sequence: it moves even when the write is rolled back), and the digests are only
 * computed when the counter moved. Triggers and counter live in their own schema of this test
 * file's database copy.
 */
let watching = false;

async function watchWrites(names: string[]) {
  if (watching) return;
  const statements = [
    'create schema if not exists fuzz_watch',
    'create sequence if not exists fuzz_watch.writes',
    `create or replace function fuzz_watch.count_write() returns trigger language plpgsql as $$
      begin perform nextval('fuzz_watch.writes'); return null; end $$`,
    ...names.map(
      (name) => `create or replace trigger fuzz_watch_writes
        after insert or update or delete or truncate on ${quote(name)}
        for each statement execute function fuzz_watch.count_write()`,
    ),
  ];
  for (const statement of statements) await db.execute(sql.raw(statement));
  watching = true;
}

async function writeCount(): Promise<string> {
  const [row] = await queryRows<{ value: string }>(
    sql`select (last_value::text || ':' || is_called::text) as value from fuzz_watch.writes`,
  );
  return row!.value;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

let tables: string[] | undefined;

async function publicTables(): Promise<string[]> {
  if (tables) return tables;
  const rows = await queryRows<{ name: string }>(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
    order by table_name`);
  const names = rows.map((row) => row.name).filter((name) => !(name in EXCLUDED_TABLES));
  await watchWrites(names);
  tables = names;
  return names;
}

/** One query over every watched table of the public schema: its row count and an md5 of its rows. */
export async function takeSnapshot(): Promise<Snapshot> {
  const parts = (await publicTables()).map((name) => {
    const dropped = (EXCLUDED_COLUMNS[name] ?? []).map((column) => `'${column}'`).join(', ');
    const row = dropped ? `to_jsonb(t) - array[${dropped}]::text[]` : 'to_jsonb(t)';
    return `select '${name}' as name, count(*)::int as rows,
      md5(coalesce(string_agg(r::text, E'\\n' order by r::text), '')) as digest
      from (select ${row} as r from ${quote(name)} t) s`;
  });
  const rows = await queryRows<{ name: string; rows: number; digest: string }>(
    sql.raw(parts.join('\nunion all\n')),
  );
  return new Map(rows.map((row) => [row.name, { rows: Number(row.rows), digest: row.digest }]));
}

export type TableChange = { table: string; detail: string };

/** The tables whose content differs: "reviews" with "3 → 4 rows", "profiles" with "changed". */
export function changedTables(before: Snapshot, after: Snapshot): TableChange[] {
  const changed: TableChange[] = [];
  for (const [table, now] of after) {
    const then = before.get(table);
    if (!then) changed.push({ table, detail: 'new table' });
    else if (then.rows !== now.rows) changed.push({ table, detail: `${then.rows} → ${now.rows} rows` });
    else if (then.digest !== now.digest) changed.push({ table, detail: 'changed' });
  }
  return changed;
}

/**
 * The database as of the last write seen, to tell what a refused call changed. `before` runs
 * `prepare` (restoring the test's accounts, say) only when something was written since.
 */
export function createChangeTracker() {
  let known: Snapshot | null = null;
  let knownAt = '';
  return {
    async before(prepare: () => Promise<void>) {
      if (known && (await writeCount()) === knownAt) return;
      await prepare();
      known = await takeSnapshot();
      knownAt = await writeCount();
    },
    /** After a refused call: the tables it changed, if any. */
    async changes(): Promise<TableChange[]> {
      const now = await writeCount();
      if (known && now === knownAt) return [];
      const after = await takeSnapshot();
      const changed = known ? changedTables(known, after) : [];
      known = after;
      knownAt = await writeCount();
      return changed;
    },
  };
}
