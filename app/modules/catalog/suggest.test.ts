import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  brandHref,
  canSuggest,
  categoryHref,
  nameMatchWords,
  nameScore,
  suggestionCountText,
  withinOneEdit,
  wordMatch,
} from './suggest.ts';

describe('withinOneEdit', () => {
  test('equal, one changed, missing, extra, or two neighbours swapped', () => {
    expect(withinOneEdit('samsung', 'samsung')).toBe(true);
    expect(withinOneEdit('samsing', 'samsung')).toBe(true);
    expect(withinOneEdit('samsng', 'samsung')).toBe(true);
    expect(withinOneEdit('samsungg', 'samsung')).toBe(true);
    expect(withinOneEdit('smasung', 'samsung')).toBe(true);
    expect(withinOneEdit('smasnug', 'samsung')).toBe(false);
    expect(withinOneEdit('sams', 'samsung')).toBe(false);
  });

  test('symmetric, and true for any word with one letter dropped', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.nat(), (word, at) => {
        const dropped = word.slice(0, at % word.length) + word.slice((at % word.length) + 1);
        expect(withinOneEdit(word, dropped)).toBe(true);
        expect(withinOneEdit(dropped, word)).toBe(true);
      }),
    );
  });
});

describe('matching names', () => {
  test('a beginning beats a typo, short words and words with digits are never corrected', () => {
    expect(wordMatch('sams', 'samsung')).toBe(2);
    expect(wordMatch('samsng', 'samsung')).toBe(1);
    expect(wordMatch('smasu', 'samsung')).toBe(1);
    expect(wordMatch('sma', 'samsung')).toBe(0);
    expect(wordMatch('a56', 'a55')).toBe(0);
    expect(wordMatch('zzzz', 'samsung')).toBe(0);
  });

  test('accents and case do not matter; the first word of a name counts more', () => {
    expect(nameScore('Fotocamere', ['fotocamere'])).toBeGreaterThan(0);
    expect(nameScore('Élite', ['elite'])).toBeGreaterThan(0);
    expect(nameScore('Sony', ['sony'])).toBeGreaterThan(nameScore('Casa Sony', ['sony']));
    expect(nameScore('Apple', ['sams'])).toBe(0);
  });

  test('the words names are matched with: search words, or one stop word alone', () => {
    expect(nameMatchWords('il samsung')).toEqual(['samsung']);
    expect(nameMatchWords('le')).toEqual(['le']);
    expect(nameMatchWords('il la')).toEqual([]);
  });
});

test('two letters or digits before anything is suggested', () => {
  expect(canSuggest('s')).toBe(false);
  expect(canSuggest(' s - ')).toBe(false);
  expect(canSuggest('sa')).toBe(true);
  expect(canSuggest('s 4')).toBe(true);
});

test('where suggestions lead, and the count read out', () => {
  expect(brandHref('Bang & Olufsen')).toBe('/catalog?q=Bang+%26+Olufsen');
  expect(categoryHref('smartphone')).toBe('/catalog?category=smartphone');
  expect(suggestionCountText(5)).toBe('5 suggerimenti');
  expect(suggestionCountText(1)).toBe('1 suggerimento');
  expect(suggestionCountText(0)).toBe('Nessun suggerimento');
});
