import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
import { isBrandCleaningOn } from '#app/modules/catalog/catalog-settings.server.ts';
import { lastBrandCleaning } from '#app/modules/catalog/clean-brands.server.ts';
import { DatabasePage, type DatabasePageData } from '#app/modules/catalog/components/admin/database-page.tsx';
import { parseDatabaseQuery } from '#app/modules/catalog/database-query.ts';
import { DATABASE_FAILURES, databaseCommandSchema } from '#app/modules/catalog/database.schema.ts';
import {
  listCategoriesForAdmin,
  listCategoryOptions,
  listMerchantOptions,
  listOffersForAdmin,
  listProductsForAdmin,
} from '#app/modules/catalog/list-database.server.ts';
import { runDatabaseCommand } from '#app/modules/catalog/run-database-command.server.ts';
import { formAction } from '#app/lib/form-action.server.ts';
import type { Route } from './+types/database';

export const meta = () => [{ title: 'Gestione Database | Provato' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs): Promise<DatabasePageData> {
  const admin = requireAdmin(context, request);
  const query = parseDatabaseQuery(new URL(request.url).searchParams);
  const list = async (): Promise<DatabasePageData['list']> => {
    if (query.tab === 'offers') return { tab: 'offers', page: await listOffersForAdmin(admin, query) };
    if (query.tab === 'categories')
      return { tab: 'categories', page: await listCategoriesForAdmin(admin, query) };
    return { tab: 'products', page: await listProductsForAdmin(admin, query) };
  };
  const [page, categories, merchants, enabled, lastRun] = await Promise.all([
    list(),
    listCategoryOptions(admin),
    query.tab === 'offers' ? listMerchantOptions(admin) : [],
    isBrandCleaningOn(),
    lastBrandCleaning(admin),
  ]);
  return { query, list: page, categories, merchants, brandCleaning: { enabled, lastRun } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  return formAction(request, {
    schema: databaseCommandSchema,
    failures: DATABASE_FAILURES,
    run: (command) => runDatabaseCommand(admin, command),
  });
}

export default function DatabaseRoute({ loaderData }: Route.ComponentProps) {
  return <DatabasePage {...loaderData} />;
}
