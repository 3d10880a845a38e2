import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { captureQueries, db } from '#app/lib/db.server.ts';
import { offerClicks, products } from '#db/schema/index.ts';
import {
  createCategory,
  createMerchant,
  createOffer,
  createProduct,
  createReview,
  createUser,
} from '#tests/support/factories.ts';
import { DEFAULT_CATALOG_QUERY, type CatalogQuery } from './catalog-query.ts';
import { getProductBySlug } from './get-product.server.ts';
import { listCatalogProducts } from './list-products.server.ts';
import { recordOfferClick } from './record-offer-click.server.ts';

const query = (change: Partial<CatalogQuery> = {}): CatalogQuery => ({ ...DEFAULT_CATALOG_QUERY, ...change });
const names = async (change: Partial<CatalogQuery>) =>
  (await listCatalogProducts(query({ pageSize: 60, ...change }))).items.map((item) => item.name);

let phones: Awaited<ReturnType<typeof createCategory>>;
let tvs: Awaited<ReturnType<typeof createCategory>>;

beforeAll(async () => {
  phones = await createCategory({ name: 'Smartphone', slug: 'smartphone' });
  tvs = await createCategory({ name: 'TV', slug: 'tv' });
  const shop = await createMerchant({ name: 'Negozio Uno', slug: 'negozio-uno' });
  const amazon = await createMerchant({ name: 'Amazon.it', slug: 'amazon-it', isMarketplace: true });
  const reviewers = await Promise.all(Array.from({ length: 4 }, () => createUser()));
  const day = 86_400_000;
  const catalog = [
    // name, category, ratings, prices, age in days
    {
      name: 'Samsung Galaxy S24',
      category: phones,
      ratings: [5, 4, 4],
      prices: ['799.00', '749.90'],
      age: 200,
    },
    { name: 'Samsung Galaxy A55', category: phones, ratings: [3, 3], prices: ['379.00'], age: 10 },
    { name: 'Apple iPhone 15', category: phones, ratings: [5, 5, 5, 4], prices: [null, '829.00'], age: 300 },
    { name: 'Xiaomi Redmi Note 13', category: phones, ratings: [], prices: [], age: 100 },
    { name: 'LG OLED C4 55', category: tvs, ratings: [5], prices: ['1299.00'], age: 50 },
  ];
  for (const item of catalog) {
    const product = await createProduct({
      name: item.name,
      slug: item.name.toLowerCase().replace(/\s+/g, '-'),
      brandName: item.name.split(' ')[0],
      categoryId: item.category.id,
      description: `${item.name}: prodotto di prova con batteria e fotocamere.`,
      createdAt: new Date(Date.now() - item.age * day),
    });
    for (const [index, rating] of item.ratings.entries())
      await createReview(product.id, reviewers[index]!.id, { rating });
    for (const price of item.prices)
      await createOffer(product.id, item.name.startsWith('Apple') ? amazon.id : shop.id, { price });
  }
  // Not listed: pending and inactive products never appear.
  await createProduct({
    name: 'Samsung Galaxy Prototipo',
    slug: 'samsung-prototipo',
    status: 'pending',
    categoryId: phones.id,
  });
  await createProduct({
    name: 'Samsung Galaxy Ritirato',
    slug: 'samsung-ritirato',
    status: 'inactive',
    categoryId: phones.id,
  });
});

