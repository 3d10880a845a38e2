import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline, type Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import Papa from 'papaparse';
import { AppError } from '#app/lib/app-error.ts';
import { type CsvBreach, CsvRecordParser } from './csv-records.ts';
import { detectSeparator, IMPORT_MESSAGES, type Separator, stripBom } from './import-format.ts';

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
  if (!(await isGzip(path))) return raw;
  const gunzip = createGunzip();
  // pipeline, not pipe: an error of the file reaches whoever reads the text.
  pipeline(raw, gunzip, () => undefined);
  return gunzip;
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

/**
 * What one import reads at most (issue 30): a cell of 64 KiB characters (the longest the catalogue
 * keeps is 5,000), a row of 1 MiB, and 1,000 MB of text once decompressed (five times the 200 MB
 * upload cap, which counts the file as sent: a gzip feed of CSV shrinks about 5 to 10 times).
 * Past any of them the run stops with an Italian message; the rows before it stay.
 */
export const IMPORT_LIMITS = {
  maxFieldChars: 65_536,
  maxRecordChars: 1_048_576,
  maxTextBytes: 1000 * 1024 * 1024,
};
export type ImportLimits = typeof IMPORT_LIMITS;

/** A file the import cannot read on: the run stops there (a retry would read the same). */
export class ImportFileError extends AppError {
  /** The row where the read stopped (the header is 1), when known. */
  readonly row: number | null;
  constructor(message: string, row: number | null) {
    super(message, 422, 'import_file_refused');
    this.row = row;
  }
}

export type FileRecord = {
  /** The row as a spreadsheet numbers it: the header is 1, the first record 2. */
  row: number;
  values: Record<string, string | undefined>;
  /** The record had more cells than the header has columns. */
  extraCells: boolean;
  /** Its length in the file, in characters (its cells and separators). */
  chars: number;
};

/** The header and the separator, for the preview and the mapping. */
export async function inspectImportFile(path: string): Promise<{ separator: Separator; headers: string[] }> {
  const line = await readHeaderLine(path);
  const separator = detectSeparator(line);
  const parsed = Papa.parse<string[]>(line, { delimiter: separator });
  return { separator, headers: (parsed.data[0] ?? []).map((header) => header.trim()) };
}

/**
 * Every record of the file, in order, streamed in one pass: the text is decoded across reads (a
 * character split between two reads stays whole) and parsed by `CsvRecordParser`, so memory holds
 * one read and one row at most. A cap passed (IMPORT_LIMITS) throws `ImportFileError` after the
 * records before it. `progress.bytes` counts the decompressed bytes read so far.
 */
export async function* readImportRecords(
  path: string,
  options: { limits?: Partial<ImportLimits>; progress?: { bytes: number } } = {},
): AsyncGenerator<FileRecord> {
  const limits = { ...IMPORT_LIMITS, ...options.limits };
  const { separator } = await inspectImportFile(path);
  const source = await openText(path);
  const parser = new CsvRecordParser(separator, limits);
  const decoder = new StringDecoder('utf8');
  let headers: string[] | null = null;
  let row = 1;
  const records = function* (rows: string[][]): Generator<FileRecord> {
    for (const fields of rows) {
      if (headers === null) {
        headers = fields.map((header) => header.trim());
        continue;
      }
      row += 1;
      const values: Record<string, string | undefined> = Object.create(null);
      const count = Math.min(headers.length, fields.length);
      // A column named twice: the first one counts (as the mapping's column names do).
      for (let index = count - 1; index >= 0; index -= 1) values[headers[index]!] = fields[index];
      let chars = fields.length;
      for (const field of fields) chars += field.length;
      yield { row, values, extraCells: fields.length > headers.length, chars };
    }
    if (parser.breach) throw breachError(parser.breach, limits);
  };
  let bytes = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (options.progress) options.progress.bytes = bytes;
      if (bytes > limits.maxTextBytes)
        throw new ImportFileError(
          IMPORT_MESSAGES.textTooLarge(Math.round(limits.maxTextBytes / 1024 / 1024)),
          null,
        );
      yield* records(parser.push(decoder.write(chunk)));
    }
    yield* records(parser.push(decoder.end()));
    yield* records(parser.end());
  } catch (error) {
    // A gzip cut short or damaged: zlib's errors are named Z_…; the rows before it were given.
    if (
      typeof (error as { code?: unknown }).code === 'string' &&
      (error as { code: string }).code.startsWith('Z_')
    )
      throw new ImportFileError(IMPORT_MESSAGES.badGzip, null);
    throw error;
  } finally {
    source.destroy();
  }
}

function breachError({ kind, row }: CsvBreach, limits: ImportLimits): ImportFileError {
  return new ImportFileError(
    kind === 'field'
      ? IMPORT_MESSAGES.cellTooLong(row, limits.maxFieldChars)
      : IMPORT_MESSAGES.rowTooLong(row, limits.maxRecordChars),
    row,
  );
}
