import { searchTerms } from '#app/lib/search-terms.ts';

export { searchTerms };

/** The catalogue's state, all of it in the URL (spec user-side §2, DESIGN.md §3.5). */
export const CATALOG_SORTS = ['mostReviewed', 'highestRated', 'mostRecent', 'bestPrice'] as const;
/** With a search, results come by relevance unless the person picks one of the four sorts. */
export const RELEVANCE = 'relevance';
export const PAGE_SIZES = [12, 20, 40, 60] as const;
export const MIN_RATINGS = [0, 3, 4] as const;
/** At most this many brands, or shops, picked at once (a longer list in a link is cut). */
export const MAX_FACET_VALUES = 20;
/** Prices in the URL are euros from 0 to this, with at most two decimals. */
export const MAX_PRICE = 100_000;
/** The brand a product's card names, as the catalogue stores it (after brand cleaning). */
export const BRAND_PATTERN = /^[^\p{Cc}]{1,60}$/u;
/** A merchant's slug: the shop facet's value. */
export const SHOP_PATTERN = /^[a-z0-9-]{1,100}$/;
/** Euros typed or linked: "50", "49.90", "49,90". */
export const PRICE_PATTERN = /^\d{1,6}(?:[.,]\d{1,2})?$/;

/**
 * The price ranges offered beside the min/max fields, each with its count. Both ends are
 * inclusive, like the fields: a product at 100,00 € is in «Fino a 100 €» and in «100–250 €», and each
 * count says what picking that range lists.
 */
export const PRICE_RANGES = [
  { min: null, max: 100 },
  { min: 100, max: 250 },
  { min: 250, max: 500 },
  { min: 500, max: 1000 },
  { min: 1000, max: 2000 },
  { min: 2000, max: null },
] as const satisfies readonly { min: number | null; max: number | null }[];

export type CatalogSort = (typeof CATALOG_SORTS)[number] | typeof RELEVANCE;

export const SORT_LABELS: Record<CatalogSort, string> = {
  relevance: 'Pertinenza',
  mostReviewed: 'Più recensiti',
  highestRated: 'Voto più alto',
  mostRecent: 'Più recenti',
  bestPrice: 'Prezzo più basso',
};

export const DEFAULT_CATALOG_QUERY = {
  q: '',
  category: '',
  minRating: 0,
  brands: [],
  shops: [],
  minPrice: null,
  maxPrice: null,
  available: false,
  sort: 'mostReviewed',
  pageSize: 20,
  page: 1,
} satisfies CatalogQuery as CatalogQuery;

export type CatalogQuery = {
  q: string;
  category: string;
  minRating: (typeof MIN_RATINGS)[number];
  /** Brand names (any of them), in a canonical order. */
  brands: string[];
  /** Merchant slugs: products with an offer for sale from any of these shops. */
  shops: string[];
  /** Euros, inclusive, on the best price the card shows; null when open. */
  minPrice: number | null;
  maxPrice: number | null;
  /** 'Solo disponibili': products with an approved offer for sale and in stock. */
  available: boolean;
  sort: CatalogSort;
  pageSize: (typeof PAGE_SIZES)[number];
  page: number;
};

/**
 * Lenient parsing for pages: a link with a wrong value still shows the catalogue, with that value
 * back at its default (a person should never see an error for a stale bookmark).
 */
