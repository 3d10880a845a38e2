import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import type { ActionAnswer } from '#app/lib/form-action.ts';
import { formatPrice } from '#app/lib/format.ts';
import type { Viewer } from '#app/modules/accounts/viewer.server.ts';
import { PRICE_ALERT_MESSAGES as M } from '#app/modules/price-alerts/price-alerts.schema.ts';
import { priceAlerts, reviews, reviewVotes } from '#db/schema/index.ts';
import {
  createMerchant,
  createOffer,
  createProduct,
  createReview,
  createUser,
} from '#tests/support/factories.ts';
import { asViewer, formRequest, routeContext, runRoute } from '#tests/support/route.ts';
import { action } from './product.tsx';

/*
 * The product page's action on the template (issue 32 §2): one union of the price alert's and the
 * 'Utile' vote's commands through formAction, answering the site's one ActionAnswer. Bad input is a
 * 400 with the Italian message and changes nothing; a success says its message without a flash
 * message (the box and the button show it themselves).
 */

let product: Awaited<ReturnType<typeof createProduct>>;
let viewer: Viewer;

beforeAll(async () => {
  product = await createProduct({ name: 'Fitbit Charge 6' });
  await createOffer(product.id, (await createMerchant()).id, { price: '149.90' });
  viewer = asViewer(await createUser());
});

const post = (fields: Record<string, string | undefined>, as: Viewer | null = viewer) =>
  runRoute<ActionAnswer>(action, {
    request: formRequest(`/product/${product.slug}`, fields),
    params: { slug: product.slug },
    context: routeContext({ viewer: as }),
  });

const alertsOf = async (userId: string) =>
  db.select().from(priceAlerts).where(eq(priceAlerts.userId, userId));
const votesOn = async (reviewId: string) => {
  const [row] = await db.select({ n: count() }).from(reviewVotes).where(eq(reviewVotes.reviewId, reviewId));
  return row!.n;
};
const helpfulCount = async (reviewId: string) =>
  (await db.select({ n: reviews.helpfulCount }).from(reviews).where(eq(reviews.id, reviewId)))[0]!.n;

const refused = (intent: string, message: string) => ({
  ok: false,
  intent,
  toast: { kind: 'error', title: 'Errore', message },
});

test('a visitor is sent to sign in and back to the product; nothing is written', async () => {
  const outcome = await post({ intent: 'price-alert', productId: product.id, mode: 'drop' }, null);
  expect(outcome.status).toBe(302);
  expect(outcome.headers.get('Location')).toBe(`/auth?redirect=/product/${product.slug}`);
  expect(await db.select().from(priceAlerts).where(eq(priceAlerts.productId, product.id))).toEqual([]);
});

test('a command that is none of the page’s is a 400 "Azione non valida" and changes nothing', async () => {
  for (const intent of [undefined, '', 'delete-product', 'price-alert-x']) {
    const outcome = await post({ intent, productId: product.id, mode: 'drop', reviewId: product.id });
    expect({ intent, status: outcome.status, data: outcome.data }).toEqual({
      intent,
      status: 400,
      data: refused((intent ?? '').slice(0, 40), 'Azione non valida'),
    });
  }
  expect(await alertsOf(viewer.id)).toEqual([]);
});

