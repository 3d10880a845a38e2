import type { RequestHandler } from 'express';
import { newDeviceId } from '#app/modules/integrity/account-trace-hash.server.ts';
import { DEVICE_COOKIE, deviceCookie, readDeviceId } from '#app/modules/integrity/account-trace-values.ts';

/** Machine-to-machine APIs are nobody's visit (the auth library's paths are: a social sign-in lands there). */
const NOT_A_VISIT = /^\/api\/(?!auth\/)/;

/**
 * The device id (decision 028): a first visit without one gets a random id in a first-party
 * cookie, and the request goes on carrying it in its Cookie header, so a sign-up on that very
 * request already leaves the device's trace. Mounted before the page cache: the cookie is added to
 * this response only, never to a page the cache keeps (a kept page is a rendered Response without
 * it), and the cache then marks this one response private so no shared cache keeps it either.
 */
export function deviceCookieMiddleware(options: { secure: boolean }): RequestHandler {
  return (req, res, next) => {
    if (readDeviceId(req.headers.cookie) || NOT_A_VISIT.test(req.path)) return next();
    const id = newDeviceId();
    res.append('Set-Cookie', deviceCookie(id, options.secure));
    const pair = `${DEVICE_COOKIE}=${id}`;
    req.headers.cookie = req.headers.cookie ? `${req.headers.cookie}; ${pair}` : pair;
    next();
  };
}
