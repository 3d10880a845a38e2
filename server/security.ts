import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import ipaddr from 'ipaddr.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A fresh nonce per response: the only inline scripts allowed are the ones carrying it. */
export function cspNonce(): RequestHandler {
  return (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    next();
  };
}

export function securityHeaders(options: { csp: boolean; https: boolean }): RequestHandler {
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
    res.status(403).type('text/plain; charset=utf-8').send('Richiesta non consentita: origine non valida.');
  };
}

/**
 * A request from this machine: a loopback socket and no proxy header (a proxy on this machine
 * forwarding someone else's request connects over loopback too).
 */
export function isFromThisMachine(req: Request): boolean {
  if (req.headers.forwarded || req.headers['x-forwarded-for'] || req.headers['x-real-ip']) return false;
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
