import { eq } from 'drizzle-orm';
import { appSettings } from '#db/schema/index.ts';
import { type Actor, assertAdmin } from './app-error.ts';
import { writeAudit } from './audit.server.ts';
import { db, type Database, type Transaction } from './db.server.ts';

/*
 * Settings admins change at run time (the read-only switch, brand cleaning, the integrity rules…):
 * one row per key in app_settings, a JSON value, read from the database each time so every process
 * agrees. Each owner keeps its key, its default and how it reads the value.
 */

type Executor = Database | Transaction;

/** The stored value of `key`, or undefined when it was never set. */
export async function readAppSetting(key: string, executor: Executor = db): Promise<unknown> {
  const [row] = await executor
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  return row?.value;
}

/**
 * Stores `value` under `key` (insert or replace). `updatedBy` names the admin who changed it; a
 * write without one (a job's) leaves the last admin's name as it was.
 */
export async function upsertAppSetting(
  executor: Executor,
  key: string,
  value: unknown,
  updatedBy?: string,
): Promise<void> {
  const by = updatedBy === undefined ? {} : { updatedBy };
  await executor
    .insert(appSettings)
    .values({ key, value, ...by })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, ...by, updatedAt: new Date() } });
}

/** A setting admins change, audited: its key, the audit log's action, how its owner reads it. */
export type AuditedSetting<T> = {
  key: string;
  /** The audit log's action, e.g. 'settings.read-only'. */
  action: string;
  /** The owner's reader (defaults included): what the audit calls 'before'. */
  read: (executor: Executor) => Promise<T>;
};

/**
 * An admin's change of a setting, in one transaction: the value before (as its owner reads it),
 * the new value stored, and the audit line with both.
 */
export async function saveAuditedSetting<T>(
  actor: Actor,
  setting: AuditedSetting<T>,
  value: T,
): Promise<void> {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    const before = await setting.read(tx);
    await upsertAppSetting(tx, setting.key, value, actor.id);
    await writeAudit(tx, {
      actorId: actor.id,
      action: setting.action,
      entityType: 'setting',
      entityId: setting.key,
      before,
      after: value,
    });
  });
}
