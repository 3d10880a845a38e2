import { formatPoints } from '#app/lib/format.ts';
import { cn } from '#app/ui/cn.ts';
import { REWARD_STATUS_LABELS } from '../reward-requests-query.ts';
import { rewardRequestCurrentDate, rewardRequestDates } from '../reward-request-display.ts';

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

function StatusBadge({ status }: { status: RewardRequestItem['status'] }) {
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', rewardStatusStyle[status])}>
      {REWARD_STATUS_LABELS[status]}
    </span>
  );
}

/** What the state means for the person: the wait, the code, or the reason and the refund. */
function RequestOutcome({ request, className }: { request: RewardRequestItem; className?: string }) {
  if (request.status === 'pending')
    return (
      <p className={cn('text-sm', className)}>
        Stiamo verificando la richiesta: riceverai il codice via email.
      </p>
    );
  if (request.status === 'approved')
    return request.voucherCode ? (
      <p className={className}>
        Codice buono:{' '}
        <code className="rounded bg-brand-50 px-2 py-0.5 font-mono font-semibold break-all select-all">
          {request.voucherCode}
        </code>
      </p>
    ) : null;
  return (
    <p className={cn('text-sm text-red-800', className)}>
      Motivo: {request.rejectionReason?.replace(/[.!?]+$/, '') ?? 'non indicato'}. Ti abbiamo restituito{' '}
      {formatPoints(request.pointsCost)}.
    </p>
  );
}

/** A person's own reward requests ('I miei Premi'): status, code once approved, reason and refund once rejected. */
export function RewardRequestList({ items }: { items: RewardRequestItem[] }) {
  return (
    <ul className="divide-y divide-line">
      {items.map((request) => (
        <li key={request.id} className="py-4">
          <div className="flex flex-wrap items-center gap-3">
            <span className="font-semibold">{request.rewardType}</span>
            <StatusBadge status={request.status} />
          </div>
          <p className="mt-1 text-sm text-ink-muted">
            {[...rewardRequestDates(request), formatPoints(request.pointsCost)].join(' · ')}
          </p>
          <RequestOutcome request={request} className="mt-1" />
        </li>
      ))}
    </ul>
  );
}

/**
 * On a voucher of the rewards page, the person's latest request for it, as it stands: waiting
 * ('Richiesto il …'), redeemed with its code ('Riscosso il …') or rejected with the reason.
 */
export function LatestRewardRequest({ request }: { request: RewardRequestItem }) {
  return (
    <div className="mt-3 border-t border-line pt-3 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">La tua ultima richiesta</span>
        <StatusBadge status={request.status} />
      </p>
      <p className="mt-1 text-ink-muted">{rewardRequestCurrentDate(request)}</p>
      <RequestOutcome request={request} className="mt-1" />
    </div>
  );
}
