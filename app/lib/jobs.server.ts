import type { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import {
  type Db,
  type DrizzleTransactionLike,
  fromDrizzle,
  fromPglite,
  PgBoss,
  type QueueOptions,
} from 'pg-boss';
import { jobProgress } from '#db/schema/index.ts';
import { AppError } from './app-error.ts';
import { isDatabaseUnreachable } from './database-outage.server.ts';
import { type DatabaseHandle, db, type Transaction } from './db.server.ts';
import { logger } from './logger.server.ts';

/*
 * Background jobs (imports, brand cleaning, price alerts) on pg-boss, a maintained PostgreSQL
 * queue (docs/decisions/012-background-jobs.md): a job is a row, so it survives a restart, is taken
 * by one process only (SKIP LOCKED), is retried with backoff and can be cancelled. On a PostgreSQL
 * server pg-boss keeps a small pool of its own; on the embedded database it shares the one PGlite
 * connection. Modules define their jobs with `defineJob`; the server starts the runner.
 */

/** Scheduled jobs' clock: a nightly job runs at night in Italy, whatever the server's zone. */
const SCHEDULE_TIME_ZONE = 'Europe/Rome';

/** The schema pg-boss creates and migrates itself, apart from ours. */
export const JOBS_SCHEMA = 'pgboss';

export type JobContext<Data> = {
  id: string;
  data: Data;
  /** Aborted when the job is cancelled (by an admin) or its claim lapses: stop at a safe point. */
  signal: AbortSignal;
  /** 0 on the first attempt, then 1, 2, … on retries. */
  attempt: number;
  /** Saves what the job has done so far, readable from any process with `readJobProgress`. */
  reportProgress(progress: Record<string, unknown>): Promise<void>;
};

export type JobDefinition<Data extends object = object> = {
  name: string;
  /**
   * Retries, backoff and time limits of this queue. `heartbeatSeconds` (≥ 10) makes a running job
   * cancellable. Policy 'exclusive': at most one queued or running job per singleton key.
   */
  queue: Pick<
    QueueOptions,
    'retryLimit' | 'retryDelay' | 'retryBackoff' | 'retryDelayMax' | 'expireInSeconds' | 'heartbeatSeconds'
  > & { policy?: 'standard' | 'exclusive' };
  /**
   * A cron expression (Europe/Rome time) on which pg-boss queues the job by itself, once across
   * every process; a missed run (the server was down) is queued once at the next start.
   */
  schedule?: string;
  run(job: JobContext<Data>): Promise<unknown>;
};

export function defineJob<Data extends object>(definition: JobDefinition<Data>): JobDefinition<Data> {
  return definition;
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export type JobStatus = {
  id: string;
  state: JobState;
  attempt: number;
  createdAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
  /** What `run` returned, or the error of the last failed attempt. */
  output: unknown;
};

export type EnqueueOptions = {
  /** Queue it in the caller's transaction: no job if that transaction rolls back. */
  tx?: Transaction;
  /** At most one queued or running job with this key (a second enqueue answers null). */
  singletonKey?: string;
  startAfterSeconds?: number;
};

export type JobRunner = {
  enqueue<Data extends object>(
    job: JobDefinition<Data>,
    data: Data,
    options?: EnqueueOptions,
  ): Promise<string | null>;
  /** True when the job was still queued or running. A running job sees its signal abort. */
  cancel(job: JobDefinition<never>, id: string): Promise<boolean>;
  status(job: JobDefinition<never>, id: string): Promise<JobStatus | null>;
  stop(): Promise<void>;
};

export type JobRunnerOptions = {
  jobs: JobDefinition<never>[];
  /** Take and run jobs in this process (a process that only enqueues passes false). */
  work: boolean;
  /** How often an idle worker looks for new jobs (seconds, at least 0.5). */
  pollingIntervalSeconds?: number;
  /** How long `stop` lets running jobs finish before it returns (ms). */
  stopTimeoutMs?: number;
  /**
   * How often the queue's supervisor and monitor run (seconds; pg-boss's default is 60). A job
   * whose process died is retried once its heartbeat is missed, in practice about a minute later.
   */
  superviseIntervalSeconds?: number;
  /**
   * Asked now and then (every `pauseCheckMs`, default 2 s) by a working runner: while it answers
   * true the workers stop taking jobs (a running one finishes) and start again when it answers
   * false. Jobs queued meanwhile, scheduled ones included, wait in their queue (read-only mode,
   * decision 034).
   */
  paused?: () => Promise<boolean>;
  pauseCheckMs?: number;
};

/**
 * PGlite is one connection: pg-boss's multi-statement blocks (`BEGIN; …; COMMIT;`, no parameters)
 * run inside PGlite's own transaction, so a failing block rolls back before any other query can
 * use the connection (pg-boss's stock adapter sends ROLLBACK afterwards, leaving a gap).
 */
const TRANSACTION_BLOCK = /^\s*BEGIN\s*;([\s\S]*?)\bCOMMIT\s*;?\s*$/i;

function embeddedDatabase(client: PGlite): Db {
  const stock = fromPglite(client);
  return {
    ...stock,
    async executeSql(text: string, values?: unknown[]) {
      const block = values?.length ? null : TRANSACTION_BLOCK.exec(text);
      if (!block) return stock.executeSql(text, values);
      const results = await client.transaction((tx) => tx.exec(block[1]!));
      return { rows: results.flatMap((result) => result.rows ?? []) };
    },
  };
}

function toStatus(job: {
  id: string;
  state: JobState;
  retryCount: number;
  createdOn: Date;
  startedOn: Date | null;
  completedOn: Date | null;
  output: unknown;
}): JobStatus {
  return {
    id: job.id,
    state: job.state,
    attempt: job.retryCount,
    createdAt: job.createdOn,
    startedAt: job.startedOn ?? null,
    completedAt: job.completedOn ?? null,
    output: job.output ?? null,
  };
}

export async function createJobRunner(
  handle: Pick<DatabaseHandle, 'connection'>,
  options: JobRunnerOptions,
): Promise<JobRunner> {
  const log = logger();
  const superviseIntervalSeconds = options.superviseIntervalSeconds ?? 15;
  const boss =
    handle.connection.kind === 'postgres'
      ? new PgBoss({
          connectionString: handle.connection.url,
          schema: JOBS_SCHEMA,
          max: 3,
          superviseIntervalSeconds,
        })
      : new PgBoss({
          backend: 'pglite',
          db: embeddedDatabase(handle.connection.client),
          schema: JOBS_SCHEMA,
          superviseIntervalSeconds,
          monitorIntervalSeconds: superviseIntervalSeconds,
        });
  // While the database is away every poll fails: the outage is logged once as an error
  // (database-outage.server.ts), each failed poll as a warning.
  boss.on('error', (error) =>
    isDatabaseUnreachable(error)
      ? log.warn({ err: error }, 'job queue: database unreachable')
      : log.error({ err: error }, 'job queue error'),
  );
  await boss.start();

  const defined = new Map(options.jobs.map((job) => [job.name, job]));
  for (const job of options.jobs) {
    await boss.createQueue(job.name, job.queue);
    // A queue created by an earlier version keeps the options it was created with otherwise
    // (its policy is fixed at creation).
    const { policy: _policy, ...changeable } = job.queue;
    await boss.updateQueue(job.name, changeable);
    if (job.schedule)
      await boss.schedule(job.name, job.schedule, {}, { tz: SCHEDULE_TIME_ZONE, missed: 'once' });
  }
  let working = false;
  const startWorkers = async () => {
    working = true;
    for (const job of options.jobs) {
      await boss.work<object>(
        job.name,
        {
          batchSize: 1,
          localConcurrency: 1,
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
          ...(job.queue.heartbeatSeconds ? { heartbeatRefreshSeconds: 2 } : {}),
        },
        async ([claimed]) => {
          const { id, data, signal, retryCount } = claimed!;
          log.info({ job: job.name, id, attempt: retryCount }, 'job started');
          const output = await job.run({
            id,
            data: data as never,
            signal,
            attempt: retryCount,
            reportProgress: (progress) => saveProgress(job.name, id, progress),
          });
          log.info({ job: job.name, id }, 'job completed');
          return output;
        },
      );
    }
  };
  const stopWorkers = async () => {
    working = false;
    // Without waiting: a running job finishes in its own time, no new one is taken.
    for (const job of options.jobs) await boss.offWork(job.name, { wait: false });
  };
  let pauseTimer: NodeJS.Timeout | undefined;
  let stopped = false;
  if (options.work) {
    const paused = options.paused;
    if (!paused) await startWorkers();
    else {
      let checking = false;
      const follow = async () => {
        if (checking || stopped) return;
        checking = true;
        try {
          const pause = await paused().catch(() => false);
          if (stopped) return;
          if (pause && working) {
            await stopWorkers();
            log.info('jobs paused (read-only mode)');
          } else if (!pause && !working) {
            await startWorkers();
            log.info('jobs resumed');
          }
        } catch (error) {
          log.error({ err: error }, 'jobs could not follow read-only mode');
        } finally {
          checking = false;
        }
      };
      // The first check runs before start returns: a server started read-only takes no job.
      await follow();
      pauseTimer = setInterval(() => void follow(), options.pauseCheckMs ?? 2_000);
      pauseTimer.unref();
    }
  }

  const known = (name: string) => {
    if (!defined.has(name)) throw new Error(`Unknown job queue: ${name}`);
  };
  return {
    async enqueue(job, data, enqueue = {}) {
      known(job.name);
      return boss.send(job.name, data, {
        ...(enqueue.tx ? { db: fromDrizzle(enqueue.tx as unknown as DrizzleTransactionLike, sql) } : {}),
        ...(enqueue.singletonKey ? { singletonKey: enqueue.singletonKey } : {}),
        ...(enqueue.startAfterSeconds ? { startAfter: enqueue.startAfterSeconds } : {}),
      });
    },
    async cancel(job, id) {
      known(job.name);
      // The declared type is empty; at run time it says how many jobs were still open.
      const response = (await boss.cancel(job.name, id)) as { affected?: number };
      return (response.affected ?? 0) > 0;
    },
    async status(job, id) {
      known(job.name);
      const [found] = await boss.findJobs(job.name, { id });
      return found ? toStatus(found as never) : null;
    },
    async stop() {
      stopped = true;
      clearInterval(pauseTimer);
      await boss.stop({ graceful: true, timeout: options.stopTimeoutMs ?? 10_000 });
    },
  };
}

async function saveProgress(queue: string, jobId: string, progress: Record<string, unknown>) {
  await db
    .insert(jobProgress)
    .values({ jobId, queue, progress })
    .onConflictDoUpdate({ target: jobProgress.jobId, set: { progress, updatedAt: new Date() } });
}

/** The last progress a job reported, or null before its first report. */
export async function readJobProgress(jobId: string): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .select({ progress: jobProgress.progress })
    .from(jobProgress)
    .where(eq(jobProgress.jobId, jobId));
  return (row?.progress as Record<string, unknown> | undefined) ?? null;
}

/** The application's runner, installed by the server at start (like `db`). */
let current: JobRunner | undefined;

export async function startJobs(
  handle: Pick<DatabaseHandle, 'connection'>,
  options: JobRunnerOptions,
): Promise<JobRunner> {
  current = await createJobRunner(handle, options);
  return current;
}

export function jobs(): JobRunner {
  if (!current) throw new AppError('jobs_stopped', 'Il servizio dei processi in background non è attivo');
  return current;
}

export async function stopJobs(): Promise<void> {
  const runner = current;
  current = undefined;
  await runner?.stop();
}
