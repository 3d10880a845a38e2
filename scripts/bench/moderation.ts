// `npm run bench:moderation`: the moderation list on the large data set (DATABASE_URL, see
// `npm run db:seed:large`): free-text searches over product, author and text, with filters.
import { sql } from 'drizzle-orm';
import { connectDatabase, disconnectDatabase, queryRows } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { migrateDatabase } from '#app/lib/migrate.server.ts';
import { listReviewsForModeration } from '#app/modules/reviews/list-moderation.server.ts';
import { parseModerationQuery } from '#app/modules/reviews/moderation-query.ts';
import { measure, ms } from './stats.ts';

const config = getConfig();
if (!config.databaseUrl) {
  console.error(
    'bench:moderation needs DATABASE_URL pointing at the large data set (npm run db:seed:large).',
  );
  process.exit(1);
}
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const handle = await connectDatabase({ kind: 'postgres', url: config.databaseUrl, poolMax: 4 });
const started = performance.now();
await migrateDatabase(handle);
const migrated = performance.now() - started;
if (migrated > 1000) console.log(`(migrations applied in ${(migrated / 1000).toFixed(1)} s)`);
const [{ reviews: reviewCount } = { reviews: 0 }] = await queryRows<{ reviews: number }>(
  sql`select count(*)::int as reviews from reviews`,
);
console.log(`Data: ${reviewCount} reviews. Runs: ${RUNS} per scenario.\n`);

const admin = { isAdmin: true };
const productWords = ['samsung', 'galaxy', 'lenovo pro', 'sony ultra', 'philips'];
const people = ['Utente 1234', 'utente 77', 'Utente 19999', 'utente 500'];
const texts = ['confezione', 'caricabatterie', 'autonomia', 'ricarica rapida', 'manuale'];
const models = ['sony ultra', 'samsung galaxy', 'lenovo pro', 'philips one', 'nikon lite'];
const pick = <T>(list: T[], run: number) => list[(run * 7919) % list.length]!;
const page = (params: Record<string, string>) =>
  listReviewsForModeration(admin, parseModerationQuery(new URLSearchParams(params)));

const scenarios: [string, (run: number) => Promise<unknown>][] = [
  ['pending, page 1 of 10', () => page({ status: 'in_revisione', pageSize: '10' })],
  ['pending, deep page (page 200)', () => page({ status: 'in_revisione', pageSize: '20', page: '200' })],
  ['free text: product name', (run) => page({ q: pick(productWords, run), pageSize: '20' })],
  ['free text: author name', (run) => page({ q: pick(people, run), pageSize: '20' })],
  [
    'free text: review text + pending',
    (run) => page({ q: pick(texts, run), status: 'in_revisione', pageSize: '20' }),
  ],
  [
    'free text: two-word product + pending',
    (run) => page({ q: pick(models, run), status: 'in_revisione', pageSize: '20' }),
  ],
  [
    'free text + status + date range',
    (run) =>
      page({
        q: pick(productWords, run),
        status: 'pubblicata',
        from: '2025-01-01',
        to: '2026-06-30',
        pageSize: '50',
      }),
  ],
];

for (const [, scenario] of scenarios) for (let run = 0; run < 3; run += 1) await scenario(run);
console.log(`${'scenario'.padEnd(40)}${'p50'.padStart(11)}${'p95'.padStart(11)}`);
let worst = 0;
for (const [name, scenario] of scenarios) {
  const timing = await measure(name, RUNS, scenario);
  worst = Math.max(worst, timing.p95);
  console.log(`${name.padEnd(40)}${ms(timing.p50)}${ms(timing.p95)}`);
}
console.log(
  `\nTarget (DESIGN.md §5): p95 < 50 ms. Worst p95: ${worst.toFixed(1)} ms — ${worst < 50 ? 'met' : 'NOT met'}.`,
);
await disconnectDatabase();
