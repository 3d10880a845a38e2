import { ExternalLink, ShieldCheck, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import {
  data,
  Link,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useActionData,
  useFetcher,
} from 'react-router';
import { asRefusal } from '#app/lib/form-action.server.ts';
import { viewerContext } from '#app/modules/accounts/viewer.server.ts';
import { QuickReviewDialog } from '#app/modules/reviews/components/quick-review-dialog.tsx';
import { markReviewHelpful } from '#app/modules/reviews/vote-review.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { formatDate, formatPrice, formatRating } from '#app/lib/format.ts';
import { AMAZON_DISCLOSURE, SHOP_LINK_REL } from '#app/modules/catalog/affiliate.ts';
import { writeReviewHref } from '#app/modules/catalog/components/product-card.tsx';
import { findRenamedProductSlug, getProductBySlug } from '#app/modules/catalog/get-product.server.ts';
import {
  bestOffer,
  bestPriceShops,
  type PublicOffer,
  totalPrice,
  variantGroup,
} from '#app/modules/catalog/offers.ts';
import { PriceChart } from '#app/modules/catalog/components/price-chart.tsx';
import { ProductPictures } from '#app/modules/catalog/components/product-pictures.tsx';
import { productMetaDescription } from '#app/modules/catalog/product-meta.ts';
import type { PriceDrop, SeriesPoint } from '#app/modules/catalog/price-history.ts';
import { productStructuredData } from '#app/modules/catalog/structured-data.ts';
import { findOwnReview } from '#app/modules/reviews/find-own-review.server.ts';
import { listProductReviews } from '#app/modules/reviews/list-product-reviews.server.ts';
import {
  type OwnReview,
  parseProductReviewSort,
  PRODUCT_REVIEW_SORT_LABELS,
  PRODUCT_REVIEW_SORTS,
  PRODUCT_REVIEWS_PAGE_SIZE,
  type ProductReviewSort,
  reviewAnchor,
} from '#app/modules/reviews/review-display.ts';
import { ButtonLink } from '#app/ui/button.tsx';
import { Pager } from '#app/ui/pager.tsx';
import { Stars } from '#app/ui/stars.tsx';
import { ReviewTexts } from '#app/modules/reviews/components/review-texts.tsx';
import type { Route } from './+types/product';
import { readForm } from '#app/lib/request-body.server.ts';
import { CASHBACK_POINTS } from '#app/modules/points/points-rules.ts';
import {
  findPriceAlert,
  removePriceAlert,
  setPriceAlert,
} from '#app/modules/price-alerts/price-alerts.server.ts';
import { typedPriceAlert } from '#app/modules/price-alerts/price-alerts.schema.ts';
import {
  PriceAlertBox,
  type PriceAlertReply,
} from '#app/modules/price-alerts/components/price-alert-box.tsx';
import { ErrorPage } from '#app/ui/error-page.tsx';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const product = await getProductBySlug(params.slug);
  const url = new URL(request.url);
  if (!product) {
    // An address from before a rename keeps working, for people and search engines.
    const renamed = await findRenamedProductSlug(params.slug);
    if (renamed) throw redirect(`/product/${renamed}${url.search}`, 301);
    throw data({ message: 'Prodotto non trovato' }, { status: 404 });
  }
  const sort = parseProductReviewSort(url.searchParams.get('reviewsSort'));
  const pageCount = Math.max(1, Math.ceil(product.reviewCount / PRODUCT_REVIEWS_PAGE_SIZE));
  const requested = Number(url.searchParams.get('reviewsPage') ?? 1);
  const page = Number.isInteger(requested) && requested >= 1 && requested <= pageCount ? requested : 1;
  const reviews = await listProductReviews({ productId: product.id, sort, page });
  const viewer = context.get(viewerContext);
  const priceAlert = viewer ? await findPriceAlert(viewer.id, product.id) : null;
  const ownReview = viewer ? await findOwnReview(viewer.id, product.id) : null;
  return {
    product,
    priceAlert,
    ownReview,
    reviews,
    sort,
    page,
    pageCount,
    origin: getConfig().baseUrl,
    viewerId: viewer?.id ?? null,
  };
}

