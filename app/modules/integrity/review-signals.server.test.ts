import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { auditLog, reviews, reviewSignals } from '#db/schema/index.ts';
import {
  createMerchant,
  createOffer,
  createProduct,
  createReview,
  createUser,
} from '#tests/support/factories.ts';
import { failure } from '#tests/support/app-error.ts';
import { linkAccounts } from '#tests/support/clusters.ts';
import { DEFAULT_INTEGRITY_SETTINGS, integritySettingsSchema } from './integrity-settings.ts';
import {
  loadIntegritySettings,
  saveHotSketchKeys,
  saveIntegritySettings,
} from './integrity-settings.server.ts';
import { reviewText } from './review-text.ts';
import { fingerprintText } from './text-similarity.ts';
import { computeReviewSignals } from './review-signals.server.ts';
import type { ScoredSignal } from './signals.ts';

const admin = { id: 'integrity-admin', isAdmin: true };

/** An honest, informative review of a phone: long enough, specific, no contacts. */
const PHONE_REVIEW = {
  title: 'Un mese con il telefono nuovo',
  pros: 'Lo schermo è luminoso anche sotto il sole di agosto e la fotocamera principale fa foto nitide di sera, con colori naturali.',
  cons: 'Si scalda parecchio quando gioco per più di mezz’ora e il caricatore non è incluso nella confezione.',
  comment:
    'Lo uso soprattutto per lavoro: mail, videochiamate e navigazione. Arrivo a sera con il 30% di carica. Il sensore di impronte sotto lo schermo ogni tanto sbaglia con le dita bagnate.',
};

/** A laptop review, for the same-author case. */
const LAPTOP_REVIEW = {
  title: 'Portatile leggero per l’università',
  pros: 'Pesa poco più di un chilo, la tastiera retroilluminata è comoda per scrivere appunti per ore e la ventola è quasi sempre ferma.',
  cons: 'Solo due porte USB-C, serve un adattatore per il proiettore in aula. Le casse sono deboli.',
  comment:
    'Lo porto ogni giorno in zaino da settembre. La batteria copre una giornata intera di lezioni con il wifi acceso. Lo schermo opaco non riflette le luci dell’aula.',
};

/** Headphones, for the held case. */
const HEADPHONES_REVIEW = {
  title: 'Cuffie perfette per il treno',
  pros: 'La cancellazione del rumore spegne il rumore del vagone e le voci intorno. Si collegano al telefono e al computer insieme senza problemi.',
  cons: 'Dopo due ore le orecchie sudano un po’ e la custodia è ingombrante nello zaino.',
  comment:
    'Faccio il pendolare tra Bergamo e Milano tutti i giorni: con queste cuffie finalmente leggo in pace. Il microfono in chiamata va bene solo al chiuso.',
};

/** Someone else's honest review of the same phone: same topics, their own words. */
const OTHER_PHONE_REVIEW = {
  title: 'Buono ma non perfetto',
  pros: 'Autonomia solida: con uso moderato tiro fino a due giorni. Il display ha una resa dei colori molto piacevole per guardare serie tv.',
  cons: 'Le foto in notturna hanno parecchio rumore e lo zoom digitale è poco utilizzabile. La cover in plastica si riga subito.',
  comment:
    'Preso in offerta dopo aver confrontato tre negozi. Aggiornamenti puntuali ogni mese, interfaccia pulita senza troppe app preinstallate.',
};

async function signalsOf(reviewId: string): Promise<ScoredSignal[]> {
  const [row] = await db.select().from(reviewSignals).where(eq(reviewSignals.reviewId, reviewId));
  return (row?.signals ?? []) as ScoredSignal[];
}

const kinds = (signals: ScoredSignal[]) => signals.map((signal) => signal.kind);
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const daysAgo = (days: number) => hoursAgo(days * 24);

beforeAll(async () => {
  await createUser({ id: admin.id, role: 'admin', firstName: 'Mara', lastName: 'Admin' });
});

