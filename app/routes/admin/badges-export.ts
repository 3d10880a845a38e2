import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
import { exportBadgesCsv } from '#app/modules/badges/list-badges.server.ts';
import type { Route } from './+types/badges-export';

/** Gestione Badge, as searched, in CSV (`;`, UTF-8 with BOM, the spec's columns). */
export function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin(context, request);
  return exportBadgesCsv(admin, { q: new URL(request.url).searchParams.get('q') });
}
