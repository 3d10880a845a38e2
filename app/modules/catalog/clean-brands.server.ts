import { desc, eq, inArray, sql } from 'drizzle-orm';
import { AppError, assertAdmin, type Actor } from '#app/lib/app-error.ts';
import { writeAudit } from '#app/lib/audit.server.ts';
import { db, queryRows } from '#app/lib/db.server.ts';
import { defineJob, type JobContext, type JobState, jobs } from '#app/lib/jobs.server.ts';
import { auditLog, jobProgress, offers, products } from '#db/schema/index.ts';
import { cleanBrand } from './brand-cleaning.ts';
import { DATABASE_MESSAGES as M } from './database.schema.ts';

/*
 * 'Pulisci tutti i brand' (admin-side §2, §5): the rule over every product and every offer, as a
 * job. It walks each table by id in batches, so it holds no lock for long and can be run again at
 * any time: a brand it emptied stays empty, one it kept is kept again.
 */

const BATCH = 1_000;
const QUEUE = 'catalog-clean-brands';

export type CleanBrandsProgress = {
  scanned: number;
  productsChanged: number;
  offersChanged: number;
  finished: boolean;
  actorId: string;
};

type Candidate = { id: string; brand: string; name: string };

/** Empties the brands of a batch that only repeat the name; answers how many it changed. */
async function cleanBatch(table: 'product' | 'offer', rows: Candidate[], actorId: string): Promise<number> {
  const cleared = rows.filter((row) => cleanBrand(row.brand, row.name, true) === null);
  if (cleared.length === 0) return 0;
  const ids = cleared.map((row) => row.id);
  await db.transaction(async (tx) => {
    if (table === 'product')
      await tx
        .update(products)
        .set({ brandName: null, updatedAt: new Date() })
        .where(inArray(products.id, ids));
    else
      await tx.update(offers).set({ brandName: null, updatedAt: new Date() }).where(inArray(offers.id, ids));
    await tx.insert(auditLog).values(
      cleared.map((row) => ({
        actorId,
        action: `${table}.clean-brand`,
        entityType: table,
        entityId: row.id,
        before: JSON.stringify({ brandName: row.brand }),
        after: JSON.stringify({ brandName: null }),
      })),
    );
  });
  return cleared.length;
}

async function runCleanBrands(job: JobContext<{ actorId: string }>): Promise<CleanBrandsProgress> {
  const progress: CleanBrandsProgress = {
    scanned: 0,
    productsChanged: 0,
    offersChanged: 0,
    finished: false,
    actorId: job.data.actorId,
  };
  // Products, then offers (compared with their product's name, their own when unlinked).
  const sources = [
    {
      table: 'product' as const,
      next: (after: string) => sql`
        select id, brand_name as brand, name from ${products}
        where brand_name is not null and id > ${after}::uuid order by id limit ${BATCH}`,
    },
    {
      table: 'offer' as const,
      next: (after: string) => sql`
        select o.id, o.brand_name as brand, coalesce(p.name, o.name) as name
        from ${offers} o left join ${products} p on p.id = o.product_id
        where o.brand_name is not null and o.id > ${after}::uuid order by o.id limit ${BATCH}`,
    },
  ];
  for (const source of sources) {
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      if (job.signal.aborted) return progress;
      const rows = await queryRows<Candidate>(source.next(after));
      if (rows.length === 0) break;
      const changed = await cleanBatch(source.table, rows, job.data.actorId);
      if (source.table === 'product') progress.productsChanged += changed;
      else progress.offersChanged += changed;
      progress.scanned += rows.length;
      after = rows.at(-1)!.id;
      await job.reportProgress(progress);
    }
  }
  progress.finished = true;
  await job.reportProgress(progress);
  return progress;
}

export const cleanBrandsJob = defineJob<{ actorId: string }>({
  name: QUEUE,
  queue: { retryLimit: 2, retryDelay: 5, expireInSeconds: 1800, heartbeatSeconds: 10, policy: 'exclusive' },
  run: (job) => runCleanBrands(job),
});

/** 'Pulisci tutti i brand': queues the job; a second click while one runs is refused. */
export async function startBrandCleaning(options: { actor: Actor }): Promise<string> {
  assertAdmin(options.actor);
  const { actor } = options;
  await db.transaction(async (tx) => {
    const jobId = await jobs().enqueue(cleanBrandsJob, { actorId: actor.id }, { tx, singletonKey: QUEUE });
    if (!jobId) throw new AppError('already_running', M.cleanRunning);
    // Shown as 'in corso' from now, before a worker takes it.
    const queued: CleanBrandsProgress = {
      scanned: 0,
      productsChanged: 0,
      offersChanged: 0,
      finished: false,
      actorId: actor.id,
    };
    await tx.insert(jobProgress).values({ jobId, queue: QUEUE, progress: queued });
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'catalog.clean-brands',
      entityType: 'job',
      entityId: jobId,
    });
  });
  return M.cleanStarted;
}

export type BrandCleaningRun = {
  state: JobState | 'unknown';
  scanned: number;
  changed: number;
  finished: boolean;
  updatedAt: Date;
};

/** The last 'Pulisci tutti i brand' and how far it got, for the page. */
export async function lastBrandCleaning(actor: { isAdmin: boolean }): Promise<BrandCleaningRun | null> {
  assertAdmin(actor);
  const [row] = await db
    .select({ jobId: jobProgress.jobId, progress: jobProgress.progress, updatedAt: jobProgress.updatedAt })
    .from(jobProgress)
    .where(eq(jobProgress.queue, QUEUE))
    .orderBy(desc(jobProgress.updatedAt))
    .limit(1);
  if (!row) return null;
  const progress = row.progress as CleanBrandsProgress;
  // A finished run's state is known without asking the queue.
  const status = progress.finished
    ? null
    : await jobs()
        .status(cleanBrandsJob as never, row.jobId)
        .catch(() => null);
  return {
    state: progress.finished ? 'completed' : (status?.state ?? 'unknown'),
    scanned: progress.scanned,
    changed: progress.productsChanged + progress.offersChanged,
    finished: progress.finished,
    updatedAt: row.updatedAt,
  };
}
