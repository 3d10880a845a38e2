import { boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './types.ts';

export const emailStatus = pgEnum('email_status', ['pending', 'sent', 'kept', 'failed']);

/**
 * The transactional outbox: an e-mail is a row written in the same transaction as the action
 * that causes it, then delivered (and retried) by the worker. `kept` means held for the
 * development mailbox because no SMTP server is configured.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    template: text('template').notNull(),
    /** Where an answer goes when it is not our sender address (a contact message's author). */
    replyTo: text('reply_to'),
    /** Extra headers, e.g. List-Unsubscribe on newsletter mails. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: emailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_recipient_idx').on(t.recipient, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * The seven notification e-mails (admin-side §3) can each be switched off by an admin; a kind
 * without a row is on (all on by default).
 */
export const notificationSettings = pgTable('notification_settings', {
  kind: text('kind').primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
