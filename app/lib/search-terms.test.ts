import { describe, expect, test } from 'vitest';
import { prefixTerm, searchTerms, stopWordsOnly } from './search-terms.ts';

describe('search words', () => {
  test('Italian stop words are dropped, whatever the PostgreSQL list drops', () => {
    expect(searchTerms('Cuffie per la corsa')).toEqual(['cuffie', 'corsa']);
    expect(searchTerms('quale TV è come questa?')).toEqual(['tv']);
    expect(searchTerms("dell'iPhone")).toEqual(['iphone']);
  });

  test('a query of stop words alone keeps them aside, to be looked up in names', () => {
    expect(stopWordsOnly('Dell')).toEqual(['dell']);
    expect(stopWordsOnly('il il come')).toEqual(['il', 'come']);
    expect(stopWordsOnly('dell xps')).toEqual([]);
    expect(stopWordsOnly('')).toEqual([]);
  });

  test('a long word loses its ending, unless what is left is a stop word', () => {
    expect(prefixTerm('fotocamera')).toBe('fotocame:*');
    expect(prefixTerm('sonoro')).toBe('sonoro:*'); // "sono" is a stop word
    expect(prefixTerm('dovere')).toBe('dovere:*'); // "dove"
    expect(prefixTerm('tv')).toBe('tv:*');
    expect(prefixTerm('rtx4070')).toBe('rtx4070:*'); // a model, not an Italian ending
  });
});
