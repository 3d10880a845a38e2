import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
import { listBadgeOptions } from '#app/modules/badges/list-badges.server.ts';
import { UsersPage } from '#app/modules/users/components/admin/users-page.tsx';
import { listUsersForAdmin } from '#app/modules/users/list-users.server.ts';
import { userCommandAction } from '#app/modules/users/run-user-command.server.ts';
import { parseUsersQuery } from '#app/modules/users/users-query.ts';
import type { Route } from './+types/users';

export const meta = () => [{ title: 'Gestione Utenti | Provato' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin(context, request);
  const query = parseUsersQuery(new URL(request.url).searchParams);
  const [list, badges] = await Promise.all([listUsersForAdmin(admin, query), listBadgeOptions(admin)]);
  return { query, list, badges };
}

/** The commands of Gestione Utenti; a person's page (user.tsx) posts the same ones. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  return userCommandAction(request, admin);
}

export default function UsersRoute({ loaderData }: Route.ComponentProps) {
  return <UsersPage {...loaderData} />;
}
