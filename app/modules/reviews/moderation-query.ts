import { type ListQuery, listHref, parseListQuery } from '#app/lib/list-query.ts';
import { REVIEW_STATUS_LABELS, type ReviewStatus } from './review.schema.ts';
import { isUuid } from '#app/lib/uuid.ts';

/** The moderation list's state, all in the URL (admin-side §2). */
export const MODERATION_PAGE_SIZES = [5, 10, 20, 50] as const;
export type ModerationQuery = ListQuery<(typeof MODERATION_PAGE_SIZES)[number]> & {
  status: ReviewStatus | '';
  productId: string;
};

export function parseModerationQuery(params: URLSearchParams): ModerationQuery {
  const status = params.get('status') ?? '';
  return {
    ...parseListQuery(params, MODERATION_PAGE_SIZES),
    status: Object.hasOwn(REVIEW_STATUS_LABELS, status) ? (status as ReviewStatus) : '',
    productId: isUuid(params.get('productId')) ? params.get('productId')! : '',
  };
}

export function moderationHref(query: Partial<ModerationQuery>, base = '/admin/reviews'): string {
  return listHref(base, query);
}
