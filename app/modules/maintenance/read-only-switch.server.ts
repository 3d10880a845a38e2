import { and, desc, eq } from 'drizzle-orm';
import { AppError, assertAdmin, type Actor } from '#app/lib/app-error.ts';
import { type AuditedSetting, saveAuditedSetting } from '#app/lib/app-settings.server.ts';
import { db } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import {
  forgetReadOnlyState,
  READ_ONLY_CACHE_MS,
  READ_ONLY_SETTING,
  readReadOnlySwitch,
} from '#app/lib/read-only.server.ts';
import { successToast } from '#app/ui/toast.ts';
import { auditLog, users } from '#db/schema/index.ts';
import { MAINTENANCE_MESSAGES, type MaintenanceCommand } from './maintenance.schema.ts';

const READ_ONLY: AuditedSetting<boolean> = {
  key: READ_ONLY_SETTING,
  action: 'settings.read-only',
  read: readReadOnlySwitch,
};

export type MaintenanceSettings = {
  /** The back-office switch. */
  switchOn: boolean;
  /** MAINTENANCE_MODE=read-only: on whatever the switch says. */
  forcedByEnvironment: boolean;
  /** The last change of the switch: when and by whom (null before the first). */
  lastChange: { at: Date; by: string | null; enabled: boolean } | null;
  /** How long the other processes may take to follow a change (seconds). */
  followsWithinSeconds: number;
};

/** The 'Manutenzione' page: the switch, whether the environment forces it, the last change. */
export async function loadMaintenanceSettings(actor: Actor): Promise<MaintenanceSettings> {
  assertAdmin(actor);
  const [switchOn, [last]] = await Promise.all([
    readReadOnlySwitch(),
    db
      .select({ at: auditLog.createdAt, by: users.email, after: auditLog.after })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      // The audit log's (entity_type, entity_id, created_at) index answers it.
      .where(and(eq(auditLog.entityType, 'setting'), eq(auditLog.entityId, READ_ONLY_SETTING)))
      .orderBy(desc(auditLog.createdAt))
      .limit(1),
  ]);
  return {
    switchOn,
    forcedByEnvironment: getConfig().readOnlyForced,
    lastChange: last ? { at: last.at, by: last.by, enabled: last.after === 'true' } : null,
    followsWithinSeconds: Math.ceil(READ_ONLY_CACHE_MS / 1000),
  };
}

/**
 * Turns read-only mode on or off for every process (an upsert in app_settings, audited with the
 * state before and after). This process follows at once, the others within READ_ONLY_CACHE_MS.
 * Turning it off while MAINTENANCE_MODE forces it is refused: the page would say off and the site
 * would stay read-only.
 */
export async function setReadOnly(options: { actor: Actor; enabled: boolean }): Promise<string> {
  assertAdmin(options.actor);
  const { actor, enabled } = options;
  if (!enabled && getConfig().readOnlyForced)
    throw new AppError('read_only_forced', MAINTENANCE_MESSAGES.forced);
  await saveAuditedSetting(actor, READ_ONLY, enabled);
  forgetReadOnlyState();
  return enabled ? MAINTENANCE_MESSAGES.readOnlyOn : MAINTENANCE_MESSAGES.readOnlyOff;
}

/** Runs the 'Manutenzione' page's command and says what happened, in Italian. */
export async function runMaintenanceCommand(actor: Actor, command: MaintenanceCommand) {
  return successToast(await setReadOnly({ actor, enabled: command.enabled }));
}
