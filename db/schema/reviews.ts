import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { products } from './catalog.ts';
import { createdAt, tsvector, updatedAt } from './types.ts';

export const reviewStatus = pgEnum('review_status', ['in_revisione', 'pubblicata', 'rifiutata']);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null once the author deleted their account: the review stays, anonymised. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    pros: text('pros').notNull(),
    cons: text('cons').notNull(),
    comment: text('comment'),
    wouldRecommend: boolean('would_recommend').notNull().default(true),
    purchased: boolean('purchased').notNull().default(true),
    status: reviewStatus('status').notNull().default('in_revisione'),
    rejectionReason: text('rejection_reason'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: text('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    helpfulCount: integer('helpful_count').notNull().default(0),
    /** The integrity risk (0–100) from review_signals, here so moderation sorts by it in an index. */
    riskScore: smallint('risk_score').notNull().default(0),
    /** Over the hold threshold when computed: approval needs a written override (issue 29 §3). */
    riskHeld: boolean('risk_held').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Italian full text of what the reviewer wrote, for moderation search. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('italian'::regconfig, coalesce(title, '') || ' ' || coalesce(pros, '') || ' ' || coalesce(cons, '') || ' ' || coalesce(comment, ''))`,
      ),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    unique('reviews_one_per_user_product').on(t.userId, t.productId),
    index('reviews_product_status_created_idx').on(
      t.productId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The newest reviews, with or without a status. The product and the author ride along so that
    // moderation's walk over the newest reviews of matching products or people reads no table rows.
    index('reviews_status_created_idx').on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.productId,
      t.userId,
    ),
    index('reviews_created_idx').on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.productId,
      t.userId,
    ),
    // Decisions by when they were taken (the transparency report's times to a decision), from the
    // index alone.
    index('reviews_decided_idx')
      .on(t.moderatedAt, t.createdAt, t.status)
      .where(sql`${t.moderatedAt} is not null`),
    // The landing's latest published reviews: read in order, eight rows, instead of sorting a million.
    index('reviews_published_moderated_idx')
      .on(t.moderatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'pubblicata' and ${t.moderatedAt} is not null`),
    // A person's reviews newest first; with the status in the index, moderation's author search
    // and the per-status counts read no table rows.
    index('reviews_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.status,
    ),
    // Moderation's queue by risk ('A rischio', sort by risk), per status.
    index('reviews_status_risk_idx').on(t.status, t.riskScore.desc(), t.createdAt, t.id),
    index('reviews_text_search_idx').using('gin', t.searchVector),
    // Moderation's queue searched by text: the pending reviews' own full-text index, so a common
    // word is not looked up among every published review first.
    index('reviews_pending_text_search_idx')
      .using('gin', t.searchVector)
      .where(sql`${t.status} = 'in_revisione'`),
  ],
);

/** 'Utile': one vote per person per review; reviews.helpful_count follows (trigger, migration). */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

/** Badges: shown on the profile; unlocked by reaching their threshold of lifetime points or by an admin. */
export const badgeIcons = pgEnum('badge_icon', ['Star', 'Trophy', 'Medal', 'Crown', 'Award']);

export const badges = pgTable('badges', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  icon: badgeIcons('icon').notNull(),
  description: text('description').notNull().default(''),
  thresholdPoints: integer('threshold_points').notNull().default(0),
  createdAt: createdAt(),
});

export const userBadges = pgTable(
  'user_badges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeId: uuid('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'restrict' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('user_badges_once').on(t.userId, t.badgeId)],
);

export const reviewImages = pgTable(
  'review_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('review_images_review_idx').on(t.reviewId, t.position)],
);

/** Pictures uploaded on their own (POST /api/upload/image), so a later review can claim them. */
export const userUploads = pgTable(
  'user_uploads',
  {
    url: text('url').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('user_uploads_user_idx').on(t.userId, t.createdAt.desc().nullsFirst())],
);
