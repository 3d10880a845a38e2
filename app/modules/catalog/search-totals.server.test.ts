import { beforeAll, describe, expect, test } from 'vitest';
import { createProduct } from '#tests/support/factories.ts';
import { type CatalogQuery, DEFAULT_CATALOG_QUERY } from './catalog-query.ts';
import { listCatalogProducts } from './list-products.server.ts';

const query = (change: Partial<CatalogQuery> = {}): CatalogQuery => ({
  ...DEFAULT_CATALOG_QUERY,
  q: 'cuffie',
  sort: 'relevance',
  pageSize: 12,
  ...change,
});
const names = (page: { items: { name: string }[] }) => page.items.map((item) => item.name);

beforeAll(async () => {
  // Fifteen headphones, "Cuffie Modello 1" with 1 review … "Cuffie Modello 15" with 15, and a
  // speaker that only mentions headphones in its description, the most reviewed of all.
  for (let n = 1; n <= 15; n += 1) {
    await createProduct({ name: `Cuffie Modello ${n}`, slug: `cuffie-modello-${n}`, reviewCount: n });
  }
  await createProduct({
    name: 'Altoparlante Portatile',
    slug: 'altoparlante-portatile',
    description: 'Suona forte e si abbina alle cuffie.',
    reviewCount: 100,
  });
  await createProduct({ name: 'Televisore Grande', slug: 'televisore-grande', reviewCount: 200 });
});

describe('a search total counted up to a cap', () => {
  test('below the cap it is exact', async () => {
    const page = await listCatalogProducts(query(), undefined, { countCap: 100 });
    expect(page).toMatchObject({ total: 16, totalCapped: false, pageCount: 2 });
  });

  test('past the cap it stops there, says so, and leaves the next page reachable', async () => {
    const first = await listCatalogProducts(query(), undefined, { countCap: 12 });
    expect(first).toMatchObject({ total: 12, totalCapped: true, pageCount: 2 });
    expect(first.items).toHaveLength(12);
    // The cap moves with the page: on page 2 every match up to its end is counted.
    const second = await listCatalogProducts(query({ page: 2 }), undefined, { countCap: 12 });
    expect(second).toMatchObject({ total: 16, totalCapped: false, pageCount: 2 });
    expect(second.items).toHaveLength(4);
  });

  test('without a cap (the JSON API) it is exact, and so is a catalogue total', async () => {
    expect(await listCatalogProducts(query())).toMatchObject({ total: 16, totalCapped: false });
    const all = await listCatalogProducts(query({ q: '' }), undefined, { countCap: 1 });
    expect(all).toMatchObject({ total: 17, totalCapped: false });
  });

  test('a search of no match counts nothing', async () => {
    expect(await listCatalogProducts(query({ q: 'zzqxv' }), undefined, { countCap: 12 })).toMatchObject({
      total: 0,
      totalCapped: false,
      pageCount: 1,
      items: [],
    });
  });
});

describe('relevance ranks the most reviewed matches, then reviews order the rest', () => {
  const page = (offset: number, limit = 4) =>
    listCatalogProducts(query(), { offset, limit }, { rankedMatches: 4 });

  test('the first matches by reviews are ranked by relevance: names before descriptions', async () => {
    expect(names(await page(0))).toEqual([
      'Cuffie Modello 15',
      'Cuffie Modello 14',
      'Cuffie Modello 13',
      'Altoparlante Portatile',
    ]);
    expect(names(await page(4))).toEqual([
      'Cuffie Modello 12',
      'Cuffie Modello 11',
      'Cuffie Modello 10',
      'Cuffie Modello 9',
    ]);
  });

  test('pages follow one order: every match once, whatever the page boundaries', async () => {
    const listed: string[] = [];
    for (let offset = 0; offset < 16; offset += 4) listed.push(...names(await page(offset)));
    expect(new Set(listed).size).toBe(16);
    expect(names(await page(2))).toEqual(listed.slice(2, 6));
    expect(names(await page(14))).toEqual(listed.slice(14));
  });

  test('counted up to a cap or not, the pages are the same', async () => {
    // Reading up to 100 or 17 of the 16 matches, every one is read (the page takes its candidates
    // from there); up to 5 (the count's cap, 4, and one) or 16, not all: the page finds them again.
    for (const readMatches of [100, 17, 1, 16]) {
      for (const offset of [0, 2, 4, 12]) {
        const counted = await listCatalogProducts(
          query(),
          { offset, limit: 4 },
          { rankedMatches: 4, countCap: 4, readMatches },
        );
        expect(names(counted), `read ${readMatches}, offset ${offset}`).toEqual(names(await page(offset)));
        expect(counted.totalCapped).toBe(offset + 4 < 16);
      }
    }
    const all = (countCap?: number) => listCatalogProducts(query({ pageSize: 60 }), undefined, { countCap });
    expect(names(await all(1000))).toEqual(names(await all()));
  });

  test('when every match is ranked, relevance orders them all', async () => {
    const ranked = names(await listCatalogProducts(query({ pageSize: 60 })));
    expect(ranked).toHaveLength(16);
    expect(ranked.at(-1)).toBe('Altoparlante Portatile');
    expect(ranked[0]).toBe('Cuffie Modello 15');
  });
});