/**
 * The page's forms, signed-in people only: 'Utile' on a review (once, never their own) and the
 * price alert (set, change, remove).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = context.get(viewerContext);
  if (!viewer)
    throw redirect(`/auth?redirect=${encodeURIComponent(`/product/${params.slug}`).replace(/%2F/g, '/')}`);
  const form = await readForm(request);
  const intent = form.get('intent');
  if (intent === 'price-alert' || intent === 'remove-price-alert') {
    const input = Object.fromEntries(form);
    try {
      const { message } =
        intent === 'price-alert'
          ? await setPriceAlert(viewer.id, input)
          : await removePriceAlert(viewer.id, input);
      return { intent: 'price-alert', ok: true, message } satisfies PriceAlertReply;
    } catch (error) {
      const refusal = asRefusal(error);
      return data(
        {
          intent: 'price-alert',
          ok: false,
          message: refusal.message,
          typed: intent === 'price-alert' ? typedPriceAlert(input) : undefined,
        } satisfies PriceAlertReply,
        { status: refusal.status },
      );
    }
  }
  try {
    const outcome = await markReviewHelpful({
      userId: viewer.id,
      reviewId: String(form.get('reviewId') ?? ''),
    });
    return {
      intent: 'helpful' as const,
      ok: true as const,
      ...outcome,
      reviewId: String(form.get('reviewId')),
    };
  } catch (error) {
    const refusal = asRefusal(error);
    return data(
      {
        intent: 'helpful' as const,
        ok: false as const,
        message: refusal.message,
        reviewId: String(form.get('reviewId')),
      },
      { status: refusal.status },
    );
  }
}

/**
 * A quick review refused because the person's review exists already (409, from another tab) also
 * reloads the page's data: the links to write one give way to the way to it, without a reload.
 */
export function shouldRevalidate({
  formAction,
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formAction?.startsWith('/write-review') && actionStatus === 409) return true;
  return defaultShouldRevalidate;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData)
    return [{ title: 'Prodotto non trovato | Provato' }, { name: 'robots', content: 'noindex' }];
  const { product, origin } = loaderData;
  const url = `${origin}/product/${product.slug}`;
  const description = productMetaDescription(product);
  const title = `Recensioni e offerte per ${product.name} | Provato`;
  const image = product.imageUrl ? new URL(product.imageUrl, origin).toString() : undefined;
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:site_name', content: 'Provato' },
    { property: 'og:locale', content: 'it_IT' },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    ...productStructuredData(product, origin).map((json) => ({ 'script:ld+json': json })),
  ];
}

/** "Unieuro", "Unieuro e Euronics", "Unieuro, Euronics e MediaWorld". */
const shopNames = new Intl.ListFormat('it', { type: 'conjunction' });

