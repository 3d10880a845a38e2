// `npm run bench:integrity`: the integrity signals on the large data set (DATABASE_URL, see
// `npm run db:seed:large`). Prints the p50/p95 of computeReviewSignals for new reviews (fresh
// bench accounts post realistic texts, half of them copies of a review posted just before, then
// everything is deleted), the backfill's time and peak RSS over the whole set (`--all`, in its own
// process; BENCH_BACKFILL=0 skips it), and the sizes of the tables and index it fills.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { connectDatabase, disconnectDatabase, queryRows } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { migrateDatabase } from '#app/lib/migrate.server.ts';
import { computeReviewSignals } from '#app/modules/integrity/review-signals.server.ts';
import { measure, ms, percentile } from './stats.ts';
import { stopServer } from '#tests/e2e/spawn-server.ts';
import { startBenchServer } from './harness.ts';

const config = getConfig();
if (!config.databaseUrl) {
  console.error('bench:integrity needs DATABASE_URL pointing at the large data set (npm run db:seed:large).');
  process.exit(1);
}
const NEW_REVIEWS = Number(process.env.BENCH_NEW_REVIEWS ?? 300);
const handle = await connectDatabase({ kind: 'postgres', url: config.databaseUrl, poolMax: 4 });
await migrateDatabase(handle);
const [{ reviews: reviewCount } = { reviews: 0 }] = await queryRows<{ reviews: number }>(
  sql`select count(*)::int as reviews from reviews`,
);
console.log(`Data: ${reviewCount} reviews.\n`);

/** The evaluation's labelled pairs: honest hand-written reviews and their edited copies. */
type Pair = { label: string; a: string; b: string };
const pairs = (
  JSON.parse(readFileSync(new URL('../eval/integrity-pairs.json', import.meta.url), 'utf8')) as {
    pairs: Pair[];
  }
).pairs.filter((pair) => pair.label === 'near-duplicate');
const asReview = (text: string) => {
  const [title = '', pros = '', cons = '', ...rest] = text.split('\n');
  return {
    title: title || 'Recensione',
    pros: pros.trim().length >= 10 ? pros : 'Fa quello che promette',
    cons: cons.trim().length >= 10 ? cons : 'Nessun difetto importante finora',
    comment: rest.join('\n') || null,
  };
};

const RUN = `bench-integrity-${Date.now()}`;
const products = await queryRows<{ id: string }>(
  sql`select id::text from products tablesample system (1) limit ${NEW_REVIEWS}`,
);
const posted: { id: string; copyOf: string | null }[] = [];
try {
  await handle.db.execute(
    sql`insert into users (id, name, email, created_at)
        select ${RUN} || '-' || n, 'Bench ' || n, ${RUN} || '-' || n || '@bench.invalid', now() - interval '200 days'
        from generate_series(1, ${NEW_REVIEWS}) as n`,
  );
  // Each pair's original is posted, then its copy by another account on the same product.
  const insertReview = async (n: number, productId: string, text: string) => {
    const review = asReview(text);
    const [row] = await queryRows<{ id: string }>(
      sql`insert into reviews (product_id, user_id, rating, title, pros, cons, comment, status)
          values (${productId}::uuid, ${`${RUN}-${n}`}, 5, ${review.title}, ${review.pros}, ${review.cons},
            ${review.comment}, 'in_revisione')
          returning id::text`,
    );
    return row!.id;
  };
  let originalId: string | null = null;
  for (let n = 1; n <= NEW_REVIEWS; n += 1) {
    const pair = pairs[Math.floor((n - 1) / 2) % pairs.length]!;
    const product = products[Math.floor((n - 1) / 2) % products.length]!;
    const isCopy = n % 2 === 0;
    const id = await insertReview(n, product.id, isCopy ? pair.b : pair.a);
    posted.push({ id, copyOf: isCopy ? originalId : null });
    originalId = id;
  }
  let flagged = 0;
  const timing = await measure('computeReviewSignals, new review', posted.length, async (run) => {
    const assessment = await computeReviewSignals(posted[run]!.id);
    if (posted[run]!.copyOf && assessment?.signals.some((signal) => signal.kind === 'near_duplicate'))
      flagged += 1;
  });
  console.log(`${'scenario'.padEnd(46)}${'p50'.padStart(11)}${'p95'.padStart(11)}`);
  console.log(`${`${timing.name} (${timing.runs})`.padEnd(46)}${ms(timing.p50)}${ms(timing.p95)}`);
  const copies = posted.filter((review) => review.copyOf).length;
  console.log(`Copies among them found as near-duplicates: ${flagged}/${copies}.`);
  console.log(`Target (DESIGN.md §5): p95 < 50 ms — ${timing.p95 < 50 ? 'met' : 'NOT met'}.\n`);
} finally {
  await handle.db.execute(sql`delete from reviews where user_id like ${`${RUN}-%`}`);
  await handle.db.execute(sql`delete from users where id like ${`${RUN}-%`}`);
}

