import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { statementsOf } from '#app/modules/decisions/statements.server.ts';
import { emailsTo } from '#app/modules/notifications/outbox.server.ts';
import { approveReview } from '#app/modules/reviews/moderate-review.server.ts';
import {
  activities,
  auditLog,
  fraudReversals,
  pointsLedger,
  reviews,
  sessions,
  users,
} from '#db/schema/index.ts';
import { linkAccounts } from '#tests/support/clusters.ts';
import {
  createLedgerRow,
  createProduct,
  createReview,
  createSession,
  createUser,
} from '#tests/support/factories.ts';
import { balance, grantPoints, ledgerInvariantBreaches } from '#tests/support/ledger.ts';
import {
  blockClusterAccounts,
  rejectClusterPendingReviews,
  reverseClusterPoints,
} from './cluster-actions.server.ts';

const admin = { id: 'cluster-admin', isAdmin: true };
const notAdmin = { id: 'cluster-user', isAdmin: false };

beforeAll(async () => {
  await createUser({ id: 'cluster-admin', role: 'admin', firstName: 'Mara', lastName: 'Admin' });
  await createUser({ id: 'cluster-user' });
});

/** Two linked accounts, each with a published review (approved: 5 points each) and a pending one. */
async function farmedCluster() {
  const first = await createUser({ firstName: 'Primo' });
  const second = await createUser({ firstName: 'Secondo' });
  const clusterId = await linkAccounts(db, [first.id, second.id], 'device');
  const product = await createProduct();
  const other = await createProduct();
  const published = [];
  for (const person of [first, second]) {
    const review = await createReview(product.id, person.id, { status: 'in_revisione' });
    await approveReview({ actor: admin, reviewId: review.id });
    published.push(review);
  }
  const pending = [
    await createReview(other.id, first.id, { status: 'in_revisione' }),
    await createReview(other.id, second.id, { status: 'in_revisione' }),
  ];
  return { first, second, clusterId, published, pending };
}

const statusOf = async (reviewId: string) =>
  (await db.select({ status: reviews.status }).from(reviews).where(eq(reviews.id, reviewId)))[0]?.status;
const ledgerRows = (userId: string) => db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId));
const auditOf = (entityId: string) =>
  db
    .select({ action: auditLog.action, after: auditLog.after })
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId));
/** Everything the actions may change, to prove a refusal changed nothing. */
async function snapshot() {
  const [row] = await db
    .execute(
      sql`select
      (select count(*) from ${pointsLedger})::int as ledger,
      (select count(*) from ${fraudReversals})::int as reversals,
      (select count(*) from ${auditLog})::int as audit,
      (select count(*) from ${reviews} where status = 'pubblicata')::int as published,
      (select count(*) from ${users} where banned)::int as blocked`,
    )
    .then((result) => (result as unknown as { rows: Record<string, number>[] }).rows);
  return row;
}

