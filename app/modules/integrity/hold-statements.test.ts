import { describe, expect, test } from 'vitest';
import { decisionRule } from '#app/modules/decisions/decision-rules.ts';
import { HOLD_RULES } from './hold-statements.server.ts';

describe('HOLD_RULES', () => {
  test('every signal names a rule of the terms a hold may apply', () => {
    for (const [signal, code] of Object.entries(HOLD_RULES))
      expect(decisionRule(code)?.kinds, `${signal} → ${code}`).toContain('review_held');
  });
});
