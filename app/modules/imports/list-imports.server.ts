import { and, asc, count, desc, eq, gt, isNotNull } from 'drizzle-orm';
import { type Actor, assertAdmin, notFound } from '#app/lib/app-error.ts';
import { csvDownload, fileDate } from '#app/lib/csv.server.ts';
import { db } from '#app/lib/db.server.ts';
import { importRunErrors, importRuns, offers, products } from '#db/schema/index.ts';
import { discardStaleImportPreviews } from './discard-import-preview.server.ts';
import { IMPORT_MESSAGES, type ImportMapping } from './import-format.ts';
import { ImportFileError, inspectImportFile, readImportRecords } from './read-import-file.server.ts';

export const IMPORT_HISTORY_PAGE_SIZE = 20;
const PREVIEW_ROWS = 5;
const ERRORS_SHOWN = 20;

export type ImportRunSummary = {
  id: string;
  kind: string;
  sourceName: string;
  status: 'idle' | 'processing' | 'completed' | 'error' | 'cancelled';
  started: boolean;
  rowsRead: number;
  offersCreated: number;
  offersUpdated: number;
  productsCreated: number;
  matched: number;
  unmatched: number;
  markedOutOfStock: number;
  errorCount: number;
  errorMessage: string | null;
  createdAt: string;
  finishedAt: string | null;
};

const summary = (run: typeof importRuns.$inferSelect): ImportRunSummary => ({
  id: run.id,
  kind: run.kind,
  sourceName: run.sourceName,
  status: run.status,
  started: run.jobId !== null,
  rowsRead: run.rowsRead,
  offersCreated: run.offersCreated,
  offersUpdated: run.offersUpdated,
  productsCreated: run.productsCreated,
  matched: run.matched,
  unmatched: run.unmatched,
  markedOutOfStock: run.markedOutOfStock,
  errorCount: run.errorCount,
  errorMessage: run.errorMessage,
  createdAt: run.createdAt.toISOString(),
  finishedAt: run.finishedAt?.toISOString() ?? null,
});

/**
 * The run history, newest first, 20 a page. Previews left for more than a day are discarded first,
 * so the history never shows one (decision 013: why here rather than a scheduled job).
 */
export async function listImportRuns(actor: Actor, options: { page: number }) {
  assertAdmin(actor);
  await discardStaleImportPreviews();
  const [total] = await db.select({ n: count() }).from(importRuns);
  const pageCount = Math.max(1, Math.ceil(total!.n / IMPORT_HISTORY_PAGE_SIZE));
  const page = Math.min(Math.max(1, options.page), pageCount);
  const runs = await db
    .select()
    .from(importRuns)
    .orderBy(desc(importRuns.createdAt), desc(importRuns.id))
    .limit(IMPORT_HISTORY_PAGE_SIZE)
    .offset((page - 1) * IMPORT_HISTORY_PAGE_SIZE);
  return { runs: runs.map(summary), page, pageCount, total: total!.n };
}

export type ImportRunDetail = ImportRunSummary & {
  mapping: ImportMapping;
  merchantName: string | null;
  completeFeed: boolean;
  presetApplied: boolean;
  /** The file's columns and first rows, while the run waits for its mapping. */
  preview: { headers: string[]; rows: string[][] } | null;
  errors: { row: number; message: string }[];
  /** The spec's 'matches': offers of this run linked to a product, with how and how sure. */
  matches: { offerName: string; productName: string | null; method: string; confidence: number }[];
};

/** One run: its figures, its first errors, and the preview of its file while it waits. */
export async function getImportRun(actor: Actor, runId: string): Promise<ImportRunDetail> {
  assertAdmin(actor);
  const [run] = await db.select().from(importRuns).where(eq(importRuns.id, runId));
  if (!run) throw notFound(IMPORT_MESSAGES.runNotFound);
  const errors = await db
    .select({ row: importRunErrors.row, message: importRunErrors.message })
    .from(importRunErrors)
    .where(eq(importRunErrors.runId, run.id))
    .orderBy(asc(importRunErrors.row))
    .limit(ERRORS_SHOWN);
  const matches = await db
    .select({
      offerName: offers.name,
      productName: products.name,
      method: offers.matchMethod,
      confidence: offers.matchConfidence,
    })
    .from(offers)
    .leftJoin(products, eq(products.id, offers.productId))
    .where(and(eq(offers.lastImportRunId, run.id), isNotNull(offers.productId)))
    .orderBy(desc(offers.matchConfidence), asc(offers.name))
    .limit(ERRORS_SHOWN);
  let preview: ImportRunDetail['preview'] = null;
  if (run.status === 'idle' && !run.jobId && run.filePath) {
    const { headers } = await inspectImportFile(run.filePath);
    const rows: string[][] = [];
    try {
      for await (const record of readImportRecords(run.filePath)) {
        rows.push(headers.map((header) => record.values[header] ?? ''));
        if (rows.length === PREVIEW_ROWS) break;
      }
    } catch (error) {
      // A file past the limits shows its rows before the breach; the run, once started, says why.
      if (!(error instanceof ImportFileError)) throw error;
    }
    preview = { headers, rows };
  }
  return {
    ...summary(run),
    mapping: run.mapping as ImportMapping,
    merchantName: run.merchantName,
    completeFeed: run.completeFeed,
    presetApplied: run.presetApplied,
    preview,
    errors,
    matches: matches.map((match) => ({
      offerName: match.offerName,
      productName: match.productName,
      method: match.method!,
      confidence: Number(match.confidence ?? 0),
    })),
  };
}

/** Every refused row of a run as CSV (Riga;Errore), streamed in pages. */
export async function importErrorsCsv(actor: Actor, runId: string): Promise<Response> {
  assertAdmin(actor);
  const [run] = await db.select({ id: importRuns.id }).from(importRuns).where(eq(importRuns.id, runId));
  if (!run) throw notFound(IMPORT_MESSAGES.runNotFound);
  return csvDownload<number>({
    fileName: `errori-importazione-${fileDate()}.csv`,
    header: ['Riga', 'Errore'],
    async next(after) {
      const rows = await db
        .select({ row: importRunErrors.row, message: importRunErrors.message })
        .from(importRunErrors)
        .where(and(eq(importRunErrors.runId, run.id), gt(importRunErrors.row, after ?? 0)))
        .orderBy(asc(importRunErrors.row))
        .limit(1000);
      return { rows: rows.map((error) => [error.row, error.message]), cursor: rows.at(-1)?.row };
    },
  });
}
