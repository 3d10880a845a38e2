import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { recordOfferClick } from '#app/modules/catalog/record-offer-click.server.ts';
import { applyPoints } from '#app/modules/points/ledger.server.ts';
import {
  activities,
  auditLog,
  cashbackClaims,
  cashbackTransactions,
  pointsLedger,
  users,
} from '#db/schema/index.ts';
import { failure } from '#tests/support/app-error.ts';
import { createMerchant, createOffer, createProduct, createUser } from '#tests/support/factories.ts';
import {
  FAKE_AWIN_PUBLISHER_ID,
  FAKE_AWIN_TOKEN,
  type FakeAwin,
  startFakeAwin,
} from '#tests/support/fake-awin.ts';
import { balance, ledgerInvariantBreaches } from '#tests/support/ledger.ts';
import type { NetworkTransaction } from './awin-transactions.server.ts';
import {
  approveCashbackClaim,
  listOwnClaims,
  merchantKey,
  orderKey,
  rejectCashbackClaim,
  reopenClaimOnAppeal,
  submitCashbackClaim,
} from './cashback-claims.server.ts';
import type { CashbackQuery } from './cashback-query.ts';
import { CASHBACK_MESSAGES as M, cashbackCommandSchema, MAX_PENDING_CLAIMS } from './cashback.schema.ts';
import {
  applyNetworkTransactions,
  cashbackKey,
  cashbackReversalKey,
  cashbackSummary,
} from './cashback.server.ts';
import { awinTransactionsJob, importTransactionsFile, queueAwinPull } from './fetch-transactions.server.ts';
import { listCashbackClaims, listCashbackTransactions } from './list-cashback.server.ts';

/*
 * Cashback's services on a real database: network transactions matched on the clickref our /go
 * link gave a signed-in person's click, pending points, credit on approval through the ledger,
 * reversal on decline (never below zero), claims for purchases that did not show up, the
 * person's summary, the back office's lists and the Awin pull job against the loopback fake.
 */

const config = getConfig();
const originalAwin = structuredClone(config.awin);

let admin: { id: string; isAdmin: true };
let fake: FakeAwin;

beforeAll(async () => {
  admin = { id: (await createUser({ role: 'admin' })).id, isAdmin: true };
  fake = await startFakeAwin();
});

afterAll(async () => {
  config.awin = originalAwin;
  await fake.close();
});

afterEach(async () => {
  vi.useRealTimers();
  // DESIGN.md §6: every balance is the sum of its ledger rows, never below zero.
  expect(await ledgerInvariantBreaches()).toEqual([]);
});

let sequence = 0;
/** Digits only: Awin's transaction ids are integers. */
const unique = () => `${Date.now()}${(sequence += 1)}`;

const DAY = 86_400_000;
/** A calendar day as the claim form sends it (yyyy-mm-dd), `days` before now. */
const dayBefore = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);

const awinLink = (merchantId = '12345') =>
  `https://www.awin1.com/cread.php?awinmid=${merchantId}&awinaffid=67890&ued=https%3A%2F%2Fwww.negozio.example%2Fp%2F42`;

/** A signed-in person who clicked an Awin offer of a shop: the clickref /go gave them. */
async function personWithClick(options: { merchantName?: string; banned?: boolean } = {}) {
  const user = await createUser({ banned: options.banned ?? false });
  const merchant = await createMerchant({ name: options.merchantName ?? `Negozio ${unique()}` });
  const product = await createProduct();
  const offer = await createOffer(product.id, merchant.id, { affiliateUrl: awinLink() });
  const click = await recordOfferClick({ offerId: offer.id, userId: user.id, isBot: false });
  const clickRef = new URL(click!.affiliateUrl).searchParams.get('clickref');
  expect(clickRef).toMatch(/^pv[0-9a-f]{20}$/);
  return { user, merchant, clickRef: clickRef! };
}

/** A transaction as the Awin client hands it over. */
const networkTransaction = (fields: Partial<NetworkTransaction> = {}): NetworkTransaction => ({
  network: 'awin',
  networkId: unique(),
  clickRef: null,
  status: 'pending',
  saleAmount: 80,
  commissionAmount: 4,
  currency: 'EUR',
  transactionDate: new Date(Date.now() - 2 * DAY),
  validationDate: null,
  declineReason: null,
  advertiserId: '7052',
  orderRef: `ORD-${unique()}`,
  ...fields,
});

/** The same transaction as the network reports it later (a new status, validated now). */
const later = (item: NetworkTransaction, status: NetworkTransaction['status'], declineReason?: string) => ({
  ...item,
  status,
  validationDate: new Date(),
  declineReason: declineReason ?? null,
});

const storedOf = async (networkId: string, network = 'awin') =>
  (
    await db
      .select()
      .from(cashbackTransactions)
      .where(and(eq(cashbackTransactions.network, network), eq(cashbackTransactions.networkId, networkId)))
  )[0]!;

