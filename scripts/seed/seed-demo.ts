import path from 'node:path';
import { hashPassword } from 'better-auth/crypto';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle, Transaction } from '#app/lib/db.server.ts';
import { computeReviewSignals } from '#app/modules/integrity/review-signals.server.ts';
import { insertDemoAppeals } from './demo-appeals.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { slugify } from '#app/lib/slug.ts';
import { DEMO_ACCOUNTS } from '#app/modules/accounts/demo-accounts.ts';
import type { TierThresholds } from '#app/modules/points/points-rules.ts';
import { copyUploads, localUploadStorage, uploadStorage } from '#app/modules/media/upload-storage.server.ts';
import {
  accounts,
  activities,
  badges,
  categories,
  merchants,
  offers,
  priceHistory,
  productImages,
  products,
  pointsLedger,
  profiles,
  reviews,
  rewardRequests,
  rewards,
  seedRuns,
  userBadges,
  users,
  voucherCodes,
} from '#db/schema/index.ts';
import {
  demoCategories,
  DEMO_AWIN_PUBLISHER,
  demoAwinAdvertisers,
  demoDelivery,
  demoMerchants,
  demoProducts,
  type DemoProduct,
  type Gender,
  productTraits,
} from './demo-catalog.ts';
import {
  genericReview,
  personalDataSentence,
  type ProductPhrases,
  phrasesFor,
  promotionalSentence,
  rejectionCases,
  type RejectionShape,
  resolve,
  type ReviewText,
  shippingReview,
  toneOf,
  writeReview,
} from './demo-reviews.ts';
import {
  addMissingThumbs,
  type ImageJob,
  type ImageView,
  merchantLogoSvg,
  productSvg,
  writeImages,
} from './demo-images.ts';
import { insertCashbackHistory } from './demo-cashback.ts';
import { insertSurveyHistory } from './demo-surveys.ts';
import {
  type Activity,
  activityOf,
  demoMembers,
  insertReferralHistory,
  planCommunityExtras,
} from './demo-community.ts';
import { createRandom, type Random } from './random.ts';
import { planFarm, recordFarmTraces } from './demo-farm.ts';

export const DEMO_SEED = 'demo-v1';

const DAY = 86_400_000;
/** Points per approved review (DESIGN.md §3.3 default). */
const POINTS_PER_APPROVED_REVIEW = 5;

export type SeedSummary = {
  categories: number;
  products: number;
  offers: number;
  users: number;
  reviews: number;
  images: number;
};

/**
 * Loads the demo catalogue into an empty database, once: the same products, offers, users and
 * reviews on every machine. Everything goes in one transaction, so a crash leaves nothing half
 * done and the next start simply runs it again. A database that already has products (or got
 * the demo before) is left alone.
 */
export async function seedDemoData(
  handle: DatabaseHandle,
  options: { uploadsDir: string; now?: Date },
): Promise<SeedSummary | null> {
  return handle.withExclusiveLock(async () => {
    const { db } = handle;
    const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, DEMO_SEED));
    if (done) {
      // A demo loaded before its pictures had 480 px copies gets them (decision 039), once.
      if ((await addMissingThumbs(options.uploadsDir)) > 0 && uploadStorage().kind === 's3')
        await copyUploads(localUploadStorage(options.uploadsDir), uploadStorage(), { prefix: 'demo/' });
      await insertDemoAppeals(db);
      return null;
    }
    const [existing] = await db.select({ value: count() }).from(products);
    if ((existing?.value ?? 0) > 0) return null;

    const plan = planDemoData(options.now ?? new Date(), getConfig().tiers);
    // The pictures are drawn in libuv's threads while the rows are written (they took 5.6 of a
    // first start's 7.4 s of seeding, one after the other); the transaction waits for them before
    // it commits, so a drawing that fails leaves no demo behind, as before. With a bucket they are
    // drawn here as usual, then copied there (decision 021).
    const storage = uploadStorage();
    const drawing = writeImages(imageJobs(plan, options.uploadsDir)).then(async (drawn) => {
      if (storage.kind === 's3')
        await copyUploads(localUploadStorage(options.uploadsDir), storage, { prefix: 'demo/' });
      return drawn;
    });
    // Awaited in the transaction; this only keeps a failure before that from going unhandled.
    drawing.catch(() => undefined);
    let images = 0;
    const passwordHash = await hashPassword(DEMO_ACCOUNTS.user.password);
    await db.transaction(async (tx) => {
      await insertPlan(tx, plan);
      const adminId = await insertDemoAccounts(tx, plan, passwordHash);
      await insertRewardHistory(tx, plan, adminId);
      await insertSurveyHistory(tx, { now: plan.now, users: plan.users, wall: plan.community.wall });
      await insertCashbackHistory(tx, { now: plan.now, users: plan.users });
      await insertReferralHistory(tx, plan.community.referrals);
      await recordFarmTraces(tx, plan.farm);
      await insertAuditHistory(tx, adminId, plan.now);
      await insertDecisionStatements(tx, adminId);
      images = await drawing;
      await tx.insert(seedRuns).values({ name: DEMO_SEED });
    });
    // The farm's integrity signals, oldest first (each copy then finds the ones before it, and they
    // it): its pending copies held. Only the farm's: the honest demo texts are assembled from shared
    // sentence pools, and whole shared sentences pass the near-duplicate threshold (decision 030,
    // 'Demo data'). Then statistics: PGlite never analyses by itself, and moderation's plans need them.
    for (const review of [...plan.farm.reviews].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()))
      await computeReviewSignals(review.id, { database: db });
    await insertDemoAppeals(db);
    await db.execute(sql`analyze`);
    return {
      categories: plan.categories.length,
      products: plan.products.length,
      offers: plan.offers.length,
      users: plan.users.length + plan.farm.users.length,
      reviews: plan.reviews.length + plan.farm.reviews.length,
      images,
    };
  });
}

