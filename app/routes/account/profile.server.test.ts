import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import type { ActionAnswer } from '#app/lib/form-action.ts';
import type { StatementView } from '#app/modules/decisions/statements.server.ts';
import type { PointsHistory } from '#app/modules/points/points-history.server.ts';
import { PRICE_ALERT_MESSAGES as M } from '#app/modules/price-alerts/price-alerts.schema.ts';
import { setPriceAlert } from '#app/modules/price-alerts/price-alerts.server.ts';
import { rejectReview } from '#app/modules/reviews/moderate-review.server.ts';
import { priceAlerts } from '#db/schema/index.ts';
import { createProduct, createReview, createUser } from '#tests/support/factories.ts';
import { asViewer, formRequest, routeContext, runRoute } from '#tests/support/route.ts';
import { action, loader } from './profile.tsx';

function post(fields: Record<string, string>, viewer: { id: string; email: string } | null) {
  return runRoute<ActionAnswer>(action, {
    request: formRequest('/profile?tab=alerts', fields),
    context: routeContext({ viewer: viewer ? asViewer(viewer) : null }),
  });
}

const alertsOf = (userId: string) =>
  db.select({ id: priceAlerts.id }).from(priceAlerts).where(eq(priceAlerts.userId, userId));

async function personWithAlert() {
  const user = await createUser();
  const product = await createProduct({ bestPrice: '199.00' });
  await setPriceAlert(user.id, { productId: product.id, mode: 'drop' });
  const [alert] = await alertsOf(user.id);
  return { user, alertId: alert!.id };
}

describe("/profile: 'Rimuovi' on a price alert (profileAlertCommandSchema through formAction)", () => {
  test('signed out: sent to sign in, nothing removed', async () => {
    const { user } = await personWithAlert();
    const outcome = await post({ intent: 'remove-price-alert', alertId: randomUUID() }, null);
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get('Location')).toMatch(/^\/auth\?redirect=/);
    expect(await alertsOf(user.id)).toHaveLength(1);
  });

  test('bad input is refused with the Italian message (400) and removes nothing', async () => {
    const { user } = await personWithAlert();
    for (const [fields, message] of [
      [{ intent: 'remove-price-alert', alertId: 'not-an-id' }, M.alertInvalid],
      [{ intent: 'remove-price-alert' }, M.alertInvalid],
      [{ intent: 'remove', alertId: randomUUID() }, M.invalidAction],
      [{ alertId: randomUUID() }, M.invalidAction],
    ] as const) {
      const outcome = await post(fields, user);
      expect(outcome.status, JSON.stringify(fields)).toBe(400);
      expect(outcome.data?.ok).toBe(false);
      expect(outcome.data?.toast.message, JSON.stringify(fields)).toBe(message);
    }
    expect(await alertsOf(user.id)).toHaveLength(1);
  });

  test("someone else's alert is not found (404) and stays", async () => {
    const owner = await personWithAlert();
    const other = await createUser();
    const outcome = await post({ intent: 'remove-price-alert', alertId: owner.alertId }, other);
    expect(outcome.status).toBe(404);
    expect(outcome.data).toMatchObject({
      ok: false,
      intent: 'remove-price-alert',
      toast: { kind: 'error', message: M.notFound },
    });
    expect(await alertsOf(owner.user.id)).toHaveLength(1);
  });

  test('their own alert is removed, with the flash message the root shows', async () => {
    const { user, alertId } = await personWithAlert();
    const outcome = await post({ intent: 'remove-price-alert', alertId }, user);
    expect(outcome.status).toBe(200);
    expect(outcome.data).toEqual({
      ok: true,
      intent: 'remove-price-alert',
      toast: { kind: 'success', title: M.removedTitle, message: M.removed },
    });
    expect(outcome.headers.get('Set-Cookie')).toMatch(/^provato_flash_/);
    expect(await alertsOf(user.id)).toEqual([]);

    const again = await post({ intent: 'remove-price-alert', alertId }, user);
    expect(again.status).toBe(404);
    expect(again.data?.toast.message).toBe(M.notFound);
  });
});

describe("/profile?tab=decisions: the person's statements of reasons", () => {
  test('each decision with its rule, words and time to contest; only the person’s own; other tabs read none', async () => {
    const [author, other] = [await createUser(), await createUser()];
    const admin = await createUser({ role: 'admin' });
    const product = await createProduct({ name: 'Kindle Paperwhite' });
    const review = await createReview(product.id, author.id, { status: 'in_revisione' });
    await rejectReview({
      actor: { id: admin.id, isAdmin: true },
      reviewId: review.id,
      reason: 'Racconta la spedizione, non il lettore.',
      rule: 'review-on-topic',
    });
    const read = (viewer: { id: string; email: string }, tab: string) =>
      runRoute<{ decisions: StatementView[] | null }>(loader, {
        request: new Request(`http://localhost:3000/profile?tab=${tab}`),
        context: routeContext({ viewer: asViewer(viewer) }),
      });
    const mine = await read(author, 'decisions');
    expect(mine.data?.decisions).toMatchObject([
      {
        kind: 'review_rejected',
        facts: 'La tua recensione di Kindle Paperwhite non è stata pubblicata.',
        details: 'Racconta la spedizione, non il lettore.',
        rule: { href: '/legal/terms#art-4-3' },
        contestable: true,
      },
    ]);
    expect((await read(other, 'decisions')).data?.decisions).toEqual([]);
    expect((await read(author, 'rewards')).data?.decisions).toBeNull();
  });
});

describe("/profile?tab=points: where each of the person's points stands", () => {
  test('the entries of the asked state, paged; a bad state or page reads as all and the first', async () => {
    const person = await createUser();
    const product = await createProduct({ name: 'Fitbit Charge 6' });
    await createReview(product.id, person.id, { status: 'in_revisione' });
    await createReview((await createProduct()).id, person.id, {
      status: 'rifiutata',
      rejectionReason: 'Testo copiato',
    });
    const read = (query: string) =>
      runRoute<{ pointsHistory: PointsHistory | null }>(loader, {
        request: new Request(`http://localhost:3000/profile?${query}`),
        context: routeContext({ viewer: asViewer(person) }),
      });
    expect((await read('tab=points')).data?.pointsHistory).toMatchObject({ total: 2, state: null, page: 1 });
    expect((await read('tab=points&state=in_verifica')).data?.pointsHistory).toMatchObject({
      total: 1,
      state: 'in_verifica',
      items: [{ kind: 'review_pending', subject: 'Fitbit Charge 6' }],
    });
    expect((await read('tab=points&state=rifiutati')).data?.pointsHistory?.items).toMatchObject([
      { kind: 'review_rejected', reason: 'Testo copiato', points: 0 },
    ]);
    expect((await read('tab=points&state=<script>&page=-4')).data?.pointsHistory).toMatchObject({
      total: 2,
      state: null,
      page: 1,
    });
    expect((await read('tab=history')).data?.pointsHistory).toBeNull();
  });
});
