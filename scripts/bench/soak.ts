// `npm run bench:soak`: the production build on the large data set (DATABASE_URL, see
// `npm run db:seed:large`) under mixed traffic for SOAK_MINUTES (default 20): anonymous pages,
// signed-in pages, review submissions, 'Utile' votes and reward redemptions from a dozen soak
// accounts, with a catalogue import queued again and again behind them (decision 036).
//
// First a short ramp measures the capacity of that mix (closed loop, SOAK_RAMP_CONNECTIONS
// connections for SOAK_RAMP_SECONDS); the soak then sends half of it at a fixed rate (open loop:
// requests leave on schedule whatever the answers do, so a slow server shows as latency, not as
// fewer requests). Every minute it prints req/s, p50/p95/p99, RSS, heap, event-loop delay, pool
// use and open handles, scraped from the server's /metrics. It fails (exit 1) when a request
// fails, when memory or p95 keep growing (the last third of the minutes against the first, after
// the warm-up), or when the ledger invariant breaks.
//
//   SOAK_MINUTES (default 20)          SOAK_RATE=<req/s> skips the ramp
//   SOAK_RAMP_SECONDS (20)             SOAK_RAMP_CONNECTIONS (16)
//   SOAK_IMPORT_ROWS (5000, 0 = no import)
import { randomBytes, randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import pg from 'pg';
import { connectDatabase, disconnectDatabase } from '#app/lib/db.server.ts';
import { startJobs, stopJobs } from '#app/lib/jobs.server.ts';
import { configureLogger } from '#app/lib/logger.server.ts';
import { AWIN_MAPPING } from '#app/modules/imports/import-format.ts';
import { createImportRun, importJob } from '#app/modules/imports/run-import.server.ts';
import { applyPoints } from '#app/modules/points/ledger.server.ts';
import { importRuns } from '#db/schema/index.ts';
import { stopServer } from '#tests/e2e/spawn-server.ts';
import { signedInCookie, startBenchServer } from './harness.ts';
import { percentile } from './stats.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('bench:soak needs DATABASE_URL pointing at the large data set (npm run db:seed:large).');
  process.exit(1);
}
const MINUTES = Number(process.env.SOAK_MINUTES ?? 20);
const FIXED_RATE = process.env.SOAK_RATE ? Number(process.env.SOAK_RATE) : undefined;
const RAMP_SECONDS = Number(process.env.SOAK_RAMP_SECONDS ?? 20);
const RAMP_CONNECTIONS = Number(process.env.SOAK_RAMP_CONNECTIONS ?? 16);
const IMPORT_ROWS = Number(process.env.SOAK_IMPORT_ROWS ?? 5_000);
/** Minutes left out of the growth check: caches, JIT and PostgreSQL's buffers settle first. */
const WARMUP_MINUTES = Math.min(2, Math.floor(MINUTES / 3));
/** A request not answered in this time is a failure. */
const REQUEST_TIMEOUT_MS = 10_000;
/** Sockets to the server at most; beyond them requests wait in the client (and that wait counts). */
const MAX_SOCKETS = 64;
const ACCOUNTS = 12;
const PASSWORD = 'Soak-password-2026!';
const METRICS_EVERY_MS = 10_000;

/**
 * When the figures "keep growing" (decision 036): the median of the last third of the minutes
 * after the warm-up against the median of the first third. Both the share and the absolute
 * margin must be exceeded, so noise on a small figure does not fail a run.
 */
const GROWTH = {
  rss: { share: 0.1, mb: 40 },
  heap: { share: 0.15, mb: 25 },
  p95: { share: 0.5, ms: 10 },
};

configureLogger('warn');
const sqlClient = new pg.Client({ connectionString: databaseUrl, application_name: 'provato-soak' });
await sqlClient.connect();
const rows = async <T>(text: string, values: unknown[] = []) =>
  (await sqlClient.query(text, values)).rows as T[];