type Plan = ReturnType<typeof planDemoData>;
type MerchantPlan = {
  id: string;
  name: string;
  slug: string;
  websiteUrl: string;
  isMarketplace: boolean;
  logoUrl: string;
  color: string;
};
type OfferRow = typeof offers.$inferInsert;
type ReviewRow = typeof reviews.$inferInsert & {
  id: string;
  userId: string;
  status: string;
  createdAt: Date;
};
type PlannedProduct = DemoProduct & {
  slug: string;
  asin: string;
  status: 'approved' | 'pending' | 'inactive';
  createdAt: Date;
  extraViews: boolean;
};

/**
 * Pure: decides every row from the fixed seed; `now` only anchors the dates, the tier thresholds
 * (configuration) how far the busiest members' invites and surveys take them.
 */
export function planDemoData(now: Date, tiers: TierThresholds) {
  const random = createRandom(20_26);
  const ago = (days: number) => new Date(now.getTime() - days * DAY - random.int(0, DAY - 1));

  const categoryRows = demoCategories.map((category) => ({
    id: uuidFrom(random),
    name: category.name,
    slug: category.slug,
    description: category.description,
  }));
  const categoryId = new Map(categoryRows.map((row) => [row.slug, row.id]));

  const merchantRows: MerchantPlan[] = demoMerchants.map((merchant) => ({
    id: uuidFrom(random),
    name: merchant.name,
    slug: merchant.slug,
    websiteUrl: merchant.website,
    isMarketplace: merchant.isMarketplace,
    logoUrl: `/uploads/demo/merchants/${merchant.slug}.svg`,
    color: merchant.color,
  }));

  const planned: PlannedProduct[] = demoProducts.map((product, index) => ({
    ...product,
    slug: slugify(product.name),
    asin: `B0${random
      .id(8)
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, 'X')}`,
    // A few products wait for curation or were withdrawn, like in a real catalogue.
    status: index % 29 === 7 ? 'pending' : index % 41 === 13 ? 'inactive' : 'approved',
    // About one in twelve arrived in the last 30 days (the catalogue marks them 'Nuovo').
    createdAt: index % 12 === 5 ? ago(random.int(1, 25)) : ago(random.int(40, 720)),
    extraViews: index % 3 === 0,
  }));

  const productRows = planned.map((product) => ({
    id: uuidFrom(random),
    name: product.name,
    slug: product.slug,
    brandName: product.brand,
    description: product.description,
    imageUrl: `/uploads/demo/products/${product.slug}.webp`,
    categoryId: categoryId.get(product.category) ?? null,
    ean: product.ean ?? null,
    asin: product.asin,
    status: product.status,
    createdAt: product.createdAt,
    updatedAt: product.createdAt,
  }));

  const productImageRows = planned.flatMap((product, index) =>
    product.extraViews
      ? (['side', 'detail'] as const).map((view, position) => ({
          productId: productRows[index]!.id,
          imageUrl: `/uploads/demo/products/${product.slug}-${view}.webp`,
          position,
          createdAt: product.createdAt,
        }))
      : [],
  );

  const offerRows = planned.flatMap((product, index) =>
    planOffers(random, product, productRows[index]!.id, merchantRows, now),
  );

  const members = demoMembers();
  const activityRandom = createRandom(28_28);
  const activity: Activity[] = members.map((_, index) => activityOf(index, activityRandom));
  const userRows = members.map((user, index) => ({
    id: random.id(32),
    name: `${user.firstName} ${user.lastName}`,
    email: user.email,
    emailVerified: true,
    // The busiest members joined early; the drawn ones over the last year and a half.
    createdAt: ago(
      activity[index]!.reviews >= 30 ? random.int(400, 700) + index : random.int(index < 20 ? 60 : 3, 560),
    ),
  }));

  const reviewRows = planReviews(
    random,
    planned,
    productRows,
    userRows.map((row, index) => ({
      ...row,
      gender: members[index]!.gender,
      reviews: activity[index]!.reviews,
    })),
    now,
  );
  const approvedByUser = new Map<string, number>();
  for (const review of reviewRows) {
    if (review.status === 'pubblicata' && review.userId) {
      approvedByUser.set(review.userId, (approvedByUser.get(review.userId) ?? 0) + 1);
    }
  }
  const profileRows = members.map((user, index) => ({
    userId: userRows[index]!.id,
    firstName: user.firstName,
    lastName: user.lastName,
    points: (approvedByUser.get(userRows[index]!.id) ?? 0) * POINTS_PER_APPROVED_REVIEW,
    lifetimePoints: (approvedByUser.get(userRows[index]!.id) ?? 0) * POINTS_PER_APPROVED_REVIEW,
    createdAt: userRows[index]!.createdAt,
  }));

  const community = planCommunityExtras({
    now,
    members: userRows.map((row, index) => ({
      id: row.id,
      firstName: members[index]!.firstName,
      createdAt: row.createdAt,
      activity: activity[index]!,
    })),
    reviewPoints: new Map(
      [...approvedByUser].map(([userId, approved]) => [userId, approved * POINTS_PER_APPROVED_REVIEW]),
    ),
    tiers,
  });

  // The farm draws from its own generator: the honest community stays as it was.
  const farmRandom = createRandom(29_29);
  const farmPlan = planFarm({
    now,
    products: productRows,
    newUserId: () => farmRandom.id(32),
    newReviewId: () => uuidFrom(farmRandom),
  });
  const farm = {
    ...farmPlan,
    profiles: farmPlan.profiles.map((profile) => {
      const approved = farmPlan.reviews.filter(
        (review) => review.userId === profile.userId && review.status === 'pubblicata',
      ).length;
      const points = approved * POINTS_PER_APPROVED_REVIEW;
      return { ...profile, points, lifetimePoints: points };
    }),
  };

  return {
    now,
    categories: categoryRows,
    merchants: merchantRows,
    planned,
    products: productRows,
    productImages: productImageRows,
    offers: offerRows,
    users: userRows,
    profiles: profileRows,
    reviews: reviewRows,
    activity,
    community,
    farm,
  };
}

