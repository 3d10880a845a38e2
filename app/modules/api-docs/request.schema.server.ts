import { z } from 'zod';
import { adminPageSchema, paginationSchema } from '#app/lib/api.server.ts';
import { uuidField } from '#app/lib/uuid.ts';
import { namesSchema, USER_NOTIFICATION_CHOICES } from '#app/modules/accounts/settings.schema.ts';
import { DEFAULT_CATALOG_QUERY, MIN_RATINGS, RELEVANCE } from '#app/modules/catalog/catalog-query.ts';
import { catalogQuerySchema, pricesInOrder } from '#app/modules/catalog/catalog-query.schema.ts';
import { SUGGEST_MAX_LENGTH, SUGGEST_MIN_CHARS } from '#app/modules/catalog/suggest.ts';
import { rulesFor } from '#app/modules/decisions/decision-rules.ts';
import { MODERATION_PAGE_SIZES } from '#app/modules/reviews/moderation-query.ts';
import { MAX_REVIEW_IMAGES, REVIEW_STATUS_LABELS, reviewFields } from '#app/modules/reviews/review.schema.ts';
import { REWARD_PAGE_SIZES } from '#app/modules/rewards/reward-requests-query.ts';

/*
 * What the JSON API parses: each /api route validates its query or body with the schema here, and
 * the OpenAPI document (openapi.server.ts) is generated from the same objects, so the two cannot
 * drift. They live in a module rather than in the route files because a route module also ships
 * to the browser: an exported schema would keep its server-only imports in the client bundle.
 * `.meta()` only annotates the document; it changes nothing in what a schema accepts.
 */

/** GET /api/products */
export const productsQuery = catalogQuerySchema
  .extend({
    q: catalogQuerySchema.shape.q.meta({
      description: 'Words to search for in names, brands and descriptions.',
    }),
    category: catalogQuerySchema.shape.category.meta({ description: 'A category slug.' }),
    minRating: catalogQuerySchema.shape.minRating.meta({ override: { enum: [...MIN_RATINGS] } }),
    brand: catalogQuerySchema.shape.brand.meta({
      description: 'Brands, repeated for several (`brand=Apple&brand=Samsung`): products of any of them.',
    }),
    shop: catalogQuerySchema.shape.shop.meta({
      description:
        'Shops (merchant slugs), repeated for several: products with an offer for sale from any of them.',
    }),
    minPrice: catalogQuerySchema.shape.minPrice.meta({
      description: 'Lowest best price in euros, inclusive (products without a price are left out).',
    }),
    maxPrice: catalogQuerySchema.shape.maxPrice.meta({
      description: 'Highest best price in euros, inclusive.',
    }),
    available: catalogQuerySchema.shape.available.meta({
      description: '1: only products with an approved offer for sale and in stock.',
    }),
    sort: catalogQuerySchema.shape.sort.meta({
      description: `Without it: ${RELEVANCE} with a search (q), ${DEFAULT_CATALOG_QUERY.sort} otherwise.`,
    }),
    source: z
      .string()
      .trim()
      .regex(/^[a-z0-9_-]{1,40}$/, { error: 'Sorgente non valida' })
      .optional()
      .meta({ description: 'Only products with an offer from this feed (its source slug).' }),
    limit: z.coerce
      .number({ error: 'limit deve essere un numero' })
      .int({ error: 'limit deve essere un numero intero' })
      .min(1, { error: 'limit deve essere almeno 1' })
      .max(100, { error: 'limit può essere al massimo 100' })
      .default(20),
    offset: z.coerce
      .number({ error: 'offset deve essere un numero' })
      .int({ error: 'offset deve essere un numero intero' })
      .min(0, { error: 'offset non può essere negativo' })
      .max(1_000_000, { error: 'offset troppo grande' })
      .default(0),
  })
  .refine(pricesInOrder.check, pricesInOrder.issue)
  .meta({ id: 'ProductsQuery' });

/** GET /api/search/suggest */
export const suggestQuery = z
  .object({
    q: z
      .string({ error: 'Manca il testo da cercare (q)' })
      .trim()
      .max(SUGGEST_MAX_LENGTH, {
        error: `La ricerca può contenere al massimo ${SUGGEST_MAX_LENGTH} caratteri`,
      })
      .meta({
        description: `What has been typed so far. Under ${SUGGEST_MIN_CHARS} letters or digits the lists are empty.`,
      }),
  })
  .meta({ id: 'SuggestQuery' });

/** GET /api/reviews */
export const reviewsQuery = paginationSchema(20)
  .extend({
    product_id: uuidField('product_id non valido').optional(),
    status: z
      .enum(Object.keys(REVIEW_STATUS_LABELS) as ['in_revisione', 'pubblicata', 'rifiutata'], {
        error: 'status deve essere in_revisione, pubblicata o rifiutata',
      })
      .optional()
      .meta({
        description:
          'pubblicata by default. in_revisione and rifiutata list only your own reviews (all of them for an admin).',
      }),
  })
  .meta({ id: 'ReviewsQuery' });

