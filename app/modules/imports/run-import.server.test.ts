import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AppError } from '#app/lib/app-error.ts';
import { databaseHandle, db, queryRows } from '#app/lib/db.server.ts';
import { startJobs, stopJobs } from '#app/lib/jobs.server.ts';
import { importRunErrors, importRuns, merchants, offers, priceHistory, products } from '#db/schema/index.ts';
import { createImportRun as makeImportRun, createProduct, createUser } from '#tests/support/factories.ts';
import { type ImportMapping, proposeMapping } from './import-format.ts';
import { cancelImportRun, createImportRun, importJob, runImport } from './run-import.server.ts';
import { priceAlertsJob } from '#app/modules/price-alerts/check-price-alerts.server.ts';

/*
 * Imports end to end on a real database: a file on disk, the run created by an admin, the job
 * taken by the runner, offers and products in the catalogue. Files are written the way shops and
 * spreadsheets write them: BOM, ';', CRLF, quoted cells with separators and line breaks.
 */

const folder = mkdtempSync(path.join(tmpdir(), 'provato-import-'));
let admin: { id: string; isAdmin: true };

beforeAll(async () => {
  admin = { id: (await createUser({ role: 'admin' })).id, isAdmin: true };
  await startJobs(databaseHandle(), {
    jobs: [importJob as never, priceAlertsJob as never],
    work: true,
    pollingIntervalSeconds: 0.5,
  });
  await createProduct({ name: 'Samsung Galaxy S24 Ultra 256GB', brandName: 'Samsung', ean: '8806095467948' });
  await createProduct({ name: 'Sony WH-1000XM5 Cuffie wireless', brandName: 'Sony', mpn: 'WH1000XM5' });
  await createProduct({ name: 'Apple iPhone 15 128GB', brandName: 'Apple', asin: 'B0CHX1W1XY' });
  await createProduct({ name: 'Dyson V15 Detect Absolute aspirapolvere', brandName: 'Dyson' });
});

afterAll(async () => {
  await stopJobs();
});

const HEADER = 'codice;nome;prezzo;link;marca;ean;mpn;asin;disponibile;crea_prodotto';
const ROWS = [
  'A1;"Samsung Galaxy S24 Ultra; 256 GB, Titanio";1.299,00;https://shop.example/a1;Samsung;8806095467948;;;1;0',
  'A2;Sony WH1000XM5 nere;329,90;https://shop.example/a2;SONY;;wh1000xm5;;1;0',
  'A3;iPhone 15 128 GB;799.00;https://shop.example/a3;Apple;;;B0CHX1W1XY;si;0',
  'A4;Dyson V15 Detect Absolute;599,00;https://shop.example/a4;;;;;1;0',
  'A5;"Robot da cucina ""Bimby""\r\ncon due righe";899,00;https://shop.example/a5;Vorwerk;;;;1;1',
  'A6;Cavo USB-C;abc;https://shop.example/a6;;;;;1;0',
  'A7;;9,90;https://shop.example/a7;;;;;1;0',
  'A8;Mouse senza link;19,90;ftp://x;;;;;1;0',
  'A9;Tappetino generico;5,00;https://shop.example/a9;;;;;0;0',
];

let files = 0;
function csvFile(rows: string[], options: { gzip?: boolean } = {}): string {
  files += 1;
  const text = `\uFEFF${[HEADER, ...rows].join('\r\n')}\r\n`;
  const file = path.join(folder, `import-${files}.csv${options.gzip ? '.gz' : ''}`);
  writeFileSync(file, options.gzip ? gzipSync(text) : text);
  return file;
}

const MAPPING: ImportMapping = proposeMapping(HEADER.split(';'));

