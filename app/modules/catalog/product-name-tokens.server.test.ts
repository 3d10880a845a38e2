import { eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { db, queryRows } from '#app/lib/db.server.ts';
import { products } from '#db/schema/index.ts';
import { createProduct } from '#tests/support/factories.ts';

const tokensOf = async (productId: string) =>
  (
    await queryRows<{ token: string }>(
      sql`select token from product_name_tokens where product_id = ${productId} order by token`,
    )
  ).map((row) => row.token);

test('a product name’s words follow the name: insert, rename, other changes, delete', async () => {
  const product = await createProduct({ name: 'Sony WH-1000XM5 Cuffie, Nero' });
  expect(await tokensOf(product.id)).toEqual(['1000xm5', 'cuffie', 'nero', 'sony', 'wh']);
  await db.update(products).set({ name: 'Sony WF-1000XM5 Auricolari' }).where(eq(products.id, product.id));
  expect(await tokensOf(product.id)).toEqual(['1000xm5', 'auricolari', 'sony', 'wf']);
  await db.update(products).set({ status: 'inactive', brandName: 'SONY' }).where(eq(products.id, product.id));
  expect(await tokensOf(product.id)).toEqual(['1000xm5', 'auricolari', 'sony', 'wf']);
  await db.delete(products).where(eq(products.id, product.id));
  expect(await tokensOf(product.id)).toEqual([]);
});
