import { data } from 'react-router';
import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
import type { Route } from './+types/not-found';

/*
 * Every unknown path under /admin: a real 404, rendered by the back office's error boundary inside
 * its frame. Admins only, as every back-office page (the layout already sent anyone else away).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request);
  throw data('Pagina non trovata', { status: 404 });
}

export function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context, request);
  throw data('Pagina non trovata', { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
