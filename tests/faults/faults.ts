// Faults injected into the production build (issue 30 §3, decision 036), on a PostgreSQL server of
// the test's own (initdb into a temporary folder, its own port: the shared server is never touched):
//
//   - PostgreSQL restarted under load: stopped (fast) while requests flow, the app answers 503
//     with the site's Italian message (never a 500, never a hang), and serves again by itself once
//     the database is back, same process.
//   - The disk full while uploading: the server runs with a file-size limit (RLIMIT_FSIZE through
//     prlimit: past it a write fails with EFBIG, as ENOSPC on a full disk); an import file and a
//     picture bigger than the limit are refused with a clear message (507) and leave no partial
//     file; smaller ones still go through.
//
// The SMTP server down for minutes is an integration test beside the outbox
// (app/modules/notifications/outbox-smtp-down.server.test.ts): its clock is the database's.
//
//   npm run build && npm run test:faults
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { DATABASE_UNAVAILABLE_MESSAGE } from '#app/lib/database-outage.server.ts';
import { IMPORT_MESSAGES } from '#app/modules/imports/import-format.ts';
import { IMAGE_ERRORS } from '#app/modules/media/store-image.server.ts';
import { freePort, signedInCookie } from '#scripts/bench/harness.ts';
import { type SpawnedServer, startServerProcess, stopServerProcess } from '#tests/support/server-process.ts';
import { check, type Cleanup, runCleanups, say, seconds } from '#tests/support/steps.ts';
import { startOwnPostgres, type OwnPostgres } from './postgres-server.ts';

/** The app's file-size limit: a picture or a CSV above it cannot be written whole. */
const FILE_SIZE_LIMIT = 64 * 1024;
/** Longest a request may take while the database is away: an answer, not a hang. */
const ANSWER_BOUND_MS = 3_000;
const DOWN_MS = 4_000;
/** The app must serve again within this after PostgreSQL accepts connections. */
const RECOVERY_BOUND_MS = 10_000;
const LOADERS = 4;

const root = path.resolve(import.meta.dirname, '../..');
process.chdir(root);
const begin = performance.now();
const cleanups: Cleanup[] = [];
let serverOutput = () => '';
/** Wall-clock times (the server's log times) from PostgreSQL's stop to the app serving again. */
const outageWindow = { from: 0, to: 0 };

/** Every file under `dir`, relative paths. */
const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    : [];

/** Variables of the caller's shell that would change the server: it gets exactly the test's. */
const NOT_INHERITED = /^(HOST|APP_ENV|NODE_ENV|DATABASE_|S3_|SMTP_URL|METRICS_TOKEN|PAGE_CACHE)/;

type Outcome = {
  path: string;
  start: number;
  end: number;
  status: number;
  retryAfter: string | null;
  body: string;
  error?: string;
};

