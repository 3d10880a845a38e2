// `npm run bench:catalog`: catalogue, filtered sort, search and product page timings on the large
// data set (DATABASE_URL, see `npm run db:seed:large`), next to a baseline that loads the same
// pages the way the spec's product did (per-product follow-up queries). Prints p50/p95 and ratios.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { connectDatabase, db, disconnectDatabase, queryRows } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { migrateDatabase } from '#app/lib/migrate.server.ts';
import { DEFAULT_CATALOG_QUERY } from '#app/modules/catalog/catalog-query.ts';
import { getProductBySlug } from '#app/modules/catalog/get-product.server.ts';
import { listCatalogProducts } from '#app/modules/catalog/list-products.server.ts';
import { listProductReviews } from '#app/modules/reviews/list-product-reviews.server.ts';
import { categories, offers, priceHistory, productImages, products, reviews } from '#db/schema/index.ts';
import { measure, ms, type Timing } from './stats.ts';

const config = getConfig();
if (!config.databaseUrl) {
  console.error('bench:catalog needs DATABASE_URL pointing at the large data set (npm run db:seed:large).');
  process.exit(1);
}
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const BASELINE_RUNS = Number(process.env.BENCH_BASELINE_RUNS ?? 20);
const handle = await connectDatabase({ kind: 'postgres', url: config.databaseUrl, poolMax: 4 });
await migrateDatabase(handle);

const [{ value: listed } = { value: 0 }] = await db
  .select({ value: count() })
  .from(products)
  .where(eq(products.status, 'approved'));
const [{ value: reviewTotal } = { value: 0 }] = await db.select({ value: count() }).from(reviews);
const [{ value: offerTotal } = { value: 0 }] = await db.select({ value: count() }).from(offers);
console.log(
  `Data: ${listed} listed products, ${offerTotal} offers, ${reviewTotal} reviews. Runs: ${RUNS} (baseline ${BASELINE_RUNS}).\n`,
);

