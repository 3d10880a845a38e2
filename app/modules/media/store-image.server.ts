import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { getConfig } from '#app/lib/env.server.ts';

import { MAX_IMAGE_BYTES } from './image-rules.ts';

export { MAX_IMAGE_BYTES };
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'gif']);
/** Decompression bombs: a small file that decodes to a huge picture is refused. */
const MAX_PIXELS = 40_000_000;
const MAX_SIDE = 1600;

export class ImageUploadError extends Error {
  override name = 'ImageUploadError';
}

export const IMAGE_ERRORS = {
  tooLarge: "L'immagine supera i 5 MB",
  wrongType: 'Formato non supportato: carica un file PNG, JPG o GIF',
  empty: "Il file dell'immagine è vuoto",
  failed: "Errore nell'upload del file",
} as const;

/**
 * Checks an uploaded picture by its content (not its name or declared type), then stores a
 * re-encoded copy: orientation applied, metadata (EXIF, GPS) dropped, at most 1600 px, WebP.
 */
export async function storeImage(bytes: Uint8Array, folder: 'reviews' | 'avatars' | 'products') {
  if (bytes.byteLength === 0) throw new ImageUploadError(IMAGE_ERRORS.empty);
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new ImageUploadError(IMAGE_ERRORS.tooLarge);
  let format: string | undefined;
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    format = metadata.format;
  } catch {
    throw new ImageUploadError(IMAGE_ERRORS.wrongType);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new ImageUploadError(IMAGE_ERRORS.wrongType);

  const dir = path.join(getConfig().uploadsDir, folder);
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.webp`;
  try {
    const output = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    await writeFile(path.join(dir, name), output.data);
    return { url: `/uploads/${folder}/${name}`, width: output.info.width, height: output.info.height };
  } catch {
    throw new ImageUploadError(IMAGE_ERRORS.wrongType);
  }
}

/** Removes stored pictures (after a failed save, or when their review is deleted). */
export async function removeImages(urls: string[]): Promise<void> {
  const root = getConfig().uploadsDir;
  await Promise.all(
    urls
      .filter((url) => /^\/uploads\/(reviews|avatars|products)\/[\w-]+\.webp$/.test(url))
      .map((url) => rm(path.join(root, url.replace('/uploads/', '')), { force: true })),
  );
}
