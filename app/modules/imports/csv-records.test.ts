import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, test } from 'vitest';
import { CsvRecordParser } from './csv-records.ts';
import { SEPARATORS } from './import-format.ts';

const LIMITS = { maxFieldChars: 65_536, maxRecordChars: 1_048_576 };

/** The text read in pieces cut at `cuts` (the file's reads), as the import reads it. */
function parse(text: string, separator: string, cuts: number[] = [], limits = LIMITS) {
  const parser = new CsvRecordParser(separator, limits);
  const rows: string[][] = [];
  let from = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    rows.push(...parser.push(text.slice(from, cut)));
    from = Math.max(from, cut);
  }
  rows.push(...parser.push(text.slice(from)), ...parser.end());
  return { rows, breach: parser.breach };
}

describe('CsvRecordParser', () => {
  test('the files shops and spreadsheets write', () => {
    const text =
      '\uFEFFcodice;nome;prezzo\r\nA1;"Galaxy; 256 GB";1.299,00\r\n\r\n  ;  \r\nA5;"Robot ""Bimby""\r\ndue righe";899\r\nA6;senza fine';
    expect(parse(text, ';').rows).toEqual([
      ['codice', 'nome', 'prezzo'],
      ['A1', 'Galaxy; 256 GB', '1.299,00'],
      ['A5', 'Robot "Bimby"\r\ndue righe', '899'],
      ['A6', 'senza fine'],
    ]);
  });

  test("papaparse's rules for odd quotes: kept as text inside a cell, spaces after a closing quote dropped", () => {
    expect(parse('a,b"c,"d" ,"e"f",g\n', ',').rows).toEqual([['a', 'b"c', 'd', 'e"f', 'g']]);
    expect(parse('"aperta,b\nc', ',').rows).toEqual([['aperta,b\nc']]);
    expect(parse('a\rb\r\nc\n', ',').rows).toEqual([['a'], ['b'], ['c']]);
  });

  test('whatever a CSV writer writes reads back the same, however the reads cut it', () => {
    const cell = fc.string({
      maxLength: 12,
      unit: fc.constantFrom('a', 'è', ' ', '"', ',', ';', '\t', '|', '\n', '\r'),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...SEPARATORS),
        fc
          .integer({ min: 1, max: 5 })
          .chain((width) =>
            fc.array(fc.array(cell, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 6 }),
          ),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 6 }),
        (separator, table, quotes, cuts) => {
          // Rows of blank cells are skipped, as the import skips them.
          const kept = table.filter((row) => row.some((value) => value.trim() !== ''));
          const text = Papa.unparse(table, { delimiter: separator, quotes, newline: '\r\n' });
          const { rows } = parse(
            text,
            separator,
            cuts.map((cut) => cut % (text.length + 1)),
          );
          expect(rows).toEqual(kept);
        },
      ),
    );
  });

  test('reads as papaparse reads any text it finds no fault in, made of the characters that matter', () => {
    const text = fc.string({ maxLength: 40, unit: fc.constantFrom('a', ' ', '"', ';', '\n') });
    fc.assert(
      fc.property(text, fc.array(fc.nat(), { maxLength: 4 }), (input, cuts) => {
        const papa = Papa.parse<string[]>(input, { delimiter: ';', newline: '\n', skipEmptyLines: 'greedy' });
        // Malformed quotes are read either way by each (papaparse keeps an unclosed cell raw).
        fc.pre(papa.errors.length === 0);
        const { rows } = parse(
          input,
          ';',
          cuts.map((cut) => cut % (input.length + 1)),
        );
        expect(rows).toEqual(papa.data);
      }),
    );
  });

  test('a cell or a row past its cap stops the read there, after the rows before it', () => {
    const small = { maxFieldChars: 10, maxRecordChars: 25 };
    expect(parse('a;b\nc;d\ne;"aperta e lunghissima\nf;g\n', ';', [5, 12], small)).toEqual({
      rows: [
        ['a', 'b'],
        ['c', 'd'],
      ],
      breach: { kind: 'field', row: 3 },
    });
    expect(parse('a;b\nccccccccc;ddddddddd;eeeeeeeee\nf;g\n', ';', [], small)).toEqual({
      rows: [['a', 'b']],
      breach: { kind: 'record', row: 2 },
    });
    // Exactly at the caps is fine.
    expect(parse('aaaaaaaaaa;bbbbbbbbbb;ccc\n', ';', [], small).breach).toBeNull();
  });

  test('one pass: a quote never closed is refused as soon as its cell passes the cap', () => {
    const parser = new CsvRecordParser(',', LIMITS);
    expect(parser.push('id,nome\n1,"senza fine')).toEqual([['id', 'nome']]);
    let pieces = 0;
    while (!parser.breach && pieces < 1000) {
      parser.push('x'.repeat(65_536));
      pieces += 1;
    }
    expect(parser.breach).toEqual({ kind: 'field', row: 2 });
    expect(pieces).toBe(1);
  });
});
