import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { safeRedirectPath } from './safe-redirect.ts';

describe('safeRedirectPath', () => {
  test.each([
    ['/profile', '/profile'],
    ['/catalog?category=tv&page=2', '/catalog?category=tv&page=2'],
    ['/product/iphone-15#recensioni', '/product/iphone-15#recensioni'],
  ])('keeps the local path %s', (input, expected) => {
    expect(safeRedirectPath(input, '/dashboard')).toBe(expected);
  });

  test.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'profile',
    '/%0d%0aSet-Cookie:x=1'.replace('%0d%0a', '\r\n'),
    '',
    undefined,
    null,
    42,
  ])('falls back for %s', (input) => {
    expect(safeRedirectPath(input, '/dashboard')).toBe('/dashboard');
  });

  test('never returns anything that leaves the site', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const result = safeRedirectPath(input, '/fallback');
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(new URL(result, 'https://provato.it').origin).toBe('https://provato.it');
      }),
    );
  });
});
