import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
import { listBadgeOptions } from '#app/modules/badges/list-badges.server.ts';
import { UsersPage } from '#app/modules/users/components/admin/users-page.tsx';
import { listUsersForAdmin } from '#app/modules/users/list-users.server.ts';
import { runUserCommand, USER_FAILURES } from '#app/modules/users/run-user-command.server.ts';
import { parseUsersQuery } from '#app/modules/users/users-query.ts';
import { userCommandSchema } from '#app/modules/users/users.schema.ts';
import { adminAction } from '#app/ui/admin/admin-action.server.ts';
import type { Route } from './+types/users';

export const meta = () => [{ title: 'Gestione Utenti | Provato' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin(context, request);
  const query = parseUsersQuery(new URL(request.url).searchParams);
  const [list, badges] = await Promise.all([listUsersForAdmin(admin, query), listBadgeOptions(admin)]);
  return { query, list, badges };
}

/** The commands of Gestione Utenti; a person's page posts the same ones (users.$userId.tsx). */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  return adminAction(request, {
    schema: userCommandSchema,
    failures: USER_FAILURES,
    run: (command) => runUserCommand(admin, command),
  });
}

export default function UsersRoute({ loaderData }: Route.ComponentProps) {
  return <UsersPage {...loaderData} />;
}
