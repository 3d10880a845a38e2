import { eq, inArray, sql } from 'drizzle-orm';
import { AppError, assertAdmin, type Actor, notFound } from '#app/lib/app-error.ts';
import { writeAudit } from '#app/lib/audit.server.ts';
import { db, isUniqueViolation, queryRows, type Transaction } from '#app/lib/db.server.ts';
import { slugify } from '#app/lib/slug.ts';
import { isUuid } from '#app/lib/uuid.ts';
import { auditLog, categories } from '#db/schema/index.ts';
import {
  type BulkInput,
  bulkUpdatedMessage,
  type CategoryInput,
  DATABASE_MESSAGES as M,
} from './database.schema.ts';

/*
 * Gestione Database, tab Categorie. A category may sit inside another (parent_id); the tree never
 * loops. Deleting one leaves its products without a category and its subcategories at the top.
 */

const slugTaken = () => new AppError('slug_taken', M.categorySlugTaken);

async function withSlugGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'categories_slug_unique')) throw slugTaken();
    throw error;
  }
}

async function assertSlugFree(tx: Transaction, slug: string, exceptId?: string) {
  const [clash] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  if (clash && clash.id !== exceptId) throw slugTaken();
}

/**
 * The parent must exist and must not be the category itself or one of its descendants (which
 * would make a loop no page could walk).
 */
async function assertParent(tx: Transaction, parentId: string | null, childIds: string[] = []) {
  if (!parentId) return;
  const [parent] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, parentId));
  if (!parent) throw notFound(M.categoryNotFound);
  if (childIds.length === 0) return;
  const [loop] = await queryRows<{ id: string }>(
    sql`
    with recursive ancestors(id, parent_id) as (
      select id, parent_id from ${categories} where id = ${parentId}::uuid
      union
      select c.id, c.parent_id from ${categories} c join ancestors a on c.id = a.parent_id
    )
    select id from ancestors where id in (select jsonb_array_elements_text(${JSON.stringify(childIds)}::jsonb)::uuid)
    limit 1`,
    tx,
  );
  if (loop) throw new AppError('category_cycle', M.categoryCycle);
}

export async function createCategory(options: { actor: Actor; input: CategoryInput }): Promise<string> {
  assertAdmin(options.actor);
  const { actor, input } = options;
  return withSlugGuard(() =>
    db.transaction(async (tx) => {
      const slug = input.slug ?? (slugify(input.name).slice(0, 80).replace(/-+$/, '') || 'categoria');
      await assertSlugFree(tx, slug);
      await assertParent(tx, input.parentId);
      const values = { name: input.name, slug, parentId: input.parentId };
      const [created] = await tx.insert(categories).values(values).returning({ id: categories.id });
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'category.create',
        entityType: 'category',
        entityId: created!.id,
        after: values,
      });
      return M.categoryCreated;
    }),
  );
}

export async function updateCategory(options: {
  actor: Actor;
  categoryId: string;
  input: CategoryInput;
}): Promise<string> {
  assertAdmin(options.actor);
  const { actor, categoryId, input } = options;
  return withSlugGuard(() =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select({ name: categories.name, slug: categories.slug, parentId: categories.parentId })
        .from(categories)
        .where(eq(categories.id, categoryId))
        .for('update');
      if (!before) throw notFound(M.categoryNotFound);
      const after = { name: input.name, slug: input.slug ?? before.slug, parentId: input.parentId };
      if (after.slug !== before.slug) await assertSlugFree(tx, after.slug, categoryId);
      await assertParent(tx, after.parentId, [categoryId]);
      await tx.update(categories).set(after).where(eq(categories.id, categoryId));
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'category.update',
        entityType: 'category',
        entityId: categoryId,
        before,
        after,
      });
      return M.categoryUpdated;
    }),
  );
}

/** The bulk-edit bar of the categories: one parent for the selection ('none' puts them at the top). */
export async function bulkUpdateCategories(options: { actor: Actor; input: BulkInput }): Promise<string> {
  assertAdmin(options.actor);
  const { actor, input } = options;
  if (input.field !== 'parentId') throw new AppError('invalid_field', M.fieldRequired);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: categories.id, parentId: categories.parentId })
      .from(categories)
      .where(inArray(categories.id, input.ids))
      .for('update');
    if (rows.length !== new Set(input.ids).size) throw notFound(M.categoryNotFound);
    const parentId = input.value === 'none' ? null : input.value;
    if (parentId !== null && !isUuid(parentId)) throw notFound(M.categoryNotFound);
    await assertParent(tx, parentId, input.ids);
    await tx.update(categories).set({ parentId }).where(inArray(categories.id, input.ids));
    await tx.insert(auditLog).values(
      rows.map((row) => ({
        actorId: actor.id,
        action: 'category.bulk-update',
        entityType: 'category',
        entityId: row.id,
        before: JSON.stringify({ parentId: row.parentId }),
        after: JSON.stringify({ parentId }),
      })),
    );
    return bulkUpdatedMessage(rows.length, 'categories');
  });
}

/** Delete with confirmation: its products keep existing without a category. */
export async function deleteCategory(options: { actor: Actor; categoryId: string }): Promise<string> {
  assertAdmin(options.actor);
  const { actor, categoryId } = options;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .delete(categories)
      .where(eq(categories.id, categoryId))
      .returning({ name: categories.name, slug: categories.slug, parentId: categories.parentId });
    if (!before) throw notFound(M.categoryNotFound);
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'category.delete',
      entityType: 'category',
      entityId: categoryId,
      before,
    });
    return M.categoryDeleted;
  });
}