describe('reverseClusterPoints', () => {
  test('takes back what each review earned, never below zero, records the shortfall and withdraws the review', async () => {
    const { first, second, clusterId, published } = await farmedCluster();
    // The first account was paid 10 for its review (the rating rule) and spent all but 3.
    await db
      .update(pointsLedger)
      .set({ delta: 10 })
      .where(and(eq(pointsLedger.referenceId, published[0]!.id), eq(pointsLedger.kind, 'review_approved')));
    await db.execute(sql`update profiles set points = 3, lifetime_points = 10 where user_id = ${first.id}`);
    await createLedgerRow(first.id, {
      delta: -7,
      kind: 'reward_redeemed',
      idempotencyKey: `spent-${first.id}`,
    });

    const outcome = await reverseClusterPoints({ actor: admin, clusterId, reason: 'Recensioni copiate' });
    expect(outcome).toEqual({ reviews: 2, due: 15, reversed: 8, shortfall: 7 });
    expect(await balance(first.id)).toMatchObject({ points: 0 });
    expect(await balance(second.id)).toMatchObject({ points: 0 });

    const rows = await db.select().from(fraudReversals).where(eq(fraudReversals.reviewId, published[0]!.id));
    expect(rows).toEqual([
      expect.objectContaining({
        userId: first.id,
        pointsDue: 10,
        pointsReversed: 3,
        reason: 'Recensioni copiate',
        actorId: admin.id,
      }),
    ]);
    const reversal = (await ledgerRows(first.id)).filter((row) => row.kind === 'review_fraud_reversed');
    expect(reversal).toEqual([
      expect.objectContaining({
        delta: -3,
        idempotencyKey: `review-fraud-reversed:${published[0]!.id}`,
        referenceType: 'review',
        referenceId: published[0]!.id,
      }),
    ]);
    // A fraudulent review does not stay public: rejected with the reason, the author told.
    expect(await statusOf(published[0]!.id)).toBe('rifiutata');
    const [activity] = await db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, first.id), sql`${activities.text} like '%non autentica%'`));
    expect(activity).toMatchObject({ pointsEarned: -3 });
    expect(activity!.text).toContain('sono stati stornati 3 punti. Motivo: Recensioni copiate');
    const mails = await emailsTo(first.email);
    expect(mails.map((mail) => mail.template)).toContain('review_rejected');
    // Audited per review, and once for the group.
    expect((await auditOf(published[0]!.id)).map((row) => row.action)).toEqual(
      expect.arrayContaining(['review.fraud_reversal', 'review.withdraw']),
    );
    const [summary] = await auditOf(clusterId);
    expect(summary).toMatchObject({ action: 'cluster.reverse_points' });
    expect(JSON.parse(String(summary!.after))).toMatchObject({ due: 15, reversed: 8, shortfall: 7 });
    expect(await ledgerInvariantBreaches()).toEqual([]);
  });

  test('a second run changes nothing, even where nothing could be taken back the first time', async () => {
    const { first, second, clusterId } = await farmedCluster();
    // The first account has spent everything: nothing can be taken back from it.
    await createLedgerRow(first.id, {
      delta: -5,
      kind: 'reward_redeemed',
      idempotencyKey: `spent-${first.id}`,
    });
    await db.execute(sql`update profiles set points = 0 where user_id = ${first.id}`);
    expect(await reverseClusterPoints({ actor: admin, clusterId, reason: 'Account falsi' })).toEqual({
      reviews: 2,
      due: 10,
      reversed: 5,
      shortfall: 5,
    });
    const ledgerBefore = (await ledgerRows(first.id)).length + (await ledgerRows(second.id)).length;
    const reversalsBefore = await db.select().from(fraudReversals);
    // Points arrive later: a second run must not take them as well.
    await grantPoints(first.id, 20);

    expect(await reverseClusterPoints({ actor: admin, clusterId, reason: 'Di nuovo' })).toEqual({
      reviews: 0,
      due: 0,
      reversed: 0,
      shortfall: 0,
    });
    expect((await ledgerRows(first.id)).length + (await ledgerRows(second.id)).length).toBe(ledgerBefore + 1);
    expect(await db.select().from(fraudReversals)).toEqual(reversalsBefore);
    expect(await balance(first.id)).toMatchObject({ points: 20 });
    expect(await ledgerInvariantBreaches()).toEqual([]);
  });

  test('only the selected reviews; a foreign, unknown or pending review is refused and nothing changes', async () => {
    const { second, clusterId, published, pending } = await farmedCluster();
    const stranger = await createUser();
    const foreign = await createReview((await createProduct()).id, stranger.id);
    const before = await snapshot();
    const cases: [string[], string][] = [
      [
        [published[0]!.id, foreign.id],
        'Una delle recensioni selezionate non appartiene a questo gruppo di account',
      ],
      [[randomUUID()], 'Una delle recensioni selezionate non appartiene a questo gruppo di account'],
      [['non-un-id'], 'Una delle recensioni selezionate non appartiene a questo gruppo di account'],
      [[pending[0]!.id], 'Si possono stornare i punti solo delle recensioni pubblicate'],
      [[], 'Seleziona almeno una recensione'],
    ];
    for (const [reviewIds, message] of cases)
      await expect(reverseClusterPoints({ actor: admin, clusterId, reason: 'x', reviewIds })).rejects.toThrow(
        message,
      );
    await expect(reverseClusterPoints({ actor: admin, clusterId, reason: '  ' })).rejects.toThrow(
      'Indica il motivo',
    );
    await expect(
      reverseClusterPoints({ actor: admin, clusterId: randomUUID(), reason: 'x' }),
    ).rejects.toThrow('Gruppo di account non trovato');
    await expect(reverseClusterPoints({ actor: notAdmin, clusterId, reason: 'x' })).rejects.toThrow(
      'Accesso negato: serve un account amministratore',
    );
    expect(await snapshot()).toEqual(before);

    expect(
      await reverseClusterPoints({
        actor: admin,
        clusterId,
        reason: 'Copiata',
        reviewIds: [published[1]!.id],
      }),
    ).toEqual({ reviews: 1, due: 5, reversed: 5, shortfall: 0 });
    expect(await statusOf(published[0]!.id)).toBe('pubblicata');
    expect(await statusOf(published[1]!.id)).toBe('rifiutata');
    expect(await balance(second.id)).toMatchObject({ points: 0, lifetime: 0 });
    // Selecting an already reversed review again is a no-op, not a refusal.
    expect(
      await reverseClusterPoints({
        actor: admin,
        clusterId,
        reason: 'Copiata',
        reviewIds: [published[1]!.id],
      }),
    ).toMatchObject({ reviews: 0 });
  });
});

