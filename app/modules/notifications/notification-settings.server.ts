import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '#app/lib/db.server.ts';
import { notificationSettings } from '#db/schema/index.ts';

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
