import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { captureQueries, db } from '#app/lib/db.server.ts';
import { products } from '#db/schema/index.ts';
import { createCategory, createMerchant, createOffer, createProduct } from '#tests/support/factories.ts';
import { suggest } from './suggest.server.ts';

/*
 * Suggestions as you type (decision 038), on PGlite and on PostgreSQL: what is suggested after two
 * letters, typos, stop words, listed products only (the endpoint: app/routes/api/search-suggest.server.test.ts).
 */

const names = async (q: string) => (await suggest(q)).products.map((product) => product.name);
const brands = async (q: string) => (await suggest(q)).brands.map((brand) => brand.name);
const categoryNames = async (q: string) => (await suggest(q)).categories.map((category) => category.name);

const SAMSUNG_BY_REVIEWS = ['Samsung Galaxy S24 Ultra', 'Samsung Galaxy A55', 'Samsung Neo QLED 55'];

beforeAll(async () => {
  const phones = await createCategory({ name: 'Smartphone', slug: 'smartphone' });
  const tv = await createCategory({ name: 'Televisori', slug: 'televisori' });
  const laptops = await createCategory({ name: 'Laptop', slug: 'laptop' });
  // Only a pending product in it: not a category to suggest.
  const empty = await createCategory({ name: 'Droni', slug: 'droni' });
  const shop = await createMerchant();
  const catalog: [name: string, brand: string, category: string, reviews: number, price: string | null][] = [
    ['Samsung Galaxy S24 Ultra', 'Samsung', phones.id, 40, '1199.00'],
    ['Samsung Galaxy A55', 'Samsung', phones.id, 25, '379.90'],
    ['Samsung Neo QLED 55', 'Samsung', tv.id, 12, null],
    ['Apple iPhone 16', 'Apple', phones.id, 30, '979.00'],
    ['Dell XPS 13', 'Dell', laptops.id, 8, '1299.00'],
    ['Lenovo ThinkPad X1', 'Lenovo', laptops.id, 5, '1499.00'],
    ['LG OLED C4', 'LG', tv.id, 20, '1399.00'],
  ];
  for (const [name, brandName, categoryId, reviewCount, price] of catalog) {
    const product = await createProduct({
      name,
      brandName,
      categoryId,
      slug: name.toLowerCase().replace(/\W+/g, '-'),
      description: 'Un prodotto per parlare a mani libere.',
      imageUrl: name === 'Apple iPhone 16' ? null : `https://img.example/${encodeURIComponent(name)}.jpg`,
    });
    await db.update(products).set({ reviewCount }).where(eq(products.id, product.id));
    if (price) {
      await createOffer(product.id, shop.id, {
        price,
        imageUrl: name === 'Apple iPhone 16' ? 'https://shop.example/iphone.jpg' : null,
      });
    }
  }
  await createProduct({
    name: 'Samsung Galaxy Prototipo',
    brandName: 'Samsung',
    slug: 'samsung-prototipo',
    status: 'pending',
  });
  await createProduct({ name: 'Fantasma X', brandName: 'Fantasma', slug: 'fantasma-x', status: 'inactive' });
  await createProduct({
    name: 'Drone Z',
    brandName: 'Dronix',
    slug: 'drone-z',
    status: 'pending',
    categoryId: empty.id,
  });
});

