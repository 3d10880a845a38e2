import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { cleanBrand, isMakerName, repeatsName } from './brand-cleaning.ts';

describe('repeatsName: the three tests of admin-side §5', () => {
  test.each([
    // 1. contained in the name, ignoring case
    ['Galaxy S24', 'Samsung Galaxy S24 Ultra', true],
    ['samsung', 'SAMSUNG Galaxy S24', true],
    // 2. several words, every word longer than 2 characters in the name, in any order
    ['Ultra Galaxy', 'Samsung Galaxy S24 Ultra', true],
    ['Sony Audio', 'Cuffie Sony WH-1000XM5', false],
    // 3. every significant word contained in a name word, or containing one
    ['Galaxys24', 'Samsung Galaxy S24', true],
    ['Xiaomi', 'Xiaomi13T Pro', true],
    ['Logitech', 'Mouse MX Master 3S', false],
    ['Generico', 'Cavo USB-C 2 m', false],
    ['', 'Qualsiasi nome', false],
    ['  ', 'Qualsiasi nome', false],
  ])('%j in %j → %s', (brand, name, expected) => {
    expect(repeatsName(brand, name)).toBe(expected);
  });

  test('a one-letter word of the name does not make every brand "contained"', () => {
    expect(repeatsName('Philips', 'Rasoio serie 5 a secco')).toBe(false);
  });

  test('property: a brand is always found in a name that ends with it', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), (brand, prefix) => {
        fc.pre(brand.trim().length > 0);
        expect(repeatsName(brand, `${prefix} ${brand}`)).toBe(true);
      }),
    );
  });
});

describe('isMakerName: what decision 014 keeps', () => {
  test.each([
    ['Samsung', 'Samsung Galaxy S24', true],
    ['LG', 'LG OLED C3 55"', true],
    ["De'Longhi", "Macchina da caffè De'Longhi Dedica", true],
    ['Bang & Olufsen', 'Bang & Olufsen Beoplay H95', true],
    ['Bang & Olufsen', 'Cuffie Bang & Olufsen Beoplay H95', false],
    ['Samsung Galaxy S24 Ultra', 'Samsung Galaxy S24 Ultra 256 GB', false],
  ])('%j for %j → %s', (brand, name, expected) => {
    expect(isMakerName(brand, name)).toBe(expected);
  });
});

describe('cleanBrand', () => {
  test('keeps the maker, empties a title copied into the brand', () => {
    expect(cleanBrand('Samsung', 'Samsung Galaxy S24', true)).toBe('Samsung');
    expect(cleanBrand('Samsung Galaxy S24 Ultra', 'Samsung Galaxy S24 Ultra 256 GB', true)).toBeNull();
    expect(cleanBrand('Apple iPhone 15', 'Smartphone Apple iPhone 15 128 GB', true)).toBeNull();
  });

  test('with the switch off only trims', () => {
    expect(cleanBrand('  Samsung Galaxy S24 Ultra ', 'Samsung Galaxy S24 Ultra 256 GB', false)).toBe(
      'Samsung Galaxy S24 Ultra',
    );
  });

  test('empty and missing brands are null either way', () => {
    for (const on of [true, false]) {
      expect(cleanBrand('', 'Nome', on)).toBeNull();
      expect(cleanBrand(null, 'Nome', on)).toBeNull();
      expect(cleanBrand(undefined, 'Nome', on)).toBeNull();
    }
  });

  test('property: cleaning twice changes nothing more (the job can run again safely)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (brand, name) => {
        const once = cleanBrand(brand, name, true);
        expect(cleanBrand(once, name, true)).toBe(once);
      }),
    );
  });
});
