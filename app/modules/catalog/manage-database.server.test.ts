import { parseWithZod } from '@conform-to/zod/v4';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseHandle, db } from '#app/lib/db.server.ts';
import { startJobs, stopJobs } from '#app/lib/jobs.server.ts';
import { auditLog, categories, offers, priceHistory, products } from '#db/schema/index.ts';
import {
  createCategory as makeCategory,
  createMerchant,
  createOffer as makeOffer,
  createProduct as makeProduct,
  createReview,
  createUser,
} from '#tests/support/factories.ts';
import { isBrandCleaningOn, setBrandCleaning } from './catalog-settings.server.ts';
import { cleanBrandsJob, lastBrandCleaning, startBrandCleaning } from './clean-brands.server.ts';
import { parseDatabaseQuery } from './database-query.ts';
import { DATABASE_MESSAGES as M, databaseCommandSchema } from './database.schema.ts';
import { listCategoriesForAdmin, listOffersForAdmin, listProductsForAdmin } from './list-database.server.ts';
import {
  bulkUpdateCategories,
  createCategory,
  deleteCategory,
  updateCategory,
} from './manage-categories.server.ts';
import { bulkUpdateOffers, createOffer, deleteOffer, updateOffer } from './manage-offers.server.ts';
import { bulkUpdateProducts, createProduct, deleteProduct, updateProduct } from './manage-products.server.ts';
import { failure } from '#tests/support/app-error.ts';

let admin: { id: string; isAdmin: true };
const member = { id: 'not-an-admin', isAdmin: false };

beforeAll(async () => {
  admin = { id: (await createUser({ role: 'admin', firstName: 'Mara' })).id, isAdmin: true };
  await startJobs(databaseHandle(), {
    jobs: [cleanBrandsJob as never],
    work: true,
    pollingIntervalSeconds: 0.5,
  });
});

afterAll(async () => {
  await stopJobs();
});

const auditOf = (entityId: string) =>
  db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(desc(auditLog.createdAt));
const productRow = async (id: string) => (await db.select().from(products).where(eq(products.id, id)))[0];
const offerRow = async (id: string) => (await db.select().from(offers).where(eq(offers.id, id)))[0];

/** A command as the page's form sends it, parsed by the page's schema. */
function formCommand(entries: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries))
    for (const item of [value].flat()) data.append(name, item);
  return parseWithZod(data, { schema: databaseCommandSchema });
}
const firstError = (submission: ReturnType<typeof formCommand>) =>
  submission.status === 'success' ? null : Object.values(submission.error ?? {})[0]?.[0];

describe('the command schema (what the page sends)', () => {
  test('a price is "12,90" or "12.9"; empty is none; the spec says what is wrong otherwise', () => {
    const offer = (price: string) =>
      formCommand({
        intent: 'offer-update',
        offerId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
        name: 'Offerta',
        price,
        currency: 'EUR',
        merchantId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      });
    const value = (price: string) => {
      const submission = offer(price);
      return submission.status === 'success' && submission.value.intent === 'offer-update'
        ? submission.value.price
        : firstError(submission);
    };
    expect(value('12,90')).toBe('12.90');
    expect(value('12.9')).toBe('12.90');
    expect(value('')).toBeNull();
    for (const bad of ['-5', '12,345', 'dodici', '1.299,00', '2000000', '1e3'])
      expect(value(bad), bad).toBe(M.priceInvalid);
  });

  test('bulk edit needs a selection, a field and a non-empty value (admin-side §5)', () => {
    expect(firstError(formCommand({ intent: 'product-bulk', field: 'status', value: 'approved' }))).toBe(
      M.selectionRequired,
    );
    const id = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    expect(firstError(formCommand({ intent: 'product-bulk', ids: [id], value: 'approved' }))).toBe(
      M.fieldRequired,
    );
    expect(firstError(formCommand({ intent: 'product-bulk', ids: [id], field: 'status', value: ' ' }))).toBe(
      M.valueRequired,
    );
    expect(firstError(formCommand({ intent: 'offer-bulk', ids: [id], field: 'status', value: 'x' }))).toBe(
      M.fieldRequired,
    );
  });

  test('links must be http(s); a missing name is named', () => {
    const submission = formCommand({
      intent: 'offer-create',
      name: 'Cuffie',
      merchantId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      affiliateUrl: 'javascript:alert(1)',
    });
    expect(firstError(submission)).toBe(M.urlInvalid);
    expect(firstError(formCommand({ intent: 'product-create', name: '  ', status: 'approved' }))).toBe(
      M.nameRequired,
    );
  });
});

