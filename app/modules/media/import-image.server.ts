import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppError } from '#app/lib/app-error.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { downloadToFile } from '#app/lib/outbound.server.ts';
import { MAX_IMAGE_BYTES } from './image-rules.ts';
import { ImageUploadError, storeImage } from './store-image.server.ts';

/**
 * A picture from the web (a shop's image URL, an image search result), fetched by the server like
 * a feed (DESIGN §4: http(s) only, 15 s, 5 MB, 3 redirects, no private address outside
 * development), then checked and re-encoded like an upload: only the re-encoded copy is kept.
 */
export async function importImageFromUrl(address: string): Promise<{ url: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'provato-image-'));
  const file = path.join(dir, 'download');
  try {
    await downloadToFile(address, {
      path: file,
      maxBytes: MAX_IMAGE_BYTES,
      timeoutMs: 15_000,
      maxRedirects: 3,
      allowPrivate: getConfig().outboundAllowPrivate,
    });
    const stored = await storeImage(new Uint8Array(await readFile(file)), 'products', null);
    return { url: stored.url };
  } catch (error) {
    if (error instanceof ImageUploadError) throw new AppError(error.code, error.message);
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A file an admin uploads for a product. */
export async function importImageFromFile(file: File): Promise<{ url: string }> {
  if (file.size > MAX_IMAGE_BYTES) throw new AppError('image_too_large', "L'immagine supera i 5 MB");
  try {
    const stored = await storeImage(new Uint8Array(await file.arrayBuffer()), 'products', null);
    return { url: stored.url };
  } catch (error) {
    if (error instanceof ImageUploadError) throw new AppError(error.code, error.message);
    throw error;
  }
}