/** Where a click on a demo offer lands: the shop's own search for the product, a real page. */
function shopSearchUrl(merchant: { slug: string; websiteUrl: string }, query: string): string {
  const q = encodeURIComponent(query);
  if (merchant.slug === 'amazon-it') return `https://www.amazon.it/s?k=${q}`;
  const shop = `${merchant.websiteUrl.replace(/\/+$/, '')}/search?q=${q}`;
  // Awin's deep link to the shop's page (cashback runs through it, decision 020).
  const advertiser = demoAwinAdvertisers[merchant.slug];
  return advertiser
    ? `https://www.awin1.com/cread.php?awinmid=${advertiser}&awinaffid=${DEMO_AWIN_PUBLISHER}&ued=${encodeURIComponent(shop)}`
    : shop;
}

function planOffers(
  random: Random,
  product: PlannedProduct,
  productId: string,
  merchantRows: MerchantPlan[],
  now: Date,
): OfferRow[] {
  const howMany = random.weighted({ 0: 6, 1: 12, 2: 20, 3: 24, 4: 18, 5: 12, 6: 8 });
  const sellers = random.sample(merchantRows, Number(howMany));
  const variants: (string | undefined)[] = product.variants?.length ? product.variants : [undefined];
  return sellers.flatMap((merchant) => {
    // Larger shops list every variant, smaller ones only some.
    const listed = variants.filter((_, i) => i === 0 || random.chance(0.6));
    return listed.map((variant, variantIndex) => {
      const step = 1 + variants.indexOf(variant) * 0.14;
      const spread = 0.9 + random.next() * 0.2;
      const hasPrice = random.chance(0.96);
      const inStock = random.chance(0.87);
      const query = variant ? `${product.name} ${variant}` : product.name;
      const price = hasPrice ? Math.round(product.price * step * spread * 100) / 100 : null;
      const delivery = demoDelivery[merchant.slug];
      return {
        productId,
        merchantId: merchant.id,
        source: merchant.isMarketplace ? 'amazon' : 'feed',
        externalId: `${merchant.slug}-${product.slug}-${variantIndex}`,
        asin: merchant.isMarketplace ? product.asin : null,
        name: query,
        brandName: product.brand,
        price: price === null ? null : price.toFixed(2),
        deliveryCost:
          price === null || !delivery ? null : (price >= delivery.freeFrom ? 0 : delivery.fee).toFixed(2),
        currency: 'EUR',
        affiliateUrl: shopSearchUrl(merchant, query),
        availability: inStock ? 'Disponibile' : 'Non disponibile',
        inStock,
        isForSale: random.chance(0.95),
        isApproved: true,
        lastSeen: new Date(now.getTime() - random.int(0, 3) * DAY),
        isVariant: variant !== undefined,
        variantName: variant ?? null,
        variantInfo: variant ?? null,
        imageUrl: `/uploads/demo/products/${product.slug}.webp`,
        merchantImageUrl: merchant.logoUrl,
      };
    });
  });
}

