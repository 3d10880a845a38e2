import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { getConfig } from '#app/lib/env.server.ts';
import type { Viewer } from '#app/modules/accounts/viewer.server.ts';
import { type FakeCreatorsApi, startFakeCreatorsApi } from '#tests/support/fake-creators-api.ts';
import {
  createCategory,
  createMerchant,
  createOffer,
  createPriceHistory,
  createProduct,
  createUser,
} from '#tests/support/factories.ts';
import { asViewer, jsonRequest, routeContext, runRoute } from '#tests/support/route.ts';
import { loader as imageSearch } from './admin/image-search.ts';
import { loader as marketplaceItems } from './admin/marketplace-items.ts';
import { action as marketplaceTest } from './admin/marketplace-test.ts';
import { action as changePoints } from './admin/points-change.ts';
import { loader as pendingReviews } from './admin/reviews-pending.ts';
import { loader as product } from './product.ts';

/*
 * Answers the rest of the suite does not reach, each through runRoute, whose conformance check
 * holds every /api answer to the OpenAPI document (docs/api.md): a mismatch fails the call. So the
 * document's richest shapes (a product with offers and a price history, the providers' results)
 * are proven against real answers, not only written down.
 */

const config = getConfig();
const DAY = 86_400_000;
let admin: Viewer;

beforeAll(async () => {
  admin = asViewer(await createUser({ role: 'admin' }), true);
});

const get = (url: string, viewer: Viewer | null = admin, params: Record<string, string> = {}) => ({
  request: new Request(`http://localhost:3000${url}`),
  context: routeContext({ viewer }),
  params,
});

describe('answers held to the OpenAPI document', () => {
  test('GET /api/products/{id}: a product with offers, a price drop and its 90-day series', async () => {
    const category = await createCategory();
    const item = await createProduct({ categoryId: category.id, ean: '8001234567890' });
    const shop = await createMerchant({ logoUrl: 'https://negozio.example/logo.png' });
    const cheaper = await createOffer(item.id, shop.id, { price: '89.90', deliveryCost: '4.99' });
    await createOffer(item.id, (await createMerchant()).id, {
      price: null,
      isVariant: true,
      variantName: '256 GB',
    });
    await createPriceHistory(cheaper.id, [
      { price: '129.90', recordedAt: new Date(Date.now() - 40 * DAY) },
      { price: '89.90', recordedAt: new Date(Date.now() - 2 * DAY) },
    ]);

    const outcome = await runRoute<{
      offers: { price: number | null; drop: unknown; url: string }[];
      priceSeries: { points: unknown[] }[];
    }>(product, get(`/api/products/${item.id}`, null, { id: item.id }));
    expect(outcome.status).toBe(200);
    expect(outcome.data?.offers).toHaveLength(2);
    expect(outcome.data?.offers[0]).toMatchObject({ price: 89.9, url: `/go/${cheaper.id}` });
    expect(outcome.data?.offers[0]?.drop).toMatchObject({ previous: 129.9, percent: 31 });
    expect(outcome.data?.priceSeries.some((series) => series.points.length > 0)).toBe(true);
  });

  describe('the marketplace, through its stand-in', () => {
    let fake: FakeCreatorsApi;
    beforeAll(async () => {
      fake = await startFakeCreatorsApi();
      fake.addItem({
        asin: 'B0CURATE01',
        title: 'Cuffie di prova',
        price: 199,
        imageUrl: 'https://x.example/c.jpg',
      });
      config.amazonCreators = {
        credentialId: fake.credentialId,
        credentialSecret: fake.credentialSecret,
        version: '3.2',
        partnerTag: 'provato-21',
        apiUrl: fake.apiUrl,
        tokenUrl: fake.tokenUrl,
      };
    });
    afterAll(async () => {
      config.amazonCreators = undefined;
      await fake.close();
    });

    test('items by ASIN or keywords, an unknown ASIN, the connection test, no keys', async () => {
      const one = await runRoute<{ items: unknown[] }>(
        marketplaceItems,
        get('/api/admin/marketplace/items?asin=B0CURATE01'),
      );
      expect(one.status).toBe(200);
      expect(one.data?.items).toHaveLength(1);
      const found = await runRoute<{ items: unknown[] }>(
        marketplaceItems,
        get('/api/admin/marketplace/items?q=cuffie'),
      );
      expect(found.status).toBe(200);
      expect(found.data?.items.length).toBeGreaterThan(0);
      expect(
        (await runRoute(marketplaceItems, get('/api/admin/marketplace/items?asin=B0NOTHERE1'))).status,
      ).toBe(404);
      expect((await runRoute(marketplaceItems, get('/api/admin/marketplace/items'))).status).toBe(400);

      const tested = await runRoute(marketplaceTest, {
        request: new Request('http://localhost:3000/api/admin/marketplace/test', { method: 'POST' }),
        context: routeContext({ viewer: admin }),
      });
      expect(tested.status).toBe(200);

      const keys = config.amazonCreators;
      config.amazonCreators = undefined;
      try {
        expect((await runRoute(marketplaceItems, get('/api/admin/marketplace/items?q=cuffie'))).status).toBe(
          409,
        );
      } finally {
        config.amazonCreators = keys;
      }
    });
  });

  describe('the image search, through its stand-in', () => {
    let server: http.Server;
    let reply: { status: number; body: string };
    let url: string;
    const original = config.imageSearch;
    beforeAll(async () => {
      const fixture = await readFile(
        path.join(import.meta.dirname, '../../../tests/fixtures/google-cse/image-search-response.json'),
        'utf8',
      );
      reply = { status: 200, body: fixture };
      server = http.createServer((_request, response) => {
        response
          .writeHead(reply.status, { 'Content-Type': 'application/json; charset=UTF-8' })
          .end(reply.body);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/customsearch/v1`;
      config.imageSearch = { key: 'chiave-di-prova', cx: 'motore', url };
    });
    afterAll(async () => {
      config.imageSearch = original;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    test('results, no words, a spent quota, a refused key', async () => {
      const found = await runRoute<{ items: unknown[] }>(
        imageSearch,
        get('/api/admin/images/search?q=gatti'),
      );
      expect(found.status).toBe(200);
      expect(found.data?.items).toHaveLength(5);
      expect((await runRoute(imageSearch, get('/api/admin/images/search'))).status).toBe(400);
      reply = { status: 429, body: JSON.stringify({ error: { code: 429, status: 'RESOURCE_EXHAUSTED' } }) };
      expect((await runRoute(imageSearch, get('/api/admin/images/search?q=gatti'))).status).toBe(429);
      reply = { status: 400, body: JSON.stringify({ error: { code: 400, message: 'API key not valid.' } }) };
      expect((await runRoute(imageSearch, get('/api/admin/images/search?q=gatti'))).status).toBe(502);
    });
  });

  test('refusals of the admin APIs: an unknown person, a page size the list does not offer', async () => {
    const unknown = await runRoute(changePoints, {
      request: jsonRequest('/api/admin/points/add', {
        target_user_id: 'nessuno',
        points_to_add: 5,
        reason: 'Prova',
      }),
      context: routeContext({ viewer: admin }),
    });
    expect(unknown).toMatchObject({ status: 404, data: { success: false, error: 'Utente non trovato' } });
    const badPage = await runRoute(pendingReviews, get('/api/admin/reviews/pending?limit=7'));
    expect(badPage.status).toBe(400);
  });
});
