import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { products } from './catalog.ts';
import { createdAt, updatedAt } from './types.ts';

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    unique('reviews_one_per_user_product').on(t.userId, t.productId),
    index('reviews_product_status_created_idx').on(t.productId, t.status, t.createdAt.desc()),
    index('reviews_status_created_idx').on(t.status, t.createdAt.desc()),
    index('reviews_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
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
