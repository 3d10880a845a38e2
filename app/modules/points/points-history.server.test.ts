import { describe, expect, test } from 'vitest';
import {
  createCashbackClaim,
  createCashbackTransaction,
  createLedgerRow,
  createProduct,
  createReview,
  createUser,
} from '#tests/support/factories.ts';
import { POINTS_HISTORY_PAGE_SIZE } from './points-history.ts';
import { pointsHistory, waitingSummary } from './points-history.server.ts';

const DAY = 86_400_000;

/** A review published a day after it was sent, and the points its approval paid. */
async function publishedReview(userId: string, productId: string) {
  const review = await createReview(productId, userId, {
    status: 'pubblicata',
    createdAt: new Date(Date.now() - 3 * DAY),
    moderatedAt: new Date(Date.now() - 2 * DAY),
  });
  await createLedgerRow(userId, {
    delta: 5,
    kind: 'review_approved',
    referenceType: 'review',
    referenceId: review.id,
    createdAt: new Date(Date.now() - 2 * DAY),
  });
  return review;
}

describe('pointsHistory', () => {
  test('each entry with its state: credited, taken back with why, waiting with a date, refused with why', async () => {
    const person = await createUser();
    const product = await createProduct({ name: 'Sonos Era 100' });
    const other = await createProduct({ name: 'Kindle Paperwhite' });
    const third = await createProduct({ name: 'Bose QuietComfort' });
    await publishedReview(person.id, product.id);
    await createReview(other.id, person.id, {
      status: 'rifiutata',
      rejectionReason: 'Parla del corriere',
      moderatedAt: new Date(),
    });
    await createLedgerRow(person.id, { delta: -2, kind: 'admin_adjustment', reason: 'Doppio accredito' });
    const pending = await createReview(third.id, person.id, { status: 'in_revisione' });
    // A shop whose purchases were confirmed 30 and 40 days after them: the median is 35.
    const shop = `Negozio ${person.id}`;
    for (const days of [30, 40])
      await createCashbackTransaction(null, {
        merchantName: shop,
        status: 'confirmed',
        networkStatus: 'approved',
        transactionDate: new Date(Date.now() - 60 * DAY),
        validationDate: new Date(Date.now() - (60 - days) * DAY),
      });
    const bought = new Date(Date.now() - 2 * DAY);
    await createCashbackTransaction(person.id, { merchantName: shop, points: 7, transactionDate: bought });
    await createCashbackClaim(person.id, {
      status: 'rejected',
      reason: 'Ordine annullato',
      decidedAt: new Date(),
    });

    const history = await pointsHistory(person.id);
    const byKind = Object.fromEntries(history.items.map((entry) => [entry.kind, entry]));
    expect(history.total).toBe(6);
    expect(byKind.review_approved).toMatchObject({
      state: 'accreditati',
      points: 5,
      subject: 'Sonos Era 100',
    });
    expect(byKind.admin_adjustment).toMatchObject({
      state: 'stornati',
      points: -2,
      reason: 'Doppio accredito',
    });
    expect(byKind.review_rejected).toMatchObject({
      state: 'rifiutati',
      points: 0,
      subject: 'Kindle Paperwhite',
      reason: 'Parla del corriere',
      label: 'Recensione non pubblicata',
    });
    expect(byKind.review_pending).toMatchObject({ id: pending.id, state: 'in_verifica', points: 5 });
    // Expected: sent + the median time from sending to publication (a day, for the one here).
    expect(byKind.review_pending!.expectedBy!.getTime() - byKind.review_pending!.at.getTime()).toBe(DAY);
    expect(byKind.cashback_pending).toMatchObject({ state: 'in_verifica', points: 7, subject: shop });
    expect(Math.round((byKind.cashback_pending!.expectedBy!.getTime() - bought.getTime()) / DAY)).toBe(35);
    expect(byKind.claim_rejected).toMatchObject({
      state: 'rifiutati',
      points: 0,
      reason: 'Ordine annullato',
    });
    // Newest first.
    const times = history.items.map((entry) => entry.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // One state at a time.
    const waiting = await pointsHistory(person.id, { state: 'in_verifica' });
    expect(waiting).toMatchObject({ total: 2, state: 'in_verifica' });
    expect(waiting.items.map((entry) => entry.kind).sort()).toEqual(['cashback_pending', 'review_pending']);
    // Someone else's history is their own.
    expect((await pointsHistory((await createUser()).id)).total).toBe(0);
  });

  test('paged in the database; a page past the end shows the first', async () => {
    const person = await createUser();
    for (let index = 0; index < POINTS_HISTORY_PAGE_SIZE + 2; index++)
      await createLedgerRow(person.id, { delta: 1, kind: 'survey' });
    // An old row whose reference is not an id: listed, joined to nothing, never a failed cast.
    await createLedgerRow(person.id, {
      delta: 1,
      kind: 'review_approved',
      referenceType: 'review',
      referenceId: 'vecchio-7',
    });
    const first = await pointsHistory(person.id, { page: 1 });
    const second = await pointsHistory(person.id, { page: 2 });
    expect(first).toMatchObject({ total: POINTS_HISTORY_PAGE_SIZE + 3, pageCount: 2, page: 1 });
    expect(first.items).toHaveLength(POINTS_HISTORY_PAGE_SIZE);
    expect(second.items).toHaveLength(3);
    expect(new Set([...first.items, ...second.items].map((entry) => entry.id)).size).toBe(
      POINTS_HISTORY_PAGE_SIZE + 3,
    );
    expect((await pointsHistory(person.id, { page: 9 })).page).toBe(1);
    // Whatever the address says, never a failed query.
    for (const page of [Number.MAX_SAFE_INTEGER, 1e20, Number.NaN, -3, 2.5])
      expect(await pointsHistory(person.id, { page })).toMatchObject({
        page: 1,
        total: POINTS_HISTORY_PAGE_SIZE + 3,
      });
  });

  test('a review rejected after an approval was taken back is still listed as refused; a withdrawal reads as taken back', async () => {
    const person = await createUser();
    const undone = await createReview((await createProduct()).id, person.id, {
      status: 'rifiutata',
      rejectionReason: 'Fuori tema',
      moderatedAt: new Date(),
    });
    for (const [delta, kind] of [
      [5, 'review_approved'],
      [-5, 'review_approval_undone'],
    ] as const)
      await createLedgerRow(person.id, { delta, kind, referenceType: 'review', referenceId: undone.id });
    const withdrawn = await createReview((await createProduct()).id, person.id, {
      status: 'rifiutata',
      rejectionReason: 'Account collegati',
      moderatedAt: new Date(),
    });
    for (const [delta, kind] of [
      [5, 'review_approved'],
      [-5, 'review_fraud_reversed'],
    ] as const)
      await createLedgerRow(person.id, { delta, kind, referenceType: 'review', referenceId: withdrawn.id });

    const refused = await pointsHistory(person.id, { state: 'rifiutati' });
    expect(refused.items.map((entry) => [entry.id, entry.reason])).toEqual([[undone.id, 'Fuori tema']]);
    expect((await pointsHistory(person.id, { state: 'stornati' })).total).toBe(2);
  });

  test("the dashboard's summary counts every waiting entry, the next date still ahead and those past theirs", async () => {
    const person = await createUser();
    // Reviews here are published a day after they are sent: the median wait is a day.
    await publishedReview(person.id, (await createProduct()).id);
    expect(await waitingSummary(person.id)).toEqual({ count: 0, nextBy: null, overdue: 0 });
    const late = await createReview((await createProduct()).id, person.id, {
      status: 'in_revisione',
      createdAt: new Date(Date.now() - 5 * DAY),
    });
    const fresh = await createReview((await createProduct()).id, person.id, { status: 'in_revisione' });
    // More waiting than one page holds, each older than the one before: all are counted.
    for (let index = 0; index < POINTS_HISTORY_PAGE_SIZE; index++)
      await createReview((await createProduct()).id, person.id, {
        status: 'in_revisione',
        createdAt: new Date(Date.now() - (3 + index / 100) * DAY),
      });

    const summary = await waitingSummary(person.id);
    expect(summary.count).toBe(POINTS_HISTORY_PAGE_SIZE + 2);
    expect(summary.overdue).toBe(POINTS_HISTORY_PAGE_SIZE + 1);
    expect(summary.nextBy!.getTime()).toBe(fresh.createdAt.getTime() + DAY);
    // The list says the same of each entry.
    const { items } = await pointsHistory(person.id, { state: 'in_verifica', page: 2 });
    expect(items.map((entry) => [entry.id, entry.overdue])).toContainEqual([late.id, true]);
  });
});
