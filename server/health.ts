import { count } from 'drizzle-orm';
import type { DatabaseHandle } from '#app/lib/db.server.ts';
import { products } from '#db/schema/index.ts';

export type Health = {
  status: 'ok' | 'error';
  database: { status: 'ok' | 'error'; engine: DatabaseHandle['kind'] };
  products: number | null;
  uptimeSeconds: number;
};

/** What a load balancer or a person needs to know: is the database answering, is data there. */
export async function readHealth(database: DatabaseHandle): Promise<Health> {
  const base = { uptimeSeconds: Math.round(process.uptime()) };
  try {
    const [row] = await database.db.select({ value: count() }).from(products);
    return {
      status: 'ok',
      database: { status: 'ok', engine: database.kind },
      products: row?.value ?? 0,
      ...base,
    };
  } catch {
    return {
      status: 'error',
      database: { status: 'error', engine: database.kind },
      products: null,
      ...base,
    };
  }
}