describe('the price alert', () => {
  test('bad input: 400 with the Italian message under the form, nothing saved', async () => {
    const cases = [
      [{ productId: 'non-un-id', mode: 'drop' }, M.productInvalid],
      [{ productId: product.id }, M.modeInvalid],
      [{ productId: product.id, mode: 'sometimes' }, M.modeInvalid],
      [{ productId: product.id, mode: 'target' }, M.targetInvalid],
      [{ productId: product.id, mode: 'target', targetPrice: 'abc' }, M.targetInvalid],
      [{ productId: product.id, mode: 'target', targetPrice: '0,00' }, M.targetInvalid],
      [{ productId: product.id, mode: 'target', targetPrice: '1'.repeat(21) }, M.targetInvalid],
      // The service's own check: a target the price already meets.
      [{ productId: product.id, mode: 'target', targetPrice: '150' }, M.targetTooHigh('149.90')],
    ] as const;
    for (const [fields, message] of cases) {
      const outcome = await post({ intent: 'price-alert', ...fields });
      expect({ fields, status: outcome.status, data: outcome.data }).toEqual({
        fields,
        status: 400,
        data: refused('price-alert', message),
      });
    }
    expect(M.targetTooHigh('149.90')).toBe(
      `Il prezzo obiettivo deve essere inferiore al prezzo attuale (${formatPrice('149.90')})`,
    );
    expect(await alertsOf(viewer.id)).toEqual([]);
  });

  test('set, changed, removed: each says so, with no flash message; another person’s cannot be removed', async () => {
    const set = await post({
      intent: 'price-alert',
      productId: product.id,
      mode: 'target',
      targetPrice: '129,90',
    });
    expect(set.status).toBe(200);
    expect(set.headers.get('Set-Cookie')).toBeNull();
    expect(set.data).toEqual({
      ok: true,
      intent: 'price-alert',
      toast: { kind: 'success', title: 'Successo', message: M.savedTarget(129.9) },
    });
    const [alert] = await alertsOf(viewer.id);
    expect(alert).toMatchObject({ productId: product.id, targetPrice: '129.90' });

    // The target's field may still hold text when any drop is chosen: it is not read.
    const changed = await post({
      intent: 'price-alert',
      productId: product.id,
      mode: 'drop',
      targetPrice: '1',
    });
    expect(changed.data?.toast.message).toBe(M.savedDrop);
    expect(await alertsOf(viewer.id)).toEqual([
      expect.objectContaining({ id: alert!.id, targetPrice: null }),
    ]);

    const other = asViewer(await createUser());
    const notTheirs = await post({ intent: 'remove-price-alert', alertId: alert!.id }, other);
    expect({ status: notTheirs.status, data: notTheirs.data }).toEqual({
      status: 404,
      data: refused('remove-price-alert', M.notFound),
    });
    const badId = await post({ intent: 'remove-price-alert', alertId: 'non-un-id' });
    expect({ status: badId.status, data: badId.data }).toEqual({
      status: 400,
      data: refused('remove-price-alert', M.alertInvalid),
    });
    expect(await alertsOf(viewer.id)).toHaveLength(1);

    const removed = await post({ intent: 'remove-price-alert', alertId: alert!.id });
    expect(removed.data).toEqual({
      ok: true,
      intent: 'remove-price-alert',
      toast: { kind: 'success', title: 'Successo', message: M.removed },
    });
    expect(removed.headers.get('Set-Cookie')).toBeNull();
    expect(await alertsOf(viewer.id)).toEqual([]);
  });
});

describe("'Utile' on a review", () => {
  test('counted once per person, thanked each time; never on one’s own review or an unknown one', async () => {
    const author = await createUser();
    const review = await createReview(product.id, author.id);

    const voted = await post({ intent: 'helpful', reviewId: review.id });
    expect(voted.status).toBe(200);
    expect(voted.headers.get('Set-Cookie')).toBeNull();
    expect(voted.data).toEqual({
      ok: true,
      intent: 'helpful',
      toast: { kind: 'success', title: 'Successo', message: 'Grazie!' },
    });
    expect(await helpfulCount(review.id)).toBe(1);

    // Again (another tab): thanked, not counted twice.
    expect((await post({ intent: 'helpful', reviewId: review.id })).data?.ok).toBe(true);
    expect(await votesOn(review.id)).toBe(1);
    expect(await helpfulCount(review.id)).toBe(1);

    const own = await post({ intent: 'helpful', reviewId: review.id }, asViewer(author));
    expect({ status: own.status, data: own.data }).toEqual({
      status: 400,
      data: refused('helpful', 'Non puoi segnare come utile una tua recensione'),
    });
    const pending = await createReview(product.id, (await createUser()).id, { status: 'in_revisione' });
    for (const [reviewId, status] of [
      [pending.id, 404],
      [product.id, 404],
      ['non-un-id', 400],
      [undefined, 400],
    ] as const) {
      const outcome = await post({ intent: 'helpful', reviewId });
      expect({ reviewId, status: outcome.status, data: outcome.data }).toEqual({
        reviewId,
        status,
        data: refused('helpful', 'Recensione non trovata'),
      });
    }
    expect(await votesOn(review.id)).toBe(1);
    expect(await votesOn(pending.id)).toBe(0);
    expect(await db.select().from(reviewVotes).where(eq(reviewVotes.userId, author.id))).toEqual([]);
  });
});
