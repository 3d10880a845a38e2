import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import ipaddr from 'ipaddr.js';
import { AppError } from './app-error.ts';

/*
 * Requests our server makes to addresses an admin typed (feeds, price lists): DESIGN.md §4. Only
 * http(s), a time limit, a size cap counted while the body streams to disk, at most 3 redirects,
 * and — unless private addresses are allowed (development, tests) — no loopback, private,
 * link-local or otherwise reserved address, checked on the address actually connected to (the
 * lookup itself is guarded, so a DNS answer that changes between check and connect changes nothing).
 */

export const OUTBOUND_MESSAGES = {
  badUrl: 'Indirizzo non valido: usa un URL che inizia con https:// o http://',
  blocked: 'Indirizzo non consentito: il server non scarica da reti private o locali',
  tooLarge: (megabytes: number) => `Il file supera i ${megabytes} MB`,
  timeout: 'Il server remoto non ha risposto in tempo',
  tooManyRedirects: 'Troppi reindirizzamenti',
  status: (status: number) => `Impossibile scaricare il file: il server ha risposto ${status}`,
  failed: 'Impossibile scaricare il file: il server remoto non è raggiungibile',
} as const;

export type DownloadOptions = {
  /** Where the body goes. */
  path: string;
  maxBytes: number;
  /** For the whole download, headers and body. */
  timeoutMs?: number;
  maxRedirects?: number;
  allowPrivate: boolean;
};

const PUBLIC_RANGES = new Set(['unicast']);

/**
 * The IPv4 address an IPv6 one carries, for the forms that reach it (decision 032): IPv4-mapped
 * (::ffff:a.b.c.d) and its translated form (::ffff:0:a.b.c.d), IPv4-compatible (::a.b.c.d,
 * deprecated but still routed by some stacks: ::7f00:1 is 127.0.0.1), NAT64's well-known prefix
 * (64:ff9b::a.b.c.d) and 6to4 (2002:aabb:ccdd::/48 is a.b.c.d). Null for any other address.
 */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const p = address.parts;
  const zero = (from: number, to: number) => p.slice(from, to).every((part) => part === 0);
  const fromParts = (high: number, low: number) =>
    new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  if (zero(0, 5) && p[5] === 0xffff) return fromParts(p[6]!, p[7]!);
  if (zero(0, 4) && p[4] === 0xffff && p[5] === 0) return fromParts(p[6]!, p[7]!);
  if (zero(0, 6)) return fromParts(p[6]!, p[7]!);
  if (p[0] === 0x64 && p[1] === 0xff9b && zero(2, 6)) return fromParts(p[6]!, p[7]!);
  if (p[0] === 0x2002) return fromParts(p[1]!, p[2]!);
  return null;
}

/**
 * Whether a literal address is a public one. An IPv6 address that carries an IPv4 one is judged
 * by that IPv4 address (::7f00:1 and ::ffff:127.0.0.1 are loopback, 2002:808:808:: is public);
 * every other special range (NAT64's local-use 64:ff9b:1::/48, Teredo, documentation…) is refused.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const inner = embeddedIPv4(parsed as ipaddr.IPv6);
    if (inner) return PUBLIC_RANGES.has(inner.range());
  }
  return PUBLIC_RANGES.has(parsed.range());
}

const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as LookupAddress[];
    const blocked = list.find((entry) => !isPublicAddress(entry.address));
    if (blocked || list.length === 0) return callback(new BlockedAddressError(), '', 0);
    if (options.all) return callback(null, list as never);
    callback(null, list[0]!.address, list[0]!.family);
  });
};

class BlockedAddressError extends Error {
  code = 'EBLOCKED';
}

function parseUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new AppError('bad_url', OUTBOUND_MESSAGES.badUrl);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password)
    throw new AppError('bad_url', OUTBOUND_MESSAGES.badUrl);
  return url;
}

/**
 * Downloads `address` to `options.path`. Answers the final URL and the response's content type.
 * Every refusal is an AppError with an Italian message (a 4xx: the address is the admin's input);
 * nothing is left on disk after one.
 */
export async function downloadToFile(
  address: string,
  options: DownloadOptions,
): Promise<{ url: string; contentType: string }> {
  let url = parseUrl(address);
  const deadline = AbortSignal.timeout(options.timeoutMs ?? 120_000);
  const maxRedirects = options.maxRedirects ?? 3;
  try {
    for (let redirects = 0; ; redirects += 1) {
      const literal = url.hostname.replace(/^\[|\]$/g, '');
      if (!options.allowPrivate && ipaddr.isValid(literal) && !isPublicAddress(literal))
        throw new AppError('blocked_address', OUTBOUND_MESSAGES.blocked);
      const response = await request(url, options.allowPrivate, deadline);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        if (redirects >= maxRedirects) throw new AppError('redirects', OUTBOUND_MESSAGES.tooManyRedirects);
        url = parseUrl(new URL(response.headers.location, url).toString());
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw new AppError('remote_status', OUTBOUND_MESSAGES.status(status));
      }
      const declared = Number(response.headers['content-length'] ?? NaN);
      const tooLarge = () =>
        new AppError('too_large', OUTBOUND_MESSAGES.tooLarge(Math.round(options.maxBytes / 1024 / 1024)));
      if (Number.isFinite(declared) && declared > options.maxBytes && !response.headers['content-encoding']) {
        response.resume();
        throw tooLarge();
      }
      let bytes = 0;
      const cap = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done(bytes > options.maxBytes ? tooLarge() : null, chunk);
        },
      });
      const encoding = String(response.headers['content-encoding'] ?? '').toLowerCase();
      const file = createWriteStream(options.path);
      if (encoding === 'gzip' || encoding === 'x-gzip')
        await pipeline(response, createGunzip(), cap, file, { signal: deadline });
      else await pipeline(response, cap, file, { signal: deadline });
      return { url: url.toString(), contentType: String(response.headers['content-type'] ?? '') };
    }
  } catch (error) {
    await rm(options.path, { force: true });
    if (error instanceof AppError) throw error;
    if (
      error instanceof BlockedAddressError ||
      (error as { cause?: unknown }).cause instanceof BlockedAddressError
    )
      throw new AppError('blocked_address', OUTBOUND_MESSAGES.blocked);
    if (deadline.aborted) throw new AppError('timeout', OUTBOUND_MESSAGES.timeout);
    throw new AppError('unreachable', OUTBOUND_MESSAGES.failed);
  }
}

function request(url: URL, allowPrivate: boolean, signal: AbortSignal): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const outgoing = client.get(url, {
      signal,
      headers: { 'Accept-Encoding': 'gzip', 'User-Agent': 'Provato-Import/1.0' },
      ...(allowPrivate ? {} : { lookup: guardedLookup }),
    });
    outgoing.on('response', resolve);
    outgoing.on('error', reject);
  });
}
