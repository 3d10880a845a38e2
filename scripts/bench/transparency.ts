// `npm run bench:transparency`: the public transparency report (/trasparenza, issue 33 §6) on the
// large data set (DATABASE_URL, see `npm run db:seed:large`). The figures read cold (every query,
// no cache) several times, then the production build serving the page over HTTP with the figures
// cached, one request at a time. Targets: cold < 500 ms, cached p95 < 20 ms over HTTP.
import { sql } from 'drizzle-orm';
import { connectDatabase, disconnectDatabase, queryRows } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { migrateDatabase } from '#app/lib/migrate.server.ts';
import { transparencyReport } from '#app/modules/transparency/transparency.server.ts';
import { stopServer } from '#tests/e2e/spawn-server.ts';
import { startBenchServer } from './harness.ts';
import { percentile } from './stats.ts';

const config = getConfig();
if (!config.databaseUrl) {
  console.error(
    'bench:transparency needs DATABASE_URL pointing at the large data set (npm run db:seed:large).',
  );
  process.exit(1);
}
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const handle = await connectDatabase({ kind: 'postgres', url: config.databaseUrl, poolMax: 4 });
await migrateDatabase(handle);
const [counts] = await queryRows<{ reviews: number; ledger: number }>(
  sql`select (select count(*) from reviews)::int as reviews, (select count(*) from points_ledger)::int as ledger`,
);
console.log(`Data: ${counts!.reviews} reviews, ${counts!.ledger} ledger rows.`);

const cold: number[] = [];
for (let run = 0; run < 5; run += 1) {
  const begun = performance.now();
  await transparencyReport({ fresh: true });
  cold.push(performance.now() - begun);
}
const worstCold = Math.max(...cold);
console.log(
  `Figures computed cold (no cache): ${cold.map((value) => `${value.toFixed(0)} ms`).join(', ')}; worst ${worstCold.toFixed(0)} ms — target < 500 ms ${worstCold < 500 ? 'met' : 'NOT met'}.`,
);
await disconnectDatabase();

const { server, baseUrl } = await startBenchServer(config.databaseUrl);
try {
  for (let run = 0; run < 10; run += 1) await (await fetch(`${baseUrl}/trasparenza`)).text();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const begun = performance.now();
    const response = await fetch(`${baseUrl}/trasparenza`);
    await response.text();
    if (response.status !== 200) throw new Error(`/trasparenza answered ${response.status}`);
    times.push(performance.now() - begun);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  console.log(
    `GET /trasparenza, figures cached, ${RUNS} requests one at a time: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms — target p95 < 20 ms ${p95 < 20 ? 'met' : 'NOT met'}.`,
  );
} finally {
  await stopServer(server);
}
