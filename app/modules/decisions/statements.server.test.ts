import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { deleteAccount, exportPersonalData } from '#app/modules/accounts/manage-account.server.ts';
import { decisionStatements } from '#db/schema/index.ts';
import { createUser } from '#tests/support/factories.ts';
import { statementLines } from './statement-text.ts';
import { recordStatement, statementsOf } from './statements.server.ts';

const DAY = 86_400_000;

describe('recordStatement', () => {
  test('stores the facts, the rule, the words added to it, who decided and six months to contest', async () => {
    const [person, admin] = [
      await createUser({ firstName: 'Ada' }),
      await createUser({ role: 'admin', firstName: 'Mara', lastName: 'Rossi' }),
    ];
    await recordStatement(db, {
      userId: person.id,
      kind: 'review_rejected',
      subject: { type: 'review', id: 'r-1' },
      ruleCode: 'review-own-words',
      facts: 'La tua recensione di Cuffie X non è stata pubblicata.',
      details: '  Il testo riprende quasi parola per parola una recensione già pubblicata.  ',
      automation: 'assisted',
      decidedBy: admin.id,
    });
    const [statement] = await statementsOf(person.id);
    expect(statement).toMatchObject({
      kind: 'review_rejected',
      subject: { type: 'review', id: 'r-1' },
      details: 'Il testo riprende quasi parola per parola una recensione già pubblicata.',
      automation: 'assisted',
      rule: {
        code: 'review-own-words',
        label: 'Termini e condizioni, art. 4.4 — Scrivi con parole tue: niente testi copiati',
        href: '/legal/terms#art-4-4',
      },
    });
    const months = (statement!.contestUntil.getTime() - statement!.at.getTime()) / DAY;
    expect(months).toBeGreaterThanOrEqual(181);
    expect(months).toBeLessThanOrEqual(184);
    // The person is told a person decided, never who.
    expect(statement).not.toHaveProperty('decidedByName');
    expect(JSON.stringify(statement)).not.toContain('Mara');
    expect(statementLines(statement!)).toEqual([
      'Regola applicata: Termini e condizioni, art. 4.4 — Scrivi con parole tue: niente testi copiati.',
      'Dettagli: Il testo riprende quasi parola per parola una recensione già pubblicata.',
      'Decisione presa da una persona del nostro team con l’aiuto di un controllo automatico.',
      expect.stringMatching(
        /^Se pensi che sia un errore puoi contestare la decisione, gratuitamente, fino al \d{1,2} \p{L}+ \d{4}: http:\/\/localhost:3000\/contesta\/[\w-]{36}\.[\w-]{43}$/u,
      ),
    ]);
  });

  test('no statement without a rule the decision may apply; nothing is stored then', async () => {
    const person = await createUser();
    const input = {
      userId: person.id,
      subject: { type: 'reward_request', id: 'q-1' },
      facts: 'La richiesta non è stata approvata.',
      automation: 'manual' as const,
    };
    await expect(
      recordStatement(db, { ...input, kind: 'reward_refused', ruleCode: 'nessuna' }),
    ).rejects.toMatchObject({
      code: 'invalid_rule',
      message: 'Scegli la regola applicata',
    });
    // A real rule, but not one a refused voucher can apply.
    await expect(
      recordStatement(db, { ...input, kind: 'reward_refused', ruleCode: 'review-own-images' }),
    ).rejects.toMatchObject({ code: 'invalid_rule' });
    expect(await statementsOf(person.id)).toEqual([]);
  });

  test("a person's statements come newest first, and only theirs", async () => {
    const [one, two] = [await createUser(), await createUser()];
    for (const [userId, id] of [
      [one.id, 'a'],
      [two.id, 'b'],
      [one.id, 'c'],
    ] as const)
      await recordStatement(db, {
        userId,
        kind: 'account_blocked',
        subject: { type: 'user', id },
        ruleCode: 'conduct-multiple-accounts',
        facts: 'Account bloccato.',
        automation: 'manual',
      });
    expect((await statementsOf(one.id)).map((statement) => statement.subject.id)).toEqual(['c', 'a']);
    const all = await db.select().from(decisionStatements);
    expect(all.filter((row) => row.userId === two.id)).toHaveLength(1);
  });
});

describe("a person's data", () => {
  test('the export holds their statements; deleting the account erases them', async () => {
    const person = await createUser();
    await recordStatement(db, {
      userId: person.id,
      kind: 'account_blocked',
      subject: { type: 'user', id: person.id },
      ruleCode: 'conduct-automation',
      facts: 'Il tuo account è stato sospeso.',
      automation: 'manual',
    });
    const exported = await exportPersonalData(person.id);
    expect(exported.decisions).toEqual([
      expect.objectContaining({
        decision: 'account_blocked',
        rule: 'conduct-automation',
        facts: 'Il tuo account è stato sospeso.',
      }),
    ]);
    await deleteAccount(person.id);
    const left = await db.select().from(decisionStatements).where(eq(decisionStatements.userId, person.id));
    expect(left).toEqual([]);
  });
});
