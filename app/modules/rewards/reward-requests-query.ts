import { type ListQuery, listHref, parseListQuery } from '#app/lib/list-query.ts';

export const REWARD_STATUS_LABELS = {
  pending: 'In attesa',
  approved: 'Approvato',
  rejected: 'Rifiutato',
} as const;

/** Gestione Premi's filters, all in the URL. */
export const REWARD_PAGE_SIZES = [10, 20, 50] as const;
export type RewardRequestsQuery = ListQuery<(typeof REWARD_PAGE_SIZES)[number]> & {
  status: 'pending' | 'approved' | 'rejected' | '';
  type: string;
};

export function parseRewardRequestsQuery(params: URLSearchParams): RewardRequestsQuery {
  const status = params.get('status') ?? '';
  return {
    ...parseListQuery(params, REWARD_PAGE_SIZES),
    status: status === 'pending' || status === 'approved' || status === 'rejected' ? status : '',
    type: (params.get('type') ?? '').slice(0, 100),
  };
}

export function rewardRequestsHref(query: Partial<RewardRequestsQuery>, base = '/admin/rewards'): string {
  return listHref(base, query);
}
