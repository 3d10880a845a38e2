import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Actor, AppError, assertAdmin, notFound } from '#app/lib/app-error.ts';
import { writeAudit } from '#app/lib/audit.server.ts';
import { db, queryRows } from '#app/lib/db.server.ts';
import { defineJob, type JobContext, jobs } from '#app/lib/jobs.server.ts';
import { logger } from '#app/lib/logger.server.ts';
import {
  importOfferBatch,
  markUnlistedOffersOutOfStock,
  type OfferInput,
} from '#app/modules/catalog/import-offers.server.ts';
import { priceAlertsJob } from '#app/modules/price-alerts/check-price-alerts.server.ts';
import { importPresets, importRunErrors, importRuns, offers } from '#db/schema/index.ts';
import {
  IMPORT_MESSAGES,
  type ImportMapping,
  missingFields,
  OFFER_FIELDS,
  readImportRow,
} from './import-format.ts';
import { ImportFileError, readImportRecords } from './read-import-file.server.ts';

/*
 * An import run from start to end: an admin creates it (the file is already on disk), a job reads
 * the file in batches of 1,000 rows (fewer if wide: IMPORT_BATCH_MAX_CHARS), each batch written in one transaction together with the run's
 * counters, so a run cut off (a crash, a restart) resumes after its last written batch and ends
 * where an uninterrupted run would have.
 */

export const IMPORT_BATCH_SIZE = 1000;
/**
 * A batch is also written once its rows add up to this much of the file's text: the values it keeps
 * may hold on to the text they were read from, so wide rows (up to 1 MiB each) never keep more than
 * this in memory.
 */
export const IMPORT_BATCH_MAX_CHARS = 8 * 1024 * 1024;
const MORE_COLUMNS_THAN_HEADER = 'La riga ha più colonne dell’intestazione';

export const importJob = defineJob<{ runId: string }>({
  name: 'catalog-import',
  queue: { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 3600, heartbeatSeconds: 10 },
  run: (job) => runImport(job),
});

export type ImportKind = 'csv' | 'url' | 'feed';

export type CreateImportInput = {
  kind: ImportKind;
  sourceName: string;
  filePath: string;
  mapping: ImportMapping;
  merchantName?: string | null;
  completeFeed?: boolean;
};

/** A source is its file name or address, whatever the case. */
const presetKey = (sourceName: string) => sourceName.trim().toLowerCase().slice(0, 500);

function assertMappingComplete(mapping: ImportMapping, merchantName: string | null) {
  const missing = missingFields(mapping, Boolean(merchantName));
  if (missing.length > 0)
    throw new AppError(
      'mapping_incomplete',
      IMPORT_MESSAGES.missingColumns(missing.map((field) => OFFER_FIELDS[field].label)),
    );
}

/**
 * A file on disk becomes a run waiting for its mapping (status 'idle', no job yet): the page shows
 * its first rows and proposes a mapping from its header (Awin's when the header is Awin's).
 */
export async function prepareImportRun(options: {
  actor: Actor;
  input: {
    kind: ImportKind;
    sourceName: string;
    filePath: string;
    mapping: ImportMapping;
    /** The file's columns: the source's saved mapping is used only if they still hold it. */
    headers?: string[];
  };
}): Promise<string> {
  assertAdmin(options.actor);
  const { input } = options;
  return db.transaction(async (tx) => {
    const [preset] = await tx
      .select()
      .from(importPresets)
      .where(eq(importPresets.source, presetKey(input.sourceName)));
    const presetMapping = preset?.mapping as ImportMapping | undefined;
    const usePreset =
      presetMapping !== undefined &&
      input.headers !== undefined &&
      Object.values(presetMapping).every((column) => input.headers!.includes(column!));
    const [run] = await tx
      .insert(importRuns)
      .values({
        kind: input.kind,
        sourceName: input.sourceName.slice(0, 500),
        filePath: input.filePath,
        mapping: usePreset ? presetMapping : input.mapping,
        merchantName: usePreset ? preset!.merchantName : null,
        completeFeed: usePreset ? preset!.completeFeed : false,
        presetApplied: usePreset,
        createdBy: options.actor.id,
      })
      .returning({ id: importRuns.id });
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'import.prepare',
      entityType: 'import_run',
      entityId: run!.id,
      after: { kind: input.kind, sourceName: input.sourceName },
    });
    return run!.id;
  });
}