describe('products', () => {
  test('create: the slug comes from the name (and stays unique), the audit row says what was written', async () => {
    const category = await makeCategory();
    const input = {
      name: 'Sony WH-1000XM5 Nero',
      slug: undefined,
      brandName: 'Sony',
      categoryId: category.id,
      status: 'pending' as const,
      description: null,
      imageUrl: null,
      ean: '4548736132610',
      mpn: null,
      asin: null,
    };
    const first = await createProduct({ actor: admin, input });
    const second = await createProduct({ actor: admin, input });
    const [a, b] = [await productRow(first.id), await productRow(second.id)];
    expect(a).toMatchObject({ slug: 'sony-wh-1000xm5-nero', brandName: 'Sony', status: 'pending' });
    expect(b!.slug).toBe('sony-wh-1000xm5-nero-2');
    const [audit] = await auditOf(first.id);
    expect(audit).toMatchObject({ action: 'product.create', actorId: admin.id });
    expect(JSON.parse(audit!.after!)).toMatchObject({ name: input.name, ean: input.ean });

    expect(await failure(createProduct({ actor: admin, input: { ...input, slug: a!.slug } }))).toEqual({
      status: 409,
      message: M.productSlugTaken,
    });
    expect(await failure(createProduct({ actor: member, input }))).toMatchObject({ status: 403 });
  });

  test('inline edit, with the brand cleaned when it only repeats the name, and the switch off keeping it', async () => {
    const product = await makeProduct({ name: 'Samsung Galaxy S24 Ultra 256 GB', brandName: 'Samsung' });
    const edit = (brandName: string) =>
      updateProduct({
        actor: admin,
        productId: product.id,
        input: { name: product.name, brandName, categoryId: null, status: 'approved' },
      });
    expect((await edit('Samsung')).message).toBe(M.productUpdated);
    expect((await productRow(product.id))!.brandName).toBe('Samsung');

    expect((await edit('Samsung Galaxy S24 Ultra')).message).toBe(`${M.productUpdated}. ${M.brandCleared}`);
    expect((await productRow(product.id))!.brandName).toBeNull();

    await setBrandCleaning({ actor: admin, enabled: false });
    try {
      expect(await isBrandCleaningOn()).toBe(false);
      await edit('Samsung Galaxy S24 Ultra');
      expect((await productRow(product.id))!.brandName).toBe('Samsung Galaxy S24 Ultra');
    } finally {
      await setBrandCleaning({ actor: admin, enabled: true });
    }
    const audits = await auditOf(product.id);
    expect(audits.filter((row) => row.action === 'product.update')).toHaveLength(3);
  });

  test('an unknown category or product is refused and nothing changes', async () => {
    const product = await makeProduct({ name: 'Kindle Paperwhite' });
    const unknown = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    expect(
      await failure(
        updateProduct({
          actor: admin,
          productId: product.id,
          input: { name: 'Altro', brandName: null, categoryId: unknown, status: 'approved' },
        }),
      ),
    ).toEqual({ status: 404, message: M.categoryNotFound });
    expect((await productRow(product.id))!.name).toBe('Kindle Paperwhite');
    expect(await failure(deleteProduct({ actor: admin, productId: unknown }))).toEqual({
      status: 404,
      message: M.productNotFound,
    });
  });

  test('bulk: category for the selection, all or nothing', async () => {
    const target = await makeCategory({ name: 'Cuffie' });
    const [a, b] = [await makeProduct(), await makeProduct()];
    const message = await bulkUpdateProducts({
      actor: admin,
      input: { ids: [a.id, b.id], field: 'categoryId', value: target.id },
    });
    expect(message).toBe('Aggiornati 2 prodotti');
    expect((await productRow(a.id))!.categoryId).toBe(target.id);
    expect((await productRow(b.id))!.categoryId).toBe(target.id);
    expect((await auditOf(a.id))[0]!.action).toBe('product.bulk-update');

    const gone = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    expect(
      await failure(
        bulkUpdateProducts({
          actor: admin,
          input: { ids: [a.id, gone], field: 'status', value: 'inactive' },
        }),
      ),
    ).toEqual({ status: 404, message: M.productNotFound });
    expect((await productRow(a.id))!.status).toBe('approved');
    expect(
      await failure(
        bulkUpdateProducts({ actor: admin, input: { ids: [a.id], field: 'status', value: 'published' } }),
      ),
    ).toEqual({ status: 400, message: M.statusInvalid });
    for (const value of ['cuffie', gone])
      expect(
        await failure(
          bulkUpdateProducts({ actor: admin, input: { ids: [a.id], field: 'categoryId', value } }),
        ),
      ).toEqual({ status: 404, message: M.categoryNotFound });
    expect((await productRow(a.id))!.categoryId).toBe(target.id);
  });

  test('bulk brand: each product cleaned against its own name', async () => {
    const galaxy = await makeProduct({ name: 'Samsung Galaxy Tab S9' });
    const other = await makeProduct({ name: 'Tablet Lenovo Tab P12' });
    await bulkUpdateProducts({
      actor: admin,
      input: { ids: [galaxy.id, other.id], field: 'brandName', value: 'Samsung Galaxy Tab' },
    });
    expect((await productRow(galaxy.id))!.brandName).toBeNull();
    expect((await productRow(other.id))!.brandName).toBe('Samsung Galaxy Tab');
  });

  test('delete: a product with reviews becomes inactive and the admin is told; without, it is gone', async () => {
    const reviewed = await makeProduct();
    const author = await createUser();
    await createReview(reviewed.id, author.id);
    expect(await deleteProduct({ actor: admin, productId: reviewed.id })).toBe(M.productDeactivated);
    expect((await productRow(reviewed.id))!.status).toBe('inactive');
    expect((await auditOf(reviewed.id))[0]!.action).toBe('product.deactivate');

    const lonely = await makeProduct();
    expect(await deleteProduct({ actor: admin, productId: lonely.id })).toBe(M.productDeleted);
    expect(await productRow(lonely.id)).toBeUndefined();
    expect((await auditOf(lonely.id))[0]!.action).toBe('product.delete');
  });
});

