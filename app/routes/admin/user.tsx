import { asPageError } from '#app/lib/app-error.ts';
import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
import { auditHref } from '#app/modules/audit/audit-query.ts';
import { EntityHistory } from '#app/modules/audit/components/admin/audit-entries.tsx';
import { entityHistory } from '#app/modules/audit/list-audit.server.ts';
import { listBadgeOptions } from '#app/modules/badges/list-badges.server.ts';
import { getLinkedAccountsForAdmin } from '#app/modules/integrity/cluster-linked-accounts.server.ts';
import { LinkedAccountsPanel } from '#app/modules/integrity/components/admin/linked-accounts-panel.tsx';
import { UserDetailPage } from '#app/modules/users/components/admin/user-detail-page.tsx';
import { getUserForAdmin } from '#app/modules/users/get-user-detail.server.ts';
import { userCommandAction } from '#app/modules/users/run-user-command.server.ts';
import type { Route } from './+types/user';

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.detail.user.name ?? 'Utente'} | Gestione Utenti | Provato` },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = requireAdmin(context, request);
  const ledgerPage = Number(new URL(request.url).searchParams.get('page') ?? 1);
  const [detail, badges] = await Promise.all([
    getUserForAdmin(admin, params.userId, { ledgerPage }).catch(asPageError),
    listBadgeOptions(admin),
  ]);
  // After the person is found: an unknown id is answered 'Utente non trovato' before anything else.
  const [linked, history] = await Promise.all([
    getLinkedAccountsForAdmin(admin, detail.user.id),
    entityHistory(admin, 'user', detail.user.id),
  ]);
  return { detail, badges, linked, history };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  return userCommandAction(request, admin);
}

export default function UserRoute({ loaderData }: Route.ComponentProps) {
  const { linked, history, ...data } = loaderData;
  return (
    <UserDetailPage
      {...data}
      linked={<LinkedAccountsPanel linked={linked} />}
      history={
        <EntityHistory
          entries={history}
          allHref={auditHref({ q: data.detail.user.id, entityType: 'user' })}
        />
      }
    />
  );
}
