import { describe, expect, test } from 'vitest';
import { rateLimitAddress } from './client-address.ts';

describe('the address rate limits count by', () => {
  test.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8::', '2001:db8::/64'],
    ['', 'unknown'],
    [undefined, 'unknown'],
    ['non-un-indirizzo', 'unknown'],
  ])('%s → %s', (ip, expected) => {
    expect(rateLimitAddress(ip)).toBe(expected);
  });

  test('two addresses of one IPv6 network share one count', () => {
    expect(rateLimitAddress('2a01:4f8:c0c:1::1')).toBe(rateLimitAddress('2a01:4f8:c0c:1:ffff::abcd'));
  });
});
