import { and, desc, eq, sql } from 'drizzle-orm';
import { AppError } from '#app/lib/app-error.ts';
import { db, type Database, type Transaction } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { signedIdToken } from '#app/lib/signed-link.server.ts';
import { appeals, decisionStatements } from '#db/schema/index.ts';
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

export const STATEMENT_MESSAGES = {
  rule: DECISION_MESSAGES.rule,
  appealed: 'La persona ha già contestato questa decisione: non si annulla più da qui, si decide da Ricorsi',
} as const;

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

export type AppealState = {
  status: 'pending' | 'upheld' | 'dismissed';
  filedAt: Date;
  decidedAt: Date | null;
  /** The second admin's words (required when dismissed). */
  reason: string | null;
};

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
  /** The page to contest it (and follow the appeal), signed: it opens without a sign-in. */
  contestPath: string;
  contestUrl: string;
  /** The appeal against it, when there is one (read back with the statement). */
  appeal: AppealState | null;
};

/** A statement as its person's browser gets it: no ids of theirs, the subject's or the staff's. */
export type PersonStatement = Omit<StatementView, 'userId' | 'subject' | 'contestUrl'>;

export function forThePerson(statement: StatementView): PersonStatement {
  const { userId: _userId, subject: _subject, contestUrl: _contestUrl, ...shown } = statement;
  return shown;
}

/** The purpose a contest link is signed for (app/lib/signed-link.server.ts). */
export const CONTEST_LINK = 'contest';

export const contestPathFor = (statementId: string) =>
  `/contesta/${signedIdToken(CONTEST_LINK, statementId)}`;

type AppealRow = Pick<typeof appeals.$inferSelect, 'status' | 'createdAt' | 'decidedAt' | 'decisionReason'>;

/**
 * A statement as the person, their pages and mails read it. Who decided stays with the staff: the
 * person is told whether a person, a person helped by a check or the machine decided, never a name.
 */
export const statementView = (
  row: typeof decisionStatements.$inferSelect,
  appeal: AppealRow | null = null,
): StatementView => {
  const rule = decisionRule(row.ruleCode);
  const contestPath = contestPathFor(row.id);
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
    contestPath,
    contestUrl: `${getConfig().baseUrl}${contestPath}`,
    appeal: appeal
      ? {
          status: appeal.status,
          filedAt: appeal.createdAt,
          decidedAt: appeal.decidedAt,
          reason: appeal.decisionReason,
        }
      : null,
  };
};

const appealColumns = {
  status: appeals.status,
  createdAt: appeals.createdAt,
  decidedAt: appeals.decidedAt,
  decisionReason: appeals.decisionReason,
};

/** One statement with its appeal, by id (the contest page, the appeal's mails). */
export async function statementById(
  executor: Database | Transaction,
  statementId: string,
): Promise<StatementView | null> {
  const [row] = await executor
    .select({ statement: decisionStatements, appeal: appealColumns })
    .from(decisionStatements)
    .leftJoin(appeals, eq(appeals.statementId, decisionStatements.id))
    .where(eq(decisionStatements.id, statementId));
  return row ? statementView(row.statement, row.appeal?.status ? row.appeal : null) : null;
}

/** A person's statements with their appeals, newest first (their profile). */
export async function statementsOf(userId: string, limit = 50): Promise<StatementView[]> {
  const rows = await db
    .select({ statement: decisionStatements, appeal: appealColumns })
    .from(decisionStatements)
    .leftJoin(appeals, eq(appeals.statementId, decisionStatements.id))
    .where(eq(decisionStatements.userId, userId))
    .orderBy(desc(decisionStatements.createdAt), desc(decisionStatements.id))
    .limit(limit);
  return rows.map((row) => statementView(row.statement, row.appeal?.status ? row.appeal : null));
}

/**
 * Removes the statement of a decision taken back ('Annulla' right after it): nothing is left to
 * contest. Only the newest statement of that kind about the subject (older decisions keep theirs);
 * refused once the person has contested it, since the appeal is then theirs to follow.
 */
export async function dropStatement(
  executor: Database | Transaction,
  decision: { kind: DecisionKind; subject: { type: string; id: string } },
) {
  const [newest] = await executor
    .select({ id: decisionStatements.id, appeal: appeals.id })
    .from(decisionStatements)
    .leftJoin(appeals, eq(appeals.statementId, decisionStatements.id))
    .where(
      and(
        eq(decisionStatements.kind, decision.kind),
        eq(decisionStatements.subjectType, decision.subject.type),
        eq(decisionStatements.subjectId, decision.subject.id),
      ),
    )
    .orderBy(desc(decisionStatements.createdAt), desc(decisionStatements.id))
    .limit(1);
  if (!newest) return;
  if (newest.appeal) throw new AppError('undo_refused', STATEMENT_MESSAGES.appealed);
  await executor.delete(decisionStatements).where(eq(decisionStatements.id, newest.id));
}
