import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
} from 'zod-openapi';
import { projectRoot } from '#app/lib/project-root.server.ts';
import { SESSION_COOKIE } from '#app/modules/accounts/session-cookie.ts';
import { UUID_PATTERN } from '#app/lib/uuid.ts';
import { rulesFor } from '#app/modules/decisions/decision-rules.ts';
import { rewardCommandSchema } from '#app/modules/rewards/reward-moderation.schema.ts';
import { adjustPointsSchema, MAX_POINTS_CHANGE } from '#app/modules/users/users.schema.ts';
import {
  activitiesQuery,
  imageUploadBody,
  moderateReviewBody,
  pendingReviewsQuery,
  pendingRewardsQuery,
  productsQuery,
  profileUpdateBody,
  reviewCreateBody,
  reviewsQuery,
  rewardRedeemBody,
  suggestQuery,
} from './request.schema.server.ts';
import {
  activitiesResponse,
  badgeCountsResponse,
  badRequestResponse,
  dashboardStatsResponse,
  errorResponse,
  imageSearchResponse,
  imageUploadedResponse,
  marketplaceItemsResponse,
  marketplaceTestResponse,
  moderationOutcomeResponse,
  openApiResponse,
  pendingReviewsResponse,
  pendingRewardsResponse,
  pointsChangedResponse,
  pointsRefusalResponse,
  pointsStatsResponse,
  productDetailResponse,
  productsListResponse,
  profileResponse,
  readOnlyResponse,
  reviewCreatedResponse,
  reviewRefusalResponse,
  reviewsListResponse,
  rewardApprovedResponse,
  rewardRedeemedResponse,
  rewardRejectedResponse,
  suggestionsResponse,
  userBadgesResponse,
  validationErrorResponse,
} from './response.schema.ts';

const json = (schema: z.ZodType, description: string): ZodOpenApiResponseObject => ({
  description,
  content: { 'application/json': { schema } },
});

const refused = {
  401: json(errorResponse, 'Not signed in: "Accesso richiesto".'),
  403: json(errorResponse, 'Not allowed.'),
  404: json(errorResponse, 'Not found.'),
  409: json(errorResponse, 'Conflicts with the current state.'),
  413: json(errorResponse, 'Body over the size limit: "La richiesta è troppo grande."'),
  429: json(errorResponse, 'Too many requests: try again later.'),
  badRequest: json(badRequestResponse, 'Invalid query or body: `issues` names each field at fault.'),
  invalidQuery: json(validationErrorResponse, 'Invalid query parameters.'),
};

const cached = z.object({
  'Cache-Control': z.string().meta({ description: 'public, max-age=60', example: 'public, max-age=60' }),
});

type Security = { [scheme: string]: string[] }[];
/** Signed in (the session cookie), any role. */
const signedIn: Security = [{ session: [] }];
/** Public, but a session changes what is visible. */
const optionalSession: Security = [{}, { session: [] }];
const anyone: Security = [];

/** The admin API's guard answers before any handler: 401 without a session, 403 without the admin role. */
const admin = (operation: ZodOpenApiOperationObject): ZodOpenApiOperationObject => ({
  ...operation,
  tags: ['Back office'],
  security: signedIn,
  responses: {
    ...operation.responses,
    401: refused[401],
    403: json(
      errorResponse,
      'Not an admin ("Accesso negato: serve un account amministratore"), or an admin without the required second factor.',
    ),
  },
});

/** What a provider-backed admin call may answer besides its result (the provider's own failures). */
const providerFailures = {
  409: json(errorResponse, 'The provider is not configured: "Configurazione mancante".'),
  429: json(errorResponse, "The provider's quota or rate limit is exhausted."),
  502: json(errorResponse, 'The provider refused the call (credentials, eligibility, an error).'),
  504: json(errorResponse, 'The provider did not answer.'),
};

const [approveCommand, rejectCommand] = rewardCommandSchema.options;

