// Runs before the server (`npm start`, `npm run dev`, the journeys' servers; decision 044): where
// SEED_DEMO allows it (by default everywhere but production) migrates the database and loads the
// demo catalogue into it once, then closes it. The server does not import scripts: it migrates
// again (nothing left to do) and serves. With SEED_DEMO=false it opens nothing.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { getConfig } from '#app/lib/env.server.ts';

// As server/main.ts reads it: APP_ENV, else NODE_ENV, else development.
process.env.APP_ENV ??= process.env.NODE_ENV ?? 'development';
const config = getConfig();
if (config.seedDemo) {
  // Loaded only when seeding: without it (production) the script is the config check alone.
  const [{ connectDatabase }, { configureLogger }, { migrateDatabase }, { seedDemoData }] = await Promise.all(
    [
      import('#app/lib/db.server.ts'),
      import('#app/lib/logger.server.ts'),
      import('#app/lib/migrate.server.ts'),
      import('./seed/seed-demo.ts'),
    ],
  );
  const log = configureLogger(config.logLevel);
  mkdirSync(config.uploadsDir, { recursive: true });
  const handle = await connectDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolMax: 2 }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  try {
    await migrateDatabase(handle);
    const seeded = await seedDemoData(handle, { uploadsDir: config.uploadsDir });
    if (seeded) log.info(seeded, 'demo data loaded');
  } finally {
    await handle.close();
  }
}
