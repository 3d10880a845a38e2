import { ShieldCheck } from 'lucide-react';
import { Link, useFetcher } from 'react-router';
import type { ActionAnswer } from '#app/lib/form-action.ts';
import { formatDate } from '#app/lib/format.ts';
import { ButtonLink } from '#app/ui/button.tsx';
import { Pager } from '#app/ui/pager.tsx';
import { Stars } from '#app/ui/stars.tsx';
import type { PublicReview } from '../list-product-reviews.server.ts';
import {
  type OwnReview,
  PRODUCT_REVIEW_SORT_LABELS,
  PRODUCT_REVIEW_SORTS,
  type ProductReviewSort,
  reviewAnchor,
} from '../review-display.ts';
import { QuickReviewDialog } from './quick-review-dialog.tsx';
import { ReviewTexts } from './review-texts.tsx';

/**
 * The product page's quick review for a signed-in person (or, once they have reviewed it, the way
 * to their review); a visitor is asked to sign in first.
 */
export function QuickReviewOrSignIn(props: {
  product: { id: string; slug: string; name: string };
  viewerId: string | null;
  ownReview: OwnReview | null;
}) {
  const { product } = props;
  return props.viewerId ? (
    <QuickReviewDialog
      productId={product.id}
      productName={product.name}
      returnTo={`/product/${product.slug}#recensioni`}
      ownReview={props.ownReview}
    />
  ) : (
    <ButtonLink to={`/auth?redirect=/product/${product.slug}`} variant="ghost" className="w-full">
      Accedi per una recensione veloce
    </ButtonLink>
  );
}

/**
 * The product page's reviews: the sorts, the statement on how they are collected, a page of them
 * with 'Utile' on each. `writeReviewHref` is null for someone who has reviewed the product already.
 */