const [counts] = await rows<{ products: number; reviews: number }>(
  `select (select count(*) from products where status = 'approved')::int as products,
          (select count(*) from reviews)::int as reviews`,
);
console.log(
  `Data: ${counts!.products} listed products, ${counts!.reviews} reviews. Soak: ${MINUTES} min ` +
    `(warm-up ${WARMUP_MINUTES}), import feed ${IMPORT_ROWS} rows.`,
);
const productSlugs = (
  await rows<{ slug: string }>(
    `select slug from products where status = 'approved' order by hashtext(slug) limit 500`,
  )
).map((row) => row.slug);
const categorySlugs = (await rows<{ slug: string }>(`select slug from categories order by slug`)).map(
  (row) => row.slug,
);
/** Published reviews to vote on, with their product's page (the vote is that page's action). */
const votable = await rows<{ id: string; slug: string; user_id: string }>(
  `select r.id::text, p.slug, r.user_id from reviews r tablesample system (0.5)
   join products p on p.id = r.product_id
   where r.status = 'pubblicata' and p.status = 'approved' limit 3000`,
);
const reviewTargets = (
  await rows<{ id: string }>(
    `select id::text from products tablesample system (2) where status = 'approved' limit 5000`,
  )
).map((row) => row.id);
const [reward] = await rows<{ name: string; cost: number }>(
  `select name, cost_points as cost from rewards where active order by cost_points limit 1`,
);
if (!reward || votable.length === 0 || reviewTargets.length === 0)
  throw new Error('The data set has no active reward, published review or product to soak with.');

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

// ---------------------------------------------------------------------------------------------
// The server, the accounts, the import.

const metricsToken = randomBytes(24).toString('base64url');
// The production build (server/main.ts renders with it); the environment stays development's, as
// in bench:http, so no SMTP server is needed: mails are kept in the outbox.
const { server, baseUrl, dataDir } = await startBenchServer(databaseUrl, { METRICS_TOKEN: metricsToken });
const pid = server.child.pid!;
console.log(`Production server pid ${pid} on ${baseUrl}, ready in ${server.ms} ms.`);

const handle = await connectDatabase({ kind: 'postgres', url: databaseUrl, poolMax: 3 });
type Account = { id: string; cookie: string; reviewed: Set<string> };
const accounts: Account[] = [];
for (let index = 0; index < ACCOUNTS; index += 1) {
  const email = `soak-${index}@provato.test`;
  const cookie = await signedInCookie(baseUrl, sqlClient, { email, password: PASSWORD, lastName: 'Soak' });
  const [user] = await rows<{ id: string }>(`select id from users where email = $1`, [email]);
  const reviewed = await rows<{ product_id: string }>(
    `select product_id::text from reviews where user_id = $1`,
    [user!.id],
  );
  accounts.push({ id: user!.id, cookie, reviewed: new Set(reviewed.map((row) => row.product_id)) });
  // Points for every redemption the soak can make, through the ledger like any credit.
  await handle.db.transaction((tx) =>
    applyPoints(tx, {
      userId: user!.id,
      delta: reward.cost * 50_000,
      kind: 'admin_adjustment',
      idempotencyKey: `soak:${randomUUID()}`,
      reason: 'bench:soak',
    }),
  );
}
const accountIds = accounts.map((account) => account.id);
/** The per-person limit of 10 reviews an hour would stop the mix: cleared now and then. */
const clearReviewLimits = () =>
  sqlClient.query(`delete from rate_limit_windows where key = any($1)`, [
    accountIds.map((id) => `review:${id}`),
  ]);

const importer = IMPORT_ROWS > 0 ? await startImporter() : undefined;

/**
 * Queues a feed import of IMPORT_ROWS rows (names of listed products, so they match and update
 * their soak offers), waits for it, pauses, and queues it again until stopped. The server's job
 * runner does the work, beside the traffic.
 */
