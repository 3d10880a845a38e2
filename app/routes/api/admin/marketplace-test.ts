import { data } from 'react-router';
import { apiError } from '#app/lib/api.server.ts';
import { requireAdminApi } from '#app/modules/accounts/viewer.server.ts';
import { testMarketplaceConnection } from '#app/modules/marketplace/creators-api.server.ts';
import type { Route } from './+types/marketplace-test';

/** POST /api/admin/marketplace/test: the connection test of the back office (a token and a search). */
export async function action({ context }: Route.ActionArgs) {
  requireAdminApi(context);
  try {
    return data({ message: await testMarketplaceConnection() });
  } catch (error) {
    return apiError(error);
  }
}
