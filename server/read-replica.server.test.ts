import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { middleware } from '#app/root.tsx';
import { DEFAULT_CATALOG_QUERY } from '#app/modules/catalog/catalog-query.ts';
import { getProductBySlug } from '#app/modules/catalog/get-product.server.ts';
import { listCatalogProducts } from '#app/modules/catalog/list-products.server.ts';
import { getLandingStats } from '#app/modules/community/landing.server.ts';
import { products } from '#db/schema/index.ts';
import { openTemplateCopy } from '#tests/setup/database.ts';
import { createProduct } from '#tests/support/factories.ts';
import { routeContext } from '#tests/support/route.ts';
import { type Database, db, installReadReplica, readingFromReplica, reader } from '#app/lib/db.server.ts';

/**
 * A replica here is a second database that does not follow the primary: whatever a read finds
 * tells which of the two answered it.
 */
let replica: Awaited<ReturnType<typeof openTemplateCopy>>;
let replicaDb: Database;

beforeAll(async () => {
  replica = await openTemplateCopy();
  replicaDb = replica.handle.db;
  installReadReplica(replicaDb);
  await createProduct({ name: 'Solo sul primario', slug: 'solo-sul-primario' });
  await createProduct(
    { name: 'Solo sulla replica', slug: 'solo-sulla-replica', reviewCount: 7, ratingAvg: '4.00' },
    replicaDb,
  );
});

afterAll(async () => {
  installReadReplica(undefined);
  await replica.drop();
});

const listedNames = async () =>
  (await listCatalogProducts({ ...DEFAULT_CATALOG_QUERY, q: 'solo' })).items.map((item) => item.name);

describe('read replica (DATABASE_READ_URL)', () => {
  test('outside a replica scope every read goes to the primary', async () => {
    expect(await listedNames()).toEqual(['Solo sul primario']);
    expect(await getProductBySlug('solo-sulla-replica')).toBeNull();
    expect(reader()).toBe(db);
  });

  test('inside readingFromReplica the catalogue, product page and landing read the replica', async () => {
    await readingFromReplica(async () => {
      expect(await listedNames()).toEqual(['Solo sulla replica']);
      expect((await getProductBySlug('solo-sulla-replica'))?.name).toBe('Solo sulla replica');
      expect((await getProductBySlug('solo-sul-primario'))?.name).toBeUndefined();
    });
    // Raw SQL reads (readRows) too: the landing's totals are the replica's.
    expect((await getLandingStats()).reviews).toBe(0);
    expect(await readingFromReplica(getLandingStats)).toMatchObject({ reviews: 7, averageRating: 4 });
  });

  test('writes through the reader go to the primary, even inside the scope', async () => {
    await readingFromReplica(() =>
      reader()
        .update(products)
        .set({ description: 'scritto dal lettore' })
        .where(eq(products.slug, 'solo-sul-primario')),
    );
    const [primaryRow] = await db
      .select({ description: products.description })
      .from(products)
      .where(eq(products.slug, 'solo-sul-primario'));
    expect(primaryRow?.description).toBe('scritto dal lettore');
  });

  test('the root middleware reads the replica for anonymous GETs only', async () => {
    const run = (request: Request) =>
      // The last step is the viewer's (the first ones refuse writes while read-only).
      middleware.at(-1)!(
        { request, context: routeContext(), params: {}, unstable_pattern: '' } as never,
        async () => {
          const names = await listedNames();
          return new Response(names.join(','));
        },
      ) as Promise<Response>;
    const anonymousGet = await run(new Request('http://localhost:3000/catalog?q=solo'));
    expect(await anonymousGet.text()).toBe('Solo sulla replica');
    const anonymousPost = await run(new Request('http://localhost:3000/catalog', { method: 'POST' }));
    expect(await anonymousPost.text()).toBe('Solo sul primario');
  });
});
