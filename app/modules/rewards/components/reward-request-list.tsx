import { formatDate, formatPoints } from '#app/lib/format.ts';
import { cn } from '#app/ui/cn.ts';
import { REWARD_STATUS_LABELS } from '../reward-requests-query.ts';

export type RewardRequestItem = {
  id: string;
  rewardType: string;
  pointsCost: number;
  status: keyof typeof REWARD_STATUS_LABELS;
  voucherCode: string | null;
  rejectionReason: string | null;
  createdAt: Date | string;
  processedAt: Date | string | null;
};

export const rewardStatusStyle = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
} as const;

/** A person's own reward requests ('I miei Premi'): status, code once approved, reason and refund once rejected. */
export function RewardRequestList({ items }: { items: RewardRequestItem[] }) {
  return (
    <ul className="divide-y divide-line">
      {items.map((request) => (
        <li key={request.id} className="py-4">
          <div className="flex flex-wrap items-center gap-3">
            <span className="font-semibold">{request.rewardType}</span>
            <span
              className={cn(
                'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                rewardStatusStyle[request.status],
              )}
            >
              {REWARD_STATUS_LABELS[request.status]}
            </span>
          </div>
          <p className="mt-1 text-sm text-ink-muted">
            Richiesto il {formatDate(request.createdAt)} · {formatPoints(request.pointsCost)}
            {request.processedAt && ` · Gestito il ${formatDate(request.processedAt)}`}
          </p>
          {request.status === 'pending' && (
            <p className="mt-1 text-sm">Stiamo verificando la richiesta: riceverai il codice via email.</p>
          )}
          {request.status === 'approved' && request.voucherCode && (
            <p className="mt-1">
              Codice buono:{' '}
              <code className="rounded bg-brand-50 px-2 py-0.5 font-mono font-semibold select-all">
                {request.voucherCode}
              </code>
            </p>
          )}
          {request.status === 'rejected' && (
            <p className="mt-1 text-sm text-red-800">
              Motivo: {request.rejectionReason?.replace(/[.!?]+$/, '') ?? 'non indicato'}. Ti abbiamo
              restituito {formatPoints(request.pointsCost)}.
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
