import { describe, expect, test } from 'vitest';
import { pgArray } from './pg-array.ts';

describe('pgArray', () => {
  test('quotes every element, so null is a word and quotes cannot escape', () => {
    expect(pgArray(['samsung', 'null', 'NULL'])).toBe('{"samsung","null","NULL"}');
    expect(pgArray(['a"b', 'c\\d', 'e,f}'])).toBe('{"a\\"b","c\\\\d","e,f}"}');
    expect(pgArray([])).toBe('{}');
  });
});
