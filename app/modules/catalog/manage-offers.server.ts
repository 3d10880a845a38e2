import { and, asc, eq, inArray, or } from 'drizzle-orm';
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

/** The audit row of a change to one offer, in the change's transaction. */
const auditOffer = (
  tx: Transaction,
  actorId: string,
  action: string,
  offerId: string,
  change: { before?: unknown; after?: unknown },
) => writeAudit(tx, { actorId, action, entityType: 'offer', entityId: offerId, ...change });

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
    await auditOffer(tx, actor.id, 'offer.create', created!.id, { after: values });
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
    await auditOffer(tx, actor.id, 'offer.update', offerId, { before, after });
    return M.offerUpdated;
  });
}

const yesNo = (value: string) => {
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new AppError('invalid_value', M.booleanInvalid);
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
          throw new AppError('invalid_value', M.currencyInvalid);
        change = { currency: input.value };
        break;
      default:
        throw new AppError('invalid_field', M.fieldRequired);
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
    await auditOffer(tx, actor.id, 'offer.delete', offerId, { before });
    return M.offerDeleted;
  });
}

/**
 * The curation wizard's 'Collega': an offer waiting unlinked joins the product and shows at once
 * (approved), so the product's best price and offer count follow (database triggers).
 */
export async function linkOffer(options: {
  actor: Actor;
  offerId: string;
  productId: string;
}): Promise<string> {
  assertAdmin(options.actor);
  const { actor, offerId, productId } = options;
  return db.transaction(async (tx) => {
    const [offer] = await tx
      .select({ productId: offers.productId })
      .from(offers)
      .where(eq(offers.id, offerId))
      .for('update');
    if (!offer) throw notFound(M.offerNotFound);
    if (offer.productId) throw new AppError('offer_linked', M.offerAlreadyLinked);
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!product) throw notFound(M.productNotFound);
    await tx
      .update(offers)
      .set({
        productId,
        isApproved: true,
        matchMethod: 'admin',
        matchConfidence: null,
        updatedAt: new Date(),
      })
      .where(eq(offers.id, offerId));
    await auditOffer(tx, actor.id, 'offer.link', offerId, { after: { productId } });
    return M.offerLinked;
  });
}

/** 'Scollega': a wrong match goes back to the unlinked offers (hidden from the site meanwhile). */
export async function unlinkOffer(options: {
  actor: Actor;
  offerId: string;
  productId: string;
}): Promise<string> {
  assertAdmin(options.actor);
  const { actor, offerId, productId } = options;
  return db.transaction(async (tx) => {
    const [offer] = await tx
      .update(offers)
      .set({
        productId: null,
        isApproved: false,
        isVariant: false,
        variantName: null,
        matchMethod: 'admin-unlinked',
        matchConfidence: null,
        updatedAt: new Date(),
      })
      .where(and(eq(offers.id, offerId), eq(offers.productId, productId)))
      .returning({ id: offers.id });
    if (!offer) throw notFound(M.offerOfOtherProduct);
    await auditOffer(tx, actor.id, 'offer.unlink', offerId, { before: { productId } });
    return M.offerUnlinked;
  });
}

/** A linked offer's variant flag and name ("Blu, 256 GB"); clearing the flag clears the name. */
export async function setOfferVariant(options: {
  actor: Actor;
  offerId: string;
  isVariant: boolean;
  variantName: string | null;
}): Promise<string> {
  assertAdmin(options.actor);
  const { actor, offerId } = options;
  const after = { isVariant: options.isVariant, variantName: options.isVariant ? options.variantName : null };
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ isVariant: offers.isVariant, variantName: offers.variantName })
      .from(offers)
      .where(eq(offers.id, offerId))
      .for('update');
    if (!before) throw notFound(M.offerNotFound);
    await tx
      .update(offers)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(offers.id, offerId));
    await auditOffer(tx, actor.id, 'offer.variant', offerId, { before, after });
    return M.variantSaved;
  });
}

export type MarketplaceOfferInput = {
  productId: string;
  asin: string;
  price: string;
  title: string | null;
  description: string | null;
  imageUrl: string | null;
  variantName: string | null;
};

/** The marketplace's shop (Amazon.it), created the first time an admin adds one of its offers. */
async function marketplaceMerchant(tx: Transaction): Promise<string> {
  const [found] = await tx
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.isMarketplace, true))
    .orderBy(asc(merchants.createdAt))
    .limit(1);
  if (found) return found.id;
  const [created] = await tx
    .insert(merchants)
    .values({
      name: 'Amazon.it',
      slug: 'amazon-it',
      websiteUrl: 'https://www.amazon.it',
      isMarketplace: true,
    })
    .onConflictDoUpdate({ target: merchants.slug, set: { isMarketplace: true } })
    .returning({ id: merchants.id });
  return created!.id;
}

/**
 * The wizard's 'Aggiungi offerta Amazon' (admin-side §5): by ASIN and price, linked to the product
 * and shown at once. The link is the product page on Amazon.it; /go adds the partner tag. The same
 * ASIN again updates that offer (price history kept) unless another product has it.
 */
export async function addMarketplaceOffer(options: {
  actor: Actor;
  input: MarketplaceOfferInput;
}): Promise<string> {
  assertAdmin(options.actor);
  const { actor, input } = options;
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(eq(products.id, input.productId));
    if (!product) throw notFound(M.productNotFound);
    const merchantId = await marketplaceMerchant(tx);
    const [existing] = await tx
      .select({ id: offers.id, productId: offers.productId, price: offers.price })
      .from(offers)
      .where(and(eq(offers.merchantId, merchantId), eq(offers.externalId, input.asin)))
      .for('update');
    if (existing?.productId && existing.productId !== product.id)
      throw new AppError('offer_taken', M.marketplaceOfferTaken);
    const values = {
      productId: product.id,
      merchantId,
      source: 'amazon',
      externalId: input.asin,
      asin: input.asin,
      name: input.title ?? product.name,
      description: input.description,
      price: input.price,
      currency: 'EUR',
      affiliateUrl: `https://www.amazon.it/dp/${encodeURIComponent(input.asin)}`,
      imageUrl: input.imageUrl,
      isVariant: input.variantName !== null,
      variantName: input.variantName,
      inStock: true,
      isApproved: true,
      matchMethod: 'admin',
      lastSeen: new Date(),
    };
    const [saved] = existing
      ? await tx
          .update(offers)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(offers.id, existing.id))
          .returning({ id: offers.id })
      : await tx.insert(offers).values(values).returning({ id: offers.id });
    if (existing?.price !== input.price)
      await tx.insert(priceHistory).values({ offerId: saved!.id, price: input.price, currency: 'EUR' });
    await writeAudit(tx, {
      actorId: actor.id,
      action: existing ? 'offer.update' : 'offer.create',
      entityType: 'offer',
      entityId: saved!.id,
      before: existing ?? undefined,
      after: values,
    });
    return M.marketplaceOfferAdded;
  });
}
