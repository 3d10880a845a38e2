import { fileDate } from '#app/lib/csv.server.ts';
import { exportPersonalData } from '#app/modules/accounts/manage-account.server.ts';
import { requireViewer } from '#app/modules/accounts/viewer.server.ts';
import type { Route } from './+types/settings-export';

/** GET /settings/export: all my data, as a JSON file. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireViewer(context, request);
  const body = JSON.stringify(await exportPersonalData(viewer.id), null, 2);
  return new Response(body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="provato-dati-${fileDate()}.json"`,
      'Cache-Control': 'no-store',
    },
  });
}