const inlineImage = z.object({
  file: z
    .base64({ error: 'file deve essere in base64' })
    .max(7_000_000, { error: "L'immagine supera i 5 MB" }),
  fileName: z.string().max(200).optional(),
  fileType: z.string().max(100).optional(),
});

/** POST /api/reviews (`product_id` is read as `productId` when that is missing). */
export const reviewCreateBody = z
  .object({
    productId: reviewFields.productId,
    rating: reviewFields.rating,
    title: reviewFields.title,
    pros: reviewFields.pros,
    cons: reviewFields.cons,
    reviewText: reviewFields.reviewText,
    wouldRecommend: z.boolean().default(true),
    purchased: z.boolean().default(true),
    images: z
      .array(inlineImage)
      .max(MAX_REVIEW_IMAGES, { error: `Al massimo ${MAX_REVIEW_IMAGES} immagini` })
      .default([])
      .meta({ description: 'Pictures sent inline, in base64 (PNG, JPG, GIF or WebP, at most 5 MB each).' }),
    imageUrls: z
      .array(z.string().max(200))
      .max(MAX_REVIEW_IMAGES)
      .default([])
      .meta({ description: 'URLs answered by POST /api/upload/image for pictures uploaded before.' }),
  })
  .meta({ id: 'ReviewCreate', description: 'product_id is read as productId when productId is missing.' });

/** GET /api/activities */
export const activitiesQuery = paginationSchema(20).meta({ id: 'ActivitiesQuery' });

/** POST /api/upload/image */
export const imageUploadBody = z
  .object({
    file: z.base64({ error: 'file deve essere in base64' }),
    fileName: z.string().max(200).optional(),
    fileType: z.string().max(100).optional(),
  })
  .meta({ id: 'ImageUpload' });

/** POST /api/rewards/redeem */
export const rewardRedeemBody = z
  .object({
    reward_type: z
      .string({ error: 'reward_type è obbligatorio' })
      .trim()
      .min(1, { error: 'reward_type è obbligatorio' })
      .max(100),
    points_cost: z
      .number({ error: 'points_cost deve essere un numero intero' })
      .int({ error: 'points_cost deve essere un numero intero' })
      .positive({ error: 'points_cost deve essere positivo' })
      .meta({ description: "Must equal the catalogue's cost: it is compared, never used as the price." }),
    idempotency_key: z
      .string()
      .max(100)
      .optional()
      .meta({ description: 'Same as the Idempotency-Key header, which wins when both are sent.' }),
  })
  .meta({ id: 'RewardRedeem' });

export const NOTIFICATION_KINDS = USER_NOTIFICATION_CHOICES.map((choice) => choice.kind) as [
  string,
  ...string[],
];

/** PUT /api/user/profile: only what a person may change about themselves; other keys are refused by name. */
export const profileUpdateBody = z
  .strictObject(
    {
      first_name: namesSchema.shape.firstName.optional(),
      last_name: namesSchema.shape.lastName.optional(),
      email_notifications: z
        .array(z.enum(NOTIFICATION_KINDS, { error: 'Tipo di email non valido' }))
        .max(NOTIFICATION_KINDS.length)
        .optional()
        .meta({ description: 'The e-mail kinds to receive; the others are switched off.' }),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `Campi non modificabili: ${issue.keys.join(', ')}` : undefined,
    },
  )
  .meta({ id: 'ProfileUpdate' });

/**
 * POST /api/admin/moderate-review: the spec's payload, read onto the moderation page's command
 * schema (which checks review_id and admin_comment, hence `unknown` here; the document says what
 * that schema wants).
 */
export const moderateReviewBody = z
  .object({
    review_id: z.unknown().meta({ override: { type: 'string', format: 'uuid' } }),
    action: z.enum(['approve', 'reject', 'delete'], { error: 'action deve essere approve, reject o delete' }),
    admin_comment: z
      .unknown()
      .optional()
      .meta({
        description:
          'The rejection reason: required to reject (1–500 characters). Approving a review held by the integrity checks (409 held_for_review otherwise), the written reason for the override.',
        override: { type: 'string', maxLength: 500 },
      }),
    rule: z
      .unknown()
      .optional()
      .meta({
        description:
          'Required to reject: the code of the rule of the terms the rejection applies (a statement of reasons, issue 33), one of the codes below.',
        override: { type: 'string', enum: rulesFor('review_rejected').map((rule) => rule.code) },
      }),
  })
  .meta({ id: 'ModerateReview' });

/** limit/page of an admin list, its page sizes listed in the document (the refinement is not). */
function adminPage(sizes: readonly number[], id: string) {
  const schema = adminPageSchema(sizes, 20);
  return schema.extend({ limit: schema.shape.limit.meta({ override: { enum: [...sizes] } }) }).meta({ id });
}

/** GET /api/admin/reviews/pending */
export const pendingReviewsQuery = adminPage(MODERATION_PAGE_SIZES, 'PendingReviewsQuery');

/** GET /api/admin/rewards/pending */
export const pendingRewardsQuery = adminPage(REWARD_PAGE_SIZES, 'PendingRewardsQuery');