describe('catalogue listing', () => {
  test('lists only approved products, most reviewed first by default', async () => {
    expect(await names({})).toEqual([
      'Apple iPhone 15',
      'Samsung Galaxy S24',
      'Samsung Galaxy A55',
      'LG OLED C4 55',
      'Xiaomi Redmi Note 13',
    ]);
  });

  test('the four sorts really sort', async () => {
    // LG 5.00 (one review), iPhone 4.75, S24 4.33, A55 3.00, Xiaomi unrated (last).
    expect(await names({ sort: 'highestRated' })).toEqual([
      'LG OLED C4 55',
      'Apple iPhone 15',
      'Samsung Galaxy S24',
      'Samsung Galaxy A55',
      'Xiaomi Redmi Note 13',
    ]);
    expect(await names({ sort: 'mostRecent' })).toEqual([
      'Samsung Galaxy A55',
      'LG OLED C4 55',
      'Xiaomi Redmi Note 13',
      'Samsung Galaxy S24',
      'Apple iPhone 15',
    ]);
    expect(await names({ sort: 'bestPrice' })).toEqual([
      'Samsung Galaxy A55', // 379
      'Samsung Galaxy S24', // 749.90
      'Apple iPhone 15', // 829 (the unpriced offer does not count)
      'LG OLED C4 55', // 1299
      'Xiaomi Redmi Note 13', // no offers: last
    ]);
  });

  test('minimum rating keeps products whose average is at least the value', async () => {
    expect((await names({ minRating: 4 })).sort()).toEqual([
      'Apple iPhone 15',
      'LG OLED C4 55',
      'Samsung Galaxy S24',
    ]);
    expect((await names({ minRating: 3 })).sort()).toEqual([
      'Apple iPhone 15',
      'LG OLED C4 55',
      'Samsung Galaxy A55',
      'Samsung Galaxy S24',
    ]);
  });

  test('text search and filters work together, with typos', async () => {
    expect(await names({ q: 'smarphone samsng', sort: 'mostReviewed' })).toEqual([
      'Samsung Galaxy S24',
      'Samsung Galaxy A55',
    ]);
    expect(await names({ q: 'galxy', category: 'smartphone', minRating: 4 })).toEqual(['Samsung Galaxy S24']);
    expect(await names({ q: 'iphone', category: 'tv' })).toEqual([]);
    expect(await names({ q: 'tv' })).toEqual(['LG OLED C4 55']);
    // Italian inflection: the documents say "fotocamere" and "batteria".
    expect(await names({ q: 'fotocamera batterie' })).toHaveLength(5);
  });

  test('pages and totals', async () => {
    const first = await listCatalogProducts(query({ pageSize: 12, page: 1 }));
    expect(first).toMatchObject({ total: 5, pageCount: 1 });
    const paged = await listCatalogProducts(query({ pageSize: 12, page: 1 }), { limit: 2, offset: 2 });
    expect(paged.items.map((item) => item.name)).toEqual(['Samsung Galaxy A55', 'LG OLED C4 55']);
  });

  test('totals without filters or by category alone follow approvals and products without a category', async () => {
    const total = async (change: Partial<CatalogQuery> = {}) =>
      (await listCatalogProducts(query(change))).total;
    expect([await total(), await total({ category: 'smartphone' }), await total({ category: 'tv' })]).toEqual(
      [5, 4, 1],
    );
    const loose = await createProduct({ name: 'Cavo USB-C', slug: 'cavo-usb-c', categoryId: null });
    await db.update(products).set({ status: 'approved' }).where(eq(products.slug, 'samsung-prototipo'));
    try {
      expect([await total(), await total({ category: 'smartphone' })]).toEqual([7, 5]);
      expect(await total({ category: 'nessuna' })).toBe(0);
    } finally {
      await db.update(products).set({ status: 'pending' }).where(eq(products.slug, 'samsung-prototipo'));
      await db.delete(products).where(eq(products.id, loose.id));
    }
    expect(await total()).toBe(5);
  });

  test('cards carry the aggregates: rating, review count, best price, offers', async () => {
    const [iphone] = (await listCatalogProducts(query({ q: 'iphone' }))).items;
    expect(iphone).toMatchObject({ reviewCount: 4, ratingAvg: '4.75', bestPrice: '829.00', offersCount: 2 });
  });
});

describe('product page data', () => {
  test('offers: for sale and in stock only, cheapest first, unpriced last', async () => {
    const product = await getProductBySlug('apple-iphone-15');
    expect(product?.offers.map((offer) => offer.price)).toEqual(['829.00', null]);
    expect(product?.offers[0]).toMatchObject({ merchantName: 'Amazon.it', isMarketplace: true });
  });

  test('an unknown, pending or inactive product is not found', async () => {
    expect(await getProductBySlug('non-esiste')).toBeNull();
    expect(await getProductBySlug('samsung-prototipo')).toBeNull();
    expect(await getProductBySlug('samsung-ritirato')).toBeNull();
    expect(await getProductBySlug('<script>')).toBeNull();
  });
});

describe('shop clicks', () => {
  test('a click is recorded with the signed-in user, never for bots, never for hidden offers', async () => {
    const product = await getProductBySlug('samsung-galaxy-s24');
    const offerId = product!.offers[0]!.id;
    const user = await createUser();
    expect(await recordOfferClick({ offerId, userId: user.id, isBot: false })).toMatchObject({
      isMarketplace: false,
    });
    expect(await recordOfferClick({ offerId, userId: null, isBot: true })).not.toBeNull();
    const clicks = await db.select().from(offerClicks).where(eq(offerClicks.offerId, offerId));
    expect(clicks.map((click) => click.userId)).toEqual([user.id]);

    await db.update(products).set({ status: 'inactive' }).where(eq(products.id, product!.id));
    expect(await recordOfferClick({ offerId, userId: null, isBot: false })).toBeNull();
    await db.update(products).set({ status: 'approved' }).where(eq(products.id, product!.id));
    expect(await recordOfferClick({ offerId: 'not-a-uuid', userId: null, isBot: false })).toBeNull();
  });
});

describe('a fixed number of queries per list, whatever the page size', () => {
  // The cards carry the total: one statement for both (decision 037).
  test.each([12, 20, 40, 60] as const)('catalogue page of %i', async (pageSize) => {
    const { queries } = await captureQueries(() => listCatalogProducts(query({ pageSize })));
    expect(queries).toHaveLength(1);
  });

  test('a search adds only the lookup of its words', async () => {
    const { queries } = await captureQueries(() =>
      listCatalogProducts(query({ q: 'samsung galaxy smartphone' })),
    );
    expect(queries).toHaveLength(2);
  });
});
