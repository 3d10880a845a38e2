/**
 * A path on this site to send someone back to, or the fallback. Rejects absolute URLs,
 * protocol-relative ones (//evil.example), backslash tricks and control characters.
 */
export function safeRedirectPath(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if (/[\p{Cc}\\]/u.test(target)) return fallback;
  try {
    const url = new URL(target, 'http://provato.invalid');
    if (url.origin !== 'http://provato.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
