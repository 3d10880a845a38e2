import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { rateLimitAddress } from '#app/lib/client-address.ts';
import { getConfig } from '#app/lib/env.server.ts';
import type { TraceKind } from './account-trace-values.ts';

/** HKDF's label: the integrity key is the auth secret's, but for this one purpose. */
const KEY_LABEL = 'provato/integrity/account-traces/v1';

let derived: { secret: string; key: Buffer } | undefined;

/** INTEGRITY_SECRET, or a key derived from the auth secret (HKDF-SHA256 with a fixed label). */
function traceKey(): Buffer {
  const config = getConfig();
  const secret = config.integritySecret ?? config.authSecret;
  if (derived?.secret !== secret) {
    const key = config.integritySecret
      ? Buffer.from(config.integritySecret, 'utf8')
      : Buffer.from(hkdfSync('sha256', config.authSecret, '', KEY_LABEL, 32));
    derived = { secret, key };
  }
  return derived.key;
}

/**
 * The only form a trace is ever stored in (DESIGN §3.19): HMAC-SHA256 of its kind and value with
 * the server's key, base64url. Equal values give equal hashes, so accounts can be matched; without
 * the key a hash cannot be turned back into an address or tried against guesses.
 */
export function hashTrace(kind: TraceKind, value: string): string {
  return createHmac('sha256', traceKey()).update(`${kind}\u0000${value}`).digest('base64url');
}

/**
 * The key rate limits count a client by (sign-in, sign-up, reset, contact, newsletter): its
 * address, IPv6 by its /64 (rateLimitAddress), as a keyed hash, so the counters' rows in the
 * database hold no address either. 'unknown' stays as it is.
 */
export function clientKey(ip: string | undefined): string {
  const address = rateLimitAddress(ip);
  if (address === 'unknown') return address;
  return createHmac('sha256', traceKey()).update(`client\u0000${address}`).digest('base64url');
}

/** A new device id: 128 random bits, base64url. */
export function newDeviceId(): string {
  return randomBytes(16).toString('base64url');
}
