import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '#app/lib/db.server.ts';
import { pgArray } from '#app/lib/pg-array.ts';
import { ITALIAN_STOP_WORDS } from '#app/lib/search-terms.ts';
import { createProduct } from '#tests/support/factories.ts';
import { DEFAULT_CATALOG_QUERY } from './catalog-query.ts';
import { listCatalogProducts } from './list-products.server.ts';

const search = (q: string) =>
  listCatalogProducts({ ...DEFAULT_CATALOG_QUERY, q, sort: 'relevance', pageSize: 60 });

/** The names a search lists, in alphabetical order (relevance order is not the point here). */
const found = async (q: string) => (await search(q)).items.map((item) => item.name).sort();

const EVERYTHING = [
  'Bose Smart Soundbar',
  'Dell XPS 13',
  'JBL Endurance Peak 3',
  'LG OLED C4 55',
  'Samsung Crystal UHD 50',
  'Sonos Era 100',
  'Sony WH-1000XM5',
];

beforeAll(async () => {
  const catalog: [name: string, brand: string, description: string][] = [
    ['JBL Endurance Peak 3', 'JBL', "Cuffie sportive per la corsa, resistenti all'acqua."],
    ['Sony WH-1000XM5', 'Sony', 'Cuffie con cancellazione del rumore per i viaggi.'],
    ['Sonos Era 100', 'Sonos', 'Speaker con un suono pieno.'],
    ['Bose Smart Soundbar', 'Bose', 'Soundbar con impianto sonoro Dolby Atmos.'],
    ['Dell XPS 13', 'Dell', 'Portatile ultraleggero con schermo da 13 pollici.'],
    ['LG OLED C4 55', 'LG', 'Smart TV OLED da 55 pollici.'],
    ['Samsung Crystal UHD 50', 'Samsung', 'TV da 50 pollici.'],
  ];
  for (const [name, brandName, description] of catalog) {
    await createProduct({ name, brandName, description, slug: name.toLowerCase().replace(/\W+/g, '-') });
  }
});

describe('Italian stop words in a catalogue search', () => {
  test('our list is the one the database drops from its full-text index ("fra" aside)', async () => {
    const rows = await queryRows<{ word: string }>(
      sql`select w as word from unnest(${pgArray([...ITALIAN_STOP_WORDS])}::text[]) as w
          where numnode(to_tsquery('italian', w)) > 0`,
    );
    expect(rows.map((row) => row.word)).toEqual(['fra']);
  });

  test('among other words they are ignored, never emptying the results', async () => {
    expect(await found('cuffie per la corsa')).toEqual(['JBL Endurance Peak 3']);
    expect(await found('tv da 55 pollici')).toEqual(['LG OLED C4 55']);
    // Stop words the index drops but the search used to keep: each made every search fail.
    expect(await found('quale tv da 55 pollici')).toEqual(['LG OLED C4 55']);
    expect(await found('cuffie come quelle per la corsa')).toEqual(['JBL Endurance Peak 3']);
    expect(await found('cuffie anche per viaggi')).toEqual(['Sony WH-1000XM5']);
    expect((await search('cuffie per la corsa')).searchIgnored).toBe(false);
  });

  test('a word whose shortened prefix is a stop word still matches ("sonoro" is not "sono")', async () => {
    expect(await found('soundbar sonoro')).toEqual(['Bose Smart Soundbar']);
    expect(await found('sonoro')).toEqual(['Bose Smart Soundbar']);
  });

  test('a query of stop words alone looks for them as words of product names', async () => {
    // The index drops "Dell" and "Era" (Italian stop words): found through the names.
    expect(await found('dell')).toEqual(['Dell XPS 13']);
    expect(await found('era')).toEqual(['Sonos Era 100']);
    expect((await search('dell')).searchIgnored).toBe(false);
  });

  test('a query of stop words naming nothing lists the whole catalogue, and says so', async () => {
    for (const q of ['il', 'come', 'per la', 'Il!', 'x']) {
      const page = await search(q);
      expect(page.items.map((item) => item.name).sort()).toEqual(EVERYTHING);
      expect(page).toMatchObject({ total: EVERYTHING.length, searchIgnored: true });
    }
    // "dell" names a product, "il" does not: nothing is both.
    expect(await search('dell il')).toMatchObject({ searchIgnored: true, total: EVERYTHING.length });
    expect(await search('')).toMatchObject({ searchIgnored: false, total: EVERYTHING.length });
  });

  test('any mix of stop words, words and punctuation answers (never an error)', async () => {
    const pieces = [
      'il',
      'come',
      'dell',
      "dell'",
      'per',
      'è',
      'sonoro',
      'cuffie',
      'tv',
      '55',
      '!',
      '%',
      "'",
      ' ',
    ];
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...pieces), { maxLength: 8 }), async (parts) => {
        const page = await search(parts.join(' '));
        expect(page.total).toBeGreaterThanOrEqual(0);
        expect(page.items.length).toBeLessThanOrEqual(page.total);
      }),
      { numRuns: 40 },
    );
  });
});
