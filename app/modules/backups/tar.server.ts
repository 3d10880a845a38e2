import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tarStream, { type Pack } from 'tar-stream';

/*
 * A gzipped tar: tar-stream writes and parses the format (ustar, pax headers for long or non-ASCII
 * names, base-256 sizes past 8 GiB), node:zlib gzips it. This file only adapts them to what the
 * backups need: entries in the order given, read back one at a time as streams, and every way an
 * archive can be damaged reported as DamagedArchiveError.
 */

export class DamagedArchiveError extends Error {
  constructor(detail: string, options?: ErrorOptions) {
    super(`The archive is damaged or is not a Provato backup: ${detail}`, options);
    this.name = 'DamagedArchiveError';
  }
}

export type TarSource = { name: string } & ({ bytes: Uint8Array } | { file: string });

/** Adds one entry and resolves when tar-stream has taken all of it (its back-pressure). */
function entryDone(archive: Pack, header: { name: string; size: number }, body?: Buffer) {
  let sink: ReturnType<Pack['entry']> | undefined;
  const done = new Promise<void>((resolve, reject) => {
    const callback = (error?: Error | null) => (error ? reject(error) : resolve());
    sink = body ? archive.entry(header, body, callback) : archive.entry(header, callback);
    // The callback carries the entry's failure; an 'error' event nobody hears would crash Node.
    sink.on('error', () => undefined);
  });
  return { sink: sink!, done };
}

async function addFile(archive: Pack, name: string, file: string): Promise<void> {
  const { size } = await stat(file);
  const { sink, done } = entryDone(archive, { name, size });
  // Awaited below; this only keeps a failure of the archive meanwhile from going unhandled.
  done.catch(() => undefined);
  let written = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    written += chunk.byteLength;
    if (written > size) break;
    if (!sink.write(chunk)) await Promise.race([once(sink, 'drain'), done]);
  }
  // tar-stream would refuse the entry too ("Size mismatch"); this says which file and why.
  if (written !== size) throw new Error(`${file} changed while it was archived`);
  sink.end(undefined); // streamx's types want an argument; undefined adds no data.
  await done;
}

async function fill(archive: Pack, sources: Iterable<TarSource> | AsyncIterable<TarSource>) {
  try {
    for await (const source of sources) {
      if ('bytes' in source) {
        const { bytes } = source;
        const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        await entryDone(archive, { name: source.name, size: body.byteLength }, body).done;
      } else {
        await addFile(archive, source.name, source.file);
      }
    }
    archive.finalize();
  } catch (error) {
    archive.destroy(error as Error);
    throw error;
  }
}

/** Writes the entries, in order, to a gzipped tar. */
export async function writeTarGz(
  file: string,
  sources: Iterable<TarSource> | AsyncIterable<TarSource>,
  options: { level?: number } = {},
): Promise<void> {
  const archive = tarStream.pack();
  await Promise.all([
    pipeline(archive, createGzip({ level: options.level ?? 1 }), createWriteStream(file)),
    fill(archive, sources),
  ]);
}

export type TarEntry = {
  name: string;
  size: number;
  /** The entry's bytes, chunk by chunk; an entry not read is skipped. Read it whole or not at all. */
  chunks(): AsyncGenerator<Buffer>;
  bytes(): Promise<Buffer>;
};

/** tar-stream's and zlib's errors, said in the backup's words; a file system error stays as it is. */
function damaged(error: unknown): Error {
  if (error instanceof DamagedArchiveError) return error;
  const { code, syscall, message } = error as NodeJS.ErrnoException;
  if (syscall) return error as Error;
  if (code?.startsWith('Z_')) return new DamagedArchiveError(`gzip: ${message}`, { cause: error });
  if (message === 'Unexpected end of data') {
    return new DamagedArchiveError('it ends in the middle of a file (truncated?)', { cause: error });
  }
  if (message.startsWith('Invalid tar header. Maybe')) {
    return new DamagedArchiveError('an entry header fails its checksum', { cause: error });
  }
  return new DamagedArchiveError(`tar: ${message}`, { cause: error });
}

/** Refuses what could land outside the folder it is unpacked into. */
function safeName(name: string): string {
  const parts = name.split(/[\\/]/);
  if (!name || path.posix.isAbsolute(name) || /^[a-z]:/i.test(name) || parts.includes('..')) {
    throw new DamagedArchiveError(`unsafe entry name ${JSON.stringify(name)}`);
  }
  return name;
}

const padded = (size: number) => Math.ceil(size / 512) * 512;

/**
 * The regular files of a gzipped tar, in order. The gzip trailer's CRC, every header's checksum,
 * each entry's size and the end-of-archive marker are checked; a damaged or truncated archive
 * throws DamagedArchiveError.
 */
export async function* readTarGz(file: string): AsyncGenerator<TarEntry> {
  const extract = tarStream.extract();
  let tarBytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      tarBytes += chunk.byteLength;
      callback(null, chunk);
    },
  });
  let unpackError: unknown;
  const unpacking = pipeline(createReadStream(file), createGunzip(), counter, extract).catch((error) => {
    unpackError ??= error;
  });
  // Where the last entry's data (and its padding) ends: the end-of-archive marker must follow.
  let lastEnd = 0;
  try {
    for await (const stream of extract) {
      const { name, size, type } = stream.header;
      lastEnd = stream.offset + 512 + padded(size);
      safeName(name);
      let started = false;
      const chunks = async function* () {
        started = true;
        let read = 0;
        try {
          for await (const chunk of stream as AsyncIterable<Buffer>) {
            read += chunk.byteLength;
            yield chunk;
          }
        } catch (error) {
          throw damaged(error);
        }
        if (read !== size) throw new DamagedArchiveError(`${name} holds ${read} bytes, its header ${size}`);
      };
      if (type === 'file') {
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
      if (!started) for await (const part of chunks()) void part;
    }
    await unpacking;
    if (unpackError) throw unpackError;
  } catch (error) {
    // The first failure says most: zlib's, or the file system's, before tar-stream's echo of it.
    extract.destroy();
    await unpacking;
    throw damaged(error instanceof DamagedArchiveError ? error : (unpackError ?? error));
  } finally {
    extract.destroy();
  }
  if (tarBytes < lastEnd + 512) {
    throw new DamagedArchiveError('it ends without the end-of-archive marker (truncated?)');
  }
}