describe('near-duplicate text', () => {
  test('a lightly edited copy under another account is matched, and the original carries the match too', async () => {
    const product = await createProduct({ name: 'Pixel 9' });
    const first = await createUser({ createdAt: daysAgo(200) });
    const second = await createUser({ createdAt: daysAgo(150) });
    const original = await createReview(product.id, first.id, { ...PHONE_REVIEW, createdAt: daysAgo(3) });
    await computeReviewSignals(original.id);
    const copy = await createReview(product.id, second.id, {
      ...PHONE_REVIEW,
      title: 'UN MESE COL TELEFONO NUOVO!!',
      comment: PHONE_REVIEW.comment.replace('30%', '25%').replace('soprattutto', 'principalmente'),
    });

    const assessment = await computeReviewSignals(copy.id);

    const duplicate = assessment!.signals.find((signal) => signal.kind === 'near_duplicate');
    expect(duplicate?.reason).toMatch(/^Testo quasi identico alla recensione di un altro account \(\d+ %\)$/);
    expect(duplicate?.evidence).toMatchObject({ matches: [{ reviewId: original.id, sameAuthor: false }] });
    expect(kinds(await signalsOf(original.id))).toContain('near_duplicate');
    const [stored] = await db.select().from(reviews).where(eq(reviews.id, copy.id));
    expect(stored!.riskScore).toBe(assessment!.score);
    expect(assessment!.score).toBeGreaterThanOrEqual(DEFAULT_INTEGRITY_SETTINGS.atRiskThreshold);
  });

  test('an honest review of the same product in its own words is not a duplicate', async () => {
    const product = await createProduct({ name: 'Pixel 9 Pro' });
    const first = await createUser({ createdAt: daysAgo(200) });
    const second = await createUser({ createdAt: daysAgo(150) });
    const one = await createReview(product.id, first.id, { ...PHONE_REVIEW, createdAt: daysAgo(2) });
    await computeReviewSignals(one.id);
    const other = await createReview(product.id, second.id, OTHER_PHONE_REVIEW);

    const assessment = await computeReviewSignals(other.id);

    expect(kinds(assessment!.signals)).not.toContain('near_duplicate');
    expect(assessment!.score).toBe(0);
  });

  test('the same author pasting one review under two products is named as such', async () => {
    const author = await createUser({ createdAt: daysAgo(300) });
    const phone = await createProduct({ name: 'Galaxy A55' });
    const other = await createProduct({ name: 'Galaxy A35' });
    const first = await createReview(phone.id, author.id, { ...LAPTOP_REVIEW, createdAt: daysAgo(5) });
    await computeReviewSignals(first.id);
    const second = await createReview(other.id, author.id, LAPTOP_REVIEW);

    const assessment = await computeReviewSignals(second.id);

    expect(assessment!.signals.find((signal) => signal.kind === 'near_duplicate')?.reason).toMatch(
      /^Testo quasi identico a un’altra recensione dello stesso account/,
    );
  });
});

describe('hot sketch keys', () => {
  test('keys the backfill found in too many reviews are not looked up; the rest still find the copy', async () => {
    const product = await createProduct();
    const text = {
      ...PHONE_REVIEW,
      title: 'Telefono per la nonna',
      comment: `${PHONE_REVIEW.comment} La nonna è contenta.`,
    };
    const first = await createReview(product.id, (await createUser()).id, { ...text, createdAt: daysAgo(2) });
    await computeReviewSignals(first.id);
    const copy = await createReview(product.id, (await createUser()).id, text);
    const { sketch } = fingerprintText(reviewText(text));

    await saveHotSketchKeys(db, sketch);
    expect(kinds((await computeReviewSignals(copy.id))!.signals)).not.toContain('near_duplicate');
    await saveHotSketchKeys(db, sketch.slice(0, sketch.length / 2));
    expect(kinds((await computeReviewSignals(copy.id))!.signals)).toContain('near_duplicate');
    await saveHotSketchKeys(db, []);
  });
});

