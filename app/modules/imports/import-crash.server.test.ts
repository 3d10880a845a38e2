import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseHandle, db, queryRows } from '#app/lib/db.server.ts';
import { startJobs, stopJobs } from '#app/lib/jobs.server.ts';
import { importRuns, merchants, offers } from '#db/schema/index.ts';
import { createUser } from '#tests/support/factories.ts';
import { proposeMapping } from './import-format.ts';
import { createImportRun, importJob } from './run-import.server.ts';
import { priceAlertsJob } from '#app/modules/price-alerts/check-price-alerts.server.ts';

/*
 * The import's crash safety with real processes (PostgreSQL: two processes on one database). A
 * worker process takes the job and is killed with SIGKILL mid-import; what it wrote is whole
 * batches only; a new worker retries the job once its heartbeat is missed, resumes after the last
 * written batch, and the run ends exactly as an uninterrupted one: every row once, every counter
 * right.
 */

const ROWS = 12_000;
const SHOP = 'Negozio Interrotto';
const workers: ChildProcess[] = [];

function startWorker(url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.resolve('tests/support/import-worker.ts'), url], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'warn' },
  });
  workers.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`worker exited early (${code})`)));
  });
}

const runOf = async (runId: string) =>
  (await db.select().from(importRuns).where(eq(importRuns.id, runId)))[0]!;
const offersOfShop = async () =>
  (
    await queryRows<{ n: number; ids: number }>(sql`
      select count(*)::int as n, count(distinct o.external_id)::int as ids
      from ${offers} o join ${merchants} m on m.id = o.merchant_id where m.name = ${SHOP}`)
  )[0]!;

describe.runIf(process.env.TEST_DB === 'postgres')('an import killed mid-run (kill -9)', () => {
  beforeAll(async () => {
    // This process only queues; the workers run the job.
    await startJobs(databaseHandle(), { jobs: [importJob as never, priceAlertsJob as never], work: false });
  });
  afterAll(async () => {
    for (const worker of workers) worker.kill('SIGKILL');
    await stopJobs();
  });

  test(
    'leaves whole batches only, and the next process finishes it to the same end',
    { timeout: 120_000 },
    async () => {
      const handle = databaseHandle();
      if (handle.connection.kind !== 'postgres') throw new Error('PostgreSQL only');
      const folder = mkdtempSync(path.join(tmpdir(), 'provato-crash-'));
      const file = path.join(folder, 'grande.csv');
      const header = 'codice;nome;prezzo;link';
      const rows = Array.from(
        { length: ROWS },
        (_, index) =>
          `K${index};Articolo di prova numero ${index};${(index % 500) + 1},90;https://negozio.example/k${index}`,
      );
      writeFileSync(file, [header, ...rows].join('\n'));
      const admin = { id: (await createUser({ role: 'admin' })).id, isAdmin: true };

      const first = await startWorker(handle.connection.url);
      const runId = await createImportRun({
        actor: admin,
        input: {
          kind: 'csv',
          sourceName: 'grande.csv',
          filePath: file,
          mapping: proposeMapping(header.split(';')),
          merchantName: SHOP,
        },
      });
      // Killed once it has written some batches, well before the end.
      await expect
        .poll(async () => (await runOf(runId)).rowsRead, { timeout: 60_000, interval: 10 })
        .toBeGreaterThanOrEqual(2000);
      first.kill('SIGKILL');
      await new Promise((resolve) => first.once('exit', resolve));

      const cut = await runOf(runId);
      expect(cut.status).toBe('processing');
      expect(cut.rowsRead).toBeLessThan(ROWS);
      expect(cut.rowsRead % 1000).toBe(0);
      // What is visible is exactly the batches the run counted, nothing half-written.
      expect(await offersOfShop()).toEqual({ n: cut.rowsRead, ids: cut.rowsRead });
      expect(cut.offersCreated).toBe(cut.rowsRead);

      await startWorker(handle.connection.url);
      await expect
        .poll(async () => (await runOf(runId)).status, { timeout: 90_000, interval: 200 })
        .toBe('completed');
      const done = await runOf(runId);
      expect(done).toMatchObject({ rowsRead: ROWS, offersCreated: ROWS, offersUpdated: 0, errorCount: 0 });
      expect(await offersOfShop()).toEqual({ n: ROWS, ids: ROWS });
    },
  );
});
