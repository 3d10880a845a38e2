// `npm run bench:import-limits`: the probe of issue 30 §1. A feed whose 11th row opens a quote that
// never closes, followed by BENCH_MB megabytes (40 by default) of ordinary-looking rows, plain and
// gzip.
// 1. The read alone, in this process: papaparse's Node stream as the imports used it until issue 30
//    (skipped with BENCH_OLD=0: it is the slow one) and today's reader (`readImportRecords`, on
//    csv-parse), on that file and on an ordinary feed of the same size: time and RSS growth.
// 2. The whole run, done by the production server (`npm run serve`'s command and flags, from the
//    build): the run's time, its end, and the server's RSS growth (sampled every 20 ms, from its RSS
//    once ready) and peak (VmHWM, start-up included).
// DATABASE_URL as in `npm run bench:import` (a PostgreSQL database of its own), else an embedded
// PGlite folder. Run `npm run build` first.
import { createReadStream, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { connectDatabase, type DatabaseHandle, disconnectDatabase } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { startJobs, stopJobs } from '#app/lib/jobs.server.ts';
import { migrateDatabase } from '#app/lib/migrate.server.ts';
import { type ImportMapping, proposeMapping } from '#app/modules/imports/import-format.ts';
import { readImportRecords } from '#app/modules/imports/read-import-file.server.ts';
import { createImportRun, importJob } from '#app/modules/imports/run-import.server.ts';
import { importRuns } from '#db/schema/index.ts';
import { spawnServer, stopServer } from '#tests/e2e/spawn-server.ts';

const MEGABYTES = Number(process.env.BENCH_MB ?? 40);
const OLD = process.env.BENCH_OLD !== '0';
const config = getConfig();
const dataDir = mkdtempSync(path.join(tmpdir(), 'provato-bench-import-limits-'));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const HEADER = 'codice;nome;prezzo;link';
const ROW = 'Q99;Riga inghiottita dalla virgoletta;10,00;https://shop.example/x\n';
const head = [
  HEADER,
  ...Array.from(
    { length: 10 },
    (_, index) => `Q${index + 1};Prodotto ${index + 1};10,00;https://shop.example/${index}`,
  ),
  'Q11;"Nome senza fine;10,00;https://shop.example/q11',
].join('\n');
const unclosed = Buffer.concat([Buffer.from(`${head}\n`), Buffer.alloc(MEGABYTES * 1024 * 1024, ROW)]);
const files = {
  unclosed: path.join(dataDir, 'virgoletta.csv'),
  unclosedGzip: path.join(dataDir, 'virgoletta.csv.gz'),
  ordinary: path.join(dataDir, 'ordinario.csv'),
};
writeFileSync(files.unclosed, unclosed);
writeFileSync(files.unclosedGzip, gzipSync(unclosed));
writeFileSync(
  files.ordinary,
  Buffer.concat([Buffer.from(`${HEADER}\n`), Buffer.alloc(MEGABYTES * 1024 * 1024, ROW)]),
);
console.log(
  `Files: ${mb(unclosed.length)} with an unclosed quote at row 12 (gzip: ${mb(readFileSync(files.unclosedGzip).length)}), ` +
    `and an ordinary feed of ${mb(readFileSync(files.ordinary).length)}.`,
);

/** Runs `read`, sampling this process's RSS every 20 ms: the time, the rows, the RSS growth. */
async function measure(label: string, read: () => Promise<{ rows: number; end: string }>) {
  globalThis.gc?.();
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
  const start = performance.now();
  const { rows, end } = await read();
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  console.log(`  ${label}: ${seconds.toFixed(2)} s, ${rows} rows, ${end}; RSS +${mb(peak - before)}`);
}

/** The read as it was until issue 30: papaparse's Node stream fed the file's Buffers. */
async function readWithPapaparse(file: string) {
  const source = createReadStream(file);
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, {
    header: true,
    delimiter: ';',
    skipEmptyLines: 'greedy',
  });
  source.pipe(parser);
  let rows = 0;
  let longest = 0;
  for await (const record of parser as AsyncIterable<Record<string, string>>) {
    rows += 1;
    longest = Math.max(longest, record.nome?.length ?? 0);
  }
  return { rows, end: `ended, longest name ${longest} characters` };
}

async function readWithLimits(file: string) {
  let rows = 0;
  try {
    for await (const _record of readImportRecords(file)) rows += 1;
    return { rows, end: 'ended' };
  } catch (error) {
    return { rows, end: `refused: «${(error as Error).message}»` };
  }
}

console.log('1. The read alone, in this process:');
for (const [name, file] of [
  ['unclosed quote', files.unclosed],
  ['ordinary feed ', files.ordinary],
] as const) {
  if (OLD) await measure(`${name}, papaparse stream (before)`, () => readWithPapaparse(file));
  await measure(`${name}, csv-parse (now)          `, () => readWithLimits(file));
}

console.log('2. The run, done by the production server:');
const pgliteDir = path.join(dataDir, 'pglite');
const connect = (): Promise<DatabaseHandle> =>
  config.databaseUrl
    ? connectDatabase({ kind: 'postgres', url: config.databaseUrl, poolMax: 4 })
    : connectDatabase({ kind: 'pglite', dataDir: pgliteDir });
let handle = await connect();
await migrateDatabase(handle);
const mapping: ImportMapping = proposeMapping(HEADER.split(';'));
const admin = { id: 'bench-admin', isAdmin: true };
/** A field of /proc/<pid>/status, in bytes: VmRSS now, VmHWM the peak so far. */
const proc = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

for (const [label, file] of [
  ['plain', files.unclosed],
  ['gzip ', files.unclosedGzip],
] as const) {
  await startJobs(handle, { jobs: [importJob as never], work: false });
  const runId = await createImportRun({
    actor: admin,
    input: {
      kind: 'feed',
      sourceName: path.basename(file),
      filePath: file,
      mapping,
      merchantName: 'Bench Virgoletta',
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
  const ready = proc(pid, 'VmRSS');
  let peak = ready;
  const deadline = Date.now() + 10 * 60_000;
  while (!done(server.output()) && Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the server stopped:\n${server.output()}`);
    peak = Math.max(peak, proc(pid, 'VmRSS'));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  peak = Math.max(peak, proc(pid, 'VmRSS'));
  const hwm = proc(pid, 'VmHWM');
  await stopServer(server);

  handle = await connect();
  const [run] = await handle.db.select().from(importRuns).where(eq(importRuns.id, runId));
  const seconds = (run!.finishedAt!.getTime() - run!.startedAt!.getTime()) / 1000;
  console.log(
    `  ${label}: ${seconds.toFixed(2)} s, status ${run!.status}, rows kept ${run!.rowsRead}; ` +
      `server RSS +${mb(peak - ready)} during the run (ready ${mb(ready)}, peak ${mb(hwm)}) — ` +
      `target +64 MB: ${peak - ready <= 64 * 1024 * 1024 ? 'met' : 'NOT met'}\n    «${run!.errorMessage}»`,
  );
}
await disconnectDatabase();
