import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { AppError } from '#app/lib/app-error.ts';
import { getConfig } from '#app/lib/env.server.ts';
import {
  AWIN_MAX_FILE_TRANSACTIONS,
  AWIN_MESSAGES as M,
  fetchAwinTransactions,
  type NetworkTransaction,
  parseAwinTransactions,
  parseAwinTransactionsFile,
} from './awin-transactions.server.ts';
import { failure } from '#tests/support/app-error.ts';
import {
  AWIN_EXAMPLE_TRANSACTION,
  FAKE_AWIN_PUBLISHER_ID,
  FAKE_AWIN_TOKEN,
  type FakeAwin,
  startFakeAwin,
} from '#tests/support/fake-awin.ts';

/*
 * The Awin client against the docs' real example and a loopback Publisher API built from it
 * (tests/support/fake-awin.ts). No database is used: the file is a .server.test.ts because
 * getConfig() needs the integration environment.
 */

const config = getConfig();
const original = structuredClone(config.awin);
const exampleText = readFileSync(
  path.resolve(import.meta.dirname, '../../../tests/fixtures/awin/publisher-transactions.json'),
  'utf8',
);
const example = () => JSON.parse(exampleText) as Record<string, unknown>[];

const REF = '2b0f5a4e-6c1d-4f7e-9a3b-8d2c1e0f4a51';
const OTHER_REF = '7c9e2d1a-3b4f-4e5d-8a6b-1f0e9d8c7b62';
const utc = (text: string) => new Date(`${text}Z`);
/** One day of November 2026. */
const range = { from: utc('2026-11-01T00:00:00'), to: utc('2026-11-02T00:00:00') };

let fake: FakeAwin;
let closedPort: number;

beforeAll(async () => {
  fake = await startFakeAwin();
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  closedPort = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
});

afterAll(async () => {
  config.awin = original;
  await fake.close();
});

beforeEach(() => {
  fake.reset();
  config.awin = { token: FAKE_AWIN_TOKEN, publisherId: FAKE_AWIN_PUBLISHER_ID, url: fake.url };
});

