import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { AppError, assertAdmin, type Actor, notFound } from '#app/lib/app-error.ts';
import { writeAudit } from '#app/lib/audit.server.ts';
import { db, isUniqueViolation, type Transaction } from '#app/lib/db.server.ts';
import { slugify } from '#app/lib/slug.ts';
import { isUuid } from '#app/lib/uuid.ts';
import { auditLog, categories, offers, productSlugRedirects, products, reviews } from '#db/schema/index.ts';
import { cleanBrand } from './brand-cleaning.ts';
import { isBrandCleaningOn } from './catalog-settings.server.ts';
import {
  type BulkInput,
  bulkUpdatedMessage,
  DATABASE_MESSAGES as M,
  PRODUCT_STATUSES,
  type ProductCreateInput,
  type ProductStatus,
  type ProductUpdateInput,
} from './database.schema.ts';

/*
 * Gestione Database, tab Prodotti: the catalogue's write services for one product at a time
 * (DESIGN.md §2: products are written only in this module). Each write runs in a transaction with
 * its audit row; the brand is cleaned by the rule of admin-side §5 when the switch is on.
 */

export type ProductWriteResult = { id: string; message: string };

const slugTaken = () => new AppError('slug_taken', M.productSlugTaken);

async function assertCategory(tx: Transaction, categoryId: string | null) {
  if (!categoryId) return;
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!row) throw notFound(M.categoryNotFound);
}

/** The name's slug, or the first of "-2", "-3", … that no product has nor had (old addresses). */
async function freeSlug(tx: Transaction, name: string): Promise<string> {
  const base = slugify(name).slice(0, 80).replace(/-+$/, '') || 'prodotto';
  const taken = await tx
    .select({ slug: products.slug })
    .from(products)
    .where(sql`${products.slug} = ${base} or ${products.slug} like ${`${base}-%`}`)
    .union(
      tx
        .select({ slug: productSlugRedirects.slug })
        .from(productSlugRedirects)
        .where(
          sql`${productSlugRedirects.slug} = ${base} or ${productSlugRedirects.slug} like ${`${base}-%`}`,
        ),
    );
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let suffix = 2; ; suffix++) if (!used.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
}

/**
 * Whether a slug is a product's or another product's old address (`owner`'s own old addresses
 * are free for it to take back).
 */
async function slugInUse(tx: Transaction, slug: string, owner?: string): Promise<boolean> {
  const [clash] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, slug))
    .union(
      tx
        .select({ id: productSlugRedirects.productId })
        .from(productSlugRedirects)
        .where(
          and(
            eq(productSlugRedirects.slug, slug),
            owner ? ne(productSlugRedirects.productId, owner) : undefined,
          ),
        ),
    );
  return clash !== undefined;
}

/** Runs a write, turning a slug race (the pre-check passed in both) into the clear 409. */
async function withSlugGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (
      isUniqueViolation(error, 'products_slug_unique') ||
      isUniqueViolation(error, 'product_slug_redirects_pkey')
    )
      throw slugTaken();
    throw error;
  }
}

const withBrandNote = (message: string, given: string | null, stored: string | null) =>
  given && !stored ? `${message}. ${M.brandCleared}` : message;

/** 'Nuovo prodotto': an explicit slug must be free; without one it comes from the name. */
export async function createProduct(options: {
  actor: Actor;
  input: ProductCreateInput;
}): Promise<ProductWriteResult> {
  assertAdmin(options.actor);
  const { actor, input } = options;
  return withSlugGuard(() =>
    db.transaction(async (tx) => {
      await assertCategory(tx, input.categoryId);
      if (input.slug && (await slugInUse(tx, input.slug))) throw slugTaken();
      const brandName = cleanBrand(input.brandName, input.name, await isBrandCleaningOn(tx));
      const values = {
        name: input.name,
        slug: input.slug ?? (await freeSlug(tx, input.name)),
        brandName,
        categoryId: input.categoryId,
        status: input.status,
        description: input.description,
        imageUrl: input.imageUrl,
        ean: input.ean,
        mpn: input.mpn,
        asin: input.asin,
      };
      const [created] = await tx.insert(products).values(values).returning({ id: products.id });
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'product.create',
        entityType: 'product',
        entityId: created!.id,
        after: values,
      });
      return { id: created!.id, message: withBrandNote(M.productCreated, input.brandName, brandName) };
    }),
  );
}

