import type { Actor } from '#app/lib/app-error.ts';
import { assertAdmin } from '#app/lib/app-error.ts';
import { setProductImage } from '#app/modules/catalog/manage-products.server.ts';
import { successToast, type ToastMessage } from '#app/ui/toast.ts';
import type { ImagesCommand } from './images.schema.ts';
import { importImageFromFile, importImageFromUrl } from './import-image.server.ts';
import { removeImages } from './store-image.server.ts';

/** Stores the picture (checked, re-encoded), then gives it to the product; 'Immagine salvata!'. */
export async function runImagesCommand(actor: Actor, command: ImagesCommand): Promise<ToastMessage> {
  assertAdmin(actor);
  const stored =
    command.intent === 'assign-url'
      ? await importImageFromUrl(command.imageUrl)
      : await importImageFromFile(command.file);
  try {
    return successToast(await setProductImage({ actor, productId: command.productId, imageUrl: stored.url }));
  } catch (error) {
    await removeImages([stored.url]);
    throw error;
  }
}
