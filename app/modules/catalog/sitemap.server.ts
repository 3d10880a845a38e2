import { asc, count, eq } from 'drizzle-orm';
import { db } from '#app/lib/db.server.ts';
import { categories, products } from '#db/schema/index.ts';

/** Search engines accept 50,000 URLs per sitemap; we stay well below. */
export const SITEMAP_PRODUCTS_PER_FILE = 40_000;

export async function countListedProducts(): Promise<number> {
  const [row] = await db.select({ value: count() }).from(products).where(eq(products.status, 'approved'));
  return row?.value ?? 0;
}

export function listSitemapProducts(part: number) {
  return db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.status, 'approved'))
    .orderBy(asc(products.id))
    .limit(SITEMAP_PRODUCTS_PER_FILE)
    .offset((part - 1) * SITEMAP_PRODUCTS_PER_FILE);
}

export function listSitemapCategories() {
  return db.select({ slug: categories.slug }).from(categories).orderBy(asc(categories.slug));
}

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

export function urlset(urls: { loc: string; lastmod?: Date }[]): string {
  const body = urls
    .map(
      (url) =>
        `  <url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod.toISOString()}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function sitemapIndex(locations: string[]): string {
  const body = locations.map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}
