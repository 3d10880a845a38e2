import { data, redirect, type ShouldRevalidateFunctionArgs, useActionData } from 'react-router';
import { z } from 'zod';
import { getConfig } from '#app/lib/env.server.ts';
import { formAction } from '#app/lib/form-action.server.ts';
import { viewerContext } from '#app/modules/accounts/viewer.server.ts';
import { writeReviewHref } from '#app/modules/catalog/components/product-card.tsx';
import { ProductPage } from '#app/modules/catalog/components/product-page.tsx';
import { findRenamedProductSlug, getProductBySlug } from '#app/modules/catalog/get-product.server.ts';
import { productMetaDescription } from '#app/modules/catalog/product-meta.ts';
import { productStructuredData } from '#app/modules/catalog/structured-data.ts';
import { CASHBACK_POINTS } from '#app/modules/points/points-rules.ts';
import { PriceAlertBox } from '#app/modules/price-alerts/components/price-alert-box.tsx';
import { findPriceAlert } from '#app/modules/price-alerts/price-alerts.server.ts';
import {
  PRICE_ALERT_FAILURES,
  priceAlertCommandSchema,
} from '#app/modules/price-alerts/price-alerts.schema.ts';
import { runPriceAlertCommand } from '#app/modules/price-alerts/run-price-alert-command.server.ts';
import { ProductReviews, QuickReviewOrSignIn } from '#app/modules/reviews/components/product-reviews.tsx';
import { findOwnReview } from '#app/modules/reviews/find-own-review.server.ts';
import { listProductReviews } from '#app/modules/reviews/list-product-reviews.server.ts';
import { parseProductReviewSort, PRODUCT_REVIEWS_PAGE_SIZE } from '#app/modules/reviews/review-display.ts';
import { REVIEW_VOTE_FAILURES, reviewVoteCommandSchema } from '#app/modules/reviews/review-vote.schema.ts';
import { runReviewVoteCommand } from '#app/modules/reviews/run-review-vote-command.server.ts';
import { ErrorPage } from '#app/ui/error-page.tsx';
import type { Route } from './+types/product';

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
 * The page's forms, signed-in people only: the price alert ('price-alert' sets or changes it,
 * 'remove-price-alert'; price-alerts module) and 'Utile' on a review ('helpful': once, never on
 * their own; reviews module). The page is where the two modules meet, so it joins their command
 * unions here and hands each command to its module's runner.
 */
const productCommandSchema = z.discriminatedUnion(
  'intent',
  [priceAlertCommandSchema, reviewVoteCommandSchema],
  {
    error: 'Azione non valida',
  },
);

export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = context.get(viewerContext);
  if (!viewer)
    throw redirect(`/auth?redirect=${encodeURIComponent(`/product/${params.slug}`).replace(/%2F/g, '/')}`);
  return formAction(request, {
    schema: productCommandSchema,
    failures: { ...PRICE_ALERT_FAILURES, ...REVIEW_VOTE_FAILURES },
    run: (command) =>
      command.intent === 'helpful'
        ? runReviewVoteCommand(viewer.id, command)
        : runPriceAlertCommand(viewer.id, command),
  });
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

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  const { product, viewerId, ownReview } = loaderData;
  const answer = useActionData<typeof action>();
  // One review per person and product: someone who has one is shown the way to it instead.
  const writeHref = ownReview ? null : writeReviewHref(product);
  return (
    <ProductPage
      product={product}
      writeReviewHref={writeHref}
      cashbackPoints={CASHBACK_POINTS}
      quickReview={<QuickReviewOrSignIn product={product} viewerId={viewerId} ownReview={ownReview} />}
      priceAlert={
        <PriceAlertBox product={product} viewerId={viewerId} alert={loaderData.priceAlert} reply={answer} />
      }
      reviews={
        <ProductReviews
          product={product}
          reviews={loaderData.reviews}
          sort={loaderData.sort}
          page={loaderData.page}
          pageCount={loaderData.pageCount}
          viewerId={viewerId}
          writeReviewHref={writeHref}
        />
      }
    />
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
