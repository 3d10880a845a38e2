// `npm run bench:http`: what people get. Starts the production build on the large data set
// (DATABASE_URL, see `npm run db:seed:large`) and loads whole pages over HTTP with autocannon, at 1
// and 16 connections, beside a raw `node:http` hello server started in the same run as the ceiling.
// Two passes: the server as deployed (anonymous public pages through the page cache) and the same
// server with PAGE_CACHE=off, which measures server rendering itself. Between the two ceilings,
// the 'data' rows: the catalogue's and the product page's service calls answered as JSON by a bare
// node:http server (scripts/bench/http-data.ts), what those pages would cost without rendering.
// Prints req/s, p50/p95/p99, req/s as a share of the ceiling, and the CPU each request cost the
// app's processes, PostgreSQL and the load generator (scripts/bench/cpu.ts), with the most req/s two
// cores could give at that cost ('cpu bound': 2,000 ms a second over the three).
//
//   BENCH_SECONDS (default 8) per scenario and connection count
//   BENCH_ONLY=landing,catalog… to run some scenarios
//   BENCH_PASSES=data,uncached,cached (default all three)
//   WEB_CONCURRENCY=2 to measure the app as that many processes (README)
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { stopServer } from '#tests/e2e/spawn-server.ts';
import { type CpuFigures, startCpuCount } from './cpu.ts';
import { freePort, signedInCookie, startBenchServer, startRawHello } from './harness.ts';
import { loadPaths } from './load.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('bench:http needs DATABASE_URL pointing at the large data set (npm run db:seed:large).');
  process.exit(1);
}
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ONLY = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const PASSES = (process.env.BENCH_PASSES ?? 'data,uncached,cached').split(',').map((name) => name.trim());
const CONNECTIONS = [1, 16];
const PASSWORD = 'Bench-password-2026!';

type Scenario = {
  name: string;
  /** Anonymous public pages: the ones the page cache may answer. */
  public: boolean;
  paths: string[];
  cookie?: 'user' | 'admin';
  /** Also measured on the data floor (scripts/bench/http-data.ts). */
  data?: boolean;
};

const sqlClient = new pg.Client({ connectionString: databaseUrl });
await sqlClient.connect();
const rows = async <T>(text: string, values: unknown[] = []) =>
  (await sqlClient.query(text, values)).rows as T[];

const [counts] = await rows<{ products: number; offers: number; reviews: number }>(
  `select (select count(*) from products where status = 'approved')::int as products,
          (select count(*) from offers)::int as offers, (select count(*) from reviews)::int as reviews`,
);
console.log(
  `Data: ${counts!.products} listed products, ${counts!.offers} offers, ${counts!.reviews} reviews. ` +
    `${SECONDS} s per run, app as ${process.env.WEB_CONCURRENCY ?? 1} process(es).`,
);
const productSlugs = (
  await rows<{ slug: string }>(
    `select slug from products where status = 'approved' order by hashtext(slug) limit 200`,
  )
).map((row) => row.slug);
const categorySlugs = (await rows<{ slug: string }>(`select slug from categories order by slug`)).map(
  (row) => row.slug,
);

// A rare word: the digits of a product's model number ("4815" of "Galaxy S4815"), found in a few
// names and descriptions; picked as the product slugs are, so every run asks for the same ones.
const rareWords = (
  await rows<{ word: string }>(
    `select substring(name from '[0-9]{4,}') as word from products
     where status = 'approved' and name ~ '[0-9]{4,}' order by hashtext(slug) limit 4`,
  )
).map((row) => row.word);
const shopSlugs = (await rows<{ slug: string }>(`select slug from merchants order by slug limit 3`)).map(
  (row) => row.slug,
);

/** A search page: `queries` are `q` values, optionally followed by further (encoded) parameters. */
const searchScenario = (name: string, queries: string[]): Scenario => ({
  name,
  public: true,
  data: true,
  paths: queries.map((query) => {
    const [q = '', ...rest] = query.split('&');
    return `/catalog?${[`q=${encodeURIComponent(q)}`, ...rest].join('&')}`;
  }),
});

