// `npm run bench:admin`: the back office on the large data set (DATABASE_URL, see
// `npm run db:seed:large`): Dashboard KPI and every Analytics view with the cache cleared before
// each run, Gestione Utenti with filters, Gestione Database's three tables, and bulk points for
// 1,000 people in one transaction.
import { sql } from 'drizzle-orm';
import { connectDatabase, disconnectDatabase, queryRows } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { migrateDatabase } from '#app/lib/migrate.server.ts';
import { ANALYTICS_PERIODS, ANALYTICS_VIEWS } from '#app/modules/analytics/analytics-query.ts';
import { getAnalytics } from '#app/modules/analytics/analytics.server.ts';
import { getDashboardStats } from '#app/modules/analytics/dashboard-stats.server.ts';
import { clearStatsCache } from '#app/modules/analytics/stats-cache.server.ts';
import { applyBulkUserAction } from '#app/modules/users/bulk-users.server.ts';
import { listUsersForAdmin } from '#app/modules/users/list-users.server.ts';
import { parseUsersQuery } from '#app/modules/users/users-query.ts';
import { parseDatabaseQuery } from '#app/modules/catalog/database-query.ts';
import {
  listCategoriesForAdmin,
  listOffersForAdmin,
  listProductsForAdmin,
} from '#app/modules/catalog/list-database.server.ts';
import { parseImagesQuery } from '#app/modules/media/images-query.ts';
import { listProductsWithoutImage } from '#app/modules/media/product-images.server.ts';
import { measure, ms, type Timing } from './stats.ts';

const config = getConfig();
if (!config.databaseUrl) {
  console.error('bench:admin needs DATABASE_URL pointing at the large data set (npm run db:seed:large).');
  process.exit(1);
}
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const handle = await connectDatabase({ kind: 'postgres', url: config.databaseUrl, poolMax: 4 });
const started = performance.now();
await migrateDatabase(handle);
const migrated = performance.now() - started;
if (migrated > 1000) console.log(`(migrations applied in ${(migrated / 1000).toFixed(1)} s)`);

const [counts] = await queryRows<{ reviews: number; users: number }>(
  sql`select (select count(*) from reviews)::int as reviews, (select count(*) from users)::int as users`,
);
// The large seed has no admin account: the bench adds one, once, since a statement of reasons
// names the admin who decided (a foreign key).
await queryRows(sql`
  insert into users (id, name, email, email_verified, role)
  values ('bench-admin', 'Admin del benchmark', 'bench-admin@provato.invalid', true, 'admin')
  on conflict (id) do nothing`);
const [adminRow] = await queryRows<{ id: string }>(
  sql`select id from users where role = 'admin' order by created_at limit 1`,
);
const admin = { id: adminRow!.id, isAdmin: true };
console.log(`Data: ${counts?.reviews} reviews, ${counts?.users} users. Runs: ${RUNS} per scenario.\n`);

const rows: { group: string; timing: Timing; target: number }[] = [];
async function scenario(group: string, name: string, target: number, fn: (run: number) => Promise<unknown>) {
  for (let run = 0; run < 3; run += 1) await fn(run);
  rows.push({ group, timing: await measure(name, RUNS, fn), target });
}

// Cold: the shared cache is emptied before every run, so each run computes from the tables.
const cold = (compute: () => Promise<unknown>) => async () => {
  await clearStatsCache(admin);
  await compute();
};
await scenario(
  'stats (cold)',
  'Dashboard KPI',
  100,
  cold(() => getDashboardStats(admin)),
);
for (const view of ANALYTICS_VIEWS)
  for (const months of ANALYTICS_PERIODS)
    await scenario(
      'stats (cold)',
      `Analytics ${view}, ${months} months`,
      100,
      cold(() => getAnalytics(admin, { view, months })),
    );

const users = (params: Record<string, string>) => () =>
  listUsersForAdmin(admin, parseUsersQuery(new URLSearchParams(params)));
