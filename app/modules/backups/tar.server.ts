import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/*
 * A gzipped tar (ustar) written and read with Node's own streams: the archive opens with
 * `tar -xzf` anywhere, and the project needs no archive package. Regular files only; a size past
 * ustar's 8 GiB is written in GNU base-256, which GNU and BSD tar both read.
 */

const BLOCK = 512;
const MAX_OCTAL_SIZE = 0o77777777777;

export class DamagedArchiveError extends Error {
  constructor(detail: string, options?: ErrorOptions) {
    super(`The archive is damaged or is not a Provato backup: ${detail}`, options);
    this.name = 'DamagedArchiveError';
  }
}

export type TarSource = { name: string } & ({ bytes: Uint8Array } | { file: string });

function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  const cut = name.lastIndexOf('/', 155);
  const prefix = name.slice(0, cut);
  const base = name.slice(cut + 1);
  if (cut <= 0 || Buffer.byteLength(prefix) > 155 || Buffer.byteLength(base) > 100) {
    throw new Error(`Name too long for the archive: ${name}`);
  }
  return { prefix, base };
}

function header(name: string, size: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(name);
  const octal = (value: number, width: number) => value.toString(8).padStart(width - 1, '0') + '\0';
  block.write(base, 0, 100, 'utf8');
  block.write(octal(0o644, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  if (size <= MAX_OCTAL_SIZE) {
    block.write(octal(size, 12), 124, 'ascii');
  } else {
    block[124] = 0x80;
    block.writeBigUInt64BE(BigInt(size), 132);
  }
  block.write(octal(Math.floor(Date.now() / 1000), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 'ascii');
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

async function* tarStream(sources: Iterable<TarSource> | AsyncIterable<TarSource>) {
  for await (const source of sources) {
    if ('bytes' in source) {
      yield header(source.name, source.bytes.byteLength);
      yield source.bytes;
      yield padding(source.bytes.byteLength);
    } else {
      const { size } = await stat(source.file);
      yield header(source.name, size);
      let written = 0;
      for await (const chunk of createReadStream(source.file) as AsyncIterable<Buffer>) {
        written += chunk.byteLength;
        yield chunk;
      }
      if (written !== size) throw new Error(`${source.file} changed while it was archived`);
      yield padding(size);
    }
  }
  yield Buffer.alloc(BLOCK * 2);
}

/** Writes the entries, in order, to a gzipped tar. */
export async function writeTarGz(
  file: string,
  sources: Iterable<TarSource> | AsyncIterable<TarSource>,
  options: { level?: number } = {},
): Promise<void> {
  await pipeline(tarStream(sources), createGzip({ level: options.level ?? 1 }), createWriteStream(file));
}

/** Pulls exact byte counts out of a stream of chunks. */
class ByteReader {
  private pending: Buffer[] = [];
  private buffered = 0;
  private readonly chunks: AsyncIterator<Buffer>;
  constructor(chunks: AsyncIterator<Buffer>) {
    this.chunks = chunks;
  }

  private async fill(): Promise<boolean> {
    const next = await this.chunks.next();
    if (next.done) return false;
    this.pending.push(next.value);
    this.buffered += next.value.byteLength;
    return true;
  }

  /** Up to `limit` bytes (fewer only at the end of the stream), or null at its end. */
  async take(limit: number): Promise<Buffer | null> {
    if (this.buffered === 0 && !(await this.fill())) return null;
    const first = this.pending[0]!;
    if (first.byteLength <= limit) {
      this.pending.shift();
      this.buffered -= first.byteLength;
      return first;
    }
    this.pending[0] = first.subarray(limit);
    this.buffered -= limit;
    return first.subarray(0, limit);
  }

  async exactly(size: number): Promise<Buffer> {
    const parts: Buffer[] = [];
    let got = 0;
    while (got < size) {
      const part = await this.take(size - got);
      if (!part) throw new DamagedArchiveError('it ends in the middle of a file (truncated?)');
      parts.push(part);
      got += part.byteLength;
    }
    return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
  }
}

function parseSize(block: Buffer): number {
  if (block[124]! & 0x80) return Number(block.readBigUInt64BE(132));
  const text = block.toString('ascii', 124, 136).replace(/\0.*$/s, '').trim();
  if (!/^[0-7]+$/.test(text)) throw new DamagedArchiveError('an entry has no valid size');
  return parseInt(text, 8);
}

function parseHeader(block: Buffer): { name: string; size: number; type: string } {
  const stored = parseInt(block.toString('ascii', 148, 156).replace(/\0.*$/s, '').trim(), 8);
  let sum = 0;
  for (let index = 0; index < BLOCK; index++) sum += index >= 148 && index < 156 ? 32 : block[index]!;
  if (stored !== sum) throw new DamagedArchiveError('an entry header fails its checksum');
  const field = (start: number, length: number) =>
    block.toString('utf8', start, start + length).replace(/\0.*$/s, '');
  const base = field(0, 100);
  const prefix = block.toString('ascii', 257, 262) === 'ustar' ? field(345, 155) : '';
  return { name: prefix ? `${prefix}/${base}` : base, size: parseSize(block), type: field(156, 1) };
}

export type TarEntry = {
  name: string;
  size: number;
  /** The entry's bytes, chunk by chunk; an entry not read is skipped. */
  chunks(): AsyncGenerator<Buffer>;
  bytes(): Promise<Buffer>;
};

/**
 * The regular files of a gzipped tar, in order. The gzip trailer's CRC and every header's
 * checksum are checked; a damaged or truncated file throws DamagedArchiveError.
 */
export async function* readTarGz(file: string): AsyncGenerator<TarEntry> {
  const raw = createReadStream(file);
  const source = raw.pipe(createGunzip()) as Readable;
  const iterator = (source as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  const reader = new ByteReader({
    next: () =>
      iterator.next().catch((error: unknown) => {
        throw new DamagedArchiveError(`gzip: ${(error as Error).message}`, { cause: error });
      }),
  });
  try {
    for (;;) {
      const first = await reader.take(BLOCK);
      const block =
        first && first.byteLength < BLOCK
          ? Buffer.concat([first, await reader.exactly(BLOCK - first.byteLength)])
          : first;
      if (!block) throw new DamagedArchiveError('it ends without the end-of-archive marker (truncated?)');
      if (block.every((byte) => byte === 0)) {
        // Drain to the end so gzip checks its CRC over the whole stream.
        while (await reader.take(64 * 1024));
        return;
      }
      const { name, size, type } = parseHeader(block);
      let left = size;
      const chunks = async function* () {
        while (left > 0) {
          const part = await reader.take(Math.min(left, 1 << 20));
          if (!part) throw new DamagedArchiveError('it ends in the middle of a file (truncated?)');
          left -= part.byteLength;
          yield part;
        }
      };
      if (type === '0' || type === '') {
        yield {
          name,
          size,
          chunks,
          async bytes() {
            const parts: Buffer[] = [];
            for await (const part of chunks()) parts.push(part);
            return Buffer.concat(parts);
          },
        };
      }
      for await (const part of chunks()) void part;
      const pad = (BLOCK - (size % BLOCK)) % BLOCK;
      if (pad) await reader.exactly(pad);
    }
  } finally {
    source.destroy();
    raw.destroy();
  }
}
