import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { emailsTo } from '#app/modules/notifications/outbox.server.ts';
import type { AdminAnswer } from '#app/ui/admin/use-admin-action.ts';
import { activities, auditLog, pointsLedger, reviews } from '#db/schema/index.ts';
import { createProduct, createReview, createUser } from '#tests/support/factories.ts';
import { balance, ledgerInvariantBreaches } from '#tests/support/ledger.ts';
import { asViewer, formRequest, routeContext, runRoute } from '#tests/support/route.ts';
import { action as reviewsAction } from './reviews.tsx';
import { decideReviews, undoDecisions } from '#app/modules/reviews/bulk-moderation.server.ts';
import { approveReview, rejectReview, undoDecision } from '#app/modules/reviews/moderate-review.server.ts';

const admin = { id: 'workbench-admin', isAdmin: true };
const otherAdmin = { id: 'workbench-admin-2', isAdmin: true };

beforeAll(async () => {
  await createUser({ id: admin.id, role: 'admin', firstName: 'Mara' });
  await createUser({ id: otherAdmin.id, role: 'admin', firstName: 'Ugo' });
});

async function pending(count: number, fields: { productName?: string } = {}) {
  const product = await createProduct(fields.productName ? { name: fields.productName } : {});
  const authors = [];
  const rows = [];
  for (let index = 0; index < count; index += 1) {
    const author = await createUser({ firstName: `Autore${index}` });
    authors.push(author);
    rows.push(await createReview(product.id, author.id, { status: 'in_revisione' }));
  }
  return { product, authors, reviews: rows };
}

const post = async (fields: Record<string, string | string[]>, viewer = admin) =>
  runRoute<AdminAnswer>(reviewsAction as never, {
    request: formRequest('/admin/reviews', fields),
    context: routeContext({ viewer: asViewer(await userOf(viewer.id), viewer.isAdmin) as never }),
  });
const userOf = async (id: string) =>
  (await db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, id) }))!;

const statusOf = async (id: string) => (await db.select().from(reviews).where(eq(reviews.id, id)))[0]!;
const ledgerOf = (userId: string) => db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId));
const auditOf = async (id: string) =>
  (await db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.createdAt)).map(
    (row) => row.action,
  );

describe('bulk decisions', () => {
  test('approving several pays each author once, audits each, says how many changed and how many were already moderated', async () => {
    const { authors, reviews: rows } = await pending(3, { productName: 'Bose QuietComfort' });
    await approveReview({ actor: admin, reviewId: rows[0]!.id });
    const answer = await post({ intent: 'bulk-approve', reviewIds: rows.map((row) => row.id) });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      ok: true,
      toast: { kind: 'success', message: '2 recensioni approvate, 1 era già moderata' },
      undo: { intent: 'undo', decision: 'pubblicata', reviewIds: [rows[1]!.id, rows[2]!.id].sort() },
    });
    // The page shows the toast itself, with 'Annulla': no flash message.
    expect(answer.headers.get('Set-Cookie')).toBeNull();
    for (const [index, row] of rows.entries()) {
      expect((await statusOf(row.id)).status).toBe('pubblicata');
      expect(await balance(authors[index]!.id)).toEqual({ points: 5, lifetime: 5 });
      expect(await auditOf(row.id)).toEqual(['review.approve']);
      const mails = (await emailsTo(authors[index]!.email)).filter((m) => m.template === 'review_approved');
      expect(mails).toHaveLength(1);
    }
  });

  test('rejecting several takes one reason, which each author receives', async () => {
    const { authors, reviews: rows } = await pending(2, { productName: 'Dyson V15' });
    const answer = await post({
      intent: 'bulk-reject',
      reviewIds: rows.map((row) => row.id),
      reason: 'Testo copiato da un altro sito',
      rule: 'review-own-words',
    });
    expect(answer.data?.toast.message).toBe('2 recensioni rifiutate');
    for (const [index, row] of rows.entries()) {
      const after = await statusOf(row.id);
      expect(after.status).toBe('rifiutata');
      expect(after.rejectionReason).toBe('Testo copiato da un altro sito');
      const [mail] = (await emailsTo(authors[index]!.email)).filter((m) => m.template === 'review_rejected');
      expect(mail?.text).toContain('Testo copiato da un altro sito');
      expect(mail?.text).toContain(
        'Regola applicata: Termini e condizioni, art. 4.4 — Scrivi con parole tue: niente testi copiati.',
      );
    }
  });

  test('bad batches are refused with an Italian message and change nothing', async () => {
    const { reviews: rows } = await pending(1);
    const tooMany = Array.from({ length: 101 }, () => crypto.randomUUID());
    const cases: [Record<string, string | string[]>, string][] = [
      [{ intent: 'bulk-approve' }, 'Seleziona almeno una recensione'],
      [{ intent: 'bulk-approve', reviewIds: tooMany }, 'Puoi moderare al massimo 100 recensioni alla volta'],
      [{ intent: 'bulk-approve', reviewIds: [rows[0]!.id, 'nope'] }, 'Recensione non valida'],
      [{ intent: 'bulk-reject', reviewIds: [rows[0]!.id], reason: '  ' }, 'Indica il motivo del rifiuto'],
      [{ intent: 'bulk-reject', reviewIds: [rows[0]!.id], reason: 'Copiata' }, 'Scegli la regola applicata'],
    ];
    for (const [fields, message] of cases) {
      const answer = await post(fields);
      expect(answer.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(answer.data?.toast.message).toBe(message);
    }
    expect((await statusOf(rows[0]!.id)).status).toBe('in_revisione');
    expect(await auditOf(rows[0]!.id)).toEqual([]);
  });

  test('only admins decide in bulk', async () => {
    const { reviews: rows } = await pending(1);
    const person = await createUser();
    const answer = await runRoute(reviewsAction as never, {
      request: formRequest('/admin/reviews', { intent: 'bulk-approve', reviewIds: [rows[0]!.id] }),
      context: routeContext({ viewer: asViewer(person, false) as never }),
    });
    // Sent away to sign in as an admin, before anything runs; the service refuses on its own too.
    expect(answer.status).toBe(302);
    await expect(
      decideReviews({ id: person.id, isAdmin: false }, { decision: 'approve', reviewIds: [rows[0]!.id] }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      undoDecisions({ id: person.id, isAdmin: false }, { decision: 'pubblicata', reviewIds: [rows[0]!.id] }),
    ).rejects.toMatchObject({ status: 403 });
    expect((await statusOf(rows[0]!.id)).status).toBe('in_revisione');
  });
});

