import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { analyticsHref, parseAnalyticsQuery } from './analytics-query.ts';
import { monthLabel } from './months.ts';

const parse = (search: string) => parseAnalyticsQuery(new URLSearchParams(search));

describe('analytics selectors in the URL', () => {
  test('defaults: 6 months, overview', () => {
    expect(parse('')).toEqual({ months: 6, view: 'overview' });
  });

  test('reads every period and view', () => {
    expect(parse('period=3&view=users')).toEqual({ months: 3, view: 'users' });
    expect(parse('period=12&view=performance')).toEqual({ months: 12, view: 'performance' });
    expect(parse('view=reviews')).toEqual({ months: 6, view: 'reviews' });
  });

  test('a bad value falls back to its default, the other one stays', () => {
    expect(parse('period=7&view=reviews')).toEqual({ months: 6, view: 'reviews' });
    expect(parse('period=12&view=admin')).toEqual({ months: 12, view: 'overview' });
    expect(parse('period=&view=')).toEqual({ months: 6, view: 'overview' });
    expect(parse('period=3.0abc')).toEqual({ months: 6, view: 'overview' });
  });

  test('any input gives a valid selection', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (period, view) => {
        const query = parseAnalyticsQuery(new URLSearchParams({ period, view }));
        expect([3, 6, 12]).toContain(query.months);
        expect(['overview', 'users', 'reviews', 'performance']).toContain(query.view);
      }),
    );
  });

  test('links leave the defaults out and read back the same', () => {
    expect(analyticsHref({ months: 6, view: 'overview' })).toBe('/admin/analytics');
    expect(analyticsHref({ months: 12, view: 'users' })).toBe('/admin/analytics?period=12&view=users');
    const href = analyticsHref({ months: 3, view: 'performance' });
    expect(parse(href.split('?')[1]!)).toEqual({ months: 3, view: 'performance' });
  });
});

test('month labels are short Italian months with the year', () => {
  expect(monthLabel('2026-01')).toBe('gen 2026');
  expect(monthLabel('2026-06')).toBe('giu 2026');
  expect(monthLabel('2025-12')).toBe('dic 2025');
});