/** The admin's mapping is checked, kept, and the run's job queued, in one transaction. */
export async function startImportRun(options: {
  actor: Actor;
  runId: string;
  mapping: ImportMapping;
  merchantName?: string | null;
  completeFeed?: boolean;
}): Promise<void> {
  assertAdmin(options.actor);
  const merchantName = options.merchantName?.trim() || null;
  assertMappingComplete(options.mapping, merchantName);
  await db.transaction(async (tx) => {
    const [run] = await tx.select().from(importRuns).where(eq(importRuns.id, options.runId)).for('update');
    if (!run) throw notFound(IMPORT_MESSAGES.runNotFound);
    if (run.status !== 'idle' || run.jobId)
      throw new AppError('import_started', IMPORT_MESSAGES.alreadyStarted);
    const jobId = await jobs().enqueue(importJob, { runId: run.id }, { tx });
    const completeFeed = options.completeFeed ?? false;
    await tx
      .update(importRuns)
      .set({ mapping: options.mapping, merchantName, completeFeed, jobId })
      .where(eq(importRuns.id, run.id));
    // The next import of the same source starts from this mapping.
    const preset = { mapping: options.mapping, merchantName, completeFeed, updatedBy: options.actor.id };
    await tx
      .insert(importPresets)
      .values({ source: presetKey(run.sourceName), ...preset })
      .onConflictDoUpdate({ target: importPresets.source, set: { ...preset, updatedAt: new Date() } });
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'import.start',
      entityType: 'import_run',
      entityId: run.id,
      after: { mapping: options.mapping, merchantName, completeFeed: options.completeFeed ?? false },
    });
  });
}

/** Prepare and start at once (a file whose mapping is already known). Answers the run's id. */
export async function createImportRun(options: { actor: Actor; input: CreateImportInput }): Promise<string> {
  assertAdmin(options.actor);
  const { input } = options;
  // Checked before anything is written: a refused mapping leaves no run behind.
  assertMappingComplete(input.mapping, input.merchantName?.trim() || null);
  const runId = await prepareImportRun({ actor: options.actor, input });
  await startImportRun({ actor: options.actor, runId, ...input });
  return runId;
}

/** Stops a queued or running import; the rows already written stay (they are whole batches). */
export async function cancelImportRun(options: { actor: Actor; runId: string }): Promise<void> {
  assertAdmin(options.actor);
  const [run] = await db.select().from(importRuns).where(eq(importRuns.id, options.runId));
  if (!run) throw notFound(IMPORT_MESSAGES.runNotFound);
  if (run.status !== 'idle' && run.status !== 'processing')
    throw new AppError('import_finished', IMPORT_MESSAGES.alreadyFinished);
  if (run.jobId) await jobs().cancel(importJob as never, run.jobId);
  await db.transaction(async (tx) => {
    await tx
      .update(importRuns)
      .set({ status: 'cancelled', finishedAt: new Date() })
      .where(and(eq(importRuns.id, run.id), inArray(importRuns.status, ['idle', 'processing'])));
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'import.cancel',
      entityType: 'import_run',
      entityId: run.id,
      before: { status: run.status, rowsRead: run.rowsRead },
    });
  });
}

type RunCounters = {
  rowsRead: number;
  created: number;
  updated: number;
  productsCreated: number;
  matched: number;
  unmatched: number;
  errors: { row: number; message: string }[];
};

