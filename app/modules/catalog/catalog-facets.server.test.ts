import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import { captureQueries, queryRows } from '#app/lib/db.server.ts';
import {
  createCategory,
  createMerchant,
  createOffer,
  createProduct,
  createReview,
  createUser,
} from '#tests/support/factories.ts';
import { type CatalogQuery, DEFAULT_CATALOG_QUERY, MIN_RATINGS, PRICE_RANGES } from './catalog-query.ts';
import { listCatalogProducts, loadCatalogPage } from './list-products.server.ts';

/*
 * The facet counts against a direct count: every product's category, brand, shops, best price,
 * average rating and availability read straight from its offers and reviews (not from the
 * aggregates the triggers keep), then filtered here in plain code. A search's matches come from
 * the listing itself (what a search matches is the search tests' subject, not this file's).
 */

type Shop = { shop: string; price: string | null; inStock?: boolean; forSale?: boolean; approved?: boolean };
type Planned = {
  name: string;
  brand: string | null;
  category: string | null;
  description: string;
  shops: Shop[];
  ratings: number[];
  status?: 'approved' | 'pending';
};

const catalogue: Planned[] = [
  {
    name: 'Samsung Galaxy S24',
    brand: 'Samsung',
    category: 'smartphone',
    description: 'Smartphone Android con fotocamera da 200 megapixel.',
    shops: [
      { shop: 'mediaworld', price: '899.00' },
      { shop: 'unieuro', price: '949.00' },
    ],
    ratings: [5],
  },
  {
    name: 'Samsung Galaxy A55',
    brand: 'Samsung',
    category: 'smartphone',
    description: 'Smartphone di fascia media con batteria che dura due giorni.',
    shops: [{ shop: 'amazon-it', price: '399.00' }],
    ratings: [4],
  },
  {
    name: 'Apple iPhone 16',
    brand: 'Apple',
    category: 'smartphone',
    description: 'Smartphone con chip A18 e fotocamera migliorata.',
    shops: [
      { shop: 'mediaworld', price: '979.00', inStock: false },
      { shop: 'amazon-it', price: '1000.00' },
    ],
    ratings: [3],
  },
  {
    name: 'Xiaomi Redmi Note 13',
    brand: 'Xiaomi',
    category: 'smartphone',
    description: 'Smartphone economico con schermo AMOLED.',
    shops: [],
    ratings: [],
  },
  {
    name: 'Sony WH-1000XM5',
    brand: 'Sony',
    category: 'audio',
    description: 'Cuffie con cancellazione del rumore per la corsa e i viaggi.',
    shops: [
      { shop: 'unieuro', price: '299.00' },
      { shop: 'amazon-it', price: '100.00', forSale: false },
    ],
    ratings: [5],
  },
  {
    name: 'JBL Flip 6',
    brand: 'JBL',
    category: 'audio',
    description: 'Speaker Bluetooth resistente all acqua.',
    shops: [{ shop: 'unieuro', price: '100.00' }],
    ratings: [2],
  },
  {
    name: 'Samsung Galaxy Buds 3',
    brand: 'Samsung',
    category: 'audio',
    description: 'Auricolari true wireless per smartphone Galaxy.',
    shops: [
      { shop: 'mediaworld', price: '49.90' },
      { shop: 'unieuro', price: '45.00', approved: false },
    ],
    ratings: [4],
  },
  {
    name: 'Sony Bravia 55',
    brand: 'Sony',
    category: 'tv',
    description: 'Televisore 4K da 55 pollici.',
    shops: [{ shop: 'mediaworld', price: '1299.00', inStock: false }],
    ratings: [4],
  },
  {
    name: 'LG OLED C4 65',
    brand: 'LG',
    category: 'tv',
    description: 'Televisore OLED da 65 pollici.',
    shops: [
      { shop: 'amazon-it', price: '1499.00' },
      { shop: 'unieuro', price: null },
    ],
    ratings: [],
  },
  {
    name: 'Samsung Galaxy Prototipo',
    brand: 'Samsung',
    category: 'smartphone',
    description: 'Non ancora in catalogo.',
    shops: [{ shop: 'mediaworld', price: '500.00' }],
    ratings: [5],
    status: 'pending',
  },
  {
    name: 'Anker Cavo USB-C',
    brand: 'Anker',
    category: null,
    description: 'Cavo di ricarica per smartphone.',
    shops: [{ shop: 'amazon-it', price: '9.99' }],
    ratings: [],
  },
  {
    name: 'Supporto da scrivania',
    brand: null,
    category: 'audio',
    description: 'Supporto per cuffie.',
    shops: [{ shop: 'unieuro', price: '15.00' }],
    ratings: [3],
  },
];

