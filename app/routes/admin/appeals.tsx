import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
import { parseAppealsQuery } from '#app/modules/appeals/appeal.schema.ts';
import { listAppeals } from '#app/modules/appeals/appeals.server.ts';
import { AppealsPage } from '#app/modules/appeals/components/admin/appeals-page.tsx';
import { DECISION_KINDS } from '#app/modules/decisions/decision-rules.ts';
import type { Route } from './+types/appeals';

export const meta = () => [{ title: 'Ricorsi | Provato' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin(context, request);
  const query = parseAppealsQuery(new URL(request.url).searchParams, DECISION_KINDS);
  return { query, list: await listAppeals(admin, query) };
}

export default function AppealsRoute({ loaderData }: Route.ComponentProps) {
  return <AppealsPage {...loaderData} />;
}
