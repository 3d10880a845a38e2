import { csvRows, fileDate } from '#app/lib/csv.server.ts';
import { transparencyReport } from './transparency.server.ts';
import { publicRuleLabel, quarterLabel, TRANSPARENCY_ROWS } from './transparency.ts';

/** The transparency report's figures in CSV (`;`, UTF-8 with BOM): one row per quarter, one column per rule used. */
export async function transparencyCsv(): Promise<Response> {
  const { value } = await transparencyReport();
  const rules = [
    ...new Set(value.quarters.flatMap((quarter) => quarter.rejectedByRule.map((entry) => entry.rule))),
  ];
  const header = [
    'Trimestre',
    'Inizio',
    ...TRANSPARENCY_ROWS.map((row) => row.label),
    ...rules.map((rule) => `Rifiutate: ${publicRuleLabel(rule)}`),
  ];
  const rows = value.quarters.map((quarter) => [
    quarterLabel(quarter),
    quarter.start,
    ...TRANSPARENCY_ROWS.map((row) => row.raw(quarter)),
    ...rules.map((rule) => quarter.rejectedByRule.find((entry) => entry.rule === rule)?.count ?? 0),
  ]);
  return new Response(`\uFEFF${csvRows([header, ...rows])}\r\n`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="provato-trasparenza-${fileDate()}.csv"`,
      'Cache-Control': 'public, max-age=600',
    },
  });
}
