export const REWARD_STATUS_LABELS = {
  pending: 'In attesa',
  approved: 'Approvato',
  rejected: 'Rifiutato',
} as const;

/** Gestione Premi's filters, all in the URL. */
export const REWARD_PAGE_SIZES = [10, 20, 50] as const;
export type RewardRequestsQuery = {
  q: string;
  status: 'pending' | 'approved' | 'rejected' | '';
  type: string;
  userId: string;
  from: string;
  to: string;
  page: number;
  pageSize: (typeof REWARD_PAGE_SIZES)[number];
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function parseRewardRequestsQuery(params: URLSearchParams): RewardRequestsQuery {
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  const size = Number(params.get('pageSize'));
  const date = (value: string | null) =>
    value && DATE.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';
  const userId = params.get('userId') ?? '';
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    status: status === 'pending' || status === 'approved' || status === 'rejected' ? status : '',
    type: (params.get('type') ?? '').slice(0, 100),
    userId: /^[\w-]{1,64}$/.test(userId) ? userId : '',
    from: date(params.get('from')),
    to: date(params.get('to')),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    pageSize: (REWARD_PAGE_SIZES as readonly number[]).includes(size)
      ? (size as RewardRequestsQuery['pageSize'])
      : 10,
  };
}

export function rewardRequestsHref(query: Partial<RewardRequestsQuery>, base = '/admin/rewards'): string {
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
