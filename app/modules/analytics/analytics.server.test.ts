import { beforeAll, describe, expect, test } from 'vitest';
import { AppError } from '#app/lib/app-error.ts';
import { sql } from 'drizzle-orm';
import { captureQueries, queryRows } from '#app/lib/db.server.ts';
import { statsProductClicksMonthly } from '#db/schema/index.ts';
import {
  createMerchant,
  createOffer,
  createOfferClicks,
  createOfferClickVolume,
  createProduct,
  createReview,
  createUser,
} from '#tests/support/factories.ts';
import { grantPoints } from '#tests/support/ledger.ts';
import type { AnalyticsPeriod, AnalyticsView } from './analytics-query.ts';
import { getAnalytics } from './analytics.server.ts';
import { clearStatsCache } from './stats-cache.server.ts';

let admin: { id: string; isAdmin: true };

beforeAll(async () => {
  admin = { id: (await createUser({ role: 'admin' })).id, isAdmin: true };
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Middle of the Rome month `back` months before the current one (never near a month's edge). */
function midMonth(back: number): Date {
  const [year, month] = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome' })
    .format(new Date())
    .split('-')
    .map(Number);
  return new Date(Date.UTC(year!, month! - 1 - back, 15, 12));
}

const view = async <View extends AnalyticsView>(name: View, months: AnalyticsPeriod = 3) =>
  (await getAnalytics(admin, { view: name, months }, { fresh: true })).value;

/** A published (or other) review moderated `hours` after it was submitted. */
async function moderatedReview(
  hours: number,
  options: { at?: Date; status?: 'pubblicata' | 'rifiutata' } = {},
) {
  const moderatedAt = options.at ?? new Date(Date.now() - 60_000);
  const [author, product] = await Promise.all([createUser(), createProduct()]);
  return createReview(product.id, author.id, {
    status: options.status ?? 'pubblicata',
    createdAt: new Date(moderatedAt.getTime() - hours * HOUR),
    moderatedAt,
  });
}

describe('analytics', () => {
  test('is for admins only', async () => {
    for (const name of ['overview', 'users', 'reviews', 'performance'] as const) {
      const refusal = await getAnalytics({ id: 'x', isAdmin: false }, { view: name, months: 6 }).catch(
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(AppError);
      expect((refusal as AppError).status).toBe(403);
    }
  });

  // First in the file: no other test here writes a moderation time.
  test('approval time: mean and median in hours with one decimal, over the period', async () => {
    expect((await view('performance')).approvalTime).toEqual({
      approved: 0,
      meanHours: null,
      medianHours: null,
    });

    for (const hours of [1, 2, 3.5, 10]) await moderatedReview(hours);
    // A rejection is not an approval; an approval 4 months ago is outside 3 months.
    await moderatedReview(50, { status: 'rifiutata' });
    await moderatedReview(20, { at: midMonth(4) });

    // (1 + 2 + 3.5 + 10) / 4 = 4.125; the middle two are 2 and 3.5.
    expect((await view('performance')).approvalTime).toEqual({
      approved: 4,
      meanHours: 4.1,
      medianHours: 2.8,
    });
    // Six months also hold the 20 hours: mean 36.5 / 5 = 7.3, median the third of five, 3.5.
    expect((await view('performance', 6)).approvalTime).toEqual({
      approved: 5,
      meanHours: 7.3,
      medianHours: 3.5,
    });
  });

  test('points buckets: 0-100, 101-500, 501-1000, 1001-5000, 5000+ by current balance', async () => {
    const before = (await view('users')).pointsBuckets;
    expect(before.map((entry) => entry.bucket)).toEqual([
      '0-100',
      '101-500',
      '501-1000',
      '1001-5000',
      '5000+',
    ]);
    for (const points of [0, 100, 101, 500, 501, 1000, 1001, 5000, 5001, 80_000]) {
      const user = await createUser();
      if (points > 0) await grantPoints(user.id, points);
    }
    const after = (await view('users')).pointsBuckets;
    expect(after.map((entry, index) => entry.users - before[index]!.users)).toEqual([2, 2, 2, 2, 2]);
  });

  test('reviews by month and status, months with none as 0, and the rating distribution', async () => {
    const before = await view('reviews');
    expect(before.monthly).toHaveLength(3);
    expect(before.ratingDistribution.map((entry) => entry.rating)).toEqual([1, 2, 3, 4, 5]);

    const author = await createUser();
    const write = async (fields: Parameters<typeof createReview>[2]) =>
      createReview((await createProduct()).id, author.id, fields);
    await write({ status: 'pubblicata', rating: 5, createdAt: midMonth(0) });
    await write({ status: 'pubblicata', rating: 5, createdAt: midMonth(2) });
    await write({ status: 'pubblicata', rating: 2, createdAt: midMonth(2) });
    await write({ status: 'rifiutata', rating: 1, createdAt: midMonth(2) });
    await write({ status: 'in_revisione', rating: 4, createdAt: midMonth(2) });
    // Outside three months.
    await write({ status: 'pubblicata', rating: 3, createdAt: midMonth(3) });

    const after = await view('reviews');
    const added = after.monthly.map((entry, index) => {
      const was = before.monthly[index]!;
      return [
        entry.submitted - was.submitted,
        entry.published - was.published,
        entry.rejected - was.rejected,
        entry.inReview - was.inReview,
      ];
    });
    // Oldest first: two months ago, last month (nothing), this month.
    expect(added).toEqual([
      [4, 2, 1, 1],
      [0, 0, 0, 0],
      [1, 1, 0, 0],
    ]);
    expect(after.monthly.map((entry) => entry.month)).toEqual(
      [2, 1, 0].map((back) => midMonth(back).toISOString().slice(0, 7)),
    );
    expect(
      after.ratingDistribution.map(
        (entry, index) => entry.reviews - before.ratingDistribution[index]!.reviews,
      ),
    ).toEqual([0, 1, 0, 0, 2]);

    const sixMonths = await view('reviews', 6);
    expect(sixMonths.monthly).toHaveLength(6);
    expect(sixMonths.monthly[2]!.published).toBeGreaterThanOrEqual(1);
  });

  test('registrations and active reviewers per month', async () => {
    const before = await view('users');
    const [early, steady] = await Promise.all([
      createUser({ createdAt: midMonth(1) }),
      createUser({ createdAt: midMonth(2) }),
    ]);
    const product = async () => (await createProduct()).id;
    // Two reviews by one person in a month make one active reviewer.
    await createReview(await product(), early.id, { createdAt: midMonth(1) });
    await createReview(await product(), early.id, { createdAt: midMonth(1), status: 'in_revisione' });
    await createReview(await product(), steady.id, { createdAt: midMonth(1), status: 'rifiutata' });
    await createReview(await product(), steady.id, { createdAt: midMonth(0) });

    const after = await view('users');
    expect(
      after.monthly.map((entry, index) => [
        entry.registrations - before.monthly[index]!.registrations,
        entry.activeReviewers - before.monthly[index]!.activeReviewers,
      ]),
    ).toEqual([
      [1, 0],
      [1, 2],
      [0, 1],
    ]);
    expect(after.monthly.at(-1)!.label).toMatch(/^(gen|feb|mar|apr|mag|giu|lug|ago|set|ott|nov|dic) \d{4}$/);
  });

  test('top reviewers by points ever earned, top products by published reviews', async () => {
    const star = await createUser({ firstName: 'Giulia', lastName: 'Bianchi' });
    await grantPoints(star.id, 900_000);
    const product = await createProduct({ name: 'Fairphone 5' });
    const ratings = [5, 4, 4, 3, 5, 5, 4, 2, 5, 4, 5, 5];
    for (const [index, rating] of ratings.entries()) {
      const author = index === 0 ? star : await createUser();
      await createReview(product.id, author.id, { rating });
    }
    await createReview(product.id, (await createUser()).id, { status: 'in_revisione' });

    const users = await view('users');
    expect(users.topReviewers.length).toBeLessThanOrEqual(10);
    expect(users.topReviewers[0]).toEqual({
      userId: star.id,
      name: 'Giulia Bianchi',
      blocked: false,
      points: 900_000,
      lifetimePoints: 900_000,
      publishedReviews: 1,
    });
    const reviews = await view('reviews');
    expect(reviews.topProducts[0]).toEqual({
      productId: product.id,
      name: 'Fairphone 5',
      slug: product.slug,
      publishedReviews: 12,
      averageRating: 4.25,
    });
  });

  test('moderation backlog by waiting time', async () => {
    const before = (await view('performance')).backlog;
    const author = await createUser();
    const waitingSince = async (ms: number) =>
      createReview((await createProduct()).id, author.id, {
        status: 'in_revisione',
        createdAt: new Date(Date.now() - ms),
      });
    await waitingSince(2 * HOUR);
    await waitingSince(2 * DAY);
    await waitingSince(5 * DAY);
    await waitingSince(10 * DAY);
    const oldest = await waitingSince(1000 * DAY);

    const after = (await view('performance')).backlog;
    expect(after.total - before.total).toBe(5);
    expect(after.byAge.map((entry) => entry.age)).toEqual([
      'under1Day',
      'from1To3Days',
      'from3To7Days',
      'over7Days',
    ]);
    expect(after.byAge.map((entry, index) => entry.reviews - before.byAge[index]!.reviews)).toEqual([
      1, 1, 1, 2,
    ]);
    expect(after.byAge.reduce((sum, entry) => sum + entry.reviews, 0)).toBe(after.total);
    expect(after.oldestSubmittedAt).toBe(oldest.createdAt.toISOString());
  });

  test('affiliate clicks per merchant and per product over the period', async () => {
    const [first, second] = await Promise.all([
      createMerchant({ name: 'Negozio Alfa' }),
      createMerchant({ name: 'Negozio Beta' }),
    ]);
    const [phone, watch] = await Promise.all([
      createProduct({ name: 'Telefono A' }),
      createProduct({ name: 'Orologio B' }),
    ]);
    const [phoneOffer, watchOffer] = await Promise.all([
      createOffer(phone.id, first.id),
      createOffer(watch.id, second.id),
    ]);
    await createOfferClicks([
      { offerId: phoneOffer.id },
      { offerId: phoneOffer.id },
      { offerId: phoneOffer.id, createdAt: midMonth(1) },
      { offerId: watchOffer.id },
      { offerId: watchOffer.id, createdAt: midMonth(4) },
      { offerId: watchOffer.id, createdAt: midMonth(5) },
    ]);

    const three = (await view('performance')).clicks;
    expect(three.byMerchant).toEqual([
      { merchantId: first.id, name: 'Negozio Alfa', clicks: 3 },
      { merchantId: second.id, name: 'Negozio Beta', clicks: 1 },
    ]);
    expect(three.byProduct).toEqual([
      { productId: phone.id, name: 'Telefono A', slug: phone.slug, clicks: 3 },
      { productId: watch.id, name: 'Orologio B', slug: watch.slug, clicks: 1 },
    ]);
    expect(three.total).toBe(4);
    expect(three.monthly.map((entry) => entry.clicks)).toEqual([0, 1, 3]);

    const six = (await view('performance', 6)).clicks;
    expect(six.byProduct.map((entry) => [entry.name, entry.clicks])).toEqual([
      ['Orologio B', 3],
      ['Telefono A', 3],
    ]);
    expect(six.total).toBe(6);
  });

  test('overview: the period in a few figures and real points, not a placeholder', async () => {
    const before = await view('overview', 12);
    const user = await createUser({ createdAt: midMonth(7) });
    await grantPoints(user.id, 333);
    await createReview((await createProduct()).id, user.id, { rating: 1, createdAt: midMonth(7) });

    const after = await view('overview', 12);
    expect(after.monthly).toHaveLength(12);
    expect(after.totals.newUsers - before.totals.newUsers).toBe(1);
    expect(after.totals.reviews - before.totals.reviews).toBe(1);
    expect(after.totals.published - before.totals.published).toBe(1);
    expect(after.monthly[4]!.newUsers - before.monthly[4]!.newUsers).toBe(1);
    expect(after.monthly[4]!.activeReviewers - before.monthly[4]!.activeReviewers).toBe(1);
    expect(after.points.inCirculation - before.points.inCirculation).toBe(333);
    expect(after.points.issued - before.points.issued).toBe(333);
    expect(after.averageRating).toBeLessThan(before.averageRating!);
  });

  test('each view and period is cached on its own, and clearing empties them all', async () => {
    await clearStatsCache(admin);
    const first = await getAnalytics(admin, { view: 'reviews', months: 12 });
    expect((await getAnalytics(admin, { view: 'reviews', months: 12 })).fromCache).toBe(true);
    expect(first.fromCache).toBe(false);
    expect((await getAnalytics(admin, { view: 'reviews', months: 6 })).fromCache).toBe(false);
    expect((await getAnalytics(admin, { view: 'users', months: 12 })).fromCache).toBe(false);

    await clearStatsCache(admin);
    expect((await getAnalytics(admin, { view: 'reviews', months: 12 })).fromCache).toBe(false);
  });
});

describe('the most clicked products', () => {
  /** The period's top 10 summed the plain way, over every (product, month) pair. */
  async function recount(months: AnalyticsPeriod) {
    const rows = await queryRows<{ product_id: string; clicks: number }>(sql`
      select product_id, sum(clicks)::int as clicks from ${statsProductClicksMonthly}
      where month >= (date_trunc('month', now() at time zone 'Europe/Rome')
                      - make_interval(months => ${months - 1}))::date
      group by product_id order by clicks desc, product_id limit 10`);
    return rows.map((row) => [row.product_id, row.clicks]);
  }

  /** Each of `count` products gets `clicksOf(rank)` clicks in each of the last three months. */
  async function clicked(count: number, clicksOf: (rank: number) => number) {
    const merchant = await createMerchant();
    for (let rank = 1; rank <= count; rank += 1) {
      const product = await createProduct();
      const offer = await createOffer(product.id, merchant.id);
      const clicks = clicksOf(rank);
      for (const at of [new Date(Date.now() - 60_000), midMonth(1), midMonth(2)])
        await createOfferClickVolume(offer.id, clicks, at);
    }
  }

  const topOf = async (months: AnalyticsPeriod) => {
    const { result, queries } = await captureQueries(() => view('performance', months));
    return {
      top: result.clicks.byProduct.map((entry) => [entry.productId, entry.clicks]),
      /** Statements that read the per-product monthly clicks. */
      sums: queries.filter((query) => query.includes('stats_product_clicks_monthly')).length,
    };
  };

  test('clicks gathered on a few products: exact from each month’s leaders alone', async () => {
    await clicked(130, (rank) => Math.ceil(400 / rank));
    for (const months of [3, 6] as const) {
      const { top, sums } = await topOf(months);
      expect(top).toHaveLength(10);
      expect(new Set(top.map(([, clicks]) => clicks))).toEqual(
        new Set((await recount(months)).map(([, clicks]) => clicks)),
      );
      expect(top.map(([id]) => id)).toEqual((await recount(months)).map(([id]) => id));
      // The leaders' query alone: no full sum needed.
      expect(sums).toBe(1);
    }
  });

  test('clicks spread evenly: the leaders cannot prove it, so everything is summed', async () => {
    // 130 more products with 500 clicks a month each: they outnumber any month's leaders.
    await clicked(130, () => 500);
    const { top, sums } = await topOf(3);
    expect(sums).toBe(2);
    expect(top.map(([, clicks]) => clicks)).toEqual(Array(10).fill(1500));
    expect(top.map(([, clicks]) => clicks)).toEqual((await recount(3)).map(([, clicks]) => clicks));
  });
});
