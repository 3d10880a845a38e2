export type PublicOffer = {
  id: string;
  name: string;
  price: string | null;
  /** From the shop's feed; null when it does not say (never shown as free). */
  deliveryCost: string | null;
  currency: string;
  inStock: boolean;
  availability: string | null;
  isVariant: boolean;
  variantName: string | null;
  variantInfo: string | null;
  imageUrl: string | null;
  merchantName: string;
  merchantSlug: string;
  merchantLogoUrl: string | null;
  isMarketplace: boolean;
};

/**
 * DESIGN.md §3.5: the best offer is the cheapest one for sale, in stock and priced. The list comes
 * cheapest first, already limited to offers for sale.
 */
export function bestOffer(list: PublicOffer[]): PublicOffer | undefined {
  return list.find((offer) => offer.price !== null && offer.inStock);
}

/** The group an offer is listed under on the product page ('Generale' without variant details). */
export const variantGroup = (offer: Pick<PublicOffer, 'variantInfo'>) => offer.variantInfo ?? 'Generale';

/** Price plus delivery, when both are known (the total a shopper pays). */
export function totalPrice(offer: Pick<PublicOffer, 'price' | 'deliveryCost'>): number | null {
  if (offer.price === null || offer.deliveryCost === null) return null;
  return Math.round((Number(offer.price) + Number(offer.deliveryCost)) * 100) / 100;
}

/** The shops with the best price (several when tied at it), each once, in the list's order. */
export function bestPriceShops(list: PublicOffer[]): string[] {
  const best = bestOffer(list);
  if (!best) return [];
  const tied = list.filter(
    (offer) => offer.inStock && offer.price !== null && Number(offer.price) === Number(best.price),
  );
  return [...new Set(tied.map((offer) => offer.merchantName))];
}