describe("'Annulla' after a decision", () => {
  test('approve → undo → approve pays once net, under distinct keys, and the author reads what happened', async () => {
    const { authors, reviews: rows } = await pending(1, { productName: 'Kindle Paperwhite' });
    const [author, review] = [authors[0]!, rows[0]!];
    const approved = await post({ intent: 'approve', reviewId: review.id });
    expect(approved.data?.undo).toEqual({ intent: 'undo', decision: 'pubblicata', reviewIds: [review.id] });
    const undone = await post(approved.data!.undo as Record<string, string | string[]>);
    expect(undone.data?.toast.message).toBe(
      'Decisione annullata: la recensione è di nuovo in revisione (5 punti tolti)',
    );
    const back = await statusOf(review.id);
    expect(back).toMatchObject({ status: 'in_revisione', moderatedAt: null, moderatedBy: null });
    expect(await balance(author.id)).toEqual({ points: 0, lifetime: 0 });

    await approveReview({ actor: admin, reviewId: review.id });
    expect(await balance(author.id)).toEqual({ points: 5, lifetime: 5 });
    const ledger = await ledgerOf(author.id);
    expect(ledger.reduce((sum, row) => sum + row.delta, 0)).toBe(5);
    expect(ledger.map((row) => [row.kind, row.delta, row.idempotencyKey]).sort()).toEqual(
      [
        ['review_approved', 5, `review-approved:${review.id}`],
        ['review_approval_undone', -5, `review-approval-undone:${review.id}:1`],
        ['review_approved', 5, `review-approved:${review.id}:2`],
      ].sort(),
    );
    // A second undo and approval round still nets one award.
    await undoDecision({ actor: admin, reviewId: review.id, decision: 'pubblicata' });
    await approveReview({ actor: admin, reviewId: review.id });
    expect(await balance(author.id)).toEqual({ points: 5, lifetime: 5 });
    expect(await auditOf(review.id)).toEqual([
      'review.approve',
      'review.undo-approve',
      'review.approve',
      'review.undo-approve',
      'review.approve',
    ]);
    const lines = await db.select().from(activities).where(eq(activities.userId, author.id));
    expect(lines.map((line) => line.text)).toContain(
      "L'approvazione della tua recensione di Kindle Paperwhite è stata annullata: è di nuovo in revisione",
    );
    expect(await ledgerInvariantBreaches()).toEqual([]);
  });

  test('undoing a rejection returns the review to the queue without its reason', async () => {
    const { authors, reviews: rows } = await pending(1, { productName: 'Moka Bialetti' });
    await rejectReview({
      actor: admin,
      reviewId: rows[0]!.id,
      reason: 'Fuori tema',
      rule: 'review-real-experience',
    });
    const answer = await post({ intent: 'undo', decision: 'rifiutata', reviewIds: [rows[0]!.id] });
    expect(answer.data?.toast.message).toBe('Decisione annullata: la recensione è di nuovo in revisione');
    expect(await statusOf(rows[0]!.id)).toMatchObject({ status: 'in_revisione', rejectionReason: null });
    expect(await auditOf(rows[0]!.id)).toEqual(['review.reject', 'review.undo-reject']);
    const lines = await db.select().from(activities).where(eq(activities.userId, authors[0]!.id));
    expect(lines.map((line) => line.text)).toContain(
      'Il rifiuto della tua recensione di Moka Bialetti è stato annullato: è di nuovo in revisione',
    );
  });

  test('after the window, or for another admin’s decision, undo is refused in Italian and nothing changes', async () => {
    const { authors, reviews: rows } = await pending(2);
    await approveReview({ actor: admin, reviewId: rows[0]!.id });
    await db
      .update(reviews)
      .set({ moderatedAt: new Date(Date.now() - 6 * 60 * 1000) })
      .where(eq(reviews.id, rows[0]!.id));
    const late = await post({ intent: 'undo', decision: 'pubblicata', reviewIds: [rows[0]!.id] });
    expect(late.status).toBe(409);
    expect(late.data?.toast.message).toBe(
      'Non è più possibile annullare questa decisione: sono passati più di 5 minuti',
    );
    expect((await statusOf(rows[0]!.id)).status).toBe('pubblicata');
    expect(await balance(authors[0]!.id)).toEqual({ points: 5, lifetime: 5 });

    await approveReview({ actor: otherAdmin, reviewId: rows[1]!.id });
    const others = await post({ intent: 'undo', decision: 'pubblicata', reviewIds: [rows[1]!.id] });
    expect(others.status).toBe(409);
    expect(others.data?.toast.message).toBe('Puoi annullare solo le decisioni prese da te');
    expect((await statusOf(rows[1]!.id)).status).toBe('pubblicata');
    expect(await auditOf(rows[0]!.id)).toEqual(['review.approve']);
    expect(await auditOf(rows[1]!.id)).toEqual(['review.approve']);
  });

  test('an undo for a decision no longer in force changes nothing', async () => {
    const { reviews: rows } = await pending(1);
    await approveReview({ actor: admin, reviewId: rows[0]!.id });
    await undoDecision({ actor: admin, reviewId: rows[0]!.id, decision: 'pubblicata' });
    await rejectReview({
      actor: admin,
      reviewId: rows[0]!.id,
      reason: 'Spam',
      rule: 'review-real-experience',
    });
    // The approval's toast clicked late: the review is rejected now, not approved.
    const stale = await post({ intent: 'undo', decision: 'pubblicata', reviewIds: [rows[0]!.id] });
    expect(stale.data).toMatchObject({ ok: true, toast: { kind: 'info', title: 'Niente da annullare' } });
    expect((await statusOf(rows[0]!.id)).status).toBe('rifiutata');
  });

  test('concurrent undo and re-approval: the ledger nets one award or none, never two', async () => {
    const { authors, reviews: rows } = await pending(4);
    for (const [index, row] of rows.entries()) {
      await approveReview({ actor: admin, reviewId: row.id });
      await Promise.all([
        undoDecision({ actor: admin, reviewId: row.id, decision: 'pubblicata' }),
        approveReview({ actor: admin, reviewId: row.id }),
        undoDecision({ actor: admin, reviewId: row.id, decision: 'pubblicata' }),
        approveReview({ actor: admin, reviewId: row.id }),
      ]);
      const after = await statusOf(row.id);
      const { points } = await balance(authors[index]!.id);
      expect(points).toBe(after.status === 'pubblicata' ? 5 : 0);
    }
    expect(await ledgerInvariantBreaches()).toEqual([]);
  });

  test('points the author already spent are taken back only down to zero; the re-approval tops up to one award', async () => {
    const { authors, reviews: rows } = await pending(1);
    const [author, review] = [authors[0]!, rows[0]!];
    await approveReview({ actor: admin, reviewId: review.id });
    // The author spends 3 of the 5 points within the window.
    await db.transaction(async (tx) => {
      const { applyPoints } = await import('#app/modules/points/ledger.server.ts');
      await applyPoints(tx, {
        userId: author.id,
        delta: -3,
        kind: 'reward_redeemed',
        idempotencyKey: `spent:${review.id}`,
      });
    });
    const outcome = await undoDecision({ actor: admin, reviewId: review.id, decision: 'pubblicata' });
    expect(outcome).toEqual({ changed: true, pointsReversed: 2 });
    expect((await balance(author.id)).points).toBe(0);
    await approveReview({ actor: admin, reviewId: review.id });
    const rowsOfReview = await db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.referenceType, 'review'), inArray(pointsLedger.referenceId, [review.id])));
    expect(rowsOfReview.reduce((sum, row) => sum + row.delta, 0)).toBe(5);
    expect((await balance(author.id)).points).toBe(2);
    expect(await ledgerInvariantBreaches()).toEqual([]);
  });
});
