import { asc, desc } from 'drizzle-orm';
import { reader } from '#app/lib/db.server.ts';
import { categories } from '#db/schema/index.ts';

export type CategorySummary = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  productCount: number;
};

/**
 * Every category with the number of products listed in it (approved only): the count is kept on
 * the category by triggers on products (migration 0030), so this reads a few dozen rows.
 */
export async function listCategories(): Promise<CategorySummary[]> {
  return reader()
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      description: categories.description,
      productCount: categories.productCount,
    })
    .from(categories)
    .orderBy(desc(categories.productCount), asc(categories.name));
}
