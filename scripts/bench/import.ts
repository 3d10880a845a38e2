// `npm run bench:import`: a generated Awin-format feed (gzip, 100,000 rows by default: BENCH_ROWS)
// imported twice into the large data set (DATABASE_URL, see `npm run db:seed:large`): the first run
// creates the offers, the second finds them all again. Each run is queued here and done by the
// production server (`npm run serve`'s command and flags, started for the run and stopped after it),
// so the memory printed is the app process's own peak (VmHWM), start-up included.
// Without DATABASE_URL it runs on an embedded PGlite folder with the demo catalogue instead.
// Run `npm run build` first.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { connectDatabase, type DatabaseHandle, disconnectDatabase, queryRows } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { startJobs, stopJobs } from '#app/lib/jobs.server.ts';
import { migrateDatabase } from '#app/lib/migrate.server.ts';
import { AWIN_MAPPING } from '#app/modules/imports/import-format.ts';
import { createImportRun, importJob } from '#app/modules/imports/run-import.server.ts';
import { importRuns } from '#db/schema/index.ts';
import { spawnServer, stopServer } from '#tests/e2e/spawn-server.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const config = getConfig();
/** The server's data folder; on the embedded engine it holds the database the server opens. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'provato-bench-import-'));
const pgliteDir = path.join(dataDir, 'pglite');
const connect = () =>
  config.databaseUrl
    ? connectDatabase({ kind: 'postgres', url: config.databaseUrl, poolMax: 4 })
    : connectDatabase({ kind: 'pglite', dataDir: pgliteDir });
let handle: DatabaseHandle = await connect();
await migrateDatabase(handle);
if (!config.databaseUrl) {
  const { seedDemoData } = await import('#scripts/seed/seed-demo.ts');
  await seedDemoData(handle, { uploadsDir: mkdtempSync(path.join(tmpdir(), 'provato-bench-uploads-')) });
}

// A first run that creates its offers: the previous bench run's are removed.
await handle.db.execute(sql`delete from offers where external_id like 'bench-feed-%'`);
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
const file = path.join(dataDir, 'feed.csv.gz');
writeFileSync(file, gzipSync(Papa.unparse([header, ...rows], { delimiter: ',', newline: '\n' })));

const admin = { id: 'bench-admin', isAdmin: true };
const mb = (kib: number) => `${Math.round(kib / 1024)} MB`;
/** A field of /proc/<pid>/status in KiB: VmRSS now, VmHWM the peak so far. */
const procKib = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

for (const label of ['First run', 'Re-run   ']) {
  // Queued while only this process holds the database (an embedded one has a single owner).
  await startJobs(handle, { jobs: [importJob as never], work: false });
  const runId = await createImportRun({
    actor: admin,
    input: {
      kind: 'feed',
      sourceName: 'feed.csv.gz',
      filePath: file,
      mapping: AWIN_MAPPING,
      completeFeed: true,
    },
  });
  const [queued] = await handle.db
    .select({ jobId: importRuns.jobId })
    .from(importRuns)
    .where(eq(importRuns.id, runId));
  await stopJobs();
  await disconnectDatabase();
  const done = (output: string) =>
    output.split('\n').some((line) => line.includes(queued!.jobId!) && line.includes('"job completed"'));

  const port = await freePort();
  const server = await spawnServer(
    { HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'info' },
    { port, readyUrl: `http://127.0.0.1:${port}/healthz` },
  );
  const pid = server.child.pid!;
  const idle = procKib(pid, 'VmRSS');
  const deadline = Date.now() + 10 * 60_000;
  while (!done(server.output()) && Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the server stopped:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const peak = procKib(pid, 'VmHWM');
  await stopServer(server);

  handle = await connect();
  const [run] = await handle.db.select().from(importRuns).where(eq(importRuns.id, runId));
  if (run!.status !== 'completed') throw new Error(`run ${run!.status}:\n${server.output()}`);
  const seconds = (run!.finishedAt!.getTime() - run!.startedAt!.getTime()) / 1000;
  console.log(
    `${label}: ${seconds.toFixed(1)} s (${Math.round(ROWS / seconds)} rows/s), server peak RSS ${mb(peak)} (ready ${mb(idle)}) — ` +
      `read ${run!.rowsRead}, created ${run!.offersCreated}, updated ${run!.offersUpdated}, ` +
      `linked ${run!.matched}, unlinked ${run!.unmatched}, errors ${run!.errorCount}, out of stock ${run!.markedOutOfStock}` +
      ` — target < 60 s and < 300 MB: ${seconds < 60 && peak < 300 * 1024 ? 'met' : 'NOT met'}`,
  );
}
await disconnectDatabase();
