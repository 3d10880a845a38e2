import { data } from 'react-router';
import { apiError, readJson, validationError } from '#app/lib/api.server.ts';
import { requireViewerApi, viewerContext } from '#app/modules/accounts/viewer.server.ts';
import { reviewCreateBody, reviewsQuery } from '#app/modules/api-docs/request.schema.server.ts';
import { listReviews } from '#app/modules/reviews/list-reviews.server.ts';
import { submitReview } from '#app/modules/reviews/submit-review.server.ts';
import type { Route } from './+types/reviews';
import { traceSourceOf } from '#app/modules/integrity/account-traces.server.ts';

/** GET /api/reviews?product_id&status&limit&offset */
export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = reviewsQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return validationError(parsed.error.issues);
  const viewer = context.get(viewerContext);
  const result = await listReviews({
    viewer,
    productId: parsed.data.product_id,
    status: parsed.data.status,
    limit: parsed.data.limit,
    offset: parsed.data.offset,
  });
  return { ...result, limit: parsed.data.limit, offset: parsed.data.offset };
}

/** POST /api/reviews: a new review in review, with the form's checks (pictures inline or uploaded before). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return data({ error: 'Metodo non consentito' }, { status: 405 });
  const viewer = requireViewerApi(context);
  try {
    const sent = await readJson(request, 40 * 1024 * 1024);
    // `null`, an array or a number is not a review: every field is then missing, said as such.
    const body = (sent && typeof sent === 'object' && !Array.isArray(sent) ? sent : {}) as Record<
      string,
      unknown
    >;
    const parsed = reviewCreateBody.safeParse({ ...body, productId: body.productId ?? body.product_id });
    if (!parsed.success) return validationError(parsed.error.issues);
    const { images, imageUrls, ...input } = parsed.data;
    const outcome = await submitReview({
      userId: viewer.id,
      input,
      images: images.map((image) => {
        const bytes = new Uint8Array(Buffer.from(image.file, 'base64'));
        return { bytes, size: bytes.byteLength };
      }),
      uploadedUrls: imageUrls,
      source: traceSourceOf(request.headers),
    });
    return data({ id: outcome.reviewId, status: 'in_revisione' }, { status: 201 });
  } catch (error) {
    // A refusal about one field names it, as the form does: `{ error, field }`.
    return apiError(error);
  }
}