type Known = {
  id: string;
  category: string | null;
  brand: string | null;
  shops: string[];
  best: number | null;
  rating: number | null;
  available: boolean;
};
let known: Known[] = [];

beforeAll(async () => {
  const categoryIds = new Map<string, string>();
  for (const [slug, name] of [
    ['smartphone', 'Smartphone'],
    ['audio', 'Audio'],
    ['tv', 'TV'],
  ] as const) {
    categoryIds.set(slug, (await createCategory({ slug, name })).id);
  }
  const merchantIds = new Map<string, string>();
  for (const [slug, name] of [
    ['mediaworld', 'MediaWorld'],
    ['unieuro', 'Unieuro'],
    ['amazon-it', 'Amazon.it'],
  ] as const) {
    merchantIds.set(slug, (await createMerchant({ slug, name })).id);
  }
  const users = await Promise.all([createUser(), createUser()]);
  for (const planned of catalogue) {
    const product = await createProduct({
      name: planned.name,
      slug: planned.name.toLowerCase().replace(/\W+/g, '-'),
      brandName: planned.brand,
      description: planned.description,
      categoryId: planned.category ? categoryIds.get(planned.category) : null,
      status: planned.status ?? 'approved',
    });
    for (const offer of planned.shops) {
      await createOffer(product.id, merchantIds.get(offer.shop)!, {
        price: offer.price,
        inStock: offer.inStock ?? true,
        isForSale: offer.forSale ?? true,
        isApproved: offer.approved ?? true,
      });
    }
    for (const [index, rating] of planned.ratings.entries()) {
      await createReview(product.id, users[index]!.id, { rating });
    }
  }
  known = (
    await queryRows<{
      id: string;
      category: string | null;
      brand: string | null;
      shops: string[];
      best: string | null;
      rating: string | null;
      available: boolean;
    }>(sql`
      select p.id, c.slug as category, p.brand_name as brand,
        array(select distinct m.slug from offers o join merchants m on m.id = o.merchant_id
              where o.product_id = p.id and o.is_for_sale and o.is_approved) as shops,
        (select min(o.price) from offers o where o.product_id = p.id and o.is_for_sale and o.is_approved
           and o.in_stock and o.price is not null) as best,
        (select avg(r.rating) from reviews r where r.product_id = p.id and r.status = 'pubblicata') as rating,
        exists (select 1 from offers o where o.product_id = p.id and o.is_for_sale and o.is_approved
                  and o.in_stock) as available
      from products p left join categories c on c.id = p.category_id
      where p.status = 'approved'`)
  ).map((row) => ({
    ...row,
    best: row.best === null ? null : Number(row.best),
    rating: row.rating === null ? null : Number(row.rating),
  }));
});

/** The products a search matches whatever the filters (all listed ones without a search). */
async function matchesOf(q: string): Promise<Set<string>> {
  const page = await listCatalogProducts(
    { ...DEFAULT_CATALOG_QUERY, q, pageSize: 60 },
    { limit: 100, offset: 0 },
  );
  return new Set(page.items.map((item) => item.id));
}

/** What the catalogue should list for these filters, counted directly. */
function direct(matches: Set<string>, query: CatalogQuery): number {
  return known.filter(
    (product) =>
      matches.has(product.id) &&
      (!query.category || product.category === query.category) &&
      (query.brands.length === 0 || query.brands.includes(product.brand ?? '')) &&
      (query.shops.length === 0 || product.shops.some((shop) => query.shops.includes(shop))) &&
      (query.minPrice === null || (product.best !== null && product.best >= query.minPrice)) &&
      (query.maxPrice === null || (product.best !== null && product.best <= query.maxPrice)) &&
      (query.minRating === 0 || (product.rating !== null && product.rating >= query.minRating)) &&
      (!query.available || product.available),
  ).length;
}