describe('copied from elsewhere', () => {
  const description =
    'Smartphone con display AMOLED da 6,7 pollici a 120 Hz, processore octa-core di ultima generazione, tripla fotocamera da 50 megapixel con stabilizzazione ottica, batteria da 5000 mAh con ricarica rapida da 45 W e resistenza ad acqua e polvere IP68.';

  test('a review made of the product description is flagged, naming the source', async () => {
    const product = await createProduct({ name: 'Phone X', description });
    const author = await createUser({ createdAt: daysAgo(100) });
    const review = await createReview(product.id, author.id, {
      title: 'Ottimo',
      pros: description,
      cons: 'Niente da segnalare per ora',
      comment: null,
    });

    const assessment = await computeReviewSignals(review.id);

    expect(assessment!.signals.find((signal) => signal.kind === 'copied_text')?.reason).toMatch(
      /^Testo copiato dalla descrizione del prodotto \(\d+ %\)$/,
    );
  });

  test("an offer's text counts too; a review that only names the same features does not", async () => {
    const product = await createProduct({ name: 'Phone Y' });
    const merchant = await createMerchant({ name: 'Negozio Tech' });
    await createOffer(product.id, merchant.id, { description });
    const author = await createUser({ createdAt: daysAgo(100) });
    const copied = await createReview(product.id, author.id, {
      title: 'Bello',
      pros: description,
      cons: 'Nessuno',
      comment: null,
    });
    const honestAuthor = await createUser({ createdAt: daysAgo(100) });
    const honest = await createReview(product.id, honestAuthor.id, PHONE_REVIEW);

    expect((await computeReviewSignals(copied.id))!.signals.map((signal) => signal.reason)).toContainEqual(
      expect.stringMatching(/^Testo copiato dall’offerta di Negozio Tech/),
    );
    expect(kinds((await computeReviewSignals(honest.id))!.signals)).not.toContain('copied_text');
  });
});

describe('linked accounts', () => {
  test('accounts sharing a device are named with their number; an unlinked author has no such signal', async () => {
    const product = await createProduct();
    const author = await createUser({ createdAt: daysAgo(60) });
    const others = [await createUser(), await createUser(), await createUser()];
    // Each shares a device with the author (not with each other); all four in one group.
    for (const other of others) await linkAccounts(db, [author.id, other.id], 'device');
    const review = await createReview(product.id, author.id, PHONE_REVIEW);
    const loner = await createUser({ createdAt: daysAgo(60) });
    const clean = await createReview(product.id, loner.id, OTHER_PHONE_REVIEW);

    const linked = await computeReviewSignals(review.id);

    expect(linked!.signals.find((signal) => signal.kind === 'linked_accounts')).toMatchObject({
      reason: 'Stesso dispositivo di altri 3 account',
      evidence: { link: 'device', accounts: 3, clusterSize: 4 },
    });
    expect(kinds((await computeReviewSignals(clean.id))!.signals)).not.toContain('linked_accounts');
  });
});

describe('velocity and bursts', () => {
  test('a fourth review within an hour is flagged; three spread over a day are not', async () => {
    const fast = await createUser({ createdAt: daysAgo(90) });
    const slow = await createUser({ createdAt: daysAgo(90) });
    let last = '';
    for (const minutes of [50, 30, 10, 0]) {
      const product = await createProduct();
      last = (await createReview(product.id, fast.id, { ...PHONE_REVIEW, createdAt: hoursAgo(minutes / 60) }))
        .id;
    }
    let calm = '';
    for (const hours of [20, 10, 0]) {
      const product = await createProduct();
      calm = (await createReview(product.id, slow.id, { ...OTHER_PHONE_REVIEW, createdAt: hoursAgo(hours) }))
        .id;
    }

    expect((await computeReviewSignals(last))!.signals.map((signal) => signal.reason)).toContain(
      '4 recensioni in un’ora',
    );
    expect(kinds((await computeReviewSignals(calm))!.signals)).not.toContain('velocity');
  });

  test('three new accounts reviewing one product within 24 hours make a burst; old accounts do not', async () => {
    const burstProduct = await createProduct();
    const calmProduct = await createProduct();
    let burstReview = '';
    let calmReview = '';
    for (const hours of [20, 5, 0]) {
      const young = await createUser({ createdAt: daysAgo(2) });
      burstReview = (
        await createReview(burstProduct.id, young.id, { ...PHONE_REVIEW, createdAt: hoursAgo(hours) })
      ).id;
      const old = await createUser({ createdAt: daysAgo(400) });
      calmReview = (
        await createReview(calmProduct.id, old.id, { ...PHONE_REVIEW, createdAt: hoursAgo(hours) })
      ).id;
    }

    expect((await computeReviewSignals(burstReview))!.signals.map((signal) => signal.reason)).toContain(
      '3 recensioni di questo prodotto in 24 ore da account creati da meno di 7 giorni',
    );
    expect(kinds((await computeReviewSignals(calmReview))!.signals)).not.toContain('burst');
  });

  test("recent five-star reviews far above a product's long-run average are flagged; ratings in line are not", async () => {
    const product = await createProduct();
    const steady = await createProduct();
    // Twenty published reviews from last month: 3 stars on one product, 5 on the other.
    for (let n = 0; n < 20; n++) {
      const past = await createUser({ createdAt: daysAgo(400) });
      await createReview(product.id, past.id, { rating: 3, createdAt: daysAgo(20 + n) });
      await createReview(steady.id, past.id, { rating: 5, createdAt: daysAgo(20 + n) });
    }
    let spiked = '';
    let inLine = '';
    for (const hours of [30, 12, 0]) {
      const author = await createUser({ createdAt: daysAgo(300) });
      spiked = (
        await createReview(product.id, author.id, { ...PHONE_REVIEW, rating: 5, createdAt: hoursAgo(hours) })
      ).id;
      const other = await createUser({ createdAt: daysAgo(300) });
      inLine = (
        await createReview(steady.id, other.id, {
          ...OTHER_PHONE_REVIEW,
          rating: 5,
          createdAt: hoursAgo(hours),
        })
      ).id;
    }

    expect((await computeReviewSignals(spiked))!.signals.map((signal) => signal.reason)).toContain(
      'Valutazioni recenti del prodotto lontane dalla media (5,0 contro 3,0)',
    );
    expect(kinds((await computeReviewSignals(inLine))!.signals)).not.toContain('rating_anomaly');
  });
});

