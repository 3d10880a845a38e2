import { eq, inArray, or } from 'drizzle-orm';
import { AppError, assertAdmin, type Actor, notFound } from '#app/lib/app-error.ts';
import { writeAudit } from '#app/lib/audit.server.ts';
import { db, type Transaction } from '#app/lib/db.server.ts';
import { isUuid } from '#app/lib/uuid.ts';
import { auditLog, merchants, offers, priceHistory, products } from '#db/schema/index.ts';
import { cleanBrand } from './brand-cleaning.ts';
import { isBrandCleaningOn } from './catalog-settings.server.ts';
import {
  type BulkInput,
  bulkUpdatedMessage,
  CURRENCIES,
  DATABASE_MESSAGES as M,
  type OfferCreateInput,
  type OfferUpdateInput,
} from './database.schema.ts';

/*
 * Gestione Database, tab Offerte: offers written by hand, through the same module as imports. A
 * new or changed price writes a price-history row, as an import does.
 */

async function assertMerchant(tx: Transaction, merchantId: string) {
  const [row] = await tx.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, merchantId));
  if (!row) throw notFound(M.merchantNotFound);
}

/** The product an admin named by slug or id, or null for an unlinked offer. */
async function resolveProduct(
  tx: Transaction,
  ref: string | null,
): Promise<{ id: string; name: string } | null> {
  if (!ref) return null;
  const [product] = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(isUuid(ref) ? or(eq(products.id, ref), eq(products.slug, ref)) : eq(products.slug, ref));
  if (!product) throw notFound(M.productNotFound);
  return product;
}

/** 'Nuova offerta': linked to a product when one is named, otherwise waiting for curation. */
export async function createOffer(options: { actor: Actor; input: OfferCreateInput }): Promise<string> {
  assertAdmin(options.actor);
  const { actor, input } = options;
  return db.transaction(async (tx) => {
    await assertMerchant(tx, input.merchantId);
    const product = await resolveProduct(tx, input.productRef);
    // admin-side §5: an offer's brand is compared with its product's name (its own when unlinked).
    const brandName = cleanBrand(input.brandName, product?.name ?? input.name, await isBrandCleaningOn(tx));
    const values = {
      productId: product?.id ?? null,
      merchantId: input.merchantId,
      source: 'admin',
      name: input.name,
      price: input.price,
      currency: input.currency,
      affiliateUrl: input.affiliateUrl,
      brandName,
      asin: input.asin,
      ean: input.ean,
      imageUrl: input.imageUrl,
      inStock: input.inStock,
      isApproved: input.isApproved,
      matchMethod: product ? 'admin' : null,
    };
    const [created] = await tx.insert(offers).values(values).returning({ id: offers.id });
    await tx
      .insert(priceHistory)
      .values({ offerId: created!.id, price: input.price, currency: input.currency });
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'offer.create',
      entityType: 'offer',
      entityId: created!.id,
      after: values,
    });
    return input.brandName && !brandName ? `${M.offerCreated}. ${M.brandCleared}` : M.offerCreated;
  });
}

const editable = {
  name: offers.name,
  price: offers.price,
  currency: offers.currency,
  merchantId: offers.merchantId,
  inStock: offers.inStock,
  isApproved: offers.isApproved,
};

/** The inline edit of a row: name, price, currency, shop, in stock, approved. */
export async function updateOffer(options: {
  actor: Actor;
  offerId: string;
  input: OfferUpdateInput;
}): Promise<string> {
  assertAdmin(options.actor);
  const { actor, offerId, input } = options;
  return db.transaction(async (tx) => {
    const [before] = await tx.select(editable).from(offers).where(eq(offers.id, offerId)).for('update');
    if (!before) throw notFound(M.offerNotFound);
    if (input.merchantId !== before.merchantId) await assertMerchant(tx, input.merchantId);
    const after = {
      name: input.name,
      price: input.price,
      currency: input.currency,
      merchantId: input.merchantId,
      inStock: input.inStock,
      isApproved: input.isApproved,
    };
    await tx
      .update(offers)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(offers.id, offerId));
    if (before.price !== after.price || before.currency !== after.currency)
      await tx.insert(priceHistory).values({ offerId, price: after.price, currency: after.currency });
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'offer.update',
      entityType: 'offer',
      entityId: offerId,
      before,
      after,
    });
    return M.offerUpdated;
  });
}

const yesNo = (value: string) => {
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new AppError(M.booleanInvalid, 400, 'invalid_value');
};

/** The bulk-edit bar of the offers: shop, approved, in stock or currency for the selection. */
export async function bulkUpdateOffers(options: { actor: Actor; input: BulkInput }): Promise<string> {
  assertAdmin(options.actor);
  const { actor, input } = options;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: offers.id, ...editable })
      .from(offers)
      .where(inArray(offers.id, input.ids))
      .for('update');
    if (rows.length !== new Set(input.ids).size) throw notFound(M.offerNotFound);
    let change: { merchantId?: string; isApproved?: boolean; inStock?: boolean; currency?: string };
    switch (input.field) {
      case 'merchantId':
        if (!isUuid(input.value)) throw notFound(M.merchantNotFound);
        await assertMerchant(tx, input.value);
        change = { merchantId: input.value };
        break;
      case 'isApproved':
        change = { isApproved: yesNo(input.value) };
        break;
      case 'inStock':
        change = { inStock: yesNo(input.value) };
        break;
      case 'currency':
        if (!(CURRENCIES as readonly string[]).includes(input.value))
          throw new AppError(M.currencyInvalid, 400, 'invalid_value');
        change = { currency: input.value };
        break;
      default:
        throw new AppError(M.fieldRequired, 400, 'invalid_field');
    }
    await tx
      .update(offers)
      .set({ ...change, updatedAt: new Date() })
      .where(inArray(offers.id, input.ids));
    if (input.field === 'currency') {
      const changed = rows.filter((row) => row.currency !== input.value);
      if (changed.length > 0)
        await tx
          .insert(priceHistory)
          .values(changed.map((row) => ({ offerId: row.id, price: row.price, currency: input.value })));
    }
    const column = input.field as keyof typeof editable;
    await tx.insert(auditLog).values(
      rows.map((row) => ({
        actorId: actor.id,
        action: 'offer.bulk-update',
        entityType: 'offer',
        entityId: row.id,
        before: JSON.stringify({ [column]: row[column] }),
        after: JSON.stringify(change),
      })),
    );
    return bulkUpdatedMessage(rows.length, 'offers');
  });
}

/** Delete with confirmation: the offer, its price history and its clicks go with it. */
export async function deleteOffer(options: { actor: Actor; offerId: string }): Promise<string> {
  assertAdmin(options.actor);
  const { actor, offerId } = options;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .delete(offers)
      .where(eq(offers.id, offerId))
      .returning({ id: offers.id, productId: offers.productId, ...editable });
    if (!before) throw notFound(M.offerNotFound);
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'offer.delete',
      entityType: 'offer',
      entityId: offerId,
      before,
    });
    return M.offerDeleted;
  });
}
