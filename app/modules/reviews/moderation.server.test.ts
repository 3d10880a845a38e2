import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import { AppError } from '#app/lib/app-error.ts';
import { db } from '#app/lib/db.server.ts';
import { emailsTo } from '#app/modules/notifications/outbox.server.ts';
import { activities, auditLog, pointsLedger, reviews, userBadges } from '#db/schema/index.ts';
import {
  createFraudReversal,
  createLedgerRow,
  createProduct,
  createReview,
  createUser,
} from '#tests/support/factories.ts';
import { balance, ledgerInvariantBreaches } from '#tests/support/ledger.ts';
import { statementsOf } from '#app/modules/decisions/statements.server.ts';
import {
  approveReview,
  deleteReview,
  editReview,
  publishReviewOnAppeal,
  rejectReview,
  undoDecision,
  withdrawReview,
} from './moderate-review.server.ts';

const admin = { id: 'admin-moderator', isAdmin: true };
const user = { id: 'just-a-user', isAdmin: false };

beforeAll(async () => {
  await createUser({ id: 'admin-moderator', role: 'admin', firstName: 'Mara', lastName: 'Admin' });
});

describe('moderation', () => {
  test('approving awards 5 points, an activity, the first badge and an e-mail; a second approval changes nothing', async () => {
    const author = await createUser({ firstName: 'Sara', lastName: 'Villa' });
    const product = await createProduct({ name: 'Garmin Venu 3' });
    const review = await createReview(product.id, author.id, { status: 'in_revisione', rating: 2 });

    expect(await approveReview({ actor: admin, reviewId: review.id })).toEqual({
      changed: true,
      pointsAwarded: 5,
    });
    expect(await approveReview({ actor: admin, reviewId: review.id })).toEqual({ changed: false });
    expect(await balance(author.id)).toEqual({ points: 5, lifetime: 5 });
    const lines = await db.select().from(activities).where(eq(activities.userId, author.id));
    expect(lines.map((line) => line.text)).toContain('La tua recensione di Garmin Venu 3 è stata approvata');
    expect(await db.select().from(userBadges).where(eq(userBadges.userId, author.id))).toHaveLength(1);
    // The first badge's mail goes out in the same transaction: pick the approval's.
    const [mail] = (await emailsTo(author.email)).filter((m) => m.template === 'review_approved');
    expect(mail?.subject).toBe('La tua recensione di Garmin Venu 3 è online');
    expect(mail?.text).toContain('Hai guadagnato 5 punti: ora ne hai 5 in totale.');
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, review.id));
    expect(audit.map((row) => row.action)).toEqual(['review.approve']);
  });

  test("a blocked author's review is published without points or badges, and the outcome says so", async () => {
    const author = await createUser({ firstName: 'Piero', banned: true });
    const product = await createProduct({ name: 'Sonos Era 100' });
    const review = await createReview(product.id, author.id, { status: 'in_revisione' });

    expect(await approveReview({ actor: admin, reviewId: review.id })).toEqual({
      changed: true,
      pointsAwarded: 0,
      authorBlocked: true,
    });
    const [row] = await db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row?.status).toBe('pubblicata');
    expect(await balance(author.id)).toEqual({ points: 0, lifetime: 0 });
    expect(await db.select().from(pointsLedger).where(eq(pointsLedger.userId, author.id))).toEqual([]);
    expect(await db.select().from(userBadges).where(eq(userBadges.userId, author.id))).toEqual([]);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, review.id));
    expect(JSON.parse(audit!.after!)).toEqual({
      status: 'pubblicata',
      pointsAwarded: 0,
      authorBlocked: true,
    });
  });

  test('two concurrent approvals of the same review award once', async () => {
    const author = await createUser();
    const product = await createProduct();
    const review = await createReview(product.id, author.id, { status: 'in_revisione' });
    const outcomes = await Promise.all([
      approveReview({ actor: admin, reviewId: review.id }),
      approveReview({ actor: admin, reviewId: review.id }),
      approveReview({ actor: admin, reviewId: review.id }),
    ]);
    expect(outcomes.filter((outcome) => outcome.changed)).toHaveLength(1);
    expect((await balance(author.id)).points).toBe(5);
    expect(await db.select().from(pointsLedger).where(eq(pointsLedger.userId, author.id))).toHaveLength(1);
  });

  test('rejecting needs a reason, which reaches the author by e-mail', async () => {
    const author = await createUser({ firstName: 'Gino' });
    const product = await createProduct({ name: 'Dyson V15 Detect' });
    const review = await createReview(product.id, author.id, { status: 'in_revisione' });
    await expect(
      rejectReview({ actor: admin, reviewId: review.id, reason: '   ', rule: 'review-real-experience' }),
    ).rejects.toThrow('Indica il motivo del rifiuto');
    await rejectReview({
      actor: admin,
      reviewId: review.id,
      reason: 'Parla della spedizione, non del prodotto.',
      rule: 'review-real-experience',
    });
    const [row] = await db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row).toMatchObject({
      status: 'rifiutata',
      rejectionReason: 'Parla della spedizione, non del prodotto.',
    });
    const [mail] = await emailsTo(author.email);
    expect(mail?.text).toContain('Motivo: Parla della spedizione, non del prodotto.');
    expect((await balance(author.id)).points).toBe(0);
    // Only reviews in review can be approved or rejected.
    expect(await approveReview({ actor: admin, reviewId: review.id })).toEqual({ changed: false });
  });

  test('a rejection stores its statement of reasons and mails it; a rule it may not apply changes nothing', async () => {
    const author = await createUser();
    const product = await createProduct({ name: 'Bose QuietComfort Ultra' });
    const review = await createReview(product.id, author.id, { status: 'in_revisione' });
    for (const rule of ['', 'conduct-automation', 'non-esiste'])
      await expect(
        rejectReview({ actor: admin, reviewId: review.id, reason: 'Copiata', rule }),
      ).rejects.toMatchObject({ status: 400, message: 'Scegli la regola applicata' });
    expect((await db.select().from(reviews).where(eq(reviews.id, review.id)))[0]?.status).toBe(
      'in_revisione',
    );
    expect(await statementsOf(author.id)).toEqual([]);

    await rejectReview({
      actor: admin,
      reviewId: review.id,
      reason: 'Il testo è quello di una recensione di un altro sito.',
      rule: 'review-own-words',
    });
    expect(await statementsOf(author.id)).toMatchObject([
      {
        kind: 'review_rejected',
        subject: { type: 'review', id: review.id },
        facts: 'La tua recensione di Bose QuietComfort Ultra non è stata pubblicata.',
        details: 'Il testo è quello di una recensione di un altro sito.',
        automation: 'manual',
        rule: { code: 'review-own-words', href: '/legal/terms#art-4-4' },
      },
    ]);
    const [mail] = await emailsTo(author.email);
    expect(mail?.text).toContain(
      'Regola applicata: Termini e condizioni, art. 4.4 — Scrivi con parole tue: niente testi copiati.',
    );
    expect(mail?.text).toContain('Decisione presa da una persona del nostro team.');
    expect(mail?.text).toMatch(/contestare la decisione, gratuitamente, fino al \d{1,2} \p{L}+ \d{4}/u);
  });

  test("'Annulla' on a rejection takes its statement back: nothing is left to contest", async () => {
    const author = await createUser();
    const review = await createReview((await createProduct()).id, author.id, { status: 'in_revisione' });
    await rejectReview({ actor: admin, reviewId: review.id, reason: 'Fuori tema', rule: 'review-on-topic' });
    expect(await statementsOf(author.id)).toHaveLength(1);
    await undoDecision({ actor: admin, reviewId: review.id, decision: 'rifiutata' });
    expect(await statementsOf(author.id)).toEqual([]);
  });

  test("'Annulla' is refused on a withdrawal whose points were reversed: the statement and the state stay", async () => {
    const author = await createUser();
    const review = await createReview((await createProduct()).id, author.id, { status: 'pubblicata' });
    await db.transaction(async (tx) => {
      await createFraudReversal({ id: review.id, userId: author.id }, {}, tx);
      await withdrawReview(tx, {
        actor: admin,
        reviewId: review.id,
        reason: 'Account collegati che si recensiscono a vicenda.',
        rule: 'conduct-multiple-accounts',
        pointsReversed: 0,
      });
    });
    await expect(undoDecision({ actor: admin, reviewId: review.id, decision: 'rifiutata' })).rejects.toThrow(
      'non si annulla da qui',
    );
    const [after] = await db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(after?.status).toBe('rifiutata');
    expect(await statementsOf(author.id)).toHaveLength(1);
  });

  test('deleting a published review takes its points back, never below zero', async () => {
    const author = await createUser();
    const product = await createProduct();
    const review = await createReview(product.id, author.id, { status: 'in_revisione' });
    await approveReview({ actor: admin, reviewId: review.id });
    // The author spent 3 of the 5 points meanwhile.
    await db.transaction(async (tx) => {
      const { applyPoints } = await import('#app/modules/points/ledger.server.ts');
      await applyPoints(tx, {
        userId: author.id,
        delta: -3,
        kind: 'reward_redeemed',
        idempotencyKey: `spend:${author.id}`,
      });
    });
    expect(await deleteReview({ actor: admin, reviewId: review.id })).toEqual({
      changed: true,
      pointsReversed: 2,
    });
    expect(await balance(author.id)).toEqual({ points: 0, lifetime: 3 });
    expect(await db.select().from(reviews).where(eq(reviews.id, review.id))).toEqual([]);
    expect(await ledgerInvariantBreaches()).toEqual([]);
  });

  test('a non-admin is refused every action and nothing changes', async () => {
    const author = await createUser();
    const product = await createProduct();
    const review = await createReview(product.id, author.id, {
      status: 'in_revisione',
      title: 'Titolo originale',
    });
    const attempts = [
      approveReview({ actor: user, reviewId: review.id }),
      rejectReview({ actor: user, reviewId: review.id, reason: 'no', rule: 'review-real-experience' }),
      editReview({
        actor: user,
        reviewId: review.id,
        changes: {
          rating: 1,
          title: 'Titolo cambiato',
          pros: 'x'.repeat(10),
          cons: 'y'.repeat(10),
          comment: undefined,
        },
      }),
      deleteReview({ actor: user, reviewId: review.id }),
    ];
    for (const attempt of attempts) {
      await expect(attempt).rejects.toSatisfy(
        (error: unknown) => error instanceof AppError && error.status === 403,
      );
    }
    const [row] = await db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row).toMatchObject({ status: 'in_revisione', title: 'Titolo originale' });
    expect((await balance(author.id)).points).toBe(0);
  });

  test('an upheld appeal publishes a rejected review and pays its author once, without a mail', async () => {
    const author = await createUser();
    const product = await createProduct({ name: 'Philips Hue Go' });
    const review = await createReview(product.id, author.id, { status: 'in_revisione' });
    await rejectReview({ actor: admin, reviewId: review.id, reason: 'Fuori tema', rule: 'review-on-topic' });

    const appeal = () =>
      db.transaction((tx) => publishReviewOnAppeal(tx, { actor: admin, reviewId: review.id }));
    expect(await appeal()).toEqual({ changed: true, pointsAwarded: 5 });
    expect(await appeal()).toEqual({ changed: false, pointsAwarded: 0 });
    const [row] = await db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row).toMatchObject({
      status: 'pubblicata',
      rejectionReason: null,
      moderatedBy: admin.id,
      riskHeld: false,
    });
    expect(await balance(author.id)).toEqual({ points: 5, lifetime: 5 });
    const lines = await db.select().from(activities).where(eq(activities.userId, author.id));
    expect(lines.map((line) => line.text)).toContain(
      'La tua recensione di Philips Hue Go è stata pubblicata: il tuo ricorso è stato accolto',
    );
    // The appeal's mail is the appeals module's; the first badge the points unlock mails as always.
    expect((await emailsTo(author.email)).map((mail) => mail.template).sort()).toEqual([
      'badge_assigned',
      'review_rejected',
    ]);
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, review.id));
    expect(audit.map((entry) => entry.action)).toEqual(['review.reject', 'review.appeal_upheld']);
    const upheld = audit.find((entry) => entry.action === 'review.appeal_upheld')!;
    expect(JSON.parse(upheld.before!)).toEqual({ status: 'rifiutata' });
    expect(JSON.parse(upheld.after!)).toEqual({ status: 'pubblicata', pointsAwarded: 5 });
    expect(await ledgerInvariantBreaches()).toEqual([]);
  });

  test('an upheld appeal publishes a held review without a written override', async () => {
    const author = await createUser();
    const review = await createReview((await createProduct()).id, author.id, {
      status: 'in_revisione',
      riskHeld: true,
      riskScore: 80,
    });
    expect(
      await db.transaction((tx) => publishReviewOnAppeal(tx, { actor: admin, reviewId: review.id })),
    ).toEqual({ changed: true, pointsAwarded: 5 });
    const [row] = await db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row).toMatchObject({ status: 'pubblicata', riskHeld: false });
  });

  test('a review approved, then withdrawn with its points reversed, is paid again once on appeal', async () => {
    const author = await createUser();
    const review = await createReview((await createProduct()).id, author.id, {
      status: 'rifiutata',
      rejectionReason: 'Account collegati',
    });
    const reference = { referenceType: 'review', referenceId: review.id };
    await createLedgerRow(author.id, {
      delta: 5,
      kind: 'review_approved',
      idempotencyKey: `review-approved:${review.id}`,
      ...reference,
    });
    await createLedgerRow(author.id, {
      delta: -5,
      kind: 'review_fraud_reversed',
      idempotencyKey: `review-fraud-reversed:${review.id}`,
      ...reference,
    });
    const appeal = () =>
      db.transaction((tx) => publishReviewOnAppeal(tx, { actor: admin, reviewId: review.id }));
    expect(await appeal()).toEqual({ changed: true, pointsAwarded: 5 });
    expect(await appeal()).toEqual({ changed: false, pointsAwarded: 0 });
    const rows = await db.select().from(pointsLedger).where(eq(pointsLedger.userId, author.id));
    expect(rows.map((row) => [row.delta, row.idempotencyKey]).sort()).toEqual(
      [
        [5, `review-approved:${review.id}`],
        [-5, `review-fraud-reversed:${review.id}`],
        [5, `review-approved:${review.id}:2`],
      ].sort(),
    );
    // The hand-written rows left the balance at 0: the payment is the only move.
    expect((await balance(author.id)).points).toBe(5);
  });

  test("an upheld appeal publishes a blocked author's review without points; a deleted review changes nothing", async () => {
    const author = await createUser({ banned: true });
    const review = await createReview((await createProduct()).id, author.id, { status: 'rifiutata' });
    expect(
      await db.transaction((tx) => publishReviewOnAppeal(tx, { actor: admin, reviewId: review.id })),
    ).toEqual({ changed: true, pointsAwarded: 0 });
    expect(await balance(author.id)).toEqual({ points: 0, lifetime: 0 });
    expect(await db.select().from(userBadges).where(eq(userBadges.userId, author.id))).toEqual([]);

    await deleteReview({ actor: admin, reviewId: review.id });
    for (const reviewId of [review.id, 'non-una-recensione'])
      expect(await db.transaction((tx) => publishReviewOnAppeal(tx, { actor: admin, reviewId }))).toEqual({
        changed: false,
        pointsAwarded: 0,
      });
  });

  test('a non-admin cannot publish a review on appeal', async () => {
    const author = await createUser();
    const review = await createReview((await createProduct()).id, author.id, { status: 'rifiutata' });
    await expect(
      db.transaction((tx) => publishReviewOnAppeal(tx, { actor: user, reviewId: review.id })),
    ).rejects.toMatchObject({ status: 403 });
    const [row] = await db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row?.status).toBe('rifiutata');
    expect((await balance(author.id)).points).toBe(0);
  });

  test('the ledger invariant holds after a random run of approvals, deletions and edits', async () => {
    const authors = await Promise.all(Array.from({ length: 3 }, () => createUser()));
    const items = await Promise.all(Array.from({ length: 6 }, () => createProduct()));
    const pool: string[] = [];
    for (const [index, product] of items.entries()) {
      for (const author of authors) {
        pool.push(
          (await createReview(product.id, author.id, { status: 'in_revisione', rating: 1 + (index % 5) })).id,
        );
      }
    }
    const operation = fc.record({
      kind: fc.constantFrom('approve', 'reject', 'delete', 'edit', 'spend'),
      review: fc.nat({ max: pool.length - 1 }),
      amount: fc.integer({ min: 1, max: 12 }),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
        run += 1;
        for (const [step, op] of operations.entries()) {
          const reviewId = pool[op.review]!;
          try {
            // Edits may make reviews alike, and a held review needs the moderator's reason.
            if (op.kind === 'approve')
              await approveReview({ actor: admin, reviewId, override: 'Verificata a mano' });
            if (op.kind === 'reject')
              await rejectReview({ actor: admin, reviewId, reason: 'Test', rule: 'review-real-experience' });
            if (op.kind === 'delete') await deleteReview({ actor: admin, reviewId });
            if (op.kind === 'edit')
              await editReview({
                actor: admin,
                reviewId,
                changes: {
                  rating: 3,
                  title: 'Titolo modificato',
                  pros: 'Pro modificati',
                  cons: 'Contro modificati',
                  comment: undefined,
                },
              });
            if (op.kind === 'spend') {
              const author = authors[op.review % authors.length]!;
              await db.transaction(async (tx) => {
                const { applyPoints } = await import('#app/modules/points/ledger.server.ts');
                await applyPoints(tx, {
                  userId: author.id,
                  delta: -op.amount,
                  kind: 'reward_redeemed',
                  idempotencyKey: `spend:${run}:${step}`,
                });
              });
            }
          } catch (error) {
            // Deleted reviews and unaffordable spending are refused; nothing else may fail.
            if (
              !(error instanceof AppError && error.status === 404) &&
              (error as Error).name !== 'InsufficientPointsError'
            )
              throw error;
          }
        }
        expect(await ledgerInvariantBreaches()).toEqual([]);
      }),
      { numRuns: 15 },
    );
  });
});
