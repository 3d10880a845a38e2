import { and, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Database, queryRows } from '#app/lib/db.server.ts';
import { categories, merchants, products } from '#db/schema/index.ts';
import { cellPriceRanges, cellsAnswer, facetCellsStatement } from './catalog-facet-cells.server.ts';
import {
  availableFilter,
  facetFilters,
  type FacetName,
  narrowsBeyondCategory,
  priceFilter,
  ratingFilter,
} from './catalog-filters.server.ts';
import { type CatalogQuery, MIN_RATINGS, PRICE_RANGES } from './catalog-query.ts';

/** One value of a facet: what it is, what the panel shows, how many products picking it lists. */
export type FacetValue = { value: string; label: string; count: number; selected: boolean };

export type CatalogFacets = {
  /** Every category, in the catalogue's order (the biggest first). */
  categories: { slug: string; name: string; count: number }[];
  /** The brands with the most products for this query (at most BRAND_LIMIT), and the picked ones. */
  brands: FacetValue[];
  shops: FacetValue[];
  /** PRICE_RANGES, in order, each with its count. */
  prices: { min: number | null; max: number | null; count: number }[];
  ratings: { value: CatalogQuery['minRating']; count: number }[];
  /** Products the 'Solo disponibili' switch lists. */
  available: number;
};

/** The panel lists this many brands (the rest are a search away); picked ones always show. */
export const BRAND_LIMIT = 30;

const always = sql`true`;

/**
 * The counts beside every filter, in one statement (decision 040). Standard faceted search: a
 * value's count is the number of products the page would list if that value were picked, with
 * every other active filter and the search kept. So a facet's own selection does not narrow its
 * counts (picking Samsung leaves Apple's count as it was, and picking Apple too adds them up:
 * brands and shops combine with "or" within the facet, "and" across facets), while it narrows
 * every other facet's counts. The search is the listing's own conditions() and every filter the
 * same predicate the listing uses, so a count and the list it leads to cannot disagree.
 */
export async function countCatalogFacets(
  executor: Database,
  query: CatalogQuery,
  matching: SQL,
  searching: boolean,
): Promise<CatalogFacets> {
  const rows = await queryRows<FacetRow>(facetStatement(query, matching, searching), executor);
  return shape(rows, query);
}

type FacetRow = { facet: string; value: string; label: string | null; n: number; rank: number };

/** The products the search matches, once per statement: every facet counts among them. */
const matched = alias(products, 'matched');
/** Its name in `with … as` and `from` (the alias itself would render as `"products" "matched"`). */
const MATCHED = sql.identifier('matched');

/**
 * The one statement behind countCatalogFacets (exported for `npm run bench:facets`'s EXPLAIN).
 * `matching` is the listing's conditions() with every facet off (the search alone); it is read
 * once into `matched`, and each part adds the other facets' predicates, built by the same
 * functions conditions() uses.
 */
