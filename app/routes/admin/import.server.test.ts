import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseHandle, db, queryRows } from '#app/lib/db.server.ts';
import { startJobs, stopJobs } from '#app/lib/jobs.server.ts';
import { importJob } from '#app/modules/imports/run-import.server.ts';
import { priceAlertsJob } from '#app/modules/price-alerts/check-price-alerts.server.ts';
import type { AdminAnswer } from '#app/ui/admin/use-admin-action.ts';
import { importRuns, merchants, offers } from '#db/schema/index.ts';
import { createProduct, createUser } from '#tests/support/factories.ts';
import { asViewer, formRequest, routeContext, runRoute } from '#tests/support/route.ts';
import { loader as errorsLoader } from './import-errors.ts';
import { action, loader } from './import.tsx';

/*
 * Importazione Intelligente through its route, as the page drives it: upload (multipart, streamed),
 * preview and proposed mapping, start with the admin's mapping, the job's result, the errors CSV.
 */

let who: ReturnType<typeof asViewer>;
beforeAll(async () => {
  who = asViewer(await createUser({ role: 'admin' }), true);
  await startJobs(databaseHandle(), {
    jobs: [importJob as never, priceAlertsJob as never],
    work: true,
    pollingIntervalSeconds: 0.5,
  });
  await createProduct({ name: 'Fotocamera Lumix S5 II', brandName: 'Panasonic', ean: '5025232930161' });
});
afterAll(() => stopJobs());

const CSV = [
  'SKU;Nome;Prezzo;URL;EAN',
  'L-1;Panasonic Lumix S5 II corpo;1.799,00;https://foto.example/l1;5025232930161',
  'L-2;Treppiede in carbonio;149,90;https://foto.example/l2;',
  'L-3;Borsa fotografica;;https://foto.example/l3;',
].join('\r\n');

function upload(file: Blob | string | null, name = 'listino.csv', extra: Record<string, string> = {}) {
  const body = new FormData();
  for (const [key, value] of Object.entries(extra)) body.append(key, value);
  if (file !== null) body.append('file', typeof file === 'string' ? new Blob([file]) : file, name);
  return runRoute<{ sourceError?: string }>(action as never, {
    request: new Request('http://localhost:3000/admin/import?upload', { method: 'POST', body }),
    context: routeContext({ viewer: who }),
  });
}

const page = (query = '') =>
  runRoute<Awaited<ReturnType<typeof loader>>>(loader as never, {
    request: new Request(`http://localhost:3000/admin/import${query}`),
    context: routeContext({ viewer: who }),
  });

const command = (fields: Record<string, string | undefined>) =>
  runRoute<AdminAnswer>(action as never, {
    request: formRequest('/admin/import', fields),
    context: routeContext({ viewer: who }),
  });

const runCount = () => db.$count(importRuns);

