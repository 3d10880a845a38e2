import { isAPIError } from 'better-auth/api';

/** The machine code of a Better Auth error (INVALID_EMAIL_OR_PASSWORD, ...), if it is one. */
export function authErrorCode(error: unknown): string | undefined {
  if (!isAPIError(error)) return undefined;
  const body = error.body as { code?: unknown } | undefined;
  return typeof body?.code === 'string' ? body.code : undefined;
}

/** Set-Cookie headers returned by an auth call, to forward on our own response. */
export function forwardCookies(headers: Headers, into = new Headers()): Headers {
  for (const cookie of headers.getSetCookie()) into.append('Set-Cookie', cookie);
  return into;
}
