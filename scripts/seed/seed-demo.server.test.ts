import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, countDistinct, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { databaseHandle, db, queryRows } from '#app/lib/db.server.ts';
import { categories, merchants, offers, products, profiles, reviews, users } from '#db/schema/index.ts';
import { planDemoData, seedDemoData } from './seed-demo.ts';

const uploadsDir = mkdtempSync(path.join(tmpdir(), 'provato-seed-'));
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

const total = async (table: typeof categories | typeof users | typeof reviews) => {
  const [row] = await db.select({ value: count() }).from(table);
  return row!.value;
};

describe('demo data', () => {
  test('fills an empty database with a realistic Italian catalogue', async () => {
    const summary = await seedDemoData(databaseHandle(), { uploadsDir });
    expect(summary).not.toBeNull();

    expect(await total(categories)).toBeGreaterThanOrEqual(8);
    const [approved] = await db
      .select({ value: count() })
      .from(products)
      .where(eq(products.status, 'approved'));
    expect(approved!.value).toBeGreaterThanOrEqual(150);
    expect(await total(users)).toBeGreaterThanOrEqual(20);
    expect(await total(reviews)).toBeGreaterThanOrEqual(600);

    const byStatus = await db
      .select({ status: reviews.status, value: count() })
      .from(reviews)
      .groupBy(reviews.status);
    const statusCount = Object.fromEntries(byStatus.map((row) => [row.status, row.value]));
    expect(statusCount.pubblicata).toBeGreaterThan(
      (statusCount.in_revisione ?? 0) + (statusCount.rifiutata ?? 0),
    );
    expect(statusCount.in_revisione).toBeGreaterThan(0);
    expect(statusCount.rifiutata).toBeGreaterThan(0);

    // 0 to 6 shops per product, the marketplace among them, some offers with variants.
    const perProduct = await queryRows<{ shops: number }>(
      sql`select count(distinct o.merchant_id)::int as shops from products p
          left join offers o on o.product_id = p.id group by p.id`,
    );
    const shops = perProduct.map((row) => row.shops);
    expect(Math.min(...shops)).toBe(0);
    expect(Math.max(...shops)).toBeLessThanOrEqual(6);
    const [marketplaceOffers] = await db
      .select({ value: count() })
      .from(offers)
      .innerJoin(merchants, eq(merchants.id, offers.merchantId))
      .where(eq(merchants.isMarketplace, true));
    expect(marketplaceOffers!.value).toBeGreaterThan(0);
    const [variantProducts] = await db
      .select({ value: countDistinct(offers.productId) })
      .from(offers)
      .where(eq(offers.isVariant, true));
    expect(variantProducts!.value).toBeGreaterThan(10);

    // Lifetime points follow the approved reviews (5 each); vouchers spent some of them, all
    // through the ledger: balance = sum of deltas, and what is held back = pending + approved costs.
    const mismatched = await queryRows(
      sql`select p.user_id from ${profiles} p
          left join (select user_id, count(*) filter (where status = 'pubblicata') as approved
                     from ${reviews} group by user_id) r on r.user_id = p.user_id
          left join (select user_id, sum(delta) as total from points_ledger group by user_id) l on l.user_id = p.user_id
          left join (select user_id, sum(points_cost) filter (where status <> 'rejected') as spent
                     from reward_requests group by user_id) q on q.user_id = p.user_id
          left join (select user_id, sum(delta) as net from points_ledger where kind in ('survey', 'cashback')
                     group by user_id) s on s.user_id = p.user_id
          where p.lifetime_points <> coalesce(r.approved, 0) * 5 + coalesce(s.net, 0)
             or p.points <> coalesce(l.total, 0)
             or p.points <> p.lifetime_points - coalesce(q.spent, 0) or p.points < 0`,
    );
    expect(mismatched).toEqual([]);
    // Surveys from each provider, completions in every state (decision 019).
    const providers = await queryRows<{ provider: string }>(
      sql`select distinct provider from surveys where status = 'active' order by 1`,
    );
    expect(providers.map((row) => row.provider)).toEqual(['bitlabs', 'surveymonkey', 'typeform']);
    const completionStates = await queryRows<{ status: string }>(
      sql`select distinct status::text from survey_completions order by 1`,
    );
    expect(completionStates.map((row) => row.status)).toEqual([
      'completed',
      'reversed',
      'screenout',
      'started',
      'verified',
    ]);
    // Cashback offers (Awin links) and cashback in every state for the demo person (decision 020).
    const cashback = await queryRows<{ status: string; credited: number }>(
      sql`select t.status::text, sum(t.credited_points)::int as credited from cashback_transactions t
          join users u on u.id = t.user_id where u.email = 'giulia.bianchi@example.com'
          group by t.status order by 1`,
    );
    expect(cashback.map((row) => row.status)).toEqual(['confirmed', 'pending', 'reversed']);
    const [awinOffers] = await queryRows<{ n: number }>(
      sql`select count(*)::int as n from offers o join merchants m on m.id = o.merchant_id
          where o.affiliate_url like 'https://www.awin1.com/%' and not m.is_marketplace`,
    );
    expect(awinOffers!.n).toBeGreaterThan(50);
    const requestStatuses = await queryRows<{ status: string }>(
      sql`select distinct status::text from reward_requests order by 1`,
    );
    expect(requestStatuses.map((row) => row.status)).toEqual(['approved', 'pending', 'rejected']);
    const [badgeRows] = await queryRows<{ value: number }>(
      sql`select count(*)::int as value from user_badges`,
    );
    expect(badgeRows!.value).toBeGreaterThan(0);

    // Every product has its picture on disk.
    const images = await db.select({ imageUrl: products.imageUrl }).from(products);
    for (const { imageUrl } of images) {
      expect(existsSync(path.join(uploadsDir, imageUrl!.replace('/uploads/', '')))).toBe(true);
    }
  });

  test('never seeds twice', async () => {
    const before = await total(reviews);
    const files = readdirSync(path.join(uploadsDir, 'demo', 'products')).length;
    expect(await seedDemoData(databaseHandle(), { uploadsDir })).toBeNull();
    expect(await total(reviews)).toBe(before);
    expect(readdirSync(path.join(uploadsDir, 'demo', 'products')).length).toBe(files);
  });

  test('is the same on every run', () => {
    const now = new Date('2026-06-01T10:00:00Z');
    const first = planDemoData(now);
    const second = planDemoData(now);
    expect(second.products.map((p) => [p.id, p.slug, p.status])).toEqual(
      first.products.map((p) => [p.id, p.slug, p.status]),
    );
    expect(second.reviews.map((r) => [r.title, r.rating, r.status])).toEqual(
      first.reviews.map((r) => [r.title, r.rating, r.status]),
    );
    expect(new Set(first.products.map((p) => p.slug)).size).toBe(first.products.length);
  });

  test('review texts respect the review form limits', () => {
    const { reviews: planned } = planDemoData(new Date('2026-06-01T10:00:00Z'));
    for (const review of planned) {
      expect(review.title.length).toBeGreaterThanOrEqual(5);
      expect(review.title.length).toBeLessThanOrEqual(100);
      expect(review.pros.length).toBeGreaterThanOrEqual(10);
      expect(review.cons.length).toBeGreaterThanOrEqual(10);
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
    }
  });
});
