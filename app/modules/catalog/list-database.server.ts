import {
  aliasedTable,
  and,
  type AnyColumn,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { assertAdmin } from '#app/lib/app-error.ts';
import { db } from '#app/lib/db.server.ts';
import { isUuid } from '#app/lib/uuid.ts';
import { categories, merchants, offers, products } from '#db/schema/index.ts';
import type { DatabaseQuery } from './database-query.ts';
import { DATABASE_PAGE_SIZE, type ProductStatus } from './database.schema.ts';

/*
 * The three tables of Gestione Database: a page of 50 rows newest first with the exact count (the
 * pager has a last page), filtered in SQL.
 */

type Reader = { isAdmin: boolean };

export type DatabasePage<Row> = { items: Row[]; total: number; pageCount: number };

export type AdminProductRow = {
  id: string;
  name: string;
  slug: string;
  brandName: string | null;
  categoryId: string | null;
  categoryName: string | null;
  status: ProductStatus;
  reviewCount: number;
  offersCount: number;
  bestPrice: string | null;
  updatedAt: Date;
};

export type AdminOfferRow = {
  id: string;
  name: string;
  price: string | null;
  currency: 'EUR' | 'USD';
  merchantId: string;
  merchantName: string;
  productId: string | null;
  productName: string | null;
  productSlug: string | null;
  inStock: boolean;
  isApproved: boolean;
  source: string;
  updatedAt: Date;
};

export type AdminCategoryRow = {
  id: string;
  name: string;
  slug: string;
  parentId: string | null;
  parentName: string | null;
  productCount: number;
  createdAt: Date;
};

export type Option = { id: string; name: string };

export const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const pageCount = (total: number) => Math.max(1, Math.ceil(total / DATABASE_PAGE_SIZE));

type Direction = 'newest' | 'oldest';
type FetchRows<Row> = (direction: Direction, limit: number, offset: number) => Promise<Row[]>;

/**
 * One page of a table, newest first, with the exact count. Page 1 reads both at once; a page past
 * the middle is read from the other end (the oldest rows first, then reversed), so 'Ultima' on
 * 400,000 offers skips 50 rows instead of 399,950.
 */
export async function pageOf<Row>(
  page: number,
  countRows: () => Promise<number>,
  fetchRows: FetchRows<Row>,
): Promise<DatabasePage<Row>> {
  const size = DATABASE_PAGE_SIZE;
  if (page === 1) {
    const [items, total] = await Promise.all([fetchRows('newest', size, 0), countRows()]);
    return { items, total, pageCount: pageCount(total) };
  }
  const total = await countRows();
  const start = (page - 1) * size;
  if (start >= total) return { items: [], total, pageCount: pageCount(total) };
  const end = Math.min(page * size, total);
  const items =
    start > total / 2
      ? (await fetchRows('oldest', end - start, total - end)).reverse()
      : await fetchRows('newest', end - start, start);
  return { items, total, pageCount: pageCount(total) };
}

export const order = (direction: Direction, createdAt: AnyColumn, id: AnyColumn) =>
  direction === 'newest' ? [desc(createdAt), desc(id)] : [asc(createdAt), asc(id)];

/** A product whose name or brand contains the text (the back office's product searches). */
export const productNameOrBrand = (q: string | undefined): SQL | undefined =>
  q ? or(ilike(products.name, like(q)), ilike(products.brandName, like(q))) : undefined;

/** Name or brand containing the text, or an exact EAN, ASIN, MPN, slug or id. */
function productSearch(q: string): SQL | undefined {
  if (!q) return undefined;
  return or(
    productNameOrBrand(q),
    eq(products.ean, q),
    eq(products.asin, q),
    eq(products.slug, q),
    isUuid(q) ? eq(products.id, q) : undefined,
  );
}

export async function listProductsForAdmin(
  actor: Reader,
  query: DatabaseQuery,
): Promise<DatabasePage<AdminProductRow>> {
  assertAdmin(actor);
  const where = and(
    productSearch(query.q),
    query.status ? eq(products.status, query.status) : undefined,
    query.categoryId ? eq(products.categoryId, query.categoryId) : undefined,
  );
  return pageOf(
    query.page,
    async () => (await db.select({ total: count() }).from(products).where(where))[0]?.total ?? 0,
    (direction, limit, rowOffset) =>
      db
        .select({
          id: products.id,
          name: products.name,
          slug: products.slug,
          brandName: products.brandName,
          categoryId: products.categoryId,
          categoryName: categories.name,
          status: products.status,
          reviewCount: products.reviewCount,
          offersCount: products.offersCount,
          bestPrice: products.bestPrice,
          updatedAt: products.updatedAt,
        })
        .from(products)
        .leftJoin(categories, eq(categories.id, products.categoryId))
        .where(where)
        .orderBy(...order(direction, products.createdAt, products.id))
        .limit(limit)
        .offset(rowOffset),
  );
}

/**
 * Offer name containing the text, or an exact EAN, ASIN or offer id: each branch has its index, so
 * the whole test is one bitmap scan (the shop's own code has none of its own and is left out).
 */
function offerSearch(q: string): SQL | undefined {
  if (!q) return undefined;
  return or(
    ilike(offers.name, like(q)),
    eq(offers.ean, q),
    eq(offers.asin, q),
    isUuid(q) ? eq(offers.id, q) : undefined,
  );
}

export async function listOffersForAdmin(
  actor: Reader,
  query: DatabaseQuery,
): Promise<DatabasePage<AdminOfferRow>> {
  assertAdmin(actor);
  const where = and(
    offerSearch(query.q),
    query.merchantId ? eq(offers.merchantId, query.merchantId) : undefined,
    query.link === 'linked' ? isNotNull(offers.productId) : undefined,
    query.link === 'unlinked' ? isNull(offers.productId) : undefined,
  );
  return pageOf(
    query.page,
    async () => (await db.select({ total: count() }).from(offers).where(where))[0]?.total ?? 0,
    (direction, limit, rowOffset) =>
      db
        .select({
          id: offers.id,
          name: offers.name,
          price: offers.price,
          currency: sql<'EUR' | 'USD'>`${offers.currency}`,
          merchantId: offers.merchantId,
          merchantName: merchants.name,
          productId: offers.productId,
          productName: products.name,
          productSlug: products.slug,
          inStock: offers.inStock,
          isApproved: offers.isApproved,
          source: offers.source,
          updatedAt: offers.updatedAt,
        })
        .from(offers)
        .innerJoin(merchants, eq(merchants.id, offers.merchantId))
        .leftJoin(products, eq(products.id, offers.productId))
        .where(where)
        .orderBy(...order(direction, offers.createdAt, offers.id))
        .limit(limit)
        .offset(rowOffset),
  );
}

const parent = aliasedTable(categories, 'parent');

export async function listCategoriesForAdmin(
  actor: Reader,
  query: DatabaseQuery,
): Promise<DatabasePage<AdminCategoryRow>> {
  assertAdmin(actor);
  const where = query.q ? or(ilike(categories.name, like(query.q)), eq(categories.slug, query.q)) : undefined;
  return pageOf(
    query.page,
    async () => (await db.select({ total: count() }).from(categories).where(where))[0]?.total ?? 0,
    (direction, limit, rowOffset) =>
      db
        .select({
          id: categories.id,
          name: categories.name,
          slug: categories.slug,
          parentId: categories.parentId,
          parentName: parent.name,
          // Per row of the page only (50 at most), from the category index.
          productCount: sql<number>`(select count(*) from ${products} p where p.category_id = ${categories.id})::int`,
          createdAt: categories.createdAt,
        })
        .from(categories)
        .leftJoin(parent, eq(parent.id, categories.parentId))
        .where(where)
        .orderBy(...order(direction, categories.createdAt, categories.id))
        .limit(limit)
        .offset(rowOffset),
  );
}

/** Every category, by name, for the selects (a few dozen rows). */
export async function listCategoryOptions(actor: Reader): Promise<Option[]> {
  assertAdmin(actor);
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.name));
}

/** Every shop, by name, for the selects. */
export async function listMerchantOptions(actor: Reader): Promise<Option[]> {
  assertAdmin(actor);
  return db.select({ id: merchants.id, name: merchants.name }).from(merchants).orderBy(asc(merchants.name));
}
