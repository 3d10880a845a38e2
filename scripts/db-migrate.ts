// `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded database in
// DATA_DIR (refused while the server holds it: only one process may open PGlite's folder).
import path from 'node:path';
import { openDatabase } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { migrateDatabase } from '#app/lib/migrate.server.ts';

const config = getConfig();
const handle = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, poolMax: 2 }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
);
try {
  await migrateDatabase(handle);
  console.log(`Migrations applied (${handle.kind}).`);
} finally {
  await handle.close();
}
