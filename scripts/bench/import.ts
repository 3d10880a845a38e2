// `npm run bench:import`: a generated Awin-format feed (gzip, 100,000 rows by default: BENCH_ROWS)
// imported twice into the large data set (DATABASE_URL, see `npm run db:seed:large`): the first run
// creates the offers, the second finds them all again. Prints time, rows per second and the peak
// memory of this process, which does the job's whole work (read, parse, match, write).
// Without DATABASE_URL it runs on an in-memory PGlite with the demo catalogue instead.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { connectDatabase, disconnectDatabase, queryRows } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { migrateDatabase } from '#app/lib/migrate.server.ts';
import { AWIN_MAPPING } from '#app/modules/imports/import-format.ts';
import { prepareImportRun, runImport } from '#app/modules/imports/run-import.server.ts';
import { importRuns } from '#db/schema/index.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
/** `--run <file> <label>`: this process only imports, so its memory is the import's. */
const child = process.argv[2] === '--run' ? { file: process.argv[3]!, label: process.argv[4]! } : null;
const config = getConfig();
/** On the embedded engine the data sit in a folder the import process opens after this one. */
function pgliteDir(): string {
  process.env.BENCH_PGLITE_DIR ??= mkdtempSync(path.join(tmpdir(), 'provato-bench-pglite-'));
  return process.env.BENCH_PGLITE_DIR;
}
const handle = config.databaseUrl
  ? await connectDatabase({ kind: 'postgres', url: config.databaseUrl, poolMax: 4 })
  : await connectDatabase({ kind: 'pglite', dataDir: pgliteDir() });
if (!child) await migrateDatabase(handle);
if (child) {
  await importOnce(child.file, child.label);
  await disconnectDatabase();
  process.exit(0);
}
if (!config.databaseUrl) {
  const { seedDemoData } = await import('#scripts/seed/seed-demo.ts');
  await seedDemoData(handle, { uploadsDir: mkdtempSync(path.join(tmpdir(), 'provato-bench-uploads-')) });
}

// Half of the catalogue gets an EAN (the large set has none), so the feed exercises every rule.
await handle.db.execute(sql`
  update products set ean = lpad((2000000000000 + (hashtext(slug) & 2147483647))::text, 13, '0')
  where ean is null and (hashtext(slug) & 1) = 0`);
const catalogue = await queryRows<{ name: string; brand_name: string | null; ean: string | null }>(
  sql`select name, brand_name, ean from products order by slug limit ${ROWS}`,
);
console.log(
  `Engine: ${handle.kind}. Catalogue: ${(await queryRows<{ n: number }>(sql`select count(*)::int as n from products`))[0]!.n} products. Feed: ${ROWS} rows.`,
);

// 40% by EAN, 30% by a close name, 30% products the catalogue does not have.
const colours = ['Nero', 'Bianco', 'Blu', 'Argento', 'Verde'];
const header = Object.values(AWIN_MAPPING) as string[];
const rows = Array.from({ length: ROWS }, (_, index) => {
  const product = catalogue[index % catalogue.length]!;
  const kind = index % 10;
  const known = kind < 7;
  const name = known
    ? `${product.name} - ${colours[index % colours.length]}`
    : `Accessorio universale ${index} per ${product.brand_name ?? 'smartphone'}`;
  const values: Record<string, string> = {
    aw_product_id: `bench-feed-${index}`,
    product_name: name,
    search_price: (19 + ((index * 37) % 1500) + (index % 100) / 100).toFixed(2),
    aw_deep_link: `https://www.awin1.com/pclick.php?p=${900000 + index}&a=123456&m=${index % 2 ? 7001 : 7002}`,
    merchant_name: index % 2 ? 'Bench Feed Uno' : 'Bench Feed Due',
    currency: 'EUR',
    brand_name: product.brand_name ?? '',
    ean: kind < 4 && product.ean ? product.ean : '',
    mpn: '',
    merchant_image_url: `https://images.example/${index}.jpg`,
    description: `Descrizione del prodotto ${index}, spedizione in 24 ore.`,
    category_name: '',
    in_stock: index % 11 ? '1' : '0',
  };
  return header.map((column) => values[column] ?? '');
});
const file = path.join(mkdtempSync(path.join(tmpdir(), 'provato-bench-import-')), 'feed.csv.gz');
writeFileSync(file, gzipSync(Papa.unparse([header, ...rows], { delimiter: ',', newline: '\n' })));

async function importOnce(file: string, label: string) {
  const admin = { id: 'bench-admin', isAdmin: true };
  const runId = await prepareImportRun({
    actor: admin,
    input: { kind: 'feed', sourceName: 'feed.csv.gz', filePath: file, mapping: AWIN_MAPPING },
  });
  await handle.db.update(importRuns).set({ completeFeed: true }).where(eq(importRuns.id, runId));
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  await runImport({ data: { runId }, signal: new AbortController().signal, attempt: 0 });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const [run] = await handle.db.select().from(importRuns).where(eq(importRuns.id, runId));
  const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
  console.log(
    `${label}: ${seconds.toFixed(1)} s (${Math.round(ROWS / seconds)} rows/s), peak RSS ${mb(peak)} (before ${mb(baseline)}) — ` +
      `status ${run!.status}, read ${run!.rowsRead}, created ${run!.offersCreated}, updated ${run!.offersUpdated}, ` +
      `linked ${run!.matched}, unlinked ${run!.unmatched}, errors ${run!.errorCount}, out of stock ${run!.markedOutOfStock}` +
      ` — target < 60 s and < 300 MB: ${seconds < 60 && peak < 300 * 1024 * 1024 ? 'met' : 'NOT met'}`,
  );
}

await disconnectDatabase();
for (const label of ['First run', 'Re-run   ']) {
  const result = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--run', file, label], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: process.env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
