import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { auditLog, reviews, rewards, voucherCodes } from '#db/schema/index.ts';
import { createProduct, createReview, createUser } from '#tests/support/factories.ts';
import { asViewer, formRequest, routeContext, runRoute } from '#tests/support/route.ts';
import type { AdminAnswer } from '#app/ui/admin/use-admin-action.ts';
import { action as reviewsAction } from './reviews.tsx';
import { action as rewardsAction } from './rewards.tsx';

async function asAdmin() {
  return asViewer(await createUser({ role: 'admin' }), true);
}

function post(
  fn: typeof reviewsAction | typeof rewardsAction,
  path: string,
  admin: unknown,
  fields: Record<string, string | string[] | undefined>,
) {
  return runRoute<AdminAnswer>(fn as never, {
    request: formRequest(path, fields),
    context: routeContext({ viewer: admin as never }),
  });
}

const auditRowsFor = (entityId: string) => db.select().from(auditLog).where(eq(auditLog.entityId, entityId));

describe('a back-office page action (the template every section copies)', () => {
  test('a bad command is a 400 with the schema’s Italian message, no flash, and changes nothing', async () => {
    const admin = await asAdmin();
    const author = await createUser();
    const review = await createReview((await createProduct()).id, author.id, { status: 'in_revisione' });
    const cases: [Record<string, string | undefined>, string][] = [
      [{}, 'Azione non valida'],
      [{ intent: 'publish-everything', reviewId: review.id }, 'Azione non valida'],
      [{ intent: 'approve' }, 'Recensione non valida'],
      [{ intent: 'approve', reviewId: 'abc' }, 'Recensione non valida'],
      [
        { intent: 'reject', reviewId: review.id, rule: 'review-on-topic', reason: '   ' },
        'Indica il motivo del rifiuto',
      ],
      [{ intent: 'reject', reviewId: review.id, reason: 'Fuori tema' }, 'Scegli la regola applicata'],
      // A rule of the terms that a rejection may not apply (it is for blocks only).
      [
        { intent: 'reject', reviewId: review.id, rule: 'conduct-automation', reason: 'Fuori tema' },
        'Scegli la regola applicata',
      ],
      [
        { intent: 'reject', reviewId: review.id, rule: 'review-on-topic', reason: 'x'.repeat(501) },
        'Il motivo può contenere al massimo 500 caratteri',
      ],
      [
        {
          intent: 'edit',
          reviewId: review.id,
          rating: '9',
          title: 'Titolo valido',
          pros: 'Buono',
          cons: 'Caro',
        },
        'Dai un punteggio da 1 a 5',
      ],
    ];
    for (const [fields, message] of cases) {
      const outcome = await post(reviewsAction, '/admin/reviews', admin, fields);
      expect(outcome.status, JSON.stringify(fields)).toBe(400);
      expect(outcome.data).toMatchObject({ ok: false, toast: { kind: 'error', title: 'Errore', message } });
      expect(outcome.headers.get('Set-Cookie')).toBeNull();
    }
    const [after] = await db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(after?.status).toBe('in_revisione');
    expect(after?.rating).toBe(review.rating);
    expect(await auditRowsFor(review.id)).toEqual([]);
  });

  test('a refusal by the service answers its own status and message', async () => {
    const admin = await asAdmin();
    const unknown = await post(reviewsAction, '/admin/reviews', admin, {
      intent: 'delete',
      reviewId: '3f1c2a4e-9b7d-4c1a-8e2f-5a6b7c8d9e0f',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.data?.toast.message).toBe('Recensione non trovata');
  });

  test('success answers ok with the toast, and carries it as a flash message', async () => {
    const admin = await asAdmin();
    const author = await createUser();
    const review = await createReview((await createProduct()).id, author.id, { status: 'in_revisione' });
    // (Moderation's decisions answer with 'Annulla' for the page to show instead: see
    // modules/reviews/moderation-workbench.server.test.ts.)
    const outcome = await post(reviewsAction, '/admin/reviews', admin, {
      intent: 'edit',
      reviewId: review.id,
      rating: '3',
      title: 'Titolo corretto',
      pros: 'Suono pulito e potente',
      cons: 'Costa un po’ troppo',
    });
    expect(outcome.status).toBe(200);
    expect(outcome.data).toEqual({
      ok: true,
      intent: 'edit',
      toast: { kind: 'success', title: 'Successo', message: 'Recensione modificata' },
    });
    expect(outcome.headers.get('Set-Cookie')).toMatch(/^provato_flash_[\w-]+=/);
    const [after] = await db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(after?.rating).toBe(3);
    expect((await auditRowsFor(review.id)).map((row) => row.action)).toEqual(['review.edit']);
  });

  test('Gestione Premi parses its commands with the same helper: bad codes are refused whole', async () => {
    const admin = await asAdmin();
    const [reward] = await db.select({ id: rewards.id }).from(rewards).limit(1);
    const rewardId = reward!.id;
    const cases: [Record<string, string | undefined>, string][] = [
      [{ intent: 'codes', rewardId: 'nope', codes: 'ABCD-1234' }, 'Premio non valido'],
      [{ intent: 'codes', rewardId, codes: '' }, 'Inserisci almeno un codice'],
      [
        { intent: 'codes', rewardId, codes: 'VALIDO-1\nno' },
        'Il codice deve avere tra 4 e 64 caratteri (lettere, numeri, trattini)',
      ],
      [{ intent: 'reject', requestId: 'x', reason: 'motivo' }, 'Richiesta premio non valida'],
    ];
    const before = await db.$count(voucherCodes);
    for (const [fields, message] of cases) {
      const outcome = await post(rewardsAction, '/admin/rewards', admin, fields);
      expect(outcome.status, JSON.stringify(fields)).toBe(400);
      expect(outcome.data?.toast.message).toBe(message);
    }
    expect(await db.$count(voucherCodes)).toBe(before);
  });
});