const editable = {
  name: products.name,
  brandName: products.brandName,
  categoryId: products.categoryId,
  status: products.status,
};

/** The inline edit of a row: name, brand, category and status together. */
export async function updateProduct(options: {
  actor: Actor;
  productId: string;
  input: ProductUpdateInput;
}): Promise<ProductWriteResult> {
  assertAdmin(options.actor);
  const { actor, productId, input } = options;
  return db.transaction(async (tx) => {
    const [before] = await tx.select(editable).from(products).where(eq(products.id, productId)).for('update');
    if (!before) throw notFound(M.productNotFound);
    await assertCategory(tx, input.categoryId);
    const after = {
      name: input.name,
      brandName: cleanBrand(input.brandName, input.name, await isBrandCleaningOn(tx)),
      categoryId: input.categoryId,
      status: input.status,
    };
    await tx
      .update(products)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(products.id, productId));
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'product.update',
      entityType: 'product',
      entityId: productId,
      before,
      after,
    });
    return { id: productId, message: withBrandNote(M.productUpdated, input.brandName, after.brandName) };
  });
}

/**
 * The bulk-edit bar: one field, one value, for the selected products, all or nothing. A brand is
 * cleaned against each product's own name, so some may end up without one.
 */
export async function bulkUpdateProducts(options: { actor: Actor; input: BulkInput }): Promise<string> {
  assertAdmin(options.actor);
  const { actor, input } = options;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: products.id, ...editable })
      .from(products)
      .where(inArray(products.id, input.ids))
      .for('update');
    if (rows.length !== new Set(input.ids).size) throw notFound(M.productNotFound);
    let after: (row: (typeof rows)[number]) => Partial<typeof row>;
    switch (input.field) {
      case 'status': {
        if (!(PRODUCT_STATUSES as readonly string[]).includes(input.value))
          throw new AppError('invalid_value', M.statusInvalid);
        const status = input.value as ProductStatus;
        after = () => ({ status });
        break;
      }
      case 'categoryId': {
        const [category] = isUuid(input.value)
          ? await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, input.value))
          : [];
        if (!category) throw notFound(M.categoryNotFound);
        after = () => ({ categoryId: category.id });
        break;
      }
      case 'brandName': {
        if (input.value.length > 80) throw new AppError('invalid_value', M.brandTooLong);
        const on = await isBrandCleaningOn(tx);
        after = (row) => ({ brandName: cleanBrand(input.value, row.name, on) });
        break;
      }
      default:
        throw new AppError('invalid_field', M.fieldRequired);
    }
    const changes = rows.map((row) => ({ id: row.id, before: row, after: after(row) }));
    const column = input.field as 'status' | 'categoryId' | 'brandName';
    // One statement per distinct new value: one for status and category, at most two for a brand.
    const byValue = new Map<string | null, string[]>();
    for (const change of changes) {
      const value = change.after[column] ?? null;
      byValue.set(value, [...(byValue.get(value) ?? []), change.id]);
    }
    for (const [value, group] of byValue)
      await tx
        .update(products)
        .set({ [column]: value, updatedAt: new Date() })
        .where(inArray(products.id, group));
    await tx.insert(auditLog).values(
      changes.map((change) => ({
        actorId: actor.id,
        action: 'product.bulk-update',
        entityType: 'product',
        entityId: change.id,
        before: JSON.stringify({ [column]: change.before[column] }),
        after: JSON.stringify(change.after),
      })),
    );
    return bulkUpdatedMessage(changes.length, 'products');
  });
}

/**
 * Deletes a product, or makes it inactive when it has reviews (the reviews, their points and the
 * reviewers' history refer to it). Answers which, with the audit row written.
 */
async function removeProduct(
  tx: Transaction,
  actor: Actor,
  productId: string,
): Promise<'deleted' | 'deactivated'> {
  const [product] = await tx
    .select({ id: products.id, name: products.name, slug: products.slug, status: products.status })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!product) throw notFound(M.productNotFound);
  const [review] = await tx
    .select({ id: reviews.id })
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .limit(1);
  if (review) {
    await tx
      .update(products)
      .set({ status: 'inactive', updatedAt: new Date() })
      .where(eq(products.id, productId));
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'product.deactivate',
      entityType: 'product',
      entityId: productId,
      before: { status: product.status },
      after: { status: 'inactive', reason: 'has reviews' },
    });
    return 'deactivated';
  }
  await tx.delete(products).where(eq(products.id, productId));
  await writeAudit(tx, {
    actorId: actor.id,
    action: 'product.delete',
    entityType: 'product',
    entityId: productId,
    before: product,
  });
  return 'deleted';
}

