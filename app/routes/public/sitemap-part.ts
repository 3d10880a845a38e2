import { data } from 'react-router';
import { getConfig } from '#app/lib/env.server.ts';
import { listSitemapCategories, listSitemapProducts, urlset } from '#app/modules/catalog/sitemap.server.ts';
import type { Route } from './+types/sitemap-part';

const xml = (body: string) =>
  new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });

/** The parts of a sitemap index: /sitemaps/pages.xml and /sitemaps/products-N.xml. */
export async function loader({ params }: Route.LoaderArgs) {
  const origin = getConfig().baseUrl;
  if (params.part === 'pages.xml') {
    const categories = await listSitemapCategories();
    return xml(
      urlset([
        { loc: `${origin}/` },
        { loc: `${origin}/catalog` },
        { loc: `${origin}/categories` },
        { loc: `${origin}/top-reviewed` },
        ...categories.map((category) => ({ loc: `${origin}/catalog?category=${category.slug}` })),
      ]),
    );
  }
  const match = /^products-(\d{1,4})\.xml$/.exec(params.part);
  const part = match ? Number(match[1]) : 0;
  if (part < 1) throw data('Sitemap non trovata', { status: 404 });
  const items = await listSitemapProducts(part);
  if (items.length === 0) throw data('Sitemap non trovata', { status: 404 });
  return xml(urlset(items.map((p) => ({ loc: `${origin}/product/${p.slug}`, lastmod: p.updatedAt }))));
}
