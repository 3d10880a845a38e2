import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseHandle, db, queryRows } from './db.server.ts';
import { createJobRunner, defineJob, type JobRunner } from './jobs.server.ts';

/*
 * A process stopping (SIGTERM, decision 035) while one of its jobs runs: the job gets the stop's
 * time limit to finish; past it, the job is failed, its signal aborted, and another runner retries
 * it. Each attempt is recorded in a table, so what ran is read from the database.
 */

beforeAll(async () => {
  await db.execute(
    sql`create table stop_attempts (job_id uuid not null, label text not null, note text not null)`,
  );
});

const notesOf = (label: string) =>
  queryRows<{ note: string }>(sql`select note from stop_attempts where label = ${label} order by note`).then(
    (rows) => rows.map((row) => row.note),
  );

const note = (id: string, label: string, text: string) =>
  // raw insert: the test's own scratch table (created above), not an entity of the schema
  db.execute(sql`insert into stop_attempts (job_id, label, note) values (${id}, ${label}, ${text})`);

/** `steps` steps of 100 ms on its first attempt (one on a retry), stopping early when aborted. */
const stepwise = defineJob<{ label: string; steps: number }>({
  name: 'test-stepwise',
  queue: { retryLimit: 2, retryDelay: 1 },
  async run(job) {
    const steps = job.attempt === 0 ? job.data.steps : 1;
    await note(job.id, job.data.label, `${job.attempt}:started`);
    for (let step = 0; step < steps; step += 1) {
      // A safe point: nothing half done between two steps.
      if (job.signal.aborted) {
        await note(job.id, job.data.label, `${job.attempt}:aborted`);
        return { steps: step };
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await note(job.id, job.data.label, `${job.attempt}:done`);
    return { steps };
  },
});

const runners: JobRunner[] = [];
async function runner(stopTimeoutMs: number, work = true): Promise<JobRunner> {
  const started = await createJobRunner(databaseHandle(), {
    jobs: [stepwise],
    work,
    pollingIntervalSeconds: 0.5,
    stopTimeoutMs,
  });
  runners.push(started);
  return started;
}

afterAll(async () => {
  for (const started of runners) await started.stop();
});

async function startedOnce(label: string) {
  await expect.poll(() => notesOf(label), { timeout: 10_000, interval: 50 }).toContain('0:started');
}

describe('stopping a runner while its job runs', () => {
  test('a job that ends within the time limit finishes, and the stop waits for it', async () => {
    const first = await runner(10_000);
    const id = (await first.enqueue(stepwise, { label: 'short', steps: 10 }))!;
    await startedOnce('short');
    const begun = performance.now();
    await first.stop();
    expect(performance.now() - begun).toBeGreaterThan(300);
    expect(await notesOf('short')).toEqual(['0:done', '0:started']);
    const reader = await runner(10_000, false);
    expect(await reader.status(stepwise, id)).toMatchObject({ state: 'completed', attempt: 0 });
  });

  test('a job past the time limit is failed, its signal aborted, and another runner retries it', async () => {
    const first = await runner(1_000);
    const id = (await first.enqueue(stepwise, { label: 'long', steps: 200 }))!;
    await startedOnce('long');
    const begun = performance.now();
    await first.stop();
    const stopMs = performance.now() - begun;
    expect(stopMs).toBeGreaterThan(900);
    expect(stopMs).toBeLessThan(5_000);
    await expect.poll(() => notesOf('long'), { timeout: 5_000, interval: 50 }).toContain('0:aborted');
    const second = await runner(10_000);
    await expect
      .poll(async () => (await second.status(stepwise, id))?.state, { timeout: 15_000, interval: 100 })
      .toBe('completed');
    expect(await notesOf('long')).toEqual(['0:aborted', '0:started', '1:done', '1:started']);
    expect(await second.status(stepwise, id)).toMatchObject({ attempt: 1 });
  });
});
