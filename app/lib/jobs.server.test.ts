import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseHandle, db, queryRows } from './db.server.ts';
import {
  createJobRunner,
  defineJob,
  type JobDefinition,
  type JobRunner,
  type JobStatus,
  readJobProgress,
} from './jobs.server.ts';

/*
 * The job queue on this file's own database (PGlite in `npm test`, PostgreSQL in `test:pg`):
 * what runs, how often, what survives, what can be stopped. Jobs record each attempt in a table,
 * so "ran once" is read from the database, not from memory.
 */

beforeAll(async () => {
  await db.execute(
    sql`create table job_attempts (job_id uuid not null, label text not null, attempt int not null)`,
  );
});

const attemptsOf = (label: string) =>
  queryRows<{ job_id: string; attempt: number }>(
    sql`select job_id, attempt from job_attempts where label = ${label} order by attempt`,
  );

const record = (id: string, label: string, attempt: number) =>
  // raw insert: the test's own scratch table (created above), not an entity of the schema
  db.execute(sql`insert into job_attempts (job_id, label, attempt) values (${id}, ${label}, ${attempt})`);

type Labelled = { label: string };

const echo = defineJob<Labelled & { value: number }>({
  name: 'test-echo',
  queue: { retryLimit: 0 },
  async run(job) {
    await record(job.id, job.data.label, job.attempt);
    return { doubled: job.data.value * 2 };
  },
});

/** Fails on its first two attempts, then succeeds. */
const flaky = defineJob<Labelled>({
  name: 'test-flaky',
  queue: { retryLimit: 3, retryDelay: 1, retryBackoff: true, retryDelayMax: 2 },
  async run(job) {
    await record(job.id, job.data.label, job.attempt);
    if (job.attempt < 2) throw new Error(`attempt ${job.attempt} failed`);
    return { attempts: job.attempt + 1 };
  },
});

const broken = defineJob<Labelled>({
  name: 'test-broken',
  queue: { retryLimit: 1, retryDelay: 1 },
  async run(job) {
    await record(job.id, job.data.label, job.attempt);
    throw new Error('Il file non è leggibile');
  },
});

/** Reports progress, then waits until it is cancelled. */
const patient = defineJob<Labelled>({
  name: 'test-patient',
  queue: { retryLimit: 0, heartbeatSeconds: 10 },
  async run(job) {
    await record(job.id, job.data.label, job.attempt);
    await job.reportProgress({ rowsRead: 10 });
    await job.reportProgress({ rowsRead: 20 });
    await new Promise<void>((resolve) => job.signal.addEventListener('abort', () => resolve()));
    await record(job.id, `${job.data.label}:aborted`, job.attempt);
    return { stopped: true };
  },
});

/** One at a time per key, as brand cleaning is. */
const exclusive = defineJob<Labelled>({
  name: 'test-exclusive',
  queue: { retryLimit: 0, policy: 'exclusive' },
  async run(job) {
    await record(job.id, job.data.label, job.attempt);
  },
});

/** Queued by pg-boss itself every night (a retention job's shape). */
const nightly = defineJob<Labelled>({
  name: 'test-nightly',
  queue: { retryLimit: 0, policy: 'exclusive' },
  schedule: '30 3 * * *',
  async run(job) {
    await record(job.id, 'nightly', job.attempt);
  },
});

const all = [echo, flaky, broken, patient, exclusive, nightly] as JobDefinition<never>[];
const runners: JobRunner[] = [];

async function runner(work = true): Promise<JobRunner> {
  const started = await createJobRunner(databaseHandle(), { jobs: all, work, pollingIntervalSeconds: 0.5 });
  runners.push(started);
  return started;
}

afterAll(async () => {
  for (const started of runners) await started.stop();
});

async function settled(jobs: JobRunner, job: JobDefinition<never>, id: string): Promise<JobStatus> {
  let status: JobStatus | null = null;
  await expect
    .poll(
      async () => {
        status = await jobs.status(job, id);
        return status?.state;
      },
      { timeout: 20_000, interval: 100 },
    )
    .toMatch(/^(completed|failed|cancelled)$/);
  return status!;
}

