import { data } from 'react-router';
import { apiError } from '#app/lib/api.server.ts';
import { requireAdminApi } from '#app/modules/accounts/viewer.server.ts';
import { searchImages } from '#app/modules/media/image-search.server.ts';
import type { Route } from './+types/image-search';

/** GET /api/admin/images/search?q=…: up to 10 pictures from the web image search, for Ricerca Immagini. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdminApi(context);
  try {
    return data({ items: await searchImages(new URL(request.url).searchParams.get('q') ?? '') });
  } catch (error) {
    return apiError(error);
  }
}
