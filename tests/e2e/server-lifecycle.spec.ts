import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { freePort, spawnServer, stopServer } from './spawn-server.ts';

/**
 * The first start on an empty database migrates and loads the demo data; a restart keeps it
 * and loads nothing again. Run on the embedded database, and on PostgreSQL when
 * TEST_DATABASE_URL names a server where this test may create a database.
 */
const startServer = (env: Record<string, string>, port: number) =>
  spawnServer({ ...env, HOST: '127.0.0.1' }, { port });

async function health(port: number) {
  const response = await fetch(`http://127.0.0.1:${port}/healthz`);
  expect(response.status).toBe(200);
  return (await response.json()) as { products: number; database: { engine: string } };
}

const seededLines = (log: string) =>
  log.split('\n').filter((line) => line.includes('demo data loaded')).length;

async function startStopStart(env: Record<string, string>, port: number, engine: string) {
  const first = await startServer(env, port);
  const firstHealth = await health(port);
  expect(firstHealth.database.engine).toBe(engine);
  expect(firstHealth.products).toBeGreaterThanOrEqual(150);
  expect(seededLines(first.output())).toBe(1);
  expect(await stopServer(first)).toBe(0);

  const second = await startServer(env, port);
  const secondHealth = await health(port);
  expect(secondHealth.products).toBe(firstHealth.products);
  expect(seededLines(second.output())).toBe(0);
  expect(await stopServer(second)).toBe(0);
  test.info().annotations.push({
    type: 'timing',
    description: `${engine}: cold start to first page ${first.ms} ms, warm restart ${second.ms} ms`,
  });
  console.log(`${engine}: cold start to first page ${first.ms} ms, warm restart ${second.ms} ms`);
}

test.describe('server lifecycle', () => {
  test.describe.configure({ timeout: 400_000 });

  test('embedded database: seeded once, kept across a restart, clean shutdown', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'provato-lifecycle-'));
    try {
      await startStopStart({ DATA_DIR: dataDir }, await freePort(), 'pglite');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('PostgreSQL: starts on DATABASE_URL, migrates, seeds once', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    test.skip(!serverUrl, 'TEST_DATABASE_URL is not set');
    const name = `provato_lifecycle_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'provato-lifecycle-'));
    try {
      await startStopStart({ DATA_DIR: dataDir, DATABASE_URL: url.toString() }, await freePort(), 'postgres');
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
