import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { type Actor, AppError, asPageError } from '#app/lib/app-error.ts';
import { isUuid } from '#app/lib/uuid.ts';
import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
import { ImportPage } from '#app/modules/imports/components/admin/import-page.tsx';
import { IMPORT_MESSAGES } from '#app/modules/imports/import-format.ts';
import {
  IMPORT_FAILURES,
  importCommandSchema,
  importFetchSchema,
  importTabOf,
} from '#app/modules/imports/import.schema.ts';
import { getImportRun, listImportRuns } from '#app/modules/imports/list-imports.server.ts';
import { runImportCommand } from '#app/modules/imports/run-import-command.server.ts';
import {
  fetchImportSource,
  IMPORT_UPLOAD_MAX_MB,
  saveImportUpload,
} from '#app/modules/imports/save-import-upload.server.ts';
import { readForm } from '#app/lib/request-body.server.ts';
import { asRefusal, formAction } from '#app/lib/form-action.server.ts';
import type { Route } from './+types/import';

export const meta = () => [
  { title: 'Importazione Intelligente | Provato' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin(context, request);
  const params = new URL(request.url).searchParams;
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const runId = params.get('run');
  if (runId !== null && !isUuid(runId)) throw data({ error: IMPORT_MESSAGES.runNotFound }, { status: 404 });
  // The history first: reading it discards stale previews, and the run asked for may be one of them.
  const history = await listImportRuns(admin, { page: Number.isFinite(page) ? page : 1 });
  const run = runId ? await getImportRun(admin, runId).catch(asPageError) : null;
  return { history, run, maxMegabytes: IMPORT_UPLOAD_MAX_MB, tab: importTabOf(params.get('tab')) };
}

/**
 * `?upload`: a file (multipart, streamed to disk) becomes a prepared run; `?fetch`: the server
 * downloads an address into one. Otherwise the page's commands (start, cancel), parsed like every
 * admin section's.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const params = new URL(request.url).searchParams;
  if (params.has('upload') || params.has('fetch')) {
    try {
      const runId = params.has('upload')
        ? await saveImportUpload({ actor: admin, request })
        : await fetchFromForm(admin, request);
      return redirect(`/admin/import?run=${runId}`);
    } catch (error) {
      const refusal = asRefusal(error);
      return data({ sourceError: refusal.message }, { status: refusal.status });
    }
  }
  return formAction(request, {
    schema: importCommandSchema,
    failures: IMPORT_FAILURES,
    run: (command) => runImportCommand(admin, command),
  });
}

async function fetchFromForm(admin: Actor, request: Request) {
  const parsed = importFetchSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) throw new AppError('invalid_source', parsed.error.issues[0]!.message);
  return fetchImportSource({ actor: admin, kind: parsed.data.kind, url: parsed.data.url });
}

/**
 * A preview discarded while it is on screen is gone: reloading `?run=` would be a 404, so the page
 * leaves it instead (DiscardButton's onSuccess navigates to the bare history).
 */
export function shouldRevalidate({
  formData,
  currentUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const discardedOnScreen =
    formData?.get('intent') === 'discard' && formData.get('runId') === currentUrl.searchParams.get('run');
  return discardedOnScreen ? false : defaultShouldRevalidate;
}

export default function ImportRoute({ loaderData, actionData }: Route.ComponentProps) {
  const sourceError = actionData && 'sourceError' in actionData ? actionData.sourceError : null;
  return <ImportPage {...loaderData} sourceError={sourceError} />;
}