async function startImporter() {
  const catalogue = await rows<{ name: string; brand_name: string | null }>(
    `select name, brand_name from products where status = 'approved' order by slug limit $1`,
    [IMPORT_ROWS],
  );
  const header = Object.values(AWIN_MAPPING) as string[];
  const feed = gzipSync(
    Papa.unparse(
      [
        header,
        ...catalogue.map((product, index) => {
          const values: Record<string, string> = {
            aw_product_id: `soak-feed-${index}`,
            product_name: product.name,
            search_price: (19 + ((index * 37) % 1500) + (index % 100) / 100).toFixed(2),
            aw_deep_link: `https://www.awin1.com/pclick.php?p=${800000 + index}&a=123456&m=7101`,
            merchant_name: 'Soak Feed',
            currency: 'EUR',
            brand_name: product.brand_name ?? '',
            description: `Offerta di prova ${index}.`,
            in_stock: '1',
          };
          return header.map((column) => values[column] ?? '');
        }),
      ],
      { delimiter: ',', newline: '\n' },
    ),
  );
  await startJobs(handle, { jobs: [importJob as never], work: false });
  let stopped = false;
  let completed = 0;
  let failed = 0;
  const loop = (async () => {
    while (!stopped) {
      const file = path.join(dataDir, `soak-feed-${randomUUID()}.csv.gz`);
      writeFileSync(file, feed);
      const runId = await createImportRun({
        actor: { id: 'soak-admin', isAdmin: true },
        input: { kind: 'feed', sourceName: 'soak-feed.csv.gz', filePath: file, mapping: AWIN_MAPPING },
      });
      for (;;) {
        const [run] = await handle.db
          .select({ status: importRuns.status })
          .from(importRuns)
          .where(eq(importRuns.id, runId));
        if (run && run.status !== 'idle' && run.status !== 'processing') {
          if (run.status === 'completed') completed += 1;
          else failed += 1;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
      rmSync(file, { force: true });
      for (let wait = 0; wait < 20 && !stopped; wait += 1)
        await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  })();
  return {
    counts: () => ({ completed, failed }),
    async stop() {
      stopped = true;
      await loop;
      await stopJobs();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The traffic.

type Kind = 'anonymous page' | 'signed-in page' | 'review' | 'vote' | 'redemption';
type Call = {
  kind: Kind;
  method: 'GET' | 'POST';
  path: string;
  cookie?: string;
  body?: string;
  type?: string;
  ok: number[];
};

/** The mix, by weight: mostly reading, as a site is; every kind of write steadily. */
const MIX: [number, () => Call][] = [
  [
    55,
    () => {
      const roll = Math.random();
      const page =
        roll < 0.3
          ? `/product/${pick(productSlugs)}`
          : roll < 0.5
            ? `/catalog?page=${1 + Math.floor(Math.random() * 20)}`
            : roll < 0.6
              ? `/catalog?category=${pick(categorySlugs)}&sort=bestPrice`
              : roll < 0.7
                ? `/catalog?q=${encodeURIComponent(pick(['samsng galaxi', 'lenovo pro', 'sony ultra', 'cuffie']))}`
                : roll < 0.85
                  ? '/'
                  : roll < 0.95
                    ? `/api/products?limit=20&offset=${20 * Math.floor(Math.random() * 10)}`
                    : '/categories';
      return { kind: 'anonymous page', method: 'GET', path: page, ok: [200] };
    },
  ],
  [
    28,
    () => {
      const account = pick(accounts);
      const roll = Math.random();
      const page =
        roll < 0.35 ? '/dashboard' : roll < 0.75 ? `/product/${pick(productSlugs)}` : '/api/user/profile';
      return { kind: 'signed-in page', method: 'GET', path: page, cookie: account.cookie, ok: [200] };
    },
  ],
  [
    3,
    () => {
      const account = pick(accounts);
      let productId = pick(reviewTargets);
      for (let tries = 0; account.reviewed.has(productId) && tries < 10; tries += 1)
        productId = pick(reviewTargets);
      account.reviewed.add(productId);
      const n = Math.floor(Math.random() * 1e6);
      return {
        kind: 'review',
        method: 'POST',
        path: '/api/reviews',
        cookie: account.cookie,
        type: 'application/json',
        body: JSON.stringify({
          productId,
          rating: 1 + (n % 5),
          title: `Prova di durata ${n}`,
          pros: `Batteria che dura tutto il giorno, schermo luminoso (${n})`,
          cons: `Il caricatore non è incluso nella confezione (${n})`,
          reviewText: `Lo uso da qualche settimana: fa quello che promette, senza sorprese. Nota ${n}.`,
        }),
        // 409: this account reviewed that product in an earlier soak.
        ok: [201, 409],
      };
    },
  ],
  [
    10,
    () => {
      const account = pick(accounts);
      let review = pick(votable);
      while (review.user_id === account.id) review = pick(votable);
      return {
        kind: 'vote',
        method: 'POST',
        path: `/product/${review.slug}.data`,
        cookie: account.cookie,
        type: 'application/x-www-form-urlencoded',
        body: new URLSearchParams({ intent: 'helpful', reviewId: review.id }).toString(),
        ok: [200],
      };
    },
  ],
  [
    4,
    () => ({
      kind: 'redemption',
      method: 'POST',
      path: '/api/rewards/redeem',
      cookie: pick(accounts).cookie,
      type: 'application/json',
      body: JSON.stringify({
        reward_type: reward.name,
        points_cost: reward.cost,
        idempotency_key: randomUUID(),
      }),
      ok: [201],
    }),
  ],
];
const totalWeight = MIX.reduce((sum, [weight]) => sum + weight, 0);
function nextCall(): Call {
  let roll = Math.random() * totalWeight;
  for (const [weight, make] of MIX) {
    roll -= weight;
    if (roll < 0) return make();
  }
  return MIX[0]![1]();
}

// Node's agent keeps an idle socket forever unless told a timeout (it only shortens one to the
// server's `Keep-Alive: timeout=` hint): without it, a request sent on a socket the server is
// closing at that moment is reset (one ECONNRESET in 36,000 requests in a 20-minute soak).
const agent = new Agent({ keepAlive: true, maxSockets: MAX_SOCKETS, timeout: 30_000 });
type Outcome = { kind: Kind; ms: number; failure?: string };

function send(call: Call): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const headers: Record<string, string> = { 'accept-encoding': 'gzip, br' };
    if (call.cookie) headers.cookie = call.cookie;
    if (call.method === 'POST') {
      headers.origin = baseUrl;
      headers['content-type'] = call.type!;
      headers['content-length'] = String(Buffer.byteLength(call.body!));
    }
    const finish = (failure?: string) =>
      resolve({ kind: call.kind, ms: performance.now() - started, failure });
    const outgoing = httpRequest(
      `${baseUrl}${call.path}`,
      { method: call.method, headers, agent, timeout: REQUEST_TIMEOUT_MS },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => {
          if (chunks.length < 4) chunks.push(chunk);
        });
        incoming.on('error', (error) => finish(`${call.method} ${call.path}: ${error.message}`));
        incoming.on('end', () => {
          const status = incoming.statusCode ?? 0;
          finish(
            call.ok.includes(status)
              ? undefined
              : `${call.method} ${call.path}: ${status} ${Buffer.concat(chunks).toString('latin1').slice(0, 160)}`,
          );
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)));
    outgoing.on('error', (error) => finish(`${call.method} ${call.path}: ${error.message}`));
    outgoing.end(call.body);
  });
}

/** Closed loop: `connections` callers, each sending the next request when the last is answered. */
async function ramp(seconds: number, connections: number): Promise<number> {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  let failures = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const outcome = await send(nextCall());
        done += 1;
        if (outcome.failure && failures++ < 3) console.log(`  ramp failure: ${outcome.failure}`);
      }
    }),
  );
  return done / seconds;
}

