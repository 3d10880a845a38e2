import { and, desc, eq, sql } from 'drizzle-orm';
import { AppError } from '#app/lib/app-error.ts';
import { db, type Database, type Transaction } from '#app/lib/db.server.ts';
import { decisionStatements, users } from '#db/schema/index.ts';
import { type DecisionKind, decisionRule, ruleHref, ruleLabel } from './decision-rules.ts';

/** How long a decision can be contested (DSA art. 20: at least six months). */
export const CONTEST_MONTHS = 6;

export type Automation = 'manual' | 'assisted' | 'automatic';

export type StatementInput = {
  userId: string;
  kind: DecisionKind;
  subject: { type: string; id: string };
  ruleCode: string;
  /** What happened, in Italian, as the person will read it. */
  facts: string;
  /** The admin's own words, added to the rule. */
  details?: string | null;
  automation: Automation;
  decidedBy?: string | null;
};

export const STATEMENT_MESSAGES = {
  rule: 'Scegli la regola applicata',
} as const;

/**
 * Stores a decision's statement of reasons in the decision's own transaction (issue 33 §2): the
 * rule must be one the decision's kind may apply, so no decision is recorded without one.
 */
export async function recordStatement(executor: Database | Transaction, input: StatementInput) {
  const rule = decisionRule(input.ruleCode);
  if (!rule || !rule.kinds.includes(input.kind)) throw new AppError('invalid_rule', STATEMENT_MESSAGES.rule);
  const [row] = await executor
    .insert(decisionStatements)
    .values({
      userId: input.userId,
      kind: input.kind,
      subjectType: input.subject.type,
      subjectId: input.subject.id,
      ruleCode: rule.code,
      facts: input.facts,
      details: input.details?.trim() || null,
      automation: input.automation,
      decidedBy: input.decidedBy ?? null,
      contestUntil: sql`now() + make_interval(months => ${CONTEST_MONTHS})`,
    })
    .returning();
  return row!;
}

export type StatementView = {
  id: string;
  kind: DecisionKind;
  subject: { type: string; id: string };
  facts: string;
  details: string | null;
  automation: Automation;
  decidedByName: string | null;
  rule: { code: string; label: string; href: string } | null;
  at: Date;
  contestUntil: Date;
};

type StatementRow = typeof decisionStatements.$inferSelect & { decidedByName: string | null };

const view = (row: StatementRow): StatementView => {
  const rule = decisionRule(row.ruleCode);
  return {
    id: row.id,
    kind: row.kind,
    subject: { type: row.subjectType, id: row.subjectId },
    facts: row.facts,
    details: row.details,
    automation: row.automation,
    decidedByName: row.decidedByName,
    rule: rule ? { code: rule.code, label: ruleLabel(rule), href: ruleHref(rule) } : null,
    at: row.createdAt,
    contestUntil: row.contestUntil,
  };
};

/** A person's statements, newest first (their profile; personal-data export). */
export async function statementsOf(userId: string, limit = 50): Promise<StatementView[]> {
  const rows = await db
    .select({ statement: decisionStatements, decidedByName: users.name })
    .from(decisionStatements)
    .leftJoin(users, eq(users.id, decisionStatements.decidedBy))
    .where(eq(decisionStatements.userId, userId))
    .orderBy(desc(decisionStatements.createdAt), desc(decisionStatements.id))
    .limit(limit);
  return rows.map((row) => view({ ...row.statement, decidedByName: row.decidedByName }));
}

/** The latest statement about one thing (a review, a voucher request…), for its own page. */
export async function latestStatementFor(subject: {
  type: string;
  id: string;
}): Promise<StatementView | null> {
  const [row] = await db
    .select({ statement: decisionStatements, decidedByName: users.name })
    .from(decisionStatements)
    .leftJoin(users, eq(users.id, decisionStatements.decidedBy))
    .where(
      and(eq(decisionStatements.subjectType, subject.type), eq(decisionStatements.subjectId, subject.id)),
    )
    .orderBy(desc(decisionStatements.createdAt), desc(decisionStatements.id))
    .limit(1);
  return row ? view({ ...row.statement, decidedByName: row.decidedByName }) : null;
}
