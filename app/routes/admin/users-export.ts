import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
import { exportUsersCsv } from '#app/modules/users/list-users.server.ts';
import { parseUsersQuery } from '#app/modules/users/users-query.ts';
import type { Route } from './+types/users-export';

/** Gestione Utenti, as filtered, in CSV (`;`, UTF-8 with BOM, the spec's columns and a few more). */
export function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin(context, request);
  return exportUsersCsv(admin, parseUsersQuery(new URL(request.url).searchParams));
}
