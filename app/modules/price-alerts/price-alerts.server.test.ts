import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { AppError } from '#app/lib/app-error.ts';
import { db } from '#app/lib/db.server.ts';
import { formatPrice } from '#app/lib/format.ts';
import { updateEmailPreferences } from '#app/modules/accounts/manage-account.server.ts';
import { unsubscribeToken } from '#app/modules/community/newsletter.server.ts';
import { setNotificationEnabled } from '#app/modules/notifications/notification-switches.server.ts';
import { emailsTo } from '#app/modules/notifications/outbox.server.ts';
import { offers, priceAlerts, products, users } from '#db/schema/index.ts';
import { failure } from '#tests/support/app-error.ts';
import {
  createMerchant,
  createOffer,
  createPriceAlerts,
  createPriceHistory,
  createProduct,
  createUser,
} from '#tests/support/factories.ts';
import { checkPriceAlerts } from './check-price-alerts.server.ts';
import { PRICE_ALERT_LIMIT, PRICE_ALERT_MESSAGES as M } from './price-alerts.schema.ts';
import {
  findPriceAlert,
  listPriceAlerts,
  priceAlertLinkState,
  priceAlertRemoveUrl,
  removePriceAlert,
  removePriceAlertByToken,
  setPriceAlert,
} from './price-alerts.server.ts';

let merchantId: string;
let admin: { id: string; isAdmin: true };

beforeAll(async () => {
  merchantId = (await createMerchant()).id;
  admin = { id: (await createUser({ role: 'admin' })).id, isAdmin: true };
});

type PricedProduct = Awaited<ReturnType<typeof createProduct>> & { offerId: string };

async function bestPriceOf(productId: string) {
  const [row] = await db
    .select({ bestPrice: products.bestPrice })
    .from(products)
    .where(eq(products.id, productId));
  return row!.bestPrice;
}

/** An approved product whose best price is its one approved, for-sale, in-stock offer. */
async function pricedProduct(price: string): Promise<PricedProduct> {
  const product = await createProduct();
  const offer = await createOffer(product.id, merchantId, { price });
  expect(await bestPriceOf(product.id)).toBe(price);
  return { ...product, offerId: offer.id };
}

/** Reprices the product's offer; the database triggers move products.best_price. */
async function reprice(product: PricedProduct, price: string) {
  await db.update(offers).set({ price }).where(eq(offers.id, product.offerId));
  expect(await bestPriceOf(product.id)).toBe(price);
}

async function alertOf(userId: string, productId: string) {
  const rows = await db
    .select()
    .from(priceAlerts)
    .where(and(eq(priceAlerts.userId, userId), eq(priceAlerts.productId, productId)));
  expect(rows.length).toBeLessThanOrEqual(1);
  return rows[0];
}

async function alertCount(userId: string) {
  const [row] = await db.select({ n: count() }).from(priceAlerts).where(eq(priceAlerts.userId, userId));
  return row!.n;
}

const alertMails = async (email: string) =>
  (await emailsTo(email)).filter((mail) => mail.template === 'price_alert');

const tokenOf = (alertId: string) => new URL(priceAlertRemoveUrl(alertId)).searchParams.get('token')!;

/** A person watching a product priced `price` for any drop, with the alert as saved. */
async function watching(price: string, target?: string) {
  const user = await createUser();
  const product = await pricedProduct(price);
  await setPriceAlert(
    user.id,
    target === undefined
      ? { productId: product.id, mode: 'drop' }
      : { productId: product.id, mode: 'target', targetPrice: target },
  );
  const alert = (await alertOf(user.id, product.id))!;
  return { user, product, alert };
}

