import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { db, queryRows } from '#app/lib/db.server.ts';
import { categories, products } from '#db/schema/index.ts';
import { createCategory, createProduct, createProducts } from '#tests/support/factories.ts';
import { listCategories } from './list-categories.server.ts';

/** What the triggers must agree with: a count over the products themselves. */
async function recounted(ids: string[]) {
  const rows = await queryRows<{ id: string; kept: number; counted: number }>(sql`
    select c.id, c.product_count as kept,
      (select count(*)::int from ${products} p where p.category_id = c.id and p.status = 'approved') as counted
    from ${categories} c where c.id in ${ids}`);
  return rows;
}

async function expectConsistent(ids: string[]) {
  for (const row of await recounted(ids)) expect(row.kept, `category ${row.id}`).toBe(row.counted);
}

const countOf = async (id: string) =>
  (await listCategories()).find((category) => category.id === id)?.productCount;

describe('category product counts kept by triggers', () => {
  test('approving, hiding, moving and deleting products moves the counts, pending ones never count', async () => {
    const phones = await createCategory();
    const tablets = await createCategory();
    const listed = await createProduct({ categoryId: phones.id });
    await createProduct({ categoryId: phones.id });
    const pending = await createProduct({ categoryId: phones.id, status: 'pending' });
    expect(await countOf(phones.id)).toBe(2);

    await db.update(products).set({ status: 'approved' }).where(eq(products.id, pending.id));
    expect(await countOf(phones.id)).toBe(3);

    await db.update(products).set({ status: 'inactive' }).where(eq(products.id, listed.id));
    expect(await countOf(phones.id)).toBe(2);

    await db.update(products).set({ categoryId: tablets.id }).where(eq(products.id, pending.id));
    expect([await countOf(phones.id), await countOf(tablets.id)]).toEqual([1, 1]);

    await db.delete(products).where(eq(products.id, pending.id));
    expect(await countOf(tablets.id)).toBe(0);
    await expectConsistent([phones.id, tablets.id]);
  });

  test('a bulk insert and a bulk status change count every row once', async () => {
    const [audio, cameras] = [await createCategory(), await createCategory()];
    const inserted = await createProducts(
      Array.from({ length: 40 }, (_, index) => ({
        name: `Prodotto massivo ${index}`,
        slug: `prodotto-massivo-${audio.id.slice(0, 8)}-${index}`,
        categoryId: index % 2 ? audio.id : cameras.id,
        status: index % 4 === 0 ? ('pending' as const) : ('approved' as const),
      })),
    );
    await expectConsistent([audio.id, cameras.id]);
    expect(await countOf(audio.id)).toBe(20);
    expect(await countOf(cameras.id)).toBe(10);

    await db
      .update(products)
      .set({ status: 'approved' })
      .where(
        inArray(
          products.id,
          inserted.map((row) => row.id),
        ),
      );
    expect(await countOf(cameras.id)).toBe(20);
    await expectConsistent([audio.id, cameras.id]);
  });

  test('an update that moves no approved product writes no category row', async () => {
    const category = await createCategory();
    const product = await createProduct({ categoryId: category.id });
    const [before] = await queryRows<{ xmin: string }>(
      sql`select xmin::text from ${categories} where id = ${category.id}`,
    );
    await db.update(products).set({ reviewCount: 3 }).where(eq(products.id, product.id));
    const [after] = await queryRows<{ xmin: string }>(
      sql`select xmin::text from ${categories} where id = ${category.id}`,
    );
    expect(after!.xmin).toBe(before!.xmin);
    expect(await countOf(category.id)).toBe(1);
  });

  test('the categories list comes with the most listed first', async () => {
    const list = await listCategories();
    for (let index = 1; index < list.length; index += 1) {
      const [previous, current] = [list[index - 1]!, list[index]!];
      expect(previous.productCount).toBeGreaterThanOrEqual(current.productCount);
    }
  });
});
