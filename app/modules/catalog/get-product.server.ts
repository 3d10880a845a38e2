import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { reader } from '#app/lib/db.server.ts';
import {
  categories,
  merchants,
  offers,
  productImages,
  productSlugRedirects,
  products,
} from '#db/schema/index.ts';
import { cashbackNetworkOf } from './affiliate.ts';
import { type PublicOffer, variantGroup } from './offers.ts';
import { historyCompleteFrom, offerHistoryColumn, toPricePoints } from './price-history.server.ts';
import {
  lowestPriceSeries,
  type PriceDrop,
  type PricePoint,
  priceDrop,
  type SeriesPoint,
} from './price-history.ts';
import { isUuid } from '#app/lib/uuid.ts';

export type ProductDetail = {
  id: string;
  slug: string;
  name: string;
  brandName: string | null;
  description: string | null;
  imageUrl: string | null;
  ean: string | null;
  categoryName: string | null;
  categorySlug: string | null;
  ratingAvg: string | null;
  reviewCount: number;
  bestPrice: string | null;
  createdAt: Date;
  updatedAt: Date;
  images: string[];
  /** For sale and in stock, cheapest first, unpriced last (spec: 'Dove acquistare'). */
  offers: (PublicOffer & { drop: PriceDrop | null; cashback: boolean })[];
  /** The lowest price of the last 90 days, per variant group (as the offer list groups them). */
  priceSeries: { group: string; points: SeriesPoint[] }[];
};

/** A listed product with its pictures and its shops, in two queries; null if not listed. */
export async function getProductBySlug(slug: string): Promise<ProductDetail | null> {
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) return null;
  return getListedProduct(eq(products.slug, slug));
}

/** The current slug of a listed product that used to answer at `slug` (renamed in curation), or null. */
export async function findRenamedProductSlug(slug: string): Promise<string | null> {
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) return null;
  const [row] = await reader()
    .select({ slug: products.slug })
    .from(productSlugRedirects)
    .innerJoin(products, eq(products.id, productSlugRedirects.productId))
    .where(and(eq(productSlugRedirects.slug, slug), eq(products.status, 'approved')));
  return row?.slug ?? null;
}

export async function getProductById(id: string): Promise<ProductDetail | null> {
  if (!isUuid(id)) return null;
  return getListedProduct(eq(products.id, id));
}

async function getListedProduct(match: SQL): Promise<ProductDetail | null> {
  const [product] = await reader()
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      brandName: products.brandName,
      description: products.description,
      imageUrl: products.imageUrl,
      ean: products.ean,
      categoryName: categories.name,
      categorySlug: categories.slug,
      ratingAvg: products.ratingAvg,
      reviewCount: products.reviewCount,
      bestPrice: products.bestPrice,
      createdAt: products.createdAt,
      updatedAt: products.updatedAt,
      // In the same statement: each round trip costs the database more than this subquery does.
      images: sql<string[]>`coalesce((
        select array_agg(${productImages.imageUrl} order by ${productImages.position}, ${productImages.createdAt})
        from ${productImages} where ${productImages.productId} = ${products.id}), '{}')`,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(match, eq(products.status, 'approved')));
  if (!product) return null;

  const shopOffers = await reader()
    .select({
      id: offers.id,
      name: offers.name,
      price: offers.price,
      deliveryCost: offers.deliveryCost,
      currency: offers.currency,
      inStock: offers.inStock,
      availability: offers.availability,
      isVariant: offers.isVariant,
      variantName: offers.variantName,
      variantInfo: offers.variantInfo,
      imageUrl: offers.imageUrl,
      merchantName: merchants.name,
      merchantSlug: merchants.slug,
      merchantLogoUrl: merchants.logoUrl,
      isMarketplace: merchants.isMarketplace,
      affiliateUrl: offers.affiliateUrl,
      // Its price changes of the last 90 days and the last one before (the price in force when the
      // window opens), through the (offer_id, recorded_at) index, in the same statement.
      // Its price changes of the last 90 days and the last one before, in the same statement.
      history: offerHistoryColumn(offers.id),
    })
    .from(offers)
    .innerJoin(merchants, eq(merchants.id, offers.merchantId))
    .where(
      and(
        eq(offers.productId, product.id),
        eq(offers.isForSale, true),
        eq(offers.isApproved, true),
        eq(offers.inStock, true),
      ),
    )
    .orderBy(sql`${offers.price} asc nulls last`, asc(merchants.name));

  const history: PricePoint[] = shopOffers.flatMap((offer) => toPricePoints(offer.id, offer.history));
  const now = new Date();
  const completeFrom = historyCompleteFrom(now);
  const groups = new Map<string, string[]>();
  for (const offer of shopOffers) {
    const group = variantGroup(offer);
    groups.set(group, [...(groups.get(group) ?? []), offer.id]);
  }
  return {
    ...product,
    offers: shopOffers.map(({ history: _history, affiliateUrl, ...offer }) => ({
      ...offer,
      // The shop's link stays on the server; the page only learns whether it earns cashback.
      cashback: cashbackNetworkOf({ affiliateUrl, isMarketplace: offer.isMarketplace }) !== null,
      drop: priceDrop(
        history.filter((point) => point.offerId === offer.id),
        offer.price === null ? null : Number(offer.price),
        { completeFrom },
      ),
    })),
    priceSeries: [...groups.entries()].map(([group, ids]) => ({
      group,
      points: lowestPriceSeries(history, ids, now),
    })),
  };
}
