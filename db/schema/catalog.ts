import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  uniqueIndex,
  check,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, tsvector, updatedAt } from './types.ts';

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description'),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'set null',
    }),
    /** Approved products in the category, kept by statement triggers on products (migration 0030). */
    productCount: integer('product_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

/** DESIGN.md §3.1: pending on create and import, approved is listed, inactive is hidden. */
export const productStatus = pgEnum('product_status', ['pending', 'approved', 'inactive']);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    brandName: text('brand_name'),
    description: text('description'),
    imageUrl: text('image_url'),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    ean: text('ean'),
    asin: text('asin'),
    /** The maker's model number (MPN): with the brand, the second way an import recognises a product. */
    mpn: text('mpn'),
    status: productStatus('status').notNull().default('pending'),
    /*
     * Kept by database triggers (migration 0004) from approved reviews and public offers, so a
     * catalogue page sorts and filters on indexed columns instead of aggregating per request.
     */
    reviewCount: integer('review_count').notNull().default(0),
    ratingAvg: numeric('rating_avg', { precision: 3, scale: 2 }),
    bestPrice: numeric('best_price', { precision: 12, scale: 2 }),
    offersCount: integer('offers_count').notNull().default(0),
    /** The merchants with an approved offer for sale (in stock or not), sorted: the shop facet. */
    shopIds: uuid('shop_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('italian'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('italian'::regconfig, coalesce(brand_name, '')), 'A') || setweight(to_tsvector('italian'::regconfig, coalesce(description, '')), 'C')`,
      ),
  },
  (t) => [
    index('products_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    // Gestione Database: newest first, and its search in brands.
    index('products_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_brand_trgm_idx').using('gin', t.brandName.op('gin_trgm_ops')),
    // Ricerca Immagini: products still without a picture, newest first.
    index('products_without_image_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.imageUrl} is null`),
    index('products_listed_reviews_idx')
      .on(t.reviewCount.desc(), t.id)
      .where(sql`status = 'approved'`),
    index('products_listed_rating_idx')
      .on(t.ratingAvg.desc().nullsLast(), t.reviewCount.desc(), t.id)
      .where(sql`status = 'approved'`),
    index('products_listed_price_idx')
      .on(t.bestPrice.asc().nullsLast(), t.id)
      .where(sql`status = 'approved'`),
    index('products_category_idx').on(t.categoryId, t.status),
    // The back office's products-by-status and active-offers figures, from the index alone.
    index('products_status_offers_idx').on(t.status, t.offersCount),
    // The catalogue's search, its only user: listed products only, so a search neither reads nor
    // filters the others, and the index is smaller (decision 037).
    index('products_listed_search_idx')
      .using('gin', t.searchVector)
      .where(sql`status = 'approved'`),
    // Moderation's free text finds reviews of products in any state: the other 5 % keep an index
    // of their own, so the catalogue's stays lean.
    index('products_unlisted_search_idx')
      .using('gin', t.searchVector)
      .where(sql`status <> 'approved'`),
    // The catalogue's shop filter (decision 040).
    index('products_listed_shops_idx')
      .using('gin', t.shopIds)
      .where(sql`status = 'approved'`),
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('products_ean_idx').on(t.ean),
    index('products_asin_idx').on(t.asin),
    index('products_brand_mpn_idx')
      .on(sql`lower(${t.brandName})`, sql`lower(${t.mpn})`)
      .where(sql`${t.mpn} is not null`),
  ],
);

/**
 * The words of each product's name (lower case, letters and digits, 2+ characters), kept by a
 * trigger (migration 0021). An import looks for products by name among those sharing one of the
 * offer's distinctive words (a model number, a line name) instead of scanning the catalogue.
 */
export const productNameTokens = pgTable(
  'product_name_tokens',
  {
    token: text('token').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.token, t.productId] }),
    index('product_name_tokens_product_idx').on(t.productId),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const merchants = pgTable('merchants', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logoUrl: text('logo_url'),
  websiteUrl: text('website_url'),
  /** The marketplace's Italian storefront: its links get the partner tag from configuration. */
  isMarketplace: boolean('is_marketplace').notNull().default(false),
  createdAt: createdAt(),
});