export function facetStatement(query: CatalogQuery, matching: SQL, searching: boolean): SQL {
  const keptCategoryCounts = !searching && !narrowsBeyondCategory(query);
  if (cellsAnswer(query, searching))
    return facetCellsStatement(query, { brandLimit: BRAND_LIMIT, keptCategoryCounts });
  // A typed price inside a band, without a search and with at most one shop: the price ranges come
  // from the cells (they ignore the price), so only the products inside the typed range are read.
  const priceFromCells =
    !searching && query.shops.length <= 1 && (query.minPrice !== null || query.maxPrice !== null);
  const filters = facetFilters(query, matched);
  const allBut = (...left: FacetName[]) =>
    and(
      always,
      ...(Object.entries(filters) as [FacetName, SQL | undefined][])
        .filter(([name]) => !left.includes(name))
        .map(([, filter]) => filter),
    )!;
  const price = filters.price ?? always;
  const rating = filters.rating ?? always;
  const available = filters.available ?? always;

  // Without a search or a filter beyond the category, the category counts are the ones the
  // triggers keep on the categories (migration 0030).
  const categoryCounts = keptCategoryCounts
    ? sql`select ${categories.id} as category_id, ${categories.productCount} as n from ${categories}`
    : sql`select ${matched.categoryId} as category_id, count(*)::int as n from ${MATCHED}
          where ${allBut('category')} group by 1`;

  const priceColumns = priceFromCells
    ? []
    : PRICE_RANGES.map(
        (range, index) =>
          sql`count(*) filter (where ${and(priceFilter(range.min, range.max, matched), rating, available)})::int as ${sql.identifier(`price_${index}`)}`,
      );
  const scalarColumns = [
    ...priceColumns,
    ...MIN_RATINGS.map(
      (value) =>
        sql`count(*) filter (where ${and(ratingFilter(value, matched) ?? always, price, available)})::int as ${sql.identifier(`rating_${value}`)}`,
    ),
    sql`count(*) filter (where ${and(availableFilter(true, matched), price, rating)})::int as available`,
  ];
  const scalarValues = [
    ...priceColumns.map(
      (_, index) => sql`('price', ${String(index)}, s.${sql.identifier(`price_${index}`)})`,
    ),
    ...MIN_RATINGS.map((value) => sql`('rating', ${String(value)}, s.${sql.identifier(`rating_${value}`)})`),
    sql`('available', '1', s.available)`,
  ];

  return sql`with ${MATCHED} as materialized (
          select ${products.id}, ${products.categoryId}, ${products.brandName}, ${products.bestPrice},
                 ${products.ratingAvg}, ${products.offersCount}, ${products.shopIds}
          from ${products} where ${priceFromCells ? and(matching, priceFilter(query.minPrice, query.maxPrice)) : matching})
        select 'category' as facet, c.slug as value, c.name as label, coalesce(k.n, 0)::int as n,
               (row_number() over (order by c.product_count desc, c.name))::int as rank
          from ${categories} c left join (${categoryCounts}) k on k.category_id = c.id
        union all
        select 'brand', b.brand, b.brand, b.n, b.rank::int
          from (select ${matched.brandName} as brand, count(*)::int as n,
                       row_number() over (order by count(*) desc, ${matched.brandName}) as rank
                from ${MATCHED}
                where ${allBut('brand')} and ${matched.brandName} is not null
                group by ${matched.brandName}) b
         where b.rank <= ${BRAND_LIMIT} or b.brand in ${query.brands.length ? query.brands : ['']}
        union all
        select 'shop', m.slug, m.name, k.n,
               (row_number() over (order by k.n desc, m.name))::int
          from (select shop.id as merchant_id, count(*)::int as n
                from ${MATCHED} cross join lateral unnest(${matched.shopIds}) as shop(id)
                where ${allBut('shop')}
                group by 1) k
          join ${merchants} m on m.id = k.merchant_id
        union all
        select v.facet, v.value, null, v.n, 0
          from (select ${sql.join(scalarColumns, sql`, `)} from ${MATCHED}
                where ${allBut('price', 'rating', 'available')}) s
          cross join lateral (values ${sql.join(scalarValues, sql`, `)}) as v(facet, value, n)
        ${priceFromCells ? sql`union all ${cellPriceRanges(query)}` : sql``}`;
}

function shape(rows: FacetRow[], query: CatalogQuery): CatalogFacets {
  const of = (facet: string) =>
    rows.filter((row) => row.facet === facet).sort((a, b) => Number(a.rank) - Number(b.rank));
  const picked = (facet: string, selected: string[]): FacetValue[] => {
    const listed = of(facet).map((row) => ({
      value: row.value,
      label: row.label ?? row.value,
      count: Number(row.n),
      selected: selected.includes(row.value),
    }));
    // A picked value that lists nothing any more still shows, so it can be taken off.
    const missing = selected
      .filter((value) => !listed.some((row) => row.value === value))
      .map((value) => ({ value, label: value, count: 0, selected: true }));
    return [...listed, ...missing];
  };
  const scalar = (facet: string, value: string) =>
    Number(rows.find((row) => row.facet === facet && row.value === value)?.n ?? 0);

  return {
    categories: of('category').map((row) => ({
      slug: row.value,
      name: row.label ?? row.value,
      count: Number(row.n),
    })),
    brands: picked('brand', query.brands),
    shops: picked('shop', query.shops),
    prices: PRICE_RANGES.map((range, index) => ({ ...range, count: scalar('price', String(index)) })),
    ratings: MIN_RATINGS.map((value) => ({ value, count: scalar('rating', String(value)) })),
    available: scalar('available', '1'),
  };
}
