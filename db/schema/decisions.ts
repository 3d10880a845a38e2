import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './types.ts';

/** What was decided about a person (issue 33 §2). */
export const decisionKind = pgEnum('decision_kind', [
  'review_rejected',
  'review_held',
  'reward_refused',
  'points_reversed',
  'account_blocked',
  'survey_refused',
  'cashback_claim_refused',
]);

/** Who decided: a person, a person helped by an automatic check, or the check alone. */
export const decisionAutomation = pgEnum('decision_automation', ['manual', 'assisted', 'automatic']);

/**
 * A statement of reasons (EU Digital Services Act, art. 17): the facts, the rule applied (a
 * numbered clause of the terms), the admin's words added to it, whether it was automated, and
 * until when it can be contested. One per decision, written in the decision's own transaction.
 */
export const decisionStatements = pgTable(
  'decision_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: decisionKind('kind').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    ruleCode: text('rule_code').notNull(),
    facts: text('facts').notNull(),
    details: text('details'),
    automation: decisionAutomation('automation').notNull(),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    contestUntil: timestamp('contest_until', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('decision_statements_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('decision_statements_subject_idx').on(t.subjectType, t.subjectId, t.createdAt.desc().nullsFirst()),
    // A review is held with a statement once, however many recomputations hold it at the same time.
    uniqueIndex('decision_statements_held_once')
      .on(t.subjectType, t.subjectId)
      .where(sql`${t.kind} = 'review_held'`),
  ],
);

/** Where an appeal stands: waiting for a second look, upheld (the decision undone) or dismissed. */
export const appealStatus = pgEnum('appeal_status', ['pending', 'upheld', 'dismissed']);

/**
 * An appeal against a decision (issue 33 §3, DSA art. 20): one per statement, filed within the
 * statement's `contest_until`, with the person's words and an optional attachment kept privately
 * (`attachment_key` names the file in the private store, never served publicly), decided by an
 * admin other than the one who decided first where there is one.
 */
export const appeals = pgTable(
  'appeals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    statementId: uuid('statement_id')
      .notNull()
      .unique()
      .references(() => decisionStatements.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    status: appealStatus('status').notNull().default('pending'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionReason: text('decision_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The queue: by age within a status.
    index('appeals_status_idx').on(t.status, t.createdAt, t.id),
    // The decided tabs: the latest decided first.
    index('appeals_decided_idx').on(t.status, t.decidedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('appeals_user_idx').on(t.userId),
  ],
);
