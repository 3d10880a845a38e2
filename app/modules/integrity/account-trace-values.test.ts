import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  DEVICE_COOKIE,
  deviceCookie,
  isDeviceId,
  networkPrefix,
  normaliseEmail,
  readDeviceId,
} from './account-trace-values.ts';

describe('the network of an address', () => {
  test.each([
    ['203.0.113.7', '203.0.113.0/24'],
    ['203.0.113.250', '203.0.113.0/24'],
    ['::ffff:203.0.113.7', '203.0.113.0/24'],
    ['::ffff:cb00:7107', '203.0.113.0/24'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8::/64'],
    ['', null],
    [undefined, null],
    ['non-un-indirizzo', null],
    // Loopback and private addresses name no one's network (a proxy misconfigured, a test machine).
    ['127.0.0.1', null],
    ['::ffff:127.0.0.1', null],
    ['192.168.1.20', null],
    ['10.0.0.7', null],
    ['::1', null],
    ['fe80::1', null],
    ['fd12:3456::1', null],
  ])('%s → %s', (ip, expected) => {
    expect(networkPrefix(ip)).toBe(expected);
  });

  test('every IPv4 address of one /24 has one network, and a neighbouring /24 another', () => {
    fc.assert(
      fc.property(fc.ipV4(), fc.integer({ min: 0, max: 255 }), (ip, last) => {
        fc.pre(networkPrefix(ip) !== null);
        const sibling = `${ip.split('.').slice(0, 3).join('.')}.${last}`;
        expect(networkPrefix(sibling)).toBe(networkPrefix(ip));
        expect(networkPrefix(`::ffff:${ip}`)).toBe(networkPrefix(ip));
        const [a, b, c] = ip.split('.').map(Number);
        const next = `${a}.${b}.${(c! + 1) % 256}.${last}`;
        if (networkPrefix(next) !== null) expect(networkPrefix(next)).not.toBe(networkPrefix(ip));
      }),
    );
  });

  test('every IPv6 address with the same first 64 bits has one network', () => {
    const group = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
    fc.assert(
      fc.property(
        fc.array(group, { minLength: 8, maxLength: 8 }),
        fc.array(group, { minLength: 4, maxLength: 4 }),
        (ip, tail) => {
          const a = ip.join(':');
          const b = [...ip.slice(0, 4), ...tail].join(':');
          fc.pre(networkPrefix(a) !== null);
          expect(networkPrefix(b)).toBe(networkPrefix(a));
          expect(networkPrefix(a)).toMatch(/\/64$/);
        },
      ),
    );
  });
});

describe('the mailbox behind an e-mail address', () => {
  test.each([
    ['a.b+x@gmail.com', 'ab@gmail.com'],
    ['A.B@GoogleMail.com', 'ab@gmail.com'],
    ['  Mario.Rossi+recensioni@gmail.com ', 'mariorossi@gmail.com'],
    ['mario.rossi+1@outlook.it', 'mario.rossi@outlook.it'],
    ['mario.rossi+1@hotmail.com', 'mario.rossi@hotmail.com'],
    ['mario+x@icloud.com', 'mario@icloud.com'],
    // Dots are part of the address everywhere but Gmail.
    ['a.b@libero.it', 'a.b@libero.it'],
    ['a.b@outlook.com', 'a.b@outlook.com'],
    // Providers that do not document subaddressing keep the `+`.
    ['mario+x@libero.it', 'mario+x@libero.it'],
    ['mario+x@yahoo.it', 'mario+x@yahoo.it'],
    ['Mario@Example.COM', 'mario@example.com'],
  ])('%s → %s', (email, expected) => {
    expect(normaliseEmail(email)).toBe(expected);
  });

  test('a.b@libero.it and ab@libero.it are two mailboxes; two Gmail spellings are one', () => {
    expect(normaliseEmail('a.b@libero.it')).not.toBe(normaliseEmail('ab@libero.it'));
    expect(normaliseEmail('a.b+x@gmail.com')).toBe(normaliseEmail('ab@gmail.com'));
  });

  test('normalising is idempotent and ignores case', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const once = normaliseEmail(email);
        expect(normaliseEmail(once)).toBe(once);
        expect(normaliseEmail(email.toUpperCase())).toBe(once);
      }),
    );
  });

  test('any dots and tag on a Gmail address lead to the same mailbox', () => {
    const local = fc.stringMatching(/^[a-z0-9]{1,12}$/);
    fc.assert(
      fc.property(
        local,
        fc.array(fc.nat({ max: 11 })),
        fc.stringMatching(/^[a-z0-9]{0,6}$/),
        (name, dots, tag) => {
          const chars = [...name];
          for (const at of dots) if (at < chars.length) chars[at] = `${chars[at]}.`;
          const spelled = `${chars.join('')}${tag ? `+${tag}` : ''}@gmail.com`;
          expect(normaliseEmail(spelled)).toBe(`${name}@gmail.com`);
        },
      ),
    );
  });
});

describe('the device cookie', () => {
  test('reads back the id it sets, and nothing that is not one of ours', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), fc.boolean(), (bytes, secure) => {
        const id = Buffer.from(bytes).toString('base64url');
        expect(isDeviceId(id)).toBe(true);
        const header = deviceCookie(id, secure).split(';')[0]!;
        expect(readDeviceId(`provato_consent=all; ${header}; other=1`)).toBe(id);
      }),
    );
    expect(readDeviceId(`${DEVICE_COOKIE}=short`)).toBeNull();
    expect(readDeviceId(`x${DEVICE_COOKIE}=${'a'.repeat(22)}`)).toBeNull();
    expect(readDeviceId(undefined)).toBeNull();
  });

  test('is HttpOnly, Lax, for about 13 months, Secure only over HTTPS', () => {
    const id = 'A'.repeat(22);
    expect(deviceCookie(id, true)).toBe(
      `${DEVICE_COOKIE}=${id}; Max-Age=34128000; Path=/; HttpOnly; SameSite=Lax; Secure`,
    );
    expect(deviceCookie(id, false)).not.toContain('Secure');
  });
});
