// Two production servers on one PostgreSQL database (issue 17, "More than one machine"; decision
// 022): started at the same moment on an empty database, with NODE_ENV=production and the required
// variables, then checked for what must hold across processes: migrations applied once, sessions,
// rate limits, the points ledger under concurrent redemptions, mail sent once, jobs run once, and a
// clean stop of both. This is also CI's production start: the same command a container runs.
// B runs with WEB_CONCURRENCY=2 (server/cluster-primary.ts): three server processes in all, B's two
// sharing its port, and its /metrics summing both.
//
//   npm run build && npm run test:processes
//   PROCESSES_VIA_PGBOUNCER=1 npm run test:processes   both through PgBouncer in transaction mode
//   PROCESSES_MIGRATE_FIRST=1 npm run test:processes   `npm run db:migrate` before the two start
//
// TEST_DATABASE_URL names the server (default postgres://postgres:postgres@127.0.0.1:5432/postgres);
// the test creates its own database there and drops it at the end. Prints each check; exits 1 at
// the first that fails, after stopping everything it started.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { connectDatabase, db, disconnectDatabase, queryRows } from '#app/lib/db.server.ts';
import { createJobRunner } from '#app/lib/jobs.server.ts';
import { configureLogger } from '#app/lib/logger.server.ts';
import { SIGN_IN_FAILURES_PER_EMAIL } from '#app/modules/accounts/sign-in.server.ts';
import { enqueueEmails } from '#app/modules/notifications/outbox.server.ts';
import { applyPoints } from '#app/modules/points/ledger.server.ts';
import { priceAlertsJob } from '#app/modules/price-alerts/check-price-alerts.server.ts';
import { emailOutbox, pointsLedger, profiles, rewardRequests, rewards, users } from '#db/schema/index.ts';
import { ledgerInvariantBreaches } from '#tests/support/ledger.ts';
import {
  freePort,
  type SpawnedServer,
  startServerProcess,
  stopServerProcess,
} from '#tests/support/server-process.ts';
import { check, type Cleanup, runCleanups, say, seconds } from '#tests/support/steps.ts';
import { startTestSmtpServer, type TestSmtpServer } from '#tests/support/smtp-server.ts';
import { startPgBouncer } from './pgbouncer.ts';
import { startBalancer, startTraffic, type TrafficRequest } from './rolling-restart.ts';

const DEFAULT_SERVER = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const REDEMPTIONS = 20;
const AFFORDABLE = 5;
const MAIL_BATCH = 80;
const JOBS = 8;
const DRAIN_DELAY_MS = 1_000;
const B_WORKERS = 2;
/** The test's own connections, told apart from the servers' in pg_stat_activity. */
const TEST_APPLICATION = 'provato-processes-test';

const root = path.resolve(import.meta.dirname, '../..');
process.chdir(root);
// The test's own use of the app's modules (arranging data, queueing jobs) logs warnings only.
configureLogger('warn');
// The servers get exactly the environment below: nothing of the caller's shell that changes them.
for (const name of Object.keys(process.env)) {
  if (
    /^(APP_ENV|DATABASE_|S3_|TRUST_PROXY|ADMIN_|OUTBOUND_|METRICS_TOKEN|MAIL_FROM|SUPPORT_EMAIL)/.test(name)
  ) {
    delete process.env[name];
  }
}

const viaPgBouncer = process.env.PROCESSES_VIA_PGBOUNCER === '1';
const begin = performance.now();
const cleanups: Cleanup[] = [];
const servers: { name: string; server?: SpawnedServer }[] = [{ name: 'A' }, { name: 'B' }];
let bouncerOutput = () => '';

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Connects to the PostgreSQL server, starting the local one (scripts/ci/ensure-postgres.sh) if it is down. */
async function connectServer(url: string): Promise<pg.Client> {
  const attempt = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return client;
  };
  try {
    return await attempt();
  } catch (error) {
    if (process.env.TEST_DATABASE_URL || (error as NodeJS.ErrnoException).code !== 'ECONNREFUSED')
      throw error;
    console.log('PostgreSQL is not answering on 127.0.0.1:5432: bash scripts/ci/ensure-postgres.sh');
    const result = spawnSync('bash', ['scripts/ci/ensure-postgres.sh'], { stdio: 'inherit' });
    if (result.status !== 0) throw new Error('scripts/ci/ensure-postgres.sh failed', { cause: error });
    return attempt();
  }
}

type Jar = Map<string, string>;

