import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, test } from 'vitest';
import {
  AWIN_MAPPING,
  detectSeparator,
  missingFields,
  parseFlag,
  proposeMapping,
  readImportRow,
  SEPARATORS,
} from './import-format.ts';

describe('detectSeparator', () => {
  test('reads the header of the usual files', () => {
    expect(detectSeparator('codice;nome;prezzo')).toBe(';');
    expect(detectSeparator('\uFEFFcodice;nome;prezzo')).toBe(';');
    expect(detectSeparator('aw_deep_link,product_name,aw_product_id')).toBe(',');
    expect(detectSeparator('id\tname\tprice')).toBe('\t');
    expect(detectSeparator('id|name|price')).toBe('|');
    expect(detectSeparator('nome')).toBe(',');
  });

  test('a separator inside a quoted column name does not count', () => {
    expect(detectSeparator('"prezzo, in euro";"nome; completo";codice')).toBe(';');
    expect(detectSeparator('"a;b;c;d",nome,prezzo')).toBe(',');
  });

  test('any header written by a CSV writer is read back with its own separator', () => {
    const name = fc
      .string({ minLength: 1, maxLength: 12 })
      .filter((text) => text.trim() === text && !/[\r\n]/.test(text));
    fc.assert(
      fc.property(
        fc.constantFrom(...SEPARATORS),
        fc.uniqueArray(name, { minLength: 2, maxLength: 8 }),
        (separator, headers) => {
          const line = Papa.unparse([headers], { delimiter: separator, quotes: true });
          expect(detectSeparator(line)).toBe(separator);
        },
      ),
    );
  });
});

test('yes and no in the ways shops write them', () => {
  expect(['1', 'true', 'Sì', 'si', 'in stock'].map((text) => parseFlag(text, false))).toEqual(
    Array(5).fill(true),
  );
  expect(['0', 'false', 'No', 'out of stock'].map((text) => parseFlag(text, true))).toEqual(
    Array(4).fill(false),
  );
  expect(parseFlag('', true)).toBe(true);
  expect(parseFlag('forse', false)).toBe(false);
});

describe('readImportRow', () => {
  const awin = {
    aw_product_id: '37127262034',
    product_name: 'Yves Saint Laurent Libre EDP',
    search_price: '153.95',
    aw_deep_link: 'https://www.awin1.com/pclick.php?p=37127262034&a=3099222&m=31081',
    merchant_name: 'Top Parfümerie',
    currency: 'EUR',
    in_stock: '',
  };

  test('an Awin feed row with the Awin preset', () => {
    const read = readImportRow(awin, AWIN_MAPPING, { row: 2 });
    expect(read).toEqual({
      record: expect.objectContaining({
        row: 2,
        externalId: '37127262034',
        price: 153.95,
        currency: 'EUR',
        merchantName: 'Top Parfümerie',
        merchantSlug: 'top-parfumerie',
        brandName: null,
        ean: null,
        deliveryCost: null,
        inStock: true,
        createProduct: false,
      }),
    });
  });

  test("the feed's delivery cost: empty is unknown (never free), 0 is free, a bad one is named", () => {
    const delivery = (cell: string) =>
      readImportRow({ ...awin, delivery_cost: cell }, AWIN_MAPPING, { row: 2 });
    expect(delivery('')).toMatchObject({ record: { deliveryCost: null } });
    expect(delivery('0.00')).toMatchObject({ record: { deliveryCost: 0 } });
    expect(delivery('4,90')).toMatchObject({ record: { deliveryCost: 4.9 } });
    expect(delivery('EUR5.99')).toMatchObject({ record: { deliveryCost: 5.99 } });
    for (const cell of ['gratis', '-4.90', '4.999'])
      expect(delivery(cell)).toEqual({
        problem: 'Costo di spedizione non valido: usa un numero come 4,90 (0 se gratuita)',
      });
  });

  test('each bad cell gets its Italian message', () => {
    const bad = (change: Record<string, string>) =>
      readImportRow({ ...awin, ...change }, AWIN_MAPPING, { row: 3 });
    expect(bad({ currency: 'GBP' })).toEqual({ problem: 'Valuta non supportata: solo EUR o USD' });
    expect(bad({ aw_deep_link: 'javascript:alert(1)' })).toEqual({
      problem: 'Il link al negozio deve iniziare con https:// o http://',
    });
    expect(bad({ aw_product_id: ' ' })).toEqual({
      problem: 'Manca il codice prodotto del negozio',
    });
    expect(readImportRow({ ...awin, ean: '12AB' }, { ...AWIN_MAPPING, ean: 'ean' }, { row: 4 })).toEqual({
      problem: "L'EAN deve avere da 8 a 14 cifre",
    });
    expect(bad({ merchant_name: '' })).toEqual({ problem: 'Manca il negozio' });
    expect(
      readImportRow({ ...awin, merchant_name: '' }, AWIN_MAPPING, { row: 5, merchantName: 'Negozio' }),
    ).toMatchObject({ record: { merchantName: 'Negozio', merchantSlug: 'negozio' } });
  });

  test('whatever the cells hold, a row is read or refused with a message, never thrown', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...Object.values(AWIN_MAPPING)), fc.string({ maxLength: 40 })),
        (record) => {
          const read = readImportRow(record, AWIN_MAPPING, { row: 2 });
          if (!read.record) expect(read.problem.length).toBeGreaterThan(0);
        },
      ),
    );
  });
});

test('a mapping is proposed from familiar column names, and what is missing is named', () => {
  const mapping = proposeMapping(['SKU', 'Nome', 'Prezzo', 'URL', 'EAN']);
  expect(mapping).toEqual({
    externalId: 'SKU',
    name: 'Nome',
    price: 'Prezzo',
    affiliateUrl: 'URL',
    ean: 'EAN',
  });
  expect(missingFields(mapping, false)).toEqual(['merchantName']);
  expect(missingFields(mapping, true)).toEqual([]);
  expect(missingFields(proposeMapping(Object.values(AWIN_MAPPING) as string[]), false)).toEqual([]);
});
