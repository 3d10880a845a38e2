import { describe, expect, test } from 'vitest';
import type { PublicOffer } from './offers.ts';
import { productMetaDescription } from './product-meta.ts';

const offer = (merchantSlug: string, price: string | null): PublicOffer => ({
  id: `${merchantSlug}-${price}`,
  name: 'Offerta',
  price,
  deliveryCost: null,
  currency: 'EUR',
  inStock: true,
  availability: null,
  isVariant: false,
  variantName: null,
  variantInfo: null,
  imageUrl: null,
  merchantName: merchantSlug,
  merchantSlug,
  merchantLogoUrl: null,
  isMarketplace: false,
});

const product = (fields: Partial<Parameters<typeof productMetaDescription>[0]>) => ({
  name: 'Cuffie',
  description: null,
  ratingAvg: null,
  reviewCount: 0,
  offers: [],
  ...fields,
});

// Prices are written with a no-break space before the euro sign.
const describeProduct = (fields: Parameters<typeof product>[0]) =>
  productMetaDescription(product(fields)).replace(/\u00a0/g, ' ');

describe('productMetaDescription', () => {
  test('counts offers with a price and their distinct shops, from the cheapest priced offer', () => {
    // The Galaxy S24 Ultra of the demo: six rows, one of them without a price ('N/A').
    const offers = [
      offer('a', '10.00'),
      offer('a', '12.00'),
      offer('b', '11.00'),
      offer('a', '13.00'),
      offer('b', '14.00'),
      offer('c', null),
    ];
    expect(describeProduct({ offers })).toBe(
      'Cuffie: Recensioni della community e 5 offerte di 2 negozi a partire da 10,00 €.',
    );
  });

  test('singular forms; rows without a price are no offers', () => {
    expect(describeProduct({ reviewCount: 1, ratingAvg: '4.00', offers: [offer('a', '9.90')] })).toBe(
      'Cuffie: 1 recensione (media 4,0/5) e 1 offerta di 1 negozio a partire da 9,90 €.',
    );
    expect(describeProduct({ reviewCount: 1, ratingAvg: '4.00', offers: [offer('a', null)] })).toBe(
      'Cuffie: 1 recensione (media 4,0/5).',
    );
  });

  test('without offers only the reviews, then the description, within 300 characters', () => {
    const text = describeProduct({ reviewCount: 3, ratingAvg: '4.33', description: 'x'.repeat(400) });
    expect(text.startsWith('Cuffie: 3 recensioni (media 4,3/5). xxx')).toBe(true);
    expect(text).toHaveLength(300);
  });
});
