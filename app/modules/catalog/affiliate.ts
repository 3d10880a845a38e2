/**
 * The address a shop link leads to. Marketplace links (Amazon.it) carry our partner tag from
 * configuration, replacing any tag already in the URL; other shops' links go out unchanged.
 */
export function outboundUrl(
  affiliateUrl: string,
  options: { isMarketplace: boolean; partnerTag?: string },
): string {
  const url = new URL(affiliateUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('unsupported offer URL');
  if (options.isMarketplace && options.partnerTag) url.searchParams.set('tag', options.partnerTag);
  return url.toString();
}

/**
 * Cashback runs only through networks that allow it (DESIGN §3.14, decision 020): an Awin tracking
 * link of a shop that is not the marketplace. Marketplace links never earn anything.
 */
export function cashbackNetworkOf(offer: { affiliateUrl: string; isMarketplace: boolean }): 'awin' | null {
  if (offer.isMarketplace) return null;
  try {
    const host = new URL(offer.affiliateUrl).hostname.toLowerCase();
    return host === 'www.awin1.com' || host === 'awin1.com' ? 'awin' : null;
  } catch {
    return null;
  }
}

/** The click reference on a cashback network's link (Awin reads `clickref`). */
export function withClickRef(url: string, clickRef: string): string {
  const link = new URL(url);
  link.searchParams.set('clickref', clickRef);
  return link.toString();
}

/** rel for every link to a shop: paid relationship, no endorsement, no window.opener. */
export const SHOP_LINK_REL = 'sponsored nofollow noopener';

/** The Italian disclosure the Amazon Associates agreement asks for near marketplace links. */
export const AMAZON_DISCLOSURE =
  'In qualità di Affiliato Amazon io ricevo un guadagno dagli acquisti idonei.';
