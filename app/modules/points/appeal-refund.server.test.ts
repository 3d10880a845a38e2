import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { activities, auditLog, pointsLedger } from '#db/schema/index.ts';
import { createUser } from '#tests/support/factories.ts';
import { balance, grantPoints, ledgerInvariantBreaches } from '#tests/support/ledger.ts';
import { restoreReversedPoints } from './appeal-refund.server.ts';
import { applyPoints, type LedgerEntry } from './ledger.server.ts';

const admin = { id: 'appeal-refund-admin', isAdmin: true };

beforeAll(async () => {
  await createUser({ id: admin.id, role: 'admin' });
});

const apply = (entry: LedgerEntry, options?: { floorAtZero?: boolean }) =>
  db.transaction((tx) => applyPoints(tx, entry, options));
const restore = (options: Omit<Parameters<typeof restoreReversedPoints>[1], 'actor'>, actor = admin) =>
  db.transaction((tx) => restoreReversedPoints(tx, { actor, ...options }));
const rowByKey = async (key: string) =>
  (await db.select().from(pointsLedger).where(eq(pointsLedger.idempotencyKey, key)))[0];

/** A survey completion paid `paid` points, then reversed by the partner (the person spent `spent`). */
async function reversedSurvey(paid: number, spent = 0) {
  const person = await createUser();
  const completionId = crypto.randomUUID();
  const reference = { type: 'survey_completion', id: completionId };
  await apply({
    userId: person.id,
    delta: paid,
    kind: 'survey',
    idempotencyKey: `survey:${completionId}`,
    reference,
  });
  if (spent > 0)
    await apply({
      userId: person.id,
      delta: -spent,
      kind: 'reward_redeemed',
      idempotencyKey: `spend:${completionId}`,
    });
  await apply(
    {
      userId: person.id,
      delta: -paid,
      kind: 'survey',
      idempotencyKey: `survey-reversal:${completionId}`,
      reference,
      reason: 'Completamento annullato dal partner',
    },
    { floorAtZero: true },
  );
  return { person, completionId };
}

describe('restoreReversedPoints', () => {
  test('a survey reversed by the partner is credited back once, by its key, with its reference', async () => {
    const { person, completionId } = await reversedSurvey(8);
    expect(await balance(person.id)).toEqual({ points: 0, lifetime: 0 });
    const appealId = crypto.randomUUID();
    const options = { userId: person.id, idempotencyKey: `survey-reversal:${completionId}`, appealId };

    expect(await restore(options)).toEqual({ changed: true, points: 8 });
    expect(await restore(options)).toEqual({ changed: false, points: 0 });
    expect(await balance(person.id)).toEqual({ points: 8, lifetime: 8 });
    expect(await rowByKey(`appeal-upheld:${appealId}`)).toMatchObject({
      userId: person.id,
      delta: 8,
      kind: 'appeal_upheld',
      referenceType: 'survey_completion',
      referenceId: completionId,
      actorId: admin.id,
      reason: 'Ricorso accolto',
    });
    const lines = await db.select().from(activities).where(eq(activities.userId, person.id));
    expect(lines.map((line) => [line.text, line.pointsEarned])).toEqual([
      ['Il tuo ricorso è stato accolto: ti abbiamo restituito 8 punti', 8],
    ]);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, person.id), eq(auditLog.action, 'user.points.appeal_upheld')));
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after!)).toEqual({ restored: 8, appealId });
    expect(await ledgerInvariantBreaches()).toEqual([]);
  });

  test('a removal by the staff is credited back by its row id; only what the row took comes back', async () => {
    const person = await createUser();
    await grantPoints(person.id, 20);
    await apply({
      userId: person.id,
      delta: -7,
      kind: 'admin_adjustment',
      idempotencyKey: `admin-adjustment:${admin.id}:${crypto.randomUUID()}`,
      reference: { type: 'user', id: person.id },
      actorId: admin.id,
      reason: 'Punti ottenuti con più account',
    });
    const [removal] = await db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, person.id), eq(pointsLedger.delta, -7)));
    expect(
      await restore({ userId: person.id, ledgerId: removal!.id, appealId: crypto.randomUUID() }),
    ).toEqual({
      changed: true,
      points: 7,
    });
    expect(await balance(person.id)).toEqual({ points: 20, lifetime: 20 });

    // A reversal that found part of the points spent took only the rest: that is what comes back.
    const partly = await reversedSurvey(10, 6);
    expect(await balance(partly.person.id)).toEqual({ points: 0, lifetime: 6 });
    expect(
      await restore({
        userId: partly.person.id,
        idempotencyKey: `survey-reversal:${partly.completionId}`,
        appealId: crypto.randomUUID(),
      }),
    ).toEqual({ changed: true, points: 4 });
    expect(await balance(partly.person.id)).toEqual({ points: 4, lifetime: 10 });
    expect(await ledgerInvariantBreaches()).toEqual([]);
  });

  test('a row not found, not the person’s, or not a removal gives nothing back; a non-admin is refused', async () => {
    const { person, completionId } = await reversedSurvey(5);
    const other = await createUser();
    const key = `survey-reversal:${completionId}`;
    const appealId = crypto.randomUUID();
    const nothing = { changed: false, points: 0 };
    expect(await restore({ userId: person.id, idempotencyKey: 'survey-reversal:nessuno', appealId })).toEqual(
      nothing,
    );
    expect(await restore({ userId: person.id, ledgerId: crypto.randomUUID(), appealId })).toEqual(nothing);
    expect(await restore({ userId: person.id, ledgerId: 'non-un-id', appealId })).toEqual(nothing);
    expect(await restore({ userId: person.id, appealId })).toEqual(nothing);
    expect(await restore({ userId: other.id, idempotencyKey: key, appealId })).toEqual(nothing);
    expect(await restore({ userId: person.id, idempotencyKey: `survey:${completionId}`, appealId })).toEqual(
      nothing,
    );
    await expect(
      restore({ userId: person.id, idempotencyKey: key, appealId }, { id: person.id, isAdmin: false }),
    ).rejects.toMatchObject({ status: 403 });
    expect(await balance(person.id)).toEqual({ points: 0, lifetime: 0 });
    expect(await balance(other.id)).toEqual({ points: 0, lifetime: 0 });
    expect(await rowByKey(`appeal-upheld:${appealId}`)).toBeUndefined();
  });
});
