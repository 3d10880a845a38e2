import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import type { Viewer } from '#app/modules/accounts/viewer.server.ts';
import { reviewImages, reviews } from '#db/schema/index.ts';
import { createProduct, createUser } from '#tests/support/factories.ts';
import { hugePng, jpegWithMetadata, pngImage, textFile } from '#tests/support/images.ts';
import { routeContext, runRoute } from '#tests/support/route.ts';
import { action } from './write-review.tsx';

type Reply = { result?: { error?: Record<string, string[]> }; formError?: string; imagesError?: string };

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

  test('a second review of the same product is refused', async () => {
    const outcome = await post(valid());
    expect(outcome.status).toBe(409);
    expect(outcome.data?.result?.error?.productId).toEqual([
      'Hai già recensito questo prodotto: puoi scrivere una sola recensione per prodotto.',
    ]);
    expect(await reviewCount()).toBe(1);
  });

  test('unticked boxes mean no: would not recommend, not purchased', async () => {
    const other = await createProduct({ name: 'Bose SoundLink Flex' });
    const { wouldRecommend: _w, purchased: _p, ...rest } = valid();
    await post({ ...rest, productId: other.id });
    const [review] = await db.select().from(reviews).where(eq(reviews.productId, other.id));
    expect(review).toMatchObject({ wouldRecommend: false, purchased: false });
  });
});