describe('risk score and hold', () => {
  test('a copy from an account on the same device is held; the author is not told why', async () => {
    const product = await createProduct();
    const first = await createUser({ createdAt: daysAgo(3) });
    const second = await createUser({ createdAt: daysAgo(1) });
    await linkAccounts(db, [first.id, second.id], 'device');
    const original = await createReview(product.id, first.id, { ...HEADPHONES_REVIEW, status: 'pubblicata' });
    await computeReviewSignals(original.id);
    const copy = await createReview(product.id, second.id, { ...HEADPHONES_REVIEW, status: 'in_revisione' });

    const assessment = await computeReviewSignals(copy.id);

    expect(assessment!.score).toBeGreaterThanOrEqual(DEFAULT_INTEGRITY_SETTINGS.holdThreshold);
    expect(assessment!.signals[0]!.reason).toMatch(/alla recensione di un account collegato/);
    const [held] = await db.select().from(reviews).where(eq(reviews.id, copy.id));
    expect(held).toMatchObject({ riskHeld: true, status: 'in_revisione' });
    // The published original is never held: holding only stops an approval that has not happened.
    const [published] = await db.select().from(reviews).where(eq(reviews.id, original.id));
    expect(published!.riskHeld).toBe(false);
  });

  test('changing the rules is audited and applies to the next computation; bad values are refused', async () => {
    const product = await createProduct();
    const author = await createUser({ createdAt: daysAgo(50) });
    const review = await createReview(product.id, author.id, {
      title: 'Ottimo',
      pros: 'Ottimo prodotto',
      cons: 'Nessuno',
      comment: null,
    });
    const before = (await computeReviewSignals(review.id))!.score;
    expect(before).toBeGreaterThan(0);

    const settings = {
      ...DEFAULT_INTEGRITY_SETTINGS,
      weights: { ...DEFAULT_INTEGRITY_SETTINGS.weights, lowInformation: 0 },
    };
    await saveIntegritySettings({ actor: admin, settings });

    expect((await computeReviewSignals(review.id))!.score).toBe(0);
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'settings.integrity'));
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after as string).weights.lowInformation).toBe(0);

    const refused = integritySettingsSchema.safeParse({
      ...settings,
      atRiskThreshold: 90,
      holdThreshold: 50,
    });
    expect(refused.error?.issues[0]?.message).toBe(
      'La soglia per trattenere non può essere più bassa della soglia "A rischio"',
    );
    expect(
      await failure(
        saveIntegritySettings({
          actor: { id: author.id, isAdmin: false },
          settings: DEFAULT_INTEGRITY_SETTINGS,
        }),
      ),
    ).toMatchObject({ status: 403 });
    expect((await loadIntegritySettings()).weights.lowInformation).toBe(0);
    await saveIntegritySettings({ actor: admin, settings: DEFAULT_INTEGRITY_SETTINGS });
  });
});
