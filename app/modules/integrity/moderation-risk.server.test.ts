import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { decideReviews } from '#app/modules/reviews/bulk-moderation.server.ts';
import { listReviewsForModeration } from '#app/modules/reviews/list-moderation.server.ts';
import { parseModerationQuery } from '#app/modules/reviews/moderation-query.ts';
import { submitReview } from '#app/modules/reviews/submit-review.server.ts';
import { reviews } from '#db/schema/index.ts';
import { failure } from '#tests/support/app-error.ts';
import { createProduct, createUser } from '#tests/support/factories.ts';
import { DEFAULT_INTEGRITY_SETTINGS } from './integrity-settings.ts';
import { saveIntegritySettings } from './integrity-settings.server.ts';
import { getReviewEvidence } from '#app/modules/reviews/review-evidence.server.ts';

const admin = { id: 'risk-admin', isAdmin: true };

const tv = {
  rating: 5,
  title: 'Televisore enorme per il salotto',
  pros: 'I neri sono profondissimi e le partite di calcio sono fluide anche nelle inquadrature veloci. Il telecomando ha il microfono e capisce bene i comandi in italiano.',
  cons: 'Le casse integrate sono deboli per un salotto grande: abbiamo preso una soundbar. Il piedistallo centrale occupa quasi tutto il mobile.',
  reviewText:
    'Lo abbiamo sostituito a un vecchio plasma di dieci anni fa e la differenza si vede soprattutto di sera con le luci spente. Le app principali ci sono tutte.',
  wouldRecommend: true,
  purchased: true,
};

const honest = {
  rating: 4,
  title: 'Bello ma il menu è lento',
  pros: 'Colori vivaci con i documentari in HDR e un angolo di visione ampio: dal divano laterale si vede bene. Quattro prese HDMI, comode per console e decoder.',
  cons: 'Il sistema operativo si impalla quando apro il catalogo dei film e gli aggiornamenti sono frequenti. Il riflesso delle finestre di giorno disturba.',
  reviewText: 'Comprato per la camera dei ragazzi, lo usano soprattutto per giocare. Consumi nella media.',
  wouldRecommend: true,
  purchased: true,
};

let product: { id: string };
let farmCopy = '';
let farmOriginal = '';
let honestReview = '';

beforeAll(async () => {
  await createUser({ id: admin.id, role: 'admin' });
  product = await createProduct({ name: 'OLED 55 pollici' });
  const source = { deviceId: 'Kq8xL2m9Vb4Nc7Zd1Fg3Hj', ip: '151.38.20.4' };
  const first = await createUser({ firstName: 'Primo' });
  const second = await createUser({ firstName: 'Secondo' });
  // A member of long standing: three new accounts on one product in a day would be a burst.
  const third = await createUser({ firstName: 'Onesto', createdAt: new Date(Date.now() - 400 * 86_400_000) });
  const original = await submitReview({
    userId: first.id,
    input: { ...tv, productId: product.id },
    images: [],
    source,
  });
  const copy = await submitReview({
    userId: second.id,
    input: { ...tv, productId: product.id, title: 'Televisore ENORME per il salotto 😍' },
    images: [],
    source,
  });
  const own = await submitReview({
    userId: third.id,
    input: { ...honest, productId: product.id },
    images: [],
  });
  farmOriginal = original.reviewId;
  farmCopy = copy.reviewId;
  honestReview = own.reviewId;
});

const list = (search: string) =>
  listReviewsForModeration(admin, parseModerationQuery(new URLSearchParams(search)));

describe('moderation by risk', () => {
  test("'A rischio' lists only the flagged reviews, the riskiest first, with their reasons", async () => {
    const page = await list(`risk=a-rischio&sort=risk&productId=${product.id}`);

    // Each is the other's copy: the same score, the older first.
    expect(page.items.map((item) => item.id)).toEqual([farmOriginal, farmCopy]);
    const top = page.items[1];
    expect(top).toMatchObject({ riskHeld: true, riskScore: page.items[0]!.riskScore });
    expect(top!.riskScore).toBeGreaterThanOrEqual(DEFAULT_INTEGRITY_SETTINGS.holdThreshold);
    expect(top!.riskReasons[0]).toMatch(/^Testo quasi identico alla recensione di un account collegato/);
    expect(top!.riskReasons).toContain('Stesso dispositivo di un altro account');
    expect(page.items.map((item) => item.id)).not.toContain(honestReview);
    const all = await list(`productId=${product.id}`);
    expect(all.items.find((item) => item.id === honestReview)).toMatchObject({
      riskScore: 0,
      riskReasons: [],
    });
  });

  test('the threshold comes from the rules: raised above every score, nothing is at risk', async () => {
    await saveIntegritySettings({
      actor: admin,
      settings: { ...DEFAULT_INTEGRITY_SETTINGS, atRiskThreshold: 100, holdThreshold: 100 },
    });
    expect((await list(`risk=a-rischio&productId=${product.id}`)).items).toEqual([]);
    await saveIntegritySettings({ actor: admin, settings: DEFAULT_INTEGRITY_SETTINGS });
    expect((await list(`risk=a-rischio&productId=${product.id}`)).items).toHaveLength(2);
  });

  test('by risk with free text too', async () => {
    const page = await list('q=salotto&sort=risk&status=all');
    expect(page.items.map((item) => item.id)).toEqual([farmOriginal, farmCopy]);
    const scores = (await list('q=salotto&status=all&sort=newest')).items.map((item) => item.id);
    expect(scores).toEqual([farmCopy, farmOriginal]);
  });

  test('a bulk approval leaves a held review for its own decision and says so', async () => {
    const outcome = await decideReviews(admin, { decision: 'approve', reviewIds: [farmCopy, honestReview] });

    expect(outcome).toMatchObject({ changed: [honestReview], held: 1, alreadyModerated: 0 });
    const [held] = await db.select().from(reviews).where(eq(reviews.id, farmCopy));
    expect(held).toMatchObject({ status: 'in_revisione', riskHeld: true });
  });
});

describe('the evidence of a review', () => {
  test('the near-identical text beside it with the shared passages, and the linked account with its reviews', async () => {
    const evidence = await getReviewEvidence(admin, farmCopy);

    expect(evidence.review).toMatchObject({ id: farmCopy, riskHeld: true });
    const [match] = evidence.matches;
    expect(match).toMatchObject({ linkedAuthor: true, other: { id: farmOriginal } });
    expect(match!.passages.review.length).toBeGreaterThan(0);
    const [start, end] = match!.passages.other[0]!;
    expect(match!.other.text.slice(start, end).length).toBeGreaterThan(10);
    expect(evidence.linkedAccounts).toHaveLength(1);
    expect(evidence.linkedAccounts[0]).toMatchObject({
      kinds: ['device', 'network'],
      reviews: [{ id: farmOriginal }],
    });
    expect(evidence.clusterId).not.toBeNull();
  });

  test('refused to a non-admin; an unknown or malformed id is a 404 in Italian', async () => {
    expect(await failure(getReviewEvidence({ id: 'x', isAdmin: false }, farmCopy))).toMatchObject({
      status: 403,
    });
    expect(await failure(getReviewEvidence(admin, crypto.randomUUID()))).toEqual({
      status: 404,
      message: 'Recensione non trovata',
    });
    expect(await failure(getReviewEvidence(admin, 'not-a-uuid'))).toMatchObject({ status: 404 });
  });
});