// ---------------------------------------------------------------------------------------------
// Measuring.

type Sample = {
  rss: number;
  heap: number;
  lagP99: number;
  pool: number;
  poolIdle: number;
  waiting: number;
  handles: number;
};

async function scrape(): Promise<Sample | undefined> {
  try {
    const response = await fetch(`${baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    const text = await response.text();
    const value = (name: string) => {
      const line = text.split('\n').find((candidate) => candidate.startsWith(`${name} `));
      return line ? Number(line.split(' ')[1]) : Number.NaN;
    };
    return {
      rss: value('provato_process_resident_memory_bytes') / 2 ** 20,
      heap: value('provato_nodejs_heap_size_used_bytes') / 2 ** 20,
      lagP99: value('provato_nodejs_eventloop_lag_p99_seconds') * 1000,
      pool: value('provato_database_pool_connections'),
      poolIdle: value('provato_database_pool_idle_connections'),
      waiting: value('provato_database_pool_waiting_requests'),
      handles: value('provato_nodejs_active_handles_total'),
    };
  } catch {
    return undefined;
  }
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const fmt = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

type Minute = {
  minute: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
  rss: number;
  heap: number;
  lagP99: number;
  pool: string;
  handles: number;
  imports: number;
};

const failures: string[] = [];
const byKind = new Map<Kind, { latencies: number[]; failures: number }>();
const minutes: Minute[] = [];
let stopping = false;

async function cleanupAndExit(code: number): Promise<never> {
  stopping = true;
  agent.destroy();
  await importer?.stop().catch((error: unknown) => console.error('import loop:', error));
  await disconnectDatabase();
  await stopServer(server);
  await sqlClient.end();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
process.once('SIGINT', () => void cleanupAndExit(130));

try {
  // Warm the templates and PostgreSQL's buffers, then measure what the mix can take.
  for (let index = 0; index < 40; index += 1) await send(nextCall());
  let rate: number;
  if (FIXED_RATE) {
    rate = FIXED_RATE;
    console.log(`Rate: ${rate} req/s (SOAK_RATE).`);
  } else {
    const capacity = await ramp(RAMP_SECONDS, RAMP_CONNECTIONS);
    rate = Math.max(1, Math.round(capacity / 2));
    console.log(
      `Capacity of the mix: ${fmt(capacity, 0)} req/s (closed loop, ${RAMP_CONNECTIONS} connections, ` +
        `${RAMP_SECONDS} s, import running). Soak rate: half of it, ${rate} req/s.`,
    );
  }
  await clearReviewLimits();

  console.log(
    `\n${'min'.padStart(3)}${'req/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'p99 ms'.padStart(8)}` +
      `${'fail'.padStart(6)}${'RSS MB'.padStart(8)}${'heap MB'.padStart(9)}${'lag p99'.padStart(11)}` +
      `${'pool busy/open/wait'.padStart(21)}${'handles'.padStart(9)}${'imports'.padStart(9)}`,
  );
  const begin = performance.now();
  let minuteLatencies: number[] = [];
  let minuteFailures = 0;
  let minuteSamples: Sample[] = [];
  let sent = 0;
  const inFlight = new Set<Promise<void>>();
  const metricsTimer = setInterval(() => {
    void scrape().then((sample) => sample && minuteSamples.push(sample));
  }, METRICS_EVERY_MS);
  const limitsTimer = setInterval(() => void clearReviewLimits().catch(() => undefined), 20_000);

  for (let minute = 1; minute <= MINUTES && !stopping; minute += 1) {
    const minuteEnd = begin + minute * 60_000;
    while (performance.now() < minuteEnd) {
      // Every request due by now leaves now (open loop).
      const due = Math.floor(((performance.now() - begin) / 1000) * rate);
      for (; sent < due; sent += 1) {
        const pending = send(nextCall()).then((outcome) => {
          minuteLatencies.push(outcome.ms);
          const kind = byKind.get(outcome.kind) ?? { latencies: [], failures: 0 };
          kind.latencies.push(outcome.ms);
          byKind.set(outcome.kind, kind);
          if (outcome.failure) {
            minuteFailures += 1;
            kind.failures += 1;
            if (failures.push(outcome.failure) <= 5) console.log(`  failure: ${outcome.failure}`);
          }
        });
        inFlight.add(pending);
        void pending.finally(() => inFlight.delete(pending));
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const last = (await scrape()) ?? minuteSamples.at(-1);
    if (last) minuteSamples.push(last);
    const latencies = minuteLatencies.sort((a, b) => a - b);
    const row: Minute = {
      minute,
      rps: latencies.length / 60,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      failures: minuteFailures,
      rss: median(minuteSamples.map((sample) => sample.rss)),
      heap: median(minuteSamples.map((sample) => sample.heap)),
      lagP99: Math.max(...minuteSamples.map((sample) => sample.lagP99)),
      pool: last
        ? `${last.pool - last.poolIdle}/${last.pool}/${Math.max(...minuteSamples.map((s) => s.waiting))}`
        : '–',
      handles: last?.handles ?? Number.NaN,
      imports: importer?.counts().completed ?? 0,
    };
    minutes.push(row);
    console.log(
      `${String(minute).padStart(3)}${fmt(row.rps, 0).padStart(8)}${fmt(row.p50).padStart(8)}${fmt(row.p95).padStart(8)}` +
        `${fmt(row.p99).padStart(8)}${String(row.failures).padStart(6)}${fmt(row.rss, 0).padStart(8)}` +
        `${fmt(row.heap, 0).padStart(9)}${`${fmt(row.lagP99)} ms`.padStart(11)}${row.pool.padStart(21)}` +
        `${fmt(row.handles, 0).padStart(9)}${String(row.imports).padStart(9)}`,
    );
    minuteLatencies = [];
    minuteFailures = 0;
    minuteSamples = [];
  }
  clearInterval(metricsTimer);
  clearInterval(limitsTimer);
  await Promise.all(inFlight);

  console.log(
    `\n${'kind'.padEnd(16)}${'requests'.padStart(10)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'failed'.padStart(8)}`,
  );
  for (const [kind, stats] of byKind) {
    const sorted = stats.latencies.sort((a, b) => a - b);
    console.log(
      `${kind.padEnd(16)}${String(sorted.length).padStart(10)}${fmt(percentile(sorted, 50)).padStart(9)}` +
        `${fmt(percentile(sorted, 95)).padStart(9)}${String(stats.failures).padStart(8)}`,
    );
  }

  // The verdict.
  const problems: string[] = [];
  if (failures.length > 0) problems.push(`${failures.length} request(s) failed (first: ${failures[0]})`);
  const imports = importer?.counts();
  if (imports?.failed) problems.push(`${imports.failed} import run(s) did not complete`);
  const settled = minutes.slice(WARMUP_MINUTES);
  const third = Math.max(1, Math.floor(settled.length / 3));
  const first = settled.slice(0, third);
  const lastThird = settled.slice(-third);
  const growth = (name: string, read: (m: Minute) => number, share: number, margin: number, unit: string) => {
    const before = median(first.map(read));
    const after = median(lastThird.map(read));
    const grew = after > before * (1 + share) && after - before > margin;
    console.log(
      `${name}: first third ${fmt(before)} ${unit}, last third ${fmt(after)} ${unit} ` +
        `(fails above +${share * 100} % and +${margin} ${unit}): ${grew ? 'GROWING' : 'steady'}`,
    );
    if (grew) problems.push(`${name} keeps growing: ${fmt(before)} → ${fmt(after)} ${unit}`);
  };
  console.log(
    `\nGrowth, minutes ${WARMUP_MINUTES + 1}–${MINUTES} (warm-up left out), median of the first ${third} against the last ${third}:`,
  );
  if (settled.length < 3) console.log('  (a run this short compares few minutes: indicative only)');
  growth('RSS', (m) => m.rss, GROWTH.rss.share, GROWTH.rss.mb, 'MB');
  growth('heap used', (m) => m.heap, GROWTH.heap.share, GROWTH.heap.mb, 'MB');
  growth('p95', (m) => m.p95, GROWTH.p95.share, GROWTH.p95.ms, 'ms');

  // DESIGN.md §6: for every profile, the ledger sums to the balance and the balance is not negative.
  const started = performance.now();
  const breaches = await rows<{ user_id: string; points: number; total: string }>(`
    select p.user_id, p.points, coalesce(l.total, 0) as total from profiles p
    left join (select user_id, sum(delta) as total from points_ledger group by user_id) l on l.user_id = p.user_id
    where p.points <> coalesce(l.total, 0) or p.points < 0`);
  console.log(
    `Ledger invariant over every profile: ${breaches.length === 0 ? 'holds' : `BROKEN for ${breaches.length}`} ` +
      `(${fmt(performance.now() - started, 0)} ms).`,
  );
  if (breaches.length > 0) problems.push(`ledger invariant broken: ${JSON.stringify(breaches.slice(0, 3))}`);
  if (imports) console.log(`Imports of ${IMPORT_ROWS} rows completed during the run: ${imports.completed}.`);
  console.log(`Sent ${sent} requests at ${rate} req/s.`);

  if (problems.length > 0) {
    console.log(`\nFAILED:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    await cleanupAndExit(1);
  }
  console.log('\nSoak passed.');
  await cleanupAndExit(0);
} catch (error) {
  console.error(error);
  console.error(server.output().split('\n').slice(-30).join('\n'));
  await cleanupAndExit(1);
}
