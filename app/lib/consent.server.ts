import { type ConsentChoice, isConsentChoice } from './consent.ts';

/**
 * The consent choice is itself a technical cookie (it must exist to remember "no"), holding the
 * plain answer. Italian Garante guidance: ask again after six months at most.
 */
const NAME = 'provato_consent';
const MAX_AGE_SECONDS = 60 * 60 * 24 * 180;

export function readConsent(request: Request): ConsentChoice | null {
  return consentFromCookies(request.headers.get('Cookie') ?? '');
}

/** The answer in a Cookie header (the page cache keys on it without building a Request). */
export function consentFromCookies(header: string): ConsentChoice | null {
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === NAME && isConsentChoice(value)) return value;
  }
  return null;
}

export function serializeConsent(choice: ConsentChoice, secure: boolean): string {
  return `${NAME}=${choice}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}
