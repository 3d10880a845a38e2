import { beforeAll, expect, test } from 'vitest';
import { createMerchant, createOffer, createProduct } from '#tests/support/factories.ts';
import { runRoute } from '#tests/support/route.ts';
import { loader, meta } from './product.tsx';
import type { Route } from './+types/product';

const get = (path: string) => new Request(`http://localhost:3000${path}`);

/** The page's head for `slug`, from its real loader and meta. */
async function head(slug: string) {
  const outcome = await runRoute<Route.MetaArgs['loaderData']>(loader, {
    request: get(`/product/${slug}`),
    params: { slug },
  });
  const tags = meta({ loaderData: outcome.data } as Route.MetaArgs) as Record<string, unknown>[];
  // Prices are written with a no-break space before the euro sign.
  const content = (key: string, value: string) =>
    String(tags.find((tag) => tag[key] === value)?.content).replace(/\u00a0/g, ' ');
  return {
    description: content('name', 'description'),
    ogDescription: content('property', 'og:description'),
    jsonLd: tags.flatMap((tag) => (tag['script:ld+json'] ? [tag['script:ld+json']] : [])) as Record<
      string,
      unknown
    >[],
  };
}

beforeAll(async () => {
  // Six priced offers from two shops: one lists four sizes, the other two.
  const product = await createProduct({ name: 'Sony BRAVIA 7', slug: 'sony-bravia-7-test' });
  const big = await createMerchant({ name: 'Grande Negozio', slug: 'grande-negozio' });
  const small = await createMerchant({ name: 'Piccolo Negozio', slug: 'piccolo-negozio' });
  for (const [index, size] of ['55"', '65"', '75"', '85"'].entries())
    await createOffer(product.id, big.id, { price: `${1290 + index * 300}.00`, variantInfo: size });
  await createOffer(product.id, small.id, { price: '1349.00', variantInfo: '55"' });
  await createOffer(product.id, small.id, { price: '1649.00', variantInfo: '65"' });
  // A third shop's row without a price: listed as 'N/A', no offer to count (nor its shop).
  const unpriced = await createMerchant({ name: 'Negozio Senza Prezzo', slug: 'negozio-senza-prezzo' });
  await createOffer(product.id, unpriced.id, { price: null, variantInfo: '75"' });

  const single = await createProduct({ name: 'JBL Flip 6', slug: 'jbl-flip-6-test' });
  await createOffer(single.id, small.id, { price: '99.00' });
});

test('the meta and Open Graph descriptions count priced offers as offers and shops as distinct shops', async () => {
  const { description, ogDescription, jsonLd } = await head('sony-bravia-7-test');
  expect(description).toContain('6 offerte di 2 negozi a partire da 1.290,00 €');
  expect(description).not.toMatch(/6 negozi/);
  expect(ogDescription).toBe(description);
  // The structured data counts offers (schema.org's offerCount), never shops.
  expect(jsonLd[0]).toMatchObject({
    offers: { '@type': 'AggregateOffer', offerCount: 6, lowPrice: '1290.00', highPrice: '2190.00' },
  });
});

test('one offer of one shop reads in the singular', async () => {
  const { description } = await head('jbl-flip-6-test');
  expect(description).toContain('1 offerta di 1 negozio a partire da 99,00 €');
});
