import { eq } from 'drizzle-orm';
import { type Actor, AppError, assertAdmin } from '#app/lib/app-error.ts';
import { writeAudit } from '#app/lib/audit.server.ts';
import { db } from '#app/lib/db.server.ts';
import { notificationSettings } from '#db/schema/index.ts';
import {
  isMandatoryNotification,
  NOTIFICATION_KIND_DESCRIPTIONS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from './notification-kinds.ts';
import { NOTIFICATION_SWITCH_MESSAGES, notificationSwitchSchema } from './notification-switches.schema.ts';

export type NotificationSwitch = {
  kind: NotificationKind;
  label: string;
  description: string;
  enabled: boolean;
  /** The block notice: people cannot turn it off in /settings, only this switch stops it. */
  mandatory: boolean;
  /** When an admin last changed it; null while it has never been touched (on by default). */
  updatedAt: Date | null;
};

/** The notification e-mails with their state, in the spec's order then ours (one query). */
export async function listNotificationSwitches(actor: { isAdmin: boolean }): Promise<NotificationSwitch[]> {
  assertAdmin(actor);
  const rows = await db
    .select({
      kind: notificationSettings.kind,
      enabled: notificationSettings.enabled,
      updatedAt: notificationSettings.updatedAt,
    })
    .from(notificationSettings);
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  return NOTIFICATION_KINDS.map((kind) => ({
    kind,
    label: NOTIFICATION_KIND_LABELS[kind],
    description: NOTIFICATION_KIND_DESCRIPTIONS[kind],
    enabled: byKind.get(kind)?.enabled ?? true,
    mandatory: isMandatoryNotification(kind),
    updatedAt: byKind.get(kind)?.updatedAt ?? null,
  }));
}

/**
 * Switches one kind of notification e-mail on or off for everybody (an upsert, audited with the
 * state before and after). Mails already queued still go out; new ones are not queued.
 */
export async function setNotificationEnabled(options: {
  actor: Actor;
  kind: string;
  enabled: boolean;
}): Promise<{ kind: NotificationKind; enabled: boolean; changed: boolean; message: string }> {
  assertAdmin(options.actor);
  const parsed = notificationSwitchSchema.shape.kind.safeParse(options.kind);
  if (!parsed.success) throw new AppError('invalid_kind', NOTIFICATION_SWITCH_MESSAGES.invalidKind);
  const kind = parsed.data;
  const enabled = options.enabled;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ enabled: notificationSettings.enabled })
      .from(notificationSettings)
      .where(eq(notificationSettings.kind, kind))
      .for('update');
    const wasEnabled = before?.enabled ?? true;
    await tx
      .insert(notificationSettings)
      .values({ kind, enabled, updatedAt: new Date() })
      .onConflictDoUpdate({ target: notificationSettings.kind, set: { enabled, updatedAt: new Date() } });
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'notification.switch',
      entityType: 'notification_setting',
      entityId: kind,
      before: { enabled: wasEnabled },
      after: { enabled },
    });
    return {
      kind,
      enabled,
      changed: wasEnabled !== enabled,
      message: enabled ? NOTIFICATION_SWITCH_MESSAGES.enabled : NOTIFICATION_SWITCH_MESSAGES.disabled,
    };
  });
}
