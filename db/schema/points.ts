import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './types.ts';

/**
 * The points ledger (DESIGN.md §3.2): every change of a balance is a row. The idempotency key
 * makes a retried or concurrent award land once; profiles.points is updated in the same
 * transaction and can never go below zero.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    kind: text('kind').notNull(),
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    actorId: text('actor_id'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    check('points_ledger_delta_not_zero', sql`${t.delta} <> 0`),
    index('points_ledger_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('points_ledger_reference_idx').on(t.referenceType, t.referenceId),
    // Counting one kind (survey credits on the dashboard) without reading every award.
    index('points_ledger_kind_idx').on(t.kind, t.createdAt.desc().nullsFirst()),
    // The transparency report's points paid and taken back per quarter, read from the index alone.
    index('points_ledger_created_idx').on(t.createdAt, t.kind, t.delta),
  ],
);

/** What happened to a person's account, in their words ('Attività recenti'). */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    text: text('text').notNull(),
    pointsEarned: integer('points_earned').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('activities_user_idx').on(t.userId, t.createdAt.desc().nullsFirst())],
);

/** Who did what in the back office: before and after, for every admin action (DESIGN.md §4). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: text('before'),
    after: text('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt.desc().nullsFirst()),
    // 'Registro attività' (issue 33 §5): newest first, by admin, by action.
    index('audit_log_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc().nullsFirst()),
    index('audit_log_action_idx').on(t.action, t.createdAt.desc().nullsFirst()),
  ],
);
