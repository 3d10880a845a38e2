import { listHref } from '#app/lib/list-query.ts';
import { PRODUCT_STATUSES, type ProductStatus } from '#app/modules/catalog/database.schema.ts';

/**
 * The wizard's place, all in the URL: step 1 with its search, brand, status and page; step 2 with
 * the position in the selection (which lives in the database, so a reload or another day resumes).
 */
export type CurationQuery = {
  step: 1 | 2;
  q: string;
  brand: string;
  status: ProductStatus | '';
  page: number;
  /** Step 2: the product's position in the selection, from 1. */
  at: number;
};

const whole = (value: string | null, max: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= max ? number : 1;
};

/** Anything malformed is "no filter" or the first page, never an error. */
export function parseCurationQuery(params: URLSearchParams): CurationQuery {
  const status = params.get('status') ?? '';
  return {
    step: params.get('step') === '2' ? 2 : 1,
    q: (params.get('q') ?? '').trim().slice(0, 100),
    brand: (params.get('brand') ?? '').trim().slice(0, 80),
    status: (PRODUCT_STATUSES as readonly string[]).includes(status) ? (status as ProductStatus) : '',
    page: whole(params.get('page'), 100_000),
    at: whole(params.get('at'), 100_000),
  };
}

export function curationHref(query: Partial<CurationQuery>): string {
  if (query.step === 2)
    return listHref('/admin/curation', { step: 2, at: query.at === 1 ? undefined : query.at });
  return listHref('/admin/curation', {
    q: query.q,
    brand: query.brand,
    status: query.status,
    page: query.page,
  });
}
