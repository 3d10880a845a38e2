import type { RequestHandler } from 'express';
import { newDeviceId } from '#app/modules/integrity/account-trace-hash.server.ts';
import { SESSION_COOKIE } from '#app/modules/accounts/session-cookie.ts';
import { DEVICE_COOKIE, deviceCookie, readDeviceId } from '#app/modules/integrity/account-trace-values.ts';

/** Machine-to-machine APIs are nobody's visit (the auth library's paths are: a social sign-in lands there). */
const NOT_A_VISIT = /^\/api\/(?!auth\/)/;
/** Where an account is made or entered: the sign-in and sign-up page, the auth library's paths. */
const ACCOUNT_DOOR = /^\/(auth(\/|$)|api\/auth\/)/;
const SESSION = new RegExp(`(^|;\\s*)(__Secure-)?${SESSION_COOKIE.replace('.', '\\.')}=`);

/**
 * The device id (decision 028): a random id in a first-party cookie, set on the first visit that
 * is already personal: the sign-in and sign-up pages, any form sent, any request of a signed-in
 * person. An anonymous look at a public page gets none, so those pages stay one shared page a
 * cache or a CDN may keep (a response setting a cookie is one visitor's). Every account is made or
 * entered through the first kind, so every trace of an account carries its device.
 *
 * The request goes on carrying the id in its Cookie header, so a sign-up on that very request
 * already leaves the device's trace. Mounted before the page cache: the cookie is added to this
 * response only, never to a page the cache keeps, and the cache marks the response private.
 */
export function deviceCookieMiddleware(options: { secure: boolean }): RequestHandler {
  return (req, res, next) => {
    if (readDeviceId(req.headers.cookie) || NOT_A_VISIT.test(req.path)) return next();
    const personal =
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      ACCOUNT_DOOR.test(req.path) ||
      SESSION.test(req.headers.cookie ?? '');
    if (!personal) return next();
    const id = newDeviceId();
    res.append('Set-Cookie', deviceCookie(id, options.secure));
    const pair = `${DEVICE_COOKIE}=${id}`;
    req.headers.cookie = req.headers.cookie ? `${req.headers.cookie}; ${pair}` : pair;
    next();
  };
}
