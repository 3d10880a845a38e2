import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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

/**
 * A person's go at a survey (admin-side §3 "user survey completion", decision 019): 'started' when
 * they open it from /surveys (the id travels to the provider as their reference), 'completed' when
 * they come back or the provider calls back ("completato, in verifica"), 'verified' once the
 * provider confirms and the points are credited (once, by the ledger's key), 'reversed' when a
 * provider takes it back, 'screenout' when the provider turned them away.
 */
export const surveyCompletionStatus = pgEnum('survey_completion_status', [
  'started',
  'completed',
  'verified',
  'reversed',
  'screenout',
]);

export const surveyCompletions = pgTable(
  'survey_completions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'restrict' }),
    status: surveyCompletionStatus('status').notNull().default('started'),
    pointsEarned: integer('points_earned').notNull().default(0),
    /** The provider's transaction (BitLabs' [%TX%]): one completion per transaction. */
    transactionId: text('transaction_id'),
    /** How it arrived: 'wall' (opened from /surveys), 'callback' (provider), 'admin'. */
    source: text('source').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** The admin who verified or credited it; null when the provider's signed callback did. */
    verifiedBy: text('verified_by'),
    createdAt: createdAt(),
  },
  (t) => [
    // Each survey counts once per person, except a provider's wall (one row per transaction).
    uniqueIndex('survey_completions_user_survey_idx')
      .on(t.userId, t.surveyId)
      .where(sql`transaction_id is null`),
    // A provider's transaction counts once, whichever of its surveys the back office files it under.
    uniqueIndex('survey_completions_transaction_idx')
      .on(t.transactionId)
      .where(sql`transaction_id is not null`),
    index('survey_completions_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('survey_completions_user_idx').on(t.userId),
    index('survey_completions_survey_idx').on(t.surveyId),
    check('survey_completions_points', sql`${t.pointsEarned} >= 0`),
  ],
);
