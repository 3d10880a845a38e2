import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  activeFilterCount,
  catalogHref,
  DEFAULT_CATALOG_QUERY,
  MAX_FACET_VALUES,
  parseCatalogQuery,
  priceRangeLabel,
  withoutFilters,
} from './catalog-query.ts';

const parse = (search: string) => parseCatalogQuery(new URLSearchParams(search));

describe('catalogue facets in the URL', () => {
  test('brands, shops, prices and availability are read from the URL', () => {
    expect(
      parse('brand=Samsung&brand=Apple&shop=unieuro&shop=amazon-it&minPrice=49,90&maxPrice=500&available=1'),
    ).toMatchObject({
      brands: ['Apple', 'Samsung'],
      shops: ['amazon-it', 'unieuro'],
      minPrice: 49.9,
      maxPrice: 500,
      available: true,
    });
  });

  test('wrong values fall back to no filter, the rest of the URL still applies', () => {
    expect(
      parse('brand=&brand=Sony&shop=Non%20valido&minPrice=abc&maxPrice=-5&available=forse&category=audio'),
    ).toMatchObject({
      category: 'audio',
      brands: ['Sony'],
      shops: [],
      minPrice: null,
      maxPrice: null,
      available: false,
    });
    expect(parse('minPrice=100001&maxPrice=1.999')).toMatchObject({ minPrice: null, maxPrice: null });
    expect(parse(`${Array.from({ length: 30 }, (_, i) => `brand=B${i}`).join('&')}`).brands).toHaveLength(
      MAX_FACET_VALUES,
    );
  });

  test('swapped prices are read as meant; the same brand twice counts once', () => {
    expect(parse('minPrice=500&maxPrice=100')).toMatchObject({ minPrice: 100, maxPrice: 500 });
    expect(parse('brand=sony&brand=Sony&brand=%20Sony%20').brands).toEqual(['sony']);
  });

  test('links are canonical: sorted values, defaults left out', () => {
    expect(catalogHref({ brands: ['Sony', 'Apple'], shops: ['unieuro', 'amazon-it'] })).toBe(
      '/catalog?brand=Apple&brand=Sony&shop=amazon-it&shop=unieuro',
    );
    expect(catalogHref({ minPrice: 50, maxPrice: 100, available: true })).toBe(
      '/catalog?minPrice=50&maxPrice=100&available=1',
    );
    expect(catalogHref({ ...DEFAULT_CATALOG_QUERY })).toBe('/catalog');
  });

  test('any state survives its own link', () => {
    const state = fc.record({
      q: fc.constantFrom('', 'samsung galaxy', 'tv 55'),
      category: fc.constantFrom('', 'audio', 'smartphone'),
      minRating: fc.constantFrom(0, 3, 4) as fc.Arbitrary<0 | 3 | 4>,
      brands: fc.uniqueArray(fc.constantFrom('Apple', 'Samsung', "De'Longhi", 'Bang & Olufsen', 'LG'), {
        selector: (brand) => brand.toLowerCase(),
      }),
      shops: fc.uniqueArray(fc.constantFrom('amazon-it', 'mediaworld', 'unieuro')),
      minPrice: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
      maxPrice: fc.option(fc.integer({ min: 5000, max: 100_000 }), { nil: null }),
      available: fc.boolean(),
      page: fc.integer({ min: 1, max: 50 }),
    });
    fc.assert(
      fc.property(state, (change) => {
        const href = catalogHref(change);
        const parsed = parseCatalogQuery(new URL(href, 'http://x').searchParams);
        expect(parsed).toMatchObject({
          ...change,
          brands: [...change.brands].sort((a, b) => a.localeCompare(b, 'it')),
          shops: [...change.shops].sort(),
        });
        expect(catalogHref(parsed)).toBe(href);
      }),
    );
  });

  test('the filter count and taking every filter off', () => {
    const query = parse(
      'q=tv&category=tv&brand=LG&brand=Sony&minPrice=300&available=1&sort=bestPrice&page=3',
    );
    expect(activeFilterCount(query)).toBe(5);
    expect(catalogHref(withoutFilters(query))).toBe('/catalog?q=tv&sort=bestPrice');
  });

  test('price ranges in Italian', () => {
    expect(priceRangeLabel(null, 50)).toBe('Fino a 50 €');
    expect(priceRangeLabel(50, 100)).toBe('50–100 €');
    expect(priceRangeLabel(1000, null)).toBe('Da 1.000 €');
    expect(priceRangeLabel(49.9, 1500)).toBe('49,9–1.500 €');
  });
});
