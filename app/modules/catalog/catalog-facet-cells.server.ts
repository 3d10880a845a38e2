import { and, type SQL, sql } from 'drizzle-orm';
import { defineJob } from '#app/lib/jobs.server.ts';
import { type Database, db, queryRows } from '#app/lib/db.server.ts';
import { catalogFacetCells, categories, merchants } from '#db/schema/index.ts';
import type { FacetName } from './catalog-filters.server.ts';
import { type CatalogQuery, MIN_RATINGS, PRICE_RANGES } from './catalog-query.ts';

/*
 * The facet counts of a catalogue state without a search, read from `catalog_facet_cells`
 * (migration 0040, decision 040): listed products counted by category, brand, price band, rating
 * band, availability and shop, kept by triggers. A state's counts are then sums over at most a
 * few tens of thousands of small rows instead of a read of every listed product and its offers.
 */

/** The price ranges' inner ends, in order: the boundaries of the price bands. */
export const PRICE_BOUNDARIES: readonly number[] = PRICE_RANGES.slice(0, -1).map((range) => range.max!);

/** A price's band, as `catalog_price_band` (migration 0040) computes it: 0 none, 2k+1 strictly between ends k−1 and k, 2k+2 exactly at end k. */
export function priceBand(price: number | null): number {
  if (price === null) return 0;
  const below = PRICE_BOUNDARIES.filter((end) => end < price).length;
  return 1 + 2 * below + (PRICE_BOUNDARIES.includes(price) ? 1 : 0);
}

/** The band a price's lower end (inclusive) starts at, or null when it lies inside a band. */
function lowestBand(min: number): number | null {
  if (min === 0) return 1;
  const index = PRICE_BOUNDARIES.indexOf(min);
  return index < 0 ? null : 2 + 2 * index;
}

/** The band a price's upper end (inclusive) stops at, or null when it lies inside a band. */
function highestBand(max: number): number | null {
  const index = PRICE_BOUNDARIES.indexOf(max);
  return index < 0 ? null : 2 + 2 * index;
}

const TOP_BAND = priceBand(Number.MAX_SAFE_INTEGER);

/** The bands a min/max pair lists, or null when an end is not a band's edge (a typed price). */
export function priceBands(min: number | null, max: number | null): [number, number] | null {
  if (min === null && max === null) return [0, TOP_BAND];
  const low = min === null ? 1 : lowestBand(min);
  const high = max === null ? TOP_BAND : highestBand(max);
  return low === null || high === null ? null : [low, high];
}

/**
 * Whether the cells can answer this state: no search, at most one shop (a product sold by two
 * picked shops sits in both shops' cells and would be counted twice), and price ends on the bands'
 * edges (the range links, or none). Everything else is counted over the products.
 */
export function cellsAnswer(query: CatalogQuery, searching: boolean): boolean {
  return !searching && query.shops.length <= 1 && priceBands(query.minPrice, query.maxPrice) !== null;
}

const cell = catalogFacetCells;

/** One part of the statement: the cells that count, and every facet's predicate but `left`'s. */
function cellFilters(query: CatalogQuery) {
  const bands = priceBands(query.minPrice, query.maxPrice);
  const filters: Record<FacetName, SQL | undefined> = {
    category: query.category
      ? sql`${cell.categoryId} in (select ${categories.id} from ${categories} where ${categories.slug} = ${query.category})`
      : undefined,
    brand: query.brands.length ? sql`${cell.brandName} in ${query.brands}` : undefined,
    // Only cellPriceRanges reads a state whose typed price the bands cannot hold, and it leaves the
    // price out.
    price:
      (query.minPrice === null && query.maxPrice === null) || !bands
        ? undefined
        : sql`${cell.priceBand} between ${bands[0]} and ${bands[1]}`,
    rating: query.minRating > 0 ? sql`${cell.ratingBand} >= ${query.minRating}` : undefined,
    available: query.available ? sql`${cell.available}` : undefined,
    // A picked shop: count its cells (the product's own cells otherwise), see `rows` below.
    shop: undefined,
  };
  // With a shop picked, a product counts through that shop's cell; without, through its own.
  const rows = query.shops.length
    ? sql`${cell.merchantId} in (select ${merchants.id} from ${merchants} where ${merchants.slug} = ${query.shops[0]})`
    : sql`${cell.merchantId} is null`;
  const allBut = (...left: FacetName[]) =>
    and(
      sql`true`,
      ...(Object.entries(filters) as [FacetName, SQL | undefined][])
        .filter(([name]) => !left.includes(name))
        .map(([, filter]) => filter),
    )!;
  return { filters, rows, allBut };
}

type ScalarCount = [facet: string, value: string, where: SQL];

/** The price ranges' counts: with the rating and availability picked, never the price. */
const priceRangeCounts = (rating: SQL, available: SQL): ScalarCount[] =>
  PRICE_RANGES.map((range, index) => {
    const [low, high] = priceBands(range.min, range.max)!;
    return [
      'price',
      String(index),
      sql`${cell.priceBand} between ${low} and ${high} and ${rating} and ${available}`,
    ];
  });

