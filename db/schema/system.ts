import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
