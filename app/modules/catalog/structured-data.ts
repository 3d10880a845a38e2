/** schema.org data for a product page: Product (rating, offers) and its breadcrumb. */
type Input = {
  slug: string;
  name: string;
  brandName: string | null;
  description: string | null;
  imageUrl: string | null;
  images: string[];
  ean: string | null;
  categoryName: string | null;
  ratingAvg: string | null;
  reviewCount: number;
  offers: { price: string | null; currency: string; inStock: boolean; merchantName: string }[];
};

export function productStructuredData(product: Input, origin: string): Record<string, unknown>[] {
  const url = `${origin}/product/${product.slug}`;
  const priced = product.offers.filter((offer) => offer.price !== null);
  const prices = priced.map((offer) => Number(offer.price));
  const images = [product.imageUrl, ...product.images].filter((image): image is string => Boolean(image));

  const offers =
    priced.length === 0
      ? undefined
      : priced.length === 1
        ? {
            '@type': 'Offer',
            price: priced[0]!.price,
            priceCurrency: priced[0]!.currency,
            availability: 'https://schema.org/InStock',
            url,
            seller: { '@type': 'Organization', name: priced[0]!.merchantName },
          }
        : {
            '@type': 'AggregateOffer',
            lowPrice: Math.min(...prices).toFixed(2),
            highPrice: Math.max(...prices).toFixed(2),
            offerCount: priced.length,
            priceCurrency: priced[0]!.currency,
          };

  const productData: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    url,
    ...(images.length ? { image: images.map((image) => new URL(image, origin).toString()) } : {}),
    ...(product.description ? { description: product.description } : {}),
    ...(product.brandName ? { brand: { '@type': 'Brand', name: product.brandName } } : {}),
    ...(product.ean ? { gtin13: product.ean } : {}),
    ...(product.categoryName ? { category: product.categoryName } : {}),
    ...(product.reviewCount > 0 && product.ratingAvg
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(product.ratingAvg).toFixed(1),
            reviewCount: product.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(offers ? { offers } : {}),
  };

  const breadcrumb = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Catalogo', item: `${origin}/catalog` },
      { '@type': 'ListItem', position: 3, name: product.name, item: url },
    ],
  };
  return [productData, breadcrumb];
}
