import { asc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { pointsLedger, rewards } from '#db/schema/index.ts';
import { createUser } from '#tests/support/factories.ts';
import { balance, ledgerInvariantBreaches } from '#tests/support/ledger.ts';
import {
  applyPoints,
  InsufficientPointsError,
  type LedgerEntry,
  pointsEarnedBy,
  pointsEarnedPerReference,
  referenceLedger,
} from './ledger.server.ts';
import { getPointsSummary } from './points-summary.server.ts';
import { VOUCHER_LADDER } from './points-rules.ts';

const apply = (entry: LedgerEntry, options?: { floorAtZero?: boolean }) =>
  db.transaction((tx) => applyPoints(tx, entry, options));
const rowsOf = (userId: string) =>
  db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(asc(pointsLedger.createdAt));
const key = (label: string) => `ledger-test:${label}:${crypto.randomUUID()}`;

describe('applyPoints', () => {
  test('a credit writes one row and moves the balance and the lifetime points by the same amount', async () => {
    const person = await createUser();
    const result = await apply({
      userId: person.id,
      delta: 12,
      kind: 'survey',
      idempotencyKey: key('credit'),
      reference: { type: 'survey', id: 'S-1' },
      reason: 'Sondaggio completato',
    });
    expect(result).toEqual({ applied: 12 });
    expect(await balance(person.id)).toEqual({ points: 12, lifetime: 12 });
    const [row] = await rowsOf(person.id);
    expect(row).toMatchObject({
      delta: 12,
      kind: 'survey',
      referenceType: 'survey',
      referenceId: 'S-1',
      reason: 'Sondaggio completato',
      actorId: null,
    });
  });

  test('the same key twice changes nothing the second time and answers null', async () => {
    const person = await createUser();
    const entry: LedgerEntry = {
      userId: person.id,
      delta: 5,
      kind: 'review_approved',
      idempotencyKey: key('once'),
    };
    expect(await apply(entry)).toEqual({ applied: 5 });
    expect(await apply(entry)).toBeNull();
    expect(await apply({ ...entry, delta: 50 })).toBeNull();
    expect(await balance(person.id)).toEqual({ points: 5, lifetime: 5 });
    expect(await rowsOf(person.id)).toHaveLength(1);
  });

  test('spending moves the balance but never the lifetime points (the tier does not fall)', async () => {
    const person = await createUser();
    await apply({ userId: person.id, delta: 60, kind: 'admin_adjustment', idempotencyKey: key('grant') });
    await apply({ userId: person.id, delta: -50, kind: 'reward_redeemed', idempotencyKey: key('redeem') });
    expect(await balance(person.id)).toEqual({ points: 10, lifetime: 60 });
    await apply({ userId: person.id, delta: 50, kind: 'reward_refunded', idempotencyKey: key('refund') });
    expect(await balance(person.id)).toEqual({ points: 60, lifetime: 60 });
  });

  test('a debit beyond the balance is refused with "Punti insufficienti" and changes nothing', async () => {
    const person = await createUser();
    await apply({ userId: person.id, delta: 30, kind: 'admin_adjustment', idempotencyKey: key('grant') });
    const refused = apply({
      userId: person.id,
      delta: -31,
      kind: 'reward_redeemed',
      idempotencyKey: key('too-much'),
    });
    await expect(refused).rejects.toBeInstanceOf(InsufficientPointsError);
    await expect(refused).rejects.toThrow('Punti insufficienti');
    expect(await balance(person.id)).toEqual({ points: 30, lifetime: 30 });
    expect(await rowsOf(person.id)).toHaveLength(1);
  });

  test('floorAtZero takes back only what is there, and writes nothing when nothing is there', async () => {
    const person = await createUser();
    await apply({ userId: person.id, delta: 5, kind: 'review_approved', idempotencyKey: key('award') });
    await apply({ userId: person.id, delta: -3, kind: 'reward_redeemed', idempotencyKey: key('spent') });
    const partial = await apply(
      { userId: person.id, delta: -5, kind: 'review_reversed', idempotencyKey: key('reverse') },
      { floorAtZero: true },
    );
    expect(partial).toEqual({ applied: -2 });
    expect(await balance(person.id)).toEqual({ points: 0, lifetime: 3 });
    const nothing = await apply(
      { userId: person.id, delta: -5, kind: 'review_reversed', idempotencyKey: key('again') },
      { floorAtZero: true },
    );
    expect(nothing).toEqual({ applied: 0 });
    expect(await rowsOf(person.id)).toHaveLength(3);
  });

  test('a zero or fractional delta is a programming error: refused before anything is written', async () => {
    const person = await createUser();
    for (const delta of [0, 1.5, Number.NaN]) {
      await expect(
        apply({ userId: person.id, delta, kind: 'admin_adjustment', idempotencyKey: key('bad') }),
      ).rejects.toThrow('A ledger delta is a non-zero integer');
    }
    expect(await rowsOf(person.id)).toEqual([]);
    expect(await balance(person.id)).toEqual({ points: 0, lifetime: 0 });
  });

  test('property: any run of credits, debits and reversals keeps sum of deltas = balance ≥ 0', async () => {
    const person = await createUser();
    const step = fc.record({
      delta: fc.integer({ min: -40, max: 40 }).filter((delta) => delta !== 0),
      kind: fc.constantFrom('admin_adjustment', 'survey', 'reward_redeemed', 'review_reversed' as const),
      floorAtZero: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        for (const { delta, kind, floorAtZero } of steps) {
          const before = await balance(person.id);
          try {
            await apply({ userId: person.id, delta, kind, idempotencyKey: key('run') }, { floorAtZero });
          } catch (error) {
            // Only an overdraft may be refused, and it must leave the balance as it was.
            expect(error).toBeInstanceOf(InsufficientPointsError);
            expect(before.points + delta).toBeLessThan(0);
            expect(await balance(person.id)).toEqual(before);
          }
          const after = await balance(person.id);
          expect(after.points).toBeGreaterThanOrEqual(0);
          expect(after.lifetime).toBeGreaterThanOrEqual(0);
        }
        expect(await ledgerInvariantBreaches()).toEqual([]);
      }),
      { numRuns: 15 },
    );
  });
});