export function ProductReviews(props: {
  product: { slug: string; reviewCount: number };
  reviews: PublicReview[];
  sort: ProductReviewSort;
  page: number;
  pageCount: number;
  viewerId: string | null;
  writeReviewHref: string | null;
}) {
  const { product, reviews } = props;
  const href = (change: { sort?: ProductReviewSort; page?: number }) => {
    const params = new URLSearchParams();
    const sort = change.sort ?? props.sort;
    const page = change.page ?? 1;
    if (sort !== 'recent') params.set('reviewsSort', sort);
    if (page > 1) params.set('reviewsPage', String(page));
    const search = params.toString();
    return `/product/${product.slug}${search ? `?${search}` : ''}#recensioni`;
  };
  return (
    <section aria-labelledby="recensioni-titolo" id="recensioni" className="mt-12 scroll-mt-20">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="recensioni-titolo" className="text-2xl font-bold">
          Recensioni
        </h2>
        {product.reviewCount > 1 && (
          // Two by two on phones (four in a row do not fit 360 px with thumb-sized targets), one row
          // from sm; a label never wraps.
          <nav aria-label="Ordina le recensioni" className="grid w-full grid-cols-2 gap-1 sm:flex sm:w-auto">
            {PRODUCT_REVIEW_SORTS.map((sort) => (
              <Link
                key={sort}
                to={href({ sort })}
                preventScrollReset
                aria-current={sort === props.sort ? 'true' : undefined}
                className="inline-flex min-h-11 items-center justify-center rounded-lg border border-line px-3 text-sm whitespace-nowrap aria-[current=true]:border-brand-700 aria-[current=true]:bg-brand-50 aria-[current=true]:font-semibold"
              >
                {PRODUCT_REVIEW_SORT_LABELS[sort]}
              </Link>
            ))}
          </nav>
        )}
      </div>
      <p className="mt-2 flex items-start gap-2 text-sm text-ink-muted">
        <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
        Le recensioni sono scritte da membri della community, che ricevono punti per ogni recensione
        approvata, qualunque sia il voto. Ogni recensione è letta dal nostro team prima della pubblicazione.
      </p>
      {reviews.length === 0 ? (
        <div className="mt-4 rounded-xl border border-line bg-surface p-6 text-center">
          <p className="text-ink-muted">Nessuna recensione per ora.</p>
          {props.writeReviewHref && (
            <ButtonLink to={props.writeReviewHref} className="mt-3">
              Scrivi la prima recensione
            </ButtonLink>
          )}
        </div>
      ) : (
        <>
          <ul className="mt-4 space-y-4">
            {reviews.map((review) => (
              <li key={review.id} id={reviewAnchor(review.id)} className="scroll-mt-20">
                <article className="rounded-xl border border-line bg-surface p-5">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <Stars value={review.rating} size="sm" />
                    <h3 className="font-semibold">{review.title}</h3>
                  </div>
                  <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
                    <span>
                      {review.author} ·{' '}
                      <time dateTime={new Date(review.createdAt).toISOString()}>
                        {formatDate(review.createdAt)}
                      </time>
                    </span>
                    {review.purchased && (
                      <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs whitespace-nowrap">
                        Acquisto dichiarato
                      </span>
                    )}
                  </p>
                  <ReviewTexts pros={review.pros} cons={review.cons} comment={review.comment} />
                  {review.images.length > 0 && (
                    <ul className="mt-3 flex flex-wrap gap-2" aria-label="Foto dell'autore">
                      {review.images.map((image, index) => (
                        <li key={image}>
                          <a href={image} target="_blank" rel="noopener noreferrer">
                            <img
                              src={image}
                              alt={`Foto ${index + 1} di ${review.author}`}
                              loading="lazy"
                              width={96}
                              height={96}
                              className="size-24 rounded-lg border border-line object-cover"
                            />
                          </a>
                        </li>
                      ))}
                    </ul>
                  )}
                  <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                    <p className="text-xs text-ink-muted">
                      L&apos;autore riceve punti Provato per le recensioni approvate.
                    </p>
                    <HelpfulButton review={review} viewerId={props.viewerId} slug={product.slug} />
                  </div>
                </article>
              </li>
            ))}
          </ul>
          <Pager
            page={props.page}
            pageCount={props.pageCount}
            href={(page) => href({ page })}
            label="Pagine delle recensioni"
          />
        </>
      )}
    </section>
  );
}

/**
 * 'Utile', posted to the product page's own action (intent 'helpful'). The count is the page's:
 * its data is read again after a vote. A refusal is said beside the button.
 */
function HelpfulButton(props: {
  review: { id: string; helpfulCount: number; userId: string | null };
  viewerId: string | null;
  slug: string;
}) {
  const fetcher = useFetcher<ActionAnswer>();
  const answer = fetcher.data;
  const count = props.review.helpfulCount;
  const own = props.viewerId !== null && props.viewerId === props.review.userId;
  const label = count === 1 ? '1 persona l’ha trovata utile' : `${count} persone l’hanno trovata utile`;
  if (own || !props.viewerId) {
    return (
      <p className="text-sm text-ink-muted">
        {count > 0 ? label : null}
        {!props.viewerId && (
          <Link
            to={`/auth?redirect=/product/${props.slug}`}
            className="ml-2 inline-flex min-h-11 items-center underline"
          >
            Accedi per votare
          </Link>
        )}
      </p>
    );
  }
  return (
    <fetcher.Form method="post" className="flex items-center gap-2">
      <input type="hidden" name="intent" value="helpful" />
      <input type="hidden" name="reviewId" value={props.review.id} />
      {count > 0 && <span className="text-sm text-ink-muted">{label}</span>}
      <button
        type="submit"
        disabled={fetcher.state !== 'idle' || answer?.ok}
        className="inline-flex min-h-11 items-center rounded-lg border border-line px-3 text-sm font-medium hover:bg-brand-50 disabled:opacity-60"
      >
        {answer?.ok ? answer.toast.message : 'Utile'}
      </button>
      {answer && !answer.ok && <span className="text-sm text-red-800">{answer.toast.message}</span>}
    </fetcher.Form>
  );
}