describe('background jobs', () => {
  let jobs: JobRunner;
  beforeAll(async () => {
    jobs = await runner();
  });

  test('a job runs once with its data, and what it returned is kept', async () => {
    const id = (await jobs.enqueue(echo, { label: 'echo', value: 21 }))!;
    const status = await settled(jobs, echo as never, id);
    expect(status).toMatchObject({ state: 'completed', attempt: 0, output: { doubled: 42 } });
    expect(await attemptsOf('echo')).toEqual([{ job_id: id, attempt: 0 }]);
  });

  test('a failing job is retried with backoff until it succeeds', async () => {
    const id = (await jobs.enqueue(flaky, { label: 'flaky' }))!;
    const status = await settled(jobs, flaky as never, id);
    expect(status).toMatchObject({ state: 'completed', attempt: 2, output: { attempts: 3 } });
    expect((await attemptsOf('flaky')).map((row) => row.attempt)).toEqual([0, 1, 2]);
  });

  test('a job that keeps failing ends failed, with its error, after its retries', async () => {
    const id = (await jobs.enqueue(broken, { label: 'broken' }))!;
    const status = await settled(jobs, broken as never, id);
    expect(status.state).toBe('failed');
    expect(JSON.stringify(status.output)).toContain('Il file non è leggibile');
    expect((await attemptsOf('broken')).map((row) => row.attempt)).toEqual([0, 1]);
  });

  test('a queued job cancelled before its time never runs', async () => {
    const id = (await jobs.enqueue(echo, { label: 'later', value: 1 }, { startAfterSeconds: 60 }))!;
    expect(await jobs.cancel(echo as never, id)).toBe(true);
    expect((await jobs.status(echo as never, id))?.state).toBe('cancelled');
    expect(await jobs.cancel(echo as never, id)).toBe(false);
    expect(await attemptsOf('later')).toEqual([]);
  });

  test('a running job reports progress, and cancelling it aborts its signal', async () => {
    const id = (await jobs.enqueue(patient, { label: 'patient' }))!;
    await expect.poll(() => readJobProgress(id), { timeout: 20_000 }).toEqual({ rowsRead: 20 });
    expect((await jobs.status(patient as never, id))?.state).toBe('active');
    expect(await jobs.cancel(patient as never, id)).toBe(true);
    await expect.poll(() => attemptsOf('patient:aborted'), { timeout: 20_000 }).toHaveLength(1);
    expect((await jobs.status(patient as never, id))?.state).toBe('cancelled');
  });

  test('a job queued in a transaction that rolls back does not exist', async () => {
    let queued: string | null = null;
    await expect(
      db.transaction(async (tx) => {
        queued = await jobs.enqueue(echo, { label: 'rolled-back', value: 1 }, { tx });
        throw new Error('the caller changes its mind');
      }),
    ).rejects.toThrow('the caller changes its mind');
    expect(queued).toMatch(/^[0-9a-f-]{36}$/);
    expect(await jobs.status(echo as never, queued!)).toBeNull();
    const committed = await db.transaction((tx) =>
      jobs.enqueue(echo, { label: 'committed', value: 2 }, { tx }),
    );
    expect((await settled(jobs, echo as never, committed!)).state).toBe('completed');
    expect(await attemptsOf('rolled-back')).toEqual([]);
  });

  test('a job with a schedule is registered once, on Rome time, whatever number of runners start', async () => {
    await runner(false);
    const rows = await queryRows<{ name: string; cron: string; timezone: string }>(
      sql`select name, cron, timezone from pgboss.schedule where name = 'test-nightly'`,
    );
    expect(rows).toEqual([{ name: 'test-nightly', cron: '30 3 * * *', timezone: 'Europe/Rome' }]);
  });

  test('an exclusive queue: a second job with the same key while the first waits is refused', async () => {
    const first = await jobs.enqueue(
      exclusive,
      { label: 'single' },
      {
        singletonKey: 'brand-cleaning',
        startAfterSeconds: 60,
      },
    );
    const second = await jobs.enqueue(exclusive, { label: 'single' }, { singletonKey: 'brand-cleaning' });
    const otherKey = await jobs.enqueue(exclusive, { label: 'other' }, { singletonKey: 'another' });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    expect(otherKey).not.toBeNull();
    expect(await jobs.cancel(exclusive as never, first!)).toBe(true);
    const again = await jobs.enqueue(exclusive, { label: 'single' }, { singletonKey: 'brand-cleaning' });
    expect((await settled(jobs, exclusive as never, again!)).state).toBe('completed');
  });
});

describe('restarts and several processes', () => {
  test('a job queued while no worker runs is done by the next runner that starts', async () => {
    const sender = await runner(false);
    const id = (await sender.enqueue(echo, { label: 'restart', value: 5 }))!;
    expect((await sender.status(echo as never, id))?.state).toBe('created');
    await sender.stop();
    const next = await runner();
    expect(await settled(next, echo as never, id)).toMatchObject({
      state: 'completed',
      output: { doubled: 10 },
    });
    expect(await attemptsOf('restart')).toHaveLength(1);
  });

  test('two runners on one database: each of 30 jobs runs exactly once', async () => {
    const [first, second] = [await runner(), await runner()];
    const ids = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        (index % 2 ? first : second).enqueue(echo, { label: 'crowd', value: index }),
      ),
    );
    for (const id of ids) expect((await settled(first, echo as never, id!)).state).toBe('completed');
    const attempts = await attemptsOf('crowd');
    expect(attempts).toHaveLength(30);
    expect(new Set(attempts.map((row) => row.job_id))).toEqual(new Set(ids));
  });
});
