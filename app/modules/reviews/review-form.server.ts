import { AppError } from '#app/lib/app-error.ts';
import { readForm } from '#app/lib/request-body.server.ts';
import { MAX_IMAGE_BYTES } from '#app/modules/media/image-rules.ts';
import { MAX_REVIEW_IMAGES } from './review.schema.ts';

/** The most a review form may weigh: five pictures at the limit plus the text. */
export const REVIEW_UPLOAD_LIMIT_BYTES = MAX_REVIEW_IMAGES * MAX_IMAGE_BYTES + 256 * 1024;

export type ReviewForm = { formData: FormData; images: { bytes: Uint8Array; size: number }[] };

/**
 * Reads a review form (multipart or urlencoded) without trusting its size: a body over the limit
 * is refused before it is buffered (AppError 'too_large'). Empty file inputs are ignored.
 */
export async function readReviewForm(request: Request): Promise<ReviewForm> {
  const declared = Number(request.headers.get('Content-Length') ?? NaN);
  if (Number.isFinite(declared) && declared > REVIEW_UPLOAD_LIMIT_BYTES) {
    throw new AppError('too_large', 'Le immagini superano il limite: al massimo 5 foto da 5 MB ciascuna.');
  }
  const formData = await readForm(request, { maxBytes: REVIEW_UPLOAD_LIMIT_BYTES });
  const files = formData
    .getAll('images')
    .filter((entry): entry is File => typeof entry !== 'string' && entry.size > 0);
  const images = await Promise.all(
    files.map(async (file) => ({ bytes: new Uint8Array(await file.arrayBuffer()), size: file.size })),
  );
  return { formData, images };
}
