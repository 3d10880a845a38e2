import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { approveRewardRequest } from '#app/modules/rewards/moderate-reward.server.ts';
import { redeemReward } from '#app/modules/rewards/redeem-reward.server.ts';
import { reviews } from '#db/schema/index.ts';
import { createProduct, createReview, createUser } from '#tests/support/factories.ts';
import { grantPoints } from '#tests/support/ledger.ts';
import { getLandingStats, listCommunityVoices, listRecentPublishedReviews } from './landing.server.ts';

describe('landing page data', () => {
  test('figures come from the database: published reviews, members, vouchers handed out, average', async () => {
    expect(await getLandingStats()).toEqual({
      reviews: 0,
      members: 0,
      redeemedEuros: 0,
      averageRating: null,
    });

    const admin = await createUser({ role: 'admin' });
    const [anna, bruno] = [await createUser({ firstName: 'Anna', lastName: 'Riva' }), await createUser()];
    await createUser({ banned: true });
    await createUser({ emailVerified: false });
    const phone = await createProduct({ name: 'Pixel 9' });
    const laptop = await createProduct({ name: 'ThinkPad X1' });
    await createReview(phone.id, anna.id, { rating: 5, moderatedAt: new Date('2026-11-01') });
    await createReview(laptop.id, anna.id, {
      rating: 4,
      moderatedAt: new Date('2026-11-03'),
      title: 'Tastiera ottima',
    });
    await createReview(phone.id, bruno.id, { rating: 2, moderatedAt: new Date('2026-11-02') });
    await createReview(laptop.id, bruno.id, { rating: 1, status: 'in_revisione' });

    await grantPoints(anna.id, 120);
    const first = await redeemReward({
      userId: anna.id,
      rewardType: 'Buono 10 €',
      idempotencyKey: 'landing-1',
    });
    await approveRewardRequest({
      actor: { id: admin.id, isAdmin: true },
      requestId: first.requestId,
      code: 'LAND-0001',
    });
    await redeemReward({ userId: anna.id, rewardType: 'Buono 5 €', idempotencyKey: 'landing-2' }).catch(
      () => null,
    );

    const stats = await getLandingStats();
    // Members: Anna and Bruno; not the admin, the blocked account or the unconfirmed one.
    expect(stats).toMatchObject({ reviews: 3, members: 2, redeemedEuros: 10 });
    expect(stats.averageRating).toBeCloseTo((5 + 4 + 2) / 3, 1);

    const recent = await listRecentPublishedReviews(2);
    expect(recent.map((review) => [review.title, review.author, review.productName])).toEqual([
      ['Tastiera ottima', 'Anna R.', 'ThinkPad X1'],
      ['Ottimo acquisto', expect.stringMatching(/\.$/), 'Pixel 9'],
    ]);

    const voices = await listCommunityVoices(3);
    expect(voices[0]).toMatchObject({ author: 'Anna R.', published: 2, tier: 'Bronze' });
    await db.update(reviews).set({ status: 'rifiutata' }).where(eq(reviews.userId, anna.id));
    expect((await listCommunityVoices(3)).map((voice) => voice.author)).not.toContain('Anna R.');
  });

  test('excerpts carry the review’s tone: a one-star review is quoted by its complaint', async () => {
    const carla = await createUser({ firstName: 'Carla', lastName: 'Neri' });
    const phone = await createProduct({ name: 'Galaxy S24' });
    const laptop = await createProduct({ name: 'ThinkPad X1' });
    await createReview(phone.id, carla.id, {
      rating: 1,
      title: 'Da evitare a questo prezzo',
      pros: 'La ricarica almeno è veloce.',
      cons: 'La batteria non arriva al pomeriggio, anche con un uso leggero.',
      moderatedAt: new Date('2026-11-20'),
      helpfulCount: 9,
    });
    await createReview(laptop.id, carla.id, {
      rating: 5,
      title: 'Tastiera ottima',
      pros: 'La tastiera è la migliore che abbia provato.',
      cons: 'Il caricabatterie è ingombrante.',
      moderatedAt: new Date('2026-11-19'),
    });

    const recent = await listRecentPublishedReviews(2);
    expect(recent.map((review) => [review.title, review.excerpt])).toEqual([
      ['Da evitare a questo prezzo', 'La batteria non arriva al pomeriggio, anche con un uso leggero.'],
      ['Tastiera ottima', 'La tastiera è la migliore che abbia provato.'],
    ]);
    await grantPoints(carla.id, 1000);
    // The most active reviewer; her most helpful review is the one-star one: quoted by its complaint.
    const [voice] = await listCommunityVoices(1);
    expect(voice).toMatchObject({
      author: 'Carla N.',
      rating: 1,
      title: 'Da evitare a questo prezzo',
      quote: 'La batteria non arriva al pomeriggio, anche con un uso leggero.',
    });
  });
});
