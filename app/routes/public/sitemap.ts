import { getConfig } from '#app/lib/env.server.ts';
import {
  countListedProducts,
  listSitemapCategories,
  listSitemapProducts,
  SITEMAP_PRODUCTS_PER_FILE,
  sitemapIndex,
  urlset,
} from '#app/modules/catalog/sitemap.server.ts';

const xml = (body: string) =>
  new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });

/**
 * /sitemap.xml: home, catalogue, categories and every listed product. A catalogue too large for
 * one file gets an index pointing at /sitemaps/products-N.xml parts.
 */
export async function loader() {
  const origin = getConfig().baseUrl;
  const total = await countListedProducts();
  const pages = [
    { loc: `${origin}/` },
    { loc: `${origin}/catalog` },
    { loc: `${origin}/categories` },
    { loc: `${origin}/top-reviewed` },
    ...(await listSitemapCategories()).map((category) => ({
      loc: `${origin}/catalog?category=${category.slug}`,
    })),
  ];
  if (total <= SITEMAP_PRODUCTS_PER_FILE) {
    const items = await listSitemapProducts(1);
    return xml(
      urlset([...pages, ...items.map((p) => ({ loc: `${origin}/product/${p.slug}`, lastmod: p.updatedAt }))]),
    );
  }
  const parts = Math.ceil(total / SITEMAP_PRODUCTS_PER_FILE);
  return xml(
    sitemapIndex([
      `${origin}/sitemaps/pages.xml`,
      ...Array.from({ length: parts }, (_, i) => `${origin}/sitemaps/products-${i + 1}.xml`),
    ]),
  );
}