type Author = { id: string; createdAt: Date; email: string; gender: Gender; reviews: number };

function planReviews(
  random: Random,
  planned: PlannedProduct[],
  productRows: { id: string }[],
  authors: Author[],
  now: Date,
): ReviewRow[] {
  const rows: ReviewRow[] = [];
  const reviewable = planned
    .map((product, index) => ({ product, id: productRows[index]!.id }))
    .filter(({ product }) => product.status !== 'pending');
  // Per product: the phrases that fit it, and what its reviews said so far (no page repeats itself).
  const pages = new Map<string, { phrases: ProductPhrases; used: Set<string> }>();
  const pageOf = (product: PlannedProduct, id: string) => {
    let page = pages.get(id);
    if (!page) {
      page = { phrases: phrasesFor(product.kind, productTraits(product)), used: new Set() };
      pages.set(id, page);
    }
    return page;
  };
  // Published texts an author could copy (a rejection reason): by product, tone and gender.
  const copyable = new Map<string, string>();
  for (const user of authors) {
    for (const { product, id } of random.sample(reviewable, user.reviews)) {
      let rating = Number(random.weighted({ 5: 34, 4: 36, 3: 15, 2: 8, 1: 7 }));
      const status = random.weighted({ pubblicata: 86, in_revisione: 9, rifiutata: 5 });
      const rejection = status === 'rifiutata' ? random.pick(rejectionCases) : null;
      // A review about the courier is an unhappy one, a vague one a happy one.
      if (rejection?.shape === 'shipping' && rating > 2) rating = random.int(1, 2);
      if (rejection?.shape === 'generic' && rating < 4) rating = random.int(4, 5);
      const tone = toneOf(rating);
      const page = pageOf(product, id);
      const say = (text: string) => resolve(text, user.gender, page.phrases.noun);
      let text: ReviewText;
      if (rejection?.shape === 'shipping' || rejection?.shape === 'generic') {
        const canned = rejection.shape === 'shipping' ? shippingReview : genericReview;
        text = {
          title: random.pick(canned.titles),
          pros: random.pick(canned.pros),
          cons: random.pick(canned.cons),
          comment: random.pick(canned.comments),
        };
      } else {
        const withComment = rejection !== null || random.chance(0.8);
        text = writeReview(random, {
          phrases: page.phrases,
          tone,
          gender: user.gender,
          used: page.used,
          withComment,
        });
        const key = `${id}:${tone}:${user.gender}`;
        const copied = rejection?.shape === 'copy' ? copyable.get(key) : undefined;
        if (copied) text.comment = copied;
        else if (text.comment && status === 'pubblicata') copyable.set(key, text.comment);
        const extra =
          rejection?.shape === 'link'
            ? say(promotionalSentence)
            : rejection?.shape === 'personal'
              ? personalDataSentence(user.email)
              : null;
        if (extra) text.comment = text.comment ? `${text.comment} ${extra}` : extra;
      }
      const earliest = Math.max(product.createdAt.getTime(), user.createdAt.getTime());
      const createdAt = new Date(earliest + random.next() * (now.getTime() - earliest));
      const moderatedAt =
        status === 'in_revisione'
          ? null
          : new Date(Math.min(now.getTime(), createdAt.getTime() + random.int(1, 72) * 3_600_000));
      rows.push({
        id: uuidFrom(random),
        productId: id,
        userId: user.id,
        rating,
        ...text,
        wouldRecommend: rating >= 3,
        purchased: random.chance(0.85),
        status,
        rejectionReason: rejection?.reason ?? null,
        moderatedAt,
        createdAt,
        updatedAt: moderatedAt ?? createdAt,
      });
    }
  }
  return rows;
}