/** Every count the page shows equals the direct count of picking that value. */
async function expectCountsAgree(query: CatalogQuery) {
  const page = await loadCatalogPage(query);
  const matches = page.result.searchIgnored || !query.q ? await matchesOf('') : await matchesOf(query.q);
  const label = JSON.stringify(query);
  expect(page.result.total, `total for ${label}`).toBe(direct(matches, query));
  for (const category of page.facets.categories) {
    expect(category.count, `category ${category.slug} for ${label}`).toBe(
      direct(matches, { ...query, category: category.slug }),
    );
  }
  for (const brand of page.facets.brands) {
    expect(brand.count, `brand ${brand.value} for ${label}`).toBe(
      direct(matches, { ...query, brands: [brand.value] }),
    );
  }
  // Every brand that would list something is offered (there are fewer than BRAND_LIMIT here).
  const brands = new Set(known.map((product) => product.brand).filter((brand) => brand !== null));
  for (const brand of brands) {
    const listed = direct(matches, { ...query, brands: [brand] });
    if (listed > 0)
      expect(
        page.facets.brands.map((item) => item.value),
        `${brand} for ${label}`,
      ).toContain(brand);
  }
  for (const shop of page.facets.shops) {
    expect(shop.count, `shop ${shop.value} for ${label}`).toBe(
      direct(matches, { ...query, shops: [shop.value] }),
    );
  }
  for (const range of page.facets.prices) {
    expect(range.count, `price ${range.min}-${range.max} for ${label}`).toBe(
      direct(matches, { ...query, minPrice: range.min, maxPrice: range.max }),
    );
  }
  for (const rating of page.facets.ratings) {
    expect(rating.count, `rating ${rating.value} for ${label}`).toBe(
      direct(matches, { ...query, minRating: rating.value }),
    );
  }
  expect(page.facets.available, `available for ${label}`).toBe(
    direct(matches, { ...query, available: true }),
  );
  return page;
}

const query = (change: Partial<CatalogQuery> = {}): CatalogQuery => ({ ...DEFAULT_CATALOG_QUERY, ...change });

