import { expect, test } from 'vitest';
import { resultCount } from './result-count.ts';

test('exact totals below the cap, "oltre" past it', () => {
  expect(resultCount(0, false)).toBe('0 prodotti');
  expect(resultCount(1, false)).toBe('1 prodotto');
  expect(resultCount(1000, false)).toBe('1.000 prodotti');
  expect(resultCount(1000, true)).toBe('oltre 1.000 prodotti');
  expect(resultCount(1020, true)).toBe('oltre 1.020 prodotti');
});
