import { createElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { ProductPictures } from '#app/modules/catalog/components/product-pictures.tsx';
import { productImages } from '#db/schema/catalog.ts';
import { createProduct } from '#tests/support/factories.ts';
import { runRoute } from '#tests/support/route.ts';
import { loader } from './product.tsx';

type Loaded = { product: { name: string; imageUrl: string | null; images: string[] } };

/**
 * The product page's pictures from its real loader, rendered into a document the way the page is
 * (React puts preloads in `<head>`, the stylesheet after them): the HTML a browser first gets.
 */
async function firstHtml(slug: string): Promise<string> {
  const outcome = await runRoute<Loaded>(loader, {
    request: new Request(`http://localhost:3000/product/${slug}`),
    params: { slug },
  });
  const { product } = outcome.data!;
  const document = createElement(
    'html',
    null,
    createElement(
      'head',
      null,
      createElement('link', { rel: 'stylesheet', href: '/assets/app.css', precedence: 'default' }),
    ),
    createElement(
      'body',
      null,
      createElement(ProductPictures, {
        name: product.name,
        imageUrl: product.imageUrl,
        images: product.images,
      }),
    ),
  );
  const { prelude } = await prerenderToNodeStream(document);
  const parts: Buffer[] = [];
  for await (const chunk of prelude) parts.push(Buffer.from(chunk));
  return Buffer.concat(parts).toString('utf8');
}

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const tag = (html: string, pattern: RegExp) => html.match(pattern)?.[0] ?? '';

test("a stored picture: preloaded first at high priority, a phone's 480 px copy offered beside the full one", async () => {
  const picture = '/uploads/products/7d3b7c1e-3f5e-4b4e-9d55-0f8f5d4c2a10.webp';
  const product = await createProduct({
    name: 'Sony WH-1000XM6',
    slug: 'sony-wh-1000xm6-lcp',
    imageUrl: picture,
  });
  await db.insert(productImages).values({
    productId: product.id,
    imageUrl: '/uploads/products/0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5.webp',
    position: 1,
  });
  const html = await firstHtml('sony-wh-1000xm6-lcp');
  const srcset =
    '/uploads/products/7d3b7c1e-3f5e-4b4e-9d55-0f8f5d4c2a10-480.webp 480w, /uploads/products/7d3b7c1e-3f5e-4b4e-9d55-0f8f5d4c2a10.webp 1600w';

  // In <head>, before the stylesheet: the download starts with the stylesheet's.
  const preload = tag(head(html), /<link rel="preload"[^>]*as="image"[^>]*>/);
  expect(preload).toContain(`imageSrcSet="${srcset}"`);
  expect(preload).toContain('imageSizes="(min-width: 1152px) 494px');
  expect(preload).toContain('fetchPriority="high"');
  expect(head(html).indexOf(preload)).toBeLessThan(head(html).indexOf('rel="stylesheet"'));
  // One preload for the main picture; the other pictures are lazy and wait for the layout.
  expect(head(html).match(/rel="preload"/g)).toHaveLength(1);

  const main = tag(html, /<img[^>]*alt="Sony WH-1000XM6"[^>]*>/);
  expect(main).toContain(`srcSet="${srcset}"`);
  expect(main).toContain('fetchPriority="high"');
  expect(main).not.toContain('loading=');
  const other = tag(html, /<img[^>]*alt="Sony WH-1000XM6, immagine 2"[^>]*>/);
  expect(other).toContain('loading="lazy"');
  expect(other).toContain('-480.webp 480w');
});

test('an address typed by an admin has no small copy: the picture alone, still preloaded first', async () => {
  await createProduct({
    name: 'LG OLED evo C5',
    slug: 'lg-oled-evo-c5-lcp',
    imageUrl: 'https://cdn.negozio.example/lg-c5.jpg',
  });
  const html = await firstHtml('lg-oled-evo-c5-lcp');
  const preload = tag(head(html), /<link rel="preload"[^>]*as="image"[^>]*>/);
  expect(preload).toContain('href="https://cdn.negozio.example/lg-c5.jpg"');
  expect(preload).toContain('fetchPriority="high"');
  expect(preload).not.toContain('imageSrcSet');
  const main = tag(html, /<img[^>]*alt="LG OLED evo C5"[^>]*>/);
  expect(main).not.toContain('srcSet');
  expect(main).toContain('src="https://cdn.negozio.example/lg-c5.jpg"');
});

test('a product without a picture preloads nothing', async () => {
  await createProduct({ name: 'Kindle Paperwhite', slug: 'kindle-paperwhite-lcp', imageUrl: null });
  const html = await firstHtml('kindle-paperwhite-lcp');
  expect(head(html)).not.toContain('rel="preload"');
  expect(html).toContain('Immagine non disponibile');
});
