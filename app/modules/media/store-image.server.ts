import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { APP_ERROR_STATUS } from '#app/lib/app-error.ts';
import { logger } from '#app/lib/logger.server.ts';
import { isOutOfSpace } from '#app/lib/out-of-space.server.ts';
import { consumeRateLimit } from '#app/lib/rate-limit.server.ts';

import { MAX_IMAGE_BYTES } from './image-rules.ts';
import { PRODUCT_THUMB_SIDE, productThumbKey } from '#app/lib/product-picture.ts';
import { uploadStorage } from './upload-storage.server.ts';

export { MAX_IMAGE_BYTES };
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'gif']);
/** Product pictures also come from shops and image search, where WebP is common. */
const PRODUCT_FORMATS = new Set([...ACCEPTED_FORMATS, 'webp']);
/** Decompression bombs: a small file that decodes to a huge picture is refused. */
const MAX_PIXELS = 40_000_000;
const MAX_SIDE = 1600;

/** Pictures one person may have decoded in a window, whichever form they come through. */
export const IMAGE_DECODE_LIMIT = { max: 30, windowSeconds: 60 * 60 };
/**
 * Decodes at once per process: a 40-megapixel picture takes ~160 MB while it is worked on, so
 * eight at once would take over a gigabyte. The rest wait their turn (one core each).
 */
const DECODE_SLOTS = 2;

/**
 * A picture refused while it is stored; `code` is the refusal its AppError carries, and `status`
 * that code's status (app-error.ts).
 */
export class ImageUploadError extends Error {
  override name = 'ImageUploadError';
  readonly code: 'bad_image' | 'rate_limited' | 'no_space';
  readonly status: number;
  constructor(message: string, code: 'bad_image' | 'rate_limited' | 'no_space' = 'bad_image') {
    super(message);
    this.code = code;
    this.status = APP_ERROR_STATUS[code];
  }
}

let busy = 0;
const waiting: (() => void)[] = [];

async function withDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (busy >= DECODE_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else busy += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is freed.
    const next = waiting.shift();
    if (next) next();
    else busy -= 1;
  }
}

/** How many decodes are running now (for tests). */
export const decodesInFlight = () => busy;

export const IMAGE_ERRORS = {
  tooLarge: "L'immagine supera i 5 MB",
  wrongType: 'Formato non supportato: carica un file PNG, JPG o GIF',
  tooManyPixels: "L'immagine è troppo grande: al massimo 40 megapixel",
  wrongProductType: "Formato non supportato: l'immagine deve essere PNG, JPG, GIF o WebP",
  empty: "Il file dell'immagine è vuoto",
  failed: "Errore nell'upload del file",
  tooMany: 'Troppi caricamenti in poco tempo. Riprova più tardi.',
  noSpace: "Spazio di archiviazione esaurito: l'immagine non è stata salvata. Riprova più tardi.",
} as const;

/**
 * Checks an uploaded picture by its content (not its name or declared type), then stores a
 * re-encoded copy: orientation applied, metadata (EXIF, GPS) dropped, at most 1600 px, WebP (a
 * product picture also as WebP, with a 480 px copy beside it).
 * `ownerId` is the person it comes from: their pictures count against IMAGE_DECODE_LIMIT.
 */
export async function storeImage(
  bytes: Uint8Array,
  folder: 'reviews' | 'avatars' | 'products',
  ownerId: string | null,
) {
  if (bytes.byteLength === 0) throw new ImageUploadError(IMAGE_ERRORS.empty);
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new ImageUploadError(IMAGE_ERRORS.tooLarge);
  if (ownerId) {
    const limit = await consumeRateLimit(`image-decode:${ownerId}`, IMAGE_DECODE_LIMIT);
    if (!limit.allowed) throw new ImageUploadError(IMAGE_ERRORS.tooMany, 'rate_limited');
  }
  const product = folder === 'products';
  // Only the decoding takes a slot: the upload to a bucket waits on the network, not on memory.
  const files = await withDecodeSlot(() => decode(bytes, product));
  return save(`${folder}/${randomUUID()}.webp`, files);
}

async function decode(bytes: Uint8Array, product: boolean) {
  const wrongType = product ? IMAGE_ERRORS.wrongProductType : IMAGE_ERRORS.wrongType;
  // The header only, without the pixel limit (sharp applies it to metadata too): so a picture
  // over the limit is told why, below.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new ImageUploadError(wrongType);
    });
  const format = header.format;
  const pixels = (header.width ?? 0) * (header.height ?? 0);
  // Read from the header, before anything is decoded: a decompression bomb stops here.
  if (pixels > MAX_PIXELS) throw new ImageUploadError(IMAGE_ERRORS.tooManyPixels);
  if (!format || !(product ? PRODUCT_FORMATS : ACCEPTED_FORMATS).has(format))
    throw new ImageUploadError(wrongType);
  return encode(bytes, product).catch(() => {
    throw new ImageUploadError(wrongType);
  });
}

async function save(key: string, files: Awaited<ReturnType<typeof encode>>) {
  // A storage failure (the bucket unreachable) is not the picture's fault: it goes up as it is,
  // except a full disk, which the person is told about (507) with nothing left behind.
  const storage = uploadStorage();
  try {
    await storage.put(key, files.full.data, 'image/webp');
    if (files.thumb) {
      try {
        await storage.put(thumbKey(key), files.thumb, 'image/webp');
      } catch (error) {
        await storage.remove([key]).catch(() => {});
        throw error;
      }
    }
  } catch (error) {
    if (isOutOfSpace(error)) throw new ImageUploadError(IMAGE_ERRORS.noSpace, 'no_space');
    throw error;
  }
  return { url: `/uploads/${key}`, width: files.full.info.width, height: files.full.info.height };
}

/** Product pictures get a small copy for cards, lists and phones beside the full one: `<name>-480.webp`. */
const thumbKey = productThumbKey;

async function encode(bytes: Uint8Array, product: boolean) {
  const full = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  const thumb = product
    ? await sharp(full.data)
        .resize({
          width: PRODUCT_THUMB_SIDE,
          height: PRODUCT_THUMB_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 80 })
        .toBuffer()
    : undefined;
  return { full, thumb };
}

/**
 * Removes stored pictures (after a failed save, or when their review is deleted). A file left
 * behind harms nobody, so a storage failure is logged rather than failing the person's action.
 */
export async function removeImages(urls: string[]): Promise<void> {
  const keys = urls
    .filter((url) => /^\/uploads\/(reviews|avatars|products)\/[\w-]+\.webp$/.test(url))
    .map((url) => url.slice('/uploads/'.length))
    .flatMap((key) => (key.startsWith('products/') ? [key, thumbKey(key)] : [key]));
  if (keys.length === 0) return;
  try {
    await uploadStorage().remove(keys);
  } catch (error) {
    logger().warn({ err: error, keys }, 'stored pictures not removed');
  }
}
