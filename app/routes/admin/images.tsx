import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
import { listCategoryOptions } from '#app/modules/catalog/list-database.server.ts';
import { ImagesPage, type ImagesPageData } from '#app/modules/media/components/admin/images-page.tsx';
import { isImageSearchConfigured } from '#app/modules/media/image-search.server.ts';
import { parseImagesQuery } from '#app/modules/media/images-query.ts';
import { IMAGES_FAILURES, imagesCommandSchema } from '#app/modules/media/images.schema.ts';
import { listProductsWithoutImage } from '#app/modules/media/product-images.server.ts';
import { runImagesCommand } from '#app/modules/media/run-images-command.server.ts';
import { formAction } from '#app/lib/form-action.server.ts';
import type { Route } from './+types/images';

export const meta = () => [{ title: 'Ricerca Immagini | Provato' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs): Promise<ImagesPageData> {
  const admin = requireAdmin(context, request);
  const query = parseImagesQuery(new URL(request.url).searchParams);
  const [page, categories] = await Promise.all([
    listProductsWithoutImage(admin, query),
    listCategoryOptions(admin),
  ]);
  return { query, page, categories, searchConfigured: isImageSearchConfigured() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  return formAction(request, {
    schema: imagesCommandSchema,
    failures: IMAGES_FAILURES,
    run: (command) => runImagesCommand(admin, command),
    // A picture of at most 5 MB and the form around it.
    maxBytes: 6 * 1024 * 1024,
  });
}

export default function ImagesRoute({ loaderData }: Route.ComponentProps) {
  return <ImagesPage {...loaderData} />;
}
