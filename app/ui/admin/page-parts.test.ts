import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { activeFilterCount } from './page-parts.tsx';

describe("'Filtri (N attivi)': the filters a list's URL sets", () => {
  test('each filter with a value counts once; empty fields, the page, its size, the tab and the order do not', () => {
    expect(activeFilterCount('')).toBe(0);
    expect(activeFilterCount('?status=active&role=user')).toBe(2);
    expect(activeFilterCount('?q=&status=active&role=&tier=&pointsMin=&from=&to=&pageSize=10')).toBe(1);
    expect(activeFilterCount('?page=3&pageSize=50&tab=offers&sort=name')).toBe(0);
    expect(activeFilterCount('?userId=abc&userId=abc&q=%20%20')).toBe(1);
  });

  test('adding what is not a filter never changes the count', () => {
    const name = fc.constantFrom('q', 'status', 'role', 'tier', 'from', 'to', 'userId', 'brand');
    const notFilter = fc.constantFrom('page', 'pageSize', 'tab', 'sort');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(name, fc.string({ maxLength: 5 }))),
        fc.array(fc.tuple(notFilter, fc.string({ maxLength: 5 }))),
        (filters, others) => {
          const search = (pairs: [string, string][]) => new URLSearchParams(pairs).toString();
          const count = activeFilterCount(search(filters));
          expect(activeFilterCount(search([...filters, ...others]))).toBe(count);
          expect(count).toBe(new Set(filters.filter(([, v]) => v.trim() !== '').map(([n]) => n)).size);
        },
      ),
    );
  });
});