/** A demo product's picture: its kind's drawing, with what its description says it has. */
export function demoProductSvg(product: DemoProduct, view: ImageView): string {
  return productSvg({
    name: product.name,
    brand: product.brand,
    kind: product.kind,
    traits: productTraits(product),
    variants: product.variants,
    view,
  });
}

function imageJobs(plan: Plan, uploadsDir: string): ImageJob[] {
  const dir = path.join(uploadsDir, 'demo');
  const productJobs = plan.planned.flatMap((product) =>
    (product.extraViews ? (['front', 'side', 'detail'] as const) : (['front'] as const)).map((view) => ({
      file: path.join(
        dir,
        'products',
        view === 'front' ? `${product.slug}.webp` : `${product.slug}-${view}.webp`,
      ),
      svg: demoProductSvg(product, view),
      format: 'webp' as const,
    })),
  );
  const merchantJobs = plan.merchants.map((merchant) => ({
    file: path.join(dir, 'merchants', `${merchant.slug}.svg`),
    svg: merchantLogoSvg(merchant.name, merchant.color),
    format: 'svg' as const,
  }));
  return [...productJobs, ...merchantJobs];
}

async function insertPlan(tx: Transaction, plan: Plan) {
  await tx.insert(categories).values(plan.categories);
  await tx.insert(merchants).values(plan.merchants.map(({ color: _color, ...row }) => row));
  await tx.insert(products).values(plan.products);
  if (plan.productImages.length) await tx.insert(productImages).values(plan.productImages);
  for (const batch of chunks(plan.offers, 500)) await tx.insert(offers).values(batch);
  await insertPriceHistory(tx);
  await tx.insert(users).values([...plan.users, ...plan.farm.users]);
  await tx.insert(profiles).values([...plan.profiles, ...plan.farm.profiles]);
  for (const batch of chunks([...plan.reviews, ...plan.farm.reviews], 500))
    await tx.insert(reviews).values(batch);
  await insertReviewHistory(tx, plan);
}

/**
 * Four months of prices for every priced offer, as imports would have recorded them: three earlier
 * prices around today's (some higher, some lower), then today's set 2 to 17 days ago; so some offers
 * show a reduction with the lowest price of the 30 days before it, and every product a price line.
 * Derived from the offer's shop code, so every seed draws the same history.
 */
async function insertPriceHistory(tx: Transaction) {
  await tx.execute(sql`
    insert into ${priceHistory} (offer_id, price, currency, recorded_at)
    select o.id, round(o.price * f.factor, 2), o.currency, now() - make_interval(days => f.days)
    from ${offers} o
    cross join lateral (values
      (118, 1.02 + (hashtext(o.external_id || '1') & 7) / 100.0),
      (74, 1.05 - (hashtext(o.external_id || '2') & 7) / 100.0),
      (33, 0.97 + (hashtext(o.external_id || '3') & 7) / 100.0),
      (2 + (hashtext(o.external_id) & 15), 1.0)
    ) as f(days, factor)
    where o.price is not null`);
}