async function importAndWait(
  filePath: string,
  merchantName: string,
  options: { completeFeed?: boolean } = {},
) {
  const runId = await createImportRun({
    actor: admin,
    input: {
      kind: 'csv',
      sourceName: path.basename(filePath),
      filePath,
      mapping: MAPPING,
      merchantName,
      ...options,
    },
  });
  await expect
    .poll(async () => (await db.select().from(importRuns).where(eq(importRuns.id, runId)))[0]?.status, {
      timeout: 30_000,
      interval: 100,
    })
    .toBe('completed');
  const [run] = await db.select().from(importRuns).where(eq(importRuns.id, runId));
  return run!;
}

const offersOf = (merchantName: string) =>
  queryRows<{
    external_id: string;
    name: string;
    price: string;
    in_stock: boolean;
    match_method: string | null;
    match_confidence: string | null;
    product_name: string | null;
    product_status: string | null;
    is_approved: boolean;
  }>(sql`
    select o.external_id, o.name, o.price::text, o.in_stock, o.match_method, o.match_confidence::text,
           p.name as product_name, p.status::text as product_status, o.is_approved
    from ${offers} o join ${merchants} m on m.id = o.merchant_id
    left join ${products} p on p.id = o.product_id
    where m.name = ${merchantName} order by o.external_id`);

const errorsOf = (runId: string) =>
  db
    .select({ row: importRunErrors.row, message: importRunErrors.message })
    .from(importRunErrors)
    .where(eq(importRunErrors.runId, runId))
    .orderBy(importRunErrors.row);

