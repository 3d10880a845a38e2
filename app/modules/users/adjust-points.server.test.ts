import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { db, queryRows } from '#app/lib/db.server.ts';
import { statementsOf } from '#app/modules/decisions/statements.server.ts';
import { emailsTo } from '#app/modules/notifications/outbox.server.ts';
import { activities, auditLog, pointsLedger, userBadges } from '#db/schema/index.ts';
import { createUser } from '#tests/support/factories.ts';
import { balance, grantPoints, ledgerInvariantBreaches } from '#tests/support/ledger.ts';
import { adjustUserPoints, getPointsStats } from './adjust-points.server.ts';

const admin = { id: 'points-admin', isAdmin: true };

beforeAll(async () => {
  await createUser({ id: 'points-admin', role: 'admin', firstName: 'Mara', lastName: 'Admin' });
});

const ledgerOf = (userId: string) => db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId));
const activityOf = (userId: string) => db.select().from(activities).where(eq(activities.userId, userId));
const auditOf = (userId: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, userId)));

describe('adjustUserPoints', () => {
  test('+20 with a reason: balance, ledger row, activity, first badge, e-mail and audit', async () => {
    const person = await createUser({ firstName: 'Giulia' });
    const result = await adjustUserPoints({
      actor: admin,
      userId: person.id,
      points: 20,
      reason: '  Premio per la segnalazione di un bug  ',
    });
    expect(result).toEqual({
      changed: true,
      userId: person.id,
      delta: 20,
      balance: 20,
      lifetimePoints: 20,
      badgesAwarded: ['Prima recensione'],
      message: 'Punti aggiornati',
    });
    expect(await balance(person.id)).toEqual({ points: 20, lifetime: 20 });
    expect(await ledgerOf(person.id)).toEqual([
      expect.objectContaining({
        delta: 20,
        kind: 'admin_adjustment',
        reason: 'Premio per la segnalazione di un bug',
        actorId: admin.id,
        referenceType: 'user',
        referenceId: person.id,
      }),
    ]);
    expect(
      (await activityOf(person.id)).map((line) => [line.type, line.text, line.pointsEarned]),
    ).toContainEqual([
      'admin',
      'Hai ricevuto 20 punti dallo staff. Motivo: Premio per la segnalazione di un bug',
      20,
    ]);
    expect(await db.select().from(userBadges).where(eq(userBadges.userId, person.id))).toHaveLength(1);
    const mails = (await emailsTo(person.email)).filter((mail) => mail.template === 'points_added');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Hai ricevuto 20 punti su Provato');
    expect(mails[0]!.text).toContain('Ciao Giulia,');
    expect(mails[0]!.text).toContain('Motivo: Premio per la segnalazione di un bug');
    expect(mails[0]!.text).toContain('Ora hai 20 punti in totale.');
    const audit = await auditOf(person.id);
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([['user.points.adjust', admin.id]]);
    expect(JSON.parse(audit[0]!.after!)).toEqual({
      points: 20,
      delta: 20,
      reason: 'Premio per la segnalazione di un bug',
    });
  });

  test('a removal below zero is refused with what is available, and nothing changes', async () => {
    const person = await createUser();
    await grantPoints(person.id, 10);
    await expect(
      adjustUserPoints({
        actor: admin,
        userId: person.id,
        points: -15,
        reason: 'Rettifica',
        rule: 'points-earned-fairly',
      }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'insufficient_points',
      message: 'Il saldo non può scendere sotto zero: disponibili 10 punti',
    });
    expect(await balance(person.id)).toEqual({ points: 10, lifetime: 10 });
    expect(await ledgerOf(person.id)).toHaveLength(1);
    expect(await activityOf(person.id)).toEqual([]);
    expect(await auditOf(person.id)).toEqual([]);

    // A removal states the rule of the terms it applies: without one (or with one a removal may
    // not apply) nothing changes.
    for (const rule of [undefined, '', 'conduct-automation'])
      await expect(
        adjustUserPoints({ actor: admin, userId: person.id, points: -10, reason: 'Rettifica', rule }),
      ).rejects.toMatchObject({ status: 400, message: 'Scegli la regola applicata' });
    expect(await balance(person.id)).toEqual({ points: 10, lifetime: 10 });

    // The whole balance can go; the person gets the decision's notice, its statement on the profile.
    const result = await adjustUserPoints({
      actor: admin,
      userId: person.id,
      points: -10,
      reason: 'Rettifica',
      rule: 'points-earned-fairly',
    });
    expect(result).toMatchObject({ changed: true, balance: 0, delta: -10 });
    expect(await statementsOf(person.id)).toMatchObject([
      {
        kind: 'points_reversed',
        facts: 'Lo staff ha tolto 10 punti dal tuo saldo.',
        details: 'Rettifica',
        rule: { code: 'points-earned-fairly' },
        automation: 'manual',
      },
    ]);
    expect((await activityOf(person.id)).map((line) => line.text)).toEqual([
      'Lo staff ha tolto 10 punti dal tuo saldo. Motivo: Rettifica',
    ]);
    const [notice] = await emailsTo(person.email);
    expect(notice).toMatchObject({
      template: 'decision_notice',
      subject: 'Abbiamo tolto dei punti dal tuo saldo',
    });
    expect(notice!.text).toContain('Lo staff ha tolto 10 punti dal tuo saldo.');
    expect(notice!.text).toContain(
      'Regola applicata: Termini e condizioni, art. 8 — I punti ottenuti in modo scorretto possono essere annullati.',
    );
    expect(notice!.text).toContain('/profile?tab=decisions');
    expect(await ledgerInvariantBreaches()).toEqual([]);
  });

  test('no reason, zero, a fraction, too many points, an unknown person and a non-admin are refused', async () => {
    const person = await createUser();
    const attempt = (fields: Partial<Parameters<typeof adjustUserPoints>[0]>) =>
      adjustUserPoints({ actor: admin, userId: person.id, points: 5, reason: 'Bonus', ...fields });
    await expect(attempt({ reason: '   ' })).rejects.toMatchObject({
      status: 400,
      message: 'Indica il motivo della modifica dei punti',
    });
    await expect(attempt({ points: 0 })).rejects.toMatchObject({ status: 400 });
    await expect(attempt({ points: 1.5 })).rejects.toMatchObject({ status: 400 });
    await expect(attempt({ points: 100_001 })).rejects.toMatchObject({ status: 400 });
    await expect(attempt({ userId: 'nessuno' })).rejects.toMatchObject({
      status: 404,
      message: 'Utente non trovato',
    });
    await expect(attempt({ actor: { id: person.id, isAdmin: false } })).rejects.toMatchObject({
      status: 403,
    });
    expect(await balance(person.id)).toEqual({ points: 0, lifetime: 0 });
    expect(await ledgerOf(person.id)).toEqual([]);
  });

  test('the same request key twice moves the points once', async () => {
    const person = await createUser();
    const once = {
      actor: admin,
      userId: person.id,
      points: 7,
      reason: 'Doppio clic',
      requestKey: 'form-view-12345',
    };
    expect(await adjustUserPoints(once)).toMatchObject({ changed: true, balance: 7 });
    expect(await adjustUserPoints(once)).toMatchObject({ changed: false, balance: 7 });
    expect(await ledgerOf(person.id)).toHaveLength(1);
    expect(await activityOf(person.id)).toHaveLength(2); // the adjustment and the first badge
  });

  test('get_points_stats: the sum of balances and of points ever earned', async () => {
    const [expected] = await queryRows<{ total: number; issued: number; holders: number }>(sql`
      select coalesce(sum(points), 0)::int as total, coalesce(sum(lifetime_points), 0)::int as issued,
             (count(*) filter (where points > 0))::int as holders
      from profiles`);
    const [ledgerTotal] = await queryRows<{ total: number }>(
      sql`select coalesce(sum(delta), 0)::int as total from points_ledger`,
    );
    const stats = await getPointsStats(admin);
    expect(stats).toEqual({
      totalPoints: expected!.total,
      totalIssued: expected!.issued,
      usersWithPoints: expected!.holders,
    });
    expect(stats.totalPoints).toBe(ledgerTotal!.total);
    expect(stats.totalPoints).toBeGreaterThan(0);
    await expect(getPointsStats({ isAdmin: false })).rejects.toMatchObject({ status: 403 });
  });
});
