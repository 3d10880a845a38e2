import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { db, queryRows } from '#app/lib/db.server.ts';
import { products, searchWords } from '#db/schema/index.ts';
import { createCategory, createProduct } from '#tests/support/factories.ts';
import { DEFAULT_CATALOG_QUERY } from './catalog-query.ts';
import { listCatalogProducts } from './list-products.server.ts';

/** The names a search lists, in alphabetical order (relevance order is not the point here). */
const found = async (q: string) =>
  (await listCatalogProducts({ ...DEFAULT_CATALOG_QUERY, q, sort: 'relevance', pageSize: 60 })).items
    .map((item) => item.name)
    .sort();

const IPHONES = ['Apple iPhone 15', 'Apple iPhone 16', 'Apple iPhone 16e'];

const PHONES = [...IPHONES, 'Nothing Phone (2a)', 'Samsung Galaxy S24', 'Xiaomi Redmi Note 13'];

beforeAll(async () => {
  const phones = await createCategory({ name: 'Smartphone', slug: 'smartphone' });
  const catalog: [name: string, brand: string, description: string][] = [
    ['Apple iPhone 15', 'Apple', 'Display da 6,1 pollici e fotocamera da 48 MP.'],
    ['Apple iPhone 16', 'Apple', 'Il tasto Controllo fotocamera e il chip A18.'],
    ['Apple iPhone 16e', 'Apple', 'Il modello più accessibile della serie.'],
    ['Samsung Galaxy S24', 'Samsung', 'Display compatto e tre fotocamere.'],
    ['Xiaomi Redmi Note 13', 'Xiaomi', 'Batteria da 5000 mAh.'],
    // "phone" is 0.44 similar to "iphone" by trigrams, "Smartphone" resembles it too.
    ['Nothing Phone (2a)', 'Nothing', 'Retro trasparente e luci Glyph.'],
    ['LG OLED C4', 'LG', 'Televisore da 55 pollici.'],
    ['GoPro HERO12 Black', 'GoPro', 'Action cam impermeabile.'],
    ['Google Home Mini', 'Google', 'Altoparlante intelligente.'],
    // "mani" is in no name, one edit from "mini", yet spelt right.
    ['Jabra Talk 45', 'Jabra', 'Auricolare Bluetooth per parlare a mani libere.'],
    ['MSI GeForce RTX4060 Ventus', 'MSI', 'Scheda video per giocare in Full HD.'],
  ];
  for (const [name, brandName, description] of catalog) {
    await createProduct({
      name,
      brandName,
      description,
      slug: name.toLowerCase().replace(/\W+/g, '-'),
      categoryId: PHONES.includes(name) ? phones.id : null,
    });
  }
  await createProduct({ name: 'Apple iPhone 17 Prototipo', slug: 'iphone-prototipo', status: 'pending' });
});

