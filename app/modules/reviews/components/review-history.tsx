import { Link } from 'react-router';
import { formatDate, formatPoints } from '#app/lib/format.ts';
import { cn } from '#app/ui/cn.ts';
import { Stars } from '#app/ui/stars.tsx';
import type { listUserReviews } from '../list-user-reviews.server.ts';
import {
  USER_REVIEW_SORT_LABELS,
  USER_REVIEW_SORTS,
  reviewAnchor,
  type UserReviewSort,
} from '../review-display.ts';
import { authorStatusLabel } from '../review.schema.ts';

export type ReviewHistoryPage = Awaited<ReturnType<typeof listUserReviews>>;

const statusStyle = {
  in_revisione: 'bg-amber-100 text-amber-900',
  pubblicata: 'bg-green-100 text-green-900',
  rifiutata: 'bg-red-100 text-red-900',
} as const;

/** The profile's 'Storico Recensioni': a person's own reviews with their state and points, sortable. */
export function ReviewHistory({ history, sort }: { history: ReviewHistoryPage; sort: UserReviewSort }) {
  return (
    <section aria-labelledby="storico" className="mt-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="storico" className="text-xl font-bold">
          Storico Recensioni
        </h2>
        <nav aria-label="Ordina lo storico" className="flex gap-1">
          {USER_REVIEW_SORTS.map((option) => (
            <Link
              key={option}
              to={option === 'recent' ? '/profile' : `/profile?sort=${option}`}
              preventScrollReset
              aria-current={option === sort ? 'true' : undefined}
              className="inline-flex min-h-11 items-center rounded-lg border border-line px-3 text-sm aria-[current=true]:border-brand-700 aria-[current=true]:bg-brand-50 aria-[current=true]:font-semibold"
            >
              {USER_REVIEW_SORT_LABELS[option]}
            </Link>
          ))}
        </nav>
      </div>
      {history.items.length === 0 ? (
        <p className="mt-4 text-ink-muted">Non hai ancora scritto recensioni.</p>
      ) : (
        <ul className="mt-4 divide-y divide-line">
          {history.items.map((review) => (
            <li key={review.id} id={reviewAnchor(review.id)} className="scroll-mt-24 py-4">
              <div className="flex flex-wrap items-center gap-3">
                {review.productStatus === 'approved' ? (
                  <Link to={`/product/${review.productSlug}`} className="font-semibold underline">
                    {review.productName}
                  </Link>
                ) : (
                  <span className="font-semibold">{review.productName}</span>
                )}
                <span
                  className={cn(
                    'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                    statusStyle[review.status],
                  )}
                >
                  {authorStatusLabel(review)}
                </span>
              </div>
              <div className="mt-1 flex flex-wrap items-center gap-3 text-sm text-ink-muted">
                <Stars value={review.rating} size="sm" />
                <span>{formatDate(review.createdAt)}</span>
                <span>{review.pointsEarned > 0 ? `+${formatPoints(review.pointsEarned)}` : '0 punti'}</span>
              </div>
              <p className="mt-1">{review.title}</p>
              {review.status === 'rifiutata' && review.rejectionReason && (
                <p className="mt-1 text-sm text-red-800">Motivo: {review.rejectionReason}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      {history.total > history.items.length && (
        <p className="mt-3 text-sm text-ink-muted">
          Mostrate le ultime {history.items.length} di {history.total} recensioni.
        </p>
      )}
    </section>
  );
}