function groupByVariant<Offer extends PublicOffer>(offers: Offer[]): [string, Offer[]][] {
  const groups = new Map<string, Offer[]>();
  for (const offer of offers) {
    const key = variantGroup(offer);
    groups.set(key, [...(groups.get(key) ?? []), offer]);
  }
  return [...groups.entries()];
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const actionData = useActionData<typeof action>();
  const best = bestOffer(product.offers);
  const bestShops = bestPriceShops(product.offers);
  const rating = formatRating(product.ratingAvg);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <nav aria-label="Percorso" className="text-sm text-ink-muted">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/" className="inline-flex min-h-11 items-center hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden>›</li>
          <li>
            <Link to="/catalog" className="inline-flex min-h-11 items-center hover:underline">
              Catalogo
            </Link>
          </li>
          <li aria-hidden>›</li>
          <li aria-current="page" className="font-medium text-ink">
            {product.name}
          </li>
        </ol>
      </nav>

      {/* One grid: on phones the name, a shorter picture and the best price come first, so the price
          and its button are on the first screen; from md the picture on the left beside the rest
          (the last row takes what the picture's height leaves). The buy box, the description and the
          price alert are the grid's items through a `contents` wrapper. */}
      <div className="mt-4 grid md:grid-cols-2 md:grid-rows-[auto_auto_auto_auto_1fr] md:gap-x-8">
        <div className="md:col-start-2 md:row-start-1">
          <div className="flex flex-wrap gap-2">
            {product.brandName && (
              <span className="inline-flex min-h-11 items-center rounded-full bg-surface-muted px-3 text-sm font-medium">
                {product.brandName}
              </span>
            )}
            {product.categoryName && (
              <Link
                to={`/catalog?category=${product.categorySlug}`}
                className="inline-flex min-h-11 items-center rounded-full bg-brand-50 px-3 text-sm font-medium text-brand-800"
              >
                {product.categoryName}
              </Link>
            )}
          </div>
          <h1 className="mt-3 text-2xl font-bold md:text-3xl">{product.name}</h1>
          <div className="mt-3 flex items-center gap-2">
            {product.reviewCount > 0 ? (
              <>
                <Stars value={product.ratingAvg} />
                <span className="font-semibold">{rating}</span>
                <a href="#recensioni" className="inline-flex min-h-11 items-center text-ink-muted underline">
                  {product.reviewCount === 1 ? '1 recensione' : `${product.reviewCount} recensioni`}
                </a>
              </>
            ) : (
              <span className="text-ink-muted">Nessuna recensione</span>
            )}
          </div>
        </div>
        <div className="mt-4 md:col-start-1 md:row-[1/6] md:mt-0">
          <ProductPictures name={product.name} imageUrl={product.imageUrl} images={product.images} />
        </div>
        <div className="contents">
          <div className="mt-4 rounded-2xl border border-line bg-surface p-4 md:col-start-2 md:row-start-3 md:mt-6">
            <p className="text-sm text-ink-muted">Miglior prezzo</p>
            <p className="text-3xl font-extrabold" data-testid="best-price">
              {formatPrice(best?.price)}
            </p>
            {bestShops.length > 0 && (
              <p className="text-sm" data-testid="best-price-shops">
                da <span className="font-semibold">{shopNames.format(bestShops)}</span>
              </p>
            )}
            {best && <Delivery offer={best} />}
            {best ? (
              <a
                href={`/go/${best.id}`}
                target="_blank"
                rel={SHOP_LINK_REL}
                className="mt-3 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
              >
                <ShoppingCart aria-hidden className="size-5" /> Acquista al miglior prezzo
                <span className="sr-only"> su {best.merchantName} (si apre in una nuova scheda)</span>
              </a>
            ) : (
              <button
                type="button"
                disabled
                className="mt-3 inline-flex min-h-11 w-full cursor-not-allowed items-center justify-center gap-2 rounded-lg bg-gray-500 px-4 font-semibold text-white"
              >
                <ShoppingCart aria-hidden className="size-5" /> Acquista al miglior prezzo
              </button>
            )}
            {/* Someone who has reviewed it is not offered a second review: the notice below says
                where theirs is (one review per person and product). */}
            {!loaderData.ownReview && (
              <ButtonLink to={writeReviewHref(product)} variant="secondary" className="mt-2 w-full">
                Scrivi una recensione
              </ButtonLink>
            )}
            <div className="mt-2">
              {loaderData.viewerId ? (
                <QuickReviewDialog
                  productId={product.id}
                  productName={product.name}
                  returnTo={`/product/${product.slug}#recensioni`}
                  ownReview={loaderData.ownReview}
                />
              ) : (
                <ButtonLink to={`/auth?redirect=/product/${product.slug}`} variant="ghost" className="w-full">
                  Accedi per una recensione veloce
                </ButtonLink>
              )}
            </div>
          </div>
          {product.description && (
            <p className="mt-6 leading-relaxed whitespace-pre-line md:col-start-2 md:row-start-2 md:mt-4">
              {product.description}
            </p>
          )}
          <div className="md:col-start-2 md:row-start-4">
            <PriceAlertBox
              product={product}
              viewerId={loaderData.viewerId}
              alert={loaderData.priceAlert}
              reply={actionData?.intent === 'price-alert' ? actionData : undefined}
            />
          </div>
        </div>
      </div>

      <Offers offers={product.offers} priceSeries={product.priceSeries} />
      <Reviews {...loaderData} />
    </div>
  );
}

