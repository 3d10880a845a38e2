import { listHref } from '#app/lib/list-query.ts';
import { UUID_PATTERN } from '#app/lib/uuid.ts';
import { PRODUCT_STATUSES, type ProductStatus } from './database.schema.ts';

/** Gestione Database's tabs (admin-side §2), in the URL as `tab`. */
export const DATABASE_TABS = ['products', 'offers', 'categories'] as const;
export type DatabaseTab = (typeof DATABASE_TABS)[number];
export const DATABASE_TAB_LABELS: Record<DatabaseTab, string> = {
  products: 'Prodotti',
  offers: 'Offerte',
  categories: 'Categorie',
};

export const OFFER_LINKS = ['linked', 'unlinked'] as const;
export type OfferLink = (typeof OFFER_LINKS)[number];
export const OFFER_LINK_LABELS: Record<OfferLink, string> = {
  linked: 'Collegate a un prodotto',
  unlinked: 'Da collegare',
};

/**
 * The state of the page, all in the URL: the tab, its search and filters, the page. `q` looks in
 * names and brands (and is an exact EAN, ASIN or id); filters that do not apply to the tab are
 * ignored by its list.
 */
export type DatabaseQuery = {
  tab: DatabaseTab;
  q: string;
  status: ProductStatus | '';
  categoryId: string;
  merchantId: string;
  link: OfferLink | '';
  page: number;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : '';
const uuidOrEmpty = (value: string | null) => (value && UUID_PATTERN.test(value) ? value : '');

/** Reads the page's state; anything malformed is "no filter", never an error. */
export function parseDatabaseQuery(params: URLSearchParams): DatabaseQuery {
  const page = Number(params.get('page'));
  return {
    tab: oneOf(DATABASE_TABS, params.get('tab')) || 'products',
    q: (params.get('q') ?? '').trim().slice(0, 100),
    status: oneOf(PRODUCT_STATUSES, params.get('status')),
    categoryId: uuidOrEmpty(params.get('categoryId')),
    merchantId: uuidOrEmpty(params.get('merchantId')),
    link: oneOf(OFFER_LINKS, params.get('link')),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The URL of a state (empty filters and page 1 left out; the tab only when it is not the first). */
export function databaseHref(query: Partial<DatabaseQuery>): string {
  return listHref('/admin/database', {
    tab: query.tab === 'products' ? undefined : query.tab,
    q: query.q,
    status: query.status,
    categoryId: query.categoryId,
    merchantId: query.merchantId,
    link: query.link,
    page: query.page,
  });
}