describe('setting an alert', () => {
  test('any drop and a target are saved with the current best price as the price last seen', async () => {
    const user = await createUser();
    const phone = await pricedProduct('249.00');
    const laptop = await pricedProduct('899.00');

    expect(await setPriceAlert(user.id, { productId: phone.id, mode: 'drop' })).toEqual({
      message: M.savedDrop,
    });
    expect(M.savedDrop).toBe('Avviso attivato: ti scriveremo quando il prezzo scende.');
    expect(
      await setPriceAlert(user.id, { productId: laptop.id, mode: 'target', targetPrice: '199,90' }),
    ).toEqual({ message: M.savedTarget(199.9) });
    expect(M.savedTarget(199.9)).toMatch(/^Avviso attivato: .* scende a 199,90\s€ o meno\.$/u);

    expect(await alertOf(user.id, phone.id)).toMatchObject({
      targetPrice: null,
      lastSeenPrice: '249.00',
      lastNotifiedAt: null,
      notificationCount: 0,
    });
    expect(await alertOf(user.id, laptop.id)).toMatchObject({
      targetPrice: '199.90',
      lastSeenPrice: '899.00',
    });
    expect(await findPriceAlert(user.id, laptop.id)).toEqual({
      id: (await alertOf(user.id, laptop.id))!.id,
      targetPrice: '199.90',
    });
  });

  test('setting again on the same product replaces the alert: one row per person and product', async () => {
    const { user, product, alert } = await watching('300.00');
    await reprice(product, '280.00');

    expect(
      await setPriceAlert(user.id, { productId: product.id, mode: 'target', targetPrice: '250' }),
    ).toEqual({ message: M.savedTarget(250) });
    expect(await alertCount(user.id)).toBe(1);
    expect(await alertOf(user.id, product.id)).toMatchObject({
      id: alert.id,
      targetPrice: '250.00',
      lastSeenPrice: '280.00',
    });

    expect(await setPriceAlert(user.id, { productId: product.id, mode: 'drop' })).toEqual({
      message: M.savedDrop,
    });
    expect(await alertCount(user.id)).toBe(1);
    expect(await alertOf(user.id, product.id)).toMatchObject({ id: alert.id, targetPrice: null });
  });

  test('someone else watching the same product has an alert of their own', async () => {
    const { user, product } = await watching('50.00');
    const other = await createUser();
    await setPriceAlert(other.id, { productId: product.id, mode: 'target', targetPrice: '40' });

    expect(await alertOf(user.id, product.id)).toMatchObject({ targetPrice: null });
    expect(await alertOf(other.id, product.id)).toMatchObject({ targetPrice: '40.00' });
  });

  test('bad input is refused with a 400 in Italian and nothing is written', async () => {
    const user = await createUser();
    const product = await pricedProduct('100.00');
    const refused = [
      [{ productId: 'not-a-uuid', mode: 'drop' }, 'Prodotto non valido'],
      [{ mode: 'drop' }, 'Prodotto non valido'],
      [{ productId: product.id }, 'Scegli quando vuoi essere avvisato'],
      [{ productId: product.id, mode: 'sometimes' }, 'Scegli quando vuoi essere avvisato'],
      [{ productId: product.id, mode: 'target', targetPrice: 'abc' }, M.targetInvalid],
      [{ productId: product.id, mode: 'target', targetPrice: '0' }, M.targetInvalid],
      [{ productId: product.id, mode: 'target', targetPrice: '0,00' }, M.targetInvalid],
      [{ productId: product.id, mode: 'target', targetPrice: '-5' }, M.targetInvalid],
      [{ productId: product.id, mode: 'target', targetPrice: '' }, M.targetInvalid],
      [{ productId: product.id, mode: 'target' }, M.targetInvalid],
    ] as const;
    expect(M.targetInvalid).toBe('Inserisci un prezzo obiettivo valido, per esempio 199,90');

    for (const [input, message] of refused) {
      expect({ input, ...(await failure(setPriceAlert(user.id, input))) }).toEqual({
        input,
        status: 400,
        message,
      });
    }
    expect(await alertCount(user.id)).toBe(0);
  });

  test('a target at or above the current best price is refused: it is already met', async () => {
    const user = await createUser();
    const product = await pricedProduct('100.00');

    for (const targetPrice of ['100,00', '100', '120,50']) {
      const refused = await failure(
        setPriceAlert(user.id, { productId: product.id, mode: 'target', targetPrice }),
      );
      expect(refused).toEqual({ status: 400, message: M.targetTooHigh('100.00') });
      expect(refused.message).toMatch(
        /^Il prezzo obiettivo deve essere inferiore al prezzo attuale \(100,00\s€\)$/u,
      );
    }
    expect(await alertCount(user.id)).toBe(0);

    await setPriceAlert(user.id, { productId: product.id, mode: 'target', targetPrice: '99,99' });
    expect(await alertOf(user.id, product.id)).toMatchObject({ targetPrice: '99.99' });
  });

  test('an unknown product, or one that is not approved, answers 404', async () => {
    const user = await createUser();
    const pending = await createProduct({ status: 'pending' });
    const inactive = await createProduct({ status: 'inactive' });

    for (const productId of [randomUUID(), pending.id, inactive.id]) {
      expect(await failure(setPriceAlert(user.id, { productId, mode: 'drop' }))).toEqual({
        status: 404,
        message: 'Prodotto non trovato',
      });
    }
    expect(await alertCount(user.id)).toBe(0);
  });

  test('a product without a price yet can be watched: nothing was seen so far', async () => {
    const user = await createUser();
    const product = await createProduct();
    expect(product.bestPrice).toBeNull();

    await setPriceAlert(user.id, { productId: product.id, mode: 'target', targetPrice: '10' });
    expect(await alertOf(user.id, product.id)).toMatchObject({ targetPrice: '10.00', lastSeenPrice: null });
  });
});

