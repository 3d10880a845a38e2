import { z } from 'zod';
import { data } from 'react-router';
import { apiError, paginationSchema, readJson, validationError } from '#app/lib/api.server.ts';
import { requireViewerApi, viewerContext } from '#app/modules/accounts/viewer.server.ts';
import { listReviews } from '#app/modules/reviews/list-reviews.server.ts';
import { reviewFields, MAX_REVIEW_IMAGES, REVIEW_STATUS_LABELS } from '#app/modules/reviews/review.schema.ts';
import { submitReview } from '#app/modules/reviews/submit-review.server.ts';
import type { Route } from './+types/reviews';
import { uuidField } from '#app/lib/uuid.ts';

const listSchema = paginationSchema(20).extend({
  product_id: uuidField('product_id non valido').optional(),
  status: z
    .enum(Object.keys(REVIEW_STATUS_LABELS) as ['in_revisione', 'pubblicata', 'rifiutata'], {
      error: 'status deve essere in_revisione, pubblicata o rifiutata',
    })
    .optional(),
});

/** GET /api/reviews?product_id&status&limit&offset */
export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = listSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
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

const imageSchema = z.object({
  file: z
    .base64({ error: 'file deve essere in base64' })
    .max(7_000_000, { error: "L'immagine supera i 5 MB" }),
  fileName: z.string().max(200).optional(),
  fileType: z.string().max(100).optional(),
});

const createSchema = z.object({
  productId: reviewFields.productId,
  rating: reviewFields.rating,
  title: reviewFields.title,
  pros: reviewFields.pros,
  cons: reviewFields.cons,
  reviewText: reviewFields.reviewText,
  wouldRecommend: z.boolean().default(true),
  purchased: z.boolean().default(true),
  images: z
    .array(imageSchema)
    .max(MAX_REVIEW_IMAGES, { error: `Al massimo ${MAX_REVIEW_IMAGES} immagini` })
    .default([]),
  imageUrls: z.array(z.string().max(200)).max(MAX_REVIEW_IMAGES).default([]),
});

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
    const parsed = createSchema.safeParse({ ...body, productId: body.productId ?? body.product_id });
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
    });
    if (!outcome.ok) {
      return data(
        { error: outcome.message, ...(outcome.field ? { field: outcome.field } : {}) },
        { status: outcome.status },
      );
    }
    return data({ id: outcome.reviewId, status: 'in_revisione' }, { status: 201 });
  } catch (error) {
    return apiError(error);
  }
}
