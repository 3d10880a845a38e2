import type { Actor } from '#app/lib/app-error.ts';
import { successToast, type ToastMessage } from '#app/ui/toast.ts';
import { discardImportPreview } from './discard-import-preview.server.ts';
import { IMPORT_MESSAGES } from './import-format.ts';
import { type ImportCommand, mappingOf } from './import.schema.ts';
import { cancelImportRun, startImportRun } from './run-import.server.ts';

/** Runs one Importazione Intelligente command and says what happened, in Italian. */
export async function runImportCommand(actor: Actor, command: ImportCommand): Promise<ToastMessage> {
  switch (command.intent) {
    case 'start':
      await startImportRun({
        actor,
        runId: command.runId,
        mapping: mappingOf(command.column),
        merchantName: command.merchantName,
        completeFeed: command.completeFeed,
      });
      return successToast(IMPORT_MESSAGES.started);
    case 'cancel':
      await cancelImportRun({ actor, runId: command.runId });
      return successToast(IMPORT_MESSAGES.cancelled);
    case 'discard':
      await discardImportPreview({ actor, runId: command.runId });
      return successToast(IMPORT_MESSAGES.discarded);
  }
}
