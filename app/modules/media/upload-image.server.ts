import { AppError } from '#app/lib/app-error.ts';
import { db } from '#app/lib/db.server.ts';
import { consumeRateLimit } from '#app/lib/rate-limit.server.ts';
import { userUploads } from '#db/schema/index.ts';
import { IMAGE_ERRORS, ImageUploadError, storeImage } from './store-image.server.ts';

export const UPLOAD_LIMIT = { max: 30, windowSeconds: 60 * 60 };

/** A picture uploaded on its own by a signed-in person, recorded as theirs for a later review. */
export async function uploadImage(userId: string, bytes: Uint8Array) {
  const limit = await consumeRateLimit(`upload:${userId}`, UPLOAD_LIMIT);
  if (!limit.allowed) throw new AppError('rate_limited', IMAGE_ERRORS.tooMany);
  try {
    const stored = await storeImage(bytes, 'reviews', userId);
    await db.insert(userUploads).values({ url: stored.url, userId });
    return stored;
  } catch (error) {
    if (error instanceof ImageUploadError) throw new AppError(error.code, error.message);
    throw error;
  }
}