const ledgerOf = (userId: string) =>
  db
    .select({
      delta: pointsLedger.delta,
      kind: pointsLedger.kind,
      idempotencyKey: pointsLedger.idempotencyKey,
      referenceType: pointsLedger.referenceType,
      referenceId: pointsLedger.referenceId,
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
    .orderBy(asc(pointsLedger.createdAt), asc(pointsLedger.delta));

const cashbackLines = (userId: string) =>
  db
    .select({ text: activities.text, pointsEarned: activities.pointsEarned })
    .from(activities)
    .where(and(eq(activities.userId, userId), eq(activities.type, 'cashback')))
    .orderBy(asc(activities.createdAt), asc(activities.id));

const noCounts = { created: 0, updated: 0, credited: 0, reversed: 0, unmatched: 0 };

// ---------------------------------------------------------------------------------------------
// applyNetworkTransactions
// ---------------------------------------------------------------------------------------------

describe('applyNetworkTransactions', () => {
  test('a matched pending transaction promises points by the bands, outside the balance', async () => {
    const { user, merchant, clickRef } = await personWithClick({ merchantName: 'Foto Negozio' });
    const item = networkTransaction({ clickRef, saleAmount: 80, orderRef: 'ORD-80' });

    expect(await applyNetworkTransactions([item])).toEqual({ ...noCounts, created: 1 });

    const stored = await storedOf(item.networkId);
    expect(stored).toMatchObject({
      userId: user.id,
      clickRef,
      merchantName: merchant.name,
      orderRef: 'ORD-80',
      saleAmount: '80.00',
      commissionAmount: '4.00',
      networkStatus: 'pending',
      status: 'pending',
      points: 4,
      creditedPoints: 0,
    });
    expect(stored.clickId).not.toBeNull();
    expect(await ledgerOf(user.id)).toEqual([]);
    expect(await balance(user.id)).toEqual({ points: 0, lifetime: 0 });
    expect(await cashbackLines(user.id)).toEqual([
      {
        text: 'Cashback in attesa: 4 punti per il tuo acquisto su Foto Negozio, accreditati quando il negozio lo conferma',
        pointsEarned: 0,
      },
    ]);
  });

  test.each([
    [49.99, 2],
    [50, 4],
    [99.99, 4],
    [100, 7],
    [250, 10],
    [499.99, 10],
    [500, 15],
  ])('a purchase of %s € is worth %i points', async (saleAmount, points) => {
    const { user, clickRef } = await personWithClick();
    const item = networkTransaction({ clickRef, saleAmount });
    await applyNetworkTransactions([item]);
    expect(await storedOf(item.networkId)).toMatchObject({ status: 'pending', points, creditedPoints: 0 });
    expect(await balance(user.id)).toEqual({ points: 0, lifetime: 0 });

    await applyNetworkTransactions([later(item, 'approved')]);
    expect(await storedOf(item.networkId)).toMatchObject({ status: 'confirmed', creditedPoints: points });
    expect(await balance(user.id)).toEqual({ points, lifetime: points });
  });

  test('approval credits the points once through the ledger; the same batch again credits nothing', async () => {
    const { user, clickRef } = await personWithClick({ merchantName: 'Elettro Casa' });
    const item = networkTransaction({ clickRef, saleAmount: 120 });
    await applyNetworkTransactions([item]);
    const { id } = await storedOf(item.networkId);

    const approved = later(item, 'approved');
    expect(await applyNetworkTransactions([approved])).toEqual({ ...noCounts, updated: 1, credited: 1 });
    const stored = await storedOf(item.networkId);
    expect(stored).toMatchObject({
      status: 'confirmed',
      networkStatus: 'approved',
      points: 7,
      creditedPoints: 7,
    });
    expect(stored.validationDate).toEqual(approved.validationDate);
    expect(await ledgerOf(user.id)).toEqual([
      {
        delta: 7,
        kind: 'cashback',
        idempotencyKey: cashbackKey(id),
        referenceType: 'cashback_transaction',
        referenceId: id,
      },
    ]);
    expect(await balance(user.id)).toEqual({ points: 7, lifetime: 7 });
    expect((await cashbackLines(user.id)).at(-1)).toEqual({
      text: 'Cashback confermato per il tuo acquisto su Elettro Casa',
      pointsEarned: 7,
    });

    expect(await applyNetworkTransactions([approved])).toEqual({ ...noCounts, updated: 1 });
    expect(await applyNetworkTransactions([approved, approved])).toEqual({ ...noCounts, updated: 2 });
    expect(await ledgerOf(user.id)).toHaveLength(1);
    expect(await balance(user.id)).toEqual({ points: 7, lifetime: 7 });
    expect(await cashbackLines(user.id)).toHaveLength(2);
  });

  test('a decline after confirmation takes the points back, once', async () => {
    const { user, clickRef } = await personWithClick({ merchantName: 'Sport Shop' });
    const item = networkTransaction({
      clickRef,
      saleAmount: 100,
      status: 'approved',
      validationDate: new Date(),
    });
    await applyNetworkTransactions([item]);
    const { id } = await storedOf(item.networkId);
    expect(await balance(user.id)).toEqual({ points: 7, lifetime: 7 });

    const declined = later(item, 'declined', 'Ordine reso');
    expect(await applyNetworkTransactions([declined])).toEqual({ ...noCounts, updated: 1, reversed: 1 });
    expect(await storedOf(item.networkId)).toMatchObject({
      status: 'reversed',
      networkStatus: 'declined',
      declineReason: 'Ordine reso',
      creditedPoints: 0,
    });
    expect(await ledgerOf(user.id)).toEqual([
      expect.objectContaining({ delta: 7, idempotencyKey: cashbackKey(id) }),
      {
        delta: -7,
        kind: 'cashback',
        idempotencyKey: cashbackReversalKey(id),
        referenceType: 'cashback_transaction',
        referenceId: id,
      },
    ]);
    expect(await balance(user.id)).toEqual({ points: 0, lifetime: 0 });
    expect((await cashbackLines(user.id)).at(-1)).toEqual({
      text: 'Cashback annullato per il tuo acquisto su Sport Shop: ordine annullato o reso',
      pointsEarned: -7,
    });

    // Declined again, or approved again after the decline: nothing moves.
    expect(await applyNetworkTransactions([declined])).toEqual({ ...noCounts, updated: 1 });
    expect(await applyNetworkTransactions([later(item, 'approved')])).toEqual({ ...noCounts, updated: 1 });
    expect(await ledgerOf(user.id)).toHaveLength(2);
    expect(await balance(user.id)).toEqual({ points: 0, lifetime: 0 });
    expect((await storedOf(item.networkId)).status).toBe('reversed');
  });

  test('a decline after the points were partly spent takes only what is left', async () => {
    const { user, clickRef } = await personWithClick();
    const item = networkTransaction({
      clickRef,
      saleAmount: 100,
      status: 'approved',
      validationDate: new Date(),
    });
    await applyNetworkTransactions([item]);
    await spend(user.id, 5);
    expect((await balance(user.id)).points).toBe(2);

    expect(await applyNetworkTransactions([later(item, 'declined')])).toMatchObject({ reversed: 1 });
    const { id } = await storedOf(item.networkId);
    expect((await ledgerOf(user.id)).at(-1)).toMatchObject({
      delta: -2,
      idempotencyKey: cashbackReversalKey(id),
    });
    expect((await balance(user.id)).points).toBe(0);
    expect(await storedOf(item.networkId)).toMatchObject({ status: 'reversed', creditedPoints: 0 });
  });

  test('a decline after every point was spent floors at zero: no debit, never negative', async () => {
    const { user, clickRef } = await personWithClick();
    const item = networkTransaction({
      clickRef,
      saleAmount: 500,
      status: 'approved',
      validationDate: new Date(),
    });
    await applyNetworkTransactions([item]);
    await spend(user.id, 15);

    expect(await applyNetworkTransactions([later(item, 'declined')])).toMatchObject({ reversed: 1 });
    expect((await ledgerOf(user.id)).map((row) => row.kind)).toEqual(['cashback', 'reward_redeemed']);
    expect((await balance(user.id)).points).toBe(0);
    expect(await storedOf(item.networkId)).toMatchObject({ status: 'reversed', creditedPoints: 0 });
    expect((await cashbackLines(user.id)).at(-1)?.pointsEarned).toBe(0);
  });

  test('a decline while still pending reverses it with no ledger row', async () => {
    const { user, clickRef } = await personWithClick();
    const item = networkTransaction({ clickRef, saleAmount: 60 });
    await applyNetworkTransactions([item]);

    expect(await applyNetworkTransactions([later(item, 'declined')])).toEqual({
      ...noCounts,
      updated: 1,
      reversed: 1,
    });
    expect(await storedOf(item.networkId)).toMatchObject({ status: 'reversed', creditedPoints: 0 });
    expect(await ledgerOf(user.id)).toEqual([]);
    expect(await balance(user.id)).toEqual({ points: 0, lifetime: 0 });
    expect((await cashbackLines(user.id)).at(-1)?.pointsEarned).toBe(0);
  });

  test("'deleted' counts as declined, pending or confirmed", async () => {
    const { user, clickRef } = await personWithClick();
    const pending = networkTransaction({ clickRef, saleAmount: 30 });
    const confirmed = networkTransaction({ clickRef, saleAmount: 300, status: 'approved' });
    await applyNetworkTransactions([pending, confirmed]);
    expect((await balance(user.id)).points).toBe(10);

    expect(await applyNetworkTransactions([later(pending, 'deleted'), later(confirmed, 'deleted')])).toEqual({
      ...noCounts,
      updated: 2,
      reversed: 2,
    });
    expect(await storedOf(pending.networkId)).toMatchObject({ status: 'reversed', networkStatus: 'deleted' });
    expect(await storedOf(confirmed.networkId)).toMatchObject({
      status: 'reversed',
      networkStatus: 'deleted',
    });
    expect((await ledgerOf(user.id)).map((row) => row.delta)).toEqual([10, -10]);
    expect((await balance(user.id)).points).toBe(0);
  });

  test('an unknown click reference, or none, is unmatched: nobody, no points, whatever comes later', async () => {
    const unknown = networkTransaction({ clickRef: `pv${'0'.repeat(20)}`, status: 'approved' });
    const none = networkTransaction({ clickRef: null });
    expect(await applyNetworkTransactions([unknown, none])).toEqual({
      ...noCounts,
      created: 2,
      unmatched: 2,
    });
    for (const item of [unknown, none])
      expect(await storedOf(item.networkId)).toMatchObject({
        status: 'unmatched',
        userId: null,
        clickId: null,
        merchantName: null,
        creditedPoints: 0,
      });

    expect(await applyNetworkTransactions([later(none, 'approved')])).toEqual({ ...noCounts, updated: 1 });
    expect(await storedOf(none.networkId)).toMatchObject({ status: 'unmatched', networkStatus: 'approved' });
    const credits = await db
      .select({ n: count() })
      .from(pointsLedger)
      .where(eq(pointsLedger.referenceId, (await storedOf(none.networkId)).id));
    expect(credits[0]!.n).toBe(0);
  });

  test('a transaction first seen approved is credited at once', async () => {
    const { user, clickRef } = await personWithClick({ merchantName: 'Casa Bella' });
    const item = networkTransaction({
      clickRef,
      saleAmount: 260,
      status: 'approved',
      validationDate: new Date(),
    });
    expect(await applyNetworkTransactions([item])).toEqual({ ...noCounts, created: 1, credited: 1 });
    expect(await storedOf(item.networkId)).toMatchObject({
      status: 'confirmed',
      points: 10,
      creditedPoints: 10,
    });
    expect(await balance(user.id)).toEqual({ points: 10, lifetime: 10 });
    // Both lines come from one database transaction: the same time, in no particular order.
    expect(await cashbackLines(user.id)).toEqual(
      expect.arrayContaining([
        {
          text: 'Cashback in attesa: 10 punti per il tuo acquisto su Casa Bella, accreditati quando il negozio lo conferma',
          pointsEarned: 0,
        },
        { text: 'Cashback confermato per il tuo acquisto su Casa Bella', pointsEarned: 10 },
      ]),
    );
    expect(await cashbackLines(user.id)).toHaveLength(2);
  });

  test('a blocked person’s approved transaction is not credited; it is once they are unblocked', async () => {
    const { user, clickRef } = await personWithClick({ banned: true });
    const item = networkTransaction({ clickRef, saleAmount: 75, status: 'approved' });
    expect(await applyNetworkTransactions([item])).toEqual({ ...noCounts, created: 1 });
    expect(await storedOf(item.networkId)).toMatchObject({ status: 'pending', creditedPoints: 0 });
    expect(await ledgerOf(user.id)).toEqual([]);
    expect((await balance(user.id)).points).toBe(0);

    await db.update(users).set({ banned: false }).where(eq(users.id, user.id));
    expect(await applyNetworkTransactions([item])).toEqual({ ...noCounts, updated: 1, credited: 1 });
    expect((await balance(user.id)).points).toBe(4);
  });

  test('the same approved batch applied twice at once credits every purchase exactly once', async () => {
    const first = await personWithClick();
    const second = await personWithClick();
    // Known and pending before, and first seen approved: both ways race.
    const known = [
      networkTransaction({ clickRef: first.clickRef, saleAmount: 120 }),
      networkTransaction({ clickRef: second.clickRef, saleAmount: 40 }),
    ];
    await applyNetworkTransactions(known);
    const batch = [
      ...known.map((item) => later(item, 'approved')),
      networkTransaction({ clickRef: first.clickRef, saleAmount: 600, status: 'approved' }),
      networkTransaction({ clickRef: second.clickRef, saleAmount: 55, status: 'approved' }),
    ];

    const results = await Promise.all([applyNetworkTransactions(batch), applyNetworkTransactions(batch)]);

    expect(results[0]!.credited + results[1]!.credited).toBe(4);
    expect(results[0]!.created + results[1]!.created).toBe(2);
    expect((await ledgerOf(first.user.id)).map((row) => row.delta).sort((a, b) => a - b)).toEqual([7, 15]);
    expect((await ledgerOf(second.user.id)).map((row) => row.delta).sort((a, b) => a - b)).toEqual([2, 4]);
    expect((await balance(first.user.id)).points).toBe(22);
    expect((await balance(second.user.id)).points).toBe(6);
    for (const item of batch)
      expect(await storedOf(item.networkId)).toMatchObject({
        status: 'confirmed',
        networkStatus: 'approved',
      });
    expect(await ledgerInvariantBreaches()).toEqual([]);
  });

  test('the points follow the network’s amended sale amount until approval', async () => {
    // Awin amends a transaction's amount (a partial return) before approving it: the stored amount
    // and points should follow what the network says now, not the first report.
    const { user, clickRef } = await personWithClick();
    const item = networkTransaction({ clickRef, saleAmount: 300, commissionAmount: 15 });
    await applyNetworkTransactions([item]);
    expect((await storedOf(item.networkId)).points).toBe(10);

    await applyNetworkTransactions([{ ...later(item, 'approved'), saleAmount: 60, commissionAmount: 3 }]);
    expect(await storedOf(item.networkId)).toMatchObject({
      saleAmount: '60.00',
      points: 4,
      creditedPoints: 4,
    });
    expect((await balance(user.id)).points).toBe(4);
  });
});

/** Points spent on a reward, as a redemption takes them. */
async function spend(userId: string, points: number) {
  await db.transaction((tx) =>
    applyPoints(tx, {
      userId,
      delta: -points,
      kind: 'reward_redeemed',
      idempotencyKey: `test-spend:${userId}:${unique()}`,
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// cashbackSummary
// ---------------------------------------------------------------------------------------------

describe('cashbackSummary', () => {
  test('pending sums the pending points, confirmed the credited ones; the latest first', async () => {
    const { user, clickRef } = await personWithClick();
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);
    const pending = [
      networkTransaction({ clickRef, saleAmount: 80, transactionDate: at(1) }), // 4
      networkTransaction({ clickRef, saleAmount: 120, transactionDate: at(2) }), // 7
      networkTransaction({ clickRef, saleAmount: 30, transactionDate: at(3) }), // 2
    ];
    const confirmed = [
      networkTransaction({ clickRef, saleAmount: 500, status: 'approved', transactionDate: at(4) }), // 15
      networkTransaction({ clickRef, saleAmount: 60, status: 'approved', transactionDate: at(5) }), // 4
    ];
    const reversed = networkTransaction({
      clickRef,
      saleAmount: 100,
      status: 'approved',
      transactionDate: at(6),
    });
    await applyNetworkTransactions([...pending, ...confirmed, reversed]);
    await applyNetworkTransactions([later(reversed, 'declined')]);
    // Someone else's cashback is not theirs.
    const other = await personWithClick();
    await applyNetworkTransactions([networkTransaction({ clickRef: other.clickRef, saleAmount: 900 })]);

    const summary = await cashbackSummary(user.id);
    expect(summary).toMatchObject({ pending: 13, confirmed: 19 });
    expect(summary.recent.map((item) => item.status)).toEqual([
      'pending',
      'pending',
      'pending',
      'confirmed',
      'confirmed',
      'reversed',
    ]);
    expect(summary.recent.map((item) => item.saleAmount)).toEqual([
      '80.00',
      '120.00',
      '30.00',
      '500.00',
      '60.00',
      '100.00',
    ]);
    expect((await cashbackSummary(user.id, 2)).recent).toHaveLength(2);
    expect(await cashbackSummary(user.id, 0)).toEqual({ pending: 13, confirmed: 19, recent: [] });
    expect(await cashbackSummary((await createUser()).id)).toEqual({ pending: 0, confirmed: 0, recent: [] });
    expect((await balance(user.id)).points).toBe(19);
  });
});

// ---------------------------------------------------------------------------------------------
// Claims
// ---------------------------------------------------------------------------------------------

const claimInput = (fields: Record<string, string> = {}) => ({
  merchantName: 'MediaWorld',
  orderRef: `MW-${unique()}`,
  amount: '129,90',
  purchasedOn: dayBefore(3),
  ...fields,
});

const claimsOf = (userId: string) =>
  db
    .select()
    .from(cashbackClaims)
    .where(eq(cashbackClaims.userId, userId))
    .orderBy(asc(cashbackClaims.createdAt));

async function submittedClaim(userId: string, fields: Record<string, string> = {}) {
  const input = claimInput(fields);
  await submitCashbackClaim(userId, input);
  const [claim] = await db
    .select()
    .from(cashbackClaims)
    .where(and(eq(cashbackClaims.userId, userId), eq(cashbackClaims.orderRef, input.orderRef)));
  return claim!;
}

describe('submitCashbackClaim', () => {
  test('a valid claim is recorded, pending, with the shop folded for duplicates', async () => {
    const user = await createUser();
    const input = claimInput({ merchantName: '  Media  World ', orderRef: ' MW-1001 ' });
    expect(await submitCashbackClaim(user.id, input)).toBe(M.claimSent);
    expect(await claimsOf(user.id)).toEqual([
      expect.objectContaining({
        merchantName: 'Media  World',
        merchantKey: 'mediaworld',
        orderRef: 'MW-1001',
        amount: '129.90',
        purchasedOn: input.purchasedOn,
        status: 'pending',
        reason: null,
        transactionId: null,
      }),
    ]);
    expect(await listOwnClaims(user.id)).toEqual([
      expect.objectContaining({ merchantName: 'Media  World', orderRef: 'MW-1001', status: 'pending' }),
    ]);
  });

  test('the same person claiming the same shop and order again is told, whatever the case or spaces', async () => {
    const first = await createUser();
    const orderRef = `ORD-${unique()}`;
    await submitCashbackClaim(first.id, claimInput({ merchantName: 'Euronics', orderRef }));
    const before = await claimsOf(first.id);

    const duplicate = { status: 409, message: 'Questo ordine è già stato segnalato' };
    for (const [merchantName, ref] of [
      ['Euronics', orderRef],
      ['  EURONICS ', orderRef],
      ['euronics', ` ${orderRef.toLowerCase().replace('-', ' ')} `],
      ['Euronics', `#${orderRef.replace('-', '')}`],
    ] as const) {
      expect(
        await failure(submitCashbackClaim(first.id, claimInput({ merchantName, orderRef: ref }))),
      ).toEqual(duplicate);
    }
    expect(await claimsOf(first.id)).toEqual(before);
    expect(before[0]).toMatchObject({ conflict: false, orderKey: orderKey(orderRef) });
  });

  test('another person claiming an order already claimed gets the usual answer; both claims are in conflict', async () => {
    const owner = await createUser();
    const other = await createUser();
    const orderRef = `MW-${unique()}`;
    expect(await submitCashbackClaim(owner.id, claimInput({ merchantName: 'MediaWorld', orderRef }))).toBe(
      M.claimSent,
    );
    // Folded: shop and order number in another case, with spaces instead of the dash.
    const sameOrder = orderRef.toLowerCase().replace('-', ' ');
    expect(
      await submitCashbackClaim(other.id, claimInput({ merchantName: 'Media  World', orderRef: sameOrder })),
    ).toBe(M.claimSent);
    expect(await claimsOf(owner.id)).toEqual([
      expect.objectContaining({ conflict: true, status: 'pending' }),
    ]);
    expect(await claimsOf(other.id)).toEqual([
      expect.objectContaining({ conflict: true, status: 'pending', orderRef: sameOrder }),
    ]);
    // An unrelated order stays out of it.
    await submitCashbackClaim(
      other.id,
      claimInput({ merchantName: 'MediaWorld', orderRef: `X-${unique()}` }),
    );
    expect((await claimsOf(other.id)).map((claim) => claim.conflict)).toEqual([true, false]);

    // The back office lists them under 'Conflitto'; only one of them can be approved.
    const conflicts = await listCashbackClaims(admin, query({ tab: 'claims', conflict: true }));
    const mine = conflicts.items.filter((claim) => [owner.email, other.email].includes(claim.userEmail));
    expect(mine).toHaveLength(2);
    expect(mine.every((claim) => claim.conflict)).toBe(true);
    expect(conflicts.items.every((claim) => claim.conflict)).toBe(true);
    const [ownerClaim] = await claimsOf(owner.id);
    const [otherClaim] = await claimsOf(other.id);
    await approveCashbackClaim({ actor: admin, claimId: ownerClaim!.id });
    expect(await failure(approveCashbackClaim({ actor: admin, claimId: otherClaim!.id }))).toEqual({
      status: 409,
      message: 'Un’altra segnalazione di questo ordine è già stata approvata: rifiuta questa',
    });
    expect((await claimsOf(other.id))[0]).toMatchObject({ status: 'pending', transactionId: null });
    expect(await balance(other.id)).toEqual({ points: 0, lifetime: 0 });
  });

  test('two people claiming one order at the same moment are both marked', async () => {
    const [a, b] = [await createUser(), await createUser()];
    const orderRef = `SIM-${unique()}`;
    await Promise.all(
      [a, b].map((person) =>
        submitCashbackClaim(person.id, claimInput({ merchantName: 'Unieuro', orderRef })),
      ),
    );
    expect([...(await claimsOf(a.id)), ...(await claimsOf(b.id))].map((claim) => claim.conflict)).toEqual([
      true,
      true,
    ]);
  });

  test('an order number of symbols only is refused', async () => {
    const user = await createUser();
    expect(await failure(submitCashbackClaim(user.id, claimInput({ orderRef: '#-- /' })))).toEqual({
      status: 400,
      message: M.orderRequired,
    });
    expect(await claimsOf(user.id)).toEqual([]);
  });

  test('“MediaWorld ”, “mediaworld” and “Media  World” are the same shop, as merchantKey documents', async () => {
    expect(merchantKey('MediaWorld ')).toBe(merchantKey('mediaworld'));
    expect(merchantKey('Media  World')).toBe(merchantKey('mediaworld'));
    expect(orderKey(' AB-123 45 ')).toBe('ab12345');
    expect(orderKey('#ab 123/45')).toBe('ab12345');
  });

  test.each([
    ['an amount that is not a number', { amount: 'abc' }, M.amountInvalid],
    ['a zero amount', { amount: '0' }, M.amountInvalid],
    ['a negative amount', { amount: '-3' }, M.amountInvalid],
    ['no shop', { merchantName: '   ' }, M.merchantRequired],
    ['no order number', { orderRef: '' }, M.orderRequired],
    ['no date', { purchasedOn: '' }, M.dateInvalid],
    ['a date in another format', { purchasedOn: '03/02/2026' }, M.dateInvalid],
    [
      'a date two days ahead',
      { purchasedOn: new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10) },
      M.dateFuture,
    ],
    ['a purchase older than 90 days', { purchasedOn: dayBefore(91) }, M.dateTooOld],
  ])('%s is refused with its message, and nothing is written', async (_, fields, message) => {
    const user = await createUser();
    expect(await failure(submitCashbackClaim(user.id, claimInput(fields)))).toEqual({ status: 400, message });
    expect(await claimsOf(user.id)).toEqual([]);
  });

  test('a purchase 89 days ago is still within the window', async () => {
    const user = await createUser();
    expect(await submitCashbackClaim(user.id, claimInput({ purchasedOn: dayBefore(89) }))).toBe(M.claimSent);
  });

  test('a day that does not exist in the calendar is refused as an invalid date', async () => {
    const user = await createUser();
    // The 31st of a 30-day month (or Feb 30) inside the 90 days: Date.parse rolls it over.
    expect(
      await failure(submitCashbackClaim(user.id, claimInput({ purchasedOn: impossibleRecentDay() }))),
    ).toEqual({
      status: 400,
      message: M.dateInvalid,
    });
    expect(await claimsOf(user.id)).toEqual([]);
  });

  test('tomorrow, in Italy, is refused as a date in the future', async () => {
    // 17:00 in Rome on 10 June 2026: the 11th is tomorrow for everyone who could buy something.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-10T15:00:00Z'));
    const user = await createUser();
    const outcome = await submitCashbackClaim(user.id, claimInput({ purchasedOn: '2026-06-11' })).then(
      (message) => ({ status: 200, message }),
      (error: { status: number; message: string }) => ({ status: error.status, message: error.message }),
    );
    expect(outcome).toEqual({ status: 400, message: M.dateFuture });
  });

  test(`an ${MAX_PENDING_CLAIMS + 1}th pending claim waits for the staff; a decided one frees a place`, async () => {
    const user = await createUser();
    for (let index = 0; index < MAX_PENDING_CLAIMS; index++) await submitCashbackClaim(user.id, claimInput());
    expect(await failure(submitCashbackClaim(user.id, claimInput()))).toEqual({
      status: 429,
      message: M.tooManyPending,
    });
    expect(await claimsOf(user.id)).toHaveLength(MAX_PENDING_CLAIMS);

    const [oldest] = await claimsOf(user.id);
    await rejectCashbackClaim({
      actor: admin,
      claimId: oldest!.id,
      reason: 'Ordine non trovato',
      rule: 'cashback-eligible',
    });
    expect(await submitCashbackClaim(user.id, claimInput())).toBe(M.claimSent);
  });

  test('12 claims sent at once by one person leave exactly 10', async () => {
    const user = await createUser();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, () => submitCashbackClaim(user.id, claimInput())),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(MAX_PENDING_CLAIMS);
    const refusals = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refusals.map((outcome) => (outcome.reason as Error).message)).toEqual([
      M.tooManyPending,
      M.tooManyPending,
    ]);
    expect(await claimsOf(user.id)).toHaveLength(MAX_PENDING_CLAIMS);
  });
});

/** yyyy-mm-dd of a day that is not in the calendar, rolling over to a day of the last 80. */
function impossibleRecentDay(): string {
  const now = new Date();
  for (let back = 0; back < 4; back++) {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    const days = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0)).getUTCDate();
    if (days === 31) continue;
    const text = `${month.toISOString().slice(0, 7)}-${days === 30 ? 31 : 30}`;
    const rolled = Date.parse(text);
    if (rolled <= Date.now() - DAY && rolled >= Date.now() - 80 * DAY) return text;
  }
  throw new Error('no impossible day in the last 80 days');
}

