import { listHref } from '#app/lib/list-query.ts';
import { UUID_PATTERN } from '#app/lib/uuid.ts';
import { PRODUCT_STATUSES, type ProductStatus } from '#app/modules/catalog/database.schema.ts';

/** Ricerca Immagini's list, in the URL: search in names and brands, category, status, page. */
export type ImagesQuery = { q: string; categoryId: string; status: ProductStatus | ''; page: number };

export function parseImagesQuery(params: URLSearchParams): ImagesQuery {
  const status = params.get('status') ?? '';
  const categoryId = params.get('categoryId') ?? '';
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    categoryId: UUID_PATTERN.test(categoryId) ? categoryId : '',
    status: (PRODUCT_STATUSES as readonly string[]).includes(status) ? (status as ProductStatus) : '',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

export const imagesHref = (query: Partial<ImagesQuery>) =>
  listHref('/admin/images', {
    q: query.q,
    categoryId: query.categoryId,
    status: query.status,
    page: query.page,
  });
