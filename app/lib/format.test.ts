import { describe, expect, test } from 'vitest';
import { formatEuros, formatPoints, formatPrice, formatRating } from './format.ts';

describe('Italian formatting', () => {
  test('prices group thousands from four digits, with a comma for the cents', () => {
    expect(formatPrice('1290.57')).toBe('1.290,57\u00a0€');
    expect(formatPrice(89)).toBe('89,00\u00a0€');
    expect(formatPrice(12999.9)).toBe('12.999,90\u00a0€');
    expect(formatPrice(null)).toBe('N/A');
    expect(formatPrice('abc')).toBe('N/A');
  });

  test('whole euros and points group thousands too', () => {
    expect(formatEuros(1250)).toBe('1.250\u00a0€');
    expect(formatPoints(5000)).toBe('5.000 punti');
    expect(formatPoints(1)).toBe('1 punto');
  });

  test('ratings keep one decimal', () => {
    expect(formatRating('4.25')).toBe('4,3');
    expect(formatRating(null)).toBeNull();
  });
});
