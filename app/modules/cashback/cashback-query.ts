import { listHref } from '#app/lib/list-query.ts';
import { CASHBACK_STATUS_LABELS, CLAIM_STATUS_LABELS } from './cashback.schema.ts';

export const CASHBACK_TABS = ['transactions', 'claims'] as const;
export type CashbackTab = (typeof CASHBACK_TABS)[number];
export const CASHBACK_TAB_LABELS: Record<CashbackTab, string> = {
  transactions: 'Transazioni',
  claims: 'Segnalazioni',
};

export type TransactionStatus = keyof typeof CASHBACK_STATUS_LABELS;
export type ClaimStatus = keyof typeof CLAIM_STATUS_LABELS;

/** Gestione Cashback's lists, in the URL: tab, free text, status, page. */
export type CashbackQuery = {
  tab: CashbackTab;
  q: string;
  status: TransactionStatus | ClaimStatus | '';
  /** Claims only: just those in conflict with another person's claim of the same order. */
  conflict: boolean;
  page: number;
};

export function parseCashbackQuery(params: URLSearchParams): CashbackQuery {
  const tab = (CASHBACK_TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as CashbackTab)
    : 'transactions';
  const statuses = Object.keys(tab === 'claims' ? CLAIM_STATUS_LABELS : CASHBACK_STATUS_LABELS);
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  return {
    tab,
    q: (params.get('q') ?? '').trim().slice(0, 100),
    status: statuses.includes(status) ? (status as CashbackQuery['status']) : '',
    conflict: tab === 'claims' && params.get('conflict') === '1',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

export const cashbackHref = (query: Partial<CashbackQuery>) =>
  listHref('/admin/cashback', {
    tab: query.tab === 'transactions' ? undefined : query.tab,
    q: query.q,
    status: query.status,
    conflict: query.conflict ? '1' : undefined,
    page: query.page,
  });
