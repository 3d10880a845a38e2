import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { assertAdmin, type Actor } from '#app/lib/app-error.ts';
import { db } from '#app/lib/db.server.ts';
import type { ProductStatus } from '#app/modules/catalog/database.schema.ts';
import {
  type DatabasePage,
  order,
  pageOf,
  productNameOrBrand,
} from '#app/modules/catalog/list-database.server.ts';
import { categories, offers, products } from '#db/schema/index.ts';
import type { ImagesQuery } from './images-query.ts';

export type ProductWithoutImage = {
  id: string;
  name: string;
  slug: string;
  brandName: string | null;
  status: ProductStatus;
  categoryName: string | null;
  /** Pictures its shops already show (offers' and feeds' image URLs), at most 6. */
  candidates: string[];
};

/**
 * Ricerca Immagini (admin-side §2): products without a picture, newest first, 50 a page, each with
 * the image URLs its own offers carry: the first place to look, before any web search.
 */
export async function listProductsWithoutImage(
  actor: Actor,
  query: ImagesQuery,
): Promise<DatabasePage<ProductWithoutImage>> {
  assertAdmin(actor);
  const where = and(
    isNull(products.imageUrl),
    productNameOrBrand(query.q),
    query.categoryId ? eq(products.categoryId, query.categoryId) : undefined,
    query.status ? eq(products.status, query.status) : undefined,
  );
  return pageOf(
    query.page,
    async () => (await db.select({ total: count() }).from(products).where(where))[0]?.total ?? 0,
    (direction, limit, offset) =>
      db
        .select({
          id: products.id,
          name: products.name,
          slug: products.slug,
          brandName: products.brandName,
          status: products.status,
          categoryName: categories.name,
          // Per row of the page (50 at most), through the offers' product index.
          candidates: sql<string[]>`array(
            select distinct u.url from ${offers} o,
              lateral (values (o.image_url), (o.merchant_image_url)) as u(url)
            where o.product_id = ${products.id} and u.url ~* '^https?://'
            limit 6)`,
        })
        .from(products)
        .leftJoin(categories, eq(categories.id, products.categoryId))
        .where(where)
        .orderBy(...order(direction, products.createdAt, products.id))
        .limit(limit)
        .offset(offset),
  );
}
