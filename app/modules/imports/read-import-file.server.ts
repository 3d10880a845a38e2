import { createReadStream } from 'node:fs';
import { AppError } from '#app/lib/app-error.ts';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import Papa from 'papaparse';
import { detectSeparator, type Separator, stripBom } from './import-format.ts';

/*
 * Reads an import file as a stream of records, never whole in memory: plain or gzip (told by its
 * first two bytes), UTF-8 with or without BOM, the separator read from the header line, quoted
 * fields with separators and line breaks inside.
 */

const GZIP_MAGIC = [0x1f, 0x8b];

async function isGzip(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === GZIP_MAGIC[0] && buffer[1] === GZIP_MAGIC[1];
  } finally {
    await file.close();
  }
}

async function openText(path: string): Promise<Readable> {
  const raw = createReadStream(path);
  return (await isGzip(path)) ? raw.pipe(createGunzip()) : raw;
}

/** The header line (at most the first 64 KB), to detect the separator and show the columns. */
export async function readHeaderLine(path: string): Promise<string> {
  const stream = await openText(path);
  let text = '';
  try {
    for await (const chunk of stream) {
      text += (chunk as Buffer).toString('utf8');
      const end = text.search(/\r?\n/);
      if (end >= 0) return stripBom(text.slice(0, end));
      if (text.length > 65_536) break;
    }
    return stripBom(text.slice(0, 65_536));
  } finally {
    stream.destroy();
  }
}

export const IMPORT_LIMITS = { maxFieldChars: 65_536, maxRecordChars: 1_048_576, maxTextBytes: 1000 * 1024 * 1024 };
export type ImportLimits = typeof IMPORT_LIMITS;
export class ImportFileError extends AppError {}

export type FileRecord = {
  /** The row as a spreadsheet numbers it: the header is 1, the first record 2. */
  row: number;
  values: Record<string, string | undefined>;
  /** The record had more cells than the header has columns. */
  extraCells: boolean;
};

/** The header and the separator, for the preview and the mapping. */
export async function inspectImportFile(path: string): Promise<{ separator: Separator; headers: string[] }> {
  const line = await readHeaderLine(path);
  const separator = detectSeparator(line);
  const parsed = Papa.parse<string[]>(line, { delimiter: separator });
  return { separator, headers: (parsed.data[0] ?? []).map((header) => header.trim()) };
}

/** Every record of the file, in order, streamed. */
export async function* readImportRecords(
  path: string,
  _options: { limits?: Partial<ImportLimits>; progress?: { bytes: number } } = {},
): AsyncGenerator<FileRecord> {
  const { separator } = await inspectImportFile(path);
  const source = await openText(path);
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, {
    header: true,
    delimiter: separator,
    skipEmptyLines: 'greedy',
    transformHeader: (header: string) => stripBom(header).trim(),
  });
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  let row = 1;
  try {
    for await (const record of parser as AsyncIterable<Record<string, unknown>>) {
      row += 1;
      const { __parsed_extra: extra, ...values } = record;
      yield { row, values: values as Record<string, string | undefined>, extraCells: extra !== undefined };
    }
  } finally {
    source.destroy();
    parser.destroy();
  }
}