type ListedOffer = PublicOffer & { drop: PriceDrop | null; cashback: boolean };

function Offers({
  offers,
  priceSeries,
}: {
  offers: ListedOffer[];
  priceSeries: { group: string; points: SeriesPoint[] }[];
}) {
  const groups = groupByVariant(offers);
  const [variant, setVariant] = useState<string>('');
  const shops = new Set(offers.map((offer) => offer.merchantSlug)).size;
  const visible = variant ? groups.filter(([key]) => key === variant) : groups;
  const hasVariants = groups.length > 1;
  return (
    <section aria-labelledby="dove-acquistare" className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="dove-acquistare" className="text-2xl font-bold">
          Dove acquistare{' '}
          <span className="text-base font-normal text-ink-muted">
            ({shops === 1 ? '1 negozio' : `${shops} negozi`})
          </span>
        </h2>
        {hasVariants && (
          <div>
            <label htmlFor="variant" className="mr-2 text-sm font-medium">
              Variante
            </label>
            <select
              id="variant"
              value={variant}
              onChange={(event) => setVariant(event.currentTarget.value)}
              className="min-h-11 rounded-lg border border-line bg-surface px-2"
            >
              <option value="">Tutte</option>
              {groups.map(([key]) => (
                <option key={key} value={key}>
                  {key}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {offers.length === 0 ? (
        <p className="mt-4 rounded-xl border border-line bg-surface p-6 text-ink-muted">
          Nessun negozio disponibile
        </p>
      ) : (
        <div className="mt-4 space-y-6">
          {visible.map(([key, list]) => (
            <div key={key} className="space-y-3">
              {hasVariants && <h3 className="mb-2 font-semibold">{key}</h3>}
              <PriceChart
                title={
                  hasVariants
                    ? `Prezzo più basso: ${key}, ultimi 90 giorni`
                    : 'Prezzo più basso, ultimi 90 giorni'
                }
                points={priceSeries.find((series) => series.group === key)?.points ?? []}
              />
              <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface">
                {list.map((offer) => (
                  <li key={offer.id} className="offer-row">
                    {offer.merchantLogoUrl ? (
                      // Below the first screen: lazy, so it neither takes one of the head's
                      // preloads nor competes with the product's picture (decision 039).
                      <img
                        src={offer.merchantLogoUrl}
                        alt=""
                        loading="lazy"
                        decoding="async"
                        width={40}
                        height={40}
                        className="offer-logo size-10 rounded-lg"
                      />
                    ) : (
                      <span aria-hidden className="offer-logo size-10 rounded-lg bg-surface-muted" />
                    )}
                    <div className="offer-shop">
                      <p className="font-semibold">{offer.merchantName}</p>
                      <p className="text-sm text-ink-muted">{offer.variantName ?? 'Standard'}</p>
                      {offer.cashback && (
                        <p className="text-sm font-semibold text-brand-800">
                          <Link to="/cashback" className="inline-flex min-h-11 items-center underline">
                            Cashback: da +{CASHBACK_POINTS.min} a +{CASHBACK_POINTS.max} punti
                          </Link>
                        </p>
                      )}
                    </div>
                    <p className="offer-price text-lg font-bold">{formatPrice(offer.price)}</p>
                    {(offer.deliveryCost !== null || offer.drop) && (
                      <div className="offer-notes">
                        <Delivery offer={offer} />
                        {offer.drop && (
                          // Decision 025: the percent is against this price, nothing else is shown as "before".
                          <p className="text-xs text-ink-muted" data-testid="price-drop">
                            <span className="font-semibold text-green-800">−{offer.drop.percent}%</span> sul
                            prezzo più basso dei 30 giorni prima del ribasso:{' '}
                            {formatPrice(offer.drop.lowest30)}
                          </p>
                        )}
                      </div>
                    )}
                    <a
                      href={`/go/${offer.id}`}
                      target="_blank"
                      rel={SHOP_LINK_REL}
                      className="offer-link inline-flex min-h-11 items-center gap-1 rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                    >
                      Vai al negozio <ExternalLink aria-hidden className="size-4" />
                      <span className="sr-only"> {offer.merchantName} (si apre in una nuova scheda)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
      <div className="mt-3 space-y-1 text-xs text-ink-muted">
        <p>
          I link ai negozi sono link di affiliazione: se acquisti, Provato può ricevere una commissione, senza
          costi in più per te. I punti delle recensioni non dipendono mai da clic o acquisti; il cashback vale
          solo sugli acquisti nei negozi che lo indicano, mai tramite Amazon.
        </p>
        {offers.some((offer) => offer.isMarketplace) && <p>{AMAZON_DISCLOSURE}</p>}
      </div>
    </section>
  );
}

/** Delivery as the shop's feed gives it, and the total; nothing when the feed does not say. */
function Delivery({ offer }: { offer: PublicOffer }) {
  if (offer.deliveryCost === null) return null;
  if (Number(offer.deliveryCost) === 0)
    return <p className="text-sm font-medium text-green-800">Spedizione gratuita</p>;
  return (
    <p className="text-sm text-ink-muted">
      + {formatPrice(offer.deliveryCost)} spedizione ·{' '}
      <span className="font-semibold text-ink">Totale {formatPrice(totalPrice(offer))}</span>
    </p>
  );
}

function Reviews(props: {
  product: { id: string; slug: string; name: string; reviewCount: number };
  reviews: Awaited<ReturnType<typeof listProductReviews>>;
  sort: ProductReviewSort;
  page: number;
  pageCount: number;
  viewerId: string | null;
  ownReview: OwnReview | null;
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
          {!props.ownReview && (
            <ButtonLink to={writeReviewHref(product)} className="mt-3">
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

function HelpfulButton(props: {
  review: { id: string; helpfulCount: number; userId: string | null };
  viewerId: string | null;
  slug: string;
}) {
  const fetcher = useFetcher<typeof action>();
  const reply = fetcher.data;
  const result = reply?.intent === 'helpful' && reply.reviewId === props.review.id ? reply : undefined;
  const count = result?.ok ? result.helpfulCount : props.review.helpfulCount;
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
      <input type="hidden" name="reviewId" value={props.review.id} />
      {count > 0 && <span className="text-sm text-ink-muted">{label}</span>}
      <button
        type="submit"
        disabled={fetcher.state !== 'idle' || (result?.ok && !result.counted) || result?.ok}
        className="inline-flex min-h-11 items-center rounded-lg border border-line px-3 text-sm font-medium hover:bg-brand-50 disabled:opacity-60"
      >
        {result?.ok ? 'Grazie!' : 'Utile'}
      </button>
      {result && !result.ok && <span className="text-sm text-red-800">{result.message}</span>}
    </fetcher.Form>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ErrorPage
      error={error}
      notFound={{
        documentTitle: 'Prodotto non trovato | Provato',
        title: 'Prodotto non trovato',
        message: 'Il prodotto che cerchi non esiste o non è più in catalogo.',
        links: [{ to: '/catalog', label: 'Torna al catalogo' }],
      }}
      failed={{
        title: 'Errore nel caricamento del prodotto',
        message: 'Non è stato possibile caricare il prodotto. Riprova tra qualche istante.',
        links: [{ to: '/catalog', label: 'Torna al catalogo' }],
      }}
    />
  );
}