export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null while the offer is an unlinked candidate waiting for curation. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    source: text('source').notNull(),
    /** The shop's own id of the offer (a feed's product id): with the merchant, what a re-import updates. */
    externalId: text('external_id'),
    asin: text('asin'),
    ean: text('ean'),
    mpn: text('mpn'),
    /** How an import linked it to its product ('ean', 'model', 'asin', 'name', 'created') and how sure it was (0–1). */
    matchMethod: text('match_method'),
    matchConfidence: numeric('match_confidence', { precision: 3, scale: 2 }),
    /** The import run that last saw it in its source. */
    lastImportRunId: uuid('last_import_run_id'),
    name: text('name').notNull(),
    description: text('description'),
    brandName: text('brand_name'),
    price: numeric('price', { precision: 12, scale: 2 }),
    /** What the shop charges for delivery, when its feed says (0 = free); null when unknown. */
    deliveryCost: numeric('delivery_cost', { precision: 12, scale: 2 }),
    currency: text('currency').notNull().default('EUR'),
    affiliateUrl: text('affiliate_url').notNull(),
    availability: text('availability'),
    inStock: boolean('in_stock').notNull().default(true),
    isForSale: boolean('is_for_sale').notNull().default(true),
    isApproved: boolean('is_approved').notNull().default(false),
    lastSeen: timestamp('last_seen', { withTimezone: true }),
    isVariant: boolean('is_variant').notNull().default(false),
    variantName: text('variant_name'),
    variantInfo: text('variant_info'),
    imageUrl: text('image_url'),
    merchantImageUrl: text('merchant_image_url'),
    additionalImageUrls: text('additional_image_urls')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('offers_price_not_negative', sql`${t.price} >= 0`),
    check('offers_delivery_cost_not_negative', sql`${t.deliveryCost} >= 0`),
    index('offers_public_idx')
      .on(t.productId, t.price.asc().nullsLast())
      .where(sql`is_for_sale and is_approved`),
    check('offers_currency_known', sql`${t.currency} in ('EUR', 'USD')`),
    index('offers_product_price_idx').on(t.productId, t.price),
    index('offers_merchant_idx').on(t.merchantId),
    uniqueIndex('offers_merchant_external_idx').on(t.merchantId, t.externalId),
    index('offers_last_import_run_idx').on(t.lastImportRunId),
    index('offers_ean_idx').on(t.ean),
    index('offers_asin_idx').on(t.asin),
    // Gestione Database: newest first, and its search in offer names.
    index('offers_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('offers_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('offers_unlinked_idx')
      .on(t.createdAt.desc().nullsFirst())
      .where(sql`${t.productId} is null`),
    // The curation wizard's candidates: unlinked offers by model number and by name.
    index('offers_unlinked_mpn_idx')
      .on(sql`lower(${t.mpn})`)
      .where(sql`${t.productId} is null and ${t.mpn} is not null`),
    index('offers_unlinked_name_trgm_idx')
      .using('gin', t.name.op('gin_trgm_ops'))
      .where(sql`${t.productId} is null`),
  ],
);

/**
 * A click on a shop link (through /go/:offerId): which offer, who if signed in, when. No IP address
 * or other identifier of an anonymous visitor is kept.
 */
export const offerClicks = pgTable(
  'offer_clicks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    userId: text('user_id'),
    /**
     * The per-click reference sent to a cashback network (Awin's clickref) for a signed-in person:
     * opaque, tying the network's transaction back to this click and person (decision 020).
     */
    clickRef: text('click_ref'),
    createdAt: createdAt(),
  },
  (t) => [
    index('offer_clicks_offer_idx').on(t.offerId, t.createdAt.desc().nullsFirst()),
    // A person's latest clicks ('Ultimi clic verso i negozi' on /cashback).
    index('offer_clicks_user_idx')
      .on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`user_id is not null`),
    uniqueIndex('offer_clicks_click_ref_idx')
      .on(t.clickRef)
      .where(sql`click_ref is not null`),
  ],
);

/**
 * The words of product names and brands (lower case, no pure numbers), kept by triggers: added
 * with new names, dropped when no product's name or brand holds them any more (migration 0033). A
 * search word with a typo is matched against this small vocabulary by trigram similarity
 * ("samsng" → "samsung") and by one edit ("iphnoe" → "iphone", migration 0032), and the
 * corrected words go to the full-text index.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
  // Each word with one letter dropped, every way: two words one edit apart share one of them.
  index('search_words_deletions_idx').using('gin', sql`search_word_deletions(${t.word})`),
]);

/** Every price an offer has had: a row when it first appears and each time an import changes it. */
export const priceHistory = pgTable(
  'price_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 12, scale: 2 }),
    currency: text('currency').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('price_history_offer_idx').on(t.offerId, t.recordedAt.desc().nullsFirst())],
);

