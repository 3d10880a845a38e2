import { eq, sql } from 'drizzle-orm';
import { pgArray } from '#app/lib/pg-array.ts';
import type { Database, Transaction } from '#app/lib/db.server.ts';
import { notificationSettings, profiles } from '#db/schema/index.ts';
import type { RenderedEmail } from './email-layout.ts';
import { isMandatoryNotification, type NotificationKind } from './notification-kinds.ts';
import { enqueueEmail, enqueueEmails } from './outbox.server.ts';

export { NOTIFICATION_KINDS, type NotificationKind } from './notification-kinds.ts';

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

/**
 * Whether to e-mail this person about this: the kind is on, and they did not turn it off (a
 * mandatory kind, the block notice, ignores personal opt-outs).
 */
export async function shouldNotify(
  executor: Database | Transaction,
  kind: NotificationKind,
  userId: string,
): Promise<boolean> {
  if (!(await isNotificationEnabled(executor, kind))) return false;
  if (isMandatoryNotification(kind)) return true;
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

/**
 * The same for many people at once (a badge given to a thousand users): one read of the switch,
 * one of the opt-outs, one insert into the outbox, whatever the number of people.
 */
export async function notifyManyByEmail(
  executor: Database | Transaction,
  kind: NotificationKind,
  mails: { userId: string; email: string; message: RenderedEmail; headers?: Record<string, string> }[],
): Promise<{ queued: number }> {
  if (mails.length === 0) return { queued: 0 };
  if (!(await isNotificationEnabled(executor, kind))) return { queued: 0 };
  if (isMandatoryNotification(kind)) {
    await enqueueEmails(
      executor,
      mails.map((mail) => ({ to: mail.email, template: kind, headers: mail.headers, ...mail.message })),
    );
    return { queued: mails.length };
  }
  const optedOut = new Set(
    (
      await executor
        .select({ userId: profiles.userId, optOut: profiles.emailOptOut })
        .from(profiles)
        .where(
          sql`${profiles.userId} = any(${pgArray([...new Set(mails.map((mail) => mail.userId))])}::text[])`,
        )
    )
      .filter((row) => row.optOut.includes(kind))
      .map((row) => row.userId),
  );
  const due = mails.filter((mail) => !optedOut.has(mail.userId));
  await enqueueEmails(
    executor,
    due.map((mail) => ({ to: mail.email, template: kind, headers: mail.headers, ...mail.message })),
  );
  return { queued: due.length };
}