describe('parseAwinTransactions', () => {
  test('the docs’ example, field by field', () => {
    const { transactions, skipped } = parseAwinTransactions(example());
    expect(skipped).toBe(0);
    expect(transactions).toEqual([
      {
        network: 'awin',
        networkId: '259630312',
        clickRef: '12345',
        status: 'pending',
        saleAmount: 55.96,
        commissionAmount: 5.59,
        currency: 'GBP',
        transactionDate: new Date('2017-02-20T22:04:00Z'),
        validationDate: null,
        declineReason: null,
        advertiserId: '7052',
        orderRef: '111222333444',
      } satisfies NetworkTransaction,
    ]);
  });

  test('normalizes: trimmed and capped clickref, case, ids as digits, dates with a zone', () => {
    const base = example()[0]!;
    const item = (changes: Record<string, unknown>) => ({ ...structuredClone(base), ...changes });
    const { transactions, skipped } = parseAwinTransactions([
      item({
        id: '0042',
        clickRefs: { clickRef: `  ${REF}  `, clickRef2: 'x' },
        commissionStatus: ' Approved ',
        saleAmount: { amount: '80.5', currency: 'eur' },
        commissionAmount: { amount: 4, currency: 'EUR' },
        transactionDate: '2026-11-05T10:15:00+01:00',
        validationDate: '2026-11-20T08:00:00',
        declineReason: '  ',
        advertiserId: null,
        orderRef: 98765,
      }),
      item({ id: 43, clickRefs: { clickRef: 'y'.repeat(150) } }),
      item({ id: 44, clickRefs: { clickRef: '   ' }, declineReason: ' Ordine annullato ' }),
      item({ id: 45, clickRefs: null, commissionStatus: 'declined' }),
      item({ id: 46, clickRefs: undefined, commissionStatus: 'deleted', validationDate: undefined }),
    ]);
    expect(skipped).toBe(0);
    expect(transactions[0]).toEqual({
      network: 'awin',
      networkId: '42',
      clickRef: REF,
      status: 'approved',
      saleAmount: 80.5,
      commissionAmount: 4,
      currency: 'EUR',
      transactionDate: new Date('2026-11-05T09:15:00Z'),
      validationDate: new Date('2026-11-20T08:00:00Z'),
      declineReason: null,
      advertiserId: null,
      orderRef: '98765',
    });
    expect(transactions[1]!.clickRef).toBe('y'.repeat(100));
    expect(transactions[2]).toMatchObject({ clickRef: null, declineReason: 'Ordine annullato' });
    expect(transactions[3]).toMatchObject({ networkId: '45', clickRef: null, status: 'declined' });
    expect(transactions[4]).toMatchObject({ networkId: '46', status: 'deleted', validationDate: null });
  });

  test('malformed items are skipped and counted', () => {
    const base = example()[0]!;
    const item = (changes: Record<string, unknown>) => ({ ...structuredClone(base), ...changes });
    const malformed = [
      null,
      'transazione',
      42,
      [],
      item({ id: undefined }),
      item({ id: 0 }),
      item({ id: -5 }),
      item({ id: 'abc' }),
      item({ id: 1.5 }),
      item({ commissionStatus: 'confirmed' }),
      item({ commissionStatus: undefined }),
      item({ saleAmount: undefined }),
      item({ saleAmount: { amount: 'molto', currency: 'GBP' } }),
      item({ saleAmount: { amount: null, currency: 'GBP' } }),
      item({ commissionAmount: { currency: 'GBP' } }),
      item({ saleAmount: { amount: 10, currency: 'euro' }, commissionAmount: { amount: 1 } }),
      item({ transactionDate: undefined }),
      item({ transactionDate: '20/02/2017 22:04' }),
      item({ transactionDate: '2017-02-30T25:04:00' }),
      item({ validationDate: 'ieri' }),
      item({ clickRefs: 'abc' }),
    ];
    const { transactions, skipped } = parseAwinTransactions([...malformed, base]);
    expect(skipped).toBe(malformed.length);
    expect(transactions.map((transaction) => transaction.networkId)).toEqual(['259630312']);
    // The commission's currency stands in when the sale has none.
    expect(parseAwinTransactions([item({ saleAmount: { amount: 10 } })]).transactions[0]!.currency).toBe(
      'GBP',
    );
  });

  test('anything but an array: AppError 400, "Il file non è un elenco di transazioni Awin valido"', () => {
    for (const value of [null, {}, 'x', 3, { transactions: [] }]) {
      let caught: unknown;
      try {
        parseAwinTransactions(value);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(AppError);
      expect(caught).toMatchObject({ status: 400, code: 'invalid_file', message: M.invalidFile });
    }
    expect(parseAwinTransactions([])).toEqual({ transactions: [], skipped: 0 });
  });
});

describe('parseAwinTransactionsFile (an uploaded JSON file)', () => {
  const refusal = (text: string) => {
    try {
      parseAwinTransactionsFile(text);
    } catch (error) {
      if (error instanceof AppError)
        return { status: error.status, code: error.code, message: error.message };
      throw error;
    }
    throw new Error('expected a refusal');
  };

  test('the docs’ example file, a BOM allowed; an empty list is empty', () => {
    expect(parseAwinTransactionsFile(exampleText)).toEqual(parseAwinTransactions(example()));
    expect(parseAwinTransactionsFile(`\uFEFF${exampleText}`).transactions).toHaveLength(1);
    expect(parseAwinTransactionsFile(' [] ')).toEqual({ transactions: [], skipped: 0 });
  });

  test('not JSON, not an array, or nothing readable: the Italian refusal', () => {
    const invalid = {
      status: 400,
      code: 'invalid_file',
      message: 'Il file non è un elenco di transazioni Awin valido',
    };
    expect(M.invalidFile).toBe(invalid.message);
    for (const text of [
      '',
      'id;stato;importo\n1;pending;10',
      exampleText.slice(0, 200),
      '{"transactions": []}',
      JSON.stringify(example()[0]),
      '"[]"',
      'null',
      '[{"id": 1}, {"nome": "Mario"}]',
    ])
      expect(refusal(text)).toEqual(invalid);
  });

  test('a readable file with some unreadable items: those are counted', () => {
    const text = JSON.stringify([...example(), { id: 'x' }, null]);
    expect(parseAwinTransactionsFile(text)).toMatchObject({
      skipped: 2,
      transactions: [{ networkId: '259630312' }],
    });
  });

  test(`more than ${AWIN_MAX_FILE_TRANSACTIONS} items: refused before reading them`, () => {
    const text = `[${Array.from({ length: AWIN_MAX_FILE_TRANSACTIONS + 1 }, () => '{}').join(',')}]`;
    expect(refusal(text)).toEqual({
      status: 400,
      code: 'too_many_rows',
      message: 'Il file contiene troppe transazioni: al massimo 20.000 per file',
    });
  });
});

describe('fetchAwinTransactions (GET /publishers/{id}/transactions/)', () => {
  test('the request: path, UTC dates without milliseconds, timezone, dateType, Bearer token', async () => {
    const inside = fake.add({
      id: 1001,
      clickRefs: { clickRef: REF },
      saleAmount: { amount: 80, currency: 'EUR' },
      commissionAmount: { amount: 4, currency: 'EUR' },
      transactionDate: '2026-11-05T10:15:00',
    });
    fake.add({ id: 1002, transactionDate: '2026-10-31T23:59:00' });
    fake.add({ id: 1003, transactionDate: '2026-11-10T00:01:00' });
    const first = fake.add({
      id: 1004,
      clickRefs: { clickRef: OTHER_REF },
      transactionDate: utc('2026-11-01T00:00:00'),
    });

    const transactions = await fetchAwinTransactions({
      from: new Date('2026-11-01T00:00:00.000Z'),
      to: new Date('2026-11-10T00:00:00.000Z'),
    });
    expect(fake.requests).toEqual([
      {
        method: 'GET',
        path: `/publishers/${FAKE_AWIN_PUBLISHER_ID}/transactions/`,
        query: {
          startDate: '2026-11-01T00:00:00',
          endDate: '2026-11-10T00:00:00',
          timezone: 'UTC',
          dateType: 'transaction',
        },
        authorization: `Bearer ${FAKE_AWIN_TOKEN}`,
      },
    ]);
    expect(transactions).toEqual([
      {
        network: 'awin',
        networkId: '1001',
        clickRef: REF,
        status: 'pending',
        saleAmount: 80,
        commissionAmount: 4,
        currency: 'EUR',
        transactionDate: new Date('2026-11-05T10:15:00Z'),
        validationDate: null,
        declineReason: null,
        advertiserId: String(AWIN_EXAMPLE_TRANSACTION.advertiserId),
        orderRef: inside.orderRef,
      },
      expect.objectContaining({ networkId: '1004', clickRef: OTHER_REF, currency: 'GBP', saleAmount: 55.96 }),
    ]);
    expect(first.transactionDate).toBe('2026-11-01T00:00:00');
  });

  test('dates with milliseconds are widened to whole seconds; the query is encoded as Awin documents', async () => {
    await fetchAwinTransactions({
      from: new Date('2026-11-01T08:30:15.750Z'),
      to: new Date('2026-11-02T08:30:15.250Z'),
    });
    expect(fake.requests[0]!.query).toMatchObject({
      startDate: '2026-11-01T08:30:15',
      endDate: '2026-11-02T08:30:16',
    });
    expect(fake.requests).toHaveLength(1);
  });

  test('a 70-day range: 3 windows of at most 31 days, each transaction once', async () => {
    const days = [0, 15, 31, 45, 62, 69.5];
    const start = Date.parse('2026-09-01T00:00:00Z');
    for (const [index, day] of days.entries())
      fake.add({ id: 2000 + index, transactionDate: new Date(start + day * 86_400_000) });
    fake.add({ id: 2100, transactionDate: new Date(start + 71 * 86_400_000) }); // after the range

    const transactions = await fetchAwinTransactions({
      from: new Date(start),
      to: new Date(start + 70 * 86_400_000),
    });
    expect(fake.requests.map((request) => [request.query.startDate, request.query.endDate])).toEqual([
      ['2026-09-01T00:00:00', '2026-10-02T00:00:00'],
      ['2026-10-02T00:00:00', '2026-11-02T00:00:00'],
      ['2026-11-02T00:00:00', '2026-11-10T00:00:00'],
    ]);
    // Day 31 lies on the boundary both windows include: Awin gives it twice, we keep it once.
    expect(transactions.map((transaction) => transaction.networkId)).toEqual([
      '2000',
      '2001',
      '2002',
      '2003',
      '2004',
      '2005',
    ]);
    expect(new Set(fake.requests.map((request) => request.authorization))).toEqual(
      new Set([`Bearer ${FAKE_AWIN_TOKEN}`]),
    );
  });

  test('a status changed at Awin comes back changed (pending → approved / declined)', async () => {
    const month = { from: utc('2026-11-01T00:00:00'), to: utc('2026-11-30T00:00:00') };
    fake.add({ id: 3001, clickRefs: { clickRef: REF }, transactionDate: '2026-11-03T12:00:00' });
    fake.add({ id: 3002, clickRefs: { clickRef: REF }, transactionDate: '2026-11-04T12:00:00' });
    expect((await fetchAwinTransactions(month)).map((transaction) => transaction.status)).toEqual([
      'pending',
      'pending',
    ]);
    fake.set(3001, { commissionStatus: 'approved', validationDate: '2026-12-01T09:00:00' });
    fake.set(3002, { commissionStatus: 'declined', declineReason: 'Reso' });
    const [approved, declined] = await fetchAwinTransactions(month);
    expect(approved).toMatchObject({ status: 'approved', validationDate: utc('2026-12-01T09:00:00') });
    expect(declined).toMatchObject({ status: 'declined', declineReason: 'Reso' });
    expect(declined!.validationDate).toBeInstanceOf(Date);
  });

  test('an answer over 2 MB: the window is asked again in halves', async () => {
    const start = Date.parse('2026-10-01T00:00:00Z');
    for (let index = 0; index < 2600; index += 1)
      fake.add({ id: 10_000 + index, transactionDate: new Date(start + index * 5 * 60_000) });
    const transactions = await fetchAwinTransactions({
      from: new Date(start),
      to: new Date(start + 10 * 86_400_000),
    });
    expect(transactions).toHaveLength(2600);
    expect(new Set(transactions.map((transaction) => transaction.networkId)).size).toBe(2600);
    expect(fake.requests.map((request) => [request.query.startDate, request.query.endDate])).toEqual([
      ['2026-10-01T00:00:00', '2026-10-11T00:00:00'],
      ['2026-10-01T00:00:00', '2026-10-06T00:00:00'],
      ['2026-10-06T00:00:00', '2026-10-11T00:00:00'],
    ]);
  });

  test('always too large, even in one-hour windows: "Troppe transazioni …", a bounded number of requests', async () => {
    fake.fail('huge');
    expect(
      await failure(
        fetchAwinTransactions({ from: utc('2026-11-01T00:00:00'), to: utc('2026-11-20T00:00:00') }),
      ),
    ).toEqual({
      status: 424,
      message: 'Troppe transazioni Awin in questo periodo: scegli un intervallo di date più breve',
    });
    expect(fake.requests.length).toBeLessThanOrEqual(30);
  });

  test('not configured: 409 "Configurazione mancante", nothing is sent', async () => {
    config.awin = undefined;
    await expect(fetchAwinTransactions(range)).rejects.toMatchObject({
      status: 409,
      code: 'not_configured',
      message: 'Configurazione mancante',
    });
    expect(fake.requests).toEqual([]);
  });

  test('a bad range: 400, nothing is sent', async () => {
    const refused = (from: Date, to: Date) => failure(fetchAwinTransactions({ from, to }));
    expect(await refused(utc('2026-11-02T00:00:00'), utc('2026-11-01T00:00:00'))).toEqual({
      status: 400,
      message: M.invalidRange,
    });
    expect(await refused(new Date('x'), utc('2026-11-01T00:00:00'))).toEqual({
      status: 400,
      message: M.invalidRange,
    });
    expect(await refused(utc('2025-01-01T00:00:00'), utc('2026-11-01T00:00:00'))).toEqual({
      status: 400,
      message: 'Intervallo di date troppo lungo: al massimo 366 giorni',
    });
    expect(fake.requests).toEqual([]);
  });

  test('Awin’s refusals: 424 with "Errore Awin: HTTP {status}: {its words}"', async () => {
    config.awin = { ...config.awin!, token: 'chiave-sbagliata' };
    expect(await failure(fetchAwinTransactions(range))).toEqual({
      status: 424,
      message: 'Errore Awin: HTTP 401: Invalid access token',
    });
    config.awin = { token: FAKE_AWIN_TOKEN, publisherId: '999999', url: fake.url };
    expect(await failure(fetchAwinTransactions(range))).toEqual({
      status: 424,
      message: 'Errore Awin: HTTP 403: User has no access to this publisher account',
    });
    config.awin = { token: FAKE_AWIN_TOKEN, publisherId: FAKE_AWIN_PUBLISHER_ID, url: fake.url };
    const cases: [number, string][] = [
      [400, 'Errore Awin: HTTP 400: Bad request'],
      [401, 'Errore Awin: HTTP 401: Invalid access token'],
      [500, 'Errore Awin: HTTP 500: Unknown error! Please try again later!'],
      [503, 'Errore Awin: HTTP 503: Service unavailable, please try again later'],
      [502, 'Errore Awin: HTTP 502: Bad Gateway'],
    ];
    for (const [status, message] of cases) {
      fake.fail(status);
      await expect(fetchAwinTransactions(range)).rejects.toMatchObject({
        status: 424,
        code: 'provider_failed',
        message,
      });
    }
  });

  test('429: the rate-limit message', async () => {
    fake.fail(429);
    expect(await failure(fetchAwinTransactions(range))).toEqual({
      status: 424,
      message: 'Awin ha ricevuto troppe richieste: riprova tra qualche minuto',
    });
  });

  test('no answer in time, or nobody listening: "Awin non risponde: riprova più tardi"', async () => {
    fake.delay(2_000);
    const started = Date.now();
    expect(await failure(fetchAwinTransactions({ ...range, timeoutMs: 200 }))).toEqual({
      status: 424,
      message: 'Awin non risponde: riprova più tardi',
    });
    expect(Date.now() - started).toBeLessThan(1_500);
    config.awin = { ...config.awin!, url: `http://127.0.0.1:${closedPort}` };
    expect(await failure(fetchAwinTransactions(range))).toEqual({ status: 424, message: M.unreachable });
  });

  test('an answer that is not JSON, or not a list: "risposta non valida"', async () => {
    fake.fail('invalid-json');
    expect(await failure(fetchAwinTransactions(range))).toEqual({
      status: 424,
      message: 'Awin ha inviato una risposta non valida: riprova più tardi',
    });
    fake.fail('not-a-list');
    expect(await failure(fetchAwinTransactions(range))).toEqual({ status: 424, message: M.invalidAnswer });
  });

  test('unreadable items in Awin’s answer are left out, the rest kept', async () => {
    fake.add({ id: 4001, transactionDate: '2026-11-01T10:00:00' });
    fake.add({ id: 4002, transactionDate: '2026-11-01T11:00:00', commissionStatus: 'sconosciuto' });
    fake.add({ id: 4003, transactionDate: '2026-11-01T12:00:00', saleAmount: null });
    const transactions = await fetchAwinTransactions(range);
    expect(transactions.map((transaction) => transaction.networkId)).toEqual(['4001']);
  });
});

describe('the fake’s controls for a browser journey in another process', () => {
  test('POST /__fake/transactions adds, POST /__fake/transactions/{id} changes, POST /__fake/reset empties', async () => {
    const post = (pathname: string, body?: unknown) =>
      fetch(`${fake.url}${pathname}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const added = await post('/__fake/transactions', [
      { id: 5001, clickRefs: { clickRef: REF }, transactionDate: '2026-11-01T09:00:00' },
      { id: 5002, clickRefs: { clickRef: OTHER_REF }, transactionDate: '2026-11-01T10:00:00' },
    ]);
    expect(added.status).toBe(201);
    expect(((await added.json()) as { id: number }[]).map((item) => item.id)).toEqual([5001, 5002]);

    const changed = await post('/__fake/transactions/5001', { commissionStatus: 'approved' });
    expect(changed.status).toBe(200);
    expect((await post('/__fake/transactions/9999', { commissionStatus: 'approved' })).status).toBe(404);

    const transactions = await fetchAwinTransactions(range);
    expect(transactions.map(({ networkId, status, clickRef }) => ({ networkId, status, clickRef }))).toEqual([
      { networkId: '5001', status: 'approved', clickRef: REF },
      { networkId: '5002', status: 'pending', clickRef: OTHER_REF },
    ]);
    expect(transactions[0]!.validationDate).toBeInstanceOf(Date);

    expect((await post('/__fake/reset')).status).toBe(204);
    expect(fake.transactions()).toEqual([]);
    expect(fake.requests).toEqual([]);
  });
});
