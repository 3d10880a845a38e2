import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '#app/lib/db.server.ts';
import { notificationSettings, profiles } from '#db/schema/index.ts';

/** The seven notification e-mails of admin-side §3, each switchable, all on by default. */
export const NOTIFICATION_KINDS = [
  'points_added',
  'badge_assigned',
  'user_blocked',
  'review_approved',
  'review_rejected',
  'reward_approved',
  'reward_rejected',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export async function isNotificationEnabled(
  executor: Database | Transaction,
  kind: NotificationKind,
): Promise<boolean> {
  const [row] = await executor
    .select({ enabled: notificationSettings.enabled })
    .from(notificationSettings)
    .where(eq(notificationSettings.kind, kind));
  return row?.enabled ?? true;
}

/** Whether to e-mail this person about this: the kind is on, and they did not turn it off. */
export async function shouldNotify(
  executor: Database | Transaction,
  kind: NotificationKind,
  userId: string,
): Promise<boolean> {
  if (!(await isNotificationEnabled(executor, kind))) return false;
  const [profile] = await executor
    .select({ optOut: profiles.emailOptOut })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return !(profile?.optOut ?? []).includes(kind);
}
