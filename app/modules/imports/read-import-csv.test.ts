import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, test } from 'vitest';
import { SEPARATORS } from './import-format.ts';
import { type ImportLimits, inspectImportFile, readImportRecords } from './read-import-file.server.ts';

/*
 * How an import reads a CSV (csv-parse, see `csvOptions` in read-import-file.server.ts): the
 * rules the files of shops and spreadsheets need, odd quotes, the caps on a cell and a row.
 */

const folder = mkdtempSync(path.join(tmpdir(), 'provato-import-csv-'));
let files = 0;

/** The file's rows as read (the header first), or the read's error after the rows before it. */
async function read(text: string | Buffer, limits: Partial<ImportLimits> = {}) {
  files += 1;
  const file = path.join(folder, `${files}.csv`);
  writeFileSync(file, text);
  const { headers } = await inspectImportFile(file);
  const rows: (string | undefined)[][] = [];
  try {
    for await (const record of readImportRecords(file, { limits }))
      rows.push(headers.map((header) => record.values[header]));
    return { rows, error: null };
  } catch (error) {
    return { rows, error: (error as Error).message };
  }
}

describe('readImportRecords reads a CSV', () => {
  test('the files shops and spreadsheets write', async () => {
    const text =
      '\uFEFFcodice;nome;prezzo\r\nA1;"Galaxy; 256 GB";1.299,00\r\n\r\n  ;  \r\nA5;"Robot ""Bimby""\r\ndue righe";899\r\nA6;senza fine;';
    expect(await read(text)).toEqual({
      rows: [
        ['A1', 'Galaxy; 256 GB', '1.299,00'],
        ['A5', 'Robot "Bimby"\r\ndue righe', '899'],
        ['A6', 'senza fine', ''],
      ],
      error: null,
    });
    // Line ends mixed; fewer cells than the header, or more.
    expect(await read('a,b\n1\r2,x\r\n3,y,z\n')).toEqual({
      rows: [
        ['1', undefined],
        ['2', 'x'],
        ['3', 'y'],
      ],
      error: null,
    });
  });

  test('odd quotes: a `"` inside a cell is text; a quoted cell that does not end at its quote is kept as written', async () => {
    expect((await read('h1,h2,h3,h4,h5\na,b"c,"d" ,"e"f",g\n')).rows).toEqual([
      ['a', 'b"c', '"d" ', '"e"f"', 'g'],
    ]);
  });

  test('a quote still open at the end of the file stops the read there, after the rows before it', async () => {
    expect(await read('id,nome\n1,uno\n2,"aperta\n3,tre\n')).toEqual({
      rows: [['1', 'uno']],
      error:
        'Importazione interrotta alla riga 3: una virgoletta (") è aperta e mai chiusa fino alla fine del file.',
    });
  });

  test('whatever a CSV writer writes reads back the same', async () => {
    const cell = fc.string({
      maxLength: 12,
      unit: fc.constantFrom('a', 'è', ' ', '"', ',', ';', '\t', '|', '\n', '\r'),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...SEPARATORS),
        fc
          .integer({ min: 2, max: 5 })
          .chain((width) =>
            fc.array(fc.array(cell, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 6 }),
          ),
        fc.boolean(),
        async (separator, table, quotes) => {
          const header = table[0]!.map((_, index) => `c${index}`);
          // Rows of blank cells are skipped, as the import skips them.
          const kept = table.filter((row) => row.some((value) => value.trim() !== ''));
          const text = Papa.unparse([header, ...table], { delimiter: separator, quotes, newline: '\r\n' });
          expect(await read(text)).toEqual({ rows: kept, error: null });
        },
      ),
      { numRuns: 60 },
    );
  });

  test('quotes, escaped quotes, line breaks and accents cut anywhere by the reads of 64 KiB', async () => {
    const cell = 'è ""x"" ;\r\n'.repeat(150);
    const value = 'è "x" ;\r\n'.repeat(150);
    // Each pad moves every read's boundary (65,536 bytes) to another character of the rows.
    for (let pad = 0; pad < 12; pad += 1) {
      const rows = Array.from({ length: 60 }, (_, index) => `R${index};"${cell}";${'p'.repeat(pad)}`);
      const { rows: read_, error } = await read(`codice;nome;extra\r\n${rows.join('\r\n')}\r\n`);
      expect(error).toBeNull();
      expect(read_).toHaveLength(60);
      expect(read_.every((row, index) => row[0] === `R${index}` && row[1] === value)).toBe(true);
    }
  });

  test('a cell or a row past its cap stops the read there, after the rows before it', async () => {
    const small = { maxFieldChars: 10, maxRecordChars: 25 };
    // A cell that closes but is too long.
    expect(await read('a;b\nc;d\ne;"lunghissima, ma chiusa"\nf;g\n', small)).toEqual({
      rows: [['c', 'd']],
      error:
        'Importazione interrotta alla riga 3: una cella supera i 10 caratteri, di solito per una ' +
        'virgoletta (") aperta e mai chiusa.',
    });
    // A quote never closed: the row's cap ends it, reported as the cell it is.
    expect(await read(`a;b\nc;d\ne;"aperta e lunghissima\n${'f;g\n'.repeat(20)}`, small)).toEqual({
      rows: [['c', 'd']],
      error:
        'Importazione interrotta alla riga 3: una cella supera i 10 caratteri, di solito per una ' +
        'virgoletta (") aperta e mai chiusa.',
    });
    // Cells under their cap, the row past its own.
    expect(await read('a;b\nc;d\nccccccccc;ddddddddd;eeeeeeeee\nf;g\n', small)).toEqual({
      rows: [['c', 'd']],
      error: 'Importazione interrotta alla riga 3: la riga supera 25 caratteri.',
    });
    // Exactly at the caps is fine (the row's counts its cells).
    expect((await read('a;b;c\naaaaaaaaaa;bbbbbbbbbb;ccccc\n', small)).error).toBeNull();
  });
});
