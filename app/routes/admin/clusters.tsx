import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
import { ClustersPage } from '#app/modules/integrity/components/admin/clusters-page.tsx';
import { listClustersForAdmin } from '#app/modules/integrity/cluster-list.server.ts';
import { parseClustersQuery } from '#app/modules/integrity/cluster.schema.ts';
import type { Route } from './+types/clusters';

export const meta = () => [
  { title: 'Account collegati | Gestione Utenti | Provato' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin(context, request);
  const query = parseClustersQuery(new URL(request.url).searchParams);
  return { query, list: await listClustersForAdmin(admin, query) };
}

export default function ClustersRoute({ loaderData }: Route.ComponentProps) {
  return <ClustersPage {...loaderData} />;
}
