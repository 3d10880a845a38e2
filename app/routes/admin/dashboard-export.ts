import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
import { exportDashboardCsv } from '#app/modules/analytics/dashboard-csv.server.ts';
import type { Route } from './+types/dashboard-export';

/** Dashboard KPI in CSV: Metrica;Valore;Dettagli, UTF-8 with BOM. */
export function loader({ request, context }: Route.LoaderArgs) {
  return exportDashboardCsv(requireAdmin(context, request));
}
