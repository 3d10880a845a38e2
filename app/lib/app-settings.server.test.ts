import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { appSettings, auditLog } from '#db/schema/index.ts';
import { createUser } from '#tests/support/factories.ts';
import {
  type AuditedSetting,
  readAppSetting,
  saveAuditedSetting,
  upsertAppSetting,
} from './app-settings.server.ts';
import { db } from './db.server.ts';

/*
 * The one way settings are written (app_settings): the read-only switch, brand cleaning and the
 * integrity rules go through saveAuditedSetting, a job's value through upsertAppSetting.
 */

const rowOf = async (key: string) => {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  return row;
};

describe('app settings', () => {
  test('an upsert inserts, then replaces; a write without an admin keeps the last admin named', async () => {
    const admin = await createUser({ role: 'admin' });
    expect(await readAppSetting('test.limits')).toBeUndefined();
    await upsertAppSetting(db, 'test.limits', { max: 3 }, admin.id);
    expect(await rowOf('test.limits')).toMatchObject({ value: { max: 3 }, updatedBy: admin.id });
    await upsertAppSetting(db, 'test.limits', [1, 2]);
    expect(await rowOf('test.limits')).toMatchObject({ value: [1, 2], updatedBy: admin.id });
    expect(await readAppSetting('test.limits')).toEqual([1, 2]);
  });

  test("an admin's change is stored and audited with the value before, as its owner reads it", async () => {
    const admin = await createUser({ role: 'admin' });
    const setting: AuditedSetting<boolean> = {
      key: 'test.switch',
      action: 'settings.test-switch',
      // Its owner's default: on while never set.
      read: async (executor) => (await readAppSetting('test.switch', executor)) !== false,
    };
    await saveAuditedSetting({ id: admin.id, isAdmin: true }, setting, false);
    await saveAuditedSetting({ id: admin.id, isAdmin: true }, setting, true);
    expect(await rowOf('test.switch')).toMatchObject({ value: true, updatedBy: admin.id });
    const audit = await db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'setting'), eq(auditLog.entityId, 'test.switch')));
    expect(audit).toHaveLength(2);
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'settings.test-switch', before: 'true', after: 'false' },
        { action: 'settings.test-switch', before: 'false', after: 'true' },
      ]),
    );
  });

  test('someone who is not an admin changes nothing', async () => {
    const person = await createUser();
    const setting: AuditedSetting<number> = {
      key: 'test.refused',
      action: 'settings.test-refused',
      read: async () => 0,
    };
    await expect(saveAuditedSetting({ id: person.id, isAdmin: false }, setting, 5)).rejects.toMatchObject({
      status: 403,
      message: 'Accesso negato: serve un account amministratore',
    });
    expect(await rowOf('test.refused')).toBeUndefined();
    expect(await db.select().from(auditLog).where(eq(auditLog.entityId, 'test.refused'))).toEqual([]);
  });
});
