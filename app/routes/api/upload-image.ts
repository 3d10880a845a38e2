import { data } from 'react-router';
import { apiError, readJson, validationError } from '#app/lib/api.server.ts';
import { requireViewerApi } from '#app/modules/accounts/viewer.server.ts';
import { imageUploadBody } from '#app/modules/api-docs/request.schema.server.ts';
import { uploadImage } from '#app/modules/media/upload-image.server.ts';
import type { Route } from './+types/upload-image';

/** POST /api/upload/image {file (base64), fileName, fileType}: checked, re-encoded, stored, yours. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = requireViewerApi(context);
  try {
    const parsed = imageUploadBody.safeParse(await readJson(request, 8 * 1024 * 1024));
    if (!parsed.success) return validationError(parsed.error.issues);
    const bytes = new Uint8Array(Buffer.from(parsed.data.file, 'base64'));
    const stored = await uploadImage(viewer.id, bytes);
    return data(stored, { status: 201 });
  } catch (error) {
    if ((error as { status?: number }).status === 413) {
      return data({ error: "Errore nell'upload: l'immagine supera i 5 MB" }, { status: 413 });
    }
    return apiError(error);
  }
}
