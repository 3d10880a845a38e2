import { assertAdmin, type Actor } from '#app/lib/app-error.ts';
import {
  type AuditedSetting,
  readAppSetting,
  saveAuditedSetting,
  upsertAppSetting,
} from '#app/lib/app-settings.server.ts';
import { db, type Database, type Transaction } from '#app/lib/db.server.ts';
import { successToast } from '#app/ui/toast.ts';
import {
  readIntegritySettings,
  type IntegrityRulesCommand,
  type IntegritySettings,
} from './integrity-settings.ts';

const INTEGRITY_SETTINGS: AuditedSetting<IntegritySettings> = {
  key: 'integrity.settings',
  action: 'settings.integrity',
  read: loadIntegritySettings,
};

/** The integrity rules in force: read from the database each time, so every process agrees at once. */
export async function loadIntegritySettings(
  executor: Database | Transaction = db,
): Promise<IntegritySettings> {
  return readIntegritySettings(await readAppSetting(INTEGRITY_SETTINGS.key, executor));
}

/** 'Regole di integrità': an admin changes weights and thresholds; the change is audited. */
export async function saveIntegritySettings(options: {
  actor: Actor;
  settings: IntegritySettings;
}): Promise<void> {
  assertAdmin(options.actor);
  const { actor, settings } = options;
  await saveAuditedSetting(actor, INTEGRITY_SETTINGS, settings);
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
  const value = await readAppSetting(HOT_SKETCH_KEYS, executor);
  return Array.isArray(value) ? value.filter((key): key is number => Number.isInteger(key)) : [];
}

export async function saveHotSketchKeys(executor: Database | Transaction, keys: number[]): Promise<void> {
  await upsertAppSetting(executor, HOT_SKETCH_KEYS, keys);
}