await scenario('user list', 'page 1, no filter', 50, users({}));
await scenario('user list', 'deep page (page 50, 20 per page)', 50, users({ page: '50', pageSize: '20' }));
await scenario('user list', 'name search', 50, users({ q: 'utente 12' }));
await scenario('user list', 'e-mail search', 50, users({ q: '@example.com', pageSize: '50' }));
await scenario('user list', 'blocked', 50, users({ status: 'blocked' }));
await scenario('user list', 'admins', 50, users({ role: 'admin' }));
await scenario('user list', 'tier Gold', 50, users({ tier: 'Gold' }));
await scenario(
  'user list',
  'balance 100–500 + sign-up range',
  50,
  users({ pointsMin: '100', pointsMax: '500', from: '2025-01-01', to: '2026-12-31' }),
);

const database = (params: Record<string, string>) => {
  const query = parseDatabaseQuery(new URLSearchParams(params));
  const list =
    query.tab === 'offers'
      ? listOffersForAdmin
      : query.tab === 'categories'
        ? listCategoriesForAdmin
        : listProductsForAdmin;
  return () => list(admin, query);
};
await scenario('database', 'products, page 1', 50, database({}));
await scenario('database', 'products, page 200', 50, database({ page: '200' }));
await scenario('database', 'products, search "galaxy"', 50, database({ q: 'galaxy' }));
await scenario('database', 'products, status pending', 50, database({ status: 'pending' }));
await scenario('database', 'offers, page 1', 50, database({ tab: 'offers' }));
await scenario('database', 'offers, last page', 50, database({ tab: 'offers', page: '8000' }));
await scenario('database', 'offers, unlinked', 50, database({ tab: 'offers', link: 'unlinked' }));
await scenario('database', 'offers, search "galaxy"', 50, database({ tab: 'offers', q: 'galaxy' }));
await scenario('database', 'categories', 50, database({ tab: 'categories' }));
// Ricerca Immagini: in the large set no product has a picture yet, the worst case for its count.
const images = (params: Record<string, string>) => () =>
  listProductsWithoutImage(admin, parseImagesQuery(new URLSearchParams(params)));
await scenario('images', 'without a picture, page 1', 100, images({}));
await scenario('images', 'without a picture, search "galaxy"', 100, images({ q: 'galaxy' }));

console.log(`${'scenario'.padEnd(44)}${'p50'.padStart(11)}${'p95'.padStart(11)}   target`);
let missed = 0;
for (const row of rows) {
  const met = row.timing.p95 < row.target;
  if (!met) missed += 1;
  console.log(
    `${`${row.group}: ${row.timing.name}`.padEnd(44)}${ms(row.timing.p50)}${ms(row.timing.p95)}   < ${row.target} ms ${met ? 'met' : 'NOT met'}`,
  );
}

// Bulk points for 1,000 people, one transaction each time: +1 then −1, so the data set ends as it began.
const people = await queryRows<{ id: string }>(
  sql`select u.id from users u join profiles p on p.user_id = u.id where not u.banned order by u.created_at limit 1000`,
);
const userIds = people.map((person) => person.id);
const bulk: number[] = [];
for (let run = 0; run < 6; run += 1) {
  const points = run % 2 === 0 ? 1 : -1;
  const begun = performance.now();
  // A removal states its rule and mails each person (issue 33 §2): that cost is part of the figure.
  await applyBulkUserAction({
    actor: admin,
    userIds,
    action: 'points',
    points,
    reason: 'bench:admin',
    rule: points < 0 ? 'points-earned-fairly' : undefined,
  });
  bulk.push(performance.now() - begun);
}
// The removals' statements and mails go with the run.
await queryRows(sql`delete from decision_statements where details = 'bench:admin'`);
await queryRows(
  sql`delete from email_outbox where template = 'decision_notice' and text like '%bench:admin%'`,
);
const worstBulk = Math.max(...bulk);
console.log(
  `\nBulk points for ${userIds.length} people (one transaction): ${bulk.map((value) => `${value.toFixed(0)} ms`).join(', ')}; worst ${worstBulk.toFixed(0)} ms — target < 2000 ms ${worstBulk < 2000 ? 'met' : 'NOT met'}.`,
);
console.log(missed === 0 ? 'Every p95 target met.' : `${missed} p95 target(s) NOT met.`);
await clearStatsCache(admin);
await disconnectDatabase();