/** The admin points payloads, read by hand onto the users page's 'adjust-points' command. */
const pointsBody = (amountField: 'points_to_add' | 'points_to_remove', id: string) =>
  z
    .object({
      target_user_id: adjustPointsSchema.shape.userId,
      [amountField]: z.number().int().positive().max(MAX_POINTS_CHANGE),
      reason: adjustPointsSchema.shape.reason,
      ...(amountField === 'points_to_remove'
        ? {
            rule: z.string().meta({
              description:
                'The code of the rule of the terms the removal applies (a statement of reasons the person reads).',
              override: { type: 'string', enum: rulesFor('points_reversed').map((rule) => rule.code) },
            }),
          }
        : {}),
    })
    .meta({ id });

const pointsChange = (amountField: 'points_to_add' | 'points_to_remove', id: string, summary: string) =>
  admin({
    summary,
    requestBody: { required: true, content: { 'application/json': { schema: pointsBody(amountField, id) } } },
    responses: {
      200: json(pointsChangedResponse, 'The new balance.'),
      400: json(
        z.union([validationErrorResponse, pointsRefusalResponse, errorResponse]),
        'Invalid payload (`issues`), or refused by the points rules.',
      ),
      404: json(pointsRefusalResponse, 'No such person: "Utente non trovato".'),
      409: json(pointsRefusalResponse, 'The balance cannot go below zero.'),
      413: refused[413],
    },
  });

