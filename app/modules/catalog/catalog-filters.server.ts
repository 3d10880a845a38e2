import { and, gt, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { merchants, offers, products } from '#db/schema/index.ts';
import type { CatalogQuery } from './catalog-query.ts';

/** What the filters read of a catalogue state (the JSON API adds a feed's source). */
export type CatalogFilterQuery = Pick<
  CatalogQuery,
  'category' | 'minRating' | 'brands' | 'shops' | 'minPrice' | 'maxPrice' | 'available'
> & { source?: string };

/*
 * The facet filters, one predicate each on a listed product. The listing's conditions() and the
 * facet counts (catalog-facets.server.ts) build them here, so a count always says what picking
 * its value lists.
 */

/** Products of any of these brands (the name as stored, after brand cleaning). */
export function brandFilter(brands: readonly string[]): SQL | undefined {
  return brands.length ? inArray(products.brandName, [...brands]) : undefined;
}

/**
 * Products with an offer for sale from any of these shops (merchant slugs): the offers the
 * product page lists under 'Dove acquistare', in stock or not.
 */
export function shopFilter(shops: readonly string[]): SQL | undefined {
  if (!shops.length) return undefined;
  return sql`exists (select 1 from ${offers} o join ${merchants} m on m.id = o.merchant_id
                     where o.product_id = ${products.id} and o.is_for_sale and o.is_approved
                       and m.slug in ${[...shops]})`;
}

/**
 * The card's best price (the cheapest offer for sale, in stock and priced) between the two ends,
 * both inclusive. A product without such a price is left out as soon as either end is set.
 */
export function priceFilter(min: number | null, max: number | null): SQL | undefined {
  return and(
    min === null ? undefined : gte(products.bestPrice, min.toFixed(2)),
    max === null ? undefined : lte(products.bestPrice, max.toFixed(2)),
  );
}

export function ratingFilter(minRating: number): SQL | undefined {
  return minRating > 0 ? gte(products.ratingAvg, String(minRating)) : undefined;
}

/**
 * 'Solo disponibili': at least one approved offer for sale and in stock, the count the card shows
 * as its offers (kept on the product by triggers, migration 0004).
 */
export function availableFilter(available: boolean): SQL | undefined {
  return available ? gt(products.offersCount, 0) : undefined;
}

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
