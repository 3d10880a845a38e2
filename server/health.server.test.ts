import { describe, expect, test } from 'vitest';
import { databaseHandle } from '#app/lib/db.server.ts';
import { createProducts } from '#tests/support/factories.ts';
import { readHealth } from './health.ts';

describe('readHealth', () => {
  test('reports the database and how many products it holds', async () => {
    const before = await readHealth(databaseHandle());
    expect(before.status).toBe('ok');
    expect(before.database.status).toBe('ok');
    await createProducts([
      { name: 'Prodotto A', slug: 'prodotto-a' },
      { name: 'Prodotto B', slug: 'prodotto-b' },
    ]);
    const after = await readHealth(databaseHandle());
    expect(after.products).toBe((before.products ?? 0) + 2);
  });

  test('says error when the database does not answer', async () => {
    const broken = {
      ...databaseHandle(),
      db: {
        select: () => {
          throw new Error('down');
        },
      },
    };
    const health = await readHealth(broken as never);
    expect(health).toMatchObject({ status: 'error', database: { status: 'error' }, products: null });
  });
});
