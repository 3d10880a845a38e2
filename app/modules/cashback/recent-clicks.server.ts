import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { db } from '#app/lib/db.server.ts';
import { merchants, offerClicks, offers, products } from '#db/schema/index.ts';
import { RECENT_CLICKS_SHOWN } from './cashback.schema.ts';

export type RecentShopClick = {
  id: string;
  clickedAt: Date;
  merchantName: string;
  productName: string;
  /** Set only while the product is listed, so the link never leads to a missing page. */
  productSlug: string | null;
  /** The click carried a cashback reference (a signed-in click on a cashback shop's link). */
  cashback: boolean;
};

/**
 * 'Ultimi clic verso i negozi': the person's latest clicks through /go, newest first, with the
 * shop and the product, in one query (offer_clicks_user_idx). One more row than shown is read, to
 * say whether older clicks exist.
 */
export async function recentShopClicks(
  userId: string,
  limit = RECENT_CLICKS_SHOWN,
): Promise<{ items: RecentShopClick[]; more: boolean }> {
  const rows = await db
    .select({
      id: offerClicks.id,
      clickedAt: offerClicks.createdAt,
      merchantName: merchants.name,
      productName: products.name,
      productSlug: products.slug,
      productStatus: products.status,
      clickRef: offerClicks.clickRef,
    })
    .from(offerClicks)
    .innerJoin(offers, eq(offers.id, offerClicks.offerId))
    .innerJoin(merchants, eq(merchants.id, offers.merchantId))
    .innerJoin(products, eq(products.id, offers.productId))
    .where(and(isNotNull(offerClicks.userId), eq(offerClicks.userId, userId)))
    .orderBy(desc(offerClicks.createdAt), desc(offerClicks.id))
    .limit(limit + 1);
  return {
    items: rows.slice(0, limit).map((row) => ({
      id: row.id,
      clickedAt: row.clickedAt,
      merchantName: row.merchantName,
      productName: row.productName,
      productSlug: row.productStatus === 'approved' ? row.productSlug : null,
      cashback: row.clickRef !== null,
    })),
    more: rows.length > limit,
  };
}
