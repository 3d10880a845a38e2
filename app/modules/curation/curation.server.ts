import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { AppError, assertAdmin, type Actor, notFound } from '#app/lib/app-error.ts';
import { db, queryRows } from '#app/lib/db.server.ts';
import type { ProductStatus } from '#app/modules/catalog/database.schema.ts';
import {
  type DatabasePage,
  order,
  pageOf,
  productNameOrBrand,
} from '#app/modules/catalog/list-database.server.ts';
import {
  curationHiddenOffers,
  curationSelections,
  merchants,
  offers,
  productNameTokens,
  products,
} from '#db/schema/index.ts';
import type { CurationQuery } from './curation-query.ts';
import {
  CANDIDATE_SIMILARITY,
  CANDIDATES_FETCHED,
  CURATION_MESSAGES as M,
  MAX_SELECTION,
} from './curation.schema.ts';

/** A word of at most this many product names, and this long, finds a product's offers by name. */
const RARE_WORD = 200;
const MIN_RARE_LENGTH = 4;

/*
 * The curation wizard's reads and its own state: the admin's selection (step 1, kept in the
 * database until 'Completa Wizard') and the candidates an admin hid per product. Products and
 * offers themselves are written by the catalogue module's services.
 */

export type CurationProductRow = {
  id: string;
  name: string;
  slug: string;
  brandName: string | null;
  status: ProductStatus;
  imageUrl: string | null;
  offersCount: number;
  reviewCount: number;
  selected: boolean;
};

/** Step 1: a page of 50 products, newest first, with whether this admin has picked each. */
export async function listCurationProducts(
  actor: Actor,
  query: CurationQuery,
): Promise<DatabasePage<CurationProductRow>> {
  assertAdmin(actor);
  const where = and(
    productNameOrBrand(query.q),
    query.brand ? sql`lower(${products.brandName}) = lower(${query.brand})` : undefined,
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
          imageUrl: products.imageUrl,
          offersCount: products.offersCount,
          reviewCount: products.reviewCount,
          selected: sql<boolean>`${curationSelections.productId} is not null`,
        })
        .from(products)
        .leftJoin(
          curationSelections,
          and(eq(curationSelections.productId, products.id), eq(curationSelections.adminId, actor.id)),
        )
        .where(where)
        .orderBy(...order(direction, products.createdAt, products.id))
        .limit(limit)
        .offset(offset),
  );
}

/** The brand filter's choices: the 100 brands with most products. */
export async function listCurationBrands(actor: Actor): Promise<string[]> {
  assertAdmin(actor);
  const rows = await db
    .select({ brand: products.brandName })
    .from(products)
    .where(isNotNull(products.brandName))
    .groupBy(products.brandName)
    .orderBy(desc(count()), asc(products.brandName))
    .limit(100);
  return rows.map((row) => row.brand!).sort((a, b) => a.localeCompare(b, 'it'));
}

export async function countSelection(actor: Actor): Promise<number> {
  assertAdmin(actor);
  const [row] = await db
    .select({ total: count() })
    .from(curationSelections)
    .where(eq(curationSelections.adminId, actor.id));
  return row?.total ?? 0;
}

/** The selection in the order it was made (step 2 walks it). */
export async function listSelection(actor: Actor): Promise<{ id: string; name: string }[]> {
  assertAdmin(actor);
  return db
    .select({ id: products.id, name: products.name })
    .from(curationSelections)
    .innerJoin(products, eq(products.id, curationSelections.productId))
    .where(eq(curationSelections.adminId, actor.id))
    .orderBy(asc(curationSelections.createdAt), asc(products.name), asc(products.id));
}

/** Adds existing products to the selection (unknown ids are refused, none added twice). */
export async function selectProducts(actor: Actor, productIds: string[]): Promise<string> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, productIds));
    if (found.length !== new Set(productIds).size) throw notFound(M.productNotFound);
    await tx
      .insert(curationSelections)
      .values(found.map((row) => ({ adminId: actor.id, productId: row.id })))
      .onConflictDoNothing();
    const [row] = await tx
      .select({ total: count() })
      .from(curationSelections)
      .where(eq(curationSelections.adminId, actor.id));
    if (row!.total > MAX_SELECTION) throw new AppError('selection_too_large', M.selectionTooLarge);
    return M.selected(row!.total);
  });
}

export async function deselectProducts(actor: Actor, productIds: string[]): Promise<string> {
  assertAdmin(actor);
  await db
    .delete(curationSelections)
    .where(and(eq(curationSelections.adminId, actor.id), inArray(curationSelections.productId, productIds)));
  return M.selected(await countSelection(actor));
}