describe('the limit of alerts per person', () => {
  test(`a ${PRICE_ALERT_LIMIT + 1}st product is refused with a 409; re-setting one of the ${PRICE_ALERT_LIMIT} still works`, async () => {
    const user = await createUser();
    const watched: string[] = [];
    for (let i = 0; i < PRICE_ALERT_LIMIT; i++) {
      const product = await createProduct();
      await setPriceAlert(user.id, { productId: product.id, mode: 'drop' });
      watched.push(product.id);
    }
    expect(await alertCount(user.id)).toBe(50);

    const oneMore = await createProduct();
    expect(await failure(setPriceAlert(user.id, { productId: oneMore.id, mode: 'drop' }))).toEqual({
      status: 409,
      message: M.tooMany,
    });
    expect(M.tooMany).toContain('al massimo 50 avvisi');
    expect(await alertOf(user.id, oneMore.id)).toBeUndefined();

    expect(
      await setPriceAlert(user.id, { productId: watched[7]!, mode: 'target', targetPrice: '12,50' }),
    ).toEqual({ message: M.savedTarget(12.5) });
    expect(await alertOf(user.id, watched[7]!)).toMatchObject({ targetPrice: '12.50' });
    expect(await alertCount(user.id)).toBe(50);

    // Someone else is not held back by this person's alerts.
    const other = await createUser();
    await setPriceAlert(other.id, { productId: oneMore.id, mode: 'drop' });
    expect(await alertCount(other.id)).toBe(1);
  });

  test('ten saves at once for a person with 45 alerts leave exactly 50', async () => {
    const user = await createUser();
    const already = [];
    for (let i = 0; i < 45; i++) already.push(await createProduct());
    await createPriceAlerts(already.map((product) => ({ userId: user.id, productId: product.id })));
    const fresh = [];
    for (let i = 0; i < 10; i++) fresh.push(await createProduct());

    const results = await Promise.allSettled(
      fresh.map((product) => setPriceAlert(user.id, { productId: product.id, mode: 'drop' })),
    );

    expect(await alertCount(user.id)).toBe(50);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(refusals).toHaveLength(5);
    for (const reason of refusals) {
      expect(reason).toBeInstanceOf(AppError);
      expect(reason).toMatchObject({ status: 409, message: M.tooMany });
    }
  });
});

describe('removing an alert', () => {
  test('from the profile: one’s own alert goes', async () => {
    const { user, product, alert } = await watching('70.00');
    expect(await removePriceAlert(user.id, { alertId: alert.id })).toEqual({
      message: 'Avviso di prezzo rimosso',
    });
    expect(await alertOf(user.id, product.id)).toBeUndefined();
    expect(await findPriceAlert(user.id, product.id)).toBeNull();

    expect(await failure(removePriceAlert(user.id, { alertId: alert.id }))).toEqual({
      status: 404,
      message: M.notFound,
    });
  });

  test("someone else's alert answers like one that does not exist, and stays", async () => {
    const { user, product, alert } = await watching('70.00');
    const intruder = await createUser();

    expect(await failure(removePriceAlert(intruder.id, { alertId: alert.id }))).toEqual({
      status: 404,
      message: 'Avviso non trovato: forse l’hai già rimosso',
    });
    expect(await alertOf(user.id, product.id)).toMatchObject({ id: alert.id });
  });

  test('an id that is not one answers 400', async () => {
    const user = await createUser();
    for (const input of [{ alertId: 'abc' }, { alertId: '' }, {}]) {
      expect(await failure(removePriceAlert(user.id, input))).toEqual({
        status: 400,
        message: 'Avviso non valido',
      });
    }
  });
});

