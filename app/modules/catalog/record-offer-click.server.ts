import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { db } from '#app/lib/db.server.ts';
import { merchants, offerClicks, offers, products } from '#db/schema/index.ts';
import { isUuid } from '#app/lib/uuid.ts';
import { cashbackNetworkOf, withClickRef } from './affiliate.ts';

/**
 * Resolves a public offer for /go/:offerId and records the click (offer, signed-in user if any,
 * time; never an IP). Bots are followed but not counted. Null when the offer is not public.
 * A signed-in person's click on a cashback offer gets its own opaque reference, added to the
 * network's link (Awin's clickref), so the network's transaction finds them (decision 020).
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
  if (options.isBot) return offer;
  const clickRef = options.userId && cashbackNetworkOf(offer) ? `pv${randomBytes(10).toString('hex')}` : null;
  await db.insert(offerClicks).values({ offerId: options.offerId, userId: options.userId, clickRef });
  return clickRef ? { ...offer, affiliateUrl: withClickRef(offer.affiliateUrl, clickRef) } : offer;
}
