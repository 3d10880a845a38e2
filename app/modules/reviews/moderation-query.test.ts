import { describe, expect, test } from 'vitest';
import { isSocialProvider } from '#app/modules/accounts/social-sign-in.server.ts';
import { parseModerationQuery } from './moderation-query.ts';

describe('parseModerationQuery', () => {
  test.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'pubblicat'])(
    'a status that is only an inherited property name (%s) is the default queue',
    (status) => {
      expect(parseModerationQuery(new URLSearchParams({ status })).status).toBe('in_revisione');
    },
  );

  test('a real status and a real product id are kept; a look-alike id is not', () => {
    const id = '3f2b8c1e-9a4d-4e7b-8c2a-1d5e6f7a8b9c';
    expect(
      parseModerationQuery(new URLSearchParams({ status: 'in_revisione', productId: id })),
    ).toMatchObject({
      status: 'in_revisione',
      productId: id,
    });
    expect(parseModerationQuery(new URLSearchParams({ productId: '0'.repeat(36) })).productId).toBe('');
  });

  test('provider names are checked the same way', () => {
    expect(isSocialProvider('google')).toBe(true);
    expect(isSocialProvider('__proto__')).toBe(false);
    expect(isSocialProvider('constructor')).toBe(false);
  });
});
