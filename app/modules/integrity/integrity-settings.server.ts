import { eq } from 'drizzle-orm';
import { assertAdmin, type Actor } from '#app/lib/app-error.ts';
import { writeAudit } from '#app/lib/audit.server.ts';
import { db, type Database, type Transaction } from '#app/lib/db.server.ts';
import { appSettings } from '#db/schema/index.ts';
import { successToast } from '#app/ui/toast.ts';
import {
  readIntegritySettings,
  type IntegrityRulesCommand,
  type IntegritySettings,
} from './integrity-settings.ts';

const INTEGRITY_SETTINGS = 'integrity.settings';

/** The integrity rules in force: read from the database each time, so every process agrees at once. */
export async function loadIntegritySettings(
  executor: Database | Transaction = db,
): Promise<IntegritySettings> {
  const [row] = await executor
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, INTEGRITY_SETTINGS));
  return readIntegritySettings(row?.value);
}

/** 'Regole di integrità': an admin changes weights and thresholds; the change is audited. */
export async function saveIntegritySettings(options: {
  actor: Actor;
  settings: IntegritySettings;
}): Promise<void> {
  assertAdmin(options.actor);
  const { actor, settings } = options;
  await db.transaction(async (tx) => {
    const before = await loadIntegritySettings(tx);
    await tx
      .insert(appSettings)
      .values({ key: INTEGRITY_SETTINGS, value: settings, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: appSettings.key,
        set: { value: settings, updatedBy: actor.id, updatedAt: new Date() },
      });
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'settings.integrity',
      entityType: 'setting',
      entityId: INTEGRITY_SETTINGS,
      before,
      after: settings,
    });
  });
}

/** Runs 'Regole di integrità' for the back office and says what happened, in Italian. */
export async function runIntegrityRulesCommand(actor: Actor, command: IntegrityRulesCommand) {
  const { intent: _intent, ...settings } = command;
  await saveIntegritySettings({ actor, settings });
  return successToast('Regole di integrità salvate: valgono per le prossime verifiche');
}

const HOT_SKETCH_KEYS = 'integrity.hotSketchKeys';

/**
 * Sketch keys so common that looking them up would read a good share of all reviews (stock phrases
 * the engine's list missed, or a template). The backfill counts them over every sketch and keeps
 * them here; a new review's lookup leaves them out, as the backfill's does (decision 031).
 */
export async function loadHotSketchKeys(executor: Database | Transaction = db): Promise<number[]> {
  const [row] = await executor
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, HOT_SKETCH_KEYS));
  return Array.isArray(row?.value) ? row.value.filter((key): key is number => Number.isInteger(key)) : [];
}

export async function saveHotSketchKeys(executor: Database | Transaction, keys: number[]): Promise<void> {
  await executor
    .insert(appSettings)
    .values({ key: HOT_SKETCH_KEYS, value: keys })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: keys, updatedAt: new Date() } });
}
