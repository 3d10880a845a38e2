import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatInteger } from '#app/lib/format.ts';
import type { PointsProgramme } from '#app/modules/points/points-promise.ts';
import { contactFaq, faqSections } from './faq.ts';
import { legalPage } from './legal-pages.ts';

/** The default configuration (env.server.ts): 5 points per approved review, tiers at 250 and 1.000. */
const defaults: PointsProgramme = { review: { rule: 'fixed', fixed: 5 }, tiers: { silver: 250, gold: 1000 } };
const byRating: PointsProgramme = { ...defaults, review: { rule: 'rating', fixed: 5 } };

/** Every answer of the FAQ and every paragraph of the terms and the affiliate page. */
function everything(programme: PointsProgramme): string[] {
  const legal = [legalPage('terms', programme), legalPage('affiliate', programme)].flatMap((page) =>
    page.sections.flatMap((section) => [...section.paragraphs, ...(section.items ?? [])]),
  );
  const faq = faqSections(programme).flatMap((section) => section.items.map((item) => item.answer));
  return [...faq, ...contactFaq(programme).map((item) => item.answer), ...legal];
}

describe('the FAQ and the legal texts tell the points programme from the configured rules', () => {
  test('at the default configuration the answers read as before', () => {
    const points = faqSections(defaults).find((section) => section.id === 'punti-e-premi')!.items;
    expect(points[0]!.answer).toMatch(
      /^Ricevi 5 punti per ogni recensione approvata dal nostro team, qualunque sia il voto che dai al prodotto\. .*\(da \+3 a \+10 punti\).*\(da \+2 a \+15 punti, mai tramite i link Amazon\).*\(\+10 punti quando/,
    );
    expect(points[1]!.answer).toMatch(
      /^Con 50 punti ottieni un buono da 5 €; nel catalogo trovi anche buoni da 10 € \(100 punti\), 25 € \(250 punti\) e 50 € \(500 punti\)\./,
    );
    expect(points[2]!.answer).toMatch(
      /^No\. Una recensione approvata vale 5 punti sia che tu dia una stella/,
    );
    expect(points[3]!.answer).toContain('Bronze da 0, Silver da 250 e Gold da 1.000 punti');
    expect(contactFaq(defaults).slice(0, 2)).toEqual(points.slice(0, 2));
    const terms = legalPage('terms', defaults).sections.find(
      (section) => section.heading === 'Come si guadagnano i punti',
    )!;
    expect(terms.paragraphs[0]).toMatch(
      /^Ricevi 5 punti per ogni recensione approvata, qualunque sia il voto e il tono: /,
    );
    expect(terms.items).toEqual([
      expect.stringMatching(/^sondaggi: da \+3 a \+10 punti per ogni sondaggio completato/),
      expect.stringMatching(/^cashback: da \+2 a \+15 punti sugli acquisti/),
      expect.stringMatching(/^invito di un amico: \+10 punti .* al massimo 20 amici ogni 30 giorni/),
    ]);
  });

  test('under the rating rule no FAQ answer or term says the rating does not matter', () => {
    for (const sentence of everything(byRating))
      expect(sentence).not.toMatch(
        /qualunque sia il voto|5 punti per ogni recensione|i 5 punti di una recensione/,
      );
    const answer = faqSections(byRating)
      .flatMap((section) => section.items)
      .find((item) => item.question === 'I punti dipendono dal voto che do?')!.answer;
    expect(answer).toMatch(/^Sì: una recensione approvata vale da 10 a 50 punti, dieci volte il voto/);
  });

  test('property: a configured award and configured tiers are the figures printed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        (fixed, silver, gap) => {
          const programme: PointsProgramme = {
            review: { rule: 'fixed', fixed },
            tiers: { silver, gold: silver + gap },
          };
          const text = everything(programme).join('\n');
          expect(text).toContain(
            `Ricevi ${fixed === 1 ? '1 punto' : `${formatInteger(fixed)} punti`} per ogni recensione approvata`,
          );
          expect(text).toContain(
            `Silver da ${formatInteger(silver)} e Gold da ${formatInteger(silver + gap)} punti`,
          );
        },
      ),
      { numRuns: 50 },
    );
  });
});