export async function clearSelection(actor: Actor): Promise<void> {
  assertAdmin(actor);
  await db.delete(curationSelections).where(eq(curationSelections.adminId, actor.id));
}

/** 'Continua': step 2 needs at least one product. */
export async function assertSelection(actor: Actor): Promise<void> {
  if ((await countSelection(actor)) === 0) throw new AppError('selection_required', M.selectionRequired);
}

/** 'Nascondi': this admin no longer sees the offer among this product's candidates. */
export async function hideCandidate(
  actor: Actor,
  input: { productId: string; offerId: string },
): Promise<string> {
  assertAdmin(actor);
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, input.productId));
  if (!product) throw notFound(M.productNotFound);
  const [offer] = await db.select({ id: offers.id }).from(offers).where(eq(offers.id, input.offerId));
  if (!offer) throw notFound(M.offerNotFound);
  await db
    .insert(curationHiddenOffers)
    .values({ adminId: actor.id, productId: input.productId, offerId: input.offerId })
    .onConflictDoNothing();
  return M.offerHidden;
}

/** Shows again every candidate this admin hid for the product. */
export async function unhideCandidates(actor: Actor, productId: string): Promise<string> {
  assertAdmin(actor);
  await db
    .delete(curationHiddenOffers)
    .where(and(eq(curationHiddenOffers.adminId, actor.id), eq(curationHiddenOffers.productId, productId)));
  return M.hiddenRestored;
}

export type CurationOffer = {
  id: string;
  name: string;
  price: string | null;
  currency: string;
  merchantName: string;
  ean: string | null;
  mpn: string | null;
  asin: string | null;
  imageUrl: string | null;
  affiliateUrl: string;
  inStock: boolean;
};

export type LinkedOffer = CurationOffer & {
  isApproved: boolean;
  isVariant: boolean;
  variantName: string | null;
  matchMethod: string | null;
};

export type Candidate = CurationOffer & {
  /** How it was found: the strongest of EAN, model number, ASIN, name. */
  method: 'ean' | 'model' | 'asin' | 'name';
  /** 0–1: 1 for the same EAN, 0.95 for model or ASIN, the name's similarity otherwise. */
  score: number;
};

export type CurationStep = {
  at: number;
  total: number;
  product: {
    id: string;
    name: string;
    slug: string;
    brandName: string | null;
    status: ProductStatus;
    imageUrl: string | null;
    ean: string | null;
    mpn: string | null;
    asin: string | null;
    bestPrice: string | null;
  };
  linked: LinkedOffer[];
  candidates: Candidate[];
  hiddenCount: number;
};

const offerColumns = {
  id: offers.id,
  name: offers.name,
  price: offers.price,
  currency: offers.currency,
  merchantName: merchants.name,
  ean: offers.ean,
  mpn: offers.mpn,
  asin: offers.asin,
  imageUrl: offers.imageUrl,
  affiliateUrl: offers.affiliateUrl,
  inStock: offers.inStock,
};

/** Step 2 at a position of the selection: the product, its offers and its candidates. */
export async function getCurationStep(actor: Actor, at: number): Promise<CurationStep | null> {
  assertAdmin(actor);
  const selection = await listSelection(actor);
  if (selection.length === 0) return null;
  const position = Math.min(Math.max(1, at), selection.length);
  const productId = selection[position - 1]!.id;
  const [[product], linked, candidates, [hidden]] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        brandName: products.brandName,
        status: products.status,
        imageUrl: products.imageUrl,
        ean: products.ean,
        mpn: products.mpn,
        asin: products.asin,
        bestPrice: products.bestPrice,
      })
      .from(products)
      .where(eq(products.id, productId)),
    db
      .select({
        ...offerColumns,
        isApproved: offers.isApproved,
        isVariant: offers.isVariant,
        variantName: offers.variantName,
        matchMethod: offers.matchMethod,
      })
      .from(offers)
      .innerJoin(merchants, eq(merchants.id, offers.merchantId))
      .where(eq(offers.productId, productId))
      .orderBy(sql`${offers.price} asc nulls last`, asc(offers.id))
      .limit(200),
    findCandidates(actor, productId),
    db
      .select({ total: count() })
      .from(curationHiddenOffers)
      .where(and(eq(curationHiddenOffers.adminId, actor.id), eq(curationHiddenOffers.productId, productId))),
  ]);
  if (!product) return null;
  return {
    at: position,
    total: selection.length,
    product,
    linked,
    candidates,
    hiddenCount: hidden?.total ?? 0,
  };
}

