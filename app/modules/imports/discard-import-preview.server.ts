import { rm } from 'node:fs/promises';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { type Actor, AppError, assertAdmin, notFound } from '#app/lib/app-error.ts';
import { writeAudit } from '#app/lib/audit.server.ts';
import { db } from '#app/lib/db.server.ts';
import { logger } from '#app/lib/logger.server.ts';
import { auditLog, importRuns } from '#db/schema/index.ts';
import { IMPORT_MESSAGES } from './import-format.ts';

/*
 * A preview is a run whose file is on disk and waits for its mapping: status 'idle', no job. One
 * never started is not an import, so a discarded preview leaves the history (the audit log keeps
 * who uploaded it and who, or what, discarded it) and its file leaves the disk.
 */

/** Previews older than this are discarded by themselves (when the history is next read). */
export const IMPORT_PREVIEW_LIFETIME_MS = 24 * 60 * 60 * 1000;

const isPreview = and(eq(importRuns.status, 'idle'), isNull(importRuns.jobId));

async function removeFiles(paths: (string | null)[]) {
  for (const filePath of paths) {
    if (!filePath) continue;
    // A file already gone is what we want; anything else is only logged: the row is gone anyway.
    await rm(filePath, { force: true }).catch((error: unknown) =>
      logger().warn({ err: error, filePath }, 'import preview file not removed'),
    );
  }
}

/** 'Scarta': an admin discards a preview never started. A run already started stays as it is. */
export async function discardImportPreview(options: { actor: Actor; runId: string }): Promise<void> {
  assertAdmin(options.actor);
  const filePath = await db.transaction(async (tx) => {
    // Locked as 'Avvia importazione' locks it: of a start and a discard at once, one wins whole.
    const [run] = await tx.select().from(importRuns).where(eq(importRuns.id, options.runId)).for('update');
    if (!run) throw notFound(IMPORT_MESSAGES.runNotFound);
    if (run.status !== 'idle' || run.jobId)
      throw new AppError('import_started', IMPORT_MESSAGES.alreadyStarted);
    await tx.delete(importRuns).where(eq(importRuns.id, run.id));
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'import.discard',
      entityType: 'import_run',
      entityId: run.id,
      before: {
        kind: run.kind,
        sourceName: run.sourceName,
        createdAt: run.createdAt,
        createdBy: run.createdBy,
      },
    });
    return run.filePath;
  });
  await removeFiles([filePath]);
}

/**
 * Previews left for more than a day are discarded, in one statement, with one audit row each
 * (no actor: the rule did it). Safe to run from any number of processes at once. Answers how many.
 */
export async function discardStaleImportPreviews(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - IMPORT_PREVIEW_LIFETIME_MS);
  const gone = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(importRuns)
      .where(and(isPreview, lt(importRuns.createdAt, cutoff)))
      .returning();
    if (rows.length > 0)
      await tx.insert(auditLog).values(
        rows.map((run) => ({
          actorId: null,
          action: 'import.discard_stale',
          entityType: 'import_run',
          entityId: run.id,
          before: JSON.stringify({
            kind: run.kind,
            sourceName: run.sourceName,
            createdAt: run.createdAt,
            createdBy: run.createdBy,
          }),
        })),
      );
    return rows;
  });
  await removeFiles(gone.map((run) => run.filePath));
  return gone.length;
}