// Four months of prices per offer (the product page draws them and checks the 30-day rule): added
// once if the large set has fewer than three rows an offer, as the demo seed draws them.
const [{ value: historyTotal } = { value: 0 }] = await db.select({ value: count() }).from(priceHistory);
if (historyTotal < offerTotal * 3) {
  const started = performance.now();
  await handle.db.execute(sql`
    insert into price_history (offer_id, price, currency, recorded_at)
    select o.id, round(o.price * f.factor, 2), o.currency, now() - make_interval(days => f.days)
    from offers o
    cross join lateral (values
      (118, 1.02 + (hashtext(o.id::text || '1') & 7) / 100.0),
      (74, 1.05 - (hashtext(o.id::text || '2') & 7) / 100.0),
      (33, 0.97 + (hashtext(o.id::text || '3') & 7) / 100.0),
      (2 + (hashtext(o.id::text) & 15), 1.0)
    ) as f(days, factor)
    where o.price is not null`);
  await handle.db.execute(sql`analyze price_history`);
  console.log(`(price history added in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

const categorySlugs = (await db.select({ slug: categories.slug }).from(categories)).map((c) => c.slug);
const slugs = (
  await queryRows<{ slug: string }>(
    sql`select slug from products where status = 'approved' order by random() limit 500`,
  )
).map((row) => row.slug);
const searches = [
  'samsng galaxy',
  'smarphone',
  'lenovo pro',
  'sony ultra',
  'philps smart',
  'dell edge 4815',
  'asus',
];
// Swapped letters, the commonest typo, which trigram similarity misses in short words.
const transposed = ['smasung galaxy', 'lenvoo pro', 'snoy ultra', 'philisp smart', 'xioami', 'garmni'];
const pick = <T>(list: T[], run: number) => list[(run * 7919) % list.length]!;

// Ours: the services the pages call.
const catalogPage = (run: number) => listCatalogProducts({ ...DEFAULT_CATALOG_QUERY, page: 1 + (run % 50) });
const filteredSort = (run: number) =>
  listCatalogProducts({
    ...DEFAULT_CATALOG_QUERY,
    category: pick(categorySlugs, run),
    minRating: 4,
    sort: 'bestPrice',
    page: 1 + (run % 10),
  });
const search = (queries: string[]) => (run: number) =>
  listCatalogProducts({ ...DEFAULT_CATALOG_QUERY, q: pick(queries, run), sort: 'relevance' });
const productPage = async (run: number) => {
  const product = await getProductBySlug(pick(slugs, run));
  if (!product) throw new Error('missing product');
  await listProductReviews({ productId: product.id, sort: 'recent', page: 1 });
};

// Baseline: the spec's product (user-side §7): a page of products, then per product, one after
// another, an image offer, the offers for sale, the approved ratings, their count, the images.
async function enrich(productId: string) {
  await db.select({ imageUrl: offers.imageUrl }).from(offers).where(eq(offers.productId, productId)).limit(1);
  await db
    .select()
    .from(offers)
    .where(and(eq(offers.productId, productId), eq(offers.isForSale, true)));
  await db
    .select({ rating: reviews.rating })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'pubblicata')));
  await db
    .select({ value: count() })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'pubblicata')));
  await db
    .select({ imageUrl: productImages.imageUrl })
    .from(productImages)
    .where(eq(productImages.productId, productId));
}
async function baselineList(where = eq(products.status, 'approved'), limit = 20, offset = 0) {
  const page = await db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(desc(products.createdAt))
    .limit(limit)
    .offset(offset);
  await db.select({ value: count() }).from(products).where(where);
  for (const product of page) await enrich(product.id);
}
const baselineCatalog = (run: number) => baselineList(undefined, 20, (run % 50) * 20);
const baselineFiltered = (run: number) =>
  baselineList(
    and(
      eq(products.status, 'approved'),
      sql`${products.categoryId} = (select id from categories where slug = ${pick(categorySlugs, run)})`,
    ),
    20,
    (run % 10) * 20,
  );
const baselineSearch = (queries: string[]) => async (run: number) => {
  // Search mode loads up to 1000 name matches, then enriches each one in turn.
  const word = pick(queries, run).split(' ')[0]!;
  const matches = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.status, 'approved'), sql`${products.name} ilike ${`%${word}%`}`))
    .orderBy(asc(products.name))
    .limit(1000);
  for (const product of matches) await enrich(product.id);
};
const baselineProduct = async (run: number) => {
  const [product] = await db
    .select()
    .from(products)
    .where(eq(products.slug, pick(slugs, run)));
  await db
    .select()
    .from(offers)
    .where(and(eq(offers.productId, product!.id), eq(offers.isForSale, true), eq(offers.inStock, true)))
    .orderBy(asc(offers.price));
  await db
    .select({ rating: reviews.rating })
    .from(reviews)
    .where(and(eq(reviews.productId, product!.id), eq(reviews.status, 'pubblicata')));
  await db
    .select({ value: count() })
    .from(reviews)
    .where(and(eq(reviews.productId, product!.id), eq(reviews.status, 'pubblicata')));
  await db.select().from(productImages).where(eq(productImages.productId, product!.id));
  await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, product!.id), eq(reviews.status, 'pubblicata')))
    .orderBy(desc(reviews.createdAt));
};

const scenarios: [string, (run: number) => Promise<unknown>, (run: number) => Promise<unknown>][] = [
  ['catalogue page (20, most reviewed)', catalogPage, baselineCatalog],
  ['filtered sort (category, 4+, best price)', filteredSort, baselineFiltered],
  ['search (typos, relevance)', search(searches), baselineSearch(searches)],
  ['search (swapped letters, relevance)', search(transposed), baselineSearch(transposed)],
  ['product page (offers, price history, reviews)', productPage, baselineProduct],
];

// Warm-up: caches and plans, not measured.
for (const [, ours, base] of scenarios) {
  for (let run = 0; run < 5; run += 1) await ours(run);
  await base(0);
}

const rows: { name: string; ours: Timing; baseline: Timing }[] = [];
for (const [name, ours, base] of scenarios) {
  rows.push({
    name,
    ours: await measure(name, RUNS, ours),
    baseline: await measure(name, BASELINE_RUNS, base),
  });
}

console.log(
  `${'scenario'.padEnd(44)}${'p50'.padStart(11)}${'p95'.padStart(11)}${'baseline p50'.padStart(15)}${'baseline p95'.padStart(15)}${'p95 ratio'.padStart(11)}`,
);
for (const row of rows) {
  console.log(
    `${row.name.padEnd(44)}${ms(row.ours.p50)}${ms(row.ours.p95)}${ms(row.baseline.p50).padStart(15)}${ms(row.baseline.p95).padStart(15)}${`${(row.baseline.p95 / row.ours.p95).toFixed(1)}×`.padStart(11)}`,
  );
}
const worst = Math.max(...rows.map((row) => row.ours.p95));
console.log(
  `\nTarget (DESIGN.md §5): p95 < 50 ms. Worst p95: ${worst.toFixed(1)} ms — ${worst < 50 ? 'met' : 'NOT met'}.`,
);
await disconnectDatabase();
