import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Database, db, queryRows, type Transaction } from '#app/lib/db.server.ts';
import { isDatabaseUnreachable } from '#app/lib/database-outage.server.ts';
import { logger } from '#app/lib/logger.server.ts';
import type { Mailer } from '#app/lib/mailer.server.ts';
import { emailOutbox } from '#db/schema/index.ts';
import type { RenderedEmail } from './email-layout.ts';

const MAX_ATTEMPTS = 8;
const BATCH = 10;
/** A claimed mail not finished in this time (the process died) is tried again. */
const CLAIM_SECONDS = 120;

/**
 * Queues an e-mail. Pass the transaction of the action that causes it, so the mail exists if and
 * only if the action committed.
 */
export async function enqueueEmail(
  executor: Database | Transaction,
  email: RenderedEmail & {
    to: string;
    template: string;
    replyTo?: string;
    headers?: Record<string, string>;
  },
): Promise<void> {
  await executor.insert(emailOutbox).values({
    recipient: email.to.trim().toLowerCase(),
    subject: email.subject,
    text: email.text,
    html: email.html,
    template: email.template,
    replyTo: email.replyTo ?? null,
    headers: email.headers ?? {},
  });
  wake?.();
}

const ENQUEUE_CHUNK = 1_000;

/** Queues several e-mails with one statement per thousand (a bulk action's notices), in the caller's transaction. */
export async function enqueueEmails(
  executor: Database | Transaction,
  emails: (RenderedEmail & { to: string; template: string; headers?: Record<string, string> })[],
): Promise<void> {
  if (emails.length === 0) return;
  // Chunks keep each statement well under PostgreSQL's 65,535 bound parameters.
  for (let start = 0; start < emails.length; start += ENQUEUE_CHUNK) {
    await executor.insert(emailOutbox).values(
      emails.slice(start, start + ENQUEUE_CHUNK).map((email) => ({
        recipient: email.to.trim().toLowerCase(),
        subject: email.subject,
        text: email.text,
        html: email.html,
        template: email.template,
        headers: email.headers ?? {},
      })),
    );
  }
  wake?.();
}

type Claimed = {
  id: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  reply_to: string | null;
  headers: Record<string, string>;
  attempts: number;
};

/**
 * Delivers the mails that are due: claims a batch (skipping rows another process holds), sends,
 * records the outcome, backs off on failure and gives up after MAX_ATTEMPTS.
 */
export async function deliverDueEmails(mailer: Mailer): Promise<{ sent: number; failed: number }> {
  const claimed = await queryRows<Claimed>(sql`
    update ${emailOutbox}
    set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${CLAIM_SECONDS})
    where id in (
      select id from ${emailOutbox}
      where status = 'pending' and next_attempt_at <= now()
      order by created_at
      limit ${BATCH}
      for update skip locked
    )
    returning id, recipient, subject, text, html, reply_to, headers, attempts`);

  let sent = 0;
  let failed = 0;
  for (const mail of claimed) {
    try {
      await mailer.send({
        id: mail.id,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        replyTo: mail.reply_to ?? undefined,
        headers: mail.headers,
      });
      await db
        .update(emailOutbox)
        .set({ status: mailer.delivers ? 'sent' : 'kept', sentAt: new Date(), lastError: null })
        .where(eq(emailOutbox.id, mail.id));
      if (!mailer.delivers) logKeptMail(mail);
      sent += 1;
    } catch (error) {
      failed += 1;
      const giveUp = mail.attempts >= MAX_ATTEMPTS;
      // 30 s, 1 min, 2 min, ... up to an hour between attempts.
      const backoffSeconds = Math.min(3600, 30 * 2 ** (mail.attempts - 1));
      await db
        .update(emailOutbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
          nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds})`,
        })
        .where(eq(emailOutbox.id, mail.id));
      logger().warn({ err: error, mailId: mail.id, attempt: mail.attempts, giveUp }, 'mail delivery failed');
    }
  }
  return { sent, failed };
}

function logKeptMail(mail: Claimed) {
  const links = [...mail.text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
  logger().info(
    { to: mail.recipient, subject: mail.subject, links },
    'mail kept for the development mailbox (no SMTP_URL)',
  );
}

let wake: (() => void) | undefined;

/**
 * Runs delivery now and then, and right after a mail is queued in this process. While `paused`
 * answers true (read-only mode, decision 034) nothing is sent: the mails wait in the outbox.
 */
export function startOutboxWorker(
  mailer: Mailer,
  intervalMs = 5_000,
  paused: () => Promise<boolean> = async () => false,
) {
  let running: Promise<unknown> | undefined;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        do {
          again = false;
          if (await paused()) break;
          const { sent } = await deliverDueEmails(mailer);
          if (sent === BATCH) again = true;
        } while (again && !stopped);
      } catch (error) {
        // The database away: the next run tries again; the outage itself is logged once elsewhere.
        if (isDatabaseUnreachable(error))
          logger().warn({ err: error }, 'outbox worker: database unreachable');
        else logger().error({ err: error }, 'outbox worker run failed');
      } finally {
        running = undefined;
      }
    })();
  };
  wake = () => setImmediate(run);
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      wake = undefined;
      await running;
      mailer.close();
    },
  };
}

export type KeptEmail = typeof emailOutbox.$inferSelect;

/** The development mailbox: the latest mails, newest first. */
export async function listRecentEmails(limit = 50): Promise<KeptEmail[]> {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit);
}

export async function findEmail(id: string): Promise<KeptEmail | undefined> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row;
}

/** For tests and support: what was sent to an address, newest first. */
export async function emailsTo(recipient: string, statuses = ['pending', 'sent', 'kept', 'failed'] as const) {
  return db
    .select()
    .from(emailOutbox)
    .where(
      and(eq(emailOutbox.recipient, recipient.toLowerCase()), inArray(emailOutbox.status, [...statuses])),
    )
    .orderBy(desc(emailOutbox.createdAt));
}