const paths = {
  '/api/openapi.json': {
    get: {
      tags: ['Documentation'],
      summary: 'This document',
      security: anyone,
      responses: { 200: json(openApiResponse, 'The OpenAPI 3.1 document of /api.') },
    },
  },
  '/api/products': {
    get: {
      tags: ['Catalogue'],
      summary: 'The catalogue, with the same search, filters and sorts as /catalog',
      security: anyone,
      requestParams: { query: productsQuery },
      responses: {
        200: { ...json(productsListResponse, 'A page of listed products.'), headers: cached },
        400: refused.invalidQuery,
      },
    },
  },
  '/api/products/{id}': {
    get: {
      tags: ['Catalogue'],
      summary: "One listed product with its pictures, its shops' offers and its price history",
      security: anyone,
      requestParams: {
        path: z.object({ id: z.string().regex(UUID_PATTERN) }),
      },
      responses: {
        200: { ...json(productDetailResponse, 'The product.'), headers: cached },
        400: json(errorResponse, 'Not a product id: "ID prodotto non valido".'),
        404: json(errorResponse, 'Not listed: "Prodotto non trovato".'),
      },
    },
  },
  '/api/search/suggest': {
    get: {
      tags: ['Catalogue'],
      summary: 'Suggestions as you type: products, brands and categories',
      description:
        'After two letters or digits: up to 5 listed products (the most reviewed whose name or brand holds every word, the last one as a beginning), 3 brands and 3 categories. Stop words are dropped as in the catalogue search; a word that matches nothing is corrected (a close word, one edit away). Brands and categories may lag a minute behind the catalogue.',
      security: anyone,
      requestParams: { query: suggestQuery },
      responses: {
        200: {
          ...json(suggestionsResponse, 'The suggestions (empty lists under two letters).'),
          headers: cached,
        },
        400: refused.invalidQuery,
      },
    },
  },
  '/api/reviews': {
    get: {
      tags: ['Reviews'],
      summary: 'Reviews, newest first',
      description:
        'Published reviews are public; reviews in review or rejected are visible only to their author, or to an admin.',
      security: optionalSession,
      requestParams: { query: reviewsQuery },
      responses: {
        200: json(reviewsListResponse, 'A page of reviews.'),
        400: refused.invalidQuery,
      },
    },
    post: {
      tags: ['Reviews'],
      summary: 'Writes a review, which waits for moderation',
      description:
        'The checks of the review form. Pictures come inline (base64) or as URLs answered by POST /api/upload/image. Other methods than POST answer 405.',
      security: signedIn,
      requestBody: { required: true, content: { 'application/json': { schema: reviewCreateBody } } },
      responses: {
        201: json(reviewCreatedResponse, 'Created, in review.'),
        400: json(
          z.union([validationErrorResponse, reviewRefusalResponse, errorResponse]),
          'Invalid review (`issues`), an unknown product, or a picture refused (`field`).',
        ),
        401: refused[401],
        403: json(errorResponse, 'The account is blocked.'),
        409: json(reviewRefusalResponse, 'This product already has a review of yours.'),
        413: refused[413],
        429: json(
          z.union([reviewRefusalResponse, errorResponse]),
          'Too many reviews or pictures in a short time.',
        ),
      },
    },
  },
  '/api/activities': {
    get: {
      tags: ['Account'],
      summary: "The signed-in person's activity, newest first",
      security: signedIn,
      requestParams: { query: activitiesQuery },
      responses: {
        200: json(activitiesResponse, 'A page of activity.'),
        400: refused.invalidQuery,
        401: refused[401],
      },
    },
  },
  '/api/dashboard/stats': {
    get: {
      tags: ['Account'],
      summary: 'Points, tier, progress and review counts of the signed-in person',
      security: signedIn,
      responses: { 200: json(dashboardStatsResponse, 'The figures.'), 401: refused[401] },
    },
  },
  '/api/upload/image': {
    post: {
      tags: ['Reviews'],
      summary: 'Uploads a picture for a later review',
      description: 'Checked by its content, re-encoded as WebP (metadata dropped) and recorded as yours.',
      security: signedIn,
      requestBody: { required: true, content: { 'application/json': { schema: imageUploadBody } } },
      responses: {
        201: json(imageUploadedResponse, 'Stored.'),
        400: json(badRequestResponse, 'Not base64, not a picture, or not a supported format.'),
        401: refused[401],
        413: refused[413],
        429: refused[429],
      },
    },
  },
  '/api/rewards/redeem': {
    post: {
      tags: ['Rewards'],
      summary: 'Redeems a reward: the points are debited now, the request waits for an admin',
      description:
        'An Idempotency-Key header (or idempotency_key) makes retries land once; without one every call is a new request. Other methods than POST answer 405.',
      security: signedIn,
      requestParams: {
        header: z.object({
          'Idempotency-Key': z
            .string()
            .optional()
            .meta({ description: '8–100 letters, digits, _ or -.', example: 'redeem-2f1c9a7e' }),
        }),
      },
      requestBody: { required: true, content: { 'application/json': { schema: rewardRedeemBody } } },
      responses: {
        200: json(rewardRedeemedResponse, 'Already redeemed with this idempotency key: the same request.'),
        201: json(rewardRedeemedResponse, 'Redeemed.'),
        400: json(badRequestResponse, 'Invalid body or key, or points_cost is not the reward’s cost.'),
        401: refused[401],
        403: json(errorResponse, 'The account is blocked.'),
        404: json(errorResponse, 'No such reward.'),
        409: json(errorResponse, 'Not enough points.'),
        413: refused[413],
      },
    },
  },
  '/api/user/profile': {
    get: {
      tags: ['Account'],
      summary: "The signed-in person's profile, points and tier",
      security: signedIn,
      responses: { 200: json(profileResponse, 'The profile.'), 401: refused[401], 404: refused[404] },
    },
    put: {
      tags: ['Account'],
      summary: 'Changes names or e-mail preferences; answers the updated profile',
      description:
        'Points, role or e-mail cannot be changed here: such keys are refused by name. Other methods than PUT answer 405.',
      security: signedIn,
      requestBody: { required: true, content: { 'application/json': { schema: profileUpdateBody } } },
      responses: {
        200: json(profileResponse, 'The updated profile.'),
        400: refused.badRequest,
        401: refused[401],
        404: refused[404],
        413: refused[413],
      },
    },
  },
  '/api/badges/user': {
    get: {
      tags: ['Account'],
      summary: 'Every badge, with whether the signed-in person has unlocked it and when',
      security: signedIn,
      responses: { 200: json(userBadgesResponse, 'The badges.'), 401: refused[401] },
    },
  },
  '/api/admin/moderate-review': {
    post: admin({
      summary: 'Approves, rejects (admin_comment is the reason) or deletes a review',
      requestBody: { required: true, content: { 'application/json': { schema: moderateReviewBody } } },
      responses: {
        200: json(moderationOutcomeResponse, 'Done, or nothing to do (changed: false).'),
        400: refused.badRequest,
        404: json(errorResponse, 'No such review: "Recensione non trovata".'),
        409: json(
          errorResponse,
          'Held by the integrity checks: approving needs admin_comment, the written reason (code held_for_review).',
        ),
        413: refused[413],
      },
    }),
  },
  '/api/admin/reviews/pending': {
    get: admin({
      summary: 'Reviews waiting for moderation',
      requestParams: { query: pendingReviewsQuery },
      responses: { 200: json(pendingReviewsResponse, 'A page of reviews.'), 400: refused.invalidQuery },
    }),
  },
  '/api/admin/rewards/pending': {
    get: admin({
      summary: 'Reward requests waiting for an admin, newest first',
      requestParams: { query: pendingRewardsQuery },
      responses: { 200: json(pendingRewardsResponse, 'A page of requests.'), 400: refused.invalidQuery },
    }),
  },
  '/api/admin/rewards/approve': {
    post: admin({
      summary: "Approves a reward request with a voucher code (typed, or the reward's next free one)",
      description: 'Other methods than POST answer 405.',
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: z
              .object({ reward_id: approveCommand.shape.requestId, code: approveCommand.shape.code })
              .meta({ id: 'RewardApprove' }),
          },
        },
      },
      responses: {
        200: json(rewardApprovedResponse, 'Approved, or no longer pending (changed: false).'),
        400: refused.badRequest,
        404: json(errorResponse, 'No such request.'),
        409: json(errorResponse, 'No free voucher code left for this reward.'),
        413: refused[413],
      },
    }),
  },
  '/api/admin/rewards/reject': {
    post: admin({
      summary: 'Rejects a reward request and refunds its points',
      description: 'Other methods than POST answer 405.',
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: z
              .object({
                reward_id: rejectCommand.shape.requestId,
                reason: rejectCommand.shape.reason,
                rule: rejectCommand.shape.rule.meta({
                  description:
                    'The code of the rule of the terms the refusal applies (a statement of reasons).',
                  override: { type: 'string', enum: rulesFor('reward_refused').map((rule) => rule.code) },
                }),
              })
              .meta({ id: 'RewardReject' }),
          },
        },
      },
      responses: {
        200: json(rewardRejectedResponse, 'Rejected, or no longer pending (changed: false).'),
        400: refused.badRequest,
        404: json(errorResponse, 'No such request.'),
        413: refused[413],
      },
    }),
  },
  '/api/admin/badges/counts': {
    get: admin({
      summary: 'How many people hold each badge (badges nobody holds are left out)',
      responses: { 200: json(badgeCountsResponse, 'One row per badge held.') },
    }),
  },
  '/api/admin/points/stats': {
    get: admin({
      summary: 'Points in circulation',
      responses: { 200: json(pointsStatsResponse, 'The totals.') },
    }),
  },
  '/api/admin/points/add': {
    post: pointsChange('points_to_add', 'PointsAdd', 'Adds points to a person, with a reason'),
  },
  '/api/admin/points/remove': {
    post: pointsChange('points_to_remove', 'PointsRemove', 'Removes points from a person, with a reason'),
  },
  '/api/admin/marketplace/items': {
    get: admin({
      summary: "The marketplace's catalogue: one item by ASIN, or up to 10 by keywords",
      requestParams: {
        query: z.object({
          asin: z.string().optional().meta({ description: 'One item (10 letters or digits); wins over q.' }),
          q: z.string().optional().meta({ description: 'Keywords.' }),
        }),
      },
      responses: {
        200: json(marketplaceItemsResponse, 'The items.'),
        400: json(errorResponse, 'No keywords, or not an ASIN.'),
        404: json(errorResponse, 'No item with this ASIN.'),
        ...providerFailures,
      },
    }),
  },
  '/api/admin/marketplace/test': {
    post: admin({
      summary: 'Tests the marketplace connection (a token and a search)',
      responses: { 200: json(marketplaceTestResponse, 'It works.'), ...providerFailures },
    }),
  },
  '/api/admin/images/search': {
    get: admin({
      summary: 'Up to 10 pictures from the web image search',
      requestParams: { query: z.object({ q: z.string().meta({ description: 'What to look for.' }) }) },
      responses: {
        200: json(imageSearchResponse, 'The pictures (none is an empty list).'),
        400: json(errorResponse, 'Nothing to look for: "Inserisci cosa cercare".'),
        ...providerFailures,
      },
    }),
  },
} satisfies ZodOpenApiPathsObject;

