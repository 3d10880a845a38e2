import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import ipaddr from 'ipaddr.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const HOST_HEADER = /^(?:[\w.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i;

function refuse(res: Response, status: number, message: string) {
  res.status(status).set('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(message);
}

/**
 * Requests that no browser sends and the rest of the stack would choke on are answered here
 * with a clear 4xx: TRACE and other methods (405), an absolute-form or `*` target, a missing or
 * malformed Host, a NUL anywhere in the target or broken percent-encoding in the path (400).
 */
export function requestShape(): RequestHandler {
  const allowed = new Set(ALLOWED_METHODS);
  return (req, res, next) => {
    if (!allowed.has(req.method)) {
      res.set('Allow', ALLOWED_METHODS.join(', '));
      return refuse(res, 405, 'Metodo non consentito.');
    }
    if (!req.url.startsWith('/') || req.url.startsWith('//')) {
      return refuse(res, 400, 'Richiesta non valida: indirizzo non ammesso.');
    }
    const host = req.headers.host;
    if (!host || !HOST_HEADER.test(host)) return refuse(res, 400, 'Richiesta non valida: host mancante.');
    if (/%00/i.test(req.url) || !decodes(req.url)) {
      return refuse(res, 400, "Richiesta non valida: l'indirizzo contiene caratteri non ammessi.");
    }
    next();
  };
}

/** Whether the path decodes (a query string is parsed leniently further on: `?q=50%` is fine). */
function decodes(url: string): boolean {
  try {
    decodeURIComponent(url.split('?')[0]!);
    return true;
  } catch {
    return false;
  }
}

/** A fresh nonce per response: the only inline scripts allowed are the ones carrying it. */
export function cspNonce(): RequestHandler {
  return (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    next();
  };
}

/** Powerful browser features this site never uses, switched off for it and anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

export function securityHeaders(options: { csp: boolean; https: boolean }): RequestHandler {
  const headers = helmetHeaders(options);
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    headers(req, res, next);
  };
}

function helmetHeaders(options: { csp: boolean; https: boolean }) {
  return helmet({
    contentSecurityPolicy: options.csp
      ? {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
            // Radix and sonner set style attributes and inject small style elements.
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            baseUri: ["'self'"],
            objectSrc: ["'none'"],
            ...(options.https ? { upgradeInsecureRequests: [] } : {}),
          },
        }
      : false,
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * Cookies are SameSite=Lax; on top of that a state-changing request that names its origin must
 * come from one of ours. Requests without an Origin header (server-to-server, curl) carry no
 * browser cookies of a victim, so they pass to the route's own authorization.
 */
export function originCheck(trustedOrigins: readonly string[]): RequestHandler {
  const trusted = new Set(trustedOrigins);
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    if (origin === undefined || trusted.has(origin)) return next();
    const message = 'Richiesta non consentita: origine non valida.';
    // The JSON API answers in its own shape.
    if (req.path.startsWith('/api/')) return void res.status(403).json({ error: message });
    res.status(403).type('text/plain; charset=utf-8').send(message);
  };
}

/**
 * A request from this machine: a loopback socket, no proxy header (a proxy on this machine
 * forwarding someone else's request connects over loopback too) and a loopback Host. A proxy or
 * tunnel on this machine that adds no forwarding header cannot be told apart: README says so.
 */
export function isFromThisMachine(req: Request): boolean {
  if (req.headers.forwarded || req.headers['x-forwarded-for'] || req.headers['x-real-ip']) return false;
  // A page of another site can reach loopback under its own name (DNS rebinding): the browser
  // then sends that name as Host. A person here types localhost or the loopback address.
  if (!LOOPBACK_HOST.test(req.headers.host ?? '')) return false;
  const address = req.socket.remoteAddress;
  if (!address || !ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'loopback';
}

/** Development tools (the mailbox holds every reset link): for this machine only, else a 404. */
export function thisMachineOnly(): RequestHandler {
  return (req, res, next) => {
    if (isFromThisMachine(req)) return next();
    res.status(404).type('text/plain; charset=utf-8').send('Risorsa non trovata.');
  };
}