describe('/admin/import', () => {
  test('upload, preview, mapping, start, result and the errors CSV', async () => {
    const uploaded = await upload(`\uFEFF${CSV}`);
    expect(uploaded.status).toBe(302);
    const runId = new URL(uploaded.headers.get('Location')!, 'http://x').searchParams.get('run')!;

    const prepared = (await page(`?run=${runId}`)).data!;
    expect(prepared.run).toMatchObject({
      status: 'idle',
      started: false,
      sourceName: 'listino.csv',
      mapping: { externalId: 'SKU', name: 'Nome', price: 'Prezzo', affiliateUrl: 'URL', ean: 'EAN' },
      preview: {
        headers: ['SKU', 'Nome', 'Prezzo', 'URL', 'EAN'],
        rows: [
          ['L-1', 'Panasonic Lumix S5 II corpo', '1.799,00', 'https://foto.example/l1', '5025232930161'],
          ['L-2', 'Treppiede in carbonio', '149,90', 'https://foto.example/l2', ''],
          ['L-3', 'Borsa fotografica', '', 'https://foto.example/l3', ''],
        ],
      },
    });

    // Without a shop (no column, no fixed name) nothing starts.
    const incomplete = await command({
      intent: 'start',
      runId,
      'column.externalId': 'SKU',
      'column.name': 'Nome',
      'column.price': 'Prezzo',
      'column.affiliateUrl': 'URL',
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.data?.toast.message).toBe('Colonne da abbinare: Negozio');
    expect((await page(`?run=${runId}`)).data!.run).toMatchObject({ started: false, status: 'idle' });

    const started = await command({
      intent: 'start',
      runId,
      'column.externalId': 'SKU',
      'column.name': 'Nome',
      'column.price': 'Prezzo',
      'column.affiliateUrl': 'URL',
      'column.ean': 'EAN',
      merchantName: 'Foto Negozio',
    });
    expect(started.data).toMatchObject({ ok: true, toast: { message: 'Importazione avviata' } });
    const twice = await command({ intent: 'start', runId, 'column.name': 'Nome', merchantName: 'X' });
    expect(twice.status).toBe(400);

    await expect
      .poll(async () => (await page(`?run=${runId}`)).data!.run?.status, { timeout: 30_000 })
      .toBe('completed');
    const done = (await page(`?run=${runId}`)).data!.run!;
    expect(done).toMatchObject({ rowsRead: 3, offersCreated: 2, matched: 1, unmatched: 1, errorCount: 1 });
    expect(done.errors).toEqual([
      { row: 4, message: 'Prezzo non valido: usa un numero come 199,90 o 199.90' },
    ]);
    expect(done.matches).toEqual([
      {
        offerName: 'Panasonic Lumix S5 II corpo',
        productName: 'Fotocamera Lumix S5 II',
        method: 'ean',
        confidence: 1,
      },
    ]);
    expect((await page()).data!.history.runs[0]).toMatchObject({ id: runId, status: 'completed' });

    const csv = await runRoute(errorsLoader as never, {
      request: new Request(`http://localhost:3000/admin/import/${runId}/errors`),
      context: routeContext({ viewer: who }),
      params: { runId },
    });
    expect(csv.status).toBe(200);
    const response = (await errorsLoader({
      request: new Request(`http://localhost:3000/admin/import/${runId}/errors`),
      context: routeContext({ viewer: who }),
      params: { runId },
    } as never)) as Response;
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())).toBe(
      '\uFEFFRiga;Errore\r\n4;Prezzo non valido: usa un numero come 199,90 o 199.90\r\n',
    );

    const cancelled = await command({ intent: 'cancel', runId });
    expect(cancelled.status).toBe(409);
    expect(cancelled.data?.toast.message).toBe('Questa importazione è già terminata');
  });

  test('the next import of the same source starts from its last mapping, shop and feed choice', async () => {
    const first = await upload(CSV, 'Listino-Settimanale.csv');
    const firstId = new URL(first.headers.get('Location')!, 'http://x').searchParams.get('run')!;
    expect((await page(`?run=${firstId}`)).data!.run).toMatchObject({
      presetApplied: false,
      merchantName: null,
    });
    const started = await command({
      intent: 'start',
      runId: firstId,
      'column.externalId': 'SKU',
      'column.name': 'Nome',
      'column.price': 'Prezzo',
      'column.affiliateUrl': 'URL',
      merchantName: 'Negozio del Lunedì',
      completeFeed: 'on',
    });
    expect(started.data).toMatchObject({ ok: true });

    // Same source (its name in any case): the admin's choices, EAN left out as they left it.
    const again = await upload(CSV, 'listino-settimanale.csv');
    const againId = new URL(again.headers.get('Location')!, 'http://x').searchParams.get('run')!;
    expect((await page(`?run=${againId}`)).data!.run).toMatchObject({
      presetApplied: true,
      merchantName: 'Negozio del Lunedì',
      completeFeed: true,
      mapping: { externalId: 'SKU', name: 'Nome', price: 'Prezzo', affiliateUrl: 'URL' },
    });
    expect((await page(`?run=${againId}`)).data!.run!.mapping).not.toHaveProperty('ean');

    // The same name with other columns: the saved mapping no longer fits, a new one is proposed.
    const changed = await upload(
      'codice;nome;prezzo;link\nA;B;1,00;https://x.example/a',
      'listino-settimanale.csv',
    );
    const changedId = new URL(changed.headers.get('Location')!, 'http://x').searchParams.get('run')!;
    expect((await page(`?run=${changedId}`)).data!.run).toMatchObject({
      presetApplied: false,
      merchantName: null,
      mapping: { externalId: 'codice', name: 'nome', price: 'prezzo', affiliateUrl: 'link' },
    });
  });

  test('bad uploads are refused in Italian and leave no run behind', async () => {
    const before = await runCount();
    for (const [file, name, message] of [
      [null, 'x.csv', 'Scegli un file CSV da importare'],
      ['', 'vuoto.csv', 'Scegli un file CSV da importare'],
      [
        'una sola colonna\nriga',
        'singola.csv',
        'Il file non sembra un CSV: serve una riga di intestazione con i nomi delle colonne',
      ],
      [
        new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3])]),
        'foto.png',
        'Il file non sembra un CSV: serve una riga di intestazione con i nomi delle colonne',
      ],
    ] as const) {
      const refused = await upload(file, name);
      expect(refused.status, name).toBe(400);
      expect(refused.data?.sourceError, name).toBe(message);
    }
    const huge = await upload('a;b\n1;2', 'x.csv', { note: 'x'.repeat(70 * 1024) });
    expect(huge.status).toBe(413);
    const notMultipart = await runRoute<{ sourceError?: string }>(action as never, {
      request: new Request('http://localhost:3000/admin/import?upload', {
        method: 'POST',
        headers: { 'Content-Type': 'text/csv' },
        body: CSV,
      }),
      context: routeContext({ viewer: who }),
    });
    expect(notMultipart.status).toBe(400);
    expect(await runCount()).toBe(before);
  });

  test('unknown or malformed runs are a 404; commands on them change nothing', async () => {
    expect((await page('?run=not-a-uuid')).status).toBe(404);
    expect((await page('?run=00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const unknown = await command({ intent: 'cancel', runId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    expect(unknown.data?.toast.message).toBe('Importazione non trovata');
    const bad = await command({ intent: 'start', runId: 'x' });
    expect(bad.status).toBe(400);
    const [shops] = await queryRows<{ n: number }>(sql`select count(*)::int as n from ${merchants}`);
    const [listed] = await queryRows<{ n: number }>(sql`select count(*)::int as n from ${offers}`);
    expect(shops!.n).toBeGreaterThan(0);
    expect(listed!.n).toBeGreaterThan(0);
    expect(await db.select().from(importRuns).where(eq(importRuns.sourceName, 'x'))).toEqual([]);
  });
});

describe('/admin/import?fetch: an offers URL or an affiliate feed', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const feed = readFileSync(path.resolve('samples/import/feed-awin.csv.gz'));
    server = createServer((request, response) => {
      if (request.url === '/feed.csv.gz')
        response.writeHead(200, { 'Content-Type': 'application/gzip' }).end(feed);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const fetchSource = (fields: Record<string, string>) =>
    runRoute<{ sourceError?: string }>(action as never, {
      request: new Request('http://localhost:3000/admin/import?fetch', {
        method: 'POST',
        body: new URLSearchParams(fields),
      }),
      context: routeContext({ viewer: who }),
    });

  test('the Awin sample feed, downloaded by the server, mapped by itself and imported', async () => {
    const fetched = await fetchSource({ kind: 'feed', url: `${base}/feed.csv.gz` });
    expect(fetched.status).toBe(302);
    const runId = new URL(fetched.headers.get('Location')!, 'http://x').searchParams.get('run')!;
    const prepared = (await page(`?run=${runId}`)).data!.run!;
    expect(prepared).toMatchObject({ kind: 'feed', sourceName: `${base}/feed.csv.gz`, status: 'idle' });
    expect(prepared.mapping).toMatchObject({
      externalId: 'aw_product_id',
      name: 'product_name',
      price: 'search_price',
      affiliateUrl: 'aw_deep_link',
      merchantName: 'merchant_name',
      ean: 'ean',
    });
    expect(prepared.preview?.rows).toHaveLength(5);
    const started = await command({
      intent: 'start',
      runId,
      ...Object.fromEntries(
        Object.entries(prepared.mapping).map(([field, column]) => [`column.${field}`, column!]),
      ),
    });
    expect(started.data).toMatchObject({ ok: true });
    await expect
      .poll(async () => (await page(`?run=${runId}`)).data!.run?.status, { timeout: 30_000 })
      .toBe('completed');
    expect((await page(`?run=${runId}`)).data!.run).toMatchObject({
      rowsRead: 60,
      offersCreated: 60,
      errorCount: 0,
    });
    const shops = await queryRows<{ name: string }>(
      sql`select distinct m.name from ${offers} o join ${merchants} m on m.id = o.merchant_id
          where o.last_import_run_id = ${runId}::uuid order by m.name`,
    );
    expect(shops.map((shop) => shop.name)).toEqual(['Mondo Digitale', 'TecnoCasa Store']);
  });

  test('a bad address, an empty one, a missing file: refused in Italian, no run', async () => {
    const before = await runCount();
    for (const [fields, message] of [
      [
        { kind: 'url', url: 'ftp://example.com/listino.csv' },
        'Indirizzo non valido: usa un URL che inizia con https:// o http://',
      ],
      [{ kind: 'url', url: '   ' }, 'Inserisci l’indirizzo da scaricare'],
      [
        { kind: 'feed', url: `${base}/manca.csv` },
        'Impossibile scaricare il file: il server ha risposto 404',
      ],
      [{ kind: 'altro', url: `${base}/feed.csv.gz` }, 'Azione non valida'],
    ] as const) {
      const refused = await fetchSource(fields);
      expect(refused.status, fields.url).toBe(400);
      expect(refused.data?.sourceError, fields.url).toBe(message);
    }
    expect(await runCount()).toBe(before);
  });
});
