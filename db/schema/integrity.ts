import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { reviews } from './reviews.ts';

/**
 * A review's text sketch for near-duplicate lookup (decision 026): a few int4 keys chosen from its
 * shingles; candidates share keys (`sketch && $1` through the GIN index), then are scored in full.
 */
export const reviewFingerprints = pgTable(
  'review_fingerprints',
  {
    reviewId: uuid('review_id')
      .primaryKey()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    sketch: integer('sketch').array().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_fingerprints_sketch_idx').using('gin', t.sketch)],
);

/**
 * What the machine found about a review, with its evidence, and the risk score made from it. The
 * score and the hold also sit on reviews (risk_score, risk_held) so moderation sorts and filters in
 * one index; this row keeps the reasons a moderator reads.
 */
export const reviewSignals = pgTable(
  'review_signals',
  {
    reviewId: uuid('review_id')
      .primaryKey()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    riskScore: smallint('risk_score').notNull(),
    signals: jsonb('signals').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('review_signals_risk_range', sql`${t.riskScore} between 0 and 100`)],
);

/**
 * Traces that link accounts (issue 29 §1, DESIGN.md §3.19): a device id, a network prefix (/24, /64)
 * or a normalised e-mail, only ever as a keyed hash (HMAC with a server secret). Device and network
 * traces are deleted after 90 days.
 */
export const accountTraces = pgTable(
  'account_traces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    valueHash: text('value_hash').notNull(),
    event: text('event').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('account_traces_kind', sql`${t.kind} in ('device', 'network', 'email')`),
    index('account_traces_value_idx').on(t.kind, t.valueHash, t.createdAt.desc()),
    index('account_traces_user_idx').on(t.userId, t.createdAt.desc()),
    index('account_traces_created_idx').on(t.createdAt),
  ],
);

/** Two accounts linked by one kind of evidence (user_a < user_b), kept for the clusters. */
export const accountLinks = pgTable(
  'account_links',
  {
    userA: text('user_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userB: text('user_b')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull().defaultNow(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userA, t.userB, t.kind] }),
    check('account_links_ordered', sql`${t.userA} < ${t.userB}`),
    check('account_links_kind', sql`${t.kind} in ('device', 'network', 'email', 'invite')`),
    index('account_links_user_b_idx').on(t.userB),
  ],
);

/** Each linked account's cluster: the connected component of account_links, kept as links arrive. */
export const accountClusterMembers = pgTable(
  'account_cluster_members',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    clusterId: uuid('cluster_id').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_cluster_members_cluster_idx').on(t.clusterId)],
);

/**
 * Points taken back for a review found fraudulent: once per review (the primary key makes a second
 * cluster action a no-op). The ledger holds what was really taken; what could not be taken back
 * because the balance would go below zero is recorded here and shown.
 */
export const fraudReversals = pgTable(
  'fraud_reversals',
  {
    reviewId: uuid('review_id')
      .primaryKey()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pointsDue: integer('points_due').notNull(),
    pointsReversed: integer('points_reversed').notNull(),
    actorId: text('actor_id'),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('fraud_reversals_amounts', sql`${t.pointsReversed} between 0 and ${t.pointsDue}`),
    index('fraud_reversals_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);
