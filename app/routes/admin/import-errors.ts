import { data } from 'react-router';
import { asPageError } from '#app/lib/app-error.ts';
import { isUuid } from '#app/lib/uuid.ts';
import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
import { IMPORT_MESSAGES } from '#app/modules/imports/import-format.ts';
import { importErrorsCsv } from '#app/modules/imports/list-imports.server.ts';
import type { Route } from './+types/import-errors';

/** The rows an import refused, as CSV (Riga;Errore, `;`, UTF-8 with BOM). */
export function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = requireAdmin(context, request);
  if (!isUuid(params.runId)) throw data({ error: IMPORT_MESSAGES.runNotFound }, { status: 404 });
  return importErrorsCsv(admin, params.runId).catch(asPageError);
}
