import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseHandle, db, queryRows } from '#app/lib/db.server.ts';
import { startJobs, stopJobs } from '#app/lib/jobs.server.ts';
import { priceAlertsJob } from '#app/modules/price-alerts/check-price-alerts.server.ts';
import { importRuns, merchants, offers } from '#db/schema/index.ts';
import { createImportRun, createUser } from '#tests/support/factories.ts';
import { type ImportMapping, proposeMapping } from './import-format.ts';
import { IMPORT_LIMITS, ImportFileError, readImportRecords } from './read-import-file.server.ts';
import { getImportRun } from './list-imports.server.ts';
import { importJob, prepareImportRun, runImport } from './run-import.server.ts';

/*
 * The probe of issue 30: a file with one unclosed quote followed by a long field made the import's
 * time and memory grow with the square of the file. Now the read is linear and bounded: a cell, a
 * row and the decompressed text have caps, and a breach stops the run with an Italian message in
 * its history, keeping the rows before it. "Quickly" is asserted on the bytes read, not on time.
 */

const folder = mkdtempSync(path.join(tmpdir(), 'provato-import-limits-'));
const HEADER = 'codice;nome;prezzo;link';
const MAPPING: ImportMapping = proposeMapping(HEADER.split(';'));
const goodRows = (prefix: string, count: number) =>
  Array.from(
    { length: count },
    (_, index) => `${prefix}${index + 1};Prodotto ${prefix}${index + 1};10,00;https://shop.example/${index}`,
  );

/** Ten good rows, then a name whose quote never closes, then `megabytes` of ordinary-looking rows. */
function unclosedQuoteFile(megabytes: number): string {
  const head = `${[HEADER, ...goodRows('Q', 10), 'Q11;"Nome senza fine;10,00;https://shop.example/q11'].join('\n')}\n`;
  const tail = Buffer.alloc(
    megabytes * 1024 * 1024,
    'Q99;Riga inghiottita dalla virgoletta;10,00;https://shop.example/x\n',
  );
  const file = path.join(folder, `unclosed-${megabytes}.csv`);
  writeFileSync(file, Buffer.concat([Buffer.from(head), tail]));
  return file;
}

let admin: string;
beforeAll(async () => {
  admin = (await createUser({ role: 'admin' })).id;
  // Queues only (a completed run queues its price alerts); the runs are done by the tests.
  await startJobs(databaseHandle(), { jobs: [importJob as never, priceAlertsJob as never], work: false });
});
afterAll(async () => {
  await stopJobs();
});

async function runOf(filePath: string, merchantName: string, signal = new AbortController().signal) {
  const run = await createImportRun({
    kind: 'feed',
    sourceName: path.basename(filePath),
    filePath,
    mapping: MAPPING,
    merchantName,
    status: 'processing',
    createdBy: admin,
  });
  const result = await runImport({
    data: { runId: run.id },
    signal,
    attempt: 1,
  });
  const [finished] = await db.select().from(importRuns).where(eq(importRuns.id, run.id));
  return { result, run: finished! };
}

const offerIdsOf = async (merchantName: string) =>
  (
    await queryRows<{ external_id: string }>(sql`
      select o.external_id from ${offers} o join ${merchants} m on m.id = o.merchant_id
      where m.name = ${merchantName} order by o.external_id`)
  ).map((offer) => offer.external_id);

