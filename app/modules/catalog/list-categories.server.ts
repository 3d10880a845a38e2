import { and, asc, count, eq, sql } from 'drizzle-orm';
import { db } from '#app/lib/db.server.ts';
import { categories, products } from '#db/schema/index.ts';

export type CategorySummary = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  productCount: number;
};

/** Every category with the number of products listed in it (approved only), in one query. */
export async function listCategories(): Promise<CategorySummary[]> {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      description: categories.description,
      productCount: count(products.id),
    })
    .from(categories)
    .leftJoin(products, and(eq(products.categoryId, categories.id), eq(products.status, 'approved')))
    .groupBy(categories.id)
    .orderBy(sql`count(${products.id}) desc`, asc(categories.name));
}
