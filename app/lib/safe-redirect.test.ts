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
    // Dot segments resolved by the URL parser into a protocol-relative result.
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/a/..//evil.example',
    '/a/b/../..//evil.example/x?y=1',
    '/./%2e/..//evil.example',
    '',
    undefined,
    null,
    42,
  ])('falls back for %s', (input) => {
    expect(safeRedirectPath(input, '/dashboard')).toBe('/dashboard');
  });

  test('never returns anything that leaves the site', () => {
    const segment = fc.constantFrom('', '.', '..', '%2e', '%2E%2e', 'a', 'evil.example', '%2f', '@');
    const pathLike = fc.array(segment, { maxLength: 6 }).map((parts) => `/${parts.join('/')}`);
    fc.assert(
      fc.property(fc.oneof(fc.string(), pathLike), (input) => {
        const result = safeRedirectPath(input, '/fallback');
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(new URL(result, 'https://provato.it').origin).toBe('https://provato.it');
        expect(result === '/fallback' || !/^\/\/|\\/.test(result)).toBe(true);
      }),
    );
  });
});
