import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { db, queryRows } from '#app/lib/db.server.ts';
import { offers, products, reviews } from '#db/schema/index.ts';
import {
  createMerchant,
  createOffer,
  createOffers,
  createProduct,
  createReview,
  createUser,
} from '#tests/support/factories.ts';

const stats = async (id: string) => {
  const [row] = await db
    .select({
      reviewCount: products.reviewCount,
      ratingAvg: products.ratingAvg,
      bestPrice: products.bestPrice,
      offersCount: products.offersCount,
    })
    .from(products)
    .where(eq(products.id, id));
  return row!;
};

describe('product aggregates follow reviews and offers', () => {
  test('only approved reviews count, and every change of status is reflected', async () => {
    const product = await createProduct();
    const [a, b, c] = await Promise.all([createUser(), createUser(), createUser()]);
    await createReview(product.id, a.id, { rating: 5 });
    await createReview(product.id, b.id, { rating: 2 });
    const pending = await createReview(product.id, c.id, { rating: 1, status: 'in_revisione' });
    expect(await stats(product.id)).toMatchObject({ reviewCount: 2, ratingAvg: '3.50' });

    await db.update(reviews).set({ status: 'pubblicata' }).where(eq(reviews.id, pending.id));
    expect(await stats(product.id)).toMatchObject({ reviewCount: 3, ratingAvg: '2.67' });

    await db.delete(reviews).where(eq(reviews.productId, product.id));
    expect(await stats(product.id)).toMatchObject({ reviewCount: 0, ratingAvg: null });
  });

  test('best price: cheapest offer for sale, in stock, approved and priced', async () => {
    const product = await createProduct();
    const shop = await createMerchant();
    await createOffer(product.id, shop.id, { price: '120.00' });
    await createOffer(product.id, shop.id, { price: '80.00', inStock: false });
    await createOffer(product.id, shop.id, { price: '70.00', isForSale: false });
    await createOffer(product.id, shop.id, { price: '60.00', isApproved: false });
    await createOffer(product.id, shop.id, { price: null });
    const cheaper = await createOffer(product.id, shop.id, { price: '99.50' });
    expect(await stats(product.id)).toMatchObject({ bestPrice: '99.50', offersCount: 3 });

    await db.update(offers).set({ price: '150.00' }).where(eq(offers.id, cheaper.id));
    expect(await stats(product.id)).toMatchObject({ bestPrice: '120.00' });

    // An offer moved to another product updates both.
    const other = await createProduct();
    await db.update(offers).set({ productId: other.id }).where(eq(offers.id, cheaper.id));
    expect((await stats(product.id)).offersCount).toBe(2);
    expect(await stats(other.id)).toMatchObject({ bestPrice: '150.00', offersCount: 1 });
  });

  test('a bulk insert refreshes every product it touches in one statement', async () => {
    const shop = await createMerchant();
    const many = await Promise.all(Array.from({ length: 5 }, () => createProduct()));
    await createOffers(
      many.map((product, index) => ({
        productId: product.id,
        merchantId: shop.id,
        price: `${10 + index}.00`,
        affiliateUrl: 'https://negozio.example',
      })),
    );
    for (const [index, product] of many.entries()) {
      expect(await stats(product.id)).toMatchObject({ bestPrice: `${10 + index}.00`, offersCount: 1 });
    }
  });

  // Only a server has two connections; PGlite runs one statement at a time.
  test.skipIf(process.env.TEST_DB !== 'postgres')(
    'two writers at once on one product: both offers count (the refresh waits for the other)',
    async () => {
      const product = await createProduct();
      const shop = await createMerchant();
      const waitingForLock = async () =>
        (
          await queryRows<{ n: number }>(
            sql`select count(*)::int as n from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock'`,
          )
        )[0]!.n;
      let second: Promise<unknown> | undefined;
      await db.transaction(async (tx) => {
        await createOffer(
          product.id,
          shop.id,
          { name: 'Prima offerta', price: '50.00', affiliateUrl: 'https://negozio.example/p/a' },
          tx,
        );
        // The second writer starts while this one is open and waits for the product row.
        second = createOffer(product.id, shop.id, { price: '40.00' });
        for (let attempt = 0; attempt < 200 && (await waitingForLock()) === 0; attempt++)
          await new Promise((resolve) => setTimeout(resolve, 25));
      });
      await second;
      expect(await stats(product.id)).toMatchObject({ offersCount: 2, bestPrice: '40.00' });
    },
  );

  test('reviews of one product written at once: each counted, no deadlock between their key checks', async () => {
    const product = await createProduct();
    const people = await Promise.all([createUser(), createUser(), createUser(), createUser()]);
    await Promise.all(
      people.map((person, index) => createReview(product.id, person.id, { rating: index + 2 })),
    );
    expect(await stats(product.id)).toMatchObject({ reviewCount: 4, ratingAvg: '3.50' });
  });
});
