import { and, eq } from 'drizzle-orm';
import { db } from '#app/lib/db.server.ts';
import { merchants, offerClicks, offers, products } from '#db/schema/index.ts';
import { isUuid } from '#app/lib/uuid.ts';

/**
 * Resolves a public offer for /go/:offerId and records the click (offer, signed-in user if any,
 * time; never an IP). Bots are followed but not counted. Null when the offer is not public.
 */
export async function recordOfferClick(options: {
  offerId: string;
  userId: string | null;
  isBot: boolean;
}): Promise<{ affiliateUrl: string; isMarketplace: boolean } | null> {
  if (!isUuid(options.offerId)) return null;
  const [offer] = await db
    .select({ affiliateUrl: offers.affiliateUrl, isMarketplace: merchants.isMarketplace })
    .from(offers)
    .innerJoin(merchants, eq(merchants.id, offers.merchantId))
    .innerJoin(products, eq(products.id, offers.productId))
    .where(
      and(
        eq(offers.id, options.offerId),
        eq(offers.isForSale, true),
        eq(offers.isApproved, true),
        eq(products.status, 'approved'),
      ),
    );
  if (!offer) return null;
  if (!options.isBot) {
    await db.insert(offerClicks).values({ offerId: options.offerId, userId: options.userId });
  }
  return offer;
}
