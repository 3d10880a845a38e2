import { formatPrice, formatRating } from '#app/lib/format.ts';
import { bestOffer, type PublicOffer } from './offers.ts';

type Input = {
  name: string;
  description: string | null;
  ratingAvg: string | null;
  reviewCount: number;
  offers: PublicOffer[];
};

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The product page's meta (and Open Graph) description: reviews, then the offers with a price and
 * the distinct shops that make them (one shop may list several variants; a row without a price,
 * 'N/A' on the page, is no offer one can compare), from the best price the page shows; then the
 * product's own description, within 300 characters.
 */
export function productMetaDescription(product: Input): string {
  const best = bestOffer(product.offers);
  const priced = product.offers.filter((offer) => offer.price !== null);
  const shops = new Set(priced.map((offer) => offer.merchantSlug)).size;
  const summary = [
    product.reviewCount > 0
      ? `${count(product.reviewCount, 'recensione', 'recensioni')} (media ${formatRating(product.ratingAvg)}/5)`
      : 'Recensioni della community',
    priced.length > 0
      ? `${count(priced.length, 'offerta', 'offerte')} di ${count(shops, 'negozio', 'negozi')}` +
        (best ? ` a partire da ${formatPrice(best.price)}` : '')
      : null,
  ]
    .filter(Boolean)
    .join(' e ');
  return `${product.name}: ${summary}. ${product.description ?? ''}`.slice(0, 300).trim();
}
