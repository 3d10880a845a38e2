import { sql } from 'drizzle-orm';
import { db, queryRows } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { defineJob } from '#app/lib/jobs.server.ts';
import { notifyManyByEmail } from '#app/modules/notifications/notification-settings.server.ts';
import { listUnsubscribeHeaders } from '#app/lib/signed-link.server.ts';
import { notificationSettings, priceAlerts, products, profiles, users } from '#db/schema/index.ts';
import { bestOfferDrops } from '#app/modules/catalog/price-history.server.ts';
import { priceDropEmail } from './price-alert-emails.ts';
import { MIN_DROP_SHARE } from './price-alerts.schema.ts';
import { priceAlertRemoveUrl } from './price-alerts.server.ts';

/*
 * The price-alert check (decision 018), queued by every import that completes. Each alert keeps
 * the price it last saw: a drop that meets the alert mails once and becomes the new reference; a
 * rise becomes the reference too (the next drop counts from there); a drop too small to mail
 * leaves it alone, so small steps add up. Alerts are read in id order, a chunk per transaction,
 * locked so two checks at once never mail the same drop twice.
 */

const CHUNK = 500;

export const priceAlertsJob = defineJob<{ importRunId?: string }>({
  name: 'price-alerts',
  queue: { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 900 },
  run: () => checkPriceAlerts(),
});

type DueAlert = {
  id: string;
  user_id: string;
  email: string;
  user_name: string;
  product_id: string;
  product_name: string;
  product_slug: string;
  target_price: string | null;
  previous: string | null;
  price: string;
  mail: boolean;
};

export async function checkPriceAlerts(): Promise<{ checked: number; mailed: number }> {
  let cursor = '00000000-0000-0000-0000-000000000000';
  let checked = 0;
  let mailed = 0;
  // Off in Notifiche: nobody is mailed.
  const mailsWanted = sql`coalesce((select enabled from ${notificationSettings} where kind = 'price_alert'), true)`;
  for (;;) {
    const due = await db.transaction(async (tx) => {
      const rows = await queryRows<DueAlert>(
        sql`
        with checked as (
          select a.id, a.user_id, a.product_id, a.target_price, a.last_seen_price as previous, p.best_price as price,
                 case
                   when a.last_seen_price is null then a.target_price is not null and p.best_price <= a.target_price
                   when p.best_price >= a.last_seen_price then false
                   when a.target_price is null then p.best_price <= a.last_seen_price * ${1 - MIN_DROP_SHARE}
                   else p.best_price <= a.target_price
                        and (a.last_seen_price > a.target_price
                             or p.best_price <= a.last_seen_price * ${1 - MIN_DROP_SHARE})
                 end as news,
                 not u.banned and ${mailsWanted}
                 and not coalesce('price_alert' = any(pr.email_opt_out), false) as wanted
          from ${priceAlerts} a
          join ${products} p on p.id = a.product_id
          join ${users} u on u.id = a.user_id
          left join ${profiles} pr on pr.user_id = a.user_id
          where a.id > ${cursor}::uuid and p.status = 'approved' and p.best_price is not null
            and a.last_seen_price is distinct from p.best_price
          order by a.id
          limit ${CHUNK}
          for update of a skip locked
        ),
        -- News moves the reference whether or not it is mailed (switched off, opted out, blocked),
        -- so turning mails back on never replays old drops; only a real mail is counted.
        due as (select checked.*, news and wanted as mail from checked),
        moved as (
          update ${priceAlerts} a set
            last_seen_price = due.price,
            last_notified_at = case when due.mail then now() else a.last_notified_at end,
            notification_count = a.notification_count + due.mail::int
          from due
          where a.id = due.id and (due.news or due.previous is null or due.price > due.previous)
        )
        select due.id, due.user_id, u.email, coalesce(nullif(pr.first_name, ''), u.name) as user_name,
               due.product_id, p.name as product_name, p.slug as product_slug, due.target_price::text,
               due.previous::text, due.price::text, due.mail
        from due
        join ${products} p on p.id = due.product_id
        join ${users} u on u.id = due.user_id
        left join ${profiles} pr on pr.user_id = due.user_id
        order by due.id`,
        tx,
      );
      const { baseUrl } = getConfig();
      // The shop with the best price, and its reduction by the page's one rule (decision 025).
      const best = await bestOfferDrops(
        [...new Set(rows.filter((row) => row.mail).map((row) => row.product_id))],
        tx,
      );
      const { queued } = await notifyManyByEmail(
        tx,
        'price_alert',
        rows
          .filter((row) => row.mail)
          .map((row) => {
            const removeUrl = priceAlertRemoveUrl(row.id);
            return {
              userId: row.user_id,
              email: row.email,
              headers: listUnsubscribeHeaders(removeUrl),
              message: priceDropEmail({
                userName: row.user_name,
                productName: row.product_name,
                previousPrice: row.previous,
                price: row.price,
                shop: best.get(row.product_id)?.merchantName ?? null,
                reduction: best.get(row.product_id)?.drop ?? null,
                targetPrice: row.target_price,
                productUrl: `${baseUrl}/product/${row.product_slug}`,
                removeUrl,
                alertsUrl: `${baseUrl}/profile?tab=alerts#avvisi`,
              }),
            };
          }),
      );
      mailed += queued;
      return rows;
    });
    checked += due.length;
    if (due.length < CHUNK) return { checked, mailed };
    cursor = due.at(-1)!.id;
  }
}
