import { createHmac, timingSafeEqual } from 'node:crypto';
import { getConfig } from './env.server.ts';
import { isUuid } from './uuid.ts';

/*
 * Links that act on one row without a sign-in (unsubscribe from the newsletter, remove a price
 * alert): the row's id signed with the server secret for one purpose. The token never changes,
 * so every mail carries a link that keeps working, and it cannot be forged or reused for
 * another purpose.
 */

const signature = (purpose: string, id: string) =>
  createHmac('sha256', getConfig().authSecret).update(`${purpose}:${id}`).digest();

export const signedIdToken = (purpose: string, id: string) =>
  `${id}.${signature(purpose, id).toString('base64url')}`;

/** The id a token was signed for, or null for anything else. */
export function idOfSignedToken(purpose: string, token: string): string | null {
  const match = /^([0-9a-f-]{36})\.([\w-]{43})$/.exec(token);
  if (!match || !isUuid(match[1])) return null;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = signature(purpose, match[1]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? match[1]! : null;
}

/** Mail clients show their own "unsubscribe" button, one click (RFC 2369, RFC 8058). */
export const listUnsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
