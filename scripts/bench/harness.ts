// What the HTTP benchmarks share: a free port and the production build they start, bench accounts
// signed in through the /auth form as a person would, and the raw node:http ceiling printed beside
// every figure (scripts/bench/http.ts, soak.ts, suggest.ts, integrity.ts; tests/faults/faults.ts
// uses some). Nothing here needs the bench-only packages: the load generator is in load.ts.

import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { type SpawnedServer, spawnServer } from '#tests/e2e/spawn-server.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The production build on `databaseUrl` (the large data set), as the benches measure it: on a free
 * port of 127.0.0.1, without the demo, logging warnings only, a data folder of its own; `env` adds
 * or overrides variables (PAGE_CACHE, METRICS_TOKEN…). Stop it with `stopServer`.
 */
export async function startBenchServer(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<{ server: SpawnedServer; baseUrl: string; dataDir: string }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'provato-bench-'));
  const server = await spawnServer(
    {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      BASE_URL: baseUrl,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ...env,
    },
    { port, readyUrl: `${baseUrl}/healthz` },
  );
  return { server, baseUrl, dataDir };
}

/**
 * The session cookie of `email` on the server at `baseUrl`: signed in, and signed up first when the
 * account does not exist yet (its address confirmed and its role set directly in the database).
 */
export async function signedInCookie(
  baseUrl: string,
  sqlClient: pg.Client,
  account: { email: string; password: string; lastName: string; role?: 'user' | 'admin' },
): Promise<string> {
  const post = (fields: Record<string, string>) =>
    fetch(`${baseUrl}/auth?index`, {
      method: 'POST',
      headers: { origin: baseUrl },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });
  const cookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .filter((pair) => /session_token=./.test(pair!))
      .join('; ');
  const exists = await sqlClient.query(`select 1 from users where email = $1`, [account.email]);
  if (exists.rowCount === 0) {
    await post({
      intent: 'signup',
      firstName: 'Bench',
      lastName: account.lastName,
      email: account.email,
      password: account.password,
      ethicalCommitment: 'on',
      termsAndConditions: 'on',
    });
  }
  await sqlClient.query(`update users set email_verified = true, role = $2 where email = $1`, [
    account.email,
    account.role ?? 'user',
  ]);
  const response = await post({ intent: 'login', email: account.email, password: account.password });
  const cookie = cookieOf(response);
  if (!cookie) throw new Error(`sign-in of ${account.email} failed: ${response.status}`);
  return cookie;
}

/** The ceiling every bench prints beside its figures: a bare node:http 'hello' in its own process. */
export async function startRawHello(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '-e',
      `require('node:http').createServer((q, s) => s.end('hello')).listen(${port}, '127.0.0.1', () => console.log('up'))`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve) => child.stdout!.once('data', resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}
