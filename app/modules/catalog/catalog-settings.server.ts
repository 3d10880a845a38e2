import { assertAdmin, type Actor } from '#app/lib/app-error.ts';
import { type AuditedSetting, readAppSetting, saveAuditedSetting } from '#app/lib/app-settings.server.ts';
import { db, type Database, type Transaction } from '#app/lib/db.server.ts';
import { DATABASE_MESSAGES } from './database.schema.ts';

const BRAND_CLEANING: AuditedSetting<boolean> = {
  key: 'catalog.brandCleaning',
  action: 'settings.brand-cleaning',
  read: isBrandCleaningOn,
};

/** Whether writes clean brands (admin-side §5): on unless an admin switched it off. */
export async function isBrandCleaningOn(executor: Database | Transaction = db): Promise<boolean> {
  return (await readAppSetting(BRAND_CLEANING.key, executor)) !== false;
}

/** Gestione Database's switch 'Pulizia automatica dei brand'. */
export async function setBrandCleaning(options: { actor: Actor; enabled: boolean }): Promise<string> {
  assertAdmin(options.actor);
  const { actor, enabled } = options;
  await saveAuditedSetting(actor, BRAND_CLEANING, enabled);
  return enabled ? DATABASE_MESSAGES.brandCleaningOn : DATABASE_MESSAGES.brandCleaningOff;
}
