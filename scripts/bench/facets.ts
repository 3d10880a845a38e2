// `npm run bench:facets`: the catalogue page's data with its facet counts (decision 040) on the
// large data set (DATABASE_URL), read only: p50/p95 of the whole page's service call and of the
// facet statement alone, per state; `EXPLAIN=1` also prints EXPLAIN (ANALYZE, BUFFERS) of the
// facet statement for each state. It neither migrates nor writes.
import { sql } from 'drizzle-orm';
import { connectDatabase, db, disconnectDatabase, queryRows } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { countCatalogFacets, facetStatement } from '#app/modules/catalog/catalog-facets.server.ts';
import { NO_FILTERS } from '#app/modules/catalog/catalog-filters.server.ts';
import { type CatalogQuery, parseCatalogQuery } from '#app/modules/catalog/catalog-query.ts';
import { conditions, loadCatalogPage, resolveSearch } from '#app/modules/catalog/list-products.server.ts';
import { measure, ms } from './stats.ts';

const config = getConfig();
if (!config.databaseUrl) {
  console.error('bench:facets needs DATABASE_URL pointing at the large data set (npm run db:seed:large).');
  process.exit(1);
}
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const handle = await connectDatabase({ kind: 'postgres', url: config.databaseUrl, poolMax: 2 });

const [category] = await queryRows<{ slug: string }>(
  sql`select slug from categories order by product_count desc limit 1`,
);
const [brand] = await queryRows<{ brand: string }>(
  sql`select brand_name as brand from products where status = 'approved' and brand_name is not null
      group by 1 order by count(*) desc limit 1`,
);
const [shop] = await queryRows<{ slug: string }>(sql`select slug from merchants order by slug limit 1`);
const states: [string, string][] = [
  ['no query', ''],
  ['a category', `category=${category!.slug}`],
  ['a common search', 'q=samsung+galaxy'],
  ['a search with typos', 'q=smarphone+samsng'],
  [
    'brand + price + available',
    `brand=${encodeURIComponent(brand!.brand)}&minPrice=200&maxPrice=800&available=1`,
  ],
  ['search + shop + price', `q=samsung&shop=${shop!.slug}&minPrice=100`],
  ['a range + shop + rating', `minPrice=250&maxPrice=500&shop=${shop!.slug}&minRating=4`],
  ['a category + 2 brands + rating', `category=${category!.slug}&brand=Samsung&brand=Apple&minRating=4`],
];

async function facetsOnly(query: CatalogQuery) {
  const search = await resolveSearch(db, query.q);
  return countCatalogFacets(
    db,
    query,
    conditions({ ...query, ...NO_FILTERS }, search.words, search.nameWords),
    search.words.length > 0 || search.nameWords.length > 0,
  );
}

console.log(`Runs: ${RUNS} per state (PostgreSQL, no cache).\n`);
for (const [name, search] of states) {
  const query = parseCatalogQuery(new URLSearchParams(search));
  await loadCatalogPage(query); // warm
  const page = await measure(name, RUNS, () => loadCatalogPage(query));
  const facets = await measure(name, RUNS, () => facetsOnly(query));
  console.log(
    `${name.padEnd(32)} page p50 ${ms(page.p50)} p95 ${ms(page.p95)} · facets p50 ${ms(facets.p50)} p95 ${ms(facets.p95)}   /catalog?${search}`,
  );
  if (process.env.EXPLAIN) {
    const resolved = await resolveSearch(db, query.q);
    const statement = facetStatement(
      query,
      conditions({ ...query, ...NO_FILTERS }, resolved.words, resolved.nameWords),
      resolved.words.length > 0 || resolved.nameWords.length > 0,
    );
    const plan = await queryRows<{ 'QUERY PLAN': string }>(sql`explain (analyze, buffers) ${statement}`);
    console.log(plan.map((row) => `    ${row['QUERY PLAN']}`).join('\n'));
  }
}
await disconnectDatabase();
void handle;
