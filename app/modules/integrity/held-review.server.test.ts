import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { statementsOf } from '#app/modules/decisions/statements.server.ts';
import { computeReviewSignals } from './review-signals.server.ts';
import { listUserReviews } from '#app/modules/reviews/list-user-reviews.server.ts';
import { approveReview, editReview, MODERATION_ERRORS } from '#app/modules/reviews/moderate-review.server.ts';
import { authorStatusLabel } from '#app/modules/reviews/review.schema.ts';
import { submitReview } from '#app/modules/reviews/submit-review.server.ts';
import { auditLog, pointsLedger, reviews, reviewSignals } from '#db/schema/index.ts';
import { failure } from '#tests/support/app-error.ts';
import { linkAccounts } from '#tests/support/clusters.ts';
import { createProduct, createUser } from '#tests/support/factories.ts';

const admin = { id: 'held-admin', isAdmin: true };

const text = {
  rating: 5,
  title: 'Aspirapolvere robot che mappa casa',
  pros: 'Ha mappato il nostro trilocale al primo giro e ora pulisce stanza per stanza, evitando i cavi sotto la scrivania e il tappeto del bagno.',
  cons: 'Il contenitore della polvere è piccolo: con due gatti va svuotato ogni due giorni. L’app chiede troppi permessi.',
  reviewText:
    'Lo faccio partire dall’ufficio alle tre e quando torno i pavimenti sono puliti. Sulle fughe delle piastrelle lascia qualche granello.',
  wouldRecommend: true,
  purchased: true,
};

async function linkedPair() {
  const first = await createUser({ createdAt: new Date(Date.now() - 2 * 86_400_000) });
  const second = await createUser();
  await linkAccounts(db, [first.id, second.id], 'device');
  return [first, second] as const;
}

beforeAll(async () => {
  await createUser({ id: admin.id, role: 'admin' });
});

