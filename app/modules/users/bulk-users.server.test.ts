import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { captureQueries, db, queryRows } from '#app/lib/db.server.ts';
import { emailsTo } from '#app/modules/notifications/outbox.server.ts';
import { statementsOf } from '#app/modules/decisions/statements.server.ts';
import { activities, auditLog, pointsLedger, sessions, userBadges, users } from '#db/schema/index.ts';
import {
  createBadge,
  createSession,
  createUser,
  createUserBadge,
  createUsers,
} from '#tests/support/factories.ts';
import { balance, grantPoints, ledgerInvariantBreaches } from '#tests/support/ledger.ts';
import { applyBulkUserAction } from './bulk-users.server.ts';

const admin = { id: 'bulk-admin', isAdmin: true };
let trophyId: string;

beforeAll(async () => {
  await createUser({ id: 'bulk-admin', role: 'admin', firstName: 'Mara', lastName: 'Admin' });
  const trophy = await createBadge({
    name: 'Tester del mese',
    icon: 'Trophy',
    description: 'Scelto dallo staff.',
    thresholdPoints: 100_000,
  });
  trophyId = trophy.id;
});

const bannedOf = async (ids: string[]) =>
  Object.fromEntries(
    (await db.select({ id: users.id, banned: users.banned }).from(users).where(inArray(users.id, ids))).map(
      (row) => [row.id, row.banned],
    ),
  );
const ledgerCount = async (ids: string[]) =>
  (await db.select().from(pointsLedger).where(inArray(pointsLedger.userId, ids))).length;