describe('suggest', () => {
  test('after two letters: products by reviews, the brand with its listed products, nothing pending', async () => {
    const answer = await suggest('sams');
    expect(answer.products.map((product) => product.name)).toEqual(SAMSUNG_BY_REVIEWS);
    const [listed] = await db
      .select({ value: count() })
      .from(products)
      .where(and(eq(products.brandName, 'Samsung'), eq(products.status, 'approved')));
    expect(answer.brands).toEqual([
      { name: 'Samsung', productCount: listed!.value, url: '/catalog?q=Samsung' },
    ]);
    expect(listed!.value).toBe(3);
    expect(await names('sa')).toEqual(SAMSUNG_BY_REVIEWS);
    expect(await brands('sa')).toEqual(['Samsung']);
  });

  test('a product carries its page, its best price as a number and a picture (an offer’s when it has none)', async () => {
    const [iphone] = (await suggest('iphone')).products;
    expect(iphone).toMatchObject({
      name: 'Apple iPhone 16',
      slug: 'apple-iphone-16',
      url: '/product/apple-iphone-16',
      bestPrice: 979,
      imageUrl: 'https://shop.example/iphone.jpg',
    });
    const neo = (await suggest('neo qled')).products[0];
    expect(neo).toMatchObject({
      bestPrice: null,
      imageUrl: 'https://img.example/Samsung%20Neo%20QLED%2055.jpg',
    });
  });

  test('one letter, or none, suggests nothing', async () => {
    for (const q of ['s', ' S ', '', '   ', '-', 'é']) {
      expect(await suggest(q)).toEqual({ q: q.trim(), products: [], brands: [], categories: [] });
    }
  });

  test('every word must match, the last one as a beginning', async () => {
    expect(await names('samsung gal')).toEqual(['Samsung Galaxy S24 Ultra', 'Samsung Galaxy A55']);
    expect(await names('galaxy a5')).toEqual(['Samsung Galaxy A55']);
    expect(await names('samsung iphone')).toEqual([]);
  });

  test('typos: a letter missing, two swapped, a wrong last letter while typing', async () => {
    expect(await names('samsng')).toEqual(SAMSUNG_BY_REVIEWS);
    expect(await brands('samsng')).toEqual(['Samsung']);
    expect(await names('smasung galaxy')).toEqual(['Samsung Galaxy S24 Ultra', 'Samsung Galaxy A55']);
    expect(await brands('smasung')).toEqual(['Samsung']);
    expect(await names('iphnoe')).toEqual(['Apple iPhone 16']);
    expect(await names('samsx')).toEqual(SAMSUNG_BY_REVIEWS);
    expect(await brands('lenvo')).toEqual(['Lenovo']);
  });

  test('categories: named by their beginning or with a typo, leading to the filtered catalogue', async () => {
    expect((await suggest('smartph')).categories).toEqual([
      { name: 'Smartphone', slug: 'smartphone', productCount: 3, url: '/catalog?category=smartphone' },
    ]);
    expect(await categoryNames('televisore')).toEqual(['Televisori']);
    expect(await categoryNames('smarphone')).toEqual(['Smartphone']);
    // A word naming a category brings its products, as in the catalogue search.
    expect(await names('smartphone samsung')).toEqual(['Samsung Galaxy S24 Ultra', 'Samsung Galaxy A55']);
  });

  test('stop words are dropped as in the catalogue; a stop word alone may begin a brand', async () => {
    expect(await names('il galaxy')).toEqual(await names('galaxy'));
    expect(await names('samsung per')).toEqual(SAMSUNG_BY_REVIEWS);
    // "dell" is an Italian stop word and Dell's name: a whole word of the product's name.
    expect(await names('dell')).toEqual(['Dell XPS 13']);
    expect(await brands('dell')).toEqual(['Dell']);
    expect(await brands('le')).toEqual(['Lenovo']);
    expect(await suggest('il la')).toEqual({ q: 'il la', products: [], brands: [], categories: [] });
  });

  test('nothing close: empty lists; descriptions are not names', async () => {
    expect(await suggest('zzqqxx')).toEqual({ q: 'zzqqxx', products: [], brands: [], categories: [] });
    expect(await names('mani')).toEqual([]);
  });

  test('only listed products, brands and categories with listed products', async () => {
    expect(await names('prototipo')).toEqual([]);
    expect(await names('fantasma')).toEqual([]);
    expect(await brands('fantasma')).toEqual([]);
    expect(await brands('dronix')).toEqual([]);
    expect(await categoryNames('droni')).toEqual([]);
  });

  test('the same query within a minute is answered from memory, whatever its case and spacing', async () => {
    const first = await captureQueries(() => suggest('Apple  IPH'));
    expect(first.queries.length).toBeGreaterThan(0);
    const again = await captureQueries(() => suggest(' apple iph'));
    expect(again.queries).toEqual([]);
    expect(again.result).toEqual({ ...first.result, q: 'apple iph' });
    expect(first.result.products.map((product) => product.name)).toEqual(['Apple iPhone 16']);
  });
});
