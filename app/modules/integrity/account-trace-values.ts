import ipaddr from 'ipaddr.js';

/*
 * What a trace is made of before it is hashed (decision 028): the device id of the first-party
 * cookie, the network prefix of the client address, the mailbox behind an e-mail address. Pure
 * rules, unit-tested; the keyed hash is account-trace-hash.server.ts.
 */

export const TRACE_KINDS = ['device', 'network', 'email'] as const;
export type TraceKind = (typeof TRACE_KINDS)[number];
export const LINK_KINDS = [...TRACE_KINDS, 'invite'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];
/** When a trace was left: signing up, signing in (password, social or second factor), a review. */
export type TraceEvent = 'signup' | 'signin' | 'review';

/** The device cookie: a random id set on the first visit, nothing read from the device itself. */
export const DEVICE_COOKIE = 'provato_device';
/** About 13 months (browsers cap a cookie at 400 days). */
export const DEVICE_COOKIE_DAYS = 395;
/** 128 random bits in base64url: 22 characters. */
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

export function isDeviceId(value: unknown): value is string {
  return typeof value === 'string' && DEVICE_ID.test(value);
}

/** The device id of a Cookie header, or null (none, or not one of ours). */
export function readDeviceId(cookieHeader: string | null | undefined): string | null {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, ...value] = part.trim().split('=');
    if (name === DEVICE_COOKIE) {
      const id = value.join('=');
      if (isDeviceId(id)) return id;
    }
  }
  return null;
}

/** The Set-Cookie value of a device id: first-party, HttpOnly, Lax, Secure over HTTPS. */
export function deviceCookie(id: string, secure: boolean): string {
  return `${DEVICE_COOKIE}=${id}; Max-Age=${DEVICE_COOKIE_DAYS * 86_400}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

const LOCAL_RANGES = new Set(['loopback', 'private', 'linkLocal', 'uniqueLocal', 'unspecified']);

/**
 * The network an address belongs to: its /24 for IPv4 (an IPv4-mapped IPv6 address counts as
 * IPv4), its /64 for IPv6, the block one home, office or phone gets. Null for anything else, and for
 * loopback and private addresses.
 */
export function networkPrefix(ip: string | null | undefined): string | null {
  if (!ip || !ipaddr.isValid(ip)) return null;
  const address = ipaddr.process(ip);
  // A loopback or private address names no one's network: every request behind a misconfigured
  // proxy, or every journey on one machine, would be "the same network".
  if (LOCAL_RANGES.has(address.range())) return null;
  if (address.kind() === 'ipv4') {
    const [a, b, c] = (address as ipaddr.IPv4).octets;
    return `${a}.${b}.${c}.0/24`;
  }
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}

/** Providers whose mailboxes ignore dots in the local part (the same inbox with or without them). */
const DOTLESS_DOMAINS = new Set(['gmail.com']);
/** Domains that are another name of one provider's mailboxes. */
const SAME_MAILBOXES: Record<string, string> = { 'googlemail.com': 'gmail.com' };
/**
 * Providers that deliver `name+anything@` to `name@` (subaddressing). Left out on purpose:
 * Yahoo (its disposable addresses use `-` after a separately chosen base name) and the Italian
 * providers (Libero, Virgilio, Tiscali, Alice/TIM), which do not document subaddressing: for them
 * a `+` stays part of the address, as it may be a real, different mailbox.
 */
const SUBADDRESS_DOMAINS = new Set([
  'gmail.com',
  'outlook.com',
  'outlook.it',
  'hotmail.com',
  'hotmail.it',
  'live.com',
  'live.it',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'fastmail.com',
]);

/**
 * The mailbox behind an address, to recognise one person's several addresses: lower case, the
 * provider's other domain names mapped to one, and, where the provider itself does so, dots and
 * `+tags` dropped (`A.Rossi+x@googlemail.com` is `arossi@gmail.com`; `a.rossi@libero.it` stays).
 */
export function normaliseEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const host = address.slice(at + 1);
  const domain = SAME_MAILBOXES[host] ?? host;
  let local = address.slice(0, at);
  if (SUBADDRESS_DOMAINS.has(domain)) local = local.split('+')[0]!;
  if (DOTLESS_DOMAINS.has(domain)) local = local.replaceAll('.', '');
  return `${local || address.slice(0, at)}@${domain}`;
}
