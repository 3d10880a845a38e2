// `npm run bench:suggest`: suggestions as you type over HTTP (decision 038). Starts the production
// build on the large data set (DATABASE_URL, see `npm run db:seed:large`) and loads
// GET /api/search/suggest with autocannon at 1 and 16 connections, beside a raw `node:http` hello
// started in the same run as the ceiling: once with PAGE_CACHE=off (every answer computed), once
// with it on (a repeated query is answered from the process's memory for a minute).
// The queries are what people type: beginnings of the names' words (two letters, a few, a whole
// word and the next one begun), typos, stop words, and words that match nothing, drawn from the
// data itself. First the service alone, in this process (p50/p95 of `computeSuggestions()`, what
// the database and the matching cost), then over HTTP: req/s, p50/p95/p99 and req/s as a share of the ceiling.
//
//   BENCH_SECONDS (default 8) per scenario and connection count
//   BENCH_ONLY=typos,… to run some scenarios
//   BENCH_HTTP=off for the in-process figures alone
import pg from 'pg';
import { connectDatabase, disconnectDatabase } from '#app/lib/db.server.ts';
import { computeSuggestions } from '#app/modules/catalog/suggest.server.ts';
import { stopServer } from '#tests/e2e/spawn-server.ts';
import { startBenchServer, startRawHello } from './harness.ts';
import { type LoadFigures, loadPaths } from './load.ts';
import { measure } from './stats.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('bench:suggest needs DATABASE_URL pointing at the large data set (npm run db:seed:large).');
  process.exit(1);
}
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ONLY = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const CONNECTIONS = [1, 16];
const HTTP = process.env.BENCH_HTTP !== 'off';

const sqlClient = new pg.Client({ connectionString: databaseUrl });
await sqlClient.connect();
const names = (
  await sqlClient.query<{ name: string }>(
    `select name from products where status = 'approved' order by hashtext(slug) limit 300`,
  )
).rows.map((row) => row.name.toLowerCase());
const [counts] = (
  await sqlClient.query<{ products: number; words: number }>(
    `select (select count(*) from products where status = 'approved')::int as products,
            (select count(*) from search_words)::int as words`,
  )
).rows;
await sqlClient.end();

/** Deterministic picks: the same queries on every run. */
let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const words = (name: string) => name.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 2);

/** What people type on the way to a product: 2 letters, 3–6, a word and the next one begun. */
const prefixes = [
  ...new Set(
    names.flatMap((name) => {
      const [first, second] = words(name);
      if (!first) return [];
      const typed = [first.slice(0, 2), first.slice(0, 3 + Math.floor(random() * 4))];
      if (second) typed.push(`${first} ${second.slice(0, 1 + Math.floor(random() * second.length))}`);
      return typed;
    }),
  ),
];
/** One edit in a word of five letters or more: a letter dropped, doubled or two swapped. */
const typos = [
  ...new Set(
    names.flatMap((name) => {
      const word = words(name).find((candidate) => candidate.length >= 5 && !/\d/.test(candidate));
      if (!word) return [];
      const at = 1 + Math.floor(random() * (word.length - 2));
      const edits = [
        word.slice(0, at) + word.slice(at + 1),
        word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2),
        word.slice(0, at) + word[at] + word.slice(at),
      ];
      return [edits[Math.floor(random() * edits.length)]!];
    }),
  ),
];
const stopWords = ['cuffie per la', 'il samsung', 'dell', 'tv da 55', 'le', 'della'];
const nothing = ['zzqqx', 'qwxzv', 'xkcdj', 'vvbbnn', 'jjqqkk', 'asdfghjklzx'];

type Scenario = { name: string; queries: string[] };
const allScenarios: Scenario[] = [
  { name: 'mixed typing', queries: [...prefixes, ...typos.slice(0, 40), ...stopWords, ...nothing] },
  { name: 'beginnings of names', queries: prefixes },
  { name: 'typos', queries: typos },
  { name: 'stop words', queries: stopWords },
  { name: 'no match', queries: nothing },
];
if (process.env.BENCH_PRINT_QUERIES) {
  console.log(JSON.stringify(allScenarios[0]!.queries));
  process.exit(0);
}
const scenarios = allScenarios.filter(
  (scenario) => !ONLY || ONLY.some((name) => scenario.name.includes(name)),
);
const pathOf = (q: string) => `/api/search/suggest?q=${encodeURIComponent(q)}`;

