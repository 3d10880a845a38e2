import path from 'node:path';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle, Schema } from './db.server.ts';
import { projectRoot } from './project-root.server.ts';

export const migrationsFolder = path.join(projectRoot, 'db', 'migrations');

/**
 * Applies the committed SQL migrations (db/migrations) that the database has not seen yet, all in
 * one transaction. Drizzle's migrator takes no lock, so two processes starting together on one
 * PostgreSQL server serialise on the handle's advisory lock.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.withExclusiveLock(async () => {
    if (handle.kind === 'pglite') {
      await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    } else {
      await migratePostgres(handle.db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
    }
  });
}
