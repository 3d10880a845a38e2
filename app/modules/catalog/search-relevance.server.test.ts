import { beforeAll, expect, test } from 'vitest';
import { createCategory, createProduct } from '#tests/support/factories.ts';
import { DEFAULT_CATALOG_QUERY } from './catalog-query.ts';
import { listCatalogProducts } from './list-products.server.ts';

/** The names a search lists, in the order of relevance. */
const ranked = async (q: string) =>
  (await listCatalogProducts({ ...DEFAULT_CATALOG_QUERY, q, sort: 'relevance', pageSize: 60 })).items.map(
    (item) => item.name,
  );

beforeAll(async () => {
  const phones = await createCategory({ name: 'Smartphone', slug: 'smartphone' });
  const audio = await createCategory({ name: 'Audio', slug: 'audio' });
  const catalog: [name: string, brand: string, description: string, categoryId: string | null][] = [
    // Mentions smartphones more than once, but is a speaker.
    ['JBL Charge 5', 'JBL', 'Cassa Bluetooth: ricarica lo smartphone, si abbina a due smartphone.', audio.id],
    ['Samsung Galaxy S24', 'Samsung', 'Display compatto e tre fotocamere.', phones.id],
    ['Google Pixel 9', 'Google', 'Fotocamera con zoom 2x e sette anni di aggiornamenti.', phones.id],
    ['Senza Categoria Smartphone Stand', 'Generico', 'Supporto da scrivania.', null],
  ];
  for (const [name, brandName, description, categoryId] of catalog) {
    await createProduct({
      name,
      brandName,
      description,
      categoryId,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      reviewCount: name.startsWith('JBL') ? 500 : 1,
    });
  }
});

test("a word naming a category ranks that category's products first, then by text", async () => {
  const names = await ranked('smartphone');
  expect(names.slice(0, 2).sort()).toEqual(['Google Pixel 9', 'Samsung Galaxy S24']);
  expect(names.slice(2).sort()).toEqual(['JBL Charge 5', 'Senza Categoria Smartphone Stand']);
});

test('with other words, the category still leads among what matches them all', async () => {
  expect(await ranked('smartphone samsung')).toEqual(['Samsung Galaxy S24']);
  expect(await ranked('jbl smartphone')).toEqual(['JBL Charge 5']);
});
