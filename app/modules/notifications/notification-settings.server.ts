import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '#app/lib/db.server.ts';
import { notificationSettings, profiles } from '#db/schema/index.ts';
import type { RenderedEmail } from './email-layout.ts';
import { enqueueEmail } from './outbox.server.ts';

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

/**
 * Queues a notification e-mail for a person in the caller's transaction, unless an admin turned
 * the kind off or the person opted out of it (the kind is also the mail's template name).
 */
export async function notifyByEmail(
  executor: Database | Transaction,
  kind: NotificationKind,
  person: { userId: string; email: string },
  email: RenderedEmail,
): Promise<void> {
  if (!(await shouldNotify(executor, kind, person.userId))) return;
  await enqueueEmail(executor, { to: person.email, template: kind, ...email });
}