/**
 * What the reviews did to their authors, as the app would have recorded it: a ledger award per
 * approved review (so balances equal the sum of the ledger), the activity lines, the badges.
 */
async function insertReviewHistory(tx: Transaction, plan: Plan) {
  const productName = new Map(plan.products.map((product) => [product.id, product.name]));
  const written = [...plan.reviews, ...plan.farm.reviews];
  const approved = written.filter((review) => review.status === 'pubblicata');
  for (const batch of chunks(approved, 500)) {
    await tx.insert(pointsLedger).values(
      batch.map((review) => ({
        userId: review.userId,
        delta: POINTS_PER_APPROVED_REVIEW,
        kind: 'review_approved',
        referenceType: 'review',
        referenceId: review.id,
        idempotencyKey: `review-approved:${review.id}`,
        createdAt: review.moderatedAt ?? review.createdAt,
      })),
    );
  }
  const lines = written.flatMap((review) => {
    const name = productName.get(review.productId) ?? 'un prodotto';
    const submitted = {
      userId: review.userId,
      type: 'review',
      text: `Hai inviato la recensione di ${name}: è in revisione`,
      pointsEarned: 0,
      createdAt: review.createdAt,
    };
    if (review.status === 'pubblicata') {
      return [
        submitted,
        {
          ...submitted,
          text: `La tua recensione di ${name} è stata approvata`,
          pointsEarned: POINTS_PER_APPROVED_REVIEW,
          createdAt: review.moderatedAt ?? review.createdAt,
        },
      ];
    }
    if (review.status === 'rifiutata') {
      return [
        submitted,
        {
          ...submitted,
          text: `La tua recensione di ${name} non è stata pubblicata. Motivo: ${review.rejectionReason}`,
          createdAt: review.moderatedAt ?? review.createdAt,
        },
      ];
    }
    return [submitted];
  });
  for (const batch of chunks(lines, 500)) await tx.insert(activities).values(batch);
  // Badges whose threshold the demo reviewers have reached (the badges come from a migration).
  await tx.execute(sql`
    insert into ${userBadges} (user_id, badge_id, assigned_at)
    select p.user_id, b.id, now() from ${profiles} p join ${badges} b on b.threshold_points <= p.lifetime_points
    on conflict do nothing`);
}

/** Credential logins for the demo user and a demo admin (same password, printed at start). */
async function insertDemoAccounts(tx: Transaction, plan: Plan, passwordHash: string) {
  const user = plan.users.find((row) => row.email === DEMO_ACCOUNTS.user.email);
  if (!user) throw new Error(`The demo user ${DEMO_ACCOUNTS.user.email} is not among the demo users`);
  const adminId = 'demo-admin-0000000000000000000000';
  const { admin } = DEMO_ACCOUNTS;
  await tx.insert(users).values({
    id: adminId,
    name: `${admin.firstName} ${admin.lastName}`,
    email: admin.email,
    emailVerified: true,
    role: 'admin',
  });
  await tx.insert(profiles).values({ userId: adminId, firstName: admin.firstName, lastName: admin.lastName });
  await tx.insert(accounts).values(
    [user.id, adminId].map((userId) => ({
      id: `credential-${userId}`.slice(0, 64),
      userId,
      accountId: userId,
      providerId: 'credential',
      password: passwordHash,
    })),
  );
  return adminId;
}

const DEMO_REWARD_STATUSES = ['approved', 'pending', 'rejected', 'approved'] as const;

/**
 * A few vouchers already redeemed by the busier reviewers (approved, pending, rejected and
 * refunded), written as the app would have: a ledger debit per request, a refund per rejection,
 * the activity lines, balances to match; plus a small pool of codes for the admin to hand out.
 */
