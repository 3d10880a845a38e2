import { data } from 'react-router';
import { requireAdminApi } from '#app/modules/accounts/viewer.server.ts';
import type { Route } from './+types/admin-not-found';

/** An admin API path that does not exist (reached only by admins: the guard ran first). */
export function loader({ context }: Route.LoaderArgs) {
  requireAdminApi(context);
  return data({ error: 'Endpoint non trovato' }, { status: 404 });
}

export const action = loader;
