import { transparencyCsv } from '#app/modules/transparency/transparency-csv.server.ts';

/** /trasparenza.csv: the report's figures, one row per quarter. */
export const loader = () => transparencyCsv();