type Row = LoadFigures;
const load = (url: string, paths: string[], connections: number) =>
  loadPaths(url, paths, { connections, seconds: SECONDS });

let ceiling = 0;
const fmt = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
function printRow(name: string, connections: number, row: Row) {
  const share = ceiling ? `${((row.rps / ceiling) * 100).toFixed(2)} %` : '';
  console.log(
    `${name.padEnd(26)}${String(connections).padStart(5)}${fmt(row.rps, 0).padStart(9)}` +
      `${fmt(row.p50).padStart(9)}${fmt(row.p95).padStart(9)}${fmt(row.p99).padStart(9)}${share.padStart(10)}` +
      `${row.errors ? `  (${row.errors} errors)` : ''}`,
  );
}

console.log(
  `Data: ${counts!.products} listed products, ${counts!.words} vocabulary words. ${SECONDS} s per run; ` +
    `${prefixes.length} beginnings, ${typos.length} typos, ${stopWords.length} with stop words, ${nothing.length} matching nothing.`,
);
// The service alone: each query once to warm up, then every query in turn.
{
  await connectDatabase({ kind: 'postgres', url: databaseUrl, poolMax: 2 });
  const all = allScenarios[0]!.queries;
  for (const q of all) await computeSuggestions(q);
  console.log(
    `\n${'in process, computed'.padEnd(26)}${'runs'.padStart(7)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}`,
  );
  for (const scenario of scenarios) {
    const runs = Math.max(200, scenario.queries.length * 2);
    const timing = await measure(scenario.name, runs, (run) =>
      computeSuggestions(scenario.queries[run % scenario.queries.length]!),
    );
    console.log(
      `${scenario.name.padEnd(26)}${String(runs).padStart(7)}${fmt(timing.p50, 2).padStart(9)}${fmt(timing.p95, 2).padStart(9)}`,
    );
  }
  await disconnectDatabase();
}
if (!HTTP) process.exit(0);

console.log(
  `\n${'scenario'.padEnd(26)}${'conn'.padStart(5)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}` +
    `${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'ceiling'.padStart(10)}`,
);

// The ceiling: a raw node:http hello in its own process, like the app.
{
  const raw = await startRawHello();
  for (const connections of CONNECTIONS) {
    const row = await load(raw.url, ['/'], connections);
    if (connections === 16) ceiling = row.rps;
    printRow('raw node:http hello', connections, row);
  }
  raw.stop();
}

// Two passes: every answer computed afresh (PAGE_CACHE=off turns the server's answer cache off),
// then what visitors get, repeated queries answered from the process's memory for a minute.
for (const pass of ['computed', 'from memory'] as const) {
  const { server, baseUrl } = await startBenchServer(databaseUrl, {
    PAGE_CACHE: pass === 'computed' ? 'off' : 'on',
  });
  try {
    // Every query once: PostgreSQL's buffers and the process's directory of brands are warm.
    const empty: string[] = [];
    for (const q of new Set(allScenarios.flatMap((scenario) => scenario.queries))) {
      const response = await fetch(baseUrl + pathOf(q));
      const answer = (await response.json()) as { products?: unknown[]; brands?: unknown[] };
      if (!response.ok) throw new Error(`${q}: ${response.status} ${JSON.stringify(answer)}`);
      if (!answer.products?.length && !answer.brands?.length) empty.push(q);
    }
    if (pass === 'computed')
      console.log(
        `(${empty.length} queries suggest nothing: ${empty.slice(0, 12).join(', ')}${empty.length > 12 ? '…' : ''})`,
      );
    console.log(`-- ${pass}`);
    for (const scenario of scenarios) {
      const paths = scenario.queries.map(pathOf);
      for (const connections of CONNECTIONS)
        printRow(scenario.name, connections, await load(baseUrl, paths, connections));
    }
  } finally {
    await stopServer(server);
  }
}
console.log('\nceiling: req/s as a share of the raw node:http hello at 16 connections, same run.');