describe('offers', () => {
  test('create linked by slug, edit the price (history row), bad price refused with nothing changed', async () => {
    const product = await makeProduct({ name: 'Apple AirPods Pro 2' });
    const shop = await createMerchant({ name: 'TechStore' });
    await createOffer({
      actor: admin,
      input: {
        name: 'AirPods Pro 2 USB-C',
        price: '229.00',
        currency: 'EUR',
        merchantId: shop.id,
        inStock: true,
        isApproved: true,
        productRef: product.slug,
        affiliateUrl: 'https://techstore.example/airpods',
        brandName: 'Apple',
        asin: null,
        ean: null,
        imageUrl: null,
      },
    });
    const [offer] = await db.select().from(offers).where(eq(offers.productId, product.id));
    expect(offer).toMatchObject({ price: '229.00', source: 'admin', isApproved: true, brandName: 'Apple' });
    expect((await productRow(product.id))!.bestPrice).toBe('229.00');

    const edit = (price: string | null) =>
      updateOffer({
        actor: admin,
        offerId: offer!.id,
        input: {
          name: offer!.name,
          price,
          currency: 'EUR',
          merchantId: shop.id,
          inStock: true,
          isApproved: true,
        },
      });
    await edit('199.90');
    expect((await offerRow(offer!.id))!.price).toBe('199.90');
    expect((await productRow(product.id))!.bestPrice).toBe('199.90');
    const history = await db
      .select({ price: priceHistory.price })
      .from(priceHistory)
      .where(eq(priceHistory.offerId, offer!.id))
      .orderBy(priceHistory.recordedAt);
    expect(history.map((row) => row.price)).toEqual(['229.00', '199.90']);
    await edit('199.90');
    expect(await db.$count(priceHistory, eq(priceHistory.offerId, offer!.id))).toBe(2);

    const submission = formCommand({
      intent: 'offer-update',
      offerId: offer!.id,
      name: offer!.name,
      price: '-3',
      merchantId: shop.id,
    });
    expect(firstError(submission)).toBe(M.priceInvalid);
    expect((await offerRow(offer!.id))!.price).toBe('199.90');
  });

  test('an unknown product reference is refused; bulk approve and currency', async () => {
    const shop = await createMerchant();
    const base = {
      name: 'Cavo USB-C',
      price: '9.90',
      currency: 'EUR' as const,
      merchantId: shop.id,
      inStock: true,
      isApproved: false,
      affiliateUrl: 'https://negozio.example/cavo',
      brandName: null,
      asin: null,
      ean: null,
      imageUrl: null,
    };
    expect(
      await failure(createOffer({ actor: admin, input: { ...base, productRef: 'non-esiste' } })),
    ).toEqual({ status: 404, message: M.productNotFound });
    const [a, b] = [await makeOffer(null, shop.id, { isApproved: false }), await makeOffer(null, shop.id)];
    expect(
      await bulkUpdateOffers({
        actor: admin,
        input: { ids: [a.id, b.id], field: 'isApproved', value: 'true' },
      }),
    ).toBe('Aggiornate 2 offerte');
    expect((await offerRow(a.id))!.isApproved).toBe(true);
    expect(
      await failure(
        bulkUpdateOffers({ actor: admin, input: { ids: [a.id], field: 'currency', value: 'GBP' } }),
      ),
    ).toEqual({ status: 400, message: M.currencyInvalid });
    await bulkUpdateOffers({ actor: admin, input: { ids: [a.id], field: 'currency', value: 'USD' } });
    expect((await offerRow(a.id))!.currency).toBe('USD');
    expect(await deleteOffer({ actor: admin, offerId: a.id })).toBe(M.offerDeleted);
    expect(await offerRow(a.id)).toBeUndefined();
  });
});

