// `npm run db:backup -- FILE`: one archive (gzipped tar) of the database of DATABASE_URL, or of the
// embedded one in DATA_DIR, with the uploads (DATA_DIR/uploads or the S3_BUCKET) and a manifest
// (docs/backup-restore.md). PostgreSQL is dumped while the app runs; the embedded database only
// while the server is stopped (one process per data folder).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { createBackup } from '#app/modules/backups/create-backup.server.ts';
import { storageFor } from '#app/modules/media/upload-storage.server.ts';

const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length !== 1) {
  console.error('Usage: npm run db:backup -- FILE   (for example backups/provato-2026-11-27.tar.gz)');
  process.exit(2);
}

const config = getConfig();
const handle = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, poolMax: 2 }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
).catch((error: unknown) => {
  // The embedded database while the server holds it: "in use by process N. Stop that process first".
  console.error(`Backup not started: ${(error as Error).message}`);
  process.exit(1);
});
try {
  const summary = await createBackup({ handle, storage: storageFor(config), file: positionals[0]! });
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  console.log(
    `Backup written (${summary.engine}): ${summary.file}, ${mb(summary.bytes)}; ` +
      `${summary.tables} tables, ${summary.rows} rows, ${summary.uploads} uploads (${mb(summary.uploadBytes)}) ` +
      `in ${(summary.milliseconds / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.error(`Backup failed, no archive written: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
