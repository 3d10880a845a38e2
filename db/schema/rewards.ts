import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './types.ts';

/** The voucher catalogue (DESIGN.md §3.4): what points can buy, managed as data. */
export const rewards = pgTable(
  'rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    partner: text('partner').notNull(),
    valueCents: integer('value_cents').notNull(),
    costPoints: integer('cost_points').notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('rewards_cost_positive', sql`${t.costPoints} > 0`),
    check('rewards_value_positive', sql`${t.valueCents} > 0`),
  ],
);

export const rewardStatus = pgEnum('reward_status', ['pending', 'approved', 'rejected']);

/**
 * A redemption: the points are debited when it is created (ledger key redeem:<key>); approval
 * records the voucher code, each rejection refunds once (ledger key reward-refund:<id>, then
 * reward-refund:<id>:<n> after an upheld appeal re-opened it and took the points again under
 * reward-reopened:<id>…).
 */
export const rewardRequests = pgTable(
  'reward_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rewardId: uuid('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'restrict' }),
    rewardType: text('reward_type').notNull(),
    pointsCost: integer('points_cost').notNull(),
    status: rewardStatus('status').notNull().default('pending'),
    voucherCode: text('voucher_code'),
    rejectionReason: text('rejection_reason'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    processedBy: text('processed_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reward_requests_status_idx').on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('reward_requests_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('reward_requests_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Gestione Premi's search finds a request by (part of) its voucher code.
    index('reward_requests_voucher_code_trgm_idx').using('gin', t.voucherCode.op('gin_trgm_ops')),
  ],
);

/** Codes admins load in advance; approving a request can take the next free one. */
export const voucherCodes = pgTable(
  'voucher_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rewardId: uuid('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    requestId: uuid('request_id')
      .unique()
      .references(() => rewardRequests.id, { onDelete: 'set null' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('voucher_codes_reward_code').on(t.rewardId, t.code),
    index('voucher_codes_free_idx').on(t.rewardId, t.usedAt),
  ],
);
