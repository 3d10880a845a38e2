import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '#app/lib/format.ts';
import { StatusPill, type PillTone } from '#app/ui/admin/page-parts.tsx';
import { Button } from '#app/ui/button.tsx';
import { showToast } from '#app/ui/toast.ts';
import { Stars } from '#app/ui/stars.tsx';
import type { ModerationReview } from '../../list-moderation.server.ts';
import type { ModerationQuery } from '../../moderation-query.ts';
import { waitingFor } from '../../moderation-messages.ts';
import { REVIEW_STATUS_LABELS } from '../../review.schema.ts';
import { ReviewTexts } from '../review-texts.tsx';
import { DeleteReviewDialog } from './delete-review-dialog.tsx';
import { EditReviewDialog } from './edit-review-dialog.tsx';
import { RejectReviewDialog } from './reject-review-dialog.tsx';
import { useDecide } from './use-decisions.tsx';
import { OverrideApproveDialog } from './override-approve-dialog.tsx';

const statusTone: Record<ModerationReview['status'], PillTone> = {
  in_revisione: 'amber',
  pubblicata: 'green',
  rifiutata: 'red',
};

/**
 * One review to moderate: Approva and Rifiuta while in review, Modifica and Elimina always. A card
 * in review can be selected for a bulk decision and shows how long it has waited. The card itself
 * takes focus for the keyboard (moderation-page.tsx); its buttons carry `data-shortcut` for it.
 * `badges` and `evidence` are slots for what other checks add (a risk badge, an evidence panel).
 */
export function ModerationCard({
  review,
  href,
  now,
  selected,
  onSelect,
  badges,
  evidence,
}: {
  review: ModerationReview;
  href: (change: Partial<ModerationQuery>) => string;
  /** The server's clock when the page was read, so the ages read the same before and after hydration. */
  now: number;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  badges?: React.ReactNode;
  evidence?: React.ReactNode;
}) {
  const decide = useDecide();
  const [busy, setBusy] = useState(false);
  const pending = review.status === 'in_revisione';
  return (
    <article
      className="rounded-2xl border border-line bg-surface p-5 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
      aria-labelledby={`review-${review.id}`}
      data-review-card={review.id}
      tabIndex={-1}
    >
      <div className="flex flex-wrap items-center gap-3">
        {pending && (
          <label className="-m-2 inline-flex min-h-11 min-w-11 items-center justify-center p-2">
            <input
              type="checkbox"
              className="size-5"
              checked={selected}
              onChange={(event) => onSelect(event.currentTarget.checked)}
              data-shortcut="select"
            />
            <span className="sr-only">Seleziona la recensione «{review.title}»</span>
          </label>
        )}
        <Stars value={review.rating} size="sm" />
        <StatusPill tone={statusTone[review.status]}>{REVIEW_STATUS_LABELS[review.status]}</StatusPill>
        {badges}
        <span className="text-sm text-ink-muted">{formatDate(review.createdAt)}</span>
        {pending && (
          <span className="text-sm font-medium text-amber-900">{waitingFor(review.createdAt, now)}</span>
        )}
      </div>
      <h2 id={`review-${review.id}`} className="mt-2 text-lg font-semibold">
        {review.title}
      </h2>
      <p className="mt-1 text-sm">
        {review.productId ? (
          <Link to={href({ productId: review.productId })} className="font-medium underline">
            {review.productName ?? 'Prodotto sconosciuto'}
          </Link>
        ) : (
          'Prodotto sconosciuto'
        )}{' '}
        ·{' '}
        {review.userId ? (
          <Link to={href({ userId: review.userId })} className="underline">
            {review.userName ?? 'Utente sconosciuto'}
          </Link>
        ) : (
          'Utente sconosciuto'
        )}
      </p>
      <ReviewTexts pros={review.pros} cons={review.cons} comment={review.comment} />
      {review.rejectionReason && (
        <p className="mt-3 text-sm text-red-800">Motivo del rifiuto: {review.rejectionReason}</p>
      )}
      {review.images.length > 0 && (
        <ul className="mt-3 flex gap-2" aria-label="Immagini della recensione">
          {review.images.map((image, index) => (
            <li key={image}>
              <a href={image} target="_blank" rel="noopener noreferrer">
                <img
                  src={image}
                  alt={`Immagine ${index + 1} della recensione`}
                  width={96}
                  height={96}
                  className="size-24 rounded-lg border border-line object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {evidence}
      <div className="mt-4 flex flex-wrap gap-2">
        {pending && review.riskHeld && (
          <span data-shortcut="approve" className="contents">
            <OverrideApproveDialog reviewId={review.id} />
          </span>
        )}
        {pending && !review.riskHeld && (
          <Button
            data-shortcut="approve"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void decide({ intent: 'approve', reviewId: review.id }).then((answer) => {
                setBusy(false);
                if (!answer.ok) void showToast(answer.toast);
              });
            }}
          >
            Approva
          </Button>
        )}
        {pending && (
          <span data-shortcut="reject" className="contents">
            <RejectReviewDialog reviewIds={[review.id]} />
          </span>
        )}
        <span data-shortcut="edit" className="contents">
          <EditReviewDialog review={review} />
        </span>
        <DeleteReviewDialog reviewId={review.id} published={review.status === 'pubblicata'} />
      </div>
    </article>
  );
}