describe('points earned for a reference', () => {
  test('referenceLedger: what the rows net to and how many of each kind, whatever their sign', async () => {
    const person = await createUser();
    const review = { type: 'review', id: crypto.randomUUID() };
    await apply({
      userId: person.id,
      delta: 5,
      kind: 'review_approved',
      idempotencyKey: key('a1'),
      reference: review,
    });
    await apply({
      userId: person.id,
      delta: -5,
      kind: 'review_approval_undone',
      idempotencyKey: key('u1'),
      reference: review,
    });
    await apply({
      userId: person.id,
      delta: 5,
      kind: 'review_approved',
      idempotencyKey: key('a2'),
      reference: review,
    });
    // Another reference of the same person, and the same id under another type, do not count.
    await apply({
      userId: person.id,
      delta: 7,
      kind: 'survey',
      idempotencyKey: key('s'),
      reference: { type: 'survey', id: review.id },
    });

    const ledger = await db.transaction((tx) => referenceLedger(tx, review));
    expect(ledger).toEqual({ net: 5, entries: { review_approved: 2, review_approval_undone: 1 } });
    expect(await db.transaction((tx) => pointsEarnedBy(tx, review))).toBe(5);
  });

  test('a reference without rows has earned nothing', async () => {
    const none = { type: 'review', id: crypto.randomUUID() };
    expect(await db.transaction((tx) => referenceLedger(tx, none))).toEqual({ net: 0, entries: {} });
    expect(await db.transaction((tx) => pointsEarnedBy(tx, none))).toBe(0);
  });

  test('pointsEarnedBy never answers below zero, even when more was taken back than it paid', async () => {
    const person = await createUser();
    await apply({ userId: person.id, delta: 20, kind: 'admin_adjustment', idempotencyKey: key('grant') });
    const review = { type: 'review', id: crypto.randomUUID() };
    await apply({
      userId: person.id,
      delta: -8,
      kind: 'review_reversed',
      idempotencyKey: key('over'),
      reference: review,
    });
    expect((await db.transaction((tx) => referenceLedger(tx, review))).net).toBe(-8);
    expect(await db.transaction((tx) => pointsEarnedBy(tx, review))).toBe(0);
  });

  test('pointsEarnedPerReference: one row per reference of the person, net of reversals', async () => {
    const author = await createUser();
    const other = await createUser();
    const [first, second, untouched] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    const ref = (id: string) => ({ type: 'review', id });
    await apply({
      userId: author.id,
      delta: 5,
      kind: 'review_approved',
      idempotencyKey: key('f'),
      reference: ref(first),
    });
    await apply({
      userId: author.id,
      delta: 5,
      kind: 'review_approved',
      idempotencyKey: key('s'),
      reference: ref(second),
    });
    await apply(
      {
        userId: author.id,
        delta: -5,
        kind: 'review_reversed',
        idempotencyKey: key('sr'),
        reference: ref(second),
      },
      { floorAtZero: true },
    );
    // Someone else's rows on the same review, and the author's rows of another type, stay out.
    await apply({
      userId: other.id,
      delta: 9,
      kind: 'admin_adjustment',
      idempotencyKey: key('o'),
      reference: ref(first),
    });
    await apply({
      userId: author.id,
      delta: 4,
      kind: 'survey',
      idempotencyKey: key('sv'),
      reference: { type: 'survey', id: untouched },
    });

    const earned = pointsEarnedPerReference({ userId: author.id, referenceType: 'review' });
    const rows = await db
      .select({ referenceId: earned.referenceId, points: earned.points })
      .from(earned)
      .orderBy(sql`${earned.points} desc`);
    expect(rows).toEqual([
      { referenceId: first, points: 5 },
      { referenceId: second, points: 0 },
    ]);
  });
});

describe('getPointsSummary', () => {
  test('balance, tier by lifetime points and both progress bars', async () => {
    const person = await createUser();
    await apply({ userId: person.id, delta: 300, kind: 'admin_adjustment', idempotencyKey: key('grant') });
    await apply({ userId: person.id, delta: -100, kind: 'reward_redeemed', idempotencyKey: key('spend') });
    const summary = await getPointsSummary(person.id);
    expect(summary).toMatchObject({
      points: 200,
      lifetimePoints: 300,
      tier: 'Silver',
      nextTier: { next: 'Gold', missing: 700 },
      voucher: { current: 0, missing: 50, vouchersAvailable: 4 },
    });
  });

  test('someone without a profile reads as zero, Bronze', async () => {
    const summary = await getPointsSummary('nessuno');
    expect(summary).toMatchObject({ points: 0, lifetimePoints: 0, tier: 'Bronze' });
  });
});

test('the voucher ladder the pages promise is the reward catalogue the migrations seed', async () => {
  const catalogue = await db
    .select({ points: rewards.costPoints, cents: rewards.valueCents })
    .from(rewards)
    .where(eq(rewards.active, true))
    .orderBy(asc(rewards.costPoints));
  expect(catalogue.map((reward) => ({ points: reward.points, euros: reward.cents / 100 }))).toEqual(
    VOUCHER_LADDER.map((cut) => ({ ...cut })),
  );
});
