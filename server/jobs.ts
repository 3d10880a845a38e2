import type { JobDefinition } from '#app/lib/jobs.server.ts';
import { foldFacetCellsJob } from '#app/modules/catalog/catalog-facet-cells.server.ts';
import { cleanBrandsJob } from '#app/modules/catalog/clean-brands.server.ts';
import { importJob } from '#app/modules/imports/run-import.server.ts';
import { priceAlertsJob } from '#app/modules/price-alerts/check-price-alerts.server.ts';
import { awinTransactionsJob } from '#app/modules/cashback/fetch-transactions.server.ts';
import { accountTracesRetentionJob } from '#app/modules/integrity/account-traces.server.ts';

/**
 * Every background job the server runs (docs/decisions/012-background-jobs.md). Each module
 * defines its own with `defineJob`; listing them here starts a worker for each in every process.
 */
export const jobDefinitions = [
  importJob,
  cleanBrandsJob,
  priceAlertsJob,
  awinTransactionsJob,
  accountTracesRetentionJob,
  foldFacetCellsJob,
] as JobDefinition<never>[];
