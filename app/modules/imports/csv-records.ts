/*
 * A CSV read piece by piece in one pass (issue 30): each character is looked at once, a cell grows
 * only by the text that belongs to it, and a cell or a row past its cap stops the read. Papaparse's
 * Node stream re-parsed the whole unfinished row from its start at every 64 KB read, so one quote
 * never closed made the rest of the file one growing row, read again and again: time and memory
 * grew with the square of the file.
 *
 * The rules are papaparse's, as the imports used them: a cell that starts with `"` is quoted, `""`
 * inside it is one `"`, and it ends at a `"` followed (spaces allowed) by the separator, a line
 * break or the end of the file; any other `"` inside it is kept as text. A `"` inside an unquoted
 * cell is text. Rows end at `\n`, `\r\n` or `\r` outside quotes. Rows whose cells are all blank are
 * skipped. A BOM at the start is dropped.
 */

export type CsvLimits = {
  /** The longest cell, in characters. */
  maxFieldChars: number;
  /** The longest row, in characters (its cells and separators). */
  maxRecordChars: number;
};

export type CsvBreach = {
  kind: 'field' | 'record';
  /** 1 for the first row of the file (the header). */ row: number;
};

const QUOTE = 34;
const LF = 10;
const CR = 13;
const SPACE = 32;
const TAB = 9;

const State = {
  FieldStart: 0,
  Unquoted: 1,
  Quoted: 2,
  /** After a `"` inside a quoted cell: the cell's end, an escaped `"`, or a `"` kept as text. */
  AfterQuote: 3,
} as const;
type State = (typeof State)[keyof typeof State];

export class CsvRecordParser {
  private readonly separator: number;
  private state: State = State.FieldStart;
  private field = '';
  /** Spaces after a quoted cell's closing quote, dropped if the separator follows. */
  private spaces = '';
  private fields: string[] = [];
  private recordChars = 0;
  private skipLf = false;
  private started = false;
  private out: string[][] = [];
  /** Rows given so far (blank ones are not counted). */
  rows = 0;
  /** Set when a cap is passed: the read stops there and every later call gives nothing. */
  breach: CsvBreach | null = null;

  private readonly limits: CsvLimits;

  constructor(separator: string, limits: CsvLimits) {
    this.separator = separator.charCodeAt(0);
    this.limits = limits;
  }

  /** The rows completed by this piece of text, in order (up to a breach, if any). */
  push(text: string): string[][] {
    this.out = [];
    if (this.breach) return this.out;
    try {
      this.scan(text);
    } catch (error) {
      if (!(error instanceof Breach)) throw error;
      this.breach = { kind: error.kind, row: this.rows + 1 };
    }
    return this.out;
  }

  /** The end of the text: the last row, even without a line break or with its quote still open. */
  end(): string[][] {
    this.out = [];
    if (this.breach) return this.out;
    if (this.state !== State.FieldStart || this.fields.length > 0) {
      this.spaces = '';
      try {
        this.endField();
      } catch (error) {
        if (!(error instanceof Breach)) throw error;
        this.breach = { kind: error.kind, row: this.rows + 1 };
        return this.out;
      }
      this.endRecord(false);
    }
    return this.out;
  }

  private scan(text: string) {
    const length = text.length;
    const separator = this.separator;
    let i = 0;
    if (!this.started && length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) i = 1;
    }
    while (i < length) {
      if (this.skipLf) {
        this.skipLf = false;
        if (text.charCodeAt(i) === LF) {
          i += 1;
          continue;
        }
      }
      switch (this.state) {
        case State.FieldStart:
          if (text.charCodeAt(i) === QUOTE) {
            this.state = State.Quoted;
            i += 1;
            break;
          }
          this.state = State.Unquoted;
          break;
        case State.Unquoted: {
          let end = i;
          let char = 0;
          while (end < length) {
            char = text.charCodeAt(end);
            if (char === separator || char === LF || char === CR) break;
            end += 1;
          }
          this.append(text, i, end);
          if (end === length) {
            i = length;
            break;
          }
          i = end + 1;
          this.endField();
          if (char !== separator) this.endRecord(char === CR);
          break;
        }
        case State.Quoted: {
          const quote = text.indexOf('"', i);
          const end = quote === -1 ? length : quote;
          this.append(text, i, end);
          if (quote === -1) {
            i = length;
            break;
          }
          this.state = State.AfterQuote;
          i = quote + 1;
          break;
        }
        case State.AfterQuote: {
          const char = text.charCodeAt(i);
          if (char === separator) {
            this.spaces = '';
            this.endField();
          } else if (char === LF || char === CR) {
            this.spaces = '';
            this.endField();
            this.endRecord(char === CR);
          } else if (char === QUOTE && this.spaces === '') {
            this.field += '"';
            this.checkField();
            this.state = State.Quoted;
          } else if (char === SPACE || char === TAB) {
            this.spaces += text[i];
            this.checkField();
          } else {
            // Not a closing quote after all: it and the spaces are text, the cell goes on.
            this.field += `"${this.spaces}`;
            this.spaces = '';
            this.checkField();
            this.state = State.Quoted;
            break;
          }
          i += 1;
          break;
        }
      }
    }
  }

  private append(text: string, start: number, end: number) {
    if (end === start) return;
    this.field += text.slice(start, end);
    this.checkField();
  }

  private checkField() {
    const length = this.field.length + this.spaces.length;
    if (length > this.limits.maxFieldChars) throw new Breach('field');
    if (this.recordChars + length > this.limits.maxRecordChars) throw new Breach('record');
  }

  private endField() {
    this.checkField();
    this.recordChars += this.field.length + 1;
    this.fields.push(this.field);
    this.field = '';
    this.state = State.FieldStart;
  }

  private endRecord(cr: boolean) {
    this.skipLf = cr;
    const fields = this.fields;
    this.fields = [];
    this.recordChars = 0;
    if (fields.every((field) => field.trim() === '')) return;
    this.rows += 1;
    this.out.push(fields);
  }
}

class Breach extends Error {
  readonly kind: CsvBreach['kind'];
  constructor(kind: CsvBreach['kind']) {
    super(kind);
    this.kind = kind;
  }
}