describe('search typos one edit away (Damerau–Levenshtein ≤ 1, words of four letters or more)', () => {
  test('two adjacent letters swapped: "iphnoe" lists the iPhones, and only listed ones', async () => {
    expect(await found('iphnoe')).toEqual(IPHONES);
    expect(await found('ihpone')).toEqual(IPHONES);
  });

  test('a swap in a brand', async () => {
    expect(await found('smasung')).toEqual(['Samsung Galaxy S24']);
    expect(await found('appel')).toEqual(IPHONES);
    expect(await found('xioami redmi')).toEqual(['Xiaomi Redmi Note 13']);
  });

  test('a missing letter', async () => {
    expect(await found('rdmi')).toEqual(['Xiaomi Redmi Note 13']);
    expect(await found('ipone')).toEqual(IPHONES);
  });

  test('an extra letter', async () => {
    expect(await found('olead')).toEqual(['LG OLED C4']);
    expect(await found('iphonee')).toEqual(IPHONES);
  });

  test('nonsense and words two edits away still find nothing', async () => {
    expect(await found('xqzwv')).toEqual([]);
    expect(await found('zzzqqqxxx')).toEqual([]);
    expect(await found('ihpnoe')).toEqual([]); // two swaps
    expect(await found('iphnoe zzzz')).toEqual([]); // every word must match
  });

  test('words spelt right are not corrected', async () => {
    expect(await found('iphone')).toEqual(IPHONES);
    expect(await found('samsung galaxy')).toEqual(['Samsung Galaxy S24']);
    expect(await found('hero')).toEqual(['GoPro HERO12 Black']);
    // Found as typed (in a description), so never turned into "mini".
    expect(await found('mani')).toEqual(['Jabra Talk 45']);
    // An Italian stop word is no typo of "home": alone it is ignored (the whole catalogue, as an
    // empty search lists it, with a note), and beside another word it changes nothing.
    expect(await found('come')).toEqual(await found(''));
    expect(await found('google come')).toEqual(['Google Home Mini']);
  });

  test('a word spelt right brings in nothing that merely shares a fragment with it', async () => {
    // Not Nothing Phone ("phone" by trigrams), not every smartphone (its category's name).
    expect(await found('iphone')).toEqual(IPHONES);
    expect(await found('phone')).toEqual(['Nothing Phone (2a)']);
    expect(await found('apple iphone 16')).toEqual(['Apple iPhone 16', 'Apple iPhone 16e']);
    // A category is named by its word, and a typo of it still resembles it.
    expect(await found('smartphone')).toEqual(PHONES);
    expect(await found('smarphone')).toEqual(PHONES);
    expect(await found('smartphone samsng')).toEqual(['Samsung Galaxy S24']);
    // A model number is matched whole: another digit is another model.
    expect(await found('rtx4060')).toEqual(['MSI GeForce RTX4060 Ventus']);
    expect(await found('rtx4070')).toEqual([]);
    expect(await found('hero13')).toEqual([]);
  });

  test('the vocabulary follows new and renamed products', async () => {
    const watch = await createProduct({ name: 'Garmin Forerunner 965', slug: 'garmin-forerunner-965' });
    expect(await found('gramin')).toEqual(['Garmin Forerunner 965']);
    expect(await found('fenxi')).toEqual([]);
    await db.update(products).set({ name: 'Garmin Fenix 8' }).where(eq(products.id, watch.id));
    expect(await found('fenxi')).toEqual(['Garmin Fenix 8']);
  });

  test('the vocabulary forgets the words of renamed and deleted products', async () => {
    // A misspelt name makes its misspelling a word of the catalogue, never corrected.
    const misspelt = await createProduct({
      name: 'Samsnug Galaxy Tab S9',
      brandName: 'Samsung',
      slug: 'samsnug-galaxy-tab-s9',
      status: 'pending',
    });
    expect(await found('samsnug')).toEqual([]);
    await db.update(products).set({ name: 'Samsung Galaxy Tab S9' }).where(eq(products.id, misspelt.id));
    expect(await found('samsnug')).toEqual(['Samsung Galaxy S24']);

    await createProduct({ name: 'Appel Watch', brandName: 'Appel', slug: 'appel-watch', status: 'pending' });
    expect(await found('appel')).toEqual([]);
    await db.delete(products).where(eq(products.slug, 'appel-watch'));
    expect(await found('appel')).toEqual(IPHONES);
  });

  test('a word stays while any product name or brand holds it', async () => {
    const vocabulary = async (...words: string[]) =>
      (await db.select().from(searchWords).where(inArray(searchWords.word, words)))
        .map((row) => row.word)
        .sort();
    const v3 = await createProduct({
      name: 'Polar Vantage V3',
      brandName: 'Polar',
      slug: 'polar-vantage-v3',
    });
    const m2 = await createProduct({
      name: 'Vantage M2',
      brandName: 'Polar Electro',
      slug: 'polar-vantage-m2',
    });
    expect(await vocabulary('polar', 'electro', 'vantage', 'v3', 'm2')).toEqual([
      'electro',
      'm2',
      'polar',
      'v3',
      'vantage',
    ]);
    await db.delete(products).where(eq(products.id, v3.id));
    // "vantage" is in the other name, "polar" only in the other brand.
    expect(await vocabulary('polar', 'electro', 'vantage', 'v3', 'm2')).toEqual([
      'electro',
      'm2',
      'polar',
      'vantage',
    ]);
    await db.update(products).set({ brandName: 'Polar' }).where(eq(products.id, m2.id));
    expect(await vocabulary('polar', 'electro', 'vantage', 'v3', 'm2')).toEqual(['m2', 'polar', 'vantage']);
    // One statement deleting several products.
    const other = await createProduct({ name: 'Polar Grit X2', brandName: 'Polar', slug: 'polar-grit-x2' });
    await db.delete(products).where(inArray(products.id, [m2.id, other.id]));
    expect(await vocabulary('polar', 'vantage', 'm2', 'grit', 'x2')).toEqual([]);
  });

  test('within_one_edit: one substitution, swap, insertion or deletion', async () => {
    const pairs: [string, string, boolean][] = [
      ['iphone', 'iphone', true],
      ['iphone', 'iphnoe', true],
      ['iphone', 'ipone', true],
      ['iphone', 'iphonee', true],
      ['iphone', 'iphome', true],
      ['samsung', 'asmsung', true],
      ['samsung', 'samsugn', true],
      ['città', 'citta', true],
      ['iphone', 'ihpnoe', false],
      ['abcx', 'xabc', false],
      ['lenovo', 'lenvov', false],
      ['sony', 'sonyxx', false],
    ];
    const rows = await queryRows<{ a: string; b: string; near: boolean }>(
      sql`select p.a, p.b, within_one_edit(p.a, p.b) as near
          from jsonb_to_recordset(${JSON.stringify(pairs.map(([a, b]) => ({ a, b })))}::jsonb) as p(a text, b text)`,
    );
    expect(rows.map((row) => [row.a, row.b, row.near])).toEqual(pairs);
  });
});
