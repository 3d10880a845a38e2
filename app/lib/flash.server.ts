import { getConfig } from './env.server.ts';

/**
 * One-shot messages carried across a redirect (a toast after signing in, for example) in a short
 * httpOnly cookie that the next page reads and clears.
 */
export type Flash = { kind: 'success' | 'error' | 'info'; title: string; message: string };

const NAME = 'provato_flash';

/** Secure on an https site, like every other cookie of ours. */
const attributes = () =>
  `Path=/; SameSite=Lax; HttpOnly${getConfig().baseUrl.startsWith('https://') ? '; Secure' : ''}`;

export function flashCookie(flash: Flash): string {
  const value = Buffer.from(JSON.stringify(flash), 'utf8').toString('base64url');
  return `${NAME}=${value}; Max-Age=60; ${attributes()}`;
}

export const clearFlashCookie = () => `${NAME}=; Max-Age=0; ${attributes()}`;

export function readFlash(request: Request): Flash | null {
  const header = request.headers.get('Cookie') ?? '';
  const raw = header
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${NAME}=`))
    ?.slice(NAME.length + 1);
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