describe('an import run', () => {
  test('the mapping proposed from the header finds every column of the file', () => {
    expect(MAPPING).toEqual({
      externalId: 'codice',
      name: 'nome',
      price: 'prezzo',
      affiliateUrl: 'link',
      brandName: 'marca',
      ean: 'ean',
      mpn: 'mpn',
      asin: 'asin',
      inStock: 'disponibile',
      createProduct: 'crea_prodotto',
    });
  });

  test('good rows land and are matched; bad rows are reported with their row numbers', async () => {
    const run = await importAndWait(csvFile(ROWS), 'Negozio Prova');
    expect(run).toMatchObject({
      rowsRead: 9,
      offersCreated: 6,
      offersUpdated: 0,
      productsCreated: 1,
      matched: 5,
      unmatched: 1,
      errorCount: 3,
    });
    expect(await errorsOf(run.id)).toEqual([
      { row: 7, message: 'Prezzo non valido: usa un numero come 199,90 o 199.90' },
      { row: 8, message: 'Manca il nome del prodotto' },
      { row: 9, message: 'Il link al negozio deve iniziare con https:// o http://' },
    ]);
    const landed = await offersOf('Negozio Prova');
    expect(landed.map((offer) => [offer.external_id, offer.match_method, offer.product_name])).toEqual([
      ['A1', 'ean', 'Samsung Galaxy S24 Ultra 256GB'],
      ['A2', 'model', 'Sony WH-1000XM5 Cuffie wireless'],
      ['A3', 'asin', 'Apple iPhone 15 128GB'],
      ['A4', 'name', 'Dyson V15 Detect Absolute aspirapolvere'],
      ['A5', 'created', 'Robot da cucina "Bimby"\r\ncon due righe'],
      ['A9', 'unmatched', null],
    ]);
    const [a1, , , a4, a5, a9] = landed;
    // The quoted cell kept its separator; Italian thousands and decimals were read.
    expect(a1).toMatchObject({ name: 'Samsung Galaxy S24 Ultra; 256 GB, Titanio', price: '1299.00' });
    expect(a1!.match_confidence).toBe('1.00');
    expect(a1!.is_approved).toBe(true);
    // A name match is a proposal: linked, with its confidence, not shown until approved.
    expect(Number(a4!.match_confidence)).toBeGreaterThanOrEqual(0.6);
    expect(Number(a4!.match_confidence)).toBeLessThan(1);
    expect(a4!.is_approved).toBe(false);
    expect(a5!.product_status).toBe('pending');
    expect(a9).toMatchObject({ in_stock: false, product_name: null });
    const [history] = await queryRows<{ rows: number }>(sql`
      select count(*)::int as rows from ${priceHistory} h join ${offers} o on o.id = h.offer_id
      join ${merchants} m on m.id = o.merchant_id where m.name = 'Negozio Prova'`);
    expect(history!.rows).toBe(6);
  });

  test('the same source again updates, never duplicates; a new price is history; a complete feed retires what it dropped', async () => {
    const rows = ROWS.filter((row) => !row.startsWith('A9;')).map((row) =>
      row.startsWith('A1;') ? row.replace('1.299,00', '1.199,00') : row,
    );
    await importAndWait(csvFile(ROWS), 'Negozio Ripetuto');
    await db.execute(sql`update ${offers} set in_stock = true
      where merchant_id = (select id from ${merchants} where name = 'Negozio Ripetuto')`);
    const before = await offersOf('Negozio Ripetuto');
    const [productsBefore] = await queryRows<{ n: number }>(sql`select count(*)::int as n from ${products}`);

    const again = await importAndWait(csvFile(rows, { gzip: true }), 'Negozio Ripetuto', {
      completeFeed: true,
    });
    expect(again).toMatchObject({
      rowsRead: 8,
      offersCreated: 0,
      offersUpdated: 5,
      productsCreated: 0,
      markedOutOfStock: 1,
    });
    const after = await offersOf('Negozio Ripetuto');
    expect(after.map((offer) => offer.external_id)).toEqual(before.map((offer) => offer.external_id));
    expect(after.find((offer) => offer.external_id === 'A1')?.price).toBe('1199.00');
    expect(after.find((offer) => offer.external_id === 'A9')?.in_stock).toBe(false);
    expect(after.find((offer) => offer.external_id === 'A2')?.in_stock).toBe(true);
    const [productsAfter] = await queryRows<{ n: number }>(sql`select count(*)::int as n from ${products}`);
    expect(productsAfter!.n).toBe(productsBefore!.n);
    const history = await queryRows<{ external_id: string; price: string }>(sql`
      select o.external_id, h.price::text from ${priceHistory} h join ${offers} o on o.id = h.offer_id
      join ${merchants} m on m.id = o.merchant_id
      where m.name = 'Negozio Ripetuto' and o.external_id = 'A1' order by h.recorded_at, h.price desc`);
    expect(history.map((entry) => entry.price)).toEqual(['1299.00', '1199.00']);
  });

  test("a feed's delivery cost lands with its offer: a fee, free (0) or unknown (empty)", async () => {
    files += 1;
    const file = path.join(folder, `delivery-${files}.csv`);
    writeFileSync(
      file,
      [
        'codice;nome;prezzo;spedizione;link',
        'D1;Cuffie con spedizione;29,90;4,90;https://shop.example/d1',
        'D2;Cuffie spedite gratis;129,90;0;https://shop.example/d2',
        'D3;Cuffie senza dati;49,90;;https://shop.example/d3',
        'D4;Cuffie a spedizione strana;49,90;gratis;https://shop.example/d4',
      ].join('\n'),
    );
    const mapping = proposeMapping(['codice', 'nome', 'prezzo', 'spedizione', 'link']);
    expect(mapping.deliveryCost).toBe('spedizione');
    const runId = await createImportRun({
      actor: admin,
      input: {
        kind: 'csv',
        sourceName: 'delivery.csv',
        filePath: file,
        mapping,
        merchantName: 'Negozio Spedizioni',
      },
    });
    await expect
      .poll(async () => (await db.select().from(importRuns).where(eq(importRuns.id, runId)))[0]?.status, {
        timeout: 30_000,
        interval: 100,
      })
      .toBe('completed');
    const landed = await queryRows<{ external_id: string; delivery_cost: string | null }>(sql`
      select o.external_id, o.delivery_cost::text from ${offers} o join ${merchants} m on m.id = o.merchant_id
      where m.name = 'Negozio Spedizioni' order by o.external_id`);
    expect(landed).toEqual([
      { external_id: 'D1', delivery_cost: '4.90' },
      { external_id: 'D2', delivery_cost: '0.00' },
      { external_id: 'D3', delivery_cost: null },
    ]);
    expect(await errorsOf(runId)).toEqual([
      { row: 5, message: 'Costo di spedizione non valido: usa un numero come 4,90 (0 se gratuita)' },
    ]);
  });

  test('a run cut off after its first rows resumes after them and ends the same', async () => {
    const file = csvFile(ROWS);
    // As a crash leaves it: the first four rows written (a whole batch), the job still to run.
    const run = await makeImportRun({
      kind: 'csv',
      sourceName: 'ripresa.csv',
      filePath: file,
      mapping: MAPPING,
      merchantName: 'Negozio Ripresa',
      status: 'processing',
      rowsRead: 4,
    });
    await runImport({ data: { runId: run.id }, signal: new AbortController().signal, attempt: 1 });
    const [finished] = await db.select().from(importRuns).where(eq(importRuns.id, run.id));
    expect(finished).toMatchObject({ status: 'completed', rowsRead: 9, offersCreated: 2, errorCount: 3 });
    expect((await offersOf('Negozio Ripresa')).map((offer) => offer.external_id)).toEqual(['A5', 'A9']);
    // Running the finished job again (a duplicate delivery) changes nothing.
    expect(
      await runImport({ data: { runId: run.id }, signal: new AbortController().signal, attempt: 2 }),
    ).toEqual({ skipped: true });
  });

  test('a mapping without the required columns is refused and nothing is queued', async () => {
    const error = await createImportRun({
      actor: admin,
      input: { kind: 'csv', sourceName: 'x.csv', filePath: csvFile(ROWS), mapping: { name: 'nome' } },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe(
      'Colonne da abbinare: Codice prodotto del negozio, Prezzo, Link al negozio, Negozio',
    );
    expect(await db.select().from(importRuns).where(eq(importRuns.sourceName, 'x.csv'))).toEqual([]);
  });

  test('only admins import or cancel', async () => {
    const person = { id: (await createUser()).id, isAdmin: false };
    const refused = await createImportRun({
      actor: person,
      input: {
        kind: 'csv',
        sourceName: 'y.csv',
        filePath: csvFile(ROWS),
        mapping: MAPPING,
        merchantName: 'X',
      },
    }).catch((caught: unknown) => caught);
    expect((refused as AppError).status).toBe(403);
    expect(await db.select().from(importRuns).where(eq(importRuns.sourceName, 'y.csv'))).toEqual([]);
  });

  test('a cancelled run stops and says so; cancelling it again is refused', async () => {
    const rows = Array.from(
      { length: 3000 },
      (_, index) => `C${index};Prodotto annullato ${index};10,00;https://shop.example/c${index};;;;;1;0`,
    );
    const runId = await createImportRun({
      actor: admin,
      input: {
        kind: 'csv',
        sourceName: 'lungo.csv',
        filePath: csvFile(rows),
        mapping: MAPPING,
        merchantName: 'Negozio Annullato',
      },
    });
    await cancelImportRun({ actor: admin, runId });
    const [run] = await db.select().from(importRuns).where(eq(importRuns.id, runId));
    expect(run!.status).toBe('cancelled');
    const error = await cancelImportRun({ actor: admin, runId }).catch((caught: unknown) => caught);
    expect((error as AppError).status).toBe(409);
    // Whatever was written is whole batches of 1,000, and the count says so.
    const [written] = await queryRows<{ n: number }>(sql`
      select count(*)::int as n from ${offers} o join ${merchants} m on m.id = o.merchant_id
      where m.name = 'Negozio Annullato'`);
    expect(written!.n % 1000).toBe(0);
    const [final] = await db
      .select()
      .from(importRuns)
      .where(and(eq(importRuns.id, runId), eq(importRuns.status, 'cancelled')));
    expect(final!.rowsRead).toBe(written!.n);
  });
});