const allScenarios: Scenario[] = [
  { name: 'landing /', public: true, paths: ['/'] },
  {
    name: 'catalogue /catalog',
    public: true,
    data: true,
    paths: Array.from({ length: 20 }, (_, index) =>
      index === 0 ? '/catalog' : `/catalog?page=${index + 1}`,
    ),
  },
  {
    name: 'catalogue filtered + sorted',
    public: true,
    paths: categorySlugs.slice(0, 12).map((slug) => `/catalog?category=${slug}&minRating=4&sort=bestPrice`),
  },
  {
    name: 'search with typos',
    public: true,
    paths: ['samsng galaxi', 'smarphone', 'lenovo pro', 'sony ultra', 'philps smart', 'dell edge 4815'].map(
      (q) => `/catalog?q=${encodeURIComponent(q)}`,
    ),
  },
  // Search pages (issue 31): each kind of query alone, so each has its own figures.
  searchScenario('search two common words', ['samsung galaxy']),
  searchScenario('search typos smarphone samsng', ['smarphone samsng']),
  searchScenario('search rare word', rareWords),
  searchScenario('search no results', ['bicicletta pieghevole', 'zzqxv']),
  searchScenario(
    'search + category + rating',
    ['samsung', 'pro'].map((q) => `${q}&category=smartphone&minRating=4`),
  ),
  // Facets (decision 040): the range links, brands, a shop and availability, without a search (the
  // kept cells answer the counts) and with one (counted over the matches).
  {
    name: 'catalogue with facets',
    public: true,
    data: true,
    paths: [
      '/catalog?brand=Samsung&minPrice=250&maxPrice=500',
      ...categorySlugs
        .slice(0, 3)
        .map((slug) => `/catalog?category=${slug}&brand=Apple&brand=Samsung&available=1`),
      ...shopSlugs.map((slug) => `/catalog?shop=${slug}&minRating=4&maxPrice=100`),
    ],
  },
  searchScenario('search + facets', [
    'samsung&brand=Samsung&minPrice=100&maxPrice=250&available=1',
    ...shopSlugs.map((slug) => `galaxy&shop=${slug}&minRating=3`),
  ]),
  { name: 'deep page bestPrice p.50', public: true, data: true, paths: ['/catalog?sort=bestPrice&page=50'] },
  { name: 'product page', public: true, data: true, paths: productSlugs.map((slug) => `/product/${slug}`) },
  { name: 'categories', public: true, paths: ['/categories'] },
  {
    name: 'api /api/products',
    public: true,
    paths: Array.from({ length: 10 }, (_, index) => `/api/products?limit=20&offset=${index * 20}`),
  },
  { name: 'dashboard (signed in)', public: false, paths: ['/dashboard'], cookie: 'user' },
  {
    name: 'admin moderation, free text',
    public: false,
    paths: ['galaxy', 'Utente 1234', 'autonomia', 'lenovo pro'].map(
      (q) => `/admin/reviews?q=${encodeURIComponent(q)}&status=pubblicata`,
    ),
    cookie: 'admin',
  },
];
const scenarios = allScenarios.filter(
  (scenario) => !ONLY || ONLY.some((name) => scenario.name.includes(name)),
);

type Row = {
  name: string;
  connections: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** CPU ms per request, when the serving process is known. */
  cpu?: Omit<CpuFigures, 'machine'>;
};

const load = async (
  url: string,
  paths: string[],
  connections: number,
  headers: Record<string, string> = {},
  servingPid?: number,
) => {
  const cpuSpent = servingPid ? startCpuCount(servingPid) : undefined;
  const figures = await loadPaths(url, paths, { connections, seconds: SECONDS, headers });
  if (!cpuSpent) return figures;
  const spent = cpuSpent();
  const requests = Math.max(1, figures.rps * SECONDS);
  return {
    ...figures,
    cpu: { app: spent.app / requests, postgres: spent.postgres / requests, load: spent.load / requests },
  };
};

/** The ceiling: a raw node:http hello in its own process, like the app. */
async function rawCeiling(): Promise<Row[]> {
  const raw = await startRawHello();
  const result: Row[] = [];
  for (const connections of CONNECTIONS)
    result.push({
      name: 'raw node:http hello',
      connections,
      ...(await load(raw.url, ['/'], connections)),
    });
  raw.stop();
  return result;
}