describe('an import file that breaks the limits', () => {
  test("the probe's 40 MB file with an unclosed quote stops at once, in Italian, keeping the rows before it", async () => {
    const file = unclosedQuoteFile(40);
    const { result, run } = await runOf(file, 'Negozio Virgoletta');
    // Deterministic: no retry would read it differently, so the job ends (no throw, no retries).
    expect(result).toMatchObject({ refused: true });
    expect(run.status).toBe('error');
    expect(run.errorMessage).toBe(
      'Importazione interrotta alla riga 12: una cella supera i 65.536 caratteri, di solito per una ' +
        'virgoletta (") aperta e mai chiusa. Le 10 righe precedenti sono state elaborate e restano salvate.',
    );
    expect(run.finishedAt).not.toBeNull();
    expect(run).toMatchObject({ rowsRead: 10, offersCreated: 10, errorCount: 0 });
    expect(await offerIdsOf('Negozio Virgoletta')).toEqual(
      goodRows('Q', 10)
        .map((row) => row.split(';')[0])
        .sort(),
    );

    // Of the 40 MB only the first MiB or so is read: the row's cap (which ends the open cell), plus
    // one read ahead.
    const progress = { bytes: 0 };
    const read: number[] = [];
    const error = await (async () => {
      for await (const record of readImportRecords(file, { progress })) read.push(record.row);
    })().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ImportFileError);
    expect(read).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(progress.bytes).toBeGreaterThan(0);
    expect(progress.bytes).toBeLessThanOrEqual(IMPORT_LIMITS.maxRecordChars + 3 * 65_536);
  });

  test("a waiting run's preview shows the rows before a breach instead of failing the page", async () => {
    const file = path.join(folder, 'anteprima.csv');
    writeFileSync(
      file,
      `${HEADER}\nP1;Primo;1,00;https://shop.example/p1\nP2;"Aperta;1,00;x\n${'y'.repeat(70_000)}\n`,
    );
    const actor = { id: admin, isAdmin: true };
    const runId = await prepareImportRun({
      actor,
      input: { kind: 'csv', sourceName: 'anteprima.csv', filePath: file, mapping: MAPPING },
    });
    const detail = await getImportRun(actor, runId);
    expect(detail.preview).toEqual({
      headers: HEADER.split(';'),
      rows: [['P1', 'Primo', '1,00', 'https://shop.example/p1']],
    });
  });

  test('a whole row past 1 MB (many cells under their cap) stops the run too', async () => {
    const cells = Array.from({ length: 20 }, () => 'x'.repeat(60_000));
    const file = path.join(folder, 'wide.csv');
    writeFileSync(
      file,
      [HEADER, ...goodRows('W', 3), `W4;${cells.join(';')}`, ...goodRows('V', 3)].join('\n'),
    );
    const { run } = await runOf(file, 'Negozio Riga Larga');
    expect(run.status).toBe('error');
    expect(run.errorMessage).toBe(
      'Importazione interrotta alla riga 5: la riga supera 1.048.576 caratteri. ' +
        'Le 3 righe precedenti sono state elaborate e restano salvate.',
    );
    expect(await offerIdsOf('Negozio Riga Larga')).toEqual(['W1', 'W2', 'W3']);
  });

  test('wide rows are written in batches by their size, not only by their count', async () => {
    // Rows of about 1 MB (a wide column the mapping leaves out): a batch is written by its 9th.
    const extra = Array.from({ length: 15 }, (_, index) => `extra${index}`);
    const wide = Array.from({ length: 15 }, () => 'z'.repeat(65_000)).join(';');
    const rows = goodRows('L', 12).map((row) => `${row};${wide}`);
    const file = path.join(folder, 'larghe.csv');
    writeFileSync(file, [[HEADER, ...extra].join(';'), ...rows].join('\n'));
    // A job told to stop stops at the first batch's end: here after 9 rows, not after 1,000.
    const stopped = new AbortController();
    stopped.abort();
    const { result, run } = await runOf(file, 'Negozio Righe Larghe', stopped.signal);
    expect(result).toEqual({ cancelled: true });
    expect(run.rowsRead).toBe(0);
    // The same 12 rows, narrow: no batch ends before the file does, the run completes.
    const narrow = path.join(folder, 'strette.csv');
    writeFileSync(narrow, [HEADER, ...goodRows('N', 12)].join('\n'));
    const control = await runOf(narrow, 'Negozio Righe Strette', stopped.signal);
    expect(control.run).toMatchObject({ status: 'completed', rowsRead: 12 });
  });

  test('a small gzip that inflates past the cap on its text stops when the cap is reached', async () => {
    const file = path.join(folder, 'bomb.csv.gz');
    const rows = goodRows('G', 60_000).join('\n');
    writeFileSync(file, gzipSync(`${HEADER}\n${rows}\n`));
    const progress = { bytes: 0 };
    let read = 0;
    const maxTextBytes = 1024 * 1024;
    const error = await (async () => {
      for await (const _record of readImportRecords(file, { progress, limits: { maxTextBytes } })) read += 1;
    })().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ImportFileError);
    expect((error as ImportFileError).message).toBe(
      'Importazione interrotta: il testo del file, decompresso, supera i 1 MB.',
    );
    // Every row before the cap was given; nothing much past it was inflated.
    expect(read).toBeGreaterThan(5000);
    expect(progress.bytes).toBeLessThanOrEqual(maxTextBytes + 65_536);
    // The real cap: five times the upload's 200 MB.
    expect(IMPORT_LIMITS.maxTextBytes).toBe(1000 * 1024 * 1024);
  });

  test('a gzip cut short stops the run in Italian after the rows it held', async () => {
    const whole = gzipSync(`${HEADER}\n${goodRows('T', 5000).join('\n')}\n`);
    const file = path.join(folder, 'troncato.csv.gz');
    writeFileSync(file, whole.subarray(0, Math.floor(whole.length / 2)));
    const { result, run } = await runOf(file, 'Negozio Troncato');
    expect(result).toMatchObject({ refused: true });
    expect(run.status).toBe('error');
    expect(run.errorMessage).toMatch(
      /^Importazione interrotta: il file compresso \(gzip\) è danneggiato o incompleto\. Le [\d.]+ righe precedenti/,
    );
    expect(run.rowsRead).toBeGreaterThan(1000);
    expect(run.rowsRead).toBeLessThan(5000);
  });

  test('a character split between two reads of the file stays whole', async () => {
    // The first read of a plain file is 64 KiB: put the boundary inside a two-byte 'è'.
    const name = 'è'.repeat(500);
    const rows = Array.from(
      { length: 70 },
      (_, index) => `E${index + 1};${name};10,00;https://shop.example/e`,
    );
    let text = Buffer.alloc(0);
    for (let pad = 0; pad < 100; pad += 1) {
      text = Buffer.from(`${HEADER}${'x'.repeat(pad)}\n${rows.join('\n')}\n`);
      if (text[65_536]! >= 0x80 && text[65_536]! <= 0xbf) break;
    }
    expect(text[65_536]! >= 0x80 && text[65_536]! <= 0xbf).toBe(true);
    const file = path.join(folder, 'accenti.csv');
    writeFileSync(file, text);
    const names: string[] = [];
    for await (const record of readImportRecords(file)) names.push(record.values.nome ?? '');
    expect(names).toHaveLength(rows.length);
    expect(names.every((value) => value === name)).toBe(true);
  });
});
