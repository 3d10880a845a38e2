import { asPageError } from '#app/lib/app-error.ts';
import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
import { CLUSTER_FAILURES, clusterCommandSchema } from '#app/modules/integrity/cluster.schema.ts';
import { runClusterCommand } from '#app/modules/integrity/cluster-command.server.ts';
import { getClusterForAdmin } from '#app/modules/integrity/cluster-detail.server.ts';
import { ClusterPage } from '#app/modules/integrity/components/admin/cluster-page.tsx';
import { formAction } from '#app/lib/form-action.server.ts';
import type { Route } from './+types/cluster';

export const meta = () => [
  { title: 'Gruppo di account collegati | Gestione Utenti | Provato' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = requireAdmin(context, request);
  const reviewsPage = Number(new URL(request.url).searchParams.get('page') ?? 1);
  const cluster = await getClusterForAdmin(admin, params.clusterId, { reviewsPage }).catch(asPageError);
  return { cluster };
}

/** The group's actions (reject its pending reviews, block its accounts, reverse points): the group is the URL's. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  return formAction(request, {
    schema: clusterCommandSchema,
    failures: CLUSTER_FAILURES,
    run: (command) => runClusterCommand(admin, params.clusterId, command),
  });
}

export default function ClusterRoute({ loaderData }: Route.ComponentProps) {
  return <ClusterPage {...loaderData} />;
}
