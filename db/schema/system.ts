import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Data loads that must happen once per database (the demo catalogue, the large benchmark set). */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