describe("the profile's list", () => {
  test("only the person's alerts, newest first, with each product's name, slug and best price", async () => {
    const user = await createUser();
    const other = await createUser();
    const first = await pricedProduct('10.00');
    const second = await createProduct();
    const third = await pricedProduct('30.00');
    await setPriceAlert(user.id, { productId: first.id, mode: 'drop' });
    await setPriceAlert(user.id, { productId: second.id, mode: 'target', targetPrice: '5' });
    await setPriceAlert(user.id, { productId: third.id, mode: 'target', targetPrice: '25' });
    await setPriceAlert(other.id, { productId: first.id, mode: 'drop' });
    await setPriceAlert(other.id, { productId: (await createProduct()).id, mode: 'drop' });

    const listed = await listPriceAlerts(user.id);
    expect(
      listed.map((alert) => [
        alert.productName,
        alert.productSlug,
        alert.bestPrice,
        alert.targetPrice,
        alert.productStatus,
      ]),
    ).toEqual([
      [third.name, third.slug, '30.00', '25.00', 'approved'],
      [second.name, second.slug, null, '5.00', 'approved'],
      [first.name, first.slug, '10.00', null, 'approved'],
    ]);
    expect(listed.map((alert) => alert.id)).toEqual([
      (await alertOf(user.id, third.id))!.id,
      (await alertOf(user.id, second.id))!.id,
      (await alertOf(user.id, first.id))!.id,
    ]);
    expect(await listPriceAlerts((await createUser()).id)).toEqual([]);
  });
});