/**
 * Up to 50 unlinked offers that may be this product's, by how they were found: the same EAN (1),
 * the same brand and model number (0.95), the same ASIN (0.95), then the names most alike (pg_trgm
 * similarity ≥ 0.3, through the trigram index of unlinked offers). An identifier outranks any name,
 * however alike, and labels the offer. Offers this admin hid for the
 * product are left out. One statement; each branch has its index.
 */
export async function findCandidates(actor: Actor, productId: string): Promise<Candidate[]> {
  assertAdmin(actor);
  const [target] = await queryRows<{ name: string; rare: string[] }>(sql`
    select p.name, array_remove(array_agg(t.token), null) as rare
    from ${products} p
    left join lateral (
      select pt.token from ${productNameTokens} pt
      where pt.product_id = p.id and length(pt.token) >= ${MIN_RARE_LENGTH}
        and (select count(*) from (select 1 from ${productNameTokens} x
                                   where x.token = pt.token limit ${RARE_WORD + 1}) c) <= ${RARE_WORD}
    ) t on true
    where p.id = ${productId}
    group by p.name`);
  if (!target) return [];
  // Offers that share a distinctive word of the name (a model number, a line), scored by the whole
  // name: the trigram index finds them among thousands alike. A name of common words only: the
  // names most alike overall.
  const byName =
    target.rare.length > 0
      ? sql`(${sql.join(
          target.rare.map((token) => sql`o.name ilike ${`%${token}%`}`),
          sql` or `,
        )}) and similarity(o.name, ${target.name}) >= ${CANDIDATE_SIMILARITY}`
      : sql`o.name % ${target.name}`;
  const rows = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.similarity_threshold', ${String(CANDIDATE_SIMILARITY)}, true)`,
    );
    return queryRows<Record<string, unknown>>(
      sql`
      with p as (
        select id, name, brand_name, ean, mpn, asin from ${products} where id = ${productId}
      ),
      hidden as (
        select offer_id from ${curationHiddenOffers}
        where admin_id = ${actor.id} and product_id = ${productId}
      ),
      found as (
        select o.id, 1::real as score, 'ean' as method from ${offers} o, p
        where p.ean is not null and o.ean = p.ean and o.product_id is null
        union all
        select o.id, 0.95::real, 'model' from ${offers} o, p
        where p.mpn is not null and o.mpn is not null and lower(o.mpn) = lower(p.mpn)
          and o.product_id is null
          and (p.brand_name is null or o.brand_name is null or lower(o.brand_name) = lower(p.brand_name))
        union all
        select o.id, 0.95::real, 'asin' from ${offers} o, p
        where p.asin is not null and o.asin = p.asin and o.product_id is null
        union all
        (select o.id, similarity(o.name, ${target.name}), 'name' from ${offers} o
         where o.product_id is null and ${byName}
           and o.id not in (select offer_id from hidden)
         order by similarity(o.name, ${target.name}) desc, o.id
         limit ${CANDIDATES_FETCHED})
      ),
      ranked as (
        select id, score, method,
               case method when 'ean' then 1 when 'model' then 2 when 'asin' then 3 else 4 end as rank
        from found where id not in (select offer_id from hidden)
      ),
      best as (
        select distinct on (id) id, score, method, rank from ranked order by id, rank, score desc
      )
      select b.score, b.method, o.id, o.name, o.price, o.currency, m.name as merchant_name, o.ean,
             o.mpn, o.asin, o.image_url, o.affiliate_url, o.in_stock
      from best b join ${offers} o on o.id = b.id join ${merchants} m on m.id = o.merchant_id
      order by b.rank, b.score desc, o.price asc nulls last, o.id
      limit ${CANDIDATES_FETCHED}`,
      tx,
    );
  });
  return rows.map((row) => ({
    id: row.id as string,
    name: row.name as string,
    price: row.price as string | null,
    currency: row.currency as string,
    merchantName: row.merchant_name as string,
    ean: row.ean as string | null,
    mpn: row.mpn as string | null,
    asin: row.asin as string | null,
    imageUrl: row.image_url as string | null,
    affiliateUrl: row.affiliate_url as string,
    inStock: row.in_stock as boolean,
    method: row.method as Candidate['method'],
    score: Math.round(Number(row.score) * 100) / 100,
  }));
}
