import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { DEFAULT_INTEGRITY_SETTINGS } from '#app/modules/integrity/integrity-settings.ts';
import { loadIntegritySettings } from '#app/modules/integrity/integrity-settings.server.ts';
import type { ReviewEvidence } from '#app/modules/reviews/review-evidence.server.ts';
import { submitReview } from '#app/modules/reviews/submit-review.server.ts';
import type { AdminAnswer } from '#app/ui/admin/use-admin-action.ts';
import { appSettings, auditLog, reviews } from '#db/schema/index.ts';
import { createProduct, createUser } from '#tests/support/factories.ts';
import { asViewer, formRequest, routeContext, runRoute } from '#tests/support/route.ts';
import { action as rulesAction, loader as rulesLoader } from './integrity-rules.tsx';
import { action as evidenceAction, loader as evidenceLoader } from './review-evidence.tsx';

const admin = async () => asViewer(await createUser({ role: 'admin' }), true);
const member = async () => asViewer(await createUser(), false);
const run = <T>(fn: unknown, request: Request, who: unknown, params: Record<string, string> = {}) =>
  runRoute<T>(fn as never, { request, context: routeContext({ viewer: who as never }), params });

/** The rules form as the page posts it: every field, with `changes` over the defaults. */
function rulesForm(changes: Record<string, string> = {}) {
  const settings = DEFAULT_INTEGRITY_SETTINGS;
  return {
    intent: 'save-rules',
    atRiskThreshold: String(settings.atRiskThreshold),
    holdThreshold: String(settings.holdThreshold),
    ...Object.fromEntries(
      Object.entries(settings.weights).map(([key, value]) => [`weights.${key}`, String(value)]),
    ),
    reviewsPerHour: String(settings.reviewsPerHour),
    reviewsPerDay: String(settings.reviewsPerDay),
    burstMinReviews: String(settings.burstMinReviews),
    newAccountDays: String(settings.newAccountDays),
    ...changes,
  };
}

describe("'Regole di integrità'", () => {
  test('shows the rules in force and saves a change, audited', async () => {
    const who = await admin();
    const page = await run<{ settings: typeof DEFAULT_INTEGRITY_SETTINGS }>(
      rulesLoader,
      new Request('http://localhost:3000/admin/reviews/rules'),
      who,
    );
    expect(page.data!.settings).toEqual(await loadIntegritySettings());

    const saved = await run<AdminAnswer>(
      rulesAction,
      formRequest('/admin/reviews/rules', rulesForm({ 'weights.sameNetwork': '10', holdThreshold: '85' })),
      who,
    );

    expect(saved.data).toMatchObject({ ok: true });
    const rules = await loadIntegritySettings();
    expect(rules).toMatchObject({ holdThreshold: 85, weights: { sameNetwork: 10 } });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, 'integrity.settings'));
    expect(JSON.parse(audit!.before as string).holdThreshold).toBe(DEFAULT_INTEGRITY_SETTINGS.holdThreshold);
  });

  test.each([
    [{ holdThreshold: '20' }, 'La soglia per trattenere non può essere più bassa della soglia "A rischio"'],
    [{ 'weights.burst': '150' }, 'Raffica di recensioni da account nuovi sullo stesso prodotto: massimo 100'],
    [{ reviewsPerHour: 'tante' }, 'Recensioni per ora: inserisci un numero'],
    [{ atRiskThreshold: '0' }, 'Soglia "A rischio": minimo 1'],
  ])('refuses %o in Italian and changes nothing', async (changes, message) => {
    const who = await admin();
    const before = await db.select().from(appSettings).where(eq(appSettings.key, 'integrity.settings'));

    const refused = await run<AdminAnswer>(
      rulesAction,
      formRequest('/admin/reviews/rules', rulesForm(changes)),
      who,
    );

    expect(refused.status).toBe(400);
    expect(refused.data!.toast.message).toBe(message);
    expect(await db.select().from(appSettings).where(eq(appSettings.key, 'integrity.settings'))).toEqual(
      before,
    );
  });

  test('a member is sent away from the page and its form', async () => {
    const who = await member();
    const page = await run(rulesLoader, new Request('http://localhost:3000/admin/reviews/rules'), who);
    expect(page.status).not.toBe(200);
    const before = await loadIntegritySettings();
    const posted = await run(
      rulesAction,
      formRequest('/admin/reviews/rules', rulesForm({ holdThreshold: '99' })),
      who,
    );
    expect(posted.status).not.toBe(200);
    expect(await loadIntegritySettings()).toEqual(before);
  });
});

describe("a review's evidence page", () => {
  test('loads the evidence, approves a held review only with a reason, and is a 404 for an unknown review', async () => {
    const who = await admin();
    const product = await createProduct();
    const source = { deviceId: 'Rr7uP0q2Ws5Ex8Ty1Ui4Op', ip: '79.21.3.40' };
    const input = {
      productId: product.id,
      rating: 5,
      title: 'Monitor perfetto per lavorare',
      pros: 'Il pannello da 27 pollici è uniforme, i colori sono fedeli per ritoccare le foto e il supporto si alza abbastanza per la mia scrivania alta.',
      cons: 'Il menu si comanda con un joystick scomodo sotto il bordo e l’alimentatore esterno è ingombrante dietro la scrivania.',
      reviewText:
        'Collegato al portatile con un solo cavo USB-C che lo ricarica pure. Lo uso otto ore al giorno senza stancare gli occhi.',
      wouldRecommend: true,
      purchased: true,
    };
    await submitReview({ userId: (await createUser()).id, input, images: [], source });
    const copy = await submitReview({ userId: (await createUser()).id, input, images: [], source });
    const url = `/admin/reviews/${copy.reviewId}`;

    const page = await run<{ evidence: ReviewEvidence }>(
      evidenceLoader,
      new Request(`http://localhost:3000${url}`),
      who,
      {
        reviewId: copy.reviewId,
      },
    );
    expect(page.data!.evidence.review.riskHeld).toBe(true);

    const bare = await run<AdminAnswer>(
      evidenceAction,
      formRequest(url, { intent: 'approve', reviewId: copy.reviewId }),
      who,
      {
        reviewId: copy.reviewId,
      },
    );
    expect(bare.status).toBe(409);
    expect(bare.data!.toast.message).toBe(
      'Questa recensione è trattenuta per verifica: per approvarla scrivi perché la ritieni autentica',
    );
    const [still] = await db.select().from(reviews).where(eq(reviews.id, copy.reviewId));
    expect(still!.status).toBe('in_revisione');

    const approved = await run<AdminAnswer>(
      evidenceAction,
      formRequest(url, {
        intent: 'approve',
        reviewId: copy.reviewId,
        override: 'Stessa famiglia, due acquisti verificati',
      }),
      who,
      { reviewId: copy.reviewId },
    );
    expect(approved.data).toMatchObject({ ok: true });
    const [published] = await db.select().from(reviews).where(eq(reviews.id, copy.reviewId));
    expect(published!.status).toBe('pubblicata');

    const unknown = crypto.randomUUID();
    const missing = await run(
      evidenceLoader,
      new Request(`http://localhost:3000/admin/reviews/${unknown}`),
      who,
      {
        reviewId: unknown,
      },
    );
    expect(missing.status).toBe(404);
  });
});