describe('facet counts', () => {
  test('the whole catalogue: each facet counts what picking its value lists', async () => {
    const page = await expectCountsAgree(query());
    expect(page.facets.brands.map((brand) => [brand.value, brand.count])).toEqual([
      ['Samsung', 3],
      ['Sony', 2],
      ['Anker', 1],
      ['Apple', 1],
      ['JBL', 1],
      ['LG', 1],
      ['Xiaomi', 1],
    ]);
    expect(page.facets.shops.map((shop) => [shop.label, shop.count])).toEqual([
      ['Unieuro', 5],
      ['Amazon.it', 4],
      ['MediaWorld', 4],
    ]);
    // 100,00 € sits at the end of one range and the start of the next: both list it.
    expect(page.facets.prices.map((range) => range.count)).toEqual([4, 1, 2, 2, 2, 0]);
    expect(page.facets.ratings).toEqual([
      { value: 0, count: 11 },
      { value: 3, count: 7 },
      { value: 4, count: 5 },
    ]);
    expect(page.facets.available).toBe(9);
    // The pending prototype counts nowhere, the product without a category only in the total.
    expect(page.facets.categories.map((category) => [category.slug, category.count])).toEqual([
      ['audio', 4],
      ['smartphone', 4],
      ['tv', 2],
    ]);
  });

  test("a facet's own pick leaves its counts alone and narrows every other facet", async () => {
    const page = await expectCountsAgree(query({ brands: ['Samsung'] }));
    expect(page.result.total).toBe(3);
    expect(page.facets.brands.find((brand) => brand.value === 'Apple')).toMatchObject({
      count: 1,
      selected: false,
    });
    expect(page.facets.brands.find((brand) => brand.value === 'Samsung')).toMatchObject({
      count: 3,
      selected: true,
    });
    expect(page.facets.categories.map((category) => category.count)).toEqual([1, 2, 0]);
    // Two brands: either of them.
    const two = await expectCountsAgree(query({ brands: ['Samsung', 'Apple'] }));
    expect(two.result.total).toBe(4);
  });

  test('combinations: category, brand, shop, price, rating and availability together', async () => {
    const page = await expectCountsAgree(
      query({
        category: 'smartphone',
        brands: ['Samsung', 'Apple'],
        shops: ['mediaworld', 'amazon-it'],
        minPrice: 300,
        maxPrice: 1000,
        minRating: 3,
        available: true,
      }),
    );
    expect(page.result.items.map((item) => item.name).sort()).toEqual([
      'Apple iPhone 16',
      'Samsung Galaxy A55',
      'Samsung Galaxy S24',
    ]);
  });

  test('a typed price inside a range: every count, the ranges’ among them, agrees', async () => {
    const typed = await expectCountsAgree(query({ minPrice: 50, maxPrice: 950 }));
    expect(typed.result.total).toBe(4);
    expect(typed.facets.prices.map((range) => range.count)).toEqual([4, 1, 2, 2, 2, 0]);
    await expectCountsAgree(query({ minPrice: 45.5, shops: ['unieuro'], minRating: 3, category: 'audio' }));
    await expectCountsAgree(query({ maxPrice: 999.99, brands: ['Samsung', 'Apple'], available: true }));
  });

  test('a picked value that lists nothing still shows, so it can be taken off', async () => {
    const page = await expectCountsAgree(query({ brands: ['Nokia'], shops: ['chiuso'] }));
    expect(page.result.total).toBe(0);
    expect(page.facets.brands.find((brand) => brand.value === 'Nokia')).toEqual({
      value: 'Nokia',
      label: 'Nokia',
      count: 0,
      selected: true,
    });
    expect(page.facets.shops.find((shop) => shop.value === 'chiuso')).toMatchObject({
      count: 0,
      selected: true,
    });
  });

  test('searches: typos, stop words, no match, only stop words', async () => {
    const typo = await expectCountsAgree(query({ q: 'samsng', sort: 'relevance' }));
    expect(typo.result.total).toBe(3);
    expect(typo.facets.brands.map((brand) => brand.value)).toEqual(['Samsung']);
    const stopWords = await expectCountsAgree(query({ q: 'le cuffie per la corsa', sort: 'relevance' }));
    expect(stopWords.result.items.map((item) => item.name)).toEqual(['Sony WH-1000XM5']);
    expect(stopWords.facets.shops.map((shop) => [shop.value, shop.count])).toEqual([['unieuro', 1]]);
    const none = await expectCountsAgree(query({ q: 'zzzqqqxxx', sort: 'relevance' }));
    expect(none.result.total).toBe(0);
    expect([...none.facets.brands, ...none.facets.shops]).toEqual([]);
    expect(none.facets.categories.every((category) => category.count === 0)).toBe(true);
    expect(none.facets.available).toBe(0);
    const ignored = await expectCountsAgree(query({ q: 'il', sort: 'relevance', brands: ['Sony'] }));
    expect(ignored.result.searchIgnored).toBe(true);
    expect(ignored.result.total).toBe(2);
  });

  test('any combination of filters and searches agrees with a direct count', async () => {
    const pick = <T>(values: readonly T[]) => fc.constantFrom(...values);
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          q: pick(['', 'galaxy', 'samsng', 'smartphone', 'cuffie per la corsa', 'il', 'zzzz']),
          category: pick(['', 'smartphone', 'audio', 'tv']),
          brands: fc.subarray(['Samsung', 'Sony', 'Apple', 'LG', 'Anker']),
          shops: fc.subarray(['mediaworld', 'unieuro', 'amazon-it']),
          price: pick([
            [null, null],
            [null, 100],
            [100, null],
            [50, 1000],
            [100, 100],
          ] as const),
          minRating: pick(MIN_RATINGS),
          available: fc.boolean(),
        }),
        async ({ price: [minPrice, maxPrice], brands, shops, ...rest }) => {
          await expectCountsAgree(
            query({ ...rest, brands: brands.sort(), shops: shops.sort(), minPrice, maxPrice }),
          );
        },
      ),
      { numRuns: 40 },
    );
  });

  test('the counts come in one statement, whatever the filters', async () => {
    const plain = await captureQueries(() => loadCatalogPage(query()));
    const filtered = await captureQueries(() =>
      loadCatalogPage(query({ brands: ['Sony'], shops: ['unieuro'], minPrice: 10, available: true })),
    );
    const facetStatements = (queries: string[]) => queries.filter((text) => text.includes("'brand'")).length;
    expect(facetStatements(plain.queries)).toBe(1);
    expect(facetStatements(filtered.queries)).toBe(1);
    expect(plain.queries.length).toBeLessThanOrEqual(3);
    expect(filtered.queries.length).toBeLessThanOrEqual(3);
    expect(PRICE_RANGES.length).toBe(plain.result.facets.prices.length);
  });
});
