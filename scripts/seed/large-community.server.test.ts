import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { queryRows } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { tierFor } from '#app/modules/points/points-rules.ts';
import {
  largeCommunity,
  largeReviewAuthor,
  largeReviewStatus,
  LARGE_REVIEWS_PER_PRODUCT,
} from './large-community.ts';

// A twenty-fifth of the benchmark's catalogue: the bands scale with it, so the proportions hold.
const PRODUCTS = 4000;
const community = largeCommunity(PRODUCTS);

/** Who wrote what, by the same SQL the large seed inserts its reviews with. */
async function authorship() {
  return queryRows<{ n: number; author: number; published: boolean }>(sql`
    select p.n, ${largeReviewAuthor(community, { n: sql`p.n`, slug: sql`p.slug`, k: sql`k` })}::int as author,
           ${largeReviewStatus({ n: sql`p.n`, k: sql`k` })} = 'pubblicata' as published
    from (select g as n, 'bench-' || g as slug from generate_series(1, ${PRODUCTS}) g) p
    cross join generate_series(1, ${LARGE_REVIEWS_PER_PRODUCT}) k`);
}

describe('the large data set has a believable community', () => {
  test('a product’s reviews have different authors; most members write one to three, a few many', async () => {
    const rows = await authorship();
    expect(rows).toHaveLength(PRODUCTS * LARGE_REVIEWS_PER_PRODUCT);
    const byProduct = new Map<number, Set<number>>();
    for (const row of rows) byProduct.set(row.n, (byProduct.get(row.n) ?? new Set()).add(row.author));
    const shared = [...byProduct.values()].filter((authors) => authors.size < LARGE_REVIEWS_PER_PRODUCT);
    expect(shared).toEqual([]);

    const written = new Array<number>(community.users + 1).fill(0);
    const published = new Array<number>(community.users + 1).fill(0);
    const outside = rows.filter((row) => row.author < 1 || row.author > community.users);
    expect(outside).toEqual([]);
    for (const row of rows) {
      written[row.author]! += 1;
      if (row.published) published[row.author]! += 1;
    }
    const members = written.slice(1);
    const sorted = [...members].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThanOrEqual(3);
    const reviewers = members.filter((count) => count > 0);
    expect(reviewers.filter((count) => count <= 3).length / reviewers.length).toBeGreaterThan(0.5);
    expect(rows.length / members.length).toBeLessThan(5);
    expect(Math.max(...members)).toBeLessThanOrEqual(300);

    // Lifetime points are 5 per published review (the seed's ledger): tiers by the rules.
    const { tiers } = getConfig();
    const tierOf = published.slice(1).map((count) => tierFor(count * 5, tiers));
    const gold = tierOf.filter((tier) => tier === 'Gold').length;
    const silver = tierOf.filter((tier) => tier === 'Silver').length;
    expect(gold).toBeGreaterThanOrEqual(1);
    expect(silver).toBeGreaterThan(members.length * 0.002);
    expect(gold + silver).toBeLessThan(members.length * 0.02);
    const busiest = members.indexOf(Math.max(...members));
    expect(tierOf[busiest]).not.toBe('Bronze');
  });
});