/** The job: reads the file after the last written batch and writes the rest. */
export async function runImport(job: Pick<JobContext<{ runId: string }>, 'data' | 'signal' | 'attempt'>) {
  const [run] = await db.select().from(importRuns).where(eq(importRuns.id, job.data.runId));
  if (!run || run.status === 'completed' || run.status === 'cancelled') return { skipped: true };
  await db
    .update(importRuns)
    .set({ status: 'processing', startedAt: run.startedAt ?? new Date(), errorMessage: null })
    .where(eq(importRuns.id, run.id));
  const mapping = run.mapping as ImportMapping;
  const alreadyRead = run.rowsRead;

  const flush = async (batch: OfferInput[], counters: RunCounters) => {
    await db.transaction(async (tx) => {
      // Cancelled meanwhile (by an admin, in another process): nothing more is written.
      const [current] = await tx
        .select({ status: importRuns.status })
        .from(importRuns)
        .where(eq(importRuns.id, run.id))
        .for('update');
      if (current?.status !== 'processing') throw new ImportStopped();
      const written = await importOfferBatch(tx, { runId: run.id, offers: batch });
      if (counters.errors.length > 0)
        await tx
          .insert(importRunErrors)
          .values(counters.errors.map((error) => ({ runId: run.id, ...error })))
          .onConflictDoNothing();
      await tx
        .update(importRuns)
        .set({
          rowsRead: sql`${importRuns.rowsRead} + ${counters.rowsRead}`,
          offersCreated: sql`${importRuns.offersCreated} + ${written.created}`,
          offersUpdated: sql`${importRuns.offersUpdated} + ${written.updated}`,
          productsCreated: sql`${importRuns.productsCreated} + ${written.productsCreated}`,
          matched: sql`${importRuns.matched} + ${written.matched}`,
          unmatched: sql`${importRuns.unmatched} + ${written.unmatched}`,
          errorCount: sql`${importRuns.errorCount} + ${counters.errors.length}`,
        })
        .where(eq(importRuns.id, run.id));
    });
  };

  try {
    let batch: OfferInput[] = [];
    let counters = emptyCounters();
    let index = 0;
    let batchChars = 0;
    let refusal: ImportFileError | null = null;
    try {
      for await (const record of readImportRecords(run.filePath!)) {
        index += 1;
        if (index <= alreadyRead) continue;
        counters.rowsRead += 1;
        batchChars += record.chars;
        const read = record.extraCells
          ? { problem: MORE_COLUMNS_THAN_HEADER }
          : readImportRow(record.values, mapping, { row: record.row, merchantName: run.merchantName });
        if (read.record) batch.push(read.record);
        else counters.errors.push({ row: record.row, message: read.problem });
        if (counters.rowsRead >= IMPORT_BATCH_SIZE || batchChars >= IMPORT_BATCH_MAX_CHARS) {
          if (job.signal.aborted) throw new ImportStopped();
          await flush(batch, counters);
          batch = [];
          batchChars = 0;
          counters = emptyCounters();
        }
      }
    } catch (error) {
      if (!(error instanceof ImportFileError)) throw error;
      refusal = error;
    }
    if (counters.rowsRead > 0) await flush(batch, counters);

    // The file cannot be read on (a cap passed, issue 30): the run stops here for good, with the
    // rows before it written; a retry would read the same, so the job ends without one.
    if (refusal) {
      logger().warn({ runId: run.id, row: refusal.row, reason: refusal.message }, 'import file refused');
      await db
        .update(importRuns)
        .set({
          status: 'error',
          finishedAt: new Date(),
          errorMessage: `${refusal.message} ${IMPORT_MESSAGES.rowsKept(index)}`,
        })
        .where(and(eq(importRuns.id, run.id), eq(importRuns.status, 'processing')));
      return { refused: true, rowsRead: index };
    }

    const outOfStock = await db.transaction(async (tx) => {
      if (!run.completeFeed) return 0;
      const shops = await queryRows<{ merchant_id: string }>(
        sql`select distinct merchant_id::text from ${offers} where last_import_run_id = ${run.id}::uuid`,
        tx,
      );
      return markUnlistedOffersOutOfStock(tx, {
        runId: run.id,
        merchantIds: shops.map((shop) => shop.merchant_id),
      });
    });
    const finished = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(importRuns)
        .set({ status: 'completed', finishedAt: new Date(), markedOutOfStock: outOfStock })
        .where(and(eq(importRuns.id, run.id), eq(importRuns.status, 'processing')))
        .returning();
      // New prices: the price alerts are checked (decision 018), if and only if the run completed.
      if (row) await jobs().enqueue(priceAlertsJob, { importRunId: run.id }, { tx });
      return row;
    });
    return finished ? resultOf(finished) : { cancelled: true };
  } catch (error) {
    if (error instanceof ImportStopped) return { cancelled: true };
    const last = job.attempt >= (importJob.queue.retryLimit ?? 0);
    logger().error({ err: error, runId: run.id, attempt: job.attempt }, 'import failed');
    if (last)
      await db
        .update(importRuns)
        .set({ status: 'error', finishedAt: new Date(), errorMessage: importFailure(error) })
        .where(eq(importRuns.id, run.id));
    throw error;
  }
}

class ImportStopped extends Error {}

const emptyCounters = (): RunCounters => ({
  rowsRead: 0,
  created: 0,
  updated: 0,
  productsCreated: 0,
  matched: 0,
  unmatched: 0,
  errors: [],
});

/** What the admin reads when a run fails for good (the details are in the log). */
function importFailure(error: unknown): string {
  if (error instanceof AppError) return error.message;
  if (error instanceof Error && /ENOENT/.test(error.message))
    return 'Il file da importare non è più disponibile';
  return 'Errore critico: importazione interrotta';
}

/** The spec's import result (admin-side §3): products_created, offers_created, matches, errors. */
export function resultOf(run: typeof importRuns.$inferSelect) {
  return {
    products_created: run.productsCreated,
    offers_created: run.offersCreated,
    offers_updated: run.offersUpdated,
    matched: run.matched,
    unmatched: run.unmatched,
    errors: run.errorCount,
  };
}
