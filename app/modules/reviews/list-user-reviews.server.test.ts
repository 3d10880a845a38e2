import { beforeAll, describe, expect, test } from 'vitest';
import { createProduct, createReview, createUser } from '#tests/support/factories.ts';
import { grantPoints } from '#tests/support/ledger.ts';
import { listUserReviews } from './list-user-reviews.server.ts';
import { approveReview, deleteReview, undoDecision } from './moderate-review.server.ts';

const admin = { id: 'history-admin', isAdmin: true };

beforeAll(async () => {
  await createUser({ id: admin.id, role: 'admin', firstName: 'Mara', lastName: 'Admin' });
});

describe("listUserReviews: 'Storico Recensioni' with what each review earned (the ledger's answer)", () => {
  test('approved 5, approved then undone 0, pending 0; sorted by points; someone else’s reviews stay out', async () => {
    const author = await createUser({ firstName: 'Elena' });
    const stranger = await createUser({ firstName: 'Paolo' });
    const [phone, laptop, tv, watch] = await Promise.all([
      createProduct({ name: 'Telefono' }),
      createProduct({ name: 'Portatile' }),
      createProduct({ name: 'Televisore' }),
      createProduct({ name: 'Orologio' }),
    ]);
    const approved = await createReview(phone.id, author.id, { status: 'in_revisione', rating: 1 });
    const undone = await createReview(laptop.id, author.id, { status: 'in_revisione', rating: 5 });
    const pending = await createReview(tv.id, author.id, { status: 'in_revisione', rating: 3 });
    const theirs = await createReview(watch.id, stranger.id, { status: 'in_revisione' });
    await approveReview({ actor: admin, reviewId: approved.id });
    await approveReview({ actor: admin, reviewId: undone.id });
    await undoDecision({ actor: admin, reviewId: undone.id, decision: 'pubblicata' });
    await approveReview({ actor: admin, reviewId: theirs.id });

    const { items, total } = await listUserReviews({ userId: author.id, sort: 'points', limit: 10 });
    expect(total).toBe(3);
    expect(items[0]).toMatchObject({ id: approved.id, status: 'pubblicata', pointsEarned: 5 });
    expect(items.slice(1).map((item) => item.pointsEarned)).toEqual([0, 0]);
    expect(new Set(items.map((item) => item.id))).toEqual(new Set([approved.id, undone.id, pending.id]));
  });

  test('a deleted review leaves the history; the others keep what they earned', async () => {
    const author = await createUser();
    const product = await createProduct();
    const review = await createReview(product.id, author.id, { status: 'in_revisione' });
    const kept = await createReview((await createProduct()).id, author.id, { status: 'in_revisione' });
    await grantPoints(author.id, 1);
    await approveReview({ actor: admin, reviewId: review.id });
    await approveReview({ actor: admin, reviewId: kept.id });
    await deleteReview({ actor: admin, reviewId: review.id });
    const { items } = await listUserReviews({ userId: author.id, sort: 'recent', limit: 10 });
    expect(items).toEqual([expect.objectContaining({ id: kept.id, pointsEarned: 5 })]);
  });
});
