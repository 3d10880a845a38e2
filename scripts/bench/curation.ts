// `npm run bench:curation`: the curation wizard's candidates on the large data set (DATABASE_URL,
// see `npm run db:seed:large`). The set is first given 100,000 unlinked offers if it has fewer: a
// shop's listings of catalogue products under other names ("… - Nero", "… 128 GB", "… ricondizionato"),
// a tenth with the product's EAN, as an import leaves them. Then the candidates of products taken
// across the catalogue, p50/p95 against the target of 50 ms.
import { sql } from 'drizzle-orm';
import { connectDatabase, disconnectDatabase, queryRows } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { migrateDatabase } from '#app/lib/migrate.server.ts';
import { findCandidates } from '#app/modules/curation/curation.server.ts';
import { measure, ms } from './stats.ts';

const config = getConfig();
if (!config.databaseUrl) {
  console.error('bench:curation needs DATABASE_URL pointing at the large data set (npm run db:seed:large).');
  process.exit(1);
}
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const UNLINKED = 100_000;
const TARGET_MS = 50;
const handle = await connectDatabase({ kind: 'postgres', url: config.databaseUrl, poolMax: 4 });
await migrateDatabase(handle);

const count = async () =>
  (
    await queryRows<{ total: number; unlinked: number }>(
      sql`select count(*)::int as total, (count(*) filter (where product_id is null))::int as unlinked from offers`,
    )
  )[0]!;
const before = await count();
if (before.unlinked < UNLINKED) {
  const missing = UNLINKED - before.unlinked;
  const started = performance.now();
  await handle.db.execute(sql`
    insert into merchants (name, slug, website_url)
    values ('Bench Curatela', 'bench-curatela', 'https://bench-curatela.example')
    on conflict (slug) do nothing`);
  await handle.db.execute(sql`
    insert into offers (product_id, merchant_id, source, external_id, name, price, currency,
                        affiliate_url, ean, in_stock, is_approved, match_method)
    select null, (select id from merchants where slug = 'bench-curatela'), 'import',
           'bench-unlinked-' || n,
           p.name || (array[' - Nero', ' 128 GB', ' ricondizionato', ' (confezione aperta)', ' Bianco'])[1 + n % 5],
           round((20 + (n * 37) % 1500)::numeric + (n % 100) / 100.0, 2), 'EUR',
           'https://bench-curatela.example/p/' || n,
           case when n % 10 = 0 then p.ean end, true, false, 'unmatched'
    from generate_series(1, ${missing}) as n
    join (select name, ean, row_number() over (order by id) - 1 as k from products) p
      on p.k = (n * 7919) % (select count(*) from products)`);
  await handle.db.execute(sql`analyze offers`);
  console.log(
    `Added ${missing.toLocaleString('it-IT')} unlinked offers in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
}
const after = await count();
console.log(
  `Offers: ${after.total.toLocaleString('it-IT')}, unlinked ${after.unlinked.toLocaleString('it-IT')}. Runs: ${RUNS}.\n`,
);

// Products across the catalogue, half of them with an EAN (the large seed gives none; bench:import
// gives half of them one).
const sample = await queryRows<{ id: string }>(
  sql`select id from products order by hashtext(id::text) limit 50`,
);
const admin = { id: 'bench-admin', isAdmin: true };
let found = 0;
const timing = await measure('candidates of a product', RUNS, async (run) => {
  found += (await findCandidates(admin, sample[run % sample.length]!.id)).length;
});
const met = timing.p95 < TARGET_MS;
console.log(`${'scenario'.padEnd(32)}${'p50'.padStart(11)}${'p95'.padStart(11)}   target`);
console.log(
  `${timing.name.padEnd(32)}${ms(timing.p50)}${ms(timing.p95)}   < ${TARGET_MS} ms ${met ? 'met' : 'NOT met'}`,
);
console.log(`(${(found / RUNS).toFixed(1)} candidates a product on average, at most 50)`);
await disconnectDatabase();