describe('rejectClusterPendingReviews', () => {
  test('rejects every pending review of the group with one reason, mails each author, audited', async () => {
    const { first, second, clusterId, published, pending } = await farmedCluster();
    expect(
      await rejectClusterPendingReviews({
        actor: admin,
        clusterId,
        reason: 'Testo copiato da altri account',
      }),
    ).toEqual({ rejected: 2 });
    for (const review of pending) expect(await statusOf(review.id)).toBe('rifiutata');
    expect(await statusOf(published[0]!.id)).toBe('pubblicata');
    for (const person of [first, second]) {
      const rejected = (await emailsTo(person.email)).filter((mail) => mail.template === 'review_rejected');
      expect(rejected).toHaveLength(1);
      expect(rejected[0]!.text).toContain('Motivo: Testo copiato da altri account');
      expect(rejected[0]!.text).toContain(
        'Decisione presa da una persona del nostro team con l’aiuto di un controllo automatico.',
      );
    }
    const rows = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(inArray(auditLog.entityId, [...pending.map((review) => review.id), clusterId]));
    expect(rows.map((row) => row.action).sort()).toEqual([
      'cluster.reject_pending',
      'review.reject',
      'review.reject',
    ]);
    // Nothing left: a second run rejects nothing.
    expect(await rejectClusterPendingReviews({ actor: admin, clusterId, reason: 'Ancora' })).toEqual({
      rejected: 0,
    });
  });

  test('refused for a non-admin, without a reason or for an unknown group; nothing changes', async () => {
    const { clusterId } = await farmedCluster();
    const before = await snapshot();
    await expect(rejectClusterPendingReviews({ actor: notAdmin, clusterId, reason: 'x' })).rejects.toThrow(
      'Accesso negato',
    );
    await expect(rejectClusterPendingReviews({ actor: admin, clusterId, reason: '' })).rejects.toThrow(
      'Indica il motivo',
    );
    await expect(
      rejectClusterPendingReviews({ actor: admin, clusterId: 'non-un-gruppo', reason: 'x' }),
    ).rejects.toThrow('Gruppo di account non trovato');
    expect(await snapshot()).toEqual(before);
  });
});

describe('blockClusterAccounts', () => {
  test('blocks every member not blocked yet through the block service: sessions end, mails go', async () => {
    const { first, second, clusterId } = await farmedCluster();
    const third = await createUser({ banned: true });
    await linkAccounts(db, [second.id, third.id], 'network');
    await createSession(first.id);
    expect(await blockClusterAccounts({ actor: admin, clusterId, reason: 'Rete di account falsi' })).toEqual({
      blocked: 2,
    });
    const states = await db
      .select({ id: users.id, banned: users.banned, banReason: users.banReason })
      .from(users)
      .where(inArray(users.id, [first.id, second.id]));
    expect(states.every((row) => row.banned && row.banReason === 'Rete di account falsi')).toBe(true);
    expect(await db.select().from(sessions).where(eq(sessions.userId, first.id))).toEqual([]);
    for (const person of [first, second])
      expect((await emailsTo(person.email)).map((mail) => mail.template)).toContain('user_blocked');
    expect((await emailsTo(third.email)).map((mail) => mail.template)).not.toContain('user_blocked');
    // The group was found by the machine, the block decided by an admin: with automatic help, art. 9.3.
    for (const person of [first, second])
      expect(await statementsOf(person.id)).toMatchObject([
        {
          kind: 'account_blocked',
          automation: 'assisted',
          rule: { code: 'conduct-multiple-accounts' },
          details: 'Rete di account falsi',
        },
      ]);
    expect(await statementsOf(third.id)).toEqual([]);
    expect((await auditOf(first.id)).map((row) => row.action)).toContain('user.block');
    expect((await auditOf(clusterId)).map((row) => row.action)).toEqual(['cluster.block']);
  });

  test('a group holding the acting admin or another admin is refused as a whole', async () => {
    const { first, clusterId } = await farmedCluster();
    const otherAdmin = await createUser({ role: 'admin', email: 'altro.admin.gruppo@example.com' });
    await linkAccounts(db, [first.id, otherAdmin.id], 'email');
    const mine = await farmedCluster();
    await linkAccounts(db, [mine.first.id, admin.id], 'device');
    const before = await snapshot();
    await expect(blockClusterAccounts({ actor: admin, clusterId, reason: 'x' })).rejects.toThrow(
      'Il gruppo comprende un amministratore (altro.admin.gruppo@example.com): non puoi bloccarlo da qui',
    );
    await expect(
      blockClusterAccounts({ actor: admin, clusterId: mine.clusterId, reason: 'x' }),
    ).rejects.toThrow('Il gruppo comprende il tuo account: non puoi bloccarlo da qui');
    await expect(blockClusterAccounts({ actor: notAdmin, clusterId, reason: 'x' })).rejects.toThrow(
      'Accesso negato',
    );
    expect(await snapshot()).toEqual(before);
  });
});
