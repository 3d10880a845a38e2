import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import type { Viewer } from '#app/modules/accounts/viewer.server.ts';
import { reviewImages, reviews } from '#db/schema/index.ts';
import { createProduct, createReview, createUser } from '#tests/support/factories.ts';
import { hugePng, jpegWithMetadata, pngImage, textFile } from '#tests/support/images.ts';
import { routeContext, runRoute } from '#tests/support/route.ts';
import { action, loader } from './write-review.tsx';

type Reply = {
  result?: { error?: Record<string, string[]> };
  formError?: string;
  imagesError?: string;
  ownReview?: { id: string; status: string; href: string } | null;
};

let viewer: Viewer;
let productId: string;

const reviewsDir = () => path.join(getConfig().uploadsDir, 'reviews');
const storedFiles = () => (existsSync(reviewsDir()) ? readdirSync(reviewsDir()) : []);
const reviewCount = async () => (await db.select().from(reviews).where(eq(reviews.userId, viewer.id))).length;

const valid = () => ({
  productId,
  rating: '4',
  title: 'Ottimo rapporto qualità prezzo',
  pros: 'Schermo luminoso e batteria che dura due giorni',
  cons: 'Si scalda un po\u2019 durante la ricarica veloce',
  reviewText: 'Lo uso da tre mesi per lavoro e svago.',
  wouldRecommend: 'on',
  purchased: 'on',
});

function post(fields: Record<string, string>, files: { name: string; type: string; bytes: Buffer }[] = []) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files)
    body.append('images', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return runRoute<Reply>(action, {
    request: new Request('http://localhost:3000/write-review', { method: 'POST', body }),
    context: routeContext({ viewer }),
  });
}

beforeAll(async () => {
  const user = await createUser({ firstName: 'Elena', lastName: 'Conti' });
  viewer = {
    id: user.id,
    email: user.email,
    emailVerified: true,
    isAdmin: false,
    firstName: 'Elena',
    lastName: 'Conti',
    initials: 'EC',
    avatarUrl: null,
    points: 0,
  };
  productId = (await createProduct({ name: 'Lenovo Tab P12' })).id;
});

describe('review form: every message of the spec, and nothing saved on bad input', () => {
  test.each([
    [{ productId: '' }, 'productId', 'Seleziona un prodotto'],
    [{ productId: 'non-un-id' }, 'productId', 'Seleziona un prodotto'],
    [{ rating: '' }, 'rating', 'Dai un punteggio da 1 a 5'],
    [{ rating: '0' }, 'rating', 'Dai un punteggio da 1 a 5'],
    [{ rating: '6' }, 'rating', 'Dai un punteggio da 1 a 5'],
    [{ title: 'Ok' }, 'title', 'Il titolo deve essere più descrittivo'],
    [{ title: 'x'.repeat(101) }, 'title', 'Il titolo è troppo lungo'],
    [{ pros: 'Bello' }, 'pros', 'Descrivi almeno un pro del prodotto'],
    [{ pros: 'x'.repeat(501) }, 'pros', 'Troppi caratteri per i pro'],
    [{ cons: 'Niente' }, 'cons', 'Descrivi almeno un contro del prodotto'],
    [{ cons: 'x'.repeat(501) }, 'cons', 'Troppi caratteri per i contro'],
  ])('%o → %s: %s', async (change, field, message) => {
    const before = await reviewCount();
    const outcome = await post({ ...valid(), ...change });
    expect(outcome.status).toBe(400);
    expect(outcome.data?.result?.error?.[field]).toEqual([message]);
    expect(await reviewCount()).toBe(before);
  });

  test('a 6 MB image is refused and nothing is stored', async () => {
    const files = storedFiles();
    const outcome = await post(valid(), [{ name: 'foto.png', type: 'image/png', bytes: await hugePng() }]);
    expect(outcome.status).toBe(400);
    expect(outcome.data?.imagesError).toBe("L'immagine supera i 5 MB");
    expect(await reviewCount()).toBe(0);
    expect(storedFiles()).toEqual(files);
  });

  test('a text file renamed .png is refused and nothing is stored', async () => {
    const files = storedFiles();
    const good = await pngImage();
    const outcome = await post(valid(), [
      { name: 'vera.png', type: 'image/png', bytes: good },
      { name: 'finta.png', type: 'image/png', bytes: textFile() },
    ]);
    expect(outcome.status).toBe(400);
    expect(outcome.data?.imagesError).toBe('Formato non supportato: carica un file PNG, JPG o GIF');
    expect(await reviewCount()).toBe(0);
    expect(storedFiles()).toEqual(files);
  });

  test('a valid review with pictures is saved in review; pictures re-encoded without metadata', async () => {
    const outcome = await post(valid(), [
      { name: 'foto.jpg', type: 'image/jpeg', bytes: await jpegWithMetadata() },
      { name: 'dettaglio.png', type: 'image/png', bytes: await pngImage() },
    ]);
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get('Location')).toBe('/profile');
    const [review] = await db.select().from(reviews).where(eq(reviews.userId, viewer.id));
    expect(review).toMatchObject({
      status: 'in_revisione',
      rating: 4,
      wouldRecommend: true,
      purchased: true,
    });
    const images = await db.select().from(reviewImages).where(eq(reviewImages.reviewId, review!.id));
    expect(images).toHaveLength(2);
    for (const image of images) {
      const file = path.join(getConfig().uploadsDir, image.imageUrl.replace('/uploads/', ''));
      const metadata = await sharp(file).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
    }
  });

  test('a second review of the same product: 409 with the message and the way to the first, nothing changed', async () => {
    const [before] = await db.select().from(reviews).where(eq(reviews.userId, viewer.id));
    const files = storedFiles();
    const outcome = await post({ ...valid(), rating: '1', title: 'Ci ho ripensato, non mi piace più' }, [
      { name: 'foto.png', type: 'image/png', bytes: await pngImage() },
    ]);
    expect(outcome.status).toBe(409);
    expect(outcome.data?.formError).toBe(
      'Hai già recensito questo prodotto: puoi scrivere una sola recensione per prodotto.',
    );
    // Still in moderation: its author reads it in their profile's history.
    expect(outcome.data?.ownReview).toEqual({
      id: before!.id,
      status: 'in_revisione',
      href: `/profile#recensione-${before!.id}`,
    });
    expect(await db.select().from(reviews).where(eq(reviews.userId, viewer.id))).toEqual([before]);
    expect(storedFiles()).toEqual(files);
  });

  test('unticked boxes mean no: would not recommend, not purchased', async () => {
    const other = await createProduct({ name: 'Bose SoundLink Flex' });
    const { wouldRecommend: _w, purchased: _p, ...rest } = valid();
    await post({ ...rest, productId: other.id });
    const [review] = await db.select().from(reviews).where(eq(reviews.productId, other.id));
    expect(review).toMatchObject({ wouldRecommend: false, purchased: false });
  });
});