/** The data floor: the same service calls as the loaders, as JSON from a bare node:http server. */
async function dataFloor(): Promise<void> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'http-data.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => child.stdout!.once('data', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    for (const scenario of scenarios.filter((candidate) => candidate.data)) {
      for (const requestPath of scenario.paths.slice(0, 20)) await fetch(baseUrl + requestPath);
      for (const connections of CONNECTIONS)
        printRow('data', {
          name: scenario.name,
          connections,
          ...(await load(baseUrl, scenario.paths, connections, {}, child.pid)),
        });
    }
  } finally {
    child.kill('SIGTERM');
  }
}

/** A bench account of `role`, signed up (once) and in through the /auth form as a person would. */
const signedIn = (baseUrl: string, role: 'user' | 'admin') =>
  signedInCookie(baseUrl, sqlClient, {
    email: `bench-${role}@provato.test`,
    password: PASSWORD,
    lastName: role === 'admin' ? 'Admin' : 'Utente',
    role,
  });

async function runPass(pass: 'cached' | 'uncached'): Promise<Row[]> {
  const { server, baseUrl } = await startBenchServer(databaseUrl!, {
    PAGE_CACHE: pass === 'cached' ? 'on' : 'off',
  });
  const result: Row[] = [];
  try {
    const cookies = {
      user: await signedIn(baseUrl, 'user'),
      admin: await signedIn(baseUrl, 'admin'),
    };
    for (const scenario of scenarios) {
      if (pass === 'cached' && !scenario.public) continue;
      const headers: Record<string, string> = scenario.cookie ? { cookie: cookies[scenario.cookie] } : {};
      // Through the cache, visits concentrate on popular pages: the 20 first of each scenario.
      const paths = pass === 'cached' ? scenario.paths.slice(0, 20) : scenario.paths;
      // Warm-up: the first requests compile templates and fill PostgreSQL's buffers.
      for (const requestPath of paths.slice(0, 20)) await fetch(baseUrl + requestPath, { headers });
      for (const connections of CONNECTIONS) {
        const row = await load(baseUrl, paths, connections, headers, server.child.pid);
        result.push({ name: scenario.name, connections, ...row });
        printRow(pass, { name: scenario.name, connections, ...row });
      }
    }
  } finally {
    await stopServer(server);
  }
  return result;
}

let ceiling = 0;
const fmt = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
function printRow(pass: string, row: Row) {
  const share = ceiling ? `${((row.rps / ceiling) * 100).toFixed(2)} %` : '';
  console.log(
    `${pass.padEnd(9)}${row.name.padEnd(31)}${String(row.connections).padStart(4)}${fmt(row.rps, 0).padStart(9)}` +
      `${fmt(row.p50).padStart(9)}${fmt(row.p95).padStart(9)}${fmt(row.p99).padStart(9)}${share.padStart(10)}` +
      (row.cpu
        ? `${fmt(row.cpu.app, 2).padStart(8)}${fmt(row.cpu.postgres, 2).padStart(8)}${fmt(row.cpu.load, 2).padStart(8)}` +
          fmt(2000 / (row.cpu.app + row.cpu.postgres + row.cpu.load), 0).padStart(8)
        : '') +
      `${row.errors ? `  (${row.errors} errors)` : ''}`,
  );
}

console.log(
  `\n${'pass'.padEnd(9)}${'page'.padEnd(31)}${'conn'.padStart(4)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}` +
    `${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'ceiling'.padStart(10)}` +
    `${'app'.padStart(8)}${'pg'.padStart(8)}${'load'.padStart(8)}${'bound'.padStart(8)}`,
);
for (const row of await rawCeiling()) {
  printRow('raw', row);
  if (row.connections === 16) ceiling = row.rps;
}
try {
  if (PASSES.includes('data')) await dataFloor();
  for (const pass of ['uncached', 'cached'] as const) if (PASSES.includes(pass)) await runPass(pass);
} finally {
  await sqlClient.end();
}
console.log('\nceiling: req/s as a share of the raw node:http hello at 16 connections, same run.');
console.log("data: the page's service calls as JSON from a bare node:http server, no rendering stack.");
console.log(
  'app / pg / load: CPU ms per request of the app (or data) processes, PostgreSQL and the load generator;',
);
console.log('bound: the req/s two cores could give at that cost (2,000 ms of CPU a second over the three).');