export function parseCatalogQuery(params: URLSearchParams): CatalogQuery {
  const pick = <T>(value: T | undefined, allowed: readonly T[], fallback: T) =>
    value !== undefined && allowed.includes(value) ? value : fallback;
  const number = (name: string) => {
    const raw = params.get(name);
    return raw === null || raw.trim() === '' ? undefined : Number(raw);
  };
  const category = params.get('category') ?? '';
  const page = number('page');
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  let [minPrice, maxPrice] = [parsePrice(params.get('minPrice')), parsePrice(params.get('maxPrice'))];
  // Swapped ends are read the way the person meant them.
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    q,
    category: /^[a-z0-9-]{1,100}$/.test(category) ? category : '',
    minRating: pick(number('minRating') as CatalogQuery['minRating'], MIN_RATINGS, 0),
    brands: canonicalBrands(params.getAll('brand').filter((brand) => BRAND_PATTERN.test(brand.trim()))),
    shops: canonicalShops(params.getAll('shop').filter((shop) => SHOP_PATTERN.test(shop))),
    minPrice,
    maxPrice,
    available: ['1', 'true', 'on'].includes(params.get('available') ?? ''),
    sort: pick(
      params.get('sort') as CatalogSort,
      searchTerms(q).length ? [...CATALOG_SORTS, RELEVANCE] : CATALOG_SORTS,
      defaultSort(q),
    ),
    pageSize: pick(number('pageSize') as CatalogQuery['pageSize'], PAGE_SIZES, 20),
    page: page !== undefined && Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** Euros from the URL, or null when missing or not a price (lenient: never an error). */
export function parsePrice(raw: string | null): number | null {
  const value = (raw ?? '').trim();
  if (!PRICE_PATTERN.test(value)) return null;
  const euros = Number(value.replace(',', '.'));
  return euros <= MAX_PRICE ? euros : null;
}

/** Brands trimmed, each once (whatever the case), sorted: one URL per selection. */
export function canonicalBrands(brands: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const brand of brands) {
    const name = brand.trim().replace(/\s+/g, ' ');
    if (name && !seen.has(name.toLocaleLowerCase('it'))) seen.set(name.toLocaleLowerCase('it'), name);
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b, 'it')).slice(0, MAX_FACET_VALUES);
}

export function canonicalShops(shops: readonly string[]): string[] {
  return [...new Set(shops)].sort().slice(0, MAX_FACET_VALUES);
}

/** How many filters are on (the 'Filtri' button's badge): each brand and shop counts. */
export function activeFilterCount(query: CatalogQuery): number {
  return (
    (query.category ? 1 : 0) +
    (query.minRating > 0 ? 1 : 0) +
    query.brands.length +
    query.shops.length +
    (query.minPrice !== null || query.maxPrice !== null ? 1 : 0) +
    (query.available ? 1 : 0)
  );
}

/** The catalogue state with no filter, keeping the search, the sort and the page size. */
export function withoutFilters(query: CatalogQuery): CatalogQuery {
  const { q, sort, pageSize } = query;
  return { ...DEFAULT_CATALOG_QUERY, q, sort, pageSize };
}

/** "50–100 €", "Fino a 50 €", "Da 1.000 €": a price range as the filter panel and chips say it. */
export function priceRangeLabel(min: number | null, max: number | null): string {
  const euros = (value: number) =>
    `${new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2, useGrouping: 'always' }).format(value)} €`;
  if (min !== null && max !== null) return `${euros(min).slice(0, -2)}–${euros(max)}`;
  if (max !== null) return `Fino a ${euros(max)}`;
  if (min !== null) return `Da ${euros(min)}`;
  return 'Qualsiasi prezzo';
}

export function defaultSort(q: string): CatalogSort {
  return searchTerms(q).length > 0 ? RELEVANCE : 'mostReviewed';
}

/** The URL of a catalogue state; defaults are left out so links stay short and canonical. */
export function catalogHref(query: Partial<CatalogQuery>): string {
  const params = new URLSearchParams();
  const full = { ...DEFAULT_CATALOG_QUERY, ...query };
  if (query.sort === undefined) full.sort = defaultSort(full.q);
  if (full.q) params.set('q', full.q);
  if (full.category) params.set('category', full.category);
  if (full.minRating !== DEFAULT_CATALOG_QUERY.minRating) params.set('minRating', String(full.minRating));
  for (const brand of canonicalBrands(full.brands)) params.append('brand', brand);
  for (const shop of canonicalShops(full.shops)) params.append('shop', shop);
  if (full.minPrice !== null) params.set('minPrice', String(full.minPrice));
  if (full.maxPrice !== null) params.set('maxPrice', String(full.maxPrice));
  if (full.available) params.set('available', '1');
  if (full.sort !== defaultSort(full.q)) params.set('sort', full.sort);
  if (full.pageSize !== DEFAULT_CATALOG_QUERY.pageSize) params.set('pageSize', String(full.pageSize));
  if (full.page > 1) params.set('page', String(full.page));
  const search = params.toString();
  return search ? `/catalog?${search}` : '/catalog';
}

/** 'Nuovo' for products added in the last 30 days (spec §9). */
export const NEW_PRODUCT_DAYS = 30;
export function isNewProduct(createdAt: Date | string, now = new Date()): boolean {
  const created = typeof createdAt === 'string' ? new Date(createdAt) : createdAt;
  return now.getTime() - created.getTime() <= NEW_PRODUCT_DAYS * 86_400_000;
}
