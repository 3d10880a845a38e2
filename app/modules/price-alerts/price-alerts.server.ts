import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { AppError, notFound } from '#app/lib/app-error.ts';
import { db, queryRows } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { idOfSignedToken, signedIdToken } from '#app/lib/signed-link.server.ts';
import { priceAlerts, products } from '#db/schema/index.ts';
import {
  PRICE_ALERT_LIMIT,
  PRICE_ALERT_MESSAGES,
  priceAlertSchema,
  removePriceAlertSchema,
} from './price-alerts.schema.ts';

/*
 * A person's price alerts (decision 018): one per product, set from the product page, listed and
 * removed in the profile or through the link in each mail.
 */

const UNSUBSCRIBE = 'price-alert-remove';

export const priceAlertRemoveUrl = (alertId: string) =>
  `${getConfig().baseUrl}/price-alerts/remove?token=${signedIdToken(UNSUBSCRIBE, alertId)}`;

function firstIssue(error: { issues: { message: string }[] }): never {
  throw new AppError('invalid_input', error.issues[0]!.message);
}

/**
 * Creates or replaces the viewer's alert on a product. The price last seen starts at today's best
 * price, so only a drop from here mails; a target must be below that price (otherwise it is
 * already met and there is nothing to wait for).
 */
export async function setPriceAlert(userId: string, input: unknown): Promise<{ message: string }> {
  const parsed = priceAlertSchema.safeParse(input);
  if (!parsed.success) firstIssue(parsed.error);
  const { productId, targetPrice } = parsed.data;
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ bestPrice: products.bestPrice })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.status, 'approved')));
    if (!product) throw notFound(PRICE_ALERT_MESSAGES.productNotFound);
    if (targetPrice !== null && product.bestPrice !== null && targetPrice >= Number(product.bestPrice))
      throw new AppError('target_too_high', PRICE_ALERT_MESSAGES.targetTooHigh(product.bestPrice));
    // Serialises one person's saves, so two at once cannot both pass the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`price-alerts:${userId}`}))`);
    const [others] = await tx
      .select({ n: count() })
      .from(priceAlerts)
      .where(and(eq(priceAlerts.userId, userId), ne(priceAlerts.productId, productId)));
    if (others!.n >= PRICE_ALERT_LIMIT) throw new AppError('alert_limit', PRICE_ALERT_MESSAGES.tooMany);
    const values = { targetPrice: targetPrice?.toFixed(2) ?? null, lastSeenPrice: product.bestPrice };
    await tx
      .insert(priceAlerts)
      .values({ userId, productId, ...values })
      .onConflictDoUpdate({
        target: [priceAlerts.userId, priceAlerts.productId],
        set: { ...values, updatedAt: new Date() },
      });
    return {
      message:
        targetPrice === null ? PRICE_ALERT_MESSAGES.savedDrop : PRICE_ALERT_MESSAGES.savedTarget(targetPrice),
    };
  });
}

/** Removes one of the viewer's alerts; someone else's answers like one that does not exist. */
export async function removePriceAlert(userId: string, input: unknown): Promise<{ message: string }> {
  const parsed = removePriceAlertSchema.safeParse(input);
  if (!parsed.success) firstIssue(parsed.error);
  const removed = await db
    .delete(priceAlerts)
    .where(and(eq(priceAlerts.id, parsed.data.alertId), eq(priceAlerts.userId, userId)))
    .returning({ id: priceAlerts.id });
  if (removed.length === 0) throw notFound(PRICE_ALERT_MESSAGES.notFound);
  return { message: PRICE_ALERT_MESSAGES.removed };
}

export type ViewerPriceAlert = { id: string; targetPrice: string | null };

/** The viewer's alert on this product, for the product page. */
export async function findPriceAlert(userId: string, productId: string): Promise<ViewerPriceAlert | null> {
  const [alert] = await db
    .select({ id: priceAlerts.id, targetPrice: priceAlerts.targetPrice })
    .from(priceAlerts)
    .where(and(eq(priceAlerts.userId, userId), eq(priceAlerts.productId, productId)));
  return alert ?? null;
}

/** The profile's list: newest first, with each product's price now (at most PRICE_ALERT_LIMIT rows). */
export async function listPriceAlerts(userId: string) {
  return db
    .select({
      id: priceAlerts.id,
      targetPrice: priceAlerts.targetPrice,
      lastNotifiedAt: priceAlerts.lastNotifiedAt,
      notificationCount: priceAlerts.notificationCount,
      createdAt: priceAlerts.createdAt,
      productName: products.name,
      productSlug: products.slug,
      productImageUrl: products.imageUrl,
      productStatus: products.status,
      bestPrice: products.bestPrice,
    })
    .from(priceAlerts)
    .innerJoin(products, eq(products.id, priceAlerts.productId))
    .where(eq(priceAlerts.userId, userId))
    .orderBy(desc(priceAlerts.createdAt), desc(priceAlerts.id))
    .limit(PRICE_ALERT_LIMIT);
}
export type ListedPriceAlert = Awaited<ReturnType<typeof listPriceAlerts>>[number];

/** What the mail's link leads to, before anything is clicked (mail scanners open links too). */
export async function priceAlertLinkState(token: string): Promise<{ productName: string } | null> {
  const id = idOfSignedToken(UNSUBSCRIBE, token);
  if (!id) return null;
  const [row] = await db
    .select({ productName: products.name })
    .from(priceAlerts)
    .innerJoin(products, eq(products.id, priceAlerts.productId))
    .where(eq(priceAlerts.id, id));
  return row ?? null;
}

/** The mail's link, clicked (or a mail client's one-click unsubscribe): the alert is removed. */
export async function removePriceAlertByToken(token: string): Promise<string> {
  const id = idOfSignedToken(UNSUBSCRIBE, token);
  if (!id) throw new AppError('invalid_link', PRICE_ALERT_MESSAGES.invalidLink);
  const [removed] = await queryRows<{ name: string }>(sql`
    delete from ${priceAlerts} a using ${products} p
    where a.id = ${id}::uuid and p.id = a.product_id
    returning p.name`);
  if (!removed) throw new AppError('invalid_link', PRICE_ALERT_MESSAGES.invalidLink);
  return PRICE_ALERT_MESSAGES.unsubscribed(removed.name);
}
