import { z } from 'zod';
import { UUID_PATTERN } from '#app/lib/uuid.ts';
import { USER_NOTIFICATION_CHOICES } from '#app/modules/accounts/settings.schema.ts';
import { REVIEW_STATUS_LABELS } from '#app/modules/reviews/review.schema.ts';
import { REWARD_STATUS_LABELS } from '#app/modules/rewards/reward-requests-query.ts';

/*
 * What the JSON API answers, as it reaches the client (after JSON serialisation: dates are ISO
 * strings, undefined fields are gone). The OpenAPI document is generated from these, and the
 * integration suite checks every /api answer against that document (tests/support/route.ts).
 * Objects are closed (additionalProperties: false), so a field added to an answer without being
 * added here fails the suite.
 */

const uuid = z.string().regex(UUID_PATTERN);
const int = z.number().int();
const count = int.min(0);
const timestamp = z.iso.datetime().meta({ id: 'Timestamp', description: 'ISO 8601, UTC.' });
const text = z.string();
const maybe = <T extends z.ZodType>(schema: T) => schema.nullable();

const reviewStatus = z.enum(Object.keys(REVIEW_STATUS_LABELS) as ['in_revisione', 'pubblicata', 'rifiutata']);
const rewardStatus = z.enum(Object.keys(REWARD_STATUS_LABELS) as ['pending', 'approved', 'rejected']);
const tier = z.enum(['Bronze', 'Silver', 'Gold']);

// ---------------------------------------------------------------------------------------------
// Errors

/** Every refusal: an Italian message meant for the person (401, 403, 404, 405, 409, 413, 429, …). */
export const errorResponse = z
  .object({ error: text.meta({ description: 'What went wrong, in Italian, ready to show.' }) })
  .meta({ id: 'Error' });

/** A write refused while the site is read-only (decision 034). */
export const readOnlyResponse = z
  .object({
    error: text.meta({ description: 'Why, in Italian, ready to show.' }),
    code: z.literal('read_only'),
  })
  .meta({ id: 'ReadOnly' });

/** A query or body refused by its schema: the first reason (or a summary) and every field's. */
export const validationErrorResponse = z
  .object({
    error: text,
    issues: z.array(
      z.object({
        field: text.meta({ description: 'Dotted path of the field, as the request names it.' }),
        message: text,
      }),
    ),
  })
  .meta({ id: 'ValidationError' });

/** A 400: a schema's refusal with its issues, or a malformed body / parameter with only an error. */
export const badRequestResponse = z.union([validationErrorResponse, errorResponse]);

// ---------------------------------------------------------------------------------------------
// Catalogue

const productCard = z
  .object({
    id: uuid,
    slug: text,
    name: text,
    brandName: maybe(text),
    categoryName: maybe(text),
    categorySlug: maybe(text),
    imageUrl: maybe(text),
    bestPrice: maybe(z.number()).meta({ description: 'Lowest price among the offers, in euros.' }),
    offersCount: count,
    reviewCount: count,
    createdAt: timestamp,
    rating: maybe(z.number()).meta({ description: 'Average rating, one decimal.' }),
  })
  .meta({ id: 'ProductCard' });

export const productsListResponse = z
  .object({ items: z.array(productCard), total: count, limit: int, offset: int })
  .meta({ id: 'ProductsList' });

/** GET /api/search/suggest */
export const suggestionsResponse = z
  .object({
    q: text.meta({ description: 'The query as read (trimmed).' }),
    products: z.array(
      z
        .object({
          id: uuid,
          slug: text,
          name: text,
          brandName: maybe(text),
          imageUrl: maybe(text),
          bestPrice: maybe(z.number()).meta({ description: 'Lowest price among the offers, in euros.' }),
          url: text.meta({ description: "The product's page, /product/{slug}." }),
        })
        .meta({ id: 'SuggestedProduct' }),
    ),
    brands: z.array(
      z
        .object({
          name: text,
          productCount: count,
          url: text.meta({ description: 'The catalogue searched for the brand.' }),
        })
        .meta({ id: 'SuggestedBrand' }),
    ),
    categories: z.array(
      z
        .object({
          name: text,
          slug: text,
          productCount: count,
          url: text.meta({
            description: 'The catalogue filtered by the category, /catalog?category={slug}.',
          }),
        })
        .meta({ id: 'SuggestedCategory' }),
    ),
  })
  .meta({ id: 'Suggestions' });