function keepCookies(response: Response, jar: Jar) {
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(';')[0]!;
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (!value || /max-age=0\b/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
}

const cookieHeader = (jar: Jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** Log lines of a server (pino's JSON), parsed; other lines are left out. */
function logLines(server: SpawnedServer): Record<string, unknown>[] {
  return server
    .output()
    .split('\n')
    .flatMap((line) => {
      if (!line.startsWith('{')) return [];
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
}

async function main() {
  if (!existsSync(path.join(root, 'build', 'server', 'index.js'))) {
    throw new Error('No production build: run `npm run build` first.');
  }
  const serverUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_SERVER;
  const databaseName = `provato_processes_${randomBytes(5).toString('hex')}`;
  const admin = await connectServer(serverUrl);
  cleanups.push({ title: 'PostgreSQL connection', run: () => admin.end() });
  await admin.query(`create database ${databaseName}`);
  cleanups.push({
    title: `database ${databaseName}`,
    run: () => admin.query(`drop database if exists ${databaseName} with (force)`),
  });
  const directUrl = new URL(serverUrl);
  directUrl.pathname = `/${databaseName}`;

  if (process.env.PROCESSES_MIGRATE_FIRST === '1') {
    // `npm run db:migrate` on a direct connection first: the servers then find nothing to migrate.
    const migrated = spawnSync(process.execPath, ['scripts/db-migrate.ts'], {
      env: { ...process.env, DATABASE_URL: directUrl.toString(), LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    if (migrated.status !== 0) throw new Error(`db:migrate failed:\n${migrated.stdout}${migrated.stderr}`);
    console.log(`Migrated first with npm run db:migrate: ${migrated.stdout.trim()}`);
  }

  const [portA, portB, bouncerPort] = await Promise.all([freePort(), freePort(), freePort()]);
  let appDatabaseUrl = directUrl.toString();
  if (viaPgBouncer) {
    const bouncer = await startPgBouncer({ upstream: directUrl.toString(), port: bouncerPort });
    cleanups.push({ title: 'pgbouncer', run: () => bouncer.stop() });
    appDatabaseUrl = bouncer.url;
    bouncerOutput = bouncer.output;
  }

  // Each process mails through its own catcher: what arrives there was sent by that process.
  const catchers: Record<'A' | 'B', TestSmtpServer> = {
    A: await startTestSmtpServer({ delayMs: 100 }),
    B: await startTestSmtpServer({ delayMs: 100 }),
  };
  cleanups.push({ title: 'mail catchers', run: () => Promise.all([catchers.A.close(), catchers.B.close()]) });
  const allMail = () => [...catchers.A.received, ...catchers.B.received];

  const dataDir = mkdtempSync(path.join(tmpdir(), 'provato-processes-'));
  cleanups.push({ title: 'data folder', run: async () => rmSync(dataDir, { recursive: true, force: true }) });

  const baseUrl = `http://127.0.0.1:${portA}`;
  const origins = { A: baseUrl, B: `http://127.0.0.1:${portB}` };
  const common = {
    NODE_ENV: 'production',
    DATABASE_URL: appDatabaseUrl,
    BASE_URL: baseUrl,
    BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    // A second of /healthz 503 before a stopping process closes its port: the rolling restart's
    // balancer checks every 200 ms (decision 035).
    SHUTDOWN_DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
  };

  console.log(
    `Two production processes on PostgreSQL database ${databaseName}` +
      `${viaPgBouncer ? ` through PgBouncer (transaction mode, 127.0.0.1:${bouncerPort})` : ''}:\n` +
      `  A on ${origins.A} (BASE_URL, mail to ${catchers.A.url}), B on ${origins.B} (mail to ${catchers.B.url})`,
  );

  const metricsToken = randomBytes(24).toString('base64url');
  const own = { A: {}, B: { WEB_CONCURRENCY: String(B_WORKERS), METRICS_TOKEN: metricsToken } };
  const start = (name: 'A' | 'B') => {
    const started = startServerProcess(
      { ...common, ...own[name], SMTP_URL: catchers[name].url },
      { port: name === 'A' ? portA : portB, readyUrl: `${origins[name]}/healthz` },
    );
    servers[name === 'A' ? 0 : 1]!.server = started.server;
    return started.ready;
  };
  await check('both start at the same moment on the empty database (migrations race)', async () => {
    const started = await Promise.allSettled((['A', 'B'] as const).map(start));
    for (const outcome of started) if (outcome.status === 'rejected') throw outcome.reason;
    for (const entry of servers) say(`${entry.name} answered /healthz after ${entry.server!.ms} ms`);
    const ownUrl = new URL(directUrl);
    ownUrl.searchParams.set('application_name', TEST_APPLICATION);
    await connectDatabase({ kind: 'postgres', url: ownUrl.toString(), poolMax: 4 });
    cleanups.push({ title: "the test's database pool", run: () => disconnectDatabase() });
    const journal = JSON.parse(readFileSync(path.join(root, 'db/migrations/meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const [applied] = await queryRows<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    assert.equal(applied!.n, journal.entries.length, 'every migration applied exactly once');
    say(`${applied!.n} migrations applied once, pg-boss schema ready, both healthy`);
    // The start-up lock (migrations, seeding) must be gone once both run. A session-level
    // advisory lock still held by an idle connection is one whose unlock went to another server
    // session: what a pooler in transaction mode does to pg_advisory_lock/unlock.
    const leaked = await queryRows<{ pid: number; objid: number }>(sql`
      select l.pid, l.objid::int as objid from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.granted and a.state = 'idle' and a.datname = current_database()`);
    assert.deepEqual(
      leaked,
      [],
      'no advisory lock left held by an idle session (app/lib/db.server.ts withExclusiveLock)',
    );
    say('the start-up advisory lock is released');
    for (const name of ['A', 'B'] as const) {
      const response = await fetch(`${origins[name]}/healthz`);
      const health = (await response.json()) as { database: { engine: string } };
      assert.equal(health.database.engine, 'postgres');
      // Above a load balancer's usual 60 s idle timeout (decision 035), announced to clients.
      assert.equal(response.headers.get('keep-alive'), 'timeout=65', `${name}'s kept-alive connections`);
    }
  });

  const email = `persona.${randomBytes(4).toString('hex')}@example.com`;
  const password = 'Quercia-Vetrina-7391!';
  const jar: Jar = new Map();
  // Behind one public address (a load balancer keeping the Host header), both processes answer
  // for BASE_URL: every request carries its host, and changes carry its origin. (fetch cannot set
  // Host, hence node:http.)
  const publicHost = new URL(baseUrl).host;
  const call = (
    name: 'A' | 'B',
    pathname: string,
    init: {
      method?: string;
      form?: Record<string, string>;
      json?: unknown;
      cookie?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Response> => {
    const method = init.method ?? (init.form || init.json !== undefined ? 'POST' : 'GET');
    const headers: Record<string, string> = { ...init.headers, Host: publicHost };
    if (method !== 'GET') headers.Origin = baseUrl;
    if (init.cookie) headers.Cookie = init.cookie;
    let body: string | undefined;
    if (init.form) {
      body = new URLSearchParams(init.form).toString();
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
    } else if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers['Content-Type'] = 'application/json';
    }
    if (body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(body));
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(new URL(pathname, origins[name]), { method, headers }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const answer = new Headers();
          for (const [key, value] of Object.entries(incoming.headers)) {
            for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
              answer.append(key, item);
          }
          const status = incoming.statusCode ?? 0;
          resolve(
            new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), {
              status,
              headers: answer,
            }),
          );
        });
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  };

  await check(
    `B: ${B_WORKERS} processes share its port, its /metrics counts the requests of all`,
    async () => {
      await waitFor(
        "B's announcement",
        async () => (servers[1]!.server!.output().includes(`(${B_WORKERS} processi)`) ? true : undefined),
        30_000,
      );
      const requests = 20;
      for (let index = 0; index < requests; index += 1) {
        // A new connection each time: the primary hands connections to the workers in turn.
        const status = await new Promise<number>((resolve, reject) => {
          const outgoing = httpRequest(new URL('/robots.txt', origins.B), { agent: false }, (incoming) => {
            incoming.resume();
            incoming.on('end', () => resolve(incoming.statusCode ?? 0));
          });
          outgoing.on('error', reject);
          outgoing.end();
        });
        assert.equal(status, 200);
      }
      const refused = await fetch(`${origins.B}/metrics`);
      assert.equal(refused.status, 404, 'no token, no metrics in production');
      const scrape = await fetch(`${origins.B}/metrics`, {
        headers: { authorization: `Bearer ${metricsToken}` },
      });
      assert.equal(scrape.status, 200);
      const text = await scrape.text();
      const counted = text
        .split('\n')
        .filter(
          (line) =>
            line.startsWith('provato_http_request_duration_seconds_count{') &&
            line.includes('route="/robots.txt"'),
        )
        .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
      assert.equal(counted, requests, 'the request counts of both workers, summed');
      const pools = text
        .split('\n')
        .find((line) => line.startsWith('provato_database_pool_max_connections '));
      assert.equal(Number(pools?.split(' ')[1]), B_WORKERS * 10, "both workers' pools (10 each), summed");
      assert.match(text, /^provato_mail_outbox_pending \d+$/m, 'the database gauges, once');
      say(`${requests} requests on fresh connections, counted ${counted} across B's ${B_WORKERS} workers`);
    },
  );

  let userId = '';
  let sessionCookie = '';
  await check('sessions: sign up on A, confirm on B, sign in on A, the cookie works on B', async () => {
    const signUp = await call('A', '/auth', {
      form: {
        intent: 'signup',
        firstName: 'Paola',
        lastName: 'Ferri',
        email,
        password,
        ethicalCommitment: 'on',
        termsAndConditions: 'on',
      },
    });
    await signUp.text();
    assert.equal(signUp.status, 200, 'sign-up on A answers 200');
    const mail = await waitFor(
      'the confirmation mail',
      async () => allMail().find((received) => received.to.includes(email)),
      15_000,
    );
    const link = /https?:\/\/\S*\/api\/auth\/verify-email\S*/.exec(mail.text)?.[0];
    assert.ok(link, 'the confirmation mail carries the link');
    const linkUrl = new URL(link);
    assert.equal(linkUrl.origin, baseUrl, 'the link points at BASE_URL');
    const verified = await call('B', `${linkUrl.pathname}${linkUrl.search}`);
    await verified.text();
    assert.equal(verified.status, 302);
    assert.match(verified.headers.get('Location') ?? '', /verified=1/);
    assert.doesNotMatch(verified.headers.get('Location') ?? '', /error/);
    const [user] = await db
      .select({ id: users.id, verified: users.emailVerified })
      .from(users)
      .where(eq(users.email, email));
    assert.equal(user?.verified, true);
    userId = user.id;
    say('signed up on A (200), the mailed confirmation link opened on B (302 → verified=1)');

    const signIn = await call('A', '/auth', { form: { intent: 'login', email, password } });
    await signIn.text();
    assert.equal(signIn.status, 302, 'sign-in on A redirects');
    keepCookies(signIn, jar);
    assert.ok(jar.get('provato.session_token'), 'sign-in on A sets the session cookie');
    sessionCookie = cookieHeader(jar);
    for (const name of ['B', 'A'] as const) {
      const profile = await call(name, '/api/user/profile', { cookie: sessionCookie });
      const body = (await profile.json()) as { email?: string };
      assert.equal(profile.status, 200, `GET /api/user/profile on ${name} with A's cookie`);
      assert.equal(body.email, email);
    }
    say('signed in on A (302 + cookie); GET /api/user/profile with that cookie: 200 on B and on A');
  });

  // Queued now, delivered while the next checks run; checked at the end.
  const batchTag = randomBytes(3).toString('hex');
  await enqueueEmails(
    db,
    Array.from({ length: MAIL_BATCH }, (_, index) => ({
      to: `lotto.${index}.${batchTag}@example.com`,
      template: 'processes-test',
      subject: `Prova ${index}`,
      text: `Messaggio di prova ${index}`,
      html: `<p>Messaggio di prova ${index}</p>`,
    })),
  );

  await check(
    `the ledger: ${REDEMPTIONS} redemptions at once, alternately on A and B, for points enough for ${AFFORDABLE}`,
    async () => {
      const [reward] = await db
        .select({ name: rewards.name, cost: rewards.costPoints })
        .from(rewards)
        .where(eq(rewards.active, true))
        .orderBy(asc(rewards.costPoints))
        .limit(1);
      assert.ok(reward, 'the migrations add the voucher catalogue');
      await db.transaction((tx) =>
        applyPoints(tx, {
          userId,
          delta: reward.cost * AFFORDABLE,
          kind: 'admin_adjustment',
          idempotencyKey: `processes-test:${userId}`,
          reason: 'two-process test',
        }),
      );
      say(`${reward.cost * AFFORDABLE} points through the ledger; '${reward.name}' costs ${reward.cost}`);
      const answers = await Promise.all(
        Array.from({ length: REDEMPTIONS }, async (_, index) => {
          const name = index % 2 === 0 ? 'A' : 'B';
          const response = await call(name, '/api/rewards/redeem', {
            cookie: sessionCookie,
            json: { reward_type: reward.name, points_cost: reward.cost },
            headers: { 'Idempotency-Key': `processes-${batchTag}-${index}` },
          });
          return { name, status: response.status, body: (await response.json()) as { points?: number } };
        }),
      );
      const created = answers.filter((answer) => answer.status === 201);
      const refused = answers.filter((answer) => answer.status === 409);
      say(
        `answers: ${created.length} × 201 (A ${created.filter((a) => a.name === 'A').length}, ` +
          `B ${created.filter((a) => a.name === 'B').length}), ${refused.length} × 409`,
      );
      assert.equal(created.length, AFFORDABLE, 'exactly as many redemptions as the points allow');
      assert.equal(refused.length, REDEMPTIONS - AFFORDABLE, 'every other one refused with 409');
      const balances = created.map((answer) => answer.body.points!).sort((a, b) => a - b);
      assert.deepEqual(
        balances,
        Array.from({ length: AFFORDABLE }, (_, index) => index * reward.cost),
        'each debit saw its own balance, none below zero',
      );
      say(`balances after each accepted debit: ${balances.join(', ')}`);
      const [profile] = await db
        .select({ points: profiles.points })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      const [ledger] = await queryRows<{ total: number; rows: number }>(
        sql`select coalesce(sum(delta), 0)::int as total, count(*)::int as rows from ${pointsLedger} where user_id = ${userId}`,
      );
      const requests = await db
        .select({ id: rewardRequests.id })
        .from(rewardRequests)
        .where(eq(rewardRequests.userId, userId));
      assert.equal(profile?.points, 0, 'balance 0');
      assert.equal(ledger!.total, 0, 'the ledger sums to the balance');
      assert.equal(ledger!.rows, 1 + AFFORDABLE, 'one credit and one debit per accepted redemption');
      assert.equal(requests.length, AFFORDABLE, 'one reward request per accepted redemption');
      assert.deepEqual(await ledgerInvariantBreaches(), [], 'every balance equals its ledger, none negative');
      say(`balance 0 = ledger sum over ${ledger!.rows} rows; ${requests.length} reward requests`);
    },
  );

  await check('sessions: sign-out on A ends the session on B', async () => {
    const signOut = await call('A', '/auth/sign-out', { method: 'POST', cookie: sessionCookie });
    await signOut.text();
    assert.equal(signOut.status, 302);
    for (const name of ['B', 'A'] as const) {
      const profile = await call(name, '/api/user/profile', { cookie: sessionCookie });
      await profile.text();
      assert.equal(profile.status, 401, `the old cookie on ${name} after sign-out`);
    }
    say('POST /auth/sign-out on A (302); the same cookie then gets 401 on B and on A');
  });

  await check(
    `rate limits: failed sign-ins alternately on A and B, the address pauses after ${SIGN_IN_FAILURES_PER_EMAIL.max}`,
    async () => {
      const statuses: string[] = [];
      for (let attempt = 1; attempt <= SIGN_IN_FAILURES_PER_EMAIL.max + 1; attempt += 1) {
        const name = attempt % 2 === 1 ? 'A' : 'B';
        const response = await call(name, '/auth', {
          form: { intent: 'login', email, password: `sbagliata-${attempt}` },
        });
        await response.text();
        statuses.push(`${name} ${response.status}`);
        const expected = attempt <= SIGN_IN_FAILURES_PER_EMAIL.max ? 401 : 429;
        assert.equal(response.status, expected, `failed sign-in ${attempt} on ${name}`);
      }
      const right = await call('A', '/auth', { form: { intent: 'login', email, password } });
      await right.text();
      statuses.push(`A ${right.status} (right password)`);
      assert.equal(right.status, 429, 'paused on both processes, even with the right password');
      say(`attempts: ${statuses.join(', ')}`);
      say(`the same count as one process: ${SIGN_IN_FAILURES_PER_EMAIL.max} failures, then 429`);
    },
  );

  await check(`jobs: ${JOBS} queued jobs, each run exactly once by one of the two processes`, async () => {
    const { databaseHandle } = await import('#app/lib/db.server.ts');
    const runner = await createJobRunner(databaseHandle(), { jobs: [priceAlertsJob], work: false });
    const ids: string[] = [];
    try {
      for (let index = 0; index < JOBS; index += 1) {
        const id = await runner.enqueue(priceAlertsJob, {});
        assert.ok(id);
        ids.push(id);
      }
      await waitFor(
        'the jobs to complete',
        async () => {
          const states = await Promise.all(ids.map((id) => runner.status(priceAlertsJob, id)));
          return states.every((status) => status?.state === 'completed') ? states : undefined;
        },
        30_000,
      );
    } finally {
      await runner.stop();
    }
    const runs = { A: 0, B: 0 };
    for (const id of ids) {
      const starts = servers.flatMap((entry) =>
        logLines(entry.server!)
          .filter((line) => line.msg === 'job started' && line.id === id)
          .map((line) => ({ name: entry.name as 'A' | 'B', attempt: line.attempt })),
      );
      assert.equal(starts.length, 1, `job ${id} started once in all (${JSON.stringify(starts)})`);
      assert.equal(starts[0]!.attempt, 0, `job ${id} ran at its first attempt`);
      runs[starts[0]!.name] += 1;
    }
    say(`all ${JOBS} completed; started once each, no retry: A ran ${runs.A}, B ran ${runs.B}`);
  });

  await check(
    `mail sent once: the confirmation and ${MAIL_BATCH} queued mails, both outbox workers running`,
    async () => {
      const rows = await waitFor(
        'every queued mail to be sent',
        async () => {
          const found = await db
            .select({
              recipient: emailOutbox.recipient,
              subject: emailOutbox.subject,
              status: emailOutbox.status,
            })
            .from(emailOutbox);
          return found.every((row) => row.status === 'sent') ? found : undefined;
        },
        30_000,
      );
      // A mail sent twice would be on its way by now (a row is sent before it is marked); a short
      // wait lets one in flight arrive.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const received = allMail();
      for (const row of rows) {
        const copies = received.filter(
          (mail) => mail.to.includes(row.recipient) && mail.subject === row.subject,
        );
        assert.equal(copies.length, 1, `'${row.subject}' to ${row.recipient} delivered once`);
      }
      assert.equal(received.length, rows.length, 'nothing delivered that the outbox does not hold');
      const confirmations = received.filter((mail) => mail.to.includes(email));
      assert.equal(confirmations.length, 1, 'one confirmation mail');
      const batch = { A: 0, B: 0 };
      for (const name of ['A', 'B'] as const)
        batch[name] = catchers[name].received.filter((mail) => mail.subject.startsWith('Prova ')).length;
      say(`${rows.length} outbox rows, ${received.length} mails received, each once`);
      say(`the batch: A sent ${batch.A}, B sent ${batch.B}`);
      assert.ok(batch.A > 0 && batch.B > 0, 'both outbox workers took part in the batch');
      const [pending] = await queryRows<{ n: number }>(
        sql`select count(*)::int as n from ${emailOutbox} where status <> 'sent' or attempts <> 1`,
      );
      assert.equal(pending!.n, 0, 'every mail claimed once and sent at the first attempt');
    },
  );

  await check('no errors in either log', async () => {
    for (const entry of servers) {
      const errors = logLines(entry.server!).filter((line) => Number(line.level) >= 50);
      assert.deepEqual(errors, [], `${entry.name} logged errors`);
    }
    say('no line at level error or fatal from A or B');
  });

  await check(
    'rolling restart under steady traffic: A, then B, stopped with SIGTERM and started again behind a balancer',
    async () => {
      // Someone new: the first person's sign-ins are paused by the rate-limit check.
      const rollingEmail = `rotazione.${batchTag}@example.com`;
      const signUp = await call('A', '/auth', {
        form: {
          intent: 'signup',
          firstName: 'Marco',
          lastName: 'Galli',
          email: rollingEmail,
          password,
          ethicalCommitment: 'on',
          termsAndConditions: 'on',
        },
      });
      await signUp.text();
      assert.equal(signUp.status, 200);
      await db.update(users).set({ emailVerified: true }).where(eq(users.email, rollingEmail));
      const signIn = await call('A', '/auth', { form: { intent: 'login', email: rollingEmail, password } });
      await signIn.text();
      assert.equal(signIn.status, 302, 'the second person signs in');
      const rollingJar: Jar = new Map();
      keepCookies(signIn, rollingJar);
      const cookie = cookieHeader(rollingJar);
      const [person] = await db.select({ id: users.id }).from(users).where(eq(users.email, rollingEmail));
      const [reward] = await db
        .select({ name: rewards.name, cost: rewards.costPoints })
        .from(rewards)
        .where(eq(rewards.active, true))
        .orderBy(asc(rewards.costPoints))
        .limit(1);
      await db.transaction((tx) =>
        applyPoints(tx, {
          userId: person!.id,
          delta: reward!.cost * 50_000,
          kind: 'admin_adjustment',
          idempotencyKey: `rolling-restart:${person!.id}`,
          reason: 'rolling restart test',
        }),
      );

      const balancer = await startBalancer(
        [
          { name: 'A', origin: origins.A },
          { name: 'B', origin: origins.B },
        ],
        { healthPath: '/healthz', intervalMs: 200 },
      );
      cleanups.push({ title: 'load balancer', run: () => balancer.close() });
      // Acknowledged writes: redemptions answered 201, by the id of the request they created.
      // Steady, not a flood: 25 ms between a client's requests (a flood on this CI machine's two
      // cores starves the job queue's connections while one process is down).
      const acknowledged = new Set<string>();
      let sequence = 0;
      const trafficStarted = performance.now();
      const traffic = startTraffic(balancer.url, {
        loops: 4,
        pauseMs: 25,
        next(loop): TrafficRequest & { label: string } {
          if (loop < 2) {
            sequence += 1;
            return {
              label: 'redeem',
              method: 'POST',
              path: '/api/rewards/redeem',
              headers: {
                Host: publicHost,
                Origin: baseUrl,
                Cookie: cookie,
                'Content-Type': 'application/json',
                'Idempotency-Key': `rolling-${batchTag}-${sequence}`,
              },
              body: JSON.stringify({ reward_type: reward!.name, points_cost: reward!.cost }),
              expect: 201,
            };
          }
          return loop === 2
            ? {
                label: 'profile',
                method: 'GET',
                path: '/api/user/profile',
                headers: { Host: publicHost, Cookie: cookie },
                expect: 200,
              }
            : { label: 'landing', method: 'GET', path: '/', headers: { Host: publicHost }, expect: 200 };
        },
        onAnswer(label, body) {
          if (label === 'redeem')
            acknowledged.add((JSON.parse(body) as { request: { id: string } }).request.id);
        },
      });
      const retired: { name: string; server: SpawnedServer }[] = [];
      try {
        await new Promise((resolve) => setTimeout(resolve, 500));
        for (const name of ['A', 'B'] as const) {
          const old = servers[name === 'A' ? 0 : 1]!.server!;
          const stopBegun = performance.now();
          const exited = stopServerProcess(old);
          await balancer.waitFor(name, false, 10_000);
          const seenOut = performance.now() - stopBegun;
          const code = await exited;
          retired.push({ name, server: old });
          assert.equal(code, '0', `${name} exits 0 on SIGTERM under traffic`);
          const stopMs = performance.now() - stopBegun;
          await start(name);
          const restarted = servers[name === 'A' ? 0 : 1]!.server!;
          // B is back once both its processes answer, as at the first start.
          if (name === 'B')
            await waitFor(
              "B's announcement",
              async () => (restarted.output().includes(`(${B_WORKERS} processi)`) ? true : undefined),
              60_000,
            );
          await balancer.waitFor(name, true, 10_000);
          const answeredBefore = balancer.answered[name]!;
          await waitFor(
            `${name} to take traffic again`,
            async () => (balancer.answered[name]! >= answeredBefore + 5 ? true : undefined),
            10_000,
          );
          say(
            `${name}: out of the balancer ${Math.round(seenOut)} ms after SIGTERM (/healthz 503), exit 0 ` +
              `after ${Math.round(stopMs)} ms; started again, ready in ${restarted.ms} ms`,
          );
        }
      } finally {
        await traffic.stop();
        await balancer.close();
      }
      const elapsed = (performance.now() - trafficStarted) / 1000;
      const total = Object.values(traffic.answered).reduce((sum, count) => sum + count, 0);
      say(
        `${total} requests in ${elapsed.toFixed(1)} s (${Object.entries(traffic.answered)
          .map(([label, count]) => `${count} ${label}`)
          .join(', ')}); A answered ${balancer.answered.A}, B ${balancer.answered.B}, of which ` +
          `${balancer.closing.A} and ${balancer.closing.B} while draining (Connection: close); ` +
          `${balancer.retried} sent again after a refused connection`,
      );
      assert.deepEqual(traffic.failures, [], 'every request answered as expected: no reset, no 5xx');
      assert.deepEqual(balancer.failures, [], 'nothing failed between the balancer and a process');

      const stored = await db
        .select({ id: rewardRequests.id })
        .from(rewardRequests)
        .where(eq(rewardRequests.userId, person!.id));
      const storedIds = new Set(stored.map((row) => row.id));
      const missing = [...acknowledged].filter((id) => !storedIds.has(id));
      assert.deepEqual(missing, [], 'every acknowledged redemption is in the database');
      assert.equal(stored.length, acknowledged.size, 'and no other (every request was answered)');
      const [debits] = await queryRows<{ n: number }>(
        sql`select count(*)::int as n from ${pointsLedger}
            where user_id = ${person!.id} and kind = 'reward_redeemed'`,
      );
      assert.equal(debits!.n, acknowledged.size, 'one ledger debit per acknowledged redemption');
      assert.deepEqual(await ledgerInvariantBreaches(), [], 'every balance equals its ledger, none negative');
      say(`${acknowledged.size} acknowledged redemptions: each stored, each debited once`);

      for (const entry of [
        ...retired,
        ...servers.map((current) => ({ ...current, server: current.server! })),
      ]) {
        const errors = logLines(entry.server).filter((line) => Number(line.level) >= 50);
        assert.deepEqual(errors, [], `${entry.name} logged errors`);
      }
      say('no line at level error or fatal from the stopped processes or their successors');
    },
  );

  await check(
    `a server of ${B_WORKERS} processes stopped while they are still starting exits 0`,
    async () => {
      // A worker asked to stop before it has started used to lose the request and serve on, its
      // primary waiting for it for ever (decision 035).
      const port = await freePort();
      const { server, ready } = startServerProcess(
        { ...common, WEB_CONCURRENCY: String(B_WORKERS), SMTP_URL: catchers.B.url },
        { port, readyUrl: `http://127.0.0.1:${port}/healthz` },
      );
      ready.catch(() => undefined);
      cleanups.push({ title: 'server C', run: () => stopServerProcess(server, 10_000) });
      await waitFor(
        'a process of C to reach the database',
        async () => (server.output().includes('"msg":"database ready"') ? true : undefined),
        60_000,
      );
      const begun = performance.now();
      const code = await stopServerProcess(server, 60_000);
      assert.equal(code, '0', 'C exits 0 on SIGTERM while starting');
      assert.doesNotMatch(server.output(), /processi\)/, 'C never announced itself ready');
      say(`SIGTERM while its processes started: exit 0 after ${seconds(begun)}`);
    },
  );

  await check('graceful stop: SIGTERM to both, each exits 0', async () => {
    const codes = await Promise.all(
      servers.map(async (entry) => ({ name: entry.name, code: await stopServerProcess(entry.server!) })),
    );
    say(codes.map(({ name, code }) => `${name} exit ${code}`).join(', '));
    for (const { name, code } of codes) assert.equal(code, '0', `${name} exits 0 on SIGTERM`);
    if (!viaPgBouncer) {
      // A backend ends a moment after its client closes the socket.
      await waitFor(
        'the servers to close every connection',
        async () => {
          const [left] = await queryRows<{ n: number }>(
            sql`select count(*)::int as n from pg_stat_activity
                where datname = current_database() and application_name <> ${TEST_APPLICATION}`,
          );
          return left!.n === 0 ? true : undefined;
        },
        5_000,
      );
      say('no connection of theirs left open on the database');
    }
  });
}

let failed = false;
const stopSignals = () => {
  void cleanup().finally(() => process.exit(130));
};
process.once('SIGINT', stopSignals);
process.once('SIGTERM', stopSignals);

async function cleanup() {
  await Promise.all(servers.map((entry) => entry.server && stopServerProcess(entry.server, 10_000)));
  await runCleanups(cleanups);
}

try {
  await main();
} catch (error) {
  failed = true;
  console.error('\n', error);
  for (const entry of servers) {
    if (!entry.server) continue;
    const tail = entry.server.output().split('\n').slice(-40).join('\n');
    console.error(`\n--- last lines of ${entry.name} ---\n${tail}`);
  }
  if (bouncerOutput())
    console.error(`\n--- pgbouncer ---\n${bouncerOutput().split('\n').slice(-40).join('\n')}`);
} finally {
  await cleanup();
}
console.log(`\n${failed ? 'FAILED' : 'All checks passed'} in ${seconds(begin)}`);
process.exit(failed ? 1 : 0);
