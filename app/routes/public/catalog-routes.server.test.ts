import { beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { captureQueries, db } from '#app/lib/db.server.ts';
import { productImages, reviewImages } from '#db/schema/index.ts';
import {
  createCategory,
  createMerchant,
  createOffer,
  createProduct,
  createProductImages,
  createReview,
  createReviewImages,
  createUser,
} from '#tests/support/factories.ts';
import { routeContext, runRoute } from '#tests/support/route.ts';
import { loader as productsApi } from '../api/products.ts';
import { loader as productApi } from '../api/product.ts';
import { loader as catalogLoader } from './catalog.tsx';
import { loader as categoriesLoader } from './categories.tsx';
import { loader as goLoader } from './go.ts';
import { loader as productLoader } from './product.tsx';
import { loader as robotsLoader } from './robots.ts';
import { loader as sitemapLoader } from './sitemap.ts';
import { loader as topLoader } from './top-reviewed.tsx';

const get = (path: string) => new Request(`http://localhost:3000${path}`);

let busySlug = '';
let quietSlug = '';
let amazonOfferId = '';
let shopOfferId = '';

beforeAll(async () => {
  process.env.AMAZON_PARTNER_TAG = 'provato-21';
  const category = await createCategory({ name: 'Audio', slug: 'audio' });
  const amazon = await createMerchant({ name: 'Amazon.it', slug: 'amazon-it', isMarketplace: true });
  const shop = await createMerchant({ name: 'Negozio', slug: 'negozio' });
  const users = await Promise.all(Array.from({ length: 25 }, () => createUser()));
  for (let i = 0; i < 70; i += 1) {
    await createProduct({ name: `Cuffie Modello ${i}`, slug: `cuffie-${i}`, categoryId: category.id });
  }
  const busy = await createProduct({
    name: 'Sony WH-1000XM5',
    slug: 'sony-wh-1000xm5',
    categoryId: category.id,
  });
  busySlug = busy.slug;
  for (const user of users) await createReview(busy.id, user.id, { rating: 4 });
  amazonOfferId = (
    await createOffer(busy.id, amazon.id, {
      price: '299.00',
      affiliateUrl: 'https://www.amazon.it/dp/B09XS7JWHH?tag=altro-21',
    })
  ).id;
  shopOfferId = (
    await createOffer(busy.id, shop.id, { price: '319.00', affiliateUrl: 'https://negozio.example/p/sony' })
  ).id;
  const quiet = await createProduct({ name: 'JBL Flip 6', slug: 'jbl-flip-6', categoryId: category.id });
  quietSlug = quiet.slug;
  await createProduct({ name: 'Prototipo Segreto', slug: 'prototipo-segreto', status: 'pending' });
});

describe('list pages answer in a fixed number of queries', () => {
  test('catalogue: the same whatever the page size', async () => {
    const counts = [];
    for (const size of [12, 20, 40, 60]) {
      const { queries, result } = await captureQueries(() =>
        runRoute(catalogLoader, { request: get(`/catalog?pageSize=${size}`) }),
      );
      expect((result.data as { result: { items: unknown[] } }).result.items).toHaveLength(size);
      counts.push(queries.length);
    }
    expect(new Set(counts).size).toBe(1);
    expect(counts[0]).toBeLessThanOrEqual(3);
  });

  test('product page: the same with 25 reviews and 2 shops or none', async () => {
    const busy = await captureQueries(() =>
      runRoute(productLoader, { request: get(`/product/${busySlug}`), params: { slug: busySlug } }),
    );
    const quiet = await captureQueries(() =>
      runRoute(productLoader, { request: get(`/product/${quietSlug}`), params: { slug: quietSlug } }),
    );
    expect(busy.queries.length).toBe(quiet.queries.length);
    expect(busy.queries.length).toBeLessThanOrEqual(3);
  });

  test('categories, most reviewed and the JSON API', async () => {
    expect(
      (await captureQueries(() => runRoute(categoriesLoader, { request: get('/categories') }))).queries,
    ).toHaveLength(1);
    expect(
      (await captureQueries(() => runRoute(topLoader, { request: get('/top-reviewed') }))).queries,
    ).toHaveLength(1); // the cards carry their total (decision 037)
    for (const limit of [5, 50]) {
      const { queries } = await captureQueries(() =>
        runRoute(productsApi, { request: get(`/api/products?limit=${limit}`) }),
      );
      expect(queries).toHaveLength(1);
    }
  });
});

describe('product page', () => {
  test('an unknown or unlisted slug is a real 404', async () => {
    for (const slug of ['non-esiste', 'prototipo-segreto']) {
      const outcome = await runRoute(productLoader, { request: get(`/product/${slug}`), params: { slug } });
      expect(outcome.status).toBe(404);
    }
  });

  test('reviews page through with the sort and page in the URL', async () => {
    const outcome = await runRoute<{ reviews: unknown[]; page: number; pageCount: number }>(productLoader, {
      request: get(`/product/${busySlug}?reviewsSort=worst&reviewsPage=3`),
      params: { slug: busySlug },
    });
    expect(outcome.data).toMatchObject({ page: 3, pageCount: 3 });
    expect(outcome.data?.reviews).toHaveLength(5);
  });

  test("the product's pictures and each review's pictures come in their order", async () => {
    const load = () =>
      runRoute<{ product: { id: string; images: string[] }; reviews: { id: string; images: string[] }[] }>(
        productLoader,
        { request: get(`/product/${busySlug}`), params: { slug: busySlug } },
      );
    const before = await load();
    expect(before.data?.product.images).toEqual([]);
    expect(before.data?.reviews.every((review) => review.images.length === 0)).toBe(true);

    const [first, second] = before.data!.reviews;
    if (!first || !second) throw new Error('the product needs two reviews on its first page');
    await createProductImages(before.data!.product.id, [
      { imageUrl: '/uploads/retro.webp', position: 2 },
      { imageUrl: '/uploads/fronte.webp', position: 0 },
      { imageUrl: '/uploads/lato.webp', position: 1 },
    ]);
    await createReviewImages(second.id, [
      { imageUrl: '/uploads/r-2.webp', position: 1 },
      { imageUrl: '/uploads/r-1.webp', position: 0 },
    ]);
    const after = await load();
    expect(after.data?.product.images).toEqual([
      '/uploads/fronte.webp',
      '/uploads/lato.webp',
      '/uploads/retro.webp',
    ]);
    const byId = new Map(after.data!.reviews.map((review) => [review.id, review.images]));
    expect(byId.get(second.id)).toEqual(['/uploads/r-1.webp', '/uploads/r-2.webp']);
    expect(byId.get(first.id)).toEqual([]);

    await db.delete(productImages).where(eq(productImages.productId, before.data!.product.id));
    await db.delete(reviewImages).where(eq(reviewImages.reviewId, second.id));
  });
});

describe('/go/:offerId', () => {
  test('marketplace links get our partner tag (replacing any other), other shops go unchanged', async () => {
    const amazon = await runRoute(goLoader, {
      request: get(`/go/${amazonOfferId}`),
      params: { offerId: amazonOfferId },
    });
    expect(amazon.status).toBe(302);
    expect(amazon.headers.get('Location')).toBe('https://www.amazon.it/dp/B09XS7JWHH?tag=provato-21');
    const shop = await runRoute(goLoader, {
      request: get(`/go/${shopOfferId}`),
      params: { offerId: shopOfferId },
      context: routeContext(),
    });
    expect(shop.headers.get('Location')).toBe('https://negozio.example/p/sony');
  });

  test('an unknown offer is a 404', async () => {
    const outcome = await runRoute(goLoader, {
      request: get('/go/00000000-0000-4000-8000-000000000000'),
      params: { offerId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(outcome.status).toBe(404);
  });
});

describe('JSON API', () => {
  test.each([
    ['limit=0', 'limit', 'limit deve essere almeno 1'],
    ['limit=500', 'limit', 'limit può essere al massimo 100'],
    ['offset=-1', 'offset', 'offset non può essere negativo'],
    ['minRating=2', 'minRating', 'Il voto minimo deve essere 0, 3 o 4'],
    ['sort=prezzo', 'sort', 'Ordinamento non valido: usa mostReviewed, highestRated, mostRecent, bestPrice'],
    ['category=Audio%20Hi-Fi', 'category', 'Categoria non valida'],
  ])('?%s → 400 with "%s: %s"', async (search, field, message) => {
    const outcome = await runRoute<{ issues: { field: string; message: string }[] }>(productsApi, {
      request: get(`/api/products?${search}`),
    });
    expect(outcome.status).toBe(400);
    expect(outcome.data?.issues).toContainEqual({ field, message });
  });

  test('lists and filters', async () => {
    const outcome = await runRoute<{ items: { name: string; rating: number }[]; total: number }>(
      productsApi,
      {
        request: get('/api/products?category=audio&sort=mostReviewed&limit=1'),
      },
    );
    expect(outcome.data?.total).toBe(72);
    expect(outcome.data?.items[0]).toMatchObject({ name: 'Sony WH-1000XM5', rating: 4 });
    const bySource = await runRoute<{ total: number }>(productsApi, {
      request: get('/api/products?source=feed'),
    });
    expect(bySource.data?.total).toBe(1);
  });

  test('one product by id, 400 for a malformed id, 404 for an unknown one', async () => {
    expect(
      (await runRoute(productApi, { request: get('/api/products/x'), params: { id: 'x' } })).status,
    ).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await runRoute(productApi, { request: get(`/api/products/${unknown}`), params: { id: unknown } }))
        .status,
    ).toBe(404);
  });
});

describe('sitemap and robots', () => {
  test('the sitemap lists the home, catalogue, categories and every approved product, nothing else', async () => {
    const response = (await sitemapLoader()) as Response;
    const body = await response.text();
    expect(response.headers.get('Content-Type')).toContain('application/xml');
    expect(body).toContain('<loc>http://localhost:3000/</loc>');
    expect(body).toContain('<loc>http://localhost:3000/catalog</loc>');
    expect(body).toContain('<loc>http://localhost:3000/catalog?category=audio</loc>');
    expect(body).toContain(`<loc>http://localhost:3000/product/${busySlug}</loc>`);
    expect(body.match(/\/product\//g)).toHaveLength(72);
    expect(body).not.toContain('prototipo-segreto');
  });

  test('robots.txt names the sitemap and keeps private paths out', async () => {
    const body = await ((await robotsLoader()) as Response).text();
    expect(body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(body).toContain('Disallow: /go/');
    expect(body).toContain('Disallow: /admin');
  });
});
