import { requireViewer } from '#app/modules/accounts/viewer.server.ts';
import { DEFAULT_CATALOG_QUERY } from '#app/modules/catalog/catalog-query.ts';
import { getProductById } from '#app/modules/catalog/get-product.server.ts';
import { listCatalogProducts } from '#app/modules/catalog/list-products.server.ts';
import { getPointsProgramme } from '#app/modules/points/points-programme.server.ts';
import {
  WriteReviewPage,
  type WriteReviewPageData,
} from '#app/modules/reviews/components/write-review-page.tsx';
import { findOwnReview, reviewedProductIds } from '#app/modules/reviews/find-own-review.server.ts';
import { reviewFormAction } from '#app/modules/reviews/review-form-action.server.ts';
import type { Route } from './+types/write-review';

export const meta = () => [
  { title: 'Scrivi una Recensione | Provato' },
  { name: 'robots', content: 'noindex' },
];

/** The product to review (`productId`), or the matches of a search for one (`productQuery`). */
export async function loader({ request, context }: Route.LoaderArgs): Promise<WriteReviewPageData> {
  const viewer = requireViewer(context, request);
  const url = new URL(request.url);
  const productId = url.searchParams.get('productId') ?? '';
  const productQuery = (url.searchParams.get('productQuery') ?? '').trim().slice(0, 100);
  const product = productId ? await getProductById(productId) : null;
  const matches = productQuery
    ? (
        await listCatalogProducts(
          { ...DEFAULT_CATALOG_QUERY, q: productQuery, sort: 'relevance', pageSize: 12 },
          undefined,
          // Only the matches are shown, never their number: nothing past them is counted.
          { countCap: 0 },
        )
      ).items.map((item) => ({ id: item.id, name: item.name, brandName: item.brandName }))
    : [];
  const reviewed = await reviewedProductIds(
    viewer.id,
    matches.map((match) => match.id),
  );
  return {
    product: product ? { id: product.id, name: product.name, slug: product.slug } : null,
    ownReview: product ? await findOwnReview(viewer.id, product.id) : null,
    productQuery,
    matches: matches.map((match) => ({ ...match, reviewed: reviewed.has(match.id) })),
    programme: getPointsProgramme(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = requireViewer(context, request);
  return reviewFormAction(request, { userId: viewer.id });
}

export default function WriteReviewRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <WriteReviewPage {...loaderData} actionData={actionData} />;
}