describe('applyBulkUserAction', () => {
  test('toggle-block inverts each person in one go: sessions of the newly blocked end, they get the mail', async () => {
    const active = await createUser({ firstName: 'Elena' });
    const blocked = await createUser({ banned: true });
    await createSession(active.id);
    expect(
      await applyBulkUserAction({
        actor: admin,
        userIds: [active.id, blocked.id, active.id],
        action: 'toggle-block',
        rule: 'conduct-vote-manipulation',
        reason: 'Voti "Utile" dati da account collegati',
      }),
    ).toEqual({ affected: 2, selected: 2, message: 'Azione applicata a 2 utenti' });
    expect(await bannedOf([active.id, blocked.id])).toEqual({ [active.id]: true, [blocked.id]: false });
    expect(await db.select().from(sessions).where(eq(sessions.userId, active.id))).toEqual([]);
    expect((await emailsTo(active.email)).map((mail) => mail.template)).toEqual(['user_blocked']);
    expect(await emailsTo(blocked.email)).toEqual([]);
    const audit = await db
      .select({ action: auditLog.action, entityId: auditLog.entityId, after: auditLog.after })
      .from(auditLog)
      .where(inArray(auditLog.entityId, [active.id, blocked.id]));
    expect(audit.map((row) => [row.entityId, row.action]).sort()).toEqual(
      [
        [active.id, 'user.block'],
        [blocked.id, 'user.unblock'],
      ].sort(),
    );
    expect(JSON.parse(audit.find((row) => row.entityId === active.id)!.after!)).toEqual({
      banned: true,
      bulk: true,
      rule: 'conduct-vote-manipulation',
      reason: 'Voti "Utile" dati da account collegati',
    });
    // The newly blocked person has the statement of reasons; the unblocked one none.
    expect(await statementsOf(active.id)).toMatchObject([
      {
        kind: 'account_blocked',
        rule: { code: 'conduct-vote-manipulation' },
        details: 'Voti "Utile" dati da account collegati',
        automation: 'manual',
      },
    ]);
    expect(await statementsOf(blocked.id)).toEqual([]);
  });

  test('toggle-block refuses to block without a rule and a reason; unblocking alone needs neither', async () => {
    const active = await createUser();
    const blocked = await createUser({ banned: true });
    for (const reasons of [
      {},
      { rule: 'conduct-automation' },
      { reason: 'Spam' },
      { rule: 'review-once', reason: 'Spam' },
    ])
      await expect(
        applyBulkUserAction({
          actor: admin,
          userIds: [active.id, blocked.id],
          action: 'toggle-block',
          ...reasons,
        }),
      ).rejects.toMatchObject({ status: 400 });
    expect(await bannedOf([active.id, blocked.id])).toEqual({ [active.id]: false, [blocked.id]: true });
    expect(await statementsOf(active.id)).toEqual([]);
    await applyBulkUserAction({ actor: admin, userIds: [blocked.id], action: 'toggle-block' });
    expect(await bannedOf([blocked.id])).toEqual({ [blocked.id]: false });
  });

  test('toggle-block with the actor selected is refused and nobody changes', async () => {
    const person = await createUser();
    await expect(
      applyBulkUserAction({ actor: admin, userIds: [person.id, admin.id], action: 'toggle-block' }),
    ).rejects.toMatchObject({ status: 409, code: 'self_block' });
    expect(await bannedOf([person.id, admin.id])).toEqual({ [person.id]: false, [admin.id]: false });
  });

  test('points for many: one ledger row each with the reason, activity, mail, audit', async () => {
    const people = [await createUser(), await createUser(), await createUser()];
    const ids = people.map((person) => person.id);
    await grantPoints(ids[0]!, 40);
    const result = await applyBulkUserAction({
      actor: admin,
      userIds: ids,
      action: 'points',
      points: 10,
      reason: 'Concorso di Natale',
    });
    expect(result).toEqual({ affected: 3, selected: 3, message: 'Azione applicata a 3 utenti' });
    expect(await balance(ids[0]!)).toEqual({ points: 50, lifetime: 50 });
    expect(await balance(ids[1]!)).toEqual({ points: 10, lifetime: 10 });
    const rows = await db
      .select()
      .from(pointsLedger)
      .where(and(inArray(pointsLedger.userId, ids), eq(pointsLedger.reason, 'Concorso di Natale')));
    expect(rows).toHaveLength(3);
    for (const row of rows)
      expect(row).toMatchObject({ delta: 10, kind: 'admin_adjustment', actorId: admin.id });
    const lines = await db.select().from(activities).where(inArray(activities.userId, ids));
    expect(
      lines.filter((line) => line.text === 'Hai ricevuto 10 punti dallo staff. Motivo: Concorso di Natale'),
    ).toHaveLength(3);
    // 50 lifetime points reach 'Recensore affidabile' (and 'Prima recensione') for the first person.
    const owned = await db.select().from(userBadges).where(eq(userBadges.userId, ids[0]!));
    expect(owned).toHaveLength(2);
    const [mail] = (await emailsTo(people[0]!.email)).filter((m) => m.template === 'points_added');
    expect(mail!.text).toContain('Ora hai 50 punti in totale.');
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(inArray(auditLog.entityId, ids), eq(auditLog.action, 'user.points.adjust')));
    expect(audit).toHaveLength(3);
    expect(await ledgerInvariantBreaches()).toEqual([]);
  });

  test('a removal that would take anyone below zero refuses the whole action and changes nothing', async () => {
    const rich = await createUser();
    const poor = await createUser();
    await grantPoints(rich.id, 100);
    await grantPoints(poor.id, 5);
    await expect(
      applyBulkUserAction({
        actor: admin,
        userIds: [rich.id, poor.id],
        action: 'points',
        points: -20,
        reason: 'Abuso',
        rule: 'points-earned-fairly',
      }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'insufficient_points',
      message:
        '1 utente non ha abbastanza punti: il saldo non può scendere sotto zero. Nessuna modifica applicata.',
    });
    expect(await balance(rich.id)).toMatchObject({ points: 100 });
    expect(await balance(poor.id)).toMatchObject({ points: 5 });
    expect(await ledgerCount([rich.id, poor.id])).toBe(2);
  });

  test('a badge goes to those who lack it; the count says how many got it', async () => {
    const has = await createUser();
    const lacks = await createUser();
    await createUserBadge(has.id, trophyId);
    expect(
      await applyBulkUserAction({
        actor: admin,
        userIds: [has.id, lacks.id],
        action: 'badge',
        badgeId: trophyId,
      }),
    ).toEqual({ affected: 1, selected: 2, message: 'Azione applicata a 1 utente' });
    expect(await db.select().from(userBadges).where(eq(userBadges.userId, lacks.id))).toHaveLength(1);
  });

  test('bad selections change nothing: none, an unknown person, a missing badge, a non-admin', async () => {
    const person = await createUser();
    await expect(
      applyBulkUserAction({ actor: admin, userIds: [], action: 'toggle-block' }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Seleziona almeno un utente',
    });
    for (const action of ['toggle-block', 'points'] as const)
      await expect(
        applyBulkUserAction({
          actor: admin,
          userIds: [person.id, 'sconosciuto'],
          action,
          points: 5,
          reason: 'x',
        }),
      ).rejects.toMatchObject({ status: 404, message: 'Utente non trovato' });
    await expect(
      applyBulkUserAction({ actor: admin, userIds: [person.id], action: 'badge' }),
    ).rejects.toMatchObject({ status: 400, message: 'Seleziona un badge' });
    await expect(
      applyBulkUserAction({ actor: admin, userIds: [person.id], action: 'badge', badgeId: randomUUID() }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      applyBulkUserAction({ actor: admin, userIds: [person.id], action: 'points', points: 5, reason: ' ' }),
    ).rejects.toMatchObject({ status: 400, message: 'Indica il motivo della modifica dei punti' });
    await expect(
      applyBulkUserAction({
        actor: { id: person.id, isAdmin: false },
        userIds: [person.id],
        action: 'toggle-block',
      }),
    ).rejects.toMatchObject({ status: 403 });
    expect(await bannedOf([person.id])).toEqual({ [person.id]: false });
    expect(await balance(person.id)).toEqual({ points: 0, lifetime: 0 });
    expect(await db.select().from(userBadges).where(eq(userBadges.userId, person.id))).toEqual([]);
  });

  test('1,000 people at once: every balance and ledger row right', async () => {
    const prefix = `mille-${Date.now().toString(36)}`;
    const people = await createUsers(
      Array.from({ length: 1000 }, (_, index) => ({
        id: `${prefix}-${index + 1}`,
        name: `Mille ${index + 1}`,
        email: `${prefix}.${index + 1}@example.com`,
        firstName: 'Mille',
        lastName: null,
      })),
    );
    const ids = people.map((person) => person.id);
    const { result, queries } = await captureQueries(() =>
      applyBulkUserAction({ actor: admin, userIds: ids, action: 'points', points: 5, reason: 'Benvenuti' }),
    );
    expect(result.affected).toBe(1000);
    // A fixed number of statements, not a few per person (DESIGN.md §5 measures time elsewhere).
    expect(queries.length).toBeLessThan(20);
    const [sums] = await queryRows<{ points: number; rows: number; mails: number; badges: number }>(sql`
      select (select sum(points)::int from profiles where user_id like ${`${prefix}-%`}) as points,
             (select count(*)::int from points_ledger where user_id like ${`${prefix}-%`}) as rows,
             (select count(*)::int from email_outbox where recipient like ${`${prefix}.%`}
                and template = 'points_added') as mails,
             (select count(*)::int from user_badges where user_id like ${`${prefix}-%`}) as badges`);
    // 5 points also unlock the first threshold badge ('Prima recensione', 5 points) for everyone.
    expect(sums).toEqual({ points: 5000, rows: 1000, mails: 1000, badges: 1000 });
    expect(await ledgerInvariantBreaches()).toEqual([]);
  });
});
