import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { categories, products, profiles } from '#db/schema/index.ts';
import { createCategory, createProduct, createUser } from '#tests/support/factories.ts';
import { databaseHandle, db, queryRows } from './db.server.ts';

describe('database', () => {
  test('migrations create every table of the catalogue and community core', async () => {
    const rows = await queryRows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    const names = rows.map((row) => row.table_name);
    expect(names).toEqual(
      expect.arrayContaining([
        'categories',
        'merchants',
        'offers',
        'product_images',
        'products',
        'profiles',
        'review_images',
        'reviews',
        'seed_runs',
        'users',
      ]),
    );
  });

  test('a transaction holds the connection alone: others never see its uncommitted rows', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedSignal = new Promise<void>((resolve) => (inserted = resolve));

    const transaction = db.transaction(async (tx) => {
      await createCategory({ name: 'Isolata', slug: 'isolata' }, tx);
      inserted();
      await gate;
    });
    await insertedSignal;
    const outside = db.select().from(categories).where(eq(categories.slug, 'isolata'));
    // On PGlite the outside query waits for the transaction; on PostgreSQL it runs but cannot
    // see uncommitted rows. Either way it must not observe a half-done transaction.
    const raced = await Promise.race([
      outside.then((rows) => rows.length),
      new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), 200)),
    ]);
    expect(raced === 'waiting' || raced === 0).toBe(true);
    release();
    await transaction;
    const after = await db.select().from(categories).where(eq(categories.slug, 'isolata'));
    expect(after).toHaveLength(1);
    expect(['pglite', 'postgres']).toContain(databaseHandle().kind);
  });

  test('the Italian search vector stems words and trigrams tolerate typos', async () => {
    await createProduct({
      name: 'Samsung Galaxy S24',
      slug: 'samsung-galaxy-s24-test',
      brandName: 'Samsung',
      description: 'Smartphone con tre fotocamere e batteria che dura tutto il giorno.',
    });
    const stemmed = await db
      .select({ name: products.name })
      .from(products)
      .where(sql`${products.searchVector} @@ plainto_tsquery('italian', 'smartphone batterie')`);
    expect(stemmed.map((row) => row.name)).toContain('Samsung Galaxy S24');

    const fuzzy = await db
      .select({ name: products.name })
      .from(products)
      .where(sql`word_similarity('samsng', ${products.name}) > 0.4`);
    expect(fuzzy.map((row) => row.name)).toContain('Samsung Galaxy S24');
  });

  test('a points balance can never go below zero', async () => {
    await createUser({
      id: 'u-points',
      firstName: 'Lia',
      lastName: 'Neri',
      email: 'lia.neri@example.com',
      profile: { points: 3 },
    });
    await expect(
      db
        .update(profiles)
        .set({ points: sql`${profiles.points} - 5` })
        .where(eq(profiles.userId, 'u-points')),
    ).rejects.toThrow();
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, 'u-points'));
    expect(profile?.points).toBe(3);
  });

  test.skipIf(process.env.TEST_DB !== 'postgres')(
    'PostgreSQL closing idle connections (a restart) neither ends the process nor the pool',
    async () => {
      // Two connections in the pool: the query below runs on one and closes the other.
      await Promise.all([queryRows(sql`select pg_sleep(0.05)`), queryRows(sql`select pg_sleep(0.05)`)]);
      // Close every other connection to this database, as a server restart would.
      const closed = await queryRows<{ closed: boolean }>(sql`
        select pg_terminate_backend(pid) as closed from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`);
      expect(closed.length).toBeGreaterThanOrEqual(1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      // Vitest would report an uncaught error here; the next query gets a fresh connection.
      for (let attempt = 0; attempt < 3; attempt++) {
        const ok = await queryRows<{ one: number }>(sql`select 1 as one`).catch(() => null);
        if (ok) return expect(ok).toEqual([{ one: 1 }]);
      }
      throw new Error('the pool did not recover');
    },
  );
});