const DESCRIPTION = `The JSON API of Provato. Every answer is JSON; every refusal is \`{ "error": "…" }\` with an
Italian message ready to show, plus \`issues\` (\`[{ field, message }]\`) when a query or body fails its schema.

Signing in happens on the site (/auth): the API reads the session cookie it sets. The Better Auth
endpoints under /api/auth/* (e-mail links and sign-in callbacks) are not part of this API.

A method not listed for a path is answered 405 by the handlers that check it. Under /api/admin/,
a path that does not exist answers 404 (after the admin check).`;

/**
 * While the site is read-only (decision 034) every write answers 503 before its handler, with
 * Retry-After; reads are unaffected.
 */
const READ_ONLY: ZodOpenApiResponseObject = {
  ...json(readOnlyResponse, 'The site is read-only for maintenance: try again after `Retry-After` seconds.'),
  headers: z.object({
    'Retry-After': z.string().meta({ description: 'Seconds to wait before trying again.', example: '120' }),
  }),
};

function withReadOnlyRefusals(all: typeof paths): typeof paths {
  return Object.fromEntries(
    Object.entries(all).map(([route, operations]) => [
      route,
      Object.fromEntries(
        Object.entries(operations).map(([method, operation]) => [
          method,
          method === 'get'
            ? operation
            : {
                ...(operation as ZodOpenApiOperationObject),
                responses: { ...(operation as ZodOpenApiOperationObject).responses, 503: READ_ONLY },
              },
        ]),
      ),
    ]),
  ) as typeof paths;
}

