import { Link } from 'react-router';
import { formatDate, formatPoints } from '#app/lib/format.ts';
import { StatusPill, type PillTone } from '#app/ui/admin/page-parts.tsx';
import type { RewardRequestsPageData } from './reward-requests-page.tsx';
import { REWARD_STATUS_LABELS } from '../../reward-requests-query.ts';
import { ApproveRequestDialog } from './approve-request-dialog.tsx';
import { RejectRequestDialog } from './reject-request-dialog.tsx';

type RewardRequestItem = RewardRequestsPageData['items'][number];

const statusTone: Record<RewardRequestItem['status'], PillTone> = {
  pending: 'amber',
  approved: 'green',
  rejected: 'red',
};

/** One reward request: Approva and Rifiuta while pending, and the person's page. */
export function RewardRequestCard(props: { item: RewardRequestItem; userHref: string; freeCodes: number }) {
  const { item } = props;
  return (
    <article aria-labelledby={`rw-${item.id}`} className="rounded-2xl border border-line bg-surface p-5">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={`rw-${item.id}`} className="text-lg font-semibold">
          {item.rewardType}
        </h2>
        <StatusPill tone={statusTone[item.status]}>{REWARD_STATUS_LABELS[item.status]}</StatusPill>
        <span className="text-sm">{formatPoints(item.pointsCost)}</span>
      </div>
      <p className="mt-1 text-sm">
        <Link to={props.userHref} className="underline">
          {item.userName ?? item.userEmail}
        </Link>{' '}
        · {item.userEmail} · saldo attuale {formatPoints(item.userPoints ?? 0)}
      </p>
      <p className="mt-1 text-sm text-ink-muted">
        Richiesto il {formatDate(item.createdAt)}
        {item.processedAt ? ` · gestito il ${formatDate(item.processedAt)}` : ''}
      </p>
      {item.voucherCode && <p className="mt-2 text-sm">Codice: {item.voucherCode}</p>}
      {item.rejectionReason && <p className="mt-2 text-sm text-red-800">Motivo: {item.rejectionReason}</p>}
      <div className="mt-4 flex flex-wrap gap-2">
        {item.status === 'pending' && (
          <>
            <ApproveRequestDialog
              requestId={item.id}
              rewardType={item.rewardType}
              freeCodes={props.freeCodes}
            />
            <RejectRequestDialog requestId={item.id} />
          </>
        )}
        <Link
          to={`/admin/users/${encodeURIComponent(item.userId)}`}
          className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 underline"
        >
          Vedi utente
        </Link>
      </div>
    </article>
  );
}
