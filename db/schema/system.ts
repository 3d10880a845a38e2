import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { merchants, products } from './catalog.ts';
import { reviewStatus } from './reviews.ts';

/** Data loads that must happen once per database (the demo catalogue, the large benchmark set). */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters shared by every app process (sign-in, sign-up, reset, contact, ...). */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  count: integer('count').notNull().default(0),
});

/**
 * Back-office figures (dashboard KPI, analytics views) kept for a few minutes. In the database, not
 * in memory, so 'Pulisci cache' clears it for every app process at once.
 */
export const adminStatsCache = pgTable('admin_stats_cache', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/*
 * Running totals for the back office, kept by statement-level triggers (migration 0015) the way
 * products' review and offer aggregates are (0004): the dashboard and the analytics views read a few
 * hundred rows instead of scanning a million reviews. Months and days are Europe/Rome calendar ones.
 * A row may fall to zero; readers sum, so it does no harm.
 */

/** Reviews by the month they were submitted, their current status and rating. */
export const statsReviewsMonthly = pgTable(
  'stats_reviews_monthly',
  {
    month: date('month').notNull(),
    status: reviewStatus('status').notNull(),
    rating: smallint('rating').notNull(),
    reviews: integer('reviews').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.status, t.rating] })],
);

/** Who submitted reviews in a month (any status): a row per active reviewer, zero rows removed. */
export const statsReviewersMonthly = pgTable(
  'stats_reviewers_monthly',
  {
    month: date('month').notNull(),
    userId: text('user_id').notNull(),
    reviews: integer('reviews').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.userId] })],
);

/** How many people submitted at least one review in a month: the rows of the table above, counted. */
export const statsActiveReviewersMonthly = pgTable('stats_active_reviewers_monthly', {
  month: date('month').primaryKey(),
  reviewers: integer('reviewers').notNull(),
});

/**
 * Published reviews by the month of their approval and the time it took, in tenths of an hour
 * (6 minutes, the precision the back office shows); `seconds` keeps the exact total for the mean.
 */
export const statsApprovalTimesMonthly = pgTable(
  'stats_approval_times_monthly',
  {
    month: date('month').notNull(),
    tenths: integer('tenths').notNull(),
    reviews: integer('reviews').notNull(),
    seconds: numeric('seconds').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.tenths] })],
);

/**
 * Shop-link clicks by day and merchant, counted when they happen: deleting an offer later does
 * not take its clicks out of the history.
 */
export const statsClicksDaily = pgTable(
  'stats_clicks_daily',
  {
    day: date('day').notNull(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    clicks: integer('clicks').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.merchantId] })],
);

/** Shop-link clicks by month and the product the offer belonged to at the time. */
export const statsProductClicksMonthly = pgTable(
  'stats_product_clicks_monthly',
  {
    month: date('month').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    clicks: integer('clicks').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.productId] }),
    // Analytics' most clicked products: each month's leaders, then those leaders' totals.
    index('stats_product_clicks_leaders_idx').on(t.month, t.clicks.desc().nullsFirst(), t.productId),
    index('stats_product_clicks_product_idx').on(t.productId, t.month),
  ],
);

/**
 * What a background job has done so far (rows read, names changed, ...), written by the job as it
 * goes so any app process can show it. The queue itself (pg-boss) keeps state, retries and the
 * final output in its own schema; this table is ours and outlives a retry.
 */
export const jobProgress = pgTable('job_progress', {
  jobId: uuid('job_id').primaryKey(),
  queue: text('queue').notNull(),
  progress: jsonb('progress').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Switches an admin sets for the whole site, one row each (e.g. 'catalog.brandCleaning'): in the
 * database, so every app process reads the same value and a change shows at once everywhere.
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