describe('the check after an import', () => {
  test('an any-drop alert mails once when the price drops from 100 to 98', async () => {
    const user = await createUser({ firstName: 'Giulia' });
    const product = await pricedProduct('100.00');
    await setPriceAlert(user.id, { productId: product.id, mode: 'drop' });
    const alert = (await alertOf(user.id, product.id))!;

    await checkPriceAlerts();
    expect(await alertMails(user.email)).toHaveLength(0);

    await reprice(product, '98.00');
    const result = await checkPriceAlerts();
    expect(result.checked).toBeGreaterThanOrEqual(1);
    expect(result.mailed).toBeGreaterThanOrEqual(1);

    const mails = await alertMails(user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toContain('Prezzo in calo');
    expect(mail!.subject).toContain(product.name);
    expect(mail!.subject).toBe(`Prezzo in calo: ${product.name} a ${formatPrice('98.00')}`);
    expect(mail!.text).toContain('Ciao Giulia,');
    expect(mail!.text).toContain(
      `è sceso da ${formatPrice('100.00')} a ${formatPrice('98.00')}, offerto da `,
    );
    // No recorded history proves a reduction by the 30-day rule: no percent (decision 025).
    expect(mail!.text).not.toContain('%');
    expect(mail!.text).toContain(`http://localhost:3000/product/${product.slug}`);
    expect(mail!.text).toContain('/price-alerts/remove?token=');
    expect(mail!.text).toContain(priceAlertRemoveUrl(alert.id));
    expect(mail!.text).not.toContain('Ci avevi chiesto');

    const after = (await alertOf(user.id, product.id))!;
    expect(after).toMatchObject({ lastSeenPrice: '98.00', notificationCount: 1 });
    expect(after.lastNotifiedAt).toBeInstanceOf(Date);

    await checkPriceAlerts();
    await checkPriceAlerts();
    expect(await alertMails(user.email)).toHaveLength(1);
    expect(await alertOf(user.id, product.id)).toMatchObject({ notificationCount: 1 });
  });

  test('the only percent a mail shows is the best shop’s reduction by the 30-day rule', async () => {
    const shop = await createMerchant({ name: 'Negozio Ribassi' });
    const history = (offerId: string, rows: [string, number][]) =>
      createPriceHistory(
        offerId,
        rows.map(([price, days]) => ({ price, recordedAt: new Date(Date.now() - days * 86_400_000) })),
      );

    // Unieuro-like: 1.363,75 € twenty days ago, raised, then "cut" to 1.391,58 €: no reduction.
    const raised = await watching('1419.40');
    await history(raised.product.offerId, [
      ['1402.10', 100],
      ['1363.75', 20],
      ['1419.40', 10],
    ]);
    await db.update(offers).set({ merchantId: shop.id }).where(eq(offers.id, raised.product.offerId));
    await reprice(raised.product, '1391.58');
    await history(raised.product.offerId, [['1391.58', 0]]);

    // A real cut: 100 for two months, 80 today: −20 % on 100.
    const cut = await watching('100.00');
    await history(cut.product.offerId, [['100.00', 60]]);
    await db.update(offers).set({ merchantId: shop.id }).where(eq(offers.id, cut.product.offerId));
    await reprice(cut.product, '80.00');
    await history(cut.product.offerId, [['80.00', 0]]);

    await checkPriceAlerts();
    const [raisedMail] = await alertMails(raised.user.email);
    expect(raisedMail!.text).toContain(
      `è sceso da ${formatPrice('1419.40')} a ${formatPrice('1391.58')}, offerto da Negozio Ribassi.`,
    );
    expect(raisedMail!.text).not.toContain('%');
    const [cutMail] = await alertMails(cut.user.email);
    expect(cutMail!.text).toContain(
      `È un ribasso del 20% sul prezzo più basso dei 30 giorni prima del ribasso (${formatPrice('100.00')}).`,
    );
  });

  test('the queued mail has a one-click List-Unsubscribe header pointing at the remove link', async () => {
    const { user, product, alert } = await watching('100.00');
    await reprice(product, '90.00');
    await checkPriceAlerts();

    const [mail] = await alertMails(user.email);
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<${priceAlertRemoveUrl(alert.id)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(priceAlertRemoveUrl(alert.id)).toMatch(
      /^http:\/\/localhost:3000\/price-alerts\/remove\?token=[0-9a-f-]{36}\.[\w-]{43}$/,
    );
  });

  test('a drop under 1% mails nothing and keeps the price last seen, so small steps add up', async () => {
    const { user, product } = await watching('100.00');

    await reprice(product, '99.50');
    await checkPriceAlerts();
    expect(await alertMails(user.email)).toHaveLength(0);
    expect(await alertOf(user.id, product.id)).toMatchObject({
      lastSeenPrice: '100.00',
      notificationCount: 0,
    });

    await reprice(product, '98.90');
    await checkPriceAlerts();
    const mails = await alertMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`da ${formatPrice('100.00')} a ${formatPrice('98.90')}`);
    expect(await alertOf(user.id, product.id)).toMatchObject({
      lastSeenPrice: '98.90',
      notificationCount: 1,
    });
  });

  test('a drop of exactly 1% is enough', async () => {
    const { user, product } = await watching('100.00');
    await reprice(product, '99.00');
    await checkPriceAlerts();
    expect(await alertMails(user.email)).toHaveLength(1);
    expect(await alertOf(user.id, product.id)).toMatchObject({ lastSeenPrice: '99.00' });
  });

  test('a rise becomes the price last seen, and the next drop counts from there', async () => {
    const { user, product } = await watching('100.00');

    await reprice(product, '120.00');
    await checkPriceAlerts();
    expect(await alertMails(user.email)).toHaveLength(0);
    expect(await alertOf(user.id, product.id)).toMatchObject({
      lastSeenPrice: '120.00',
      notificationCount: 0,
    });

    await reprice(product, '110.00');
    await checkPriceAlerts();
    const mails = await alertMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`da ${formatPrice('120.00')} a ${formatPrice('110.00')}`);
    expect(await alertOf(user.id, product.id)).toMatchObject({ lastSeenPrice: '110.00' });
  });

  test('a target alert stays quiet above the target and mails once when the price reaches it', async () => {
    const { user, product } = await watching('100.00', '80');

    await reprice(product, '90.00');
    await checkPriceAlerts();
    expect(await alertMails(user.email)).toHaveLength(0);
    // A drop that is not mailed does not move the reference.
    expect(await alertOf(user.id, product.id)).toMatchObject({
      targetPrice: '80.00',
      lastSeenPrice: '100.00',
      notificationCount: 0,
    });

    await reprice(product, '79.90');
    await checkPriceAlerts();
    const mails = await alertMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`da ${formatPrice('100.00')} a ${formatPrice('79.90')}`);
    expect(mails[0]!.text).toContain(
      `Ci avevi chiesto di avvisarti a ${formatPrice('80.00')} o meno: ci siamo.`,
    );
    expect(await alertOf(user.id, product.id)).toMatchObject({
      lastSeenPrice: '79.90',
      notificationCount: 1,
    });

    await checkPriceAlerts();
    expect(await alertMails(user.email)).toHaveLength(1);
  });

  test('crossing the target always mails, even by a step under 1%; below it small steps wait', async () => {
    const { user, product } = await watching('80.50', '80');

    await reprice(product, '79.99');
    await checkPriceAlerts();
    expect(await alertMails(user.email)).toHaveLength(1);
    expect(await alertOf(user.id, product.id)).toMatchObject({ lastSeenPrice: '79.99' });

    // Already below the target: a further drop must be 1% again.
    await reprice(product, '79.50');
    await checkPriceAlerts();
    expect(await alertMails(user.email)).toHaveLength(1);
    expect(await alertOf(user.id, product.id)).toMatchObject({ lastSeenPrice: '79.99' });

    await reprice(product, '78.00');
    await checkPriceAlerts();
    expect(await alertMails(user.email)).toHaveLength(2);
    expect(await alertOf(user.id, product.id)).toMatchObject({
      lastSeenPrice: '78.00',
      notificationCount: 2,
    });
  });

  test('a product that had no price: its first price is the reference, or mails when it meets a target', async () => {
    const dropUser = await createUser();
    const targetUser = await createUser();
    const product = await createProduct();
    await setPriceAlert(dropUser.id, { productId: product.id, mode: 'drop' });
    await setPriceAlert(targetUser.id, { productId: product.id, mode: 'target', targetPrice: '60' });

    await createOffer(product.id, merchantId, { price: '55.00' });
    expect(await bestPriceOf(product.id)).toBe('55.00');
    await checkPriceAlerts();

    expect(await alertMails(dropUser.email)).toHaveLength(0);
    expect(await alertOf(dropUser.id, product.id)).toMatchObject({ lastSeenPrice: '55.00' });
    const mails = await alertMails(targetUser.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`${product.name} ora si trova a ${formatPrice('55.00')}, offerto da `);
    expect(await alertOf(targetUser.id, product.id)).toMatchObject({ lastSeenPrice: '55.00' });
  });

  test('with the price_alert switch off nothing is mailed, but the price last seen still moves', async () => {
    const { user, product } = await watching('100.00');
    await setNotificationEnabled({ actor: admin, kind: 'price_alert', enabled: false });
    try {
      await reprice(product, '90.00');
      await checkPriceAlerts();
      expect(await alertMails(user.email)).toHaveLength(0);
      // The profile counts only mails really sent.
      expect(await alertOf(user.id, product.id)).toMatchObject({
        lastSeenPrice: '90.00',
        notificationCount: 0,
        lastNotifiedAt: null,
      });
    } finally {
      await setNotificationEnabled({ actor: admin, kind: 'price_alert', enabled: true });
    }
    // Switched on again, the drop that was not mailed stays unmailed.
    await checkPriceAlerts();
    expect(await alertMails(user.email)).toHaveLength(0);
  });

  test('a person who turned price alert mails off gets none', async () => {
    const { user, product } = await watching('100.00');
    await updateEmailPreferences(user.id, []);

    await reprice(product, '90.00');
    await checkPriceAlerts();
    expect(await alertMails(user.email)).toHaveLength(0);
    expect(await alertOf(user.id, product.id)).toMatchObject({
      lastSeenPrice: '90.00',
      notificationCount: 0,
      lastNotifiedAt: null,
    });
  });

  test('a banned person gets no mail', async () => {
    const { user, product } = await watching('100.00');
    await db.update(users).set({ banned: true }).where(eq(users.id, user.id));

    await reprice(product, '90.00');
    await checkPriceAlerts();
    expect(await alertMails(user.email)).toHaveLength(0);
    expect(await alertOf(user.id, product.id)).toMatchObject({ notificationCount: 0, lastNotifiedAt: null });
  });

  test('the alert of a product no longer approved is left alone until it is approved again', async () => {
    const { user, product } = await watching('100.00');
    await db.update(products).set({ status: 'inactive' }).where(eq(products.id, product.id));
    const before = (await alertOf(user.id, product.id))!;

    await reprice(product, '90.00');
    await checkPriceAlerts();
    expect(await alertMails(user.email)).toHaveLength(0);
    expect(await alertOf(user.id, product.id)).toEqual(before);

    await reprice(product, '120.00');
    await checkPriceAlerts();
    expect(await alertOf(user.id, product.id)).toEqual(before);

    await reprice(product, '90.00');
    await db.update(products).set({ status: 'approved' }).where(eq(products.id, product.id));
    await checkPriceAlerts();
    expect(await alertMails(user.email)).toHaveLength(1);
    expect(await alertOf(user.id, product.id)).toMatchObject({ lastSeenPrice: '90.00' });
  });

  test('two checks at once send each drop exactly once', async () => {
    const product = await pricedProduct('100.00');
    const people = [];
    for (let i = 0; i < 8; i++) {
      const user = await createUser();
      await setPriceAlert(user.id, { productId: product.id, mode: 'drop' });
      people.push(user);
    }

    // Three drops, each followed by two checks racing (on PostgreSQL they really overlap).
    const drops = ['95.00', '90.00', '85.00'];
    for (const price of drops) {
      await reprice(product, price);
      const [first, second] = await Promise.all([checkPriceAlerts(), checkPriceAlerts()]);
      expect(first.mailed + second.mailed).toBeGreaterThanOrEqual(people.length);
    }

    for (const user of people) {
      const mails = await alertMails(user.email);
      expect(mails).toHaveLength(drops.length);
      expect(mails.map((mail) => mail.subject).sort()).toEqual(
        drops.map((price) => `Prezzo in calo: ${product.name} a ${formatPrice(price)}`).sort(),
      );
      expect(await alertOf(user.id, product.id)).toMatchObject({
        lastSeenPrice: '85.00',
        notificationCount: drops.length,
      });
    }
  });
});