const productOffer = z
  .object({
    id: uuid,
    name: text,
    price: maybe(z.number()),
    deliveryCost: maybe(text).meta({
      description: 'A decimal string ("4.99"); null when the shop does not say.',
    }),
    currency: text,
    inStock: z.boolean(),
    availability: maybe(text),
    isVariant: z.boolean(),
    variantName: maybe(text),
    variantInfo: maybe(text),
    imageUrl: maybe(text),
    merchantName: text,
    merchantSlug: text,
    merchantLogoUrl: maybe(text),
    isMarketplace: z.boolean(),
    cashback: z.boolean(),
    drop: maybe(
      z.object({
        previous: z.number().meta({
          description: 'The price in force just before the reduction began (before its first step).',
        }),
        lowest30: z.number().meta({
          description:
            'Lowest price applied in the 30 days (Rome calendar days) before the reduction began: the reference of percent.',
        }),
        percent: z.number().meta({ description: 'round((1 − price / lowest30) · 100), at least 1.' }),
        startedAt: timestamp.meta({ description: 'When the reduction began (its first step).' }),
      }),
    ).meta({
      description:
        'The offer’s reduction by the Italian price-indication rule (Codice del consumo art. 17-bis; decision 025), null when its price is not below the lowest of the 30 days before the reduction.',
    }),
    url: text.meta({ description: 'Our redirect to the shop (/go/{offerId}).' }),
  })
  .meta({ id: 'ProductOffer' });

export const productDetailResponse = z
  .object({
    id: uuid,
    slug: text,
    name: text,
    brandName: maybe(text),
    description: maybe(text),
    imageUrl: maybe(text),
    ean: maybe(text),
    categoryName: maybe(text),
    categorySlug: maybe(text),
    ratingAvg: maybe(text).meta({ description: 'The stored average as a decimal string; see rating.' }),
    reviewCount: count,
    bestPrice: maybe(z.number()),
    createdAt: timestamp,
    updatedAt: timestamp,
    images: z.array(text),
    offers: z.array(productOffer).meta({ description: 'For sale and in stock, cheapest first.' }),
    priceSeries: z.array(
      z.object({
        group: text,
        points: z.array(z.object({ at: timestamp, price: z.number() })),
      }),
    ),
    rating: maybe(z.number()),
  })
  .meta({ id: 'ProductDetail' });

// ---------------------------------------------------------------------------------------------
// Reviews

const publicReview = z
  .object({
    id: uuid,
    productId: uuid,
    productName: text,
    rating: int,
    title: text,
    pros: text,
    cons: text,
    comment: maybe(text),
    status: reviewStatus,
    purchased: z.boolean(),
    wouldRecommend: z.boolean(),
    helpfulCount: count,
    createdAt: timestamp,
    author: text.meta({ description: 'First name and initial ("Ada L."), or "Utente".' }),
  })
  .meta({ id: 'Review' });

export const reviewsListResponse = z
  .object({ items: z.array(publicReview), total: count, limit: int, offset: int })
  .meta({ id: 'ReviewsList' });

export const reviewCreatedResponse = z
  .object({ id: uuid, status: z.literal('in_revisione') })
  .meta({ id: 'ReviewCreated' });

/** A review refused after its schema passed: the field at fault, when there is one. */
export const reviewRefusalResponse = z
  .object({ error: text, field: z.enum(['productId', 'images']) })
  .meta({ id: 'ReviewRefusal' });

// ---------------------------------------------------------------------------------------------
// The signed-in person

export const activitiesResponse = z
  .object({
    items: z.array(
      z.object({
        id: uuid,
        type: text.meta({ description: 'review, badge, reward, points, admin, survey, invite or cashback.' }),
        text,
        pointsEarned: int,
        createdAt: timestamp,
      }),
    ),
    limit: int,
    offset: int,
  })
  .meta({ id: 'Activities' });

export const dashboardStatsResponse = z
  .object({
    points: int,
    lifetimePoints: int,
    tier,
    nextTier: maybe(
      z.object({
        next: z.enum(['Silver', 'Gold']),
        missing: int,
        progress: z.number().meta({ description: 'From 0 to 1.' }),
      }),
    ).meta({ description: 'null once Gold.' }),
    voucher: z.object({ current: int, missing: int, vouchersAvailable: int }),
    reviews: z.object({ published: count, pending: count, rejected: count }),
  })
  .meta({ id: 'DashboardStats' });

export const imageUploadedResponse = z
  .object({ url: text, width: int, height: int })
  .meta({ id: 'UploadedImage' });

export const rewardRedeemedResponse = z
  .object({
    request: z.object({
      id: uuid,
      reward_type: text,
      points_cost: int,
      status: z.literal('pending'),
    }),
    created: z.boolean().meta({ description: 'false when the idempotency key was used before.' }),
    points: int.meta({ description: 'The balance after the redemption.' }),
  })
  .meta({ id: 'RewardRedeemed' });

export const profileResponse = z
  .object({
    id: text,
    email: z.string(),
    first_name: maybe(text),
    last_name: maybe(text),
    avatar_url: maybe(text),
    points: int,
    lifetime_points: int,
    tier,
    email_notifications: z.array(
      z.enum(USER_NOTIFICATION_CHOICES.map((choice) => choice.kind) as [string, ...string[]]),
    ),
    created_at: timestamp,
  })
  .meta({ id: 'Profile' });

