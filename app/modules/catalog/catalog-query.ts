import { searchTerms } from '#app/lib/search-terms.ts';

export { searchTerms };

/** The catalogue's state, all of it in the URL (spec user-side §2, DESIGN.md §3.5). */
export const CATALOG_SORTS = ['mostReviewed', 'highestRated', 'mostRecent', 'bestPrice'] as const;
/** With a search, results come by relevance unless the person picks one of the four sorts. */
export const RELEVANCE = 'relevance';
export const PAGE_SIZES = [12, 20, 40, 60] as const;
export const MIN_RATINGS = [0, 3, 4] as const;

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
  sort: 'mostReviewed',
  pageSize: 20,
  page: 1,
} satisfies CatalogQuery as CatalogQuery;

export type CatalogQuery = {
  q: string;
  category: string;
  minRating: (typeof MIN_RATINGS)[number];
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
  return {
    q,
    category: /^[a-z0-9-]{1,100}$/.test(category) ? category : '',
    minRating: pick(number('minRating') as CatalogQuery['minRating'], MIN_RATINGS, 0),
    sort: pick(
      params.get('sort') as CatalogSort,
      searchTerms(q).length ? [...CATALOG_SORTS, RELEVANCE] : CATALOG_SORTS,
      defaultSort(q),
    ),
    pageSize: pick(number('pageSize') as CatalogQuery['pageSize'], PAGE_SIZES, 20),
    page: page !== undefined && Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
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