describe("the mail's remove link", () => {
  test('names the product before anything is clicked; a forged token or one for another purpose names nothing', async () => {
    const { product, alert } = await watching('100.00');
    const token = tokenOf(alert.id);
    expect(token).toMatch(/^[0-9a-f-]{36}\.[\w-]{43}$/);

    expect(await priceAlertLinkState(token)).toEqual({ productName: product.name });

    const [id, signature] = token.split('.') as [string, string];
    const forged = `${id}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(forged).not.toBe(token);
    expect(await priceAlertLinkState(forged)).toBeNull();
    expect(await priceAlertLinkState(unsubscribeToken(alert.id))).toBeNull();
    expect(await priceAlertLinkState(tokenOf(randomUUID()))).toBeNull();
    expect(await priceAlertLinkState('')).toBeNull();
    expect(await priceAlertLinkState(alert.id)).toBeNull();
  });

  test('clicked, removes the alert once; a second use, or a forged token, answers 400', async () => {
    const { user, product, alert } = await watching('100.00');
    const token = tokenOf(alert.id);
    const [id, signature] = token.split('.') as [string, string];
    const forged = `${id}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const invalid = { status: 400, message: 'Il link non è valido o l’avviso è già stato rimosso' };

    expect(await failure(removePriceAlertByToken(forged))).toEqual(invalid);
    expect(await failure(removePriceAlertByToken(unsubscribeToken(alert.id)))).toEqual(invalid);
    expect(await alertOf(user.id, product.id)).toMatchObject({ id: alert.id });

    expect(await removePriceAlertByToken(token)).toBe(
      `Non riceverai più avvisi di prezzo per ${product.name}.`,
    );
    expect(await alertOf(user.id, product.id)).toBeUndefined();

    expect(await failure(removePriceAlertByToken(token))).toEqual(invalid);
    expect(await priceAlertLinkState(token)).toBeNull();
  });

  test("the link in a mail removes that alert and no one else's", async () => {
    const { user, product, alert } = await watching('100.00');
    const other = await createUser();
    await setPriceAlert(other.id, { productId: product.id, mode: 'drop' });
    await reprice(product, '90.00');
    await checkPriceAlerts();

    const [mail] = await alertMails(user.email);
    const url = /http:\/\/localhost:3000\/price-alerts\/remove\?token=\S+/.exec(mail!.text)![0];
    const token = new URL(url).searchParams.get('token')!;
    expect(token).toBe(tokenOf(alert.id));

    await removePriceAlertByToken(token);
    expect(await alertOf(user.id, product.id)).toBeUndefined();
    expect(await alertOf(other.id, product.id)).toBeDefined();
  });
});
