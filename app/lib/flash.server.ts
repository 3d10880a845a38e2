import { randomBytes } from 'node:crypto';
import { getConfig } from './env.server.ts';

/**
 * One-shot messages carried across a redirect (a toast after signing in, for example) in a short
 * httpOnly cookie that the next page reads and clears.
 */
export type Flash = { kind: 'success' | 'error' | 'info'; title: string; message: string };

/**
 * Each message has a cookie of its own (`provato_flash_<random>`), and a page clears exactly the
 * ones it read: two actions close together (a curation step completed, then the wizard) each
 * keep their message, where one shared name let the first page's clearing wipe the second's.
 */
const PREFIX = 'provato_flash';
/** More than this at once is not a person's doing: the rest are cleared unread. */
const MAX_SHOWN = 4;

/** Secure on an https site, like every other cookie of ours. */
const attributes = () =>
  `Path=/; SameSite=Lax; HttpOnly${getConfig().baseUrl.startsWith('https://') ? '; Secure' : ''}`;

export function flashCookie(flash: Flash): string {
  const value = Buffer.from(JSON.stringify(flash), 'utf8').toString('base64url');
  return `${PREFIX}_${randomBytes(6).toString('base64url')}=${value}; Max-Age=60; ${attributes()}`;
}

export const clearFlashCookie = (name: string) => `${name}=; Max-Age=0; ${attributes()}`;

/** The messages the request carries, oldest first, and the Set-Cookie lines that clear them. */
export function readFlashes(request: Request): { flashes: Flash[]; clear: string[] } {
  const flashes: Flash[] = [];
  const clear: string[] = [];
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [name = '', raw = ''] = part.trim().split(/=(.*)/s);
    if (name !== PREFIX && !/^provato_flash_[\w-]{1,16}$/.test(name)) continue;
    clear.push(clearFlashCookie(name));
    const flash = parseFlash(raw);
    if (flash && flashes.length < MAX_SHOWN) flashes.push(flash);
  }
  return { flashes, clear };
}

/** The first message the request carries, if any. */
export const readFlash = (request: Request): Flash | null => readFlashes(request).flashes[0] ?? null;

function parseFlash(raw: string): Flash | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<Flash>;
    if (
      (value.kind === 'success' || value.kind === 'error' || value.kind === 'info') &&
      typeof value.title === 'string' &&
      typeof value.message === 'string'
    ) {
      return { kind: value.kind, title: value.title.slice(0, 200), message: value.message.slice(0, 500) };
    }
  } catch {
    // A malformed cookie is simply ignored (and cleared).
  }
  return null;
}
