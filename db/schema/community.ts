import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './types.ts';

export const newsletterStatus = pgEnum('newsletter_status', ['pending', 'confirmed', 'unsubscribed']);

/**
 * Newsletter sign-ups with double opt-in: an address is only `confirmed` through the link of its
 * confirmation mail. Only the hash of the link's token is stored; the same token unsubscribes.
 */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  status: newsletterStatus('status').notNull().default('pending'),
  tokenHash: text('token_hash').notNull().unique(),
  confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Messages sent from /contact: stored, then mailed to the support address. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt.desc().nullsFirst())],
);

/** Who invited whom: one inviter per invitee; the +10 points are paid once the invitee confirms. */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inviterId: text('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteeId: text('invitee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pointsAwarded: integer('points_awarded').notNull().default(0),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('referrals_invitee_unique').on(t.inviteeId),
    index('referrals_inviter_idx').on(t.inviterId, t.createdAt.desc().nullsFirst()),
    check('referrals_not_self', sql`${t.inviterId} <> ${t.inviteeId}`),
  ],
);

export const surveyStatus = pgEnum('survey_status', ['active', 'inactive']);

/** Surveys offered to members (filled from the back office); /surveys lists the active ones. */
export const surveys = pgTable(
  'surveys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    surveyId: text('survey_id').notNull(),
    provider: text('provider').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    url: text('url').notNull(),
    rewardPoints: integer('reward_points').notNull(),
    minutes: integer('minutes'),
    status: surveyStatus('status').notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('surveys_provider_survey').on(t.provider, t.surveyId),
    check('surveys_reward_points', sql`${t.rewardPoints} >= 0`),
    // Rendered as a link: only a secure web address, never javascript: or the like.
    check('surveys_url_https', sql`${t.url} like 'https://%'`),
  ],
);
