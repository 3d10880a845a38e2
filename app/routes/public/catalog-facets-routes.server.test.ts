import { beforeAll, describe, expect, test } from 'vitest';
import { createCategory, createMerchant, createOffer, createProduct } from '#tests/support/factories.ts';
import { runRoute } from '#tests/support/route.ts';
import { loader as productsApi } from '../api/products.ts';
import { loader as catalogLoader } from './catalog.tsx';

const get = (path: string) => new Request(`http://localhost:3000${path}`);

type Listed = { items: { name: string }[]; total: number };
type Page = {
  query: Record<string, unknown>;
  result: Listed;
  facets: { brands: { value: string; count: number; selected: boolean }[] };
};

const names = (listed: Listed | undefined) => (listed?.items ?? []).map((item) => item.name).sort();

beforeAll(async () => {
  const audio = await createCategory({ name: 'Audio', slug: 'audio' });
  const [mediaworld, unieuro] = [
    await createMerchant({ name: 'MediaWorld', slug: 'mediaworld' }),
    await createMerchant({ name: 'Unieuro', slug: 'unieuro' }),
  ];
  const plan: [
    name: string,
    brand: string,
    price: string | null,
    shop: typeof mediaworld,
    inStock: boolean,
  ][] = [
    ['Sony WH-1000XM5', 'Sony', '299.00', mediaworld, true],
    ['Sony WF-1000XM5', 'Sony', '199.00', unieuro, true],
    ['Bose QuietComfort Ultra', 'Bose', '399.00', unieuro, true],
    ['JBL Tune 760', 'JBL', '79.00', mediaworld, false],
    ["De'Longhi Cuffie", "De'Longhi", null, unieuro, true],
  ];
  for (const [name, brandName, price, shop, inStock] of plan) {
    const product = await createProduct({
      name,
      brandName,
      categoryId: audio.id,
      slug: name.toLowerCase().replace(/\W+/g, '-'),
    });
    await createOffer(product.id, shop.id, { price, inStock });
  }
});

describe('catalogue page with facets', () => {
  test('brand, shop, price and availability narrow the list, and each brand shows its count', async () => {
    const outcome = await runRoute<Page>(catalogLoader, {
      request: get('/catalog?brand=Sony&brand=Bose&shop=unieuro&minPrice=150&maxPrice=450&available=1'),
    });
    expect(names(outcome.data?.result)).toEqual(['Bose QuietComfort Ultra', 'Sony WF-1000XM5']);
    expect(outcome.data?.facets.brands).toEqual([
      { value: 'Bose', label: 'Bose', count: 1, selected: true },
      { value: 'Sony', label: 'Sony', count: 1, selected: true },
    ]);
  });

  test('wrong values in a link are dropped one by one; the rest of the link still applies', async () => {
    const lenient = await runRoute<Page>(catalogLoader, {
      request: get(
        '/catalog?brand=Sony&shop=Negozio%20Sbagliato&minPrice=abc&maxPrice=-3&available=forse&minRating=7',
      ),
    });
    expect(lenient.status).toBe(200);
    expect(lenient.data?.query).toMatchObject({
      brands: ['Sony'],
      shops: [],
      minPrice: null,
      maxPrice: null,
      available: false,
      minRating: 0,
    });
    const plain = await runRoute<Page>(catalogLoader, { request: get('/catalog?brand=Sony') });
    expect(names(lenient.data?.result)).toEqual(names(plain.data?.result));
    expect(names(plain.data?.result)).toEqual(['Sony WF-1000XM5', 'Sony WH-1000XM5']);
  });
});

describe('JSON API with facets', () => {
  test('repeated brand and shop, prices and availability filter as on the page', async () => {
    const outcome = await runRoute<Listed>(productsApi, {
      request: get('/api/products?brand=Sony&brand=JBL&shop=mediaworld'),
    });
    expect(outcome.status).toBe(200);
    expect(names(outcome.data)).toEqual(['JBL Tune 760', 'Sony WH-1000XM5']);
    const available = await runRoute<Listed>(productsApi, {
      request: get('/api/products?brand=Sony&brand=JBL&shop=mediaworld&available=1'),
    });
    expect(names(available.data)).toEqual(['Sony WH-1000XM5']);
    // A price range reads the best price the card shows: JBL's only offer is out of stock, so it
    // has none and no range lists it.
    const priced = await runRoute<Listed>(productsApi, {
      request: get('/api/products?brand=Sony&brand=JBL&shop=mediaworld&minPrice=0&maxPrice=300'),
    });
    expect(names(priced.data)).toEqual(['Sony WH-1000XM5']);
    const apostrophe = await runRoute<Listed>(productsApi, {
      request: get(`/api/products?brand=${encodeURIComponent("De'Longhi")}`),
    });
    expect(names(apostrophe.data)).toEqual(["De'Longhi Cuffie"]);
  });

  test.each([
    ['minPrice=abc', 'minPrice', 'Il prezzo minimo deve essere un importo in euro, come 49.90'],
    ['maxPrice=-5', 'maxPrice', 'Il prezzo massimo deve essere un importo in euro, come 49.90'],
    ['maxPrice=100001', 'maxPrice', 'Il prezzo massimo può essere al massimo 100.000 €'],
    ['minPrice=500&maxPrice=100', 'minPrice', 'Il prezzo minimo non può superare il prezzo massimo'],
    ['shop=Negozio%20Sbagliato', 'shop.0', 'Negozio non valido'],
    ['brand=', 'brand.1', 'Marca non valida'],
    [Array.from({ length: 21 }, (_, i) => `brand=B${i}`).join('&'), 'brand', 'Al massimo 20 marche'],
    ['available=forse', 'available', 'available deve essere 1 (solo disponibili) o 0'],
  ])('?%s → 400 with "%s: %s", and no list', async (search, field, message) => {
    const outcome = await runRoute<{
      error: string;
      issues: { field: string; message: string }[];
      items?: unknown;
    }>(productsApi, { request: get(`/api/products?brand=Sony&${search}`) });
    expect(outcome.status).toBe(400);
    expect(outcome.data?.error).toBe('Parametri non validi');
    expect(outcome.data?.issues).toContainEqual({ field, message });
    expect(outcome.data?.items).toBeUndefined();
  });
});
