import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { offerClicks } from './catalog.ts';
import { createdAt, updatedAt } from './types.ts';

/**
 * Our side of a cashback transaction (decision 020): 'pending' while the network has not approved
 * it (points promised, not yet in the balance), 'confirmed' once approved (points credited through
 * the ledger), 'reversed' when the network declined it (taken back if credited), 'unmatched' when
 * its click reference names nobody.
 */
export const cashbackStatus = pgEnum('cashback_status', ['pending', 'confirmed', 'reversed', 'unmatched']);

export const cashbackTransactions = pgTable(
  'cashback_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'awin', or 'claim' for a purchase a person reported and an admin approved. */
    network: text('network').notNull(),
    /** The network's own id of the transaction (a claim's id for claims). */
    networkId: text('network_id').notNull(),
    clickId: uuid('click_id').references(() => offerClicks.id, { onDelete: 'set null' }),
    clickRef: text('click_ref'),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    merchantName: text('merchant_name'),
    orderRef: text('order_ref'),
    saleAmount: numeric('sale_amount', { precision: 12, scale: 2 }).notNull(),
    commissionAmount: numeric('commission_amount', { precision: 12, scale: 2 }),
    currency: text('currency').notNull().default('EUR'),
    /** What the network says: pending, approved, declined, deleted. */
    networkStatus: text('network_status').notNull(),
    status: cashbackStatus('status').notNull(),
    /** What the purchase is worth (the amount bands of decision 020). */
    points: integer('points').notNull(),
    /** What the ledger holds for it now: the points once confirmed, 0 before or after a reversal. */
    creditedPoints: integer('credited_points').notNull().default(0),
    transactionDate: timestamp('transaction_date', { withTimezone: true }).notNull(),
    validationDate: timestamp('validation_date', { withTimezone: true }),
    declineReason: text('decline_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cashback_transactions_network_idx').on(t.network, t.networkId),
    index('cashback_transactions_user_idx').on(t.userId, t.transactionDate.desc().nullsFirst()),
    index('cashback_transactions_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('cashback_transactions_points', sql`${t.points} >= 0 and ${t.creditedPoints} >= 0`),
  ],
);

export const cashbackClaimStatus = pgEnum('cashback_claim_status', ['pending', 'approved', 'rejected']);

/**
 * A purchase a person says did not show up (decision 020): one claim per person, shop and order;
 * claims of one order by different people are kept and marked `conflict` (decision 032).
 */
export const cashbackClaims = pgTable(
  'cashback_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    merchantName: text('merchant_name').notNull(),
    /** The shop's name folded (lower case, single spaces): what "the same shop" means. */
    merchantKey: text('merchant_key').notNull(),
    orderRef: text('order_ref').notNull(),
    /** The order number folded the same way (letters and digits only, lower case): "AB-12 3" = "ab123". */
    orderKey: text('order_key').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    purchasedOn: date('purchased_on').notNull(),
    status: cashbackClaimStatus('status').notNull().default('pending'),
    /** Someone else claimed the same shop and order too (decision 032): a person decides. */
    conflict: boolean('conflict').notNull().default(false),
    reason: text('reason'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    transactionId: uuid('transaction_id').references(() => cashbackTransactions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // Several people may claim one order (each is told the same; the claims are marked in conflict).
    index('cashback_claims_order_idx').on(t.merchantKey, t.orderKey),
    index('cashback_claims_status_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('cashback_claims_user_idx').on(t.userId),
    check('cashback_claims_amount', sql`${t.amount} > 0`),
  ],
);