/** `scalars` counted in one pass over the cells `rows` and `where` keep, one row (facet, value, label, n, rank) each. */
function scalarRows(rows: SQL, where: SQL, scalars: ScalarCount[]): SQL {
  const n = sql`sum(${cell.productCount})`;
  const column = (facet: string, value: string) => sql.identifier(`${facet}_${value}`);
  return sql`select v.facet, v.value, null as label, v.n, 0 as rank
               from (select ${sql.join(
                 scalars.map(
                   ([facet, value, filter]) =>
                     sql`coalesce(${n} filter (where ${filter}), 0)::int as ${column(facet, value)}`,
                 ),
                 sql`, `,
               )}
                     from ${cell} where ${rows} and ${where}) s
               cross join lateral (values ${sql.join(
                 scalars.map(([facet, value]) => sql`(${facet}, ${value}, s.${column(facet, value)})`),
                 sql`, `,
               )}) as v(facet, value, n)`;
}

/**
 * The facet statement over the cells, with the same rows (facet, value, label, n, rank) as the one
 * over the products. `categoryCounts` is the category part's source when the kept category counts
 * do not answer it.
 */
export function facetCellsStatement(
  query: CatalogQuery,
  options: { brandLimit: number; keptCategoryCounts: boolean },
): SQL {
  const { filters, rows, allBut } = cellFilters(query);
  const n = sql`sum(${cell.productCount})`;
  const price = filters.price ?? sql`true`;
  const rating = filters.rating ?? sql`true`;
  const available = filters.available ?? sql`true`;
  const categoryCounts = options.keptCategoryCounts
    ? sql`select ${categories.id} as category_id, ${categories.productCount} as n from ${categories}`
    : sql`select ${cell.categoryId} as category_id, ${n}::int as n from ${cell}
          where ${rows} and ${allBut('category')} group by 1`;
  const scalars: ScalarCount[] = [
    ...priceRangeCounts(rating, available),
    ...MIN_RATINGS.map((value): ScalarCount => [
      'rating',
      String(value),
      sql`${cell.ratingBand} >= ${value} and ${price} and ${available}`,
    ]),
    ['available', '1', sql`${cell.available} and ${price} and ${rating}`],
  ];
  return sql`select 'category' as facet, c.slug as value, c.name as label, coalesce(k.n, 0)::int as n,
                    (row_number() over (order by c.product_count desc, c.name))::int as rank
               from ${categories} c left join (${categoryCounts}) k on k.category_id = c.id
             union all
             select 'brand', b.brand, b.brand, b.n, b.rank::int
               from (select ${cell.brandName} as brand, ${n}::int as n,
                            row_number() over (order by ${n} desc, ${cell.brandName}) as rank
                     from ${cell}
                     where ${rows} and ${allBut('brand')} and ${cell.brandName} is not null
                     group by ${cell.brandName} having ${n} > 0) b
              where b.rank <= ${options.brandLimit} or b.brand in ${query.brands.length ? query.brands : ['']}
             union all
             select 'shop', m.slug, m.name, k.n, (row_number() over (order by k.n desc, m.name))::int
               from (select ${cell.merchantId} as merchant_id, ${n}::int as n from ${cell}
                     where ${cell.merchantId} is not null and ${allBut('shop')}
                     group by 1 having ${n} > 0) k
               join ${merchants} m on m.id = k.merchant_id
             union all
             ${scalarRows(rows, allBut('price', 'rating', 'available'), scalars)}`;
}

/**
 * The price ranges' counts alone, from the cells, with every other filter (they ignore the price
 * picked, so a typed price inside a band does not matter): for a state without a search whose
 * other counts are read over the products inside the typed range. At most one shop.
 */
export function cellPriceRanges(query: CatalogQuery): SQL {
  const { filters, rows, allBut } = cellFilters(query);
  return scalarRows(
    rows,
    allBut('price', 'rating', 'available'),
    priceRangeCounts(filters.rating ?? sql`true`, filters.available ?? sql`true`),
  );
}

/** Replaces every change row by one row per cell; answers the cells after folding, or null when nothing changed. */
export async function foldFacetCells(executor: Database = db): Promise<number | null> {
  const [row] = await queryRows<{ cells: number | null }>(
    sql`select fold_catalog_facet_cells() as cells`,
    executor,
  );
  return row?.cells ?? null;
}

/** Every minute: the changes the triggers wrote since are folded into their cells. */
export const foldFacetCellsJob = defineJob<object>({
  name: 'catalog-facet-cells-fold',
  queue: { retryLimit: 2, retryDelay: 30, expireInSeconds: 300, policy: 'exclusive' },
  schedule: '* * * * *',
  run: async () => ({ cells: await foldFacetCells() }),
});
