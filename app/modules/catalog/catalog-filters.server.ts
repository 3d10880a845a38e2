import { and, gt, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { categories, merchants, products } from '#db/schema/index.ts';
import type { Database } from '#app/lib/db.server.ts';
import { pgArray } from '#app/lib/pg-array.ts';
import type { CatalogQuery } from './catalog-query.ts';

/** What the filters read of a catalogue state (the JSON API adds a feed's source). */
export type CatalogFilterQuery = Pick<
  CatalogQuery,
  'category' | 'minRating' | 'brands' | 'shops' | 'minPrice' | 'maxPrice' | 'available'
> & {
  source?: string;
  /** The picked shops' merchant ids, once `withShopIds` has read them. */
  shopIds?: readonly string[];
};

/** The filters all off: what the search alone lists. */
export const NO_FILTERS = {
  category: '',
  minRating: 0,
  brands: [],
  shops: [],
  minPrice: null,
  maxPrice: null,
  available: false,
} satisfies CatalogFilterQuery;

/** The products table, or an alias of it with the same columns (the facet statement's match set). */
type Listed = Record<
  'id' | 'categoryId' | 'brandName' | 'bestPrice' | 'ratingAvg' | 'offersCount' | 'shopIds',
  AnyPgColumn
>;

/*
 * The facet filters, one predicate each on a listed product. The listing's conditions() and the
 * facet counts (catalog-facets.server.ts) build them here, so a count always says what picking
 * its value lists.
 */

export function categoryFilter(slug: string, table: Listed = products): SQL | undefined {
  return slug
    ? sql`${table.categoryId} in (select ${categories.id} from ${categories} where ${categories.slug} = ${slug})`
    : undefined;
}

/** Products of any of these brands (the name as stored, after brand cleaning). */
export function brandFilter(brands: readonly string[], table: Listed = products): SQL | undefined {
  return brands.length ? inArray(table.brandName, [...brands]) : undefined;
}

/**
 * Products with an offer for sale from any of these shops (merchant slugs): the offers the
 * product page lists under 'Dove acquistare', in stock or not.
 */
export function shopFilter(
  shops: readonly string[],
  table: Listed = products,
  shopIds?: readonly string[],
): SQL | undefined {
  if (!shops.length) return undefined;
  // As a constant the planner weighs it against the index's statistics; as a subquery it guessed
  // a thousand products for a shop that sells 23,000 (decision 040).
  if (shopIds) return sql`${table.shopIds} && ${pgArray(shopIds)}::uuid[]`;
  // The merchants kept on the product (migration 0040), indexed for listed products.
  return sql`${table.shopIds} && array(select ${merchants.id} from ${merchants}
                                      where ${merchants.slug} in ${[...shops]})`;
}

/**
 * The card's best price (the cheapest offer for sale, in stock and priced) between the two ends,
 * both inclusive. A product without such a price is left out as soon as either end is set.
 */
export function priceFilter(
  min: number | null,
  max: number | null,
  table: Listed = products,
): SQL | undefined {
  return and(
    min === null ? undefined : gte(table.bestPrice, min.toFixed(2)),
    max === null ? undefined : lte(table.bestPrice, max.toFixed(2)),
  );
}

export function ratingFilter(minRating: number, table: Listed = products): SQL | undefined {
  return minRating > 0 ? gte(table.ratingAvg, String(minRating)) : undefined;
}

/**
 * 'Solo disponibili': at least one approved offer for sale and in stock, the count the card shows
 * as its offers (kept on the product by triggers, migration 0004).
 */
export function availableFilter(available: boolean, table: Listed = products): SQL | undefined {
  return available ? gt(table.offersCount, 0) : undefined;
}

/** Each facet's predicate for a catalogue state (undefined when that facet is off). */
export function facetFilters(query: CatalogFilterQuery, table: Listed = products) {
  return {
    category: categoryFilter(query.category, table),
    rating: ratingFilter(query.minRating, table),
    brand: brandFilter(query.brands, table),
    shop: shopFilter(query.shops, table, query.shopIds),
    price: priceFilter(query.minPrice, query.maxPrice, table),
    available: availableFilter(query.available, table),
  };
}
export type FacetName = keyof ReturnType<typeof facetFilters>;

/**
 * A filter beyond the category is on: totals and category counts must then be counted, not read
 * off the counts the triggers keep on the categories (migration 0030).
 */
export function narrowsBeyondCategory(query: CatalogFilterQuery): boolean {
  return (
    query.minRating > 0 ||
    Boolean(query.source) ||
    query.brands.length > 0 ||
    query.shops.length > 0 ||
    query.minPrice !== null ||
    query.maxPrice !== null ||
    query.available
  );
}

/** The query with its picked shops' merchant ids read (a shop that does not exist lists nothing). */
export async function withShopIds<Query extends CatalogFilterQuery>(
  executor: Database,
  query: Query,
): Promise<Query> {
  if (!query.shops.length || query.shopIds) return query;
  const rows = await executor
    .select({ id: merchants.id })
    .from(merchants)
    .where(inArray(merchants.slug, [...query.shops]));
  return { ...query, shopIds: rows.map((row) => row.id) };
}
