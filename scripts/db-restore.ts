// `npm run db:restore -- FILE [--force] [--jobs N]`: restores an archive of `npm run db:backup` into
// the database of DATABASE_URL, or the embedded one in DATA_DIR, and the uploads storage; checks
// every table against the manifest, then applies the migrations newer than the backup. Refuses an
// archive of a newer schema, of the other engine, a damaged one, and a target that is not empty
// unless --force (docs/backup-restore.md). Stop the app first.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getConfig } from '#app/lib/env.server.ts';
import { RestoreRefusedError, restoreBackup } from '#app/modules/backups/restore-backup.server.ts';
import { DamagedArchiveError } from '#app/modules/backups/tar.server.ts';
import { storageFor } from '#app/modules/media/upload-storage.server.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false }, jobs: { type: 'string' } },
});
const jobs = values.jobs === undefined ? undefined : Number(values.jobs);
if (positionals.length !== 1 || (jobs !== undefined && !(Number.isInteger(jobs) && jobs > 0))) {
  console.error('Usage: npm run db:restore -- FILE [--force] [--jobs N]');
  process.exit(2);
}

const config = getConfig();
try {
  const summary = await restoreBackup({
    file: positionals[0]!,
    target: config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
    storage: storageFor(config),
    force: values.force,
    jobs,
  });
  console.log(
    `Restored (${summary.engine}) the backup of ${summary.backupCreatedAt}: ${summary.tables} tables, ` +
      `${summary.rows} rows, every count and checksum as in the manifest; ${summary.uploads} uploads; ` +
      `${summary.migrationsApplied.length} newer migration(s) applied; ${(summary.milliseconds / 1000).toFixed(1)} s.`,
  );
  if (summary.previousDataDir)
    console.log(`The embedded database that was there is kept in ${summary.previousDataDir}.`);
} catch (error) {
  if (error instanceof RestoreRefusedError || error instanceof DamagedArchiveError) {
    console.error(`Restore refused: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
