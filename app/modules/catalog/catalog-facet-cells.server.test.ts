import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { captureQueries, db, queryRows } from '#app/lib/db.server.ts';
import { offers, products, reviews } from '#db/schema/index.ts';
import {
  createCategory,
  createMerchant,
  createOffer,
  createProduct,
  createReview,
  createUser,
} from '#tests/support/factories.ts';
import { foldFacetCells, PRICE_BOUNDARIES, priceBand } from './catalog-facet-cells.server.ts';
import { DEFAULT_CATALOG_QUERY, PRICE_RANGES } from './catalog-query.ts';
import { loadCatalogPage } from './list-products.server.ts';

/*
 * The facet cells (migration 0040) against the products themselves: after every kind of change a
 * product goes through, the cells' sums equal the cells recomputed here from each listed product's
 * columns, and each product's shops equal its offers'.
 */

type ProductRow = {
  id: string;
  category_id: string | null;
  brand_name: string | null;
  best_price: string | null;
  rating_avg: string | null;
  offers_count: number;
  shop_ids: string[];
  shops: string[];
};

const key = (...parts: unknown[]) => JSON.stringify(parts);

async function expectCellsExact() {
  const listed = await queryRows<ProductRow>(sql`
    select p.id, p.category_id, p.brand_name, p.best_price, p.rating_avg, p.offers_count,
           p.shop_ids::text[] as shop_ids,
           array(select distinct o.merchant_id::text from offers o
                 where o.product_id = p.id and o.is_for_sale and o.is_approved
                 order by 1) as shops
    from products p where p.status = 'approved'`);
  const expected = new Map<string, number>();
  for (const product of listed) {
    expect(product.shop_ids, `shops of ${product.id}`).toEqual(product.shops);
    const rating = product.rating_avg === null ? 0 : Number(product.rating_avg);
    for (const merchant of [null, ...product.shops]) {
      const cell = key(
        product.category_id,
        product.brand_name,
        priceBand(product.best_price === null ? null : Number(product.best_price)),
        rating >= 4 ? 4 : rating >= 3 ? 3 : 0,
        product.offers_count > 0,
        merchant,
      );
      expected.set(cell, (expected.get(cell) ?? 0) + 1);
    }
  }
  const cells = await queryRows<{
    category_id: string | null;
    brand_name: string | null;
    price_band: number;
    rating_band: number;
    available: boolean;
    merchant_id: string | null;
    n: number;
  }>(sql`
    select category_id, brand_name, price_band, rating_band, available, merchant_id, sum(product_count)::int as n
    from catalog_facet_cells group by 1, 2, 3, 4, 5, 6 having sum(product_count) <> 0`);
  const actual = new Map(
    cells.map((row) => [
      key(row.category_id, row.brand_name, row.price_band, row.rating_band, row.available, row.merchant_id),
      row.n,
    ]),
  );
  expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected));
}

const unfolded = async () =>
  (
    await queryRows<{ n: number }>(sql`select count(*)::int as n from catalog_facet_cells where not folded`)
  )[0]!.n;

describe('price bands', () => {
  test('the bands in code are the database’s, at every end and in between', async () => {
    const ends = PRICE_RANGES.flatMap((range) => [range.min, range.max]).filter((end) => end !== null);
    expect(PRICE_BOUNDARIES).toEqual([...new Set(ends)]);
    const prices = [
      ...[0.01, 99.99, 100, 100.01, 249.99, 250, 500, 999.99, 1000, 2000, 2000.01, 99_999, null],
      ...fc.sample(fc.integer({ min: 1, max: 300_000 }), 100).map((cents) => cents / 100),
    ];
    const rows = await queryRows<{ price: string | null; band: number }>(
      sql`select p.price::text as price, catalog_price_band(p.price) as band
          from unnest(${`{${prices.map((price) => (price === null ? 'NULL' : price.toFixed(2))).join(',')}}`}::numeric[]) as p(price)`,
    );
    for (const row of rows)
      expect(row.band, `band of ${row.price}`).toBe(priceBand(row.price === null ? null : Number(row.price)));
  });
});

