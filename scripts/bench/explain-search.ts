// `npm run bench:explain-search -- "/catalog?q=samsung galaxy" …`: every statement the catalogue
// page's loader sends for each address, with PostgreSQL's `EXPLAIN (ANALYZE, BUFFERS)` of it, on
// the database of DATABASE_URL (the large data set). The page is loaded three times first (warm
// buffers, as under traffic), then once more with each statement explained as it is sent.
// Decision 037 quotes its figures.
import pg from 'pg';
import { connectDatabase, disconnectDatabase } from '#app/lib/db.server.ts';
import { parseCatalogQuery } from '#app/modules/catalog/catalog-query.ts';
import { loadCatalogPage } from '#app/modules/catalog/list-products.server.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('bench:explain-search needs DATABASE_URL pointing at the large data set.');
  process.exit(1);
}
const addresses = process.argv.slice(2);
if (addresses.length === 0) addresses.push('/catalog?q=samsung galaxy');

type Query = (config: string | { text: string; values?: unknown[] }, values?: unknown[]) => Promise<unknown>;
const send = pg.Pool.prototype.query as unknown as Query;
let explaining = false;
(pg.Pool.prototype as unknown as { query: Query }).query = async function explained(
  this: pg.Pool,
  config,
  values,
) {
  const text = typeof config === 'string' ? config : config.text;
  const params = typeof config === 'string' ? values : (config.values ?? values);
  if (explaining && /^\s*(select|with)\b/i.test(text)) {
    const plan = (await send.call(this, `explain (analyze, buffers) ${text}`, params)) as {
      rows: { 'QUERY PLAN': string }[];
    };
    console.log(`\n--- ${text.replace(/\s+/g, ' ').slice(0, 160)}…`);
    console.log(`    parameters: ${JSON.stringify(params ?? []).slice(0, 300)}`);
    for (const row of plan.rows) console.log(`    ${row['QUERY PLAN']}`);
  }
  return send.call(this, config, values);
};

await connectDatabase({ kind: 'postgres', url: databaseUrl, poolMax: 2 });
for (const address of addresses) {
  const query = parseCatalogQuery(new URL(address, 'http://localhost').searchParams);
  for (let run = 0; run < 3; run += 1) await loadCatalogPage(query);
  const started = performance.now();
  await loadCatalogPage(query);
  console.log(`\n===== ${address} (loader ${(performance.now() - started).toFixed(1)} ms, warm)`);
  explaining = true;
  await loadCatalogPage(query);
  explaining = false;
}
await disconnectDatabase();