/** Delete with confirmation (a product with reviews is made inactive instead, and the admin told). */
export async function deleteProduct(options: { actor: Actor; productId: string }): Promise<string> {
  assertAdmin(options.actor);
  const outcome = await db.transaction((tx) => removeProduct(tx, options.actor, options.productId));
  return outcome === 'deleted' ? M.productDeleted : M.productDeactivated;
}

/** The curation wizard's bulk delete: all the given products or, if one is missing, none. */
export async function deleteProducts(options: { actor: Actor; productIds: string[] }): Promise<string> {
  assertAdmin(options.actor);
  const outcomes = await db.transaction(async (tx) => {
    const done: string[] = [];
    for (const productId of options.productIds) done.push(await removeProduct(tx, options.actor, productId));
    return done;
  });
  return M.productsDeleted(
    outcomes.filter((outcome) => outcome === 'deleted').length,
    outcomes.filter((outcome) => outcome === 'deactivated').length,
  );
}

/**
 * The curation wizard's inline edit: name and slug. A new slug must be free (no product has it, and
 * no other product's old address); the old one keeps answering with a redirect to the new one.
 */
export async function renameProduct(options: {
  actor: Actor;
  productId: string;
  name: string;
  slug: string;
}): Promise<string> {
  assertAdmin(options.actor);
  const { actor, productId, name, slug } = options;
  return withSlugGuard(() =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select({ name: products.name, slug: products.slug })
        .from(products)
        .where(eq(products.id, productId))
        .for('update');
      if (!before) throw notFound(M.productNotFound);
      if (slug !== before.slug) {
        if (await slugInUse(tx, slug, productId)) throw slugTaken();
        // Back to one of its own old addresses: that one is no longer a redirect.
        await tx.delete(productSlugRedirects).where(eq(productSlugRedirects.slug, slug));
        await tx.insert(productSlugRedirects).values({ slug: before.slug, productId });
      }
      await tx.update(products).set({ name, slug, updatedAt: new Date() }).where(eq(products.id, productId));
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'product.rename',
        entityType: 'product',
        entityId: productId,
        before,
        after: { name, slug },
      });
      return slug === before.slug ? M.productUpdated : M.productRenamed;
    }),
  );
}

/**
 * 'Completa Curatela': the product is approved, and so are the offers linked to it (a name match
 * waits for this before it shows), so the product page lists them with the best price.
 */
export async function approveProduct(options: { actor: Actor; productId: string }): Promise<string> {
  assertAdmin(options.actor);
  const { actor, productId } = options;
  return db.transaction(async (tx) => {
    const [product] = await tx
      .update(products)
      .set({ status: 'approved', updatedAt: new Date() })
      .where(eq(products.id, productId))
      .returning({ name: products.name });
    if (!product) throw notFound(M.productNotFound);
    const approved = await tx
      .update(offers)
      .set({ isApproved: true, updatedAt: new Date() })
      .where(and(eq(offers.productId, productId), eq(offers.isApproved, false)))
      .returning({ id: offers.id });
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'product.approve',
      entityType: 'product',
      entityId: productId,
      after: { status: 'approved', offersApproved: approved.length },
    });
    return M.productApproved(product.name);
  });
}

/** Ricerca Immagini: the product's picture (already stored by the media module), 'Immagine salvata!'. */
export async function setProductImage(options: {
  actor: Actor;
  productId: string;
  imageUrl: string;
}): Promise<string> {
  assertAdmin(options.actor);
  const { actor, productId, imageUrl } = options;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ imageUrl: products.imageUrl })
      .from(products)
      .where(eq(products.id, productId))
      .for('no key update');
    if (!before) throw notFound(M.productNotFound);
    await tx.update(products).set({ imageUrl, updatedAt: new Date() }).where(eq(products.id, productId));
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'product.image',
      entityType: 'product',
      entityId: productId,
      before,
      after: { imageUrl },
    });
    return M.imageSaved;
  });
}
