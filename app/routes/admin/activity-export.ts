import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
import { parseAuditQuery } from '#app/modules/audit/audit-query.ts';
import { exportAuditCsv } from '#app/modules/audit/list-audit.server.ts';
import type { Route } from './+types/activity-export';

/** 'Registro attività', as filtered, in CSV (`;`, UTF-8 with BOM). */
export function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin(context, request);
  return exportAuditCsv(admin, parseAuditQuery(new URL(request.url).searchParams));
}
