import { type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import { type Database, queryRows } from '#app/lib/db.server.ts';
import { merchants, offers, priceHistory } from '#db/schema/index.ts';
import { HISTORY_DAYS, type PriceDrop, type PricePoint, priceDrop } from './price-history.ts';

/*
 * The rows price-history.ts reads: an offer's price changes of the last 90 days and the last one
 * before (the price in force when that window opens), on the (offer_id, recorded_at) index.
 */

/** An offer's history as one JSON column of [price, recorded_at] pairs, oldest first. */
export const offerHistoryColumn = (offerId: SQLWrapper): SQL<[number | string | null, string][]> => sql`(
  select coalesce(json_agg(json_build_array(h.price, h.recorded_at) order by h.recorded_at), '[]'::json)
  from (
    select price, recorded_at from ${priceHistory}
    where offer_id = ${offerId} and recorded_at > now() - make_interval(days => ${HISTORY_DAYS})
    union all
    (select price, recorded_at from ${priceHistory}
     where offer_id = ${offerId} and recorded_at <= now() - make_interval(days => ${HISTORY_DAYS})
     order by recorded_at desc limit 1)
  ) h)`;

export const toPricePoints = (offerId: string, rows: [number | string | null, string][]): PricePoint[] =>
  rows.map(([price, at]) => ({ offerId, price: price === null ? null : Number(price), at: new Date(at) }));

/**
 * Since when such a history holds every change (a minute later than the statement's own 90 days,
 * so nothing is claimed from a row it may not have read): `priceDrop`'s `completeFrom`.
 */
export const historyCompleteFrom = (now = new Date()) =>
  new Date(now.getTime() - HISTORY_DAYS * 86_400_000 + 60_000);

/**
 * For each product, the offer with its best price (as the product page orders them: cheapest,
 * then by shop name) and its reduction by the one rule, for the price-alert mails.
 */
export async function bestOfferDrops(
  productIds: string[],
  database: Pick<Database, 'execute'>,
): Promise<Map<string, { merchantName: string; drop: PriceDrop | null }>> {
  if (productIds.length === 0) return new Map();
  const rows = await queryRows<{
    product_id: string;
    id: string;
    price: string;
    merchant_name: string;
    history: [number | string | null, string][];
  }>(
    sql`
    select distinct on (o.product_id) o.product_id, o.id, o.price::text, m.name as merchant_name,
           ${offerHistoryColumn(sql`o.id`)} as history
    from ${offers} o
    join ${merchants} m on m.id = o.merchant_id
    where o.product_id in (${sql.join(
      productIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and o.is_for_sale and o.is_approved and o.in_stock and o.price is not null
    order by o.product_id, o.price asc, m.name asc`,
    database,
  );
  const completeFrom = historyCompleteFrom();
  return new Map(
    rows.map((row) => [
      row.product_id,
      {
        merchantName: row.merchant_name,
        drop: priceDrop(toPricePoints(row.id, row.history), Number(row.price), { completeFrom }),
      },
    ]),
  );
}