export const userBadgesResponse = z
  .object({
    badges: z.array(
      z.object({
        id: uuid,
        name: text,
        icon: z.enum(['Star', 'Trophy', 'Medal', 'Crown', 'Award']),
        description: text,
        thresholdPoints: int,
        assignedAt: maybe(timestamp),
        unlocked: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'UserBadges' });

// ---------------------------------------------------------------------------------------------
// Back office

export const moderationOutcomeResponse = z
  .object({
    changed: z.boolean().meta({ description: 'false when the review was no longer in review.' }),
    pointsAwarded: int.optional(),
    pointsReversed: int.optional(),
    authorBlocked: z
      .literal(true)
      .optional()
      .meta({ description: 'Published, but its author is blocked: it earned nothing.' }),
  })
  .meta({ id: 'ModerationOutcome' });

const moderationReview = z
  .object({
    id: uuid,
    status: reviewStatus,
    rating: int,
    title: text,
    pros: text,
    cons: text,
    comment: maybe(text),
    rejectionReason: maybe(text),
    createdAt: timestamp,
    updatedAt: timestamp,
    productId: maybe(uuid),
    productName: maybe(text),
    productImage: maybe(text),
    userId: maybe(text),
    userName: maybe(text),
    userEmail: maybe(text),
    images: z.array(text),
    riskScore: int.meta({ description: 'Integrity risk, 0–100, from the signals (issue 29).' }),
    riskHeld: z.boolean().meta({
      description: 'Held by the integrity checks: approving needs admin_comment, the written reason.',
    }),
    riskReasons: z.array(text).meta({ description: 'The strongest reasons, in Italian, strongest first.' }),
  })
  .meta({ id: 'ModerationReview' });

export const pendingReviewsResponse = z
  .object({
    items: z.array(moderationReview),
    total: count.meta({ description: 'Capped at 1000 (then capped is true).' }),
    capped: z.boolean(),
    pageCount: int,
  })
  .meta({ id: 'PendingReviews' });

export const pendingRewardsResponse = z
  .object({
    items: z.array(
      z.object({
        id: uuid,
        rewardType: text,
        rewardId: uuid,
        pointsCost: int,
        status: rewardStatus,
        voucherCode: maybe(text),
        rejectionReason: maybe(text),
        createdAt: timestamp,
        processedAt: maybe(timestamp),
        userId: text,
        userName: maybe(text),
        userEmail: text,
        userPoints: maybe(int),
      }),
    ),
    total: count,
    pageCount: int,
    page: int,
    limit: int,
  })
  .meta({ id: 'PendingRewards' });

export const rewardApprovedResponse = z
  .object({
    changed: z.boolean().meta({ description: 'false when the request was no longer pending.' }),
    code: maybe(text).meta({ description: 'The voucher code given (or already given).' }),
  })
  .meta({ id: 'RewardApproved' });

export const rewardRejectedResponse = z
  .object({
    changed: z.boolean().meta({ description: 'false when the request was no longer pending.' }),
    refunded: int.meta({ description: 'Points given back.' }),
  })
  .meta({ id: 'RewardRejected' });

export const badgeCountsResponse = z
  .array(z.object({ badge_id: uuid, assigned_users_count: count }))
  .meta({ id: 'BadgeCounts' });

export const pointsStatsResponse = z
  .object({
    total_points: int.meta({ description: 'The sum of every balance.' }),
    total_issued: int.meta({ description: 'Points ever earned, net of reversals.' }),
    users_with_points: count,
  })
  .meta({ id: 'PointsStats' });

export const pointsChangedResponse = z
  .object({ success: z.literal(true), new_points: int })
  .meta({ id: 'PointsChanged' });

export const pointsRefusalResponse = z
  .object({ success: z.literal(false), error: text })
  .meta({ id: 'PointsRefusal' });

export const marketplaceItemsResponse = z
  .object({
    items: z.array(
      z.object({
        asin: text,
        title: text,
        price: maybe(text).meta({ description: 'A decimal string ("1099.00"); null without an offer.' }),
        currency: maybe(text),
        imageUrl: maybe(text),
        detailPageUrl: maybe(text),
        inStock: maybe(z.boolean()),
      }),
    ),
  })
  .meta({ id: 'MarketplaceItems' });

export const marketplaceTestResponse = z.object({ message: text }).meta({ id: 'MarketplaceTest' });

export const imageSearchResponse = z
  .object({
    items: z.array(
      z.object({
        url: text,
        thumbnailUrl: maybe(text),
        width: maybe(z.number()),
        height: maybe(z.number()),
        source: maybe(text).meta({ description: 'The site it was found on.' }),
        title: maybe(text),
      }),
    ),
  })
  .meta({ id: 'ImageSearchResults' });

export const openApiResponse = z
  .looseObject({
    openapi: z.literal('3.1.0'),
    info: z.looseObject({ title: text, version: text }),
    paths: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'OpenApiDocument' });
