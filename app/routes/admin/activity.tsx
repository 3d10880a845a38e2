import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
import { parseAuditQuery } from '#app/modules/audit/audit-query.ts';
import { AuditPage, type AuditPageData } from '#app/modules/audit/components/admin/audit-page.tsx';
import { auditActors, listAuditEntries } from '#app/modules/audit/list-audit.server.ts';
import type { Route } from './+types/activity';

export const meta = () => [{ title: 'Registro attività | Provato' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs): Promise<AuditPageData> {
  const admin = requireAdmin(context, request);
  const query = parseAuditQuery(new URL(request.url).searchParams);
  const [list, admins] = await Promise.all([listAuditEntries(admin, query), auditActors(admin)]);
  return { query, list, admins };
}

export default function ActivityRoute({ loaderData }: Route.ComponentProps) {
  return <AuditPage {...loaderData} />;
}
