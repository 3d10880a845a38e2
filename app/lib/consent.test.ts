import { describe, expect, test } from 'vitest';
import { readConsent, serializeConsent } from './consent.server.ts';

const withCookie = (cookie: string) => new Request('http://localhost/', { headers: { Cookie: cookie } });

describe('cookie consent', () => {
  test('reads the recorded answer among other cookies', () => {
    expect(readConsent(withCookie('a=1; provato_consent=necessary; b=2'))).toBe('necessary');
    expect(readConsent(withCookie('provato_consent=all'))).toBe('all');
  });

  test('anything else counts as no answer yet', () => {
    expect(readConsent(new Request('http://localhost/'))).toBeNull();
    expect(readConsent(withCookie('provato_consent=maybe'))).toBeNull();
    expect(readConsent(withCookie('xprovato_consent=all'))).toBeNull();
  });

  test('is a first-party, httpOnly, lax cookie asked again after six months', () => {
    expect(serializeConsent('all', false)).toBe(
      'provato_consent=all; Path=/; Max-Age=15552000; SameSite=Lax; HttpOnly',
    );
    expect(serializeConsent('necessary', true)).toContain('; Secure');
  });
});
