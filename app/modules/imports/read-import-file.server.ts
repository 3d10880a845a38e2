import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { CsvError, type Options as CsvOptions, Parser } from 'csv-parse';
import { parse as parseCsv } from 'csv-parse/sync';
import { AppError } from '#app/lib/app-error.ts';
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
    super('import_file_refused', message);
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

/**
 * How every CSV of an import is read (csv-parse, node-csv): `""` inside a quoted cell is one `"`;
 * a `"` inside an unquoted cell is text, and a quoted cell whose closing `"` is not followed by the
 * separator or a line break is kept as written, quotes included (relax_quotes); rows may have more
 * or fewer cells than the header; rows end at `\r\n`, `\n` or `\r` outside quotes, mixed; rows
 * whose cells are all blank are skipped; a BOM at the start is dropped.
 */
const csvOptions = (separator: Separator, maxRecordChars: number): CsvOptions => ({
  delimiter: separator,
  record_delimiter: ['\r\n', '\n', '\r'],
  bom: true,
  relax_quotes: true,
  relax_column_count: true,
  skip_empty_lines: true,
  skip_records_with_empty_values: true,
  max_record_size: maxRecordChars,
});

/** The header and the separator, for the preview and the mapping. */
export async function inspectImportFile(path: string): Promise<{ separator: Separator; headers: string[] }> {
  const line = await readHeaderLine(path);
  const separator = detectSeparator(line);
  const options = { ...csvOptions(separator, 0), to: 1 };
  let fields: string[];
  try {
    fields = parseCsv(line, options)[0] ?? [];
  } catch (error) {
    // A quote the line does not close (a header cut at 64 KB, or one with a line break inside):
    // its cells as the separator splits them.
    if (!(error instanceof CsvError)) throw error;
    fields = parseCsv(line, { ...options, quote: null })[0] ?? [];
  }
  return { separator, headers: fields.map((header) => header.trim()) };
}

/**
 * Every record of the file, in order, streamed in one pass by csv-parse's `Parser` fed the file's
 * reads as they come (a character split between two reads stays whole: cells are decoded once
 * complete), so memory holds one read and one row at most. A cap passed (IMPORT_LIMITS) throws
 * `ImportFileError` after the records before it: the row's (csv-parse's `max_record_size`, which
 * also ends an unclosed quote), a cell's (checked on each record), the decompressed text's
 * (counted here on the gunzip's output). `progress.bytes` counts the decompressed bytes read so far.
 */
export async function* readImportRecords(
  path: string,
  options: { limits?: Partial<ImportLimits>; progress?: { bytes: number } } = {},
): AsyncGenerator<FileRecord> {
  const limits = { ...IMPORT_LIMITS, ...options.limits };
  const { separator } = await inspectImportFile(path);
  const source = await openText(path);
  let headers: string[] | null = null;
  /** Rows given by the parser so far, the header included (blank ones are not given). */
  let rows = 0;
  /** Where the last row given ended, in bytes of the text (csv-parse's `info.bytes`). */
  let rowsEnd = 0;
  let pending: FileRecord[] = [];
  const parser = new Parser({
    ...csvOptions(separator, limits.maxRecordChars),
    // Each record is taken here, as it is parsed, so none is lost to an error later in the read.
    on_record: (fields: string[], context) => {
      rows += 1;
      rowsEnd = context.bytes;
      if (fields.some((field) => field.length > limits.maxFieldChars))
        throw new ImportFileError(IMPORT_MESSAGES.cellTooLong(rows, limits.maxFieldChars), rows);
      if (headers === null) {
        headers = fields.map((header) => header.trim());
        return null;
      }
      const values: Record<string, string | undefined> = Object.create(null);
      const count = Math.min(headers.length, fields.length);
      // A column named twice: the first one counts (as the mapping's column names do).
      for (let index = count - 1; index >= 0; index -= 1) values[headers[index]!] = fields[index];
      let chars = fields.length;
      for (const field of fields) chars += field.length;
      pending.push({ row: rows, values, extraCells: fields.length > headers.length, chars });
      return null;
    },
  });
  // Its errors are taken from the write's callback; the event must not go unheard.
  parser.on('error', () => undefined);
  /** Feeds a read (or the end) to the parser and waits for it to be parsed: its error, if any. */
  const feed = (chunk: Buffer | null) =>
    new Promise<Error | null | undefined>((resolve) => {
      if (chunk) parser.write(chunk, resolve);
      else parser.end(resolve);
    });
  const given = function* (error: Error | null | undefined): Generator<FileRecord> {
    const records = pending;
    pending = [];
    yield* records;
    if (error) throw readError(error, { row: rows + 1, start: rowsEnd }, limits);
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
      yield* given(await feed(chunk));
    }
    yield* given(await feed(null));
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
    parser.destroy();
  }
}

/**
 * The parser's error as the run reports it: `row` is where the read stopped (the header is 1),
 * `start` where that row starts in the text, in bytes.
 */
function readError(
  error: Error,
  { row, start }: { row: number; start: number },
  limits: ImportLimits,
): Error {
  if (error instanceof ImportFileError || !(error instanceof CsvError)) return error;
  if (error.code === 'CSV_MAX_RECORD_SIZE') {
    // The row's cap was reached inside a cell: the row's cells already read end at `error.bytes`
    // (csv-parse's offset of the last cell read). If they hold less than the row's cap minus the
    // cell's, the cell being read is past the cell's cap: nearly always a quote never closed,
    // which made the rest of the file one cell.
    const cellsRead = typeof error.bytes === 'number' ? error.bytes - start : 0;
    return new ImportFileError(
      cellsRead < limits.maxRecordChars - limits.maxFieldChars
        ? IMPORT_MESSAGES.cellTooLong(row, limits.maxFieldChars)
        : IMPORT_MESSAGES.rowTooLong(row, limits.maxRecordChars),
      row,
    );
  }
  const message =
    error.code === 'CSV_QUOTE_NOT_CLOSED'
      ? IMPORT_MESSAGES.quoteNotClosed(row)
      : IMPORT_MESSAGES.unreadableRow(row);
  return new ImportFileError(message, row);
}
