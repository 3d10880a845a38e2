import { REVIEW_STATUS_LABELS, type ReviewStatus } from './review.schema.ts';

/** The moderation list's state, all in the URL (admin-side §2). */
export const MODERATION_PAGE_SIZES = [5, 10, 20, 50] as const;
export type ModerationQuery = {
  q: string;
  status: ReviewStatus | '';
  productId: string;
  userId: string;
  from: string;
  to: string;
  page: number;
  pageSize: (typeof MODERATION_PAGE_SIZES)[number];
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseModerationQuery(params: URLSearchParams): ModerationQuery {
  const status = params.get('status') ?? '';
  const size = Number(params.get('pageSize'));
  const page = Number(params.get('page'));
  const validDate = (value: string | null) =>
    value && DATE.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';
  const userId = params.get('userId') ?? '';
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    status: status in REVIEW_STATUS_LABELS ? (status as ReviewStatus) : '',
    productId: UUID.test(params.get('productId') ?? '') ? params.get('productId')! : '',
    userId: /^[\w-]{1,64}$/.test(userId) ? userId : '',
    from: validDate(params.get('from')),
    to: validDate(params.get('to')),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    pageSize: (MODERATION_PAGE_SIZES as readonly number[]).includes(size)
      ? (size as ModerationQuery['pageSize'])
      : 10,
  };
}

export function moderationHref(query: Partial<ModerationQuery>, base = '/admin/reviews'): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === '' || value === undefined) continue;
    if (key === 'page' && value === 1) continue;
    if (key === 'pageSize' && value === 10) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}
