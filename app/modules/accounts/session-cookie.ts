/** Better Auth's cookie names start with this. */
export const COOKIE_PREFIX = 'provato';

/** The session cookie's name (`__Secure-` in front of it over HTTPS). */
export const SESSION_COOKIE = `${COOKIE_PREFIX}.session_token`;
