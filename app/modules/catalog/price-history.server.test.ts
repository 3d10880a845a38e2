import { describe, expect, test } from 'vitest';
import { createMerchant, createOffer, createPriceHistory, createProduct } from '#tests/support/factories.ts';
import { getProductBySlug } from './get-product.server.ts';
import { bestPriceShops } from './offers.ts';

const DAY = 86_400_000;

/** Price rows as imports record them, `days` ago. */
const record = (offerId: string, rows: [string | null, number][]) =>
  createPriceHistory(
    offerId,
    rows.map(([price, days]) => ({ price, recordedAt: new Date(Date.now() - days * DAY) })),
  );

describe('the product page’s data: reductions by the 30-day rule on a real database', () => {
  test('the Galaxy S24 Ultra’s Unieuro 1 TB: a cut after a raise above the 30-day lowest shows nothing', async () => {
    const product = await createProduct({ name: 'Galaxy S24 Ultra di prova' });
    const unieuro = await createMerchant({ name: 'Unieuro' });
    const comet = await createMerchant({ name: 'Comet' });
    // Unieuro 1 TB: 1.363,75 € twenty days ago, raised to 1.419,40 €, then "cut" to 1.391,58 €.
    const oneTb = await createOffer(product.id, unieuro.id, {
      price: '1391.58',
      variantInfo: '1 TB',
      variantName: '1 TB',
    });
    await record(oneTb.id, [
      ['1402.10', 118],
      ['1448.90', 74],
      ['1363.75', 20],
      ['1419.40', 10],
      ['1391.58', 3],
    ]);
    // Comet 1 TB: 1.222,33 € for two months, then cut in two steps to 1.175,32 €; the window is
    // the 30 days before the first step (when 1.210,58 € held for a day).
    const cometOneTb = await createOffer(product.id, comet.id, {
      price: '1175.32',
      variantInfo: '1 TB',
      variantName: '1 TB',
    });
    await record(cometOneTb.id, [
      ['1222.33', 100],
      ['1210.58', 35],
      ['1222.33', 34],
      ['1199.00', 15],
      ['1175.32', 4],
    ]);
    // A cut 70 days ago: its window opens 100 days ago, before what the page reads (90 days and the
    // price then in force, set 95 days ago): what held from day 100 to 95 is unknown, so no claim.
    const old = await createOffer(product.id, comet.id, { price: '1050.00', variantInfo: '512 GB' });
    await record(old.id, [
      ['1120.00', 120],
      ['1099.00', 95],
      ['1050.00', 70],
    ]);
    // The same cut on an offer first priced 85 days ago: all its history is read, the claim stands.
    const young = await createOffer(product.id, unieuro.id, { price: '1050.00', variantInfo: '512 GB' });
    await record(young.id, [
      ['1099.00', 85],
      ['1050.00', 70],
    ]);

    const page = (await getProductBySlug(product.slug))!;
    const drop = (offerId: string) => page.offers.find((offer) => offer.id === offerId)!.drop;
    expect(drop(oneTb.id)).toBeNull();
    expect(drop(cometOneTb.id)).toMatchObject({ previous: 1222.33, lowest30: 1210.58, percent: 3 });
    expect(Date.now() - drop(cometOneTb.id)!.startedAt.getTime()).toBeGreaterThanOrEqual(15 * DAY);
    expect(Date.now() - drop(cometOneTb.id)!.startedAt.getTime()).toBeLessThan(15 * DAY + 60_000);
    expect(drop(old.id)).toBeNull();
    expect(drop(young.id)).toMatchObject({ previous: 1099, lowest30: 1099, percent: 4 });
  }, 30_000);

  test('the best-price box names the shop with the best price, or every shop tied at it', async () => {
    const product = await createProduct();
    const [euronics, mediaworld, unieuro] = await Promise.all(
      ['Euronics', 'MediaWorld', 'Unieuro'].map((name) => createMerchant({ name })),
    );
    await createOffer(product.id, unieuro!.id, { price: '499.00' });
    await createOffer(product.id, euronics!.id, { price: '519.00' });
    // Out of stock at a lower price, and without a price: neither is the best price.
    await createOffer(product.id, mediaworld!.id, { price: '479.00', inStock: false });
    await createOffer(product.id, mediaworld!.id, { price: null });
    const one = (await getProductBySlug(product.slug))!;
    expect(bestPriceShops(one.offers)).toEqual(['Unieuro']);

    await createOffer(product.id, mediaworld!.id, { price: '499.00', variantInfo: '256 GB' });
    await createOffer(product.id, unieuro!.id, { price: '499.00', variantInfo: '256 GB' });
    const tied = (await getProductBySlug(product.slug))!;
    expect(bestPriceShops(tied.offers)).toEqual(['MediaWorld', 'Unieuro']);
  });
});
