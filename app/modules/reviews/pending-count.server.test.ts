import { describe, expect, test } from 'vitest';
import { captureQueries } from '#app/lib/db.server.ts';
import { createProduct, createReview, createReviews, createUser } from '#tests/support/factories.ts';
import { countPendingReviews, PENDING_COUNT_CAP } from './pending-count.server.ts';

describe('the waiting counter beside Moderazione Recensioni', () => {
  test('counts the reviews in review only, in one query, and stops at its cap', async () => {
    const base = (await countPendingReviews()).count;
    const product = await createProduct();
    for (const status of ['in_revisione', 'in_revisione', 'pubblicata', 'rifiutata'] as const)
      await createReview(product.id, (await createUser()).id, { status });
    const { result, queries } = await captureQueries(() => countPendingReviews());
    expect(result).toEqual({ count: base + 2, capped: false });
    expect(queries).toHaveLength(1);

    await createReviews(
      Array.from({ length: PENDING_COUNT_CAP }, () => ({
        productId: product.id,
        // Authors who left: one review per person and product would otherwise need a thousand people.
        userId: null,
        title: 'In coda',
        pros: 'Buono',
        cons: 'Caro',
        status: 'in_revisione' as const,
      })),
    );
    expect(await countPendingReviews()).toEqual({ count: PENDING_COUNT_CAP, capped: true });
  });
});