describe('approveCashbackClaim and rejectCashbackClaim', () => {
  test('approval makes a confirmed claim transaction, credited once by the bands', async () => {
    const user = await createUser();
    const claim = await submittedClaim(user.id, { merchantName: 'Unieuro', amount: '259,00' });

    expect(await approveCashbackClaim({ actor: admin, claimId: claim.id })).toBe(M.approved(10));

    const [decided] = await claimsOf(user.id);
    expect(decided).toMatchObject({ status: 'approved', decidedBy: admin.id });
    expect(decided!.decidedAt).toBeInstanceOf(Date);
    const stored = await storedOf(claim.id, 'claim');
    expect(decided!.transactionId).toBe(stored.id);
    expect(stored).toMatchObject({
      userId: user.id,
      merchantName: 'Unieuro',
      orderRef: claim.orderRef,
      saleAmount: '259.00',
      networkStatus: 'approved',
      status: 'confirmed',
      points: 10,
      creditedPoints: 10,
    });
    expect(await ledgerOf(user.id)).toEqual([
      {
        delta: 10,
        kind: 'cashback',
        idempotencyKey: cashbackKey(stored.id),
        referenceType: 'cashback_transaction',
        referenceId: stored.id,
      },
    ]);
    expect(await balance(user.id)).toEqual({ points: 10, lifetime: 10 });
    expect(await cashbackLines(user.id)).toEqual([
      { text: 'Cashback confermato per il tuo acquisto su Unieuro', pointsEarned: 10 },
    ]);
    expect(await auditOf(claim.id)).toEqual([
      expect.objectContaining({ action: 'cashback_claim.approve', actorId: admin.id }),
    ]);

    expect(await failure(approveCashbackClaim({ actor: admin, claimId: claim.id }))).toEqual({
      status: 409,
      message: M.claimDecided,
    });
    expect(
      await failure(
        rejectCashbackClaim({
          actor: admin,
          claimId: claim.id,
          reason: 'Troppo tardi',
          rule: 'cashback-eligible',
        }),
      ),
    ).toEqual({ status: 409, message: M.claimDecided });
    expect(await ledgerOf(user.id)).toHaveLength(1);
    expect((await balance(user.id)).points).toBe(10);
    expect(await cashbackSummary(user.id)).toMatchObject({ pending: 0, confirmed: 10 });
  });

  test('two admins approving at once credit once', async () => {
    const user = await createUser();
    const claim = await submittedClaim(user.id, { amount: '45' });
    const outcomes = await Promise.allSettled([
      approveCashbackClaim({ actor: admin, claimId: claim.id }),
      approveCashbackClaim({ actor: admin, claimId: claim.id }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(await ledgerOf(user.id)).toEqual([expect.objectContaining({ delta: 2 })]);
  });

  test('rejection writes the reason and tells the person, with no points', async () => {
    const user = await createUser();
    const claim = await submittedClaim(user.id, { merchantName: 'Euronics', orderRef: 'EU-777' });

    expect(
      await rejectCashbackClaim({
        actor: admin,
        claimId: claim.id,
        reason: 'Ordine annullato',
        rule: 'cashback-eligible',
      }),
    ).toBe(M.rejected);
    expect((await claimsOf(user.id))[0]).toMatchObject({
      status: 'rejected',
      reason: 'Ordine annullato',
      decidedBy: admin.id,
      transactionId: null,
    });
    expect(await cashbackLines(user.id)).toEqual([
      {
        text: 'La tua segnalazione dell’ordine EU-777 su Euronics non è stata accolta. Motivo: Ordine annullato',
        pointsEarned: 0,
      },
    ]);
    expect(await ledgerOf(user.id)).toEqual([]);
    expect(await auditOf(claim.id)).toEqual([expect.objectContaining({ action: 'cashback_claim.reject' })]);
    expect(await failure(approveCashbackClaim({ actor: admin, claimId: claim.id }))).toEqual({
      status: 409,
      message: M.claimDecided,
    });
  });

  test('the reject command needs a reason', () => {
    const claimId = crypto.randomUUID();
    const rule = 'cashback-eligible';
    const parsed = cashbackCommandSchema.safeParse({ intent: 'reject', claimId, rule, reason: '   ' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(M.reasonRequired);
    expect(
      cashbackCommandSchema.safeParse({ intent: 'reject', claimId, rule }).error?.issues[0]?.message,
    ).toBe(M.reasonRequired);
    // The rule of the terms is required too, and must be one a claim's refusal may apply.
    for (const without of [{}, { rule: 'review-own-words' }])
      expect(
        cashbackCommandSchema.safeParse({ intent: 'reject', claimId, reason: 'Ordine annullato', ...without })
          .error?.issues[0]?.message,
      ).toBe('Scegli la regola applicata');
  });

  test('a blocked person’s claim is not approved; an unknown claim is not found', async () => {
    const user = await createUser();
    const claim = await submittedClaim(user.id);
    await db.update(users).set({ banned: true }).where(eq(users.id, user.id));
    expect(await failure(approveCashbackClaim({ actor: admin, claimId: claim.id }))).toEqual({
      status: 409,
      message: M.userBlocked,
    });
    expect((await claimsOf(user.id))[0]!.status).toBe('pending');
    expect(await ledgerOf(user.id)).toEqual([]);
    expect(await failure(approveCashbackClaim({ actor: admin, claimId: crypto.randomUUID() }))).toEqual({
      status: 404,
      message: M.claimNotFound,
    });
  });

  test('someone who is not an admin can decide nothing', async () => {
    const user = await createUser();
    const claim = await submittedClaim(user.id);
    const notAdmin = { id: user.id, isAdmin: false };
    const forbidden = { status: 403, message: 'Accesso negato: serve un account amministratore' };
    expect(await failure(approveCashbackClaim({ actor: notAdmin, claimId: claim.id }))).toEqual(forbidden);
    expect(
      await failure(
        rejectCashbackClaim({ actor: notAdmin, claimId: claim.id, reason: 'No', rule: 'cashback-eligible' }),
      ),
    ).toEqual(forbidden);
    expect(await failure(importTransactionsFile(notAdmin, new File(['[]'], 'a.json')))).toEqual(forbidden);
    expect(await failure(queueAwinPull(notAdmin))).toEqual(forbidden);
    expect(await failure(listCashbackTransactions(notAdmin, query()))).toEqual(forbidden);
    expect(await failure(listCashbackClaims(notAdmin, query({ tab: 'claims' })))).toEqual(forbidden);
    expect((await claimsOf(user.id))[0]!.status).toBe('pending');
    expect(await ledgerOf(user.id)).toEqual([]);
  });
});

describe('reopenClaimOnAppeal', () => {
  test('an upheld appeal puts a refused claim back in the queue, once; it can then be approved', async () => {
    const user = await createUser();
    const claim = await submittedClaim(user.id, {
      merchantName: 'Euronics',
      orderRef: 'EU-888',
      amount: '45',
    });
    await rejectCashbackClaim({
      actor: admin,
      claimId: claim.id,
      reason: 'Ordine annullato',
      rule: 'cashback-eligible',
    });
    const reopen = () => db.transaction((tx) => reopenClaimOnAppeal(tx, { actor: admin, claimId: claim.id }));

    expect(await reopen()).toEqual({ changed: true });
    expect(await reopen()).toEqual({ changed: false });
    expect((await claimsOf(user.id))[0]).toMatchObject({
      status: 'pending',
      reason: null,
      decidedBy: null,
      decidedAt: null,
    });
    expect((await cashbackLines(user.id)).at(-1)).toEqual({
      text: 'La tua segnalazione dell’ordine EU-888 su Euronics torna in verifica: il tuo ricorso è stato accolto',
      pointsEarned: 0,
    });
    expect((await auditOf(claim.id)).map((entry) => entry.action)).toEqual([
      'cashback_claim.reject',
      'cashback_claim.appeal_upheld',
    ]);
    expect(await approveCashbackClaim({ actor: admin, claimId: claim.id })).toBe(M.approved(2));
    expect((await balance(user.id)).points).toBe(2);
    // Approved now: an appeal has nothing to re-open.
    expect(await reopen()).toEqual({ changed: false });
  });

  test('an unknown claim changes nothing; a non-admin is refused', async () => {
    for (const claimId of [crypto.randomUUID(), 'non-una-segnalazione'])
      expect(await db.transaction((tx) => reopenClaimOnAppeal(tx, { actor: admin, claimId }))).toEqual({
        changed: false,
      });
    const user = await createUser();
    const claim = await submittedClaim(user.id);
    await rejectCashbackClaim({ actor: admin, claimId: claim.id, reason: 'No', rule: 'cashback-eligible' });
    expect(
      await failure(
        db.transaction((tx) =>
          reopenClaimOnAppeal(tx, { actor: { id: user.id, isAdmin: false }, claimId: claim.id }),
        ),
      ),
    ).toEqual({ status: 403, message: 'Accesso negato: serve un account amministratore' });
    expect((await claimsOf(user.id))[0]!.status).toBe('rejected');
  });
});

const auditOf = (entityId: string) =>
  db
    .select({ action: auditLog.action, actorId: auditLog.actorId })
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId));

// ---------------------------------------------------------------------------------------------
// The back office's lists
// ---------------------------------------------------------------------------------------------

const query = (fields: Partial<CashbackQuery> = {}): CashbackQuery => ({
  tab: 'transactions',
  q: '',
  status: '',
  conflict: false,
  page: 1,
  ...fields,
});

describe('listCashbackTransactions', () => {
  test('filters by status and by person, clickref, order or network id, with totals', async () => {
    const { user, clickRef } = await personWithClick({ merchantName: 'Tech Store' });
    const pending = networkTransaction({ clickRef, saleAmount: 80, orderRef: `TS-${unique()}` });
    const confirmed = networkTransaction({ clickRef, saleAmount: 150, status: 'approved' });
    const reversed = networkTransaction({ clickRef, saleAmount: 40, status: 'approved' });
    const unmatched = networkTransaction({ clickRef: `pv${unique()}`, orderRef: `UM-${unique()}` });
    await applyNetworkTransactions([pending, confirmed, reversed, unmatched]);
    await applyNetworkTransactions([later(reversed, 'declined', 'Reso')]);

    const byEmail = await listCashbackTransactions(admin, query({ q: user.email.toUpperCase() }));
    expect(byEmail.total).toBe(3);
    expect(byEmail.items.map((item) => item.networkId).sort()).toEqual(
      [pending.networkId, confirmed.networkId, reversed.networkId].sort(),
    );
    expect(byEmail.items[0]).toMatchObject({
      userEmail: user.email,
      userName: user.name,
      merchantName: 'Tech Store',
    });

    const confirmedOnly = await listCashbackTransactions(
      admin,
      query({ q: user.email, status: 'confirmed' }),
    );
    expect(confirmedOnly).toMatchObject({ total: 1, pageCount: 1 });
    expect(confirmedOnly.items).toEqual([
      expect.objectContaining({ networkId: confirmed.networkId, status: 'confirmed', creditedPoints: 7 }),
    ]);
    expect(
      (await listCashbackTransactions(admin, query({ q: user.email, status: 'reversed' }))).items,
    ).toEqual([expect.objectContaining({ networkId: reversed.networkId, declineReason: 'Reso' })]);
    expect((await listCashbackTransactions(admin, query({ q: user.id }))).total).toBe(3);
    expect((await listCashbackTransactions(admin, query({ q: clickRef }))).total).toBe(3);
    expect((await listCashbackTransactions(admin, query({ q: pending.orderRef! }))).items).toEqual([
      expect.objectContaining({ networkId: pending.networkId, status: 'pending' }),
    ]);
    expect((await listCashbackTransactions(admin, query({ q: unmatched.networkId }))).items).toEqual([
      expect.objectContaining({ status: 'unmatched', userEmail: null, orderRef: unmatched.orderRef }),
    ]);
    expect(
      (await listCashbackTransactions(admin, query({ q: unmatched.networkId, status: 'pending' }))).total,
    ).toBe(0);
    expect((await listCashbackTransactions(admin, query({ q: 'nessuno@example.com' }))).total).toBe(0);

    const unmatchedAll = await listCashbackTransactions(admin, query({ status: 'unmatched' }));
    expect(unmatchedAll.items.every((item) => item.status === 'unmatched')).toBe(true);
    expect(unmatchedAll.total).toBeGreaterThanOrEqual(1);
  });
});

describe('listCashbackClaims', () => {
  test('filters by status and by person or order, with totals', async () => {
    const user = await createUser();
    const pending = await submittedClaim(user.id, { orderRef: `P-${unique()}` });
    const approved = await submittedClaim(user.id, { orderRef: `A-${unique()}` });
    const rejected = await submittedClaim(user.id, { orderRef: `R-${unique()}` });
    await approveCashbackClaim({ actor: admin, claimId: approved.id });
    await rejectCashbackClaim({
      actor: admin,
      claimId: rejected.id,
      reason: 'Non trovato',
      rule: 'cashback-eligible',
    });
    await submittedClaim((await createUser()).id);

    const all = await listCashbackClaims(admin, query({ tab: 'claims', q: user.email }));
    expect(all.total).toBe(3);
    expect(all.items.every((item) => item.userEmail === user.email)).toBe(true);
    expect((await listCashbackClaims(admin, query({ tab: 'claims', q: user.id }))).total).toBe(3);

    for (const [status, claim] of [
      ['pending', pending],
      ['approved', approved],
      ['rejected', rejected],
    ] as const) {
      const page = await listCashbackClaims(admin, query({ tab: 'claims', q: user.email, status }));
      expect(page.total).toBe(1);
      expect(page.items).toEqual([expect.objectContaining({ id: claim.id, status })]);
    }
    expect((await listCashbackClaims(admin, query({ tab: 'claims', q: rejected.orderRef }))).items).toEqual([
      expect.objectContaining({ id: rejected.id, reason: 'Non trovato' }),
    ]);
    expect(
      (await listCashbackClaims(admin, query({ tab: 'claims', q: rejected.orderRef, status: 'pending' })))
        .total,
    ).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------
// The Awin pull job
// ---------------------------------------------------------------------------------------------

const runPull = () =>
  awinTransactionsJob.run({
    id: crypto.randomUUID(),
    data: { actorId: admin.id },
    signal: new AbortController().signal,
    attempt: 0,
    reportProgress: async () => {},
  });

describe('awinTransactionsJob', () => {
  test('applies what Awin holds now: pending first, approved on a later pull', async () => {
    fake.reset();
    config.awin = { token: FAKE_AWIN_TOKEN, publisherId: FAKE_AWIN_PUBLISHER_ID, url: fake.url };
    const { user, clickRef } = await personWithClick({ merchantName: 'Awin Shop' });
    const raw = fake.add({
      clickRefs: { clickRef },
      commissionStatus: 'pending',
      saleAmount: { amount: 180, currency: 'EUR' },
      commissionAmount: { amount: 9, currency: 'EUR' },
      orderRef: 'AW-1',
    });
    const stranger = fake.add({ clickRefs: { clickRef: 'qualcun-altro' }, commissionStatus: 'pending' });

    expect(await runPull()).toEqual({ ...noCounts, created: 2, unmatched: 1 });
    expect(await storedOf(String(raw.id))).toMatchObject({
      userId: user.id,
      status: 'pending',
      points: 7,
      saleAmount: '180.00',
      currency: 'EUR',
      orderRef: 'AW-1',
      merchantName: 'Awin Shop',
    });
    expect(await storedOf(String(stranger.id))).toMatchObject({ status: 'unmatched', userId: null });
    // Two windows of at most 31 days cover the 60 days, with the publisher's token.
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests.every((request) => request.authorization === `Bearer ${FAKE_AWIN_TOKEN}`)).toBe(
      true,
    );

    fake.set(raw.id, { commissionStatus: 'approved' });
    expect(await runPull()).toEqual({ ...noCounts, updated: 2, credited: 1 });
    expect(await storedOf(String(raw.id))).toMatchObject({ status: 'confirmed', creditedPoints: 7 });
    expect(await balance(user.id)).toEqual({ points: 7, lifetime: 7 });

    expect(await runPull()).toEqual({ ...noCounts, updated: 2 });
    expect(await ledgerOf(user.id)).toHaveLength(1);
  });

  test('without Awin configured the pull fails with “Configurazione mancante”', async () => {
    config.awin = undefined;
    expect(await failure(runPull())).toEqual({ status: 409, message: 'Configurazione mancante' });
    config.awin = originalAwin;
  });
});
