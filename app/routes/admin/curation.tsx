import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
import {
  CurationPage,
  type CurationPageData,
} from '#app/modules/curation/components/admin/curation-page.tsx';
import { parseCurationQuery } from '#app/modules/curation/curation-query.ts';
import { CURATION_FAILURES, curationCommandSchema } from '#app/modules/curation/curation.schema.ts';
import {
  countSelection,
  getCurationStep,
  listCurationBrands,
  listCurationProducts,
} from '#app/modules/curation/curation.server.ts';
import { isMarketplaceConfigured } from '#app/modules/marketplace/creators-api.server.ts';
import { runCurationCommand } from '#app/modules/curation/run-curation-command.server.ts';
import { formAction } from '#app/lib/form-action.server.ts';
import type { Route } from './+types/curation';

export const meta = () => [{ title: 'Curation Wizard | Provato' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs): Promise<CurationPageData> {
  const admin = requireAdmin(context, request);
  const query = parseCurationQuery(new URL(request.url).searchParams);
  if (query.step === 2) {
    const step = await getCurationStep(admin, query.at);
    if (step) return { query, view: { step: 2, data: step, marketplace: isMarketplaceConfigured() } };
    // Nothing selected (a finished wizard, another tab): the choice again. Not a redirect, so the
    // revalidation after 'Completa Wizard' ends normally and its message is shown.
    query.step = 1;
  }
  const [page, brands, selected] = await Promise.all([
    listCurationProducts(admin, query),
    listCurationBrands(admin),
    countSelection(admin),
  ]);
  return { query, view: { step: 1, page, brands, selected } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  return formAction(request, {
    schema: curationCommandSchema,
    failures: CURATION_FAILURES,
    run: (command) => runCurationCommand(admin, command),
  });
}

export default function CurationRoute({ loaderData }: Route.ComponentProps) {
  return <CurationPage {...loaderData} />;
}
