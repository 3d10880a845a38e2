import { data } from 'react-router';
import { apiError } from '#app/lib/api.server.ts';
import { requireAdminApi } from '#app/modules/accounts/viewer.server.ts';
import { getMarketplaceItem, searchMarketplace } from '#app/modules/marketplace/creators-api.server.ts';
import type { Route } from './+types/marketplace-items';

/**
 * GET /api/admin/marketplace/items?asin=B0… (one item) or ?q=keywords (up to 10): the marketplace's
 * catalogue through our client, for the curation wizard's Amazon offer form.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdminApi(context);
  const params = new URL(request.url).searchParams;
  try {
    const asin = params.get('asin');
    if (asin !== null) return data({ items: [await getMarketplaceItem(asin.slice(0, 20))] });
    return data({ items: await searchMarketplace(params.get('q') ?? '') });
  } catch (error) {
    return apiError(error);
  }
}