describe('categories', () => {
  test('create, nest, refuse a loop, bulk move to the top, delete keeps its products', async () => {
    await createCategory({ actor: admin, input: { name: 'Audio Hi-Fi', slug: undefined, parentId: null } });
    const [audio] = await db.select().from(categories).where(eq(categories.slug, 'audio-hi-fi'));
    const child = await makeCategory({ parentId: audio!.id });
    expect(
      await failure(
        updateCategory({
          actor: admin,
          categoryId: audio!.id,
          input: { name: audio!.name, slug: audio!.slug, parentId: child.id },
        }),
      ),
    ).toEqual({ status: 400, message: M.categoryCycle });
    expect(
      await failure(
        createCategory({ actor: admin, input: { name: 'Doppione', slug: 'audio-hi-fi', parentId: null } }),
      ),
    ).toEqual({ status: 409, message: M.categorySlugTaken });

    await bulkUpdateCategories({
      actor: admin,
      input: { ids: [child.id], field: 'parentId', value: 'none' },
    });
    expect((await db.select().from(categories).where(eq(categories.id, child.id)))[0]!.parentId).toBeNull();

    const product = await makeProduct({ categoryId: audio!.id });
    expect(await deleteCategory({ actor: admin, categoryId: audio!.id })).toBe(M.categoryDeleted);
    expect((await productRow(product.id))!.categoryId).toBeNull();
  });
});

describe('the lists', () => {
  test('filters in SQL, 50 a page, the exact count for the last page', async () => {
    const category = await makeCategory();
    for (let i = 0; i < 52; i++) await makeProduct({ name: `Monitor Zeta ${i}`, categoryId: category.id });
    const query = parseDatabaseQuery(new URLSearchParams({ q: 'monitor zeta', categoryId: category.id }));
    const first = await listProductsForAdmin(admin, query);
    expect(first).toMatchObject({ total: 52, pageCount: 2 });
    expect(first.items).toHaveLength(50);
    const second = await listProductsForAdmin(admin, { ...query, page: 2 });
    // Read from the oldest end (past the middle), still newest first on the page.
    expect(second.items.map((row) => row.name)).toEqual(['Monitor Zeta 1', 'Monitor Zeta 0']);
    const middle = await listProductsForAdmin(admin, { ...query, q: 'monitor zeta', page: 1 });
    expect(middle.items.map((row) => row.name)).not.toContain('Monitor Zeta 1');
    expect(first.items[0]!.categoryName).toBe(category.name);

    const unlinked = await listOffersForAdmin(admin, { ...query, q: '', tab: 'offers', link: 'unlinked' });
    expect(unlinked.items.every((row) => row.productId === null)).toBe(true);
    const cats = await listCategoriesForAdmin(admin, { ...query, q: category.name, tab: 'categories' });
    expect(cats.items[0]).toMatchObject({ id: category.id, productCount: 52 });
    await expect(listProductsForAdmin(member, query)).rejects.toMatchObject({ status: 403 });
  });
});

describe("'Pulisci tutti i brand' as a job", () => {
  test('empties the brands that repeat the name, says how many, and a second run changes none', async () => {
    await setBrandCleaning({ actor: admin, enabled: false });
    const junk = await makeProduct({ name: 'Lenovo Legion Pro 5 16"', brandName: 'Lenovo Legion Pro' });
    const maker = await makeProduct({ name: 'Lenovo IdeaPad Slim 5', brandName: 'Lenovo' });
    const shop = await createMerchant();
    const offer = await makeOffer(junk.id, shop.id, {
      name: 'Legion Pro 5',
      brandName: 'Legion Pro 5 Lenovo',
    });
    await setBrandCleaning({ actor: admin, enabled: true });

    const run = async () => {
      await startBrandCleaning({ actor: admin });
      for (let i = 0; i < 200; i++) {
        const last = await lastBrandCleaning(admin);
        if (last?.finished && last.state === 'completed') return last;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the job did not finish');
    };
    const first = await run();
    expect(first.changed).toBeGreaterThanOrEqual(2);
    expect((await productRow(junk.id))!.brandName).toBeNull();
    expect((await productRow(maker.id))!.brandName).toBe('Lenovo');
    expect((await offerRow(offer.id))!.brandName).toBeNull();
    expect(
      await db.$count(
        auditLog,
        and(eq(auditLog.entityId, junk.id), eq(auditLog.action, 'product.clean-brand')),
      ),
    ).toBe(1);

    const second = await run();
    expect(second.changed).toBe(0);
    expect(await db.select({ n: count() }).from(products).where(eq(products.id, maker.id))).toEqual([
      { n: 1 },
    ]);
  });
});
