import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { getConfig } from '#app/lib/env.server.ts';
import { type FakeCreatorsApi, startFakeCreatorsApi } from '#tests/support/fake-creators-api.ts';
import {
  getMarketplaceItem,
  MARKETPLACE_MESSAGES as M,
  searchMarketplace,
  testMarketplaceConnection,
} from './creators-api.server.ts';
import { failure } from '#tests/support/app-error.ts';

let fake: FakeCreatorsApi;
const config = getConfig();

function useFake(overrides: Partial<NonNullable<typeof config.amazonCreators>> = {}) {
  config.amazonCreators = {
    credentialId: fake.credentialId,
    credentialSecret: fake.credentialSecret,
    version: '3.2',
    partnerTag: 'provato-21',
    apiUrl: fake.apiUrl,
    tokenUrl: fake.tokenUrl,
    ...overrides,
  };
}

beforeAll(async () => {
  fake = await startFakeCreatorsApi();
  fake.addItem({
    asin: 'B0CURATE01',
    title: 'Panasonic LUMIX S9 Fotocamera Mirrorless Full Frame + Obiettivo 20-60 mm',
    price: 1099,
    imageUrl: 'https://m.media-amazon.com/images/I/lumix-s9.jpg',
  });
});

afterAll(async () => {
  config.amazonCreators = undefined;
  await fake.close();
});

beforeEach(() => {
  fake.requests.length = 0;
  fake.throttle(0);
  useFake();
});

describe('the marketplace client (Creators API)', () => {
  test('without keys every call says "Configurazione mancante", and nothing is sent', async () => {
    config.amazonCreators = undefined;
    const missing = { status: 409, message: 'Configurazione mancante' };
    expect(await failure(searchMarketplace('cuffie'))).toEqual(missing);
    expect(await failure(getMarketplaceItem('B0CURATE01'))).toEqual(missing);
    expect(await failure(testMarketplaceConnection())).toEqual(missing);
    expect(fake.requests).toEqual([]);
  });

  test('an item by ASIN, from the real shape: title, price, image, page; partner tag and marketplace sent', async () => {
    const item = await getMarketplaceItem('0805210318');
    expect(item).toEqual({
      asin: '0805210318',
      title: 'Light on Yoga: The Bible of Modern Yoga',
      price: '13.59',
      currency: 'USD',
      imageUrl: 'https://m.media-amazon.com/images/I/41CnWolqViL.jpg',
      detailPageUrl: 'https://www.amazon.com/dp/0805210318?tag=associateTag-20&linkCode=ogi&th=1&psc=1',
      inStock: true,
    });
    const [request] = fake.requests;
    expect(request!.path).toBe('/catalog/v1/getItems');
    expect(request!.headers['x-marketplace']).toBe('www.amazon.it');
    expect(request!.headers.authorization).toMatch(/^Bearer fake-token-\d+$/);
    expect(request!.body).toMatchObject({
      itemIds: ['0805210318'],
      itemIdType: 'ASIN',
      partnerTag: 'provato-21',
      partnerType: 'Associates',
      marketplace: 'www.amazon.it',
    });
  });

  test('credential version 2.2 names itself in the Authorization header', async () => {
    useFake({ version: '2.2', credentialId: fake.credentialId });
    await getMarketplaceItem('B0CURATE01');
    expect(fake.requests.at(-1)!.headers.authorization).toMatch(/^Bearer fake-token-\d+, Version 2\.2$/);
  });

  test('a search by keywords; empty keywords are refused before any call', async () => {
    const items = await searchMarketplace('  lumix s9 ');
    expect(items.map((item) => [item.asin, item.price, item.currency])).toEqual([
      ['B0CURATE01', '1099.00', 'EUR'],
    ]);
    expect(fake.requests.at(-1)!.body).toMatchObject({
      keywords: 'lumix s9',
      searchIndex: 'All',
      itemCount: 10,
    });
    const count = fake.requests.length;
    expect(await failure(searchMarketplace('   '))).toEqual({ status: 400, message: M.keywordsRequired });
    expect(fake.requests.length).toBe(count);
  });

  test('an ASIN the marketplace does not know (item-level error in a 200) and a malformed one', async () => {
    expect(await failure(getMarketplaceItem('b0nonesiste'))).toEqual({
      status: 400,
      message: M.asinInvalid,
    });
    expect(await failure(getMarketplaceItem('b0nonesist'))).toEqual({
      status: 404,
      message: 'Nessun articolo con ASIN B0NONESIST sul marketplace',
    });
  });

  test('throttling: retried after a pause; still throttled after three tries, said in Italian', async () => {
    fake.throttle(1);
    expect((await getMarketplaceItem('B0CURATE01')).price).toBe('1099.00');
    expect(fake.requests).toHaveLength(2);

    fake.requests.length = 0;
    fake.throttle(5);
    expect(await failure(getMarketplaceItem('B0CURATE01'))).toEqual({ status: 429, message: M.throttled });
    expect(fake.requests).toHaveLength(3);
  }, 15_000);

  test('wrong credentials, an unreachable host', async () => {
    useFake({ credentialId: 'someone-else', credentialSecret: 'wrong' });
    expect(await failure(testMarketplaceConnection())).toEqual({ status: 502, message: M.unauthorized });

    useFake({
      apiUrl: 'http://127.0.0.1:9',
      tokenUrl: 'http://127.0.0.1:9/token',
      credentialId: 'unreachable',
    });
    expect(await failure(getMarketplaceItem('B0CURATE01'))).toEqual({ status: 504, message: M.unreachable });
  });

  test('the connection test', async () => {
    expect(await testMarketplaceConnection()).toBe('Connessione al marketplace riuscita');
  });
});