describe('one review per product, said before the form', () => {
  const open = (query: Record<string, string>) =>
    runRoute<{ ownReview: Reply['ownReview']; matches: { id: string; reviewed: boolean }[] }>(loader, {
      request: new Request(`http://localhost:3000/write-review?${new URLSearchParams(query)}`),
      context: routeContext({ viewer }),
    });

  test('a product not yet reviewed: no notice; one reviewed: the notice links where the review is', async () => {
    const fresh = await createProduct({ name: 'Kobo Clara BW' });
    expect((await open({ productId: fresh.id })).data?.ownReview).toBeNull();

    const [mine] = await db.select().from(reviews).where(eq(reviews.productId, productId));
    expect((await open({ productId })).data?.ownReview).toEqual({
      id: mine!.id,
      status: 'in_revisione',
      href: `/profile#recensione-${mine!.id}`,
    });
  });

  test('a published review is linked on the product page that shows it (newest first, 10 a page)', async () => {
    const product = await createProduct({ name: 'Garmin Forerunner 165' });
    const mine = await createReview(product.id, viewer.id, { createdAt: new Date('2026-01-10T10:00:00Z') });
    const href = async () => (await open({ productId: product.id })).data?.ownReview?.href;
    expect(await href()).toBe(`/product/${product.slug}#recensione-${mine.id}`);
    // Ten published reviews written after it push it to page 2; pending and older ones do not count.
    for (let index = 0; index < 10; index++) {
      const author = await createUser();
      await createReview(product.id, author.id, { createdAt: new Date(`2026-02-${10 + index}T10:00:00Z`) });
    }
    await createReview(product.id, (await createUser()).id, {
      status: 'in_revisione',
      createdAt: new Date('2026-03-01T10:00:00Z'),
    });
    await createReview(product.id, (await createUser()).id, { createdAt: new Date('2025-12-01T10:00:00Z') });
    expect(await href()).toBe(`/product/${product.slug}?reviewsPage=2#recensione-${mine.id}`);

    // A rejected one shows only in the profile (with its reason).
    await db.update(reviews).set({ status: 'rifiutata' }).where(eq(reviews.id, mine.id));
    expect(await href()).toBe(`/profile#recensione-${mine.id}`);
  });

  test('the product search marks the products already reviewed', async () => {
    const other = await createProduct({ name: 'Lenovo Tab M11' });
    const outcome = await open({ productQuery: 'Lenovo Tab' });
    expect(outcome.data?.matches).toContainEqual(expect.objectContaining({ id: productId, reviewed: true }));
    expect(outcome.data?.matches).toContainEqual(expect.objectContaining({ id: other.id, reviewed: false }));
  });
});