async function insertRewardHistory(tx: Transaction, plan: Plan, adminId: string) {
  const catalogue = await tx
    .select()
    .from(rewards)
    .where(eq(rewards.active, true))
    .orderBy(asc(rewards.costPoints));
  const [small, medium] = catalogue;
  if (!small || !medium) return;
  const at = (daysAgo: number) => new Date(plan.now.getTime() - daysAgo * DAY);
  const spenders = plan.profiles.filter((profile) => profile.points >= 2 * small.costPoints);
  for (const [index, profile] of spenders.entries()) {
    const status = DEMO_REWARD_STATUSES[index % DEMO_REWARD_STATUSES.length]!;
    const reward = index % 5 === 4 && profile.points >= 2 * medium.costPoints ? medium : small;
    const createdAt = at(4 + index * 3);
    const processedAt = status === 'pending' ? null : new Date(createdAt.getTime() + DAY);
    const code = `PRV-DEMO-${String(index + 1).padStart(4, '0')}`;
    const reason = 'Account in verifica: riprova tra qualche giorno.';
    const [request] = await tx
      .insert(rewardRequests)
      .values({
        userId: profile.userId,
        rewardId: reward.id,
        rewardType: reward.name,
        pointsCost: reward.costPoints,
        status,
        voucherCode: status === 'approved' ? code : null,
        rejectionReason: status === 'rejected' ? reason : null,
        idempotencyKey: `${profile.userId}:demo-${index}`,
        processedAt,
        processedBy: processedAt ? adminId : null,
        createdAt,
      })
      .returning({ id: rewardRequests.id });
    const reference = { referenceType: 'reward_request', referenceId: request!.id };
    await tx.insert(pointsLedger).values([
      {
        userId: profile.userId,
        delta: -reward.costPoints,
        kind: 'reward_redeemed',
        idempotencyKey: `redeem:${profile.userId}:demo-${index}`,
        actorId: profile.userId,
        createdAt,
        ...reference,
      },
      ...(status === 'rejected'
        ? [
            {
              userId: profile.userId,
              delta: reward.costPoints,
              kind: 'reward_refunded',
              idempotencyKey: `reward-refund:${request!.id}`,
              actorId: adminId,
              reason,
              createdAt: processedAt!,
              ...reference,
            },
          ]
        : []),
    ]);
    const line = { userId: profile.userId, type: 'reward' };
    await tx.insert(activities).values([
      {
        ...line,
        text: `Hai richiesto un ${reward.name}: è in attesa di approvazione`,
        pointsEarned: -reward.costPoints,
        createdAt,
      },
      ...(status === 'approved'
        ? [
            {
              ...line,
              text: `Il tuo ${reward.name} è stato approvato`,
              pointsEarned: 0,
              createdAt: processedAt!,
            },
          ]
        : []),
      ...(status === 'rejected'
        ? [
            {
              ...line,
              text: `La richiesta di ${reward.name} è stata rifiutata. Motivo: ${reason} Ti abbiamo restituito ${reward.costPoints} punti.`,
              pointsEarned: reward.costPoints,
              createdAt: processedAt!,
            },
          ]
        : []),
    ]);
    if (status !== 'rejected') {
      await tx
        .update(profiles)
        .set({ points: sql`${profiles.points} - ${reward.costPoints}` })
        .where(eq(profiles.userId, profile.userId));
    }
  }
  await tx.insert(voucherCodes).values(
    [small, small, small, small, small, small, medium, medium, medium].map((reward, index) => ({
      rewardId: reward.id,
      code: `PRV-POOL-${reward.costPoints}-${String(index + 1).padStart(3, '0')}`,
    })),
  );
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** A v4-shaped UUID from the seeded generator, so ids are stable across runs too. */
function uuidFrom(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = ((random.int(0, 15) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/**
 * The back office's record of the decisions the demo already holds ('Registro attività', issue 33
 * §5), as the services would have written it: each published or rejected review decided by the
 * demo admin a few hours after it was sent, each processed voucher request and decided cashback
 * claim at its own time. Written from the rows themselves, so the record and the data agree.
 */
async function insertAuditHistory(tx: Transaction, adminId: string, now: Date) {
  // The demo admin decided the demo's reviews: the reviews and their awards name them, as the
  // services do (a person's 'Movimenti punti' in the back office says who approved).
  await tx.execute(sql`
    update reviews set moderated_by = ${adminId}
    where status in ('pubblicata', 'rifiutata') and moderated_by is null`);
  await tx.execute(sql`
    update points_ledger set actor_id = ${adminId}
    where kind = 'review_approved' and actor_id is null`);
  await tx.execute(sql`
    insert into audit_log (actor_id, action, entity_type, entity_id, before, after, created_at)
    select ${adminId}, case when r.status = 'pubblicata' then 'review.approve' else 'review.reject' end,
           'review', r.id::text, json_build_object('status', 'in_revisione')::text,
           case when r.status = 'pubblicata' then json_build_object('status', 'pubblicata')
                else json_build_object('status', 'rifiutata', 'reason', r.rejection_reason) end::text,
           r.created_at + least((2 + abs(hashtext(r.id::text)) % 40) * interval '1 hour',
                                (${now}::timestamptz - r.created_at) / 2)
    from reviews r where r.status in ('pubblicata', 'rifiutata')`);
  await tx.execute(sql`
    insert into audit_log (actor_id, action, entity_type, entity_id, before, after, created_at)
    select ${adminId}, case when q.status = 'rejected' then 'reward.reject' else 'reward.approve' end,
           'reward_request', q.id::text, json_build_object('status', 'pending')::text,
           case when q.status = 'rejected' then json_build_object('status', 'rejected', 'reason', q.rejection_reason)
                else json_build_object('status', 'approved', 'fromPool', false) end::text,
           q.processed_at
    from reward_requests q where q.processed_at is not null and q.processed_by = ${adminId}`);
  await tx.execute(sql`
    insert into audit_log (actor_id, action, entity_type, entity_id, before, after, created_at)
    select coalesce(c.decided_by, ${adminId}),
           case when c.status = 'approved' then 'cashback_claim.approve' else 'cashback_claim.reject' end,
           'cashback_claim', c.id::text, json_build_object('status', 'pending')::text,
           json_build_object('status', c.status, 'reason', c.reason)::text, c.decided_at
    from cashback_claims c where c.decided_at is not null and c.status in ('approved', 'rejected')`);
}

/** The rule of the terms each demo rejection applies, by its reason. */
const REJECTION_RULES: Record<RejectionShape, string> = {
  shipping: 'review-on-topic',
  link: 'review-on-topic',
  copy: 'review-own-words',
  generic: 'review-real-experience',
  personal: 'review-on-topic',
};

/**
 * The statements of reasons of the demo's refusals (issue 33 §2), as the services would have
 * written them with each decision (at the time the audit rows above give it): every rejected
 * review with the rule its reason applies, every refused voucher request and cashback claim.
 */
async function insertDecisionStatements(tx: Transaction, adminId: string) {
  const rules = rejectionCases.map((entry) => sql`(${entry.reason}, ${REJECTION_RULES[entry.shape]})`);
  await tx.execute(sql`
    insert into decision_statements
      (user_id, kind, subject_type, subject_id, rule_code, facts, details, automation, decided_by,
       created_at, contest_until)
    select r.user_id, 'review_rejected', 'review', r.id::text, rule.code,
           'La tua recensione di ' || p.name || ' non è stata pubblicata.', r.rejection_reason,
           case when r.risk_held then 'assisted' else 'manual' end::decision_automation, a.actor_id,
           a.created_at, a.created_at + interval '6 months'
    from reviews r
    join products p on p.id = r.product_id
    join (values ${sql.join(rules, sql`, `)}) as rule(reason, code) on rule.reason = r.rejection_reason
    join audit_log a on a.entity_type = 'review' and a.entity_id = r.id::text and a.action = 'review.reject'
    where r.status = 'rifiutata' and r.user_id is not null`);
  await tx.execute(sql`
    insert into decision_statements
      (user_id, kind, subject_type, subject_id, rule_code, facts, details, automation, decided_by,
       created_at, contest_until)
    select q.user_id, 'reward_refused', 'reward_request', q.id::text, 'account-true-data',
           'La tua richiesta di ' || q.reward_type || ' non è stata approvata: ti abbiamo restituito '
             || q.points_cost || ' punti.',
           q.rejection_reason, 'manual', ${adminId}, q.processed_at, q.processed_at + interval '6 months'
    from reward_requests q where q.status = 'rejected' and q.processed_at is not null`);
  await tx.execute(sql`
    insert into decision_statements
      (user_id, kind, subject_type, subject_id, rule_code, facts, details, automation, decided_by,
       created_at, contest_until)
    select c.user_id, 'cashback_claim_refused', 'cashback_claim', c.id::text, 'cashback-eligible',
           'La tua segnalazione dell’ordine ' || c.order_ref || ' su ' || c.merchant_name || ' non è stata accolta.',
           c.reason, 'manual', coalesce(c.decided_by, ${adminId}), c.decided_at,
           c.decided_at + interval '6 months'
    from cashback_claims c
    where c.status = 'rejected' and c.decided_at is not null`);
}
