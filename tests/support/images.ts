import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A small real PNG photo-like picture. */
export function pngImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
}

/** A JPEG that carries EXIF metadata (camera, GPS-like comment), to prove it is stripped. */
export function jpegWithMetadata(): Promise<Buffer> {
  return sharp({ create: { width: 80, height: 60, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'FotocameraSegreta', Artist: 'Mario Rossi, Via Roma 1' } })
    .toBuffer();
}

/** A real PNG of over 6 MB (uncompressed noise). */
export function hugePng(): Promise<Buffer> {
  const width = 1500;
  const height = 1400;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** Not a picture at all, whatever its name says. */
export const textFile = () =>
  Buffer.from('Questo è un file di testo con estensione .png\n'.repeat(20), 'utf8');
