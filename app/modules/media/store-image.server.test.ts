import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { pngImage } from '#tests/support/images.ts';
import { decodesInFlight, IMAGE_DECODE_LIMIT, IMAGE_ERRORS, storeImage } from './store-image.server.ts';

/** A 4000 × 4000 picture (16 megapixels) that compresses to a few kilobytes: a decoding load. */
const bigFlatPng = () =>
  sharp({ create: { width: 4000, height: 4000, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();

describe('image decoding', () => {
  test('eight large pictures at once are decoded at most two at a time', async () => {
    const bytes = await bigFlatPng();
    let most = 0;
    const sampler = setInterval(() => (most = Math.max(most, decodesInFlight())), 1);
    try {
      const stored = await Promise.all(
        Array.from({ length: 8 }, (_, i) => storeImage(bytes, 'avatars', `decode-owner-${i}`)),
      );
      expect(stored.every((image) => image.width === 1600)).toBe(true);
    } finally {
      clearInterval(sampler);
    }
    expect(most).toBeGreaterThanOrEqual(1);
    expect(most).toBeLessThanOrEqual(2);
    expect(decodesInFlight()).toBe(0);
  });

  test('one person gets a pause after the hourly limit of pictures', async () => {
    const bytes = await pngImage(16, 16);
    for (let i = 0; i < IMAGE_DECODE_LIMIT.max; i += 1) await storeImage(bytes, 'reviews', 'busy-owner');
    await expect(storeImage(bytes, 'reviews', 'busy-owner')).rejects.toMatchObject({
      message: IMAGE_ERRORS.tooMany,
      status: 429,
    });
    // Someone else is not affected.
    await expect(storeImage(bytes, 'reviews', 'other-owner')).resolves.toMatchObject({ width: 16 });
  });
});