/** The OpenAPI 3.1 document of /api, generated from the zod schemas the routes validate with. */
export function buildOpenApiDocument() {
  const { version } = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  return createDocument(
    {
      openapi: '3.1.0',
      info: { title: 'Provato API', version, description: DESCRIPTION },
      servers: [{ url: '/' }],
      tags: [
        { name: 'Catalogue' },
        { name: 'Reviews' },
        { name: 'Account' },
        { name: 'Rewards' },
        { name: 'Back office', description: 'Admins only (with a second factor where required).' },
        { name: 'Documentation' },
      ],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: `The session cookie set when signing in on the site (\`__Secure-${SESSION_COOKIE}\` over HTTPS).`,
          },
        },
      },
      paths: withReadOnlyRefusals(paths),
    },
    {
      override: ({ jsonSchema }) => {
        // JSON Schema patterns have no flags: UUID_PATTERN's `i` is spelled out.
        if (jsonSchema.pattern === UUID_PATTERN.source) {
          jsonSchema.pattern = UUID_PATTERN.source.replaceAll('0-9a-f', '0-9a-fA-F');
          jsonSchema.format = 'uuid';
        }
      },
    },
  );
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

let built: OpenApiDocument | undefined;

/** The document, built once. */
export function getOpenApiDocument(): OpenApiDocument {
  built ??= buildOpenApiDocument();
  return built;
}
