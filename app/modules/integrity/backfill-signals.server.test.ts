import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { reviews, reviewSignals } from '#db/schema/index.ts';
import { linkAccounts } from '#tests/support/clusters.ts';
import {
  createMerchant,
  createOffer,
  createProduct,
  createReview,
  createUser,
} from '#tests/support/factories.ts';
import { backfillReviewSignals } from './backfill-signals.server.ts';
import { computeReviewSignals } from './review-signals.server.ts';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const daysAgo = (days: number) => hoursAgo(days * 24);

const PHONE = {
  title: 'Un mese con il telefono nuovo',
  pros: 'Lo schermo è luminoso anche sotto il sole di agosto e la fotocamera principale fa foto nitide di sera, con colori naturali.',
  cons: 'Si scalda parecchio quando gioco per più di mezz’ora e il caricatore non è incluso nella confezione.',
  comment:
    'Lo uso soprattutto per lavoro: mail, videochiamate e navigazione. Arrivo a sera con il 30% di carica. Il sensore di impronte sotto lo schermo ogni tanto sbaglia con le dita bagnate.',
};
const LAPTOP = {
  title: 'Portatile leggero per l’università',
  pros: 'Pesa poco più di un chilo, la tastiera retroilluminata è comoda per scrivere appunti per ore e la ventola è quasi sempre ferma.',
  cons: 'Solo due porte USB-C, serve un adattatore per il proiettore in aula. Le casse sono deboli.',
  comment:
    'Lo porto ogni giorno in zaino da settembre. La batteria copre una giornata intera di lezioni con il wifi acceso. Lo schermo opaco non riflette le luci dell’aula.',
};
const OTHER_PHONE = {
  title: 'Buono ma non perfetto',
  pros: 'Autonomia solida: con uso moderato tiro fino a due giorni. Il display ha una resa dei colori molto piacevole per guardare serie tv.',
  cons: 'Le foto in notturna hanno parecchio rumore e lo zoom digitale è poco utilizzabile. La cover in plastica si riga subito.',
  comment:
    'Preso in offerta dopo aver confrontato tre negozi. Aggiornamenti puntuali ogni mese, interfaccia pulita senza troppe app preinstallate.',
};
const DESCRIPTION =
  'Smartphone con display AMOLED da 6,7 pollici a 120 Hz, processore octa-core di ultima generazione, tripla fotocamera da 50 megapixel con stabilizzazione ottica, batteria da 5000 mAh con ricarica rapida da 45 W e resistenza ad acqua e polvere IP68.';

/** A small world with every signal, a true case and a clean one each. */
async function buildWorld() {
  const phone = await createProduct({ name: 'Pixel Backfill', description: DESCRIPTION });
  const merchant = await createMerchant({ name: 'Negozio Backfill' });
  await createOffer(phone.id, merchant.id, { description: `${DESCRIPTION} Garanzia Italia 24 mesi.` });
  const laptop = await createProduct({ name: 'Portatile Backfill' });
  const first = await createUser({ createdAt: daysAgo(200) });
  const second = await createUser({ createdAt: daysAgo(150) });
  const honest = await createUser({ createdAt: daysAgo(150) });
  await createReview(phone.id, first.id, { ...PHONE, createdAt: daysAgo(3) });
  // A lightly edited copy from an account on the same device, waiting: held.
  await createReview(phone.id, second.id, {
    ...PHONE,
    title: 'UN MESE COL TELEFONO NUOVO!!',
    comment: PHONE.comment.replace('30%', '25%').replace('soprattutto', 'principalmente'),
    status: 'in_revisione',
  });
  await linkAccounts(db, [first.id, second.id], 'device');
  await createReview(phone.id, honest.id, { ...OTHER_PHONE, createdAt: daysAgo(1) });
  // The same author pasting one review under two products.
  await createReview(laptop.id, first.id, { ...LAPTOP, createdAt: daysAgo(5) });
  // A review made of the product description, another of generic words.
  await createReview(phone.id, (await createUser({ createdAt: daysAgo(90) })).id, {
    title: 'Ottimo',
    pros: DESCRIPTION,
    cons: 'Niente da segnalare',
    comment: null,
  });
  await createReview(laptop.id, (await createUser({ createdAt: daysAgo(90) })).id, {
    title: 'Top',
    pros: 'Ottimo prodotto',
    cons: 'Nessuno',
    comment: 'CONSIGLIATO!!!',
  });
  // Four reviews within an hour from one account.
  const fast = await createUser({ createdAt: daysAgo(90) });
  for (const minutes of [50, 30, 10, 0]) {
    const product = await createProduct();
    await createReview(product.id, fast.id, { ...OTHER_PHONE, createdAt: hoursAgo(minutes / 60) });
  }
  // Three new accounts on one product within a day, five stars, on a product rated 3 for months.
  const target = await createProduct({ name: 'Cuffie Backfill' });
  for (let n = 0; n < 20; n++) {
    const past = await createUser({ createdAt: daysAgo(400) });
    await createReview(target.id, past.id, { rating: 3, createdAt: daysAgo(20 + n) });
  }
  for (const hours of [20, 5, 0]) {
    const young = await createUser({ createdAt: daysAgo(2) });
    await createReview(target.id, young.id, {
      ...OTHER_PHONE,
      title: `Cuffie ${hours}`,
      rating: 5,
      createdAt: hoursAgo(hours),
    });
  }
  return { phone, laptop, first };
}

