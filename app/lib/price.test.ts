import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parsePrice } from './price.ts';

describe('parsePrice', () => {
  test('Italian and English notations', () => {
    expect(parsePrice('1.299,90')).toBe(1299.9);
    expect(parsePrice('1299,90')).toBe(1299.9);
    expect(parsePrice('1,299.90')).toBe(1299.9);
    expect(parsePrice('1299.90')).toBe(1299.9);
    expect(parsePrice('EUR0.01')).toBe(0.01);
    expect(parsePrice('€ 19,9')).toBe(19.9);
    expect(parsePrice('12')).toBe(12);
  });

  test('ambiguous or wrong values are refused, not guessed', () => {
    for (const text of ['', 'abc', '-5', '1.299', '1,299', '1,2,3.4', '12.34.56,7', '1e5'])
      expect(parsePrice(text)).toBeNull();
  });

  test('any amount in cents written either way reads back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (cents) => {
        const value = cents / 100;
        const italian = new Intl.NumberFormat('it-IT', {
          minimumFractionDigits: 2,
          useGrouping: true,
        }).format(value);
        const english = new Intl.NumberFormat('en-US', {
          minimumFractionDigits: 2,
          useGrouping: true,
        }).format(value);
        expect(parsePrice(italian)).toBe(value);
        expect(parsePrice(english)).toBe(value);
      }),
    );
  });
});
