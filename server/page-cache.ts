import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';
import { consentFromCookies } from '#app/lib/consent.server.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The anonymous public pages, as documents and as client-navigation data (`.data`). */
const CACHEABLE_PATH =
  /^\/(?:|catalog|categories|trasparenza|product\/[^/]+)$|^\/(?:_root|catalog|categories|trasparenza|product\/[^/]+)\.data$/;
/** A request carrying any of these renders for one person: never from the cache, never into it. */
const PERSONAL_COOKIE = /(?:^|;)\s*[^=;]*(?:session_token|session_data|provato_flash|two_factor)[^=;]*=/i;
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;
const NONCE_SOURCE = /'nonce-[^']*'/;
const MAX_BODY_BYTES = 2 * 1024 * 1024;
/** Headers of the rendered page kept with it; the security headers are set per response upstream. */
const KEPT_HEADERS = ['content-type', 'link', 'x-robots-tag', 'content-language'];

type Entry = {
  status: number;
  headers: [string, string][];
  /** script-src with the hashes of this page's inline scripts (HTML only). */
  csp: string | undefined;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  expires: number;
  bytes: number;
};

export type PageCacheOptions = {
  seconds: number;
  /** Memory for kept pages (all three encodings), least recently used first out. */
  maxBytes?: number;
  /** Renders a request without a CSP nonce (React Router's fetch handler). */
  render: (request: ExpressRequest, response: ExpressResponse) => Promise<Response>;
};

export type PageCache = RequestHandler & { clear(): void; size(): number };

/**
 * Anonymous visitors' public pages from memory (decision 023). A page is rendered once per key
 * and kept `seconds`; its inline scripts are allowed by their SHA-256 hashes instead of a nonce,
 * so a kept page shares no secret between visitors. A request with a session, a flash message or
 * a second-factor challenge is never answered from here, a response that sets a cookie or is not
 * a 200 is never kept, and any successful write handled by this process empties the cache (other
 * processes follow within `seconds`). Headers say the same to a CDN: `s-maxage`, `Vary`.
 */
export function pageCache(options: PageCacheOptions): PageCache {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<Entry | null>>();
  let bytes = 0;
  let generation = 0;

  const clear = () => {
    entries.clear();
    bytes = 0;
    generation += 1;
  };
  const keep = (key: string, entry: Entry) => {
    const previous = entries.get(key);
    if (previous) bytes -= previous.bytes;
    entries.delete(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const [oldest, old] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldest);
      bytes -= old.bytes;
    }
  };

  const handler: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.on('finish', () => {
        if (res.statusCode < 400) clear();
      });
      return next();
    }
    if (!CACHEABLE_PATH.test(req.path) || PERSONAL_COOKIE.test(req.headers.cookie ?? '')) return next();

    const key = cacheKey(req);
    const kept = entries.get(key);
    if (kept && kept.expires > Date.now()) {
      // Recently used goes last: the first entries of the map are the first to go.
      entries.delete(key);
      entries.set(key, kept);
      return send(req, res, kept, options.seconds, 'HIT');
    }
    if (req.method === 'HEAD') return next();

    const pending = rendering.get(key);
    if (pending) {
      pending.then(
        (entry) => (entry ? send(req, res, entry, options.seconds, 'HIT') : next()),
        () => next(),
      );
      return;
    }
    const started = generation;
    const render = renderEntry(req, res, options).then(({ entry, cacheable }) => {
      // A write during the render may have changed what it read: answer with it, keep nothing.
      if (cacheable && generation === started) keep(key, entry);
      send(req, res, entry, options.seconds, 'MISS', cacheable);
      return cacheable ? entry : null;
    });
    rendering.set(key, render);
    render.catch(next).finally(() => rendering.delete(key));
  };

  return Object.assign(handler, { clear, size: () => entries.size });
}

function cacheKey(req: ExpressRequest): string {
  const consent = consentFromCookies(req.headers.cookie ?? '');
  return `${consent ?? '-'} ${req.originalUrl}`;
}

async function renderEntry(
  req: ExpressRequest,
  res: ExpressResponse,
  options: PageCacheOptions,
): Promise<{ entry: Entry; cacheable: boolean }> {
  const response = await options.render(req, res);
  const identity = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  const html = type.startsWith('text/html');
  const csp = html
    ? hashedPolicy(res.getHeader('Content-Security-Policy'), identity.toString('utf8'))
    : undefined;
  const cacheable =
    response.status === 200 &&
    !response.headers.has('set-cookie') &&
    !/private|no-store/.test(response.headers.get('cache-control') ?? '') &&
    identity.length <= MAX_BODY_BYTES;
  const [gzipped, brotlied] = cacheable
    ? await Promise.all([
        gzipAsync(identity, { level: 9 }),
        brotli(identity, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 9,
            [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          },
        }),
      ])
    : [Buffer.alloc(0), Buffer.alloc(0)];
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (KEPT_HEADERS.includes(name)) headers.push([name, value]);
  });
  if (!cacheable) {
    // Sent once as rendered (a 404, a redirect, a page setting a cookie): its own headers, all of them.
    response.headers.forEach((value, name) => {
      if (!KEPT_HEADERS.includes(name) && name !== 'set-cookie' && name !== 'content-length')
        headers.push([name, value]);
    });
    for (const cookie of response.headers.getSetCookie()) headers.push(['set-cookie', cookie]);
  }
  return {
    cacheable,
    entry: {
      status: response.status,
      headers,
      csp,
      etag: `W/"${createHash('sha1').update(identity).digest('base64url')}"`,
      identity,
      gzip: gzipped,
      br: brotlied,
      expires: Date.now() + options.seconds * 1000,
      bytes: identity.length + gzipped.length + brotlied.length,
    },
  };
}

/** The response's policy with its nonce replaced by the hashes of the page's inline scripts. */
export function hashedPolicy(policy: unknown, html: string): string | undefined {
  if (typeof policy !== 'string') return undefined;
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(`'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`);
  }
  return policy.replace(NONCE_SOURCE, [...hashes].join(' ') || "'none'");
}

function send(
  req: ExpressRequest,
  res: ExpressResponse,
  entry: Entry,
  seconds: number,
  outcome: 'HIT' | 'MISS',
  cacheable = true,
) {
  if (res.headersSent) return;
  res.status(entry.status);
  for (const [name, value] of entry.headers) res.append(name, value);
  if (entry.csp) res.setHeader('Content-Security-Policy', entry.csp);
  if (!cacheable) {
    res.setHeader('X-Cache', 'BYPASS');
    return void res.end(req.method === 'HEAD' ? undefined : entry.identity);
  }
  // A cookie set upstream for this visitor alone (a first visit's device id): the page still
  // comes from memory, but this response is theirs, so no shared cache may keep it.
  res.setHeader(
    'Cache-Control',
    res.hasHeader('set-cookie') ? 'private, no-store' : `public, max-age=0, s-maxage=${seconds}`,
  );
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', entry.etag);
  res.setHeader('X-Cache', outcome);
  if (req.headers['if-none-match'] === entry.etag) return void res.status(304).end();
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.identity;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !/^\s*q=0(?:\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => name!.toLowerCase()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

/** A GET as React Router's fetch handler takes it (what @react-router/express builds). */
export function webRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return new Request(new URL(req.originalUrl, `${req.protocol}://${req.get('host')}`), {
    method: req.method,
    headers,
    signal: controller.signal,
  });
}