describe('a review held by the integrity checks', () => {
  test('submitting computes its signals at once; a copy from a linked account is held and reads "In verifica" to its author', async () => {
    const product = await createProduct();
    const [first, second] = await linkedPair();
    await submitReview({
      userId: first.id,
      input: { ...text, productId: product.id },
      images: [],
    });
    const copy = await submitReview({
      userId: second.id,
      input: { ...text, productId: product.id, title: 'Robot che mappa la casa!!' },
      images: [],
    });

    const [signals] = await db.select().from(reviewSignals).where(eq(reviewSignals.reviewId, copy.reviewId));
    expect(signals!.riskScore).toBeGreaterThanOrEqual(80);
    const [held] = await db.select().from(reviews).where(eq(reviews.id, copy.reviewId));
    expect(held).toMatchObject({ riskHeld: true, riskScore: signals!.riskScore });
    const { items } = await listUserReviews({ userId: second.id, sort: 'recent', limit: 5 });
    expect(items.map(authorStatusLabel)).toEqual(['In verifica']);
    // The hold was decided by the machine alone: its statement says so, with the rule of the
    // strongest signal, and nothing of the evidence.
    const statements = await statementsOf(second.id);
    expect(statements).toMatchObject([
      {
        kind: 'review_held',
        subject: { type: 'review', id: copy.reviewId },
        automation: 'automatic',
        details: null,
      },
    ]);
    expect(['review-own-words', 'account-one-person']).toContain(statements[0]!.rule?.code);
    // Computed again (an edit, the backfill), the hold keeps its one statement.
    await computeReviewSignals(copy.reviewId);
    expect(await statementsOf(second.id)).toHaveLength(1);
    // Even two computations at once (two connections on PostgreSQL) leave one.
    await Promise.all([computeReviewSignals(copy.reviewId), computeReviewSignals(copy.reviewId)]);
    expect(await statementsOf(second.id)).toHaveLength(1);
  });

  test('two accounts writing from one device are linked by the submission itself, and the copy names the link', async () => {
    const product = await createProduct();
    const first = await createUser();
    const second = await createUser();
    const source = { deviceId: 'qv3Zx0m1Yb2Ua9Tc8Wd7Ve', ip: '93.41.12.7' };
    await submitReview({
      userId: first.id,
      input: { ...text, productId: product.id },
      images: [],
      source,
    });
    const copy = await submitReview({
      userId: second.id,
      input: { ...text, productId: product.id },
      images: [],
      source,
    });

    const [signals] = await db.select().from(reviewSignals).where(eq(reviewSignals.reviewId, copy.reviewId));
    const reasons = (signals!.signals as { reason: string }[]).map((signal) => signal.reason);
    expect(reasons).toContainEqual(
      expect.stringMatching(/^Testo quasi identico alla recensione di un account collegato/),
    );
    expect(reasons).toContain('Stesso dispositivo di un altro account');
    const [held] = await db.select().from(reviews).where(eq(reviews.id, copy.reviewId));
    expect(held!.riskHeld).toBe(true);
  });

  test('approving it needs a written reason: without one nothing changes; with one it is published, paid and audited', async () => {
    const product = await createProduct();
    const [first, second] = await linkedPair();
    await submitReview({ userId: first.id, input: { ...text, productId: product.id }, images: [] });
    const copy = await submitReview({
      userId: second.id,
      input: { ...text, productId: product.id },
      images: [],
    });

    expect(await failure(approveReview({ actor: admin, reviewId: copy.reviewId }))).toEqual({
      status: 409,
      message: MODERATION_ERRORS.held,
    });
    expect(
      await failure(approveReview({ actor: admin, reviewId: copy.reviewId, override: '   ' })),
    ).toMatchObject({
      status: 409,
    });
    const [unchanged] = await db.select().from(reviews).where(eq(reviews.id, copy.reviewId));
    expect(unchanged).toMatchObject({ status: 'in_revisione', riskHeld: true });
    expect(await db.select().from(pointsLedger).where(eq(pointsLedger.userId, second.id))).toEqual([]);

    const outcome = await approveReview({
      actor: admin,
      reviewId: copy.reviewId,
      override: 'Fratelli che hanno comprato lo stesso robot: verificato con le ricevute',
    });

    expect(outcome).toMatchObject({ changed: true });
    const [published] = await db.select().from(reviews).where(eq(reviews.id, copy.reviewId));
    expect(published).toMatchObject({ status: 'pubblicata', riskHeld: false });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, copy.reviewId));
    expect(JSON.parse(audit!.before as string)).toMatchObject({ riskHeld: true });
    expect(JSON.parse(audit!.after as string)).toMatchObject({
      override: 'Fratelli che hanno comprato lo stesso robot: verificato con le ricevute',
    });
  });

  test("an admin's edit recomputes the signals: a copy rewritten in the author's own words is no longer held", async () => {
    const product = await createProduct();
    const [first, second] = await linkedPair();
    await submitReview({ userId: first.id, input: { ...text, productId: product.id }, images: [] });
    const copy = await submitReview({
      userId: second.id,
      input: { ...text, productId: product.id },
      images: [],
    });

    await editReview({
      actor: admin,
      reviewId: copy.reviewId,
      changes: {
        rating: 4,
        title: 'Buono, ma rumoroso',
        pros: 'Aspira bene i peli del cane sul parquet e si ricarica da solo alla base senza incastrarsi sotto il divano.',
        cons: 'Di notte è troppo rumoroso anche in modalità silenziosa, e la spazzola laterale si consuma in un mese.',
        comment: 'Preso per mia madre che vive da sola: lo usa tutti i giorni senza aiuto.',
      },
    });

    const [after] = await db.select().from(reviews).where(eq(reviews.id, copy.reviewId));
    expect(after!.riskHeld).toBe(false);
    const [signals] = await db.select().from(reviewSignals).where(eq(reviewSignals.reviewId, copy.reviewId));
    expect((signals!.signals as { kind: string }[]).map((signal) => signal.kind)).not.toContain(
      'near_duplicate',
    );
  });
});
