import { z } from 'zod';
import { type DecisionKind, decisionRule, ruleLabel, rulesFor } from './decision-rules.ts';

export const DECISION_MESSAGES = {
  rule: 'Scegli la regola applicata',
  reason: 'Indica il motivo del rifiuto',
  blockReason: 'Indica il motivo del blocco',
  reasonTooLong: 'Il motivo può contenere al massimo 500 caratteri',
} as const;

/** The rule of a decision of `kind`: one of the codes that kind may apply. */
export const ruleField = (kind: DecisionKind) =>
  z
    .string({ error: DECISION_MESSAGES.rule })
    .refine((code) => decisionRule(code)?.kinds.includes(kind) ?? false, { error: DECISION_MESSAGES.rule });

/**
 * What an admin's refusal posts (issue 33 §2): the rule picked from the list and the admin's own
 * words, which add to it and never replace it.
 */
export const reasonedDecisionSchema = (
  kind: DecisionKind,
  reasonMessage: string = DECISION_MESSAGES.reason,
) =>
  z.object({
    reason: z
      .string({ error: reasonMessage })
      .trim()
      .min(1, { error: reasonMessage })
      .max(500, { error: DECISION_MESSAGES.reasonTooLong }),
    rule: ruleField(kind),
  });
export type ReasonedDecision = z.output<ReturnType<typeof reasonedDecisionSchema>>;

/** The options of a form's 'Regola applicata' list for a decision of `kind`. */
export const ruleOptions = (kind: DecisionKind) =>
  rulesFor(kind).map((rule) => ({ value: rule.code, label: ruleLabel(rule) }));
export type RuleOption = ReturnType<typeof ruleOptions>[number];
