const BASE = 'http://provato.invalid';

/**
 * A path on this site to send someone back to, or the fallback. Rejects absolute URLs,
 * protocol-relative ones (//evil.example), backslash tricks and control characters. The check
 * runs on the result, after the URL parser has resolved dot segments: `/.//evil.example` comes
 * out as `//evil.example`, which a browser would read as another site.
 */
export function safeRedirectPath(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return fallback;
  if (!target.startsWith('/') || /[\p{Cc}\\]/u.test(target)) return fallback;
  let result: string;
  try {
    const url = new URL(target, BASE);
    if (url.origin !== BASE) return fallback;
    result = `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
  return isSitePath(result) ? result : fallback;
}

/** What the browser will do with the Location: stay on this site, at this very path. */
function isSitePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || /[\p{Cc}\\]/u.test(path)) return false;
  try {
    const again = new URL(path, BASE);
    return again.origin === BASE && `${again.pathname}${again.search}${again.hash}` === path;
  } catch {
    return false;
  }
}
