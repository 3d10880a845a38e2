import { asPageError } from '#app/lib/app-error.ts';
import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
import { clusterCommandAction } from '#app/modules/integrity/cluster-command.server.ts';
import { getClusterForAdmin } from '#app/modules/integrity/cluster-detail.server.ts';
import { ClusterPage } from '#app/modules/integrity/components/admin/cluster-page.tsx';
import type { Route } from './+types/cluster';

export const meta = () => [
  { title: 'Gruppo di account collegati | Gestione Utenti | Provato' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = requireAdmin(context, request);
  const reviewsPage = Number(new URL(request.url).searchParams.get('page') ?? 1);
  const cluster = await getClusterForAdmin(admin, params.clusterId, { reviewsPage }).catch(asPageError);
  return { cluster, viewerId: admin.id };
}

/** The group's actions: reject its pending reviews, block its accounts, reverse points. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  return clusterCommandAction(request, admin, params.clusterId);
}

export default function ClusterRoute({ loaderData }: Route.ComponentProps) {
  return <ClusterPage {...loaderData} />;
}