async function snapshot() {
  const rows = await db
    .select({
      id: reviews.id,
      riskScore: reviews.riskScore,
      riskHeld: reviews.riskHeld,
      stored: reviewSignals.riskScore,
      signals: reviewSignals.signals,
    })
    .from(reviews)
    .leftJoin(reviewSignals, eq(reviewSignals.reviewId, reviews.id))
    .orderBy(asc(reviews.id));
  return rows;
}

describe('integrity backfill', () => {
  test('gives every review the same signals and score as computeReviewSignals, in batches; a second run is a no-op', async () => {
    await buildWorld();
    const total = (await db.select({ id: reviews.id }).from(reviews)).length;

    // Small batches, so copies fall in different batches and the older match is recomputed.
    const first = await backfillReviewSignals({ batchReviews: 3 });
    expect(first.reviews - first.refreshed).toBe(total);
    expect(first.batches).toBeGreaterThan(3);
    const backfilled = await snapshot();
    expect(backfilled.every((row) => row.stored !== null && row.stored === row.riskScore)).toBe(true);
    const kinds = new Set(
      backfilled.flatMap((row) => (row.signals as { kind: string }[]).map((signal) => signal.kind)),
    );
    expect([...kinds].sort()).toEqual([
      'burst',
      'copied_text',
      'linked_accounts',
      'low_information',
      'near_duplicate',
      'rating_anomaly',
      'velocity',
    ]);
    expect(backfilled.some((row) => row.riskHeld)).toBe(true);

    for (const row of backfilled) await computeReviewSignals(row.id, { cascade: false });
    expect(await snapshot()).toEqual(backfilled);

    const before = await db.select().from(reviewSignals).orderBy(asc(reviewSignals.reviewId));
    const second = await backfillReviewSignals();
    expect(second).toMatchObject({ reviews: 0, products: 0, batches: 0 });
    expect(await db.select().from(reviewSignals).orderBy(asc(reviewSignals.reviewId))).toEqual(before);
  });

  test('resumes with what is stale: an edited review and a new copy, whose original is told too', async () => {
    const { laptop, first } = await buildWorld();
    await backfillReviewSignals();
    const [edited] = await db
      .update(reviews)
      .set({ comment: 'Riscritto con parole mie.', updatedAt: sql`now()` })
      .where(eq(reviews.productId, laptop.id))
      .returning({ id: reviews.id });
    const copier = await createUser({ createdAt: daysAgo(30) });
    const original = (
      await db.select().from(reviews).where(eq(reviews.userId, first.id)).orderBy(asc(reviews.createdAt))
    ).find((review) => review.title === LAPTOP.title)!;
    const other = await createProduct();
    const copy = await createReview(other.id, copier.id, { ...LAPTOP, title: 'Portatile per studiare' });

    const run = await backfillReviewSignals();

    expect(run.reviews - run.refreshed).toBeGreaterThanOrEqual(2);
    expect(run.refreshed).toBeGreaterThanOrEqual(1);
    const after = await snapshot();
    const signalsOf = (id: string) => after.find((row) => row.id === id)!.signals as { kind: string }[];
    expect(signalsOf(copy.id).map((signal) => signal.kind)).toContain('near_duplicate');
    expect(JSON.stringify(signalsOf(original.id))).toContain(copy.id);
    expect(edited).toBeDefined();
    for (const row of after) await computeReviewSignals(row.id, { cascade: false });
    expect(await snapshot()).toEqual(after);
    expect((await backfillReviewSignals()).reviews).toBe(0);
  });
});
