import { describe, expect, test } from 'vitest';
import { formatDateTime, formatEuros, formatPoints, formatPrice, formatRating } from './format.ts';

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

  test('a moment reads in Rome’s time, across midnight and both daylight-saving changes', () => {
    expect(formatDateTime('2026-11-26T23:30:00Z')).toBe('27 novembre 2026, ore 00:30');
    expect(formatDateTime(new Date('2026-03-29T00:59:00Z'))).toBe('29 marzo 2026, ore 01:59');
    expect(formatDateTime(new Date('2026-03-29T01:00:00Z'))).toBe('29 marzo 2026, ore 03:00');
    expect(formatDateTime('2026-10-25T00:30:00Z')).toBe('25 ottobre 2026, ore 02:30');
    expect(formatDateTime('2026-10-25T01:30:00Z')).toBe('25 ottobre 2026, ore 02:30');
    expect(formatDateTime('2026-07-01T12:05:00Z')).toBe('1 luglio 2026, ore 14:05');
  });
});