describe('facet cells follow the products', () => {
  test('every change a product goes through, then folding', async () => {
    const [phones, audio] = await Promise.all([
      createCategory({ slug: 'smartphone', name: 'Smartphone' }),
      createCategory({ slug: 'audio', name: 'Audio' }),
    ]);
    const [shopA, shopB] = await Promise.all([createMerchant(), createMerchant()]);
    const phone = await createProduct({ brandName: 'Samsung', categoryId: phones.id, status: 'approved' });
    const buds = await createProduct({ brandName: 'Samsung', categoryId: audio.id, status: 'approved' });
    const speaker = await createProduct({ brandName: 'JBL', categoryId: audio.id, status: 'approved' });
    await createProduct({ brandName: 'Nokia', categoryId: phones.id, status: 'pending' });
    await expectCellsExact();

    // Offers: a price at a range's end, two shops, one out of stock, then a price across a band.
    const first = await createOffer(phone.id, shopA.id, { price: '250.00' });
    await createOffer(phone.id, shopB.id, { price: '199.00', inStock: false });
    await createOffer(buds.id, shopB.id, { price: '49.90' });
    await expectCellsExact();
    await db.update(offers).set({ price: '1250.00' }).where(eq(offers.id, first.id));
    await db.update(offers).set({ inStock: false }).where(eq(offers.productId, buds.id));
    await expectCellsExact();
    await db.delete(offers).where(eq(offers.id, first.id));
    await expectCellsExact();

    // Reviews move a product across the rating bands; a rejection moves it back.
    const people = await Promise.all([createUser(), createUser()]);
    const review = await createReview(speaker.id, people[0]!.id, { rating: 5 });
    await expectCellsExact();
    await createReview(speaker.id, people[1]!.id, { rating: 2 });
    await db.update(reviews).set({ status: 'rifiutata' }).where(eq(reviews.id, review.id));
    await expectCellsExact();

    // The product itself: brand, category, leaving and re-entering the catalogue, deletion.
    await db.update(products).set({ brandName: 'Apple', categoryId: null }).where(eq(products.id, buds.id));
    await db.update(products).set({ status: 'pending' }).where(eq(products.id, phone.id));
    await expectCellsExact();
    await db.update(products).set({ status: 'approved' }).where(eq(products.id, phone.id));
    await db.delete(products).where(eq(products.id, speaker.id));
    await expectCellsExact();

    // Folding keeps every count and leaves one row per cell.
    expect(await unfolded()).toBeGreaterThan(0);
    const cells = await foldFacetCells();
    expect(cells).toBeGreaterThan(0);
    expect(await unfolded()).toBe(0);
    const [folded] = await queryRows<{ rows: number; distinct: number }>(
      sql`select count(*)::int as rows,
                 count(distinct (category_id, brand_name, price_band, rating_band, available, merchant_id))::int as distinct
          from catalog_facet_cells`,
    );
    expect(folded).toEqual({ rows: cells, distinct: cells });
    await expectCellsExact();
    expect(await foldFacetCells()).toBeNull();

    // An update that moves no product between cells writes nothing.
    await db.update(products).set({ description: 'Nuova descrizione' });
    expect(await unfolded()).toBe(0);
  });

  test('a state without a search is counted from the cells; a search or two shops from the products', async () => {
    const reads = async (change: Partial<typeof DEFAULT_CATALOG_QUERY>) => {
      const { queries } = await captureQueries(() =>
        loadCatalogPage({ ...DEFAULT_CATALOG_QUERY, ...change }),
      );
      return queries.some((text) => text.includes('catalog_facet_cells'));
    };
    expect(await reads({})).toBe(true);
    expect(await reads({ category: 'audio', brands: ['Samsung'], minPrice: 100, maxPrice: 250 })).toBe(true);
    expect(await reads({ shops: ['uno'], minRating: 4, available: true })).toBe(true);
    expect(await reads({ q: 'samsung', sort: 'relevance' })).toBe(false);
    expect(await reads({ shops: ['uno', 'due'] })).toBe(false);
    // A typed price inside a band: its ranges from the cells, the rest over the products in it.
    expect(await reads({ minPrice: 120 })).toBe(true);
    expect(await reads({ minPrice: 120, shops: ['uno', 'due'] })).toBe(false);
  });
});

// Only a server has two connections; PGlite runs one statement at a time.
describe.skipIf(process.env.TEST_DB !== 'postgres')('two writers at once', () => {
  test('moving products into one cell from two transactions: neither waits for the other', async () => {
    const [one, two] = await Promise.all([
      createProduct({ brandName: 'Stessa', status: 'approved' }),
      createProduct({ brandName: 'Stessa', status: 'approved' }),
    ]);
    // Both cross into the same rating band (a change that touches no other shared row, such as the
    // search vocabulary a new brand name would).
    await db.transaction(async (tx) => {
      await tx.update(products).set({ ratingAvg: '4.50' }).where(eq(products.id, one.id));
      // The open transaction has written its change to the cell; another one does the same now.
      const other = db.update(products).set({ ratingAvg: '4.20' }).where(eq(products.id, two.id));
      const waited = await Promise.race([
        other.then(() => false),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 5_000)),
      ]);
      expect(waited).toBe(false);
    });
    await expectCellsExact();
  });

  test('a fold while a writer is open keeps the writer’s change for the next fold', async () => {
    const product = await createProduct({ brandName: 'Prima', status: 'approved' });
    await foldFacetCells();
    await db.transaction(async (tx) => {
      await tx.update(products).set({ brandName: 'Dopo' }).where(eq(products.id, product.id));
      await foldFacetCells();
    });
    await expectCellsExact();
    expect(await unfolded()).toBeGreaterThan(0);
    await foldFacetCells();
    expect(await unfolded()).toBe(0);
    await expectCellsExact();
  });
});
