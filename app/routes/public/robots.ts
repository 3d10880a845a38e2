import { getConfig } from '#app/lib/env.server.ts';

/** Crawlers: everything public, nothing personal, no shop redirects. */
export function loader() {
  const origin = getConfig().baseUrl;
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /go/',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /auth',
    'Disallow: /dashboard',
    'Disallow: /profile',
    'Disallow: /settings',
    'Disallow: /write-review',
    'Disallow: /dev/',
    'Disallow: /catalog?*q=',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
