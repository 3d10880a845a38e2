import { type ListQuery, listHref, parseListQuery } from '#app/lib/list-query.ts';
import { REVIEW_STATUS_LABELS, type ReviewStatus } from './review.schema.ts';
import { isUuid } from '#app/lib/uuid.ts';

/** The moderation list's state, all in the URL (admin-side §2). */
export const MODERATION_PAGE_SIZES = [5, 10, 20, 50] as const;

/** 'Tutti' in the URL: the page opens on the queue, so every status is a choice of its own. */
export const ALL_STATUSES = 'all';
export type ModerationStatusFilter = ReviewStatus | typeof ALL_STATUSES;

export const MODERATION_SORTS = {
  oldest: 'Meno recenti prima',
  newest: 'Più recenti prima',
  risk: 'Rischio più alto prima',
} as const;

/** 'A rischio': reviews whose integrity risk reaches the threshold of 'Regole di integrità'. */
export const AT_RISK = 'a-rischio';
export type ModerationSort = keyof typeof MODERATION_SORTS;

export type ModerationQuery = ListQuery<(typeof MODERATION_PAGE_SIZES)[number]> & {
  status: ModerationStatusFilter;
  sort: ModerationSort;
  productId: string;
  risk: '' | typeof AT_RISK;
};

/**
 * The queue by default: 'In revisione', oldest first (the longest waiting come first). Without a
 * sort in the URL, other statuses list the newest first; a sort chosen is kept as chosen.
 */
export function parseModerationQuery(params: URLSearchParams): ModerationQuery {
  const rawStatus = params.get('status');
  const status: ModerationStatusFilter =
    rawStatus === ALL_STATUSES
      ? ALL_STATUSES
      : rawStatus !== null && Object.hasOwn(REVIEW_STATUS_LABELS, rawStatus)
        ? (rawStatus as ReviewStatus)
        : 'in_revisione';
  const rawSort = params.get('sort');
  const sort: ModerationSort =
    rawSort !== null && Object.hasOwn(MODERATION_SORTS, rawSort)
      ? (rawSort as ModerationSort)
      : status === 'in_revisione'
        ? 'oldest'
        : 'newest';
  return {
    ...parseListQuery(params, MODERATION_PAGE_SIZES),
    status,
    sort,
    productId: isUuid(params.get('productId')) ? params.get('productId')! : '',
    risk: params.get('risk') === AT_RISK ? AT_RISK : '',
  };
}

/** The URL of a list state: the status and the order always written out, so a link says what it shows. */
export function moderationHref(query: Partial<ModerationQuery>, base = '/admin/reviews'): string {
  return listHref(base, query);
}
