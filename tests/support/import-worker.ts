// A separate app process that only runs import jobs, for the crash test: `node
// tests/support/import-worker.ts <DATABASE_URL>`. It prints 'ready' once it takes jobs and runs
// until it is killed.
import { connectDatabase } from '#app/lib/db.server.ts';
import { startJobs } from '#app/lib/jobs.server.ts';
import { importJob } from '#app/modules/imports/run-import.server.ts';
import { priceAlertsJob } from '#app/modules/price-alerts/check-price-alerts.server.ts';

const handle = await connectDatabase({ kind: 'postgres', url: process.argv[2]!, poolMax: 4 });
await startJobs(handle, {
  jobs: [importJob as never, priceAlertsJob as never],
  work: true,
  pollingIntervalSeconds: 0.5,
  superviseIntervalSeconds: 1,
});
console.log('ready');
setInterval(() => {}, 60_000);