async function main() {
  if (!existsSync(path.join(root, 'build', 'server', 'index.js')))
    throw new Error('No production build: run `npm run build` first.');
  const [pgPort, appPort] = [await freePort(), await freePort()];
  let database!: OwnPostgres;
  await check(`a PostgreSQL server of our own on 127.0.0.1:${pgPort}`, async () => {
    database = await startOwnPostgres(pgPort);
    cleanups.push({ title: 'own PostgreSQL', run: () => database.destroy() });
  });

  const dataDir = mkdtempSync(path.join(tmpdir(), 'provato-faults-'));
  cleanups.push({ title: 'data folder', run: () => rmSync(dataDir, { recursive: true, force: true }) });
  const baseUrl = `http://127.0.0.1:${appPort}`;
  let server!: SpawnedServer;
  await check(
    `the production build on it, files limited to ${FILE_SIZE_LIMIT / 1024} KB (prlimit --fsize)`,
    async () => {
      const started = startServerProcess(
        {
          DATABASE_URL: database.url,
          DATA_DIR: dataDir,
          BASE_URL: baseUrl,
          HOST: '127.0.0.1',
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
          // Every page from the database: the cache would answer some of them from memory.
          PAGE_CACHE: 'off',
        },
        {
          port: appPort,
          readyUrl: `${baseUrl}/healthz`,
          dropInherited: NOT_INHERITED,
          launcher: ['prlimit', `--fsize=${FILE_SIZE_LIMIT}`, '--'],
        },
      );
      server = started.server;
      serverOutput = server.output;
      cleanups.push({ title: 'server', run: () => stopServerProcess(server, 10_000) });
      await started.ready;
      say(`pid ${server.child.pid}, answering after ${(server.ms / 1000).toFixed(1)} s`);
    },
  );

  const sqlClient = new pg.Client({ connectionString: database.url });
  await sqlClient.connect();
  const userCookie = await signedInCookie(baseUrl, sqlClient, {
    email: 'guasti.utente@example.com',
    password: 'Guasti-password-2026!',
    lastName: 'Utente',
  });
  const adminCookie = await signedInCookie(baseUrl, sqlClient, {
    email: 'guasti.admin@example.com',
    password: 'Guasti-password-2026!',
    lastName: 'Admin',
    role: 'admin',
  });
  await sqlClient.end();

  await check(
    'PostgreSQL restarted under load: 503 meanwhile, served again by the same process',
    async () => {
      const paths: [string, string | undefined][] = [
        ['/', undefined],
        ['/catalog', undefined],
        ['/api/products?limit=5', undefined],
        ['/dashboard', userCookie],
        ['/api/user/profile', userCookie],
      ];
      const outcomes: Outcome[] = [];
      let running = true;
      const request = async (pathname: string, cookie: string | undefined): Promise<Outcome> => {
        const start = performance.now();
        try {
          const response = await fetch(baseUrl + pathname, {
            headers: cookie ? { cookie } : {},
            redirect: 'manual',
            signal: AbortSignal.timeout(15_000),
          });
          const body = await response.text();
          return {
            path: pathname,
            start,
            end: performance.now(),
            status: response.status,
            retryAfter: response.headers.get('retry-after'),
            body,
          };
        } catch (error) {
          return {
            path: pathname,
            start,
            end: performance.now(),
            status: 0,
            retryAfter: null,
            body: '',
            error: String(error),
          };
        }
      };
      const loaders = Array.from({ length: LOADERS }, async (_, loader) => {
        for (let index = loader; running; index += 1) {
          const [pathname, cookie] = paths[index % paths.length]!;
          outcomes.push(await request(pathname, cookie));
        }
      });
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

      await pause(2_000);
      const stopping = performance.now();
      outageWindow.from = Date.now();
      await database.stop();
      const stopped = performance.now();
      say(`pg_ctl stop -m fast took ${Math.round(stopped - stopping)} ms; ${outcomes.length} answers before`);
      await pause(DOWN_MS);
      const starting = performance.now();
      await database.start();
      const started = performance.now();
      say(
        `down ${Math.round(starting - stopped)} ms; pg_ctl start -w took ${Math.round(started - starting)} ms`,
      );
      // Served again: the first 200 to a request sent after PostgreSQL accepts connections.
      let recovered: number | undefined;
      while (performance.now() - started < RECOVERY_BOUND_MS && recovered === undefined) {
        await pause(100);
        recovered = outcomes.find((outcome) => outcome.start >= started && outcome.status === 200)?.end;
      }
      outageWindow.to = Date.now();
      // Then enough answers to judge the afterwards by, however slow the machine.
      const afterwards = () =>
        recovered === undefined ? [] : outcomes.filter((outcome) => outcome.start >= recovered + 500);
      for (let waited = 0; afterwards().length < 20 && waited < 15_000; waited += 100) await pause(100);
      running = false;
      await Promise.all(loaders);

      const failed = outcomes.filter((outcome) => outcome.status !== 200 && outcome.status !== 503);
      assert.deepEqual(
        failed.map(
          (outcome) => `${outcome.path}: ${outcome.status} ${outcome.error ?? outcome.body.slice(0, 200)}`,
        ),
        [],
        'every answer is a 200 or a 503',
      );
      const slowest = Math.max(...outcomes.map((outcome) => outcome.end - outcome.start));
      assert.ok(
        slowest < ANSWER_BOUND_MS,
        `every answer within ${ANSWER_BOUND_MS} ms (slowest ${Math.round(slowest)} ms)`,
      );
      const before = outcomes.filter((outcome) => outcome.end < stopping);
      assert.ok(
        before.length > 10 && before.every((outcome) => outcome.status === 200),
        'all 200 before the stop',
      );
      const down = outcomes.filter((outcome) => outcome.start >= stopped && outcome.end <= starting);
      assert.ok(down.length >= 20, `requests while down (${down.length})`);
      assert.deepEqual(
        [...new Set(down.map((outcome) => outcome.status))],
        [503],
        'every request while PostgreSQL is down answers 503',
      );
      for (const outcome of down) {
        assert.ok(
          outcome.body.includes(DATABASE_UNAVAILABLE_MESSAGE),
          `${outcome.path} says why, in Italian: ${outcome.body.slice(0, 300)}`,
        );
        assert.equal(outcome.retryAfter, '5', `${outcome.path} carries Retry-After`);
      }
      const pages = down.filter((outcome) => !outcome.path.startsWith('/api/'));
      assert.ok(
        pages.every((outcome) => outcome.body.includes('Servizio momentaneamente non disponibile')),
        "pages show the site's error page",
      );
      assert.ok(recovered !== undefined, `served again within ${RECOVERY_BOUND_MS} ms of PostgreSQL's start`);
      const after = afterwards();
      assert.ok(
        after.length >= 20 && after.every((outcome) => outcome.status === 200),
        `all 200 afterwards: ${after.map((outcome) => `${outcome.path} ${outcome.status}`).join(', ')}`,
      );
      assert.equal(server.child.exitCode, null, 'the same server process, never restarted');
      const health = await fetch(`${baseUrl}/healthz`);
      assert.equal(health.status, 200);
      const statuses = (list: Outcome[]) => {
        const counts = new Map<number, number>();
        for (const outcome of list) counts.set(outcome.status, (counts.get(outcome.status) ?? 0) + 1);
        return [...counts].map(([status, count]) => `${count} × ${status}`).join(', ');
      };
      say(`before the stop: ${statuses(before)}`);
      say(`while down: ${statuses(down)}, slowest answer ${Math.round(slowest)} ms over the whole run`);
      say(
        `around the stop and the start: ${statuses(outcomes.filter((o) => !before.includes(o) && !down.includes(o) && !after.includes(o)))}`,
      );
      say(
        `served again ${Math.round(recovered - started)} ms after PostgreSQL's start; then ${statuses(after)}`,
      );
      say(`the same process (pid ${server.child.pid}); /healthz 200`);
    },
  );

  await check(
    'the disk full while uploading an import file: 507, a clear message, no partial file',
    async () => {
      const importsDir = path.join(dataDir, 'imports');
      const upload = (csv: string) => {
        const boundary = `----provato${randomBytes(8).toString('hex')}`;
        const body = Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="offerte.csv"\r\n` +
              'Content-Type: text/csv\r\n\r\n',
          ),
          Buffer.from(csv),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        return fetch(`${baseUrl}/admin/import?upload`, {
          method: 'POST',
          headers: {
            cookie: adminCookie,
            origin: baseUrl,
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
          body,
          redirect: 'manual',
        });
      };
      const rows = (count: number) =>
        [
          'codice,nome,prezzo,link,negozio',
          ...Array.from(
            { length: count },
            (_, index) =>
              `guasto-${index},Prodotto di prova ${index},${(10 + index / 100).toFixed(2)},https://negozio.example/p/${index},Negozio Prova`,
          ),
        ].join('\n');
      const big = rows(20_000);
      const refused = await upload(big);
      const page = await refused.text();
      assert.equal(refused.status, 507, `a ${Math.round(big.length / 1024)} KB file over the limit`);
      assert.ok(page.includes(IMPORT_MESSAGES.noSpace), 'the import page says the disk is full');
      assert.deepEqual(filesUnder(importsDir), [], 'no partial file left in the imports folder');
      say(`${Math.round(big.length / 1024)} KB CSV: 507 "${IMPORT_MESSAGES.noSpace}"; imports folder empty`);

      const small = await upload(rows(50));
      await small.text();
      assert.equal(small.status, 302, 'a file under the limit becomes a prepared run');
      assert.equal(filesUnder(importsDir).length, 1, 'kept for its import');
      say('a 3 KB CSV afterwards: 302 to its prepared run, its file kept');
    },
  );

  await check('the disk full while uploading a picture: 507, a clear message, no partial file', async () => {
    const uploadsDir = path.join(dataDir, 'uploads');
    const side = 700;
    // Noise: its WebP is far above the limit.
    const noisy = await sharp(randomBytes(side * side * 3), {
      raw: { width: side, height: side, channels: 3 },
    })
      .png()
      .toBuffer();
    const send = (bytes: Buffer) =>
      fetch(`${baseUrl}/api/upload/image`, {
        method: 'POST',
        headers: { cookie: userCookie, origin: baseUrl, 'content-type': 'application/json' },
        body: JSON.stringify({ file: bytes.toString('base64'), fileName: 'foto.png', fileType: 'image/png' }),
      });
    const refused = await send(noisy);
    const answer = (await refused.json()) as { error?: string };
    assert.equal(refused.status, 507);
    assert.equal(answer.error, IMAGE_ERRORS.noSpace);
    assert.deepEqual(filesUnder(uploadsDir), [], 'no partial picture under uploads');
    say(`${Math.round(noisy.length / 1024)} KB picture: 507 "${answer.error}"; uploads folder empty`);

    const plain = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#c85028' } })
      .png()
      .toBuffer();
    const accepted = await send(plain);
    const stored = (await accepted.json()) as { url?: string };
    assert.equal(accepted.status, 201, 'a small picture is stored');
    assert.deepEqual(
      filesUnder(uploadsDir),
      [stored.url!.replace('/uploads/', '')],
      'exactly its file, no partial one beside it',
    );
    say(`a plain 320×240 picture afterwards: 201, stored as ${stored.url}`);
  });

  await check(
    'errors logged: the outage once, the full disk, nothing once the database is back',
    async () => {
      const errors = serverOutput()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map(
          (line) =>
            JSON.parse(line) as { level: number; time: number; msg: string; res?: { statusCode: number } },
        )
        .filter((line) => line.level >= 50);
      // The outage once, not once per request or per background poll; each upload refused for want
      // of space is an operator's business (507). A library's own log of a query it could not make
      // while the database was away (Better Auth's "Failed to query…", with no error to tell by) is
      // let through inside the outage, never outside it.
      const outage = 'database unreachable: requests answered 503 until it is back';
      const during = (line: (typeof errors)[number]) =>
        line.time >= outageWindow.from && line.time <= outageWindow.to;
      const unexpected = errors.filter(
        (line) => line.msg !== outage && line.res?.statusCode !== 507 && !during(line),
      );
      assert.deepEqual(
        unexpected.map((line) => JSON.stringify(line).slice(0, 600)),
        [],
        'no other error',
      );
      assert.equal(errors.filter((line) => line.msg === outage).length, 1, 'the outage logged once');
      const counts = new Map<string, number>();
      for (const line of errors) {
        const label = `${line.msg.slice(0, 60)}${line.res ? ` (${line.res.statusCode})` : ''}`;
        counts.set(label, (counts.get(label) ?? 0) + 1);
      }
      say([...counts].map(([label, count]) => `${count} × ${label}`).join('; '));
    },
  );
}

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  console.error('\n', error);
  console.error(
    `\n--- last lines of the server ---\n${serverOutput()
      .split('\n')
      .slice(-40)
      .map((line) => line.slice(0, 400))
      .join('\n')}`,
  );
} finally {
  await runCleanups(cleanups);
}
console.log(`\n${failed ? 'FAILED' : 'All fault checks passed'} in ${seconds(begin)}`);
process.exit(failed ? 1 : 0);
