import { describe, expect, test } from 'vitest';
import { legalPage } from '#app/modules/content/legal-pages.ts';
import type { PointsProgramme } from '#app/modules/points/points-promise.ts';
import {
  DECISION_KINDS,
  DECISION_RULES,
  decisionRule,
  ruleHref,
  ruleLabel,
  rulesFor,
} from './decision-rules.ts';

const programme: PointsProgramme = {
  review: { rule: 'fixed', fixed: 5 },
  tiers: { silver: 250, gold: 1000 },
};
const terms = legalPage('terms', programme);

describe('the rules a decision applies', () => {
  test('the terms are numbered, so a clause can be named', () => {
    expect(terms.numbered).toBe(true);
  });

  test.each(DECISION_RULES.map((rule) => [rule.code, rule] as const))(
    '%s points at the clause that says it',
    (_code, rule) => {
      const [article, item] = rule.clause.split('.').map(Number);
      const section = terms.sections[article! - 1];
      expect(section, `article ${article}`).toBeDefined();
      const text = item ? section!.items?.[item - 1] : section!.paragraphs.join(' ');
      expect(text?.toLowerCase(), `${rule.code}: art. ${rule.clause}`).toContain(rule.quotes.toLowerCase());
    },
  );

  test('every kind of decision has rules to pick from; codes are unique', () => {
    for (const kind of DECISION_KINDS) expect(rulesFor(kind).length, kind).toBeGreaterThan(0);
    expect(new Set(DECISION_RULES.map((rule) => rule.code)).size).toBe(DECISION_RULES.length);
  });

  test('a rule is linked to its place in the terms and named with its number', () => {
    const rule = decisionRule('review-own-words')!;
    expect(ruleHref(rule)).toBe('/legal/terms#art-4-4');
    expect(ruleLabel(rule)).toBe(
      'Termini e condizioni, art. 4.4 — Scrivi con parole tue: niente testi copiati',
    );
    expect(ruleHref(decisionRule('points-earned-fairly')!)).toBe('/legal/terms#art-8');
    expect(decisionRule('nessuna')).toBeUndefined();
  });
});