if (process.env.BENCH_HTTP !== '0') await submissionsOverHttp();

if (process.env.BENCH_BACKFILL !== '0') {
  console.log('Backfill over every review (npm run integrity:backfill -- --all), in its own process:');
  const child = spawnSync(process.execPath, ['scripts/integrity-backfill.ts', '--all'], {
    encoding: 'utf8',
    env: process.env,
    maxBuffer: 64 * 1024 * 1024,
  });
  const lines = child.stdout.trim().split('\n');
  for (const line of lines.filter((line) => !line.startsWith('  '))) console.log(`  ${line}`);
  if (child.status !== 0) console.log(child.stderr);
}

const sizes = await queryRows<{ name: string; size: string; total: string }>(
  sql`select name, pg_size_pretty(pg_relation_size(name::regclass)) as size,
        pg_size_pretty(pg_total_relation_size(name::regclass)) as total
      from unnest(array['review_fingerprints', 'review_fingerprints_sketch_idx',
        'review_fingerprints_pkey', 'review_signals', 'review_signals_pkey']) as name`,
);
console.log('\nSizes (pg_relation_size; with TOAST and indexes for tables):');
for (const row of sizes)
  console.log(`  ${row.name.padEnd(34)}${row.size.padStart(10)}${row.total.padStart(10)}`);
await disconnectDatabase();

/**
 * A review sent as a person sends it: POST /api/reviews to the production build on this database,
 * signed in, one after another (the texts of the labelled pairs, every other one a copy of the one
 * before, all by one bench account, so the per-person limit of 10 reviews an
 * hour is reset between sends: the bench measures the submission, not the limit).
 */
async function submissionsOverHttp() {
  const count = Number(process.env.BENCH_HTTP_REVIEWS ?? 100);
  const email = `bench-integrity-${Date.now()}@provato.test`;
  const password = 'Bench-password-2026!';
  const { server, baseUrl } = await startBenchServer(config.databaseUrl!);
  try {
    const post = (fields: Record<string, string>) =>
      fetch(`${baseUrl}/auth?index`, {
        method: 'POST',
        headers: { origin: baseUrl },
        body: new URLSearchParams(fields),
        redirect: 'manual',
      });
    await post({
      intent: 'signup',
      firstName: 'Bench',
      lastName: 'Recensore',
      email,
      password,
      ethicalCommitment: 'on',
      termsAndConditions: 'on',
    });
    await handle.db.execute(sql`update users set email_verified = true where email = ${email}`);
    const login = await post({ intent: 'login', email, password });
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const [user] = await queryRows<{ id: string }>(sql`select id from users where email = ${email}`);
    if (!user || !/session_token=./.test(cookie))
      throw new Error(`sign-in of ${email} failed: ${login.status}`);
    const targets = await queryRows<{ id: string }>(
      sql`select id::text from products where status = 'approved' order by random() limit ${count}`,
    );
    const latencies: number[] = [];
    let refused = 0;
    for (const [n, product] of targets.entries()) {
      await handle.db.execute(sql`delete from rate_limit_windows where key = ${`review:${user.id}`}`);
      const pair = pairs[Math.floor(n / 2) % pairs.length]!;
      const review = asReview(n % 2 ? pair.b : pair.a);
      const started = performance.now();
      const answer = await fetch(`${baseUrl}/api/reviews`, {
        method: 'POST',
        headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
        body: JSON.stringify({
          productId: product.id,
          rating: 5,
          title: review.title.slice(0, 100),
          pros: review.pros.slice(0, 500),
          cons: review.cons.slice(0, 500),
          reviewText: review.comment?.slice(0, 5000),
        }),
      });
      const body = await answer.arrayBuffer();
      latencies.push(performance.now() - started);
      if (answer.status !== 201 && refused++ === 0)
        console.log(`First refusal: ${answer.status} ${new TextDecoder().decode(body).slice(0, 300)}`);
    }
    latencies.sort((a, b) => a - b);
    const p95 = percentile(latencies, 95);
    console.log(
      `${`POST /api/reviews over HTTP (${latencies.length})`.padEnd(46)}${ms(percentile(latencies, 50))}${ms(p95)}`,
    );
    console.log(
      `${refused ? `Refused: ${refused} (expected 0). ` : ''}Target (issue 29): p95 < 300 ms — ${p95 < 300 && !refused ? 'met' : 'NOT met'}.\n`,
    );
  } finally {
    await stopServer(server);
    await handle.db.execute(
      sql`delete from reviews where user_id = (select id from users where email = ${email})`,
    );
    await handle.db.execute(sql`delete from users where email = ${email}`);
  }
}
