import { and, desc, eq, sql } from 'drizzle-orm';
import { AppError } from '#app/lib/app-error.ts';
import { db, type Database, type Transaction } from '#app/lib/db.server.ts';
import { decisionStatements } from '#db/schema/index.ts';
import { DECISION_MESSAGES } from './decision.schema.ts';
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

export const STATEMENT_MESSAGES = { rule: DECISION_MESSAGES.rule } as const;

/** Refuses a rule the decision's kind may not apply, before the decision changes anything. */
export function checkRule(kind: DecisionKind, ruleCode: string) {
  const rule = decisionRule(ruleCode);
  if (!rule || !rule.kinds.includes(kind)) throw new AppError('invalid_rule', STATEMENT_MESSAGES.rule);
  return rule;
}

/**
 * Stores a decision's statement of reasons in the decision's own transaction (issue 33 §2): the
 * rule must be one the decision's kind may apply, so no decision is recorded without one.
 */
export async function recordStatement(
  executor: Database | Transaction,
  input: StatementInput,
): Promise<StatementView> {
  const [statement] = await recordStatements(executor, [input]);
  return statement!;
}

/** The same statement for many people at once (a bulk block): one insert, one row each. */
export async function recordStatements(
  executor: Database | Transaction,
  inputs: StatementInput[],
): Promise<StatementView[]> {
  if (inputs.length === 0) return [];
  for (const input of inputs) checkRule(input.kind, input.ruleCode);
  const rows = await executor
    .insert(decisionStatements)
    .values(
      inputs.map((input) => ({
        userId: input.userId,
        kind: input.kind,
        subjectType: input.subject.type,
        subjectId: input.subject.id,
        ruleCode: input.ruleCode,
        facts: input.facts,
        details: input.details?.trim() || null,
        automation: input.automation,
        decidedBy: input.decidedBy ?? null,
        contestUntil: sql`now() + make_interval(months => ${CONTEST_MONTHS})`,
      })),
    )
    .returning();
  return rows.map((row) => statementView(row));
}

export type StatementView = {
  id: string;
  userId: string;
  kind: DecisionKind;
  subject: { type: string; id: string };
  facts: string;
  details: string | null;
  automation: Automation;
  rule: { code: string; label: string; href: string } | null;
  at: Date;
  contestUntil: Date;
  /** Still within the time to contest it, when read. */
  contestable: boolean;
};

/**
 * A statement as the person, their pages and mails read it. Who decided stays with the staff: the
 * person is told whether a person, a person helped by a check or the machine decided, never a name.
 */
export const statementView = (row: typeof decisionStatements.$inferSelect): StatementView => {
  const rule = decisionRule(row.ruleCode);
  return {
    id: row.id,
    userId: row.userId,
    kind: row.kind,
    subject: { type: row.subjectType, id: row.subjectId },
    facts: row.facts,
    details: row.details,
    automation: row.automation,
    rule: rule ? { code: rule.code, label: ruleLabel(rule), href: ruleHref(rule) } : null,
    at: row.createdAt,
    contestUntil: row.contestUntil,
    contestable: row.contestUntil.getTime() > Date.now(),
  };
};

/** A person's statements, newest first (their profile). */
export async function statementsOf(userId: string, limit = 50): Promise<StatementView[]> {
  const rows = await db
    .select()
    .from(decisionStatements)
    .where(eq(decisionStatements.userId, userId))
    .orderBy(desc(decisionStatements.createdAt), desc(decisionStatements.id))
    .limit(limit);
  return rows.map(statementView);
}

/** Removes the statement of a decision taken back ('Annulla' right after it): nothing is left to contest. */
export async function dropStatement(
  executor: Database | Transaction,
  decision: { kind: DecisionKind; subject: { type: string; id: string } },
) {
  await executor
    .delete(decisionStatements)
    .where(
      and(
        eq(decisionStatements.kind, decision.kind),
        eq(decisionStatements.subjectType, decision.subject.type),
        eq(decisionStatements.subjectId, decision.subject.id),
      ),
    );
}
