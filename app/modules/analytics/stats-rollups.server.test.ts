import { eq, type SQL, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { db, queryRows } from '#app/lib/db.server.ts';
import { approveReview, deleteReview, rejectReview } from '#app/modules/reviews/moderate-review.server.ts';
import { offers, products, reviews, users } from '#db/schema/index.ts';
import {
  createMerchant,
  createOffer,
  createOfferClicks,
  createProduct,
  createReviews,
  createReviewVote,
  createUser,
} from '#tests/support/factories.ts';

/*
 * The running totals of migration 0015 must always equal a recount of the rows they summarise,
 * whatever writes happened: inserts, moderation, edits, votes, deletions and cascades.
 */
const recounts: Record<string, [kept: SQL, recount: SQL]> = {
  reviewsMonthly: [
    sql`select month::text, status::text, rating, reviews from stats_reviews_monthly where reviews <> 0`,
    sql`select date_trunc('month', created_at at time zone 'Europe/Rome')::date::text as month, status::text,
               rating, count(*)::int as reviews
        from reviews group by 1, 2, 3`,
  ],
  reviewersMonthly: [
    sql`select month::text, user_id, reviews from stats_reviewers_monthly`,
    sql`select date_trunc('month', created_at at time zone 'Europe/Rome')::date::text as month, user_id,
               count(*)::int as reviews
        from reviews where user_id is not null group by 1, 2`,
  ],
  activeReviewers: [
    sql`select month::text, reviewers from stats_active_reviewers_monthly where reviewers <> 0`,
    sql`select date_trunc('month', created_at at time zone 'Europe/Rome')::date::text as month,
               count(distinct user_id)::int as reviewers
        from reviews where user_id is not null group by 1`,
  ],
  approvalTimes: [
    sql`select month::text, tenths, reviews, seconds::float8 as seconds
        from stats_approval_times_monthly where reviews <> 0 or seconds <> 0`,
    sql`select date_trunc('month', moderated_at at time zone 'Europe/Rome')::date::text as month,
               round(greatest(0, extract(epoch from moderated_at - created_at)) / 360)::int as tenths,
               count(*)::int as reviews,
               sum(greatest(0, extract(epoch from moderated_at - created_at)))::float8 as seconds
        from reviews where status = 'pubblicata' and moderated_at is not null group by 1, 2`,
  ],
  productClicks: [
    sql`select month::text, product_id::text, clicks from stats_product_clicks_monthly`,
    sql`select date_trunc('month', c.created_at at time zone 'Europe/Rome')::date::text as month,
               o.product_id::text, count(*)::int as clicks
        from offer_clicks c join offers o on o.id = c.offer_id group by 1, 2`,
  ],
  merchantClicks: [
    sql`select day::text, merchant_id::text, clicks from stats_clicks_daily`,
    sql`select (c.created_at at time zone 'Europe/Rome')::date::text as day, o.merchant_id::text,
               count(*)::int as clicks
        from offer_clicks c join offers o on o.id = c.offer_id group by 1, 2`,
  ],
};

const sorted = (rows: Record<string, unknown>[]) => rows.map((row) => JSON.stringify(row)).sort();

async function expectTotalsMatchRecount() {
  for (const [name, [kept, recount]] of Object.entries(recounts)) {
    const [actual, expected] = await Promise.all([queryRows(kept), queryRows(recount)]);
    expect(sorted(actual), name).toEqual(sorted(expected));
  }
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const daysAgo = (days: number) => hoursAgo(days * 24);

describe('running totals for the back office', () => {
  test('follow inserts, moderation, edits, votes, deletions and cascades', async () => {
    const admin = { id: (await createUser({ role: 'admin' })).id, isAdmin: true };
    const [anna, bruno, carla] = await Promise.all([createUser(), createUser(), createUser()]);
    const [phone, laptop] = await Promise.all([createProduct(), createProduct()]);

    // Several rows in one statement (as an import or the large seed writes them), over months.
    await createReviews(
      [anna, bruno, carla].flatMap((author, index) => [
        {
          productId: phone.id,
          userId: author!.id,
          rating: 3 + index,
          title: 'Buono',
          pros: 'Leggero',
          cons: 'Caro',
          status: 'in_revisione' as const,
          createdAt: daysAgo(40 * index + 1),
        },
        {
          productId: laptop.id,
          userId: author!.id,
          rating: 1 + index,
          title: 'Così così',
          pros: 'Schermo',
          cons: 'Batteria',
          status: 'pubblicata' as const,
          createdAt: daysAgo(70 * index + 3),
          moderatedAt: daysAgo(70 * index + 2),
        },
      ]),
    );
    await expectTotalsMatchRecount();

    const pending = await db.select().from(reviews).where(eq(reviews.status, 'in_revisione'));
    await approveReview({ actor: admin, reviewId: pending[0]!.id });
    await rejectReview({
      actor: admin,
      reviewId: pending[1]!.id,
      reason: 'Fuori tema',
      rule: 'review-real-experience',
    });
    await expectTotalsMatchRecount();

    // A helpful vote rewrites the review row without moving any total.
    await createReviewVote(pending[0]!.id, carla!.id);
    // An edit of the rating and of the submission time moves the review between rows.
    await db
      .update(reviews)
      .set({ rating: 5, createdAt: hoursAgo(5) })
      .where(eq(reviews.id, pending[2]!.id));
    await expectTotalsMatchRecount();

    await deleteReview({ actor: admin, reviewId: pending[0]!.id });
    // Deleting an account keeps its reviews, anonymised; deleting a product takes its reviews.
    await db.delete(users).where(eq(users.id, bruno!.id));
    await db.delete(products).where(eq(products.id, laptop.id));
    await expectTotalsMatchRecount();

    const merchant = await createMerchant();
    const offer = await createOffer(phone.id, merchant.id);
    await createOfferClicks([
      { offerId: offer.id },
      { offerId: offer.id, userId: anna!.id },
      { offerId: offer.id, createdAt: daysAgo(45) },
    ]);
    await createOfferClicks([{ offerId: offer.id }]);
    await expectTotalsMatchRecount();

    // Clicks are history: moving the offer later does not move its past clicks.
    const other = await createProduct();
    await db.update(offers).set({ productId: other.id }).where(eq(offers.id, offer.id));
    const [kept] = await queryRows<{ clicks: number }>(
      sql`select coalesce(sum(clicks), 0)::int as clicks from stats_product_clicks_monthly
          where product_id = ${phone.id}`,
    );
    expect(kept!.clicks).toBe(4);
  });
});
