import { beforeAll, describe, expect, test } from 'vitest';
import { createProduct } from '#tests/support/factories.ts';
import { runRoute } from '#tests/support/route.ts';
import { loader } from './search-suggest.ts';

/* GET /api/search/suggest (decision 038): its answers are held to the OpenAPI document by runRoute. */

const SAMSUNG = ['Samsung Galaxy S24', 'Samsung Galaxy A55'];

beforeAll(async () => {
  for (const name of SAMSUNG) await createProduct({ name, brandName: 'Samsung' });
  await createProduct({ name: 'Samsung Prototipo', brandName: 'Samsung', status: 'pending' });
});

describe('GET /api/search/suggest', () => {
  const get = (query: string) => ({
    request: new Request(`http://localhost:3000/api/search/suggest${query}`),
  });

  test('answers the suggestions, public for a minute', async () => {
    const outcome = await runRoute<{ products: { name: string }[]; brands: { name: string }[] }>(
      loader,
      get('?q=sams'),
    );
    expect(outcome.status).toBe(200);
    expect(outcome.headers.get('Cache-Control')).toBe('public, max-age=60');
    expect(outcome.data?.products.map((product) => product.name).sort()).toEqual([...SAMSUNG].sort());
    expect(outcome.data?.brands.map((brand) => brand.name)).toEqual(['Samsung']);
  });

  test('one letter: empty lists, not an error', async () => {
    const outcome = await runRoute(loader, get('?q=s'));
    expect(outcome).toMatchObject({
      status: 200,
      data: { q: 's', products: [], brands: [], categories: [] },
    });
  });

  test('bad input: an Italian 400 with the field, and nothing else', async () => {
    const missing = await runRoute(loader, get(''));
    expect(missing.status).toBe(400);
    expect(missing.data).toEqual({
      error: 'Manca il testo da cercare (q)',
      issues: [{ field: 'q', message: 'Manca il testo da cercare (q)' }],
    });
    const long = await runRoute(loader, get(`?q=${'a'.repeat(101)}`));
    expect(long.status).toBe(400);
    expect(long.data).toEqual({
      error: 'La ricerca può contenere al massimo 100 caratteri',
      issues: [{ field: 'q', message: 'La ricerca può contenere al massimo 100 caratteri' }],
    });
    expect(long.headers.get('Cache-Control')).toBeNull();
  });
});
