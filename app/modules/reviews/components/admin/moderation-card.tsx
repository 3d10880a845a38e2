import { Link } from 'react-router';
import { formatDate } from '#app/lib/format.ts';
import { StatusPill, type PillTone } from '#app/ui/admin/page-parts.tsx';
import { useAdminAction } from '#app/ui/admin/use-admin-action.ts';
import { Button } from '#app/ui/button.tsx';
import { Stars } from '#app/ui/stars.tsx';
import type { ModerationReview } from '../../list-moderation.server.ts';
import type { ModerationQuery } from '../../moderation-query.ts';
import { REVIEW_STATUS_LABELS } from '../../review.schema.ts';
import { ReviewTexts } from '../review-texts.tsx';
import { DeleteReviewDialog } from './delete-review-dialog.tsx';
import { EditReviewDialog } from './edit-review-dialog.tsx';
import { RejectReviewDialog } from './reject-review-dialog.tsx';

const statusTone: Record<ModerationReview['status'], PillTone> = {
  in_revisione: 'amber',
  pubblicata: 'green',
  rifiutata: 'red',
};

/** One review to moderate: Approva and Rifiuta while in review, Modifica and Elimina always. */
export function ModerationCard({
  review,
  href,
}: {
  review: ModerationReview;
  href: (change: Partial<ModerationQuery>) => string;
}) {
  const approve = useAdminAction({ toastRefusals: true });
  const pending = review.status === 'in_revisione';
  return (
    <article
      className="rounded-2xl border border-line bg-surface p-5"
      aria-labelledby={`review-${review.id}`}
    >
      <div className="flex flex-wrap items-center gap-3">
        <Stars value={review.rating} size="sm" />
        <StatusPill tone={statusTone[review.status]}>{REVIEW_STATUS_LABELS[review.status]}</StatusPill>
        <span className="text-sm text-ink-muted">{formatDate(review.createdAt)}</span>
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
      <div className="mt-4 flex flex-wrap gap-2">
        {pending && (
          <approve.Form method="post">
            <input type="hidden" name="intent" value="approve" />
            <input type="hidden" name="reviewId" value={review.id} />
            <Button type="submit" disabled={approve.state !== 'idle'}>
              Approva
            </Button>
          </approve.Form>
        )}
        {pending && <RejectReviewDialog reviewId={review.id} />}
        <EditReviewDialog review={review} />
        <DeleteReviewDialog reviewId={review.id} published={review.status === 'pubblicata'} />
      </div>
    </article>
  );
}