/**
 * A person's price alert on a product (decision 018): mail when the product's best price drops
 * below the price last seen, and, with a target, only once it is at or below the target.
 * `lastSeenPrice` moves with every check, so each drop mails once.
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null: any drop. */
    targetPrice: numeric('target_price', { precision: 12, scale: 2 }),
    lastSeenPrice: numeric('last_seen_price', { precision: 12, scale: 2 }),
    lastNotifiedAt: timestamp('last_notified_at', { withTimezone: true }),
    notificationCount: integer('notification_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('price_alerts_user_product_idx').on(t.userId, t.productId),
    index('price_alerts_product_idx').on(t.productId),
    check('price_alerts_target_positive', sql`${t.targetPrice} > 0`),
  ],
);

export const importRunStatus = pgEnum('import_run_status', [
  'idle',
  'processing',
  'completed',
  'error',
  'cancelled',
]);

/**
 * One import of a file or a feed (admin-side §2 Importazione Intelligente): what was asked, what the
 * job has done so far, how it ended. The rows themselves land in offers (and new products).
 */
export const importRuns = pgTable(
  'import_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** The file's name or the URL, as the admin gave it. */
    sourceName: text('source_name').notNull(),
    /** Where the file waits for the job (under the data folder). */
    filePath: text('file_path'),
    /** Column of the file for each field of an offer. */
    mapping: jsonb('mapping').notNull(),
    /** Shop of every row when the file has no merchant column. */
    merchantName: text('merchant_name'),
    /** The whole catalogue of its shops: offers it no longer lists go out of stock. */
    completeFeed: boolean('complete_feed').notNull().default(false),
    status: importRunStatus('status').notNull().default('idle'),
    jobId: uuid('job_id'),
    rowsRead: integer('rows_read').notNull().default(0),
    offersCreated: integer('offers_created').notNull().default(0),
    offersUpdated: integer('offers_updated').notNull().default(0),
    productsCreated: integer('products_created').notNull().default(0),
    matched: integer('matched').notNull().default(0),
    unmatched: integer('unmatched').notNull().default(0),
    markedOutOfStock: integer('marked_out_of_stock').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    errorMessage: text('error_message'),
    /** The mapping, shop and 'complete feed' came from the last run of the same source. */
    presetApplied: boolean('preset_applied').notNull().default(false),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('import_runs_created_idx').on(t.createdAt.desc().nullsFirst())],
);

/** A row an import could not take, with its number as a spreadsheet shows it (the header is row 1). */
export const importRunErrors = pgTable(
  'import_run_errors',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => importRuns.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    message: text('message').notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.row] })],
);

/**
 * The mapping an admin last used for a source (a file's name, a feed's address), offered again the
 * next time the same source is imported.
 */
export const importPresets = pgTable('import_presets', {
  source: text('source').primaryKey(),
  mapping: jsonb('mapping').notNull(),
  merchantName: text('merchant_name'),
  completeFeed: boolean('complete_feed').notNull().default(false),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A product's earlier address: /product/<slug> answers 301 to the current one, so a rename in the
 * curation wizard breaks no link or search result. A slug is either a product's or a redirect's.
 */
export const productSlugRedirects = pgTable(
  'product_slug_redirects',
  {
    slug: text('slug').primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('product_slug_redirects_product_idx').on(t.productId)],
);

/** The products an admin picked in step 1 of the curation wizard, kept until 'Completa Wizard'. */
export const curationSelections = pgTable(
  'curation_selections',
  {
    adminId: text('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.productId] })],
);

/** 'Nascondi': an unlinked offer an admin ruled out as a candidate for one product. */
export const curationHiddenOffers = pgTable(
  'curation_hidden_offers',
  {
    adminId: text('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.productId, t.offerId] })],
);

/**
 * The catalogue's facet counts without a search (decision 040): listed products counted by every
 * combination of the facets' values, one row per product cell (`merchantId` null) and one per shop
 * the product is sold by. Triggers on `products` only ever insert changes (+n / −n), so writers never
 * wait on one another; readers sum the rows of a cell; a job folds them once a minute.
 */
export const catalogFacetCells = pgTable(
  'catalog_facet_cells',
  {
    categoryId: uuid('category_id'),
    brandName: text('brand_name'),
    /** catalog_price_band(best_price): 0 none, 2k+1 strictly inside range k, 2k+2 at its upper end. */
    priceBand: smallint('price_band').notNull(),
    /** 4 for an average of 4 or more, 3 from 3, else 0. */
    ratingBand: smallint('rating_band').notNull(),
    available: boolean('available').notNull(),
    merchantId: uuid('merchant_id'),
    productCount: integer('product_count').notNull(),
    /** False for a change not yet folded into its cell. */
    folded: boolean('folded').notNull().default(false),
  },
  (t) => [
    index('catalog_facet_cells_unfolded_idx')
      .on(t.folded)
      .where(sql`not ${t.folded}`),
  ],
);
