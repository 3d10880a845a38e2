import { eq } from 'drizzle-orm';
import { assertAdmin, type Actor } from '#app/lib/app-error.ts';
import { writeAudit } from '#app/lib/audit.server.ts';
import { db, type Database, type Transaction } from '#app/lib/db.server.ts';
import { appSettings } from '#db/schema/index.ts';
import { DATABASE_MESSAGES } from './database.schema.ts';

const BRAND_CLEANING = 'catalog.brandCleaning';

/** Whether writes clean brands (admin-side §5): on unless an admin switched it off. */
export async function isBrandCleaningOn(executor: Database | Transaction = db): Promise<boolean> {
  const [row] = await executor
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, BRAND_CLEANING));
  return row ? row.value !== false : true;
}

/** Gestione Database's switch 'Pulizia automatica dei brand'. */
export async function setBrandCleaning(options: { actor: Actor; enabled: boolean }): Promise<string> {
  assertAdmin(options.actor);
  const { actor, enabled } = options;
  await db.transaction(async (tx) => {
    const before = await isBrandCleaningOn(tx);
    await tx
      .insert(appSettings)
      .values({ key: BRAND_CLEANING, value: enabled, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: appSettings.key,
        set: { value: enabled, updatedBy: actor.id, updatedAt: new Date() },
      });
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'settings.brand-cleaning',
      entityType: 'setting',
      entityId: BRAND_CLEANING,
      before,
      after: enabled,
    });
  });
  return enabled ? DATABASE_MESSAGES.brandCleaningOn : DATABASE_MESSAGES.brandCleaningOff;
}
