import { describe, expect, test } from 'vitest';
import { PICTURE_SIZES, productPictureSources, productThumbUrl } from './product-picture.ts';

describe('product pictures and their 480 px copies', () => {
  test('a stored picture (upload, Ricerca Immagini, demo) has its small copy beside it', () => {
    expect(productThumbUrl('/uploads/products/0b6f4a52-7f43-4d6e-9a43-2f0f3c1d9e11.webp')).toBe(
      '/uploads/products/0b6f4a52-7f43-4d6e-9a43-2f0f3c1d9e11-480.webp',
    );
    expect(productThumbUrl('/uploads/demo/products/samsung-galaxy-s25.webp')).toBe(
      '/uploads/demo/products/samsung-galaxy-s25-480.webp',
    );
    expect(productThumbUrl('/uploads/demo/products/samsung-galaxy-s25-side.webp')).toBe(
      '/uploads/demo/products/samsung-galaxy-s25-side-480.webp',
    );
  });

  test('any other address has none: typed by an admin, a review photo, a copy already, another type', () => {
    for (const url of [
      'https://cdn.example.it/tv.webp',
      '/uploads/reviews/0b6f4a52-7f43-4d6e-9a43-2f0f3c1d9e11.webp',
      '/uploads/products/0b6f4a52-480.webp',
      '/uploads/demo/merchants/unieuro.svg',
      '/uploads/products/../avatars/x.webp',
      '/uploads/products/x.webp?v=1',
    ])
      expect(productThumbUrl(url), url).toBeNull();
  });

  test('the browser is offered both with the shown width; a picture without a copy keeps only its src', () => {
    expect(productPictureSources('/uploads/products/abc.webp', PICTURE_SIZES.productMain)).toEqual({
      src: '/uploads/products/abc.webp',
      srcSet: '/uploads/products/abc-480.webp 480w, /uploads/products/abc.webp 1600w',
      sizes: PICTURE_SIZES.productMain,
    });
    expect(productPictureSources('https://cdn.example.it/tv.jpg', PICTURE_SIZES.card)).toEqual({
      src: 'https://cdn.example.it/tv.jpg',
    });
  });

  test("on a phone the product page's picture and a card fit the small copy", () => {
    // The last entry of `sizes` is the phone's; at 2.625 device pixels per CSS pixel (Pixel 7,
    // 412 px wide) the picture needs at most 480 device pixels.
    const phoneWidth = (sizes: string, viewport: number) => {
      const last = sizes.split(',').at(-1)!.trim();
      const px = last.match(/^(\d+)px$/);
      if (px) return Number(px[1]);
      const calc = last.match(/^calc\(50vw - (\d+)px\)$/)!;
      return viewport / 2 - Number(calc[1]);
    };
    expect(phoneWidth(PICTURE_SIZES.productMain, 412) * 2.625).toBeLessThanOrEqual(480);
    expect(phoneWidth(PICTURE_SIZES.card, 412) * 2.625).toBeLessThanOrEqual(480);
  });
});
