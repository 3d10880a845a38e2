// `npm run integrity:backfill [-- --all]`: computes the integrity signals and risk of every review
// whose signals are missing or older than its last edit (`--all`: every review), in batches, on
// DATABASE_URL or the embedded database in DATA_DIR (stop the server first: only one process may
// open PGlite's folder). Resumable: stopped half-way, the next run carries on. Decision 031.
import path from 'node:path';
import { connectDatabase, disconnectDatabase } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { migrateDatabase } from '#app/lib/migrate.server.ts';
import { backfillReviewSignals } from '#app/modules/integrity/backfill-signals.server.ts';

const all = process.argv.includes('--all');
const config = getConfig();
/** Large set-based statements: PostgreSQL's JIT compiles each for longer than it runs. */
function withoutJit(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `${parsed.searchParams.get('options') ?? ''} -c jit=off`.trim());
  return parsed.toString();
}
const handle = await connectDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: withoutJit(config.databaseUrl), poolMax: 4 }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = () => `${Math.round(process.resourceUsage().maxRSS / 1024)} MB`;
try {
  await migrateDatabase(handle);
  console.log(`Integrity backfill (${handle.kind}${all ? ', every review' : ', stale reviews only'})…`);
  let printed = 0;
  const result = await backfillReviewSignals({
    database: handle.db,
    all,
    onProgress: (progress) => {
      if (progress.elapsedMs - printed < 5_000 && progress.reviews < progress.total) return;
      printed = progress.elapsedMs;
      console.log(
        `  ${progress.step}: ${progress.reviews}/${progress.total} reviews, ` +
          `${seconds(progress.elapsedMs)}, peak RSS ${megabytes()}`,
      );
    },
  });
  console.log(
    `Done: ${result.reviews} reviews of ${result.products} products in ${result.batches} batches, ` +
      `${result.atRisk} at risk, ${result.held} held, ${result.refreshed} older matches recomputed, ` +
      `${result.hotKeys} hot sketch keys skipped; ${seconds(result.elapsedMs)}, peak RSS ${megabytes()}.`,
  );
  if (result.reviews)
    console.log(
      `Time by part: ${Object.entries(result.phases)
        .map(([phase, ms]) => `${phase} ${seconds(ms)}`)
        .join(', ')}.`,
    );
} finally {
  await disconnectDatabase();
}
