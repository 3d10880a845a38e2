import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { reviews } from '#db/schema/index.ts';
import { createProduct, createUser } from '#tests/support/factories.ts';
import { SUBMIT_ERRORS, submitReview } from './submit-review.server.ts';

const input = (productId: string) => ({
  productId,
  rating: 4,
  title: 'Buon rapporto qualità prezzo',
  pros: 'Leggero e veloce da configurare',
  cons: 'La custodia si graffia facilmente',
  reviewText: undefined,
  wouldRecommend: true,
  purchased: true,
});

describe('submitReview', () => {
  test('a blocked person cannot write a review; once unblocked they can', async () => {
    const person = await createUser({ banned: true });
    const product = await createProduct();
    await expect(
      submitReview({ userId: person.id, input: input(product.id), images: [] }),
    ).rejects.toMatchObject({
      code: 'account_blocked',
      message: 'Il tuo account è sospeso: non puoi pubblicare recensioni.',
      status: 403,
    });
    expect(SUBMIT_ERRORS.blocked).toBe('Il tuo account è sospeso: non puoi pubblicare recensioni.');
    expect(await db.select().from(reviews).where(eq(reviews.userId, person.id))).toEqual([]);

    const active = await createUser();
    const outcome = await submitReview({ userId: active.id, input: input(product.id), images: [] });
    expect(outcome.productName).toBe(product.name);
    const [row] = await db.select().from(reviews).where(eq(reviews.userId, active.id));
    expect(row?.status).toBe('in_revisione');
  });
});
