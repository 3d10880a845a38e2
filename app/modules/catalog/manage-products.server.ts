import { eq, inArray, sql } from 'drizzle-orm';
import { AppError, assertAdmin, type Actor, notFound } from '#app/lib/app-error.ts';
import { writeAudit } from '#app/lib/audit.server.ts';
import { db, isUniqueViolation, type Transaction } from '#app/lib/db.server.ts';
import { slugify } from '#app/lib/slug.ts';
import { isUuid } from '#app/lib/uuid.ts';
import { auditLog, categories, products, reviews } from '#db/schema/index.ts';
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

const slugTaken = () => new AppError(M.productSlugTaken, 409, 'slug_taken');

async function assertCategory(tx: Transaction, categoryId: string | null) {
  if (!categoryId) return;
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!row) throw notFound(M.categoryNotFound);
}

/** The name's slug, or the first of "-2", "-3", … that no product has. */
async function freeSlug(tx: Transaction, name: string): Promise<string> {
  const base = slugify(name).slice(0, 80).replace(/-+$/, '') || 'prodotto';
  const taken = await tx
    .select({ slug: products.slug })
    .from(products)
    .where(sql`${products.slug} = ${base} or ${products.slug} like ${`${base}-%`}`);
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let suffix = 2; ; suffix++) if (!used.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
}

/** Runs a write, turning a slug race (the pre-check passed in both) into the clear 409. */
async function withSlugGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'products_slug_unique')) throw slugTaken();
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
      if (input.slug) {
        const [clash] = await tx
          .select({ id: products.id })
          .from(products)
          .where(eq(products.slug, input.slug));
        if (clash) throw slugTaken();
      }
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
          throw new AppError(M.statusInvalid, 400, 'invalid_value');
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
        if (input.value.length > 80) throw new AppError(M.brandTooLong, 400, 'invalid_value');
        const on = await isBrandCleaningOn(tx);
        after = (row) => ({ brandName: cleanBrand(input.value, row.name, on) });
        break;
      }
      default:
        throw new AppError(M.fieldRequired, 400, 'invalid_field');
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
 * Delete with confirmation. A product with reviews is kept (the reviews, their points and the
 * reviewers' history refer to it) and made inactive instead, and the admin is told.
 */
export async function deleteProduct(options: { actor: Actor; productId: string }): Promise<string> {
  assertAdmin(options.actor);
  const { actor, productId } = options;
  return db.transaction(async (tx) => {
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
      return M.productDeactivated;
    }
    await tx.delete(products).where(eq(products.id, productId));
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'product.delete',
      entityType: 'product',
      entityId: productId,
      before: product,
    });
    return M.productDeleted;
  });
}
