// `npm run bench:points-history`: a person's points history ('Punti' on the profile, issue 33 §4)
// on the large data set (DATABASE_URL, see `npm run db:seed:large`) for someone with 5,000 ledger
// entries, reviews waiting and refused, purchases waiting, claims refused. Target: p95 < 50 ms.
import { sql } from 'drizzle-orm';
import { connectDatabase, disconnectDatabase, queryRows } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { migrateDatabase } from '#app/lib/migrate.server.ts';
import { pointsHistory } from '#app/modules/points/points-history.server.ts';
import { measure, ms } from './stats.ts';

const config = getConfig();
if (!config.databaseUrl) {
  console.error(
    'bench:points-history needs DATABASE_URL pointing at the large data set (npm run db:seed:large).',
  );
  process.exit(1);
}
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const PERSON = 'bench-points-history';
const ENTRIES = 5_000;
const handle = await connectDatabase({ kind: 'postgres', url: config.databaseUrl, poolMax: 4 });
await migrateDatabase(handle);

// The bench's person, made once and kept: 5,000 ledger rows over two years, 40 reviews waiting,
// 40 refused, 30 purchases waiting at shops with a history, 20 claims refused.
const [{ entries } = { entries: 0 }] = await queryRows<{ entries: number }>(
  sql`select count(*)::int as entries from points_ledger where user_id = ${PERSON}`,
);
if (entries < ENTRIES) {
  console.log(`Creating the bench person (${ENTRIES} ledger entries)…`);
  await queryRows(sql`
    insert into users (id, name, email, email_verified, created_at, updated_at)
    values (${PERSON}, 'Bench Punti', 'bench.punti@example.com', true, now(), now())
    on conflict (id) do nothing`);
  await queryRows(sql`insert into profiles (user_id) values (${PERSON}) on conflict do nothing`);
  await queryRows(sql`
    insert into points_ledger (user_id, delta, kind, idempotency_key, reason, created_at)
    select ${PERSON}, case when n % 10 = 0 then -3 else 5 end,
           case when n % 10 = 0 then 'admin_adjustment' else 'survey' end,
           'bench-points-history:' || n, case when n % 10 = 0 then 'Rettifica' end,
           now() - (n * interval '3 hours')
    from generate_series(1, ${ENTRIES}) n
    on conflict (idempotency_key) do nothing`);
  await queryRows(sql`
    insert into reviews (product_id, user_id, rating, title, pros, cons, comment, status, rejection_reason, created_at)
    select p.id, ${PERSON}, 4, 'Recensione di prova ' || n, 'Buona autonomia', 'Prezzo alto', '',
           case when n <= 40 then 'in_revisione' else 'rifiutata' end::review_status,
           case when n > 40 then 'Testo troppo generico' end, now() - (n * interval '1 day')
    from generate_series(1, 80) n
    join lateral (select id from products order by id offset n limit 1) p on true`);
  await queryRows(sql`
    insert into cashback_transactions (network, network_id, user_id, merchant_name, sale_amount,
                                       network_status, status, points, transaction_date)
    select 'awin', 'bench-points-history-' || n, ${PERSON},
           (select merchant_name from cashback_transactions where status = 'confirmed'
              and merchant_name is not null offset n % 5 limit 1),
           79.90, 'pending', 'pending', 4, now() - (n * interval '2 days')
    from generate_series(1, 30) n`);
  await queryRows(sql`
    insert into cashback_claims (user_id, merchant_name, merchant_key, order_ref, order_key, amount,
                                 purchased_on, status, reason, decided_at)
    select ${PERSON}, 'Negozio Bench', 'negozio bench', 'B-' || n, 'b' || n, 59.90,
           current_date - n, 'rejected', 'Ordine annullato', now() - (n * interval '1 day')
    from generate_series(1, 20) n`);
}
const [{ reviews, transactions } = { reviews: 0, transactions: 0 }] = await queryRows<{
  reviews: number;
  transactions: number;
}>(sql`select (select count(*) from reviews)::int as reviews,
              (select count(*) from cashback_transactions)::int as transactions`);
const coldStart = performance.now();
const first = await pointsHistory(PERSON, { state: 'in_verifica' });
const cold = performance.now() - coldStart;
const all = await pointsHistory(PERSON);
console.log(
  `Data: ${reviews} reviews, ${transactions} cashback transactions; the person: ${all.total} entries. Runs: ${RUNS}.`,
);
console.log(
  `First page with waiting entries, the medians read cold (then kept 10 minutes): ${cold.toFixed(1)} ms (${first.total} waiting).\n`,
);

const scenarios: [string, () => Promise<unknown>][] = [
  ['all, page 1', () => pointsHistory(PERSON)],
  ['all, page 100', () => pointsHistory(PERSON, { page: 100 })],
  ['In verifica (expected dates)', () => pointsHistory(PERSON, { state: 'in_verifica' })],
  ['Rifiutati', () => pointsHistory(PERSON, { state: 'rifiutati' })],
  ['Stornati, page 10', () => pointsHistory(PERSON, { state: 'stornati', page: 10 })],
];
for (const [, scenario] of scenarios) for (let run = 0; run < 3; run += 1) await scenario();
console.log(`${'scenario'.padEnd(34)}${'p50'.padStart(11)}${'p95'.padStart(11)}`);
let worst = 0;
for (const [name, scenario] of scenarios) {
  const timing = await measure(name, RUNS, scenario);
  worst = Math.max(worst, timing.p95);
  console.log(`${name.padEnd(34)}${ms(timing.p50)}${ms(timing.p95)}`);
}
console.log(
  `\nTarget (issue 33): p95 < 50 ms. Worst p95: ${worst.toFixed(1)} ms — ${worst < 50 ? 'met' : 'NOT met'}.`,
);
await disconnectDatabase();
