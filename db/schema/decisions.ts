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
