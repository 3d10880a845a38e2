import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { asyncHandler } from './async-handler.ts';

/*
 * Awin's Publisher API transactions list on loopback, for the cashback client's tests and the
 * browser journeys. Every item is built from the real example of Awin's docs kept in
 * tests/fixtures/awin/publisher-transactions.json (external-apis/awin/
 * publisher_api_transactions_example.json, re-indented by prettier, values unchanged: the wiki's
 * "API get transactions list" example, wrapped in an array, one missing comma restored),
 * deep-copied, then overridden.
 *
 *   const fake = await startFakeAwin();
 *   config.awin = { token: fake.token, publisherId: fake.publisherId, url: fake.url };
 *   // or, for the app under Playwright: AWIN_API_TOKEN / AWIN_PUBLISHER_ID / AWIN_API_URL.
 *   fake.add({ id: 1001, clickRefs: { clickRef: reference }, saleAmount: { amount: 80, currency: 'EUR' } });
 *   fake.set(1001, { commissionStatus: 'approved' });
 *
 * - GET /publishers/{publisherId}/transactions/?startDate&endDate&timezone=UTC[&dateType][&status]
 *   [&advertiserId]: the items whose transactionDate (validationDate with dateType=validation) lies
 *   in [startDate, endDate], both ends included, in the order they were added. Dates are
 *   yyyy-MM-ddThh:mm:ss; a range over 31 days, a missing or unreadable date, or a timezone other
 *   than UTC (the only one the fake knows) answers 400, as Awin refuses a bad request.
 * - Authorization `Bearer {token}` (or ?accessToken=, which Awin also accepts); otherwise 401.
 *   Another publisher id: 403 (the token's user has no access to that account).
 * - Knobs: add / set / fail (a status with an Awin-like error body, or a broken answer) / delay /
 *   reset; `requests` records every API request (path, query, Authorization header).
 * - For a journey whose browser runs in another process: POST /__fake/transactions with a JSON
 *   array of partial items adds them (answers the built items), POST /__fake/transactions/{id}
 *   with changes changes one (404 if unknown), POST /__fake/reset restores the start; GET
 *   /__fake/transactions lists what the fake holds.
 *
 * The error bodies ({"error": <reason phrase>, "description": <text>}) are our assumption: Awin's
 * docs list the statuses (400, 401, 403, 404, 429, 500) but show no error body; the one body seen in
 * public code is `{"description": "Unknown error! Please try again later!"}`.
 */

/** One item of Awin's transactions list, as the docs' example has it. */
export type AwinRawTransaction = {
  id: number;
  url: string;
  advertiserId: number;
  publisherId: number;
  siteName: string;
  commissionStatus: string;
  commissionAmount: { amount: number; currency: string };
  saleAmount: { amount: number; currency: string };
  clickRefs: Record<string, string | null> | null;
  clickDate: string;
  transactionDate: string;
  validationDate: string | null;
  type: string;
  declineReason: string | null;
  orderRef: string | null;
  [key: string]: unknown;
};

type DeepPartial<T> = T extends Date
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> | null }
    : T;

/**
 * What `add` and `set` take: any part of the raw item (nested objects are merged, null replaces);
 * the dates may also be Dates. Unknown keys go into the item as they are (e.g. to make it malformed).
 */
export type FakeAwinItem = Omit<DeepPartial<AwinRawTransaction>, 'transactionDate' | 'validationDate'> & {
  transactionDate?: string | Date;
  validationDate?: string | Date | null;
  [key: string]: unknown;
};

/** What the API does instead of answering normally, until `fail(null)`. */
export type FakeAwinFault = number | 'invalid-json' | 'not-a-list' | 'huge';

export type FakeAwinRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
};

export type FakeAwin = {
  /** The origin, http://127.0.0.1:{port}: AWIN_API_URL. */
  url: string;
  token: string;
  publisherId: string;
  /** Builds a full item from the example with these changes, keeps it and returns it. */
  add: (item?: FakeAwinItem) => AwinRawTransaction;
  /** Changes a kept item (e.g. pending → approved); a new status sets validationDate to now if unset. */
  set: (id: number | string, changes: FakeAwinItem) => AwinRawTransaction;
  /** The items the fake holds, in order. */
  transactions: () => AwinRawTransaction[];
  /** Every API request answers this status with an Awin-like body, or a broken answer (null: normal). */
  fail: (fault: FakeAwinFault | null) => void;
  /** Every API answer waits this long (0: none). */
  delay: (ms: number) => void;
  /** No items, no faults, no delay, no requests recorded. */
  reset: () => void;
  requests: FakeAwinRequest[];
  close: () => Promise<void>;
};

export const FAKE_AWIN_TOKEN = 'provato-fake-awin-token';
export const FAKE_AWIN_PUBLISHER_ID = '189069';

const fixture = path.resolve(import.meta.dirname, '../fixtures/awin/publisher-transactions.json');
/** The docs' example item. */
export const AWIN_EXAMPLE_TRANSACTION = (
  JSON.parse(readFileSync(fixture, 'utf8')) as AwinRawTransaction[]
)[0]!;

const errorBody = (status: number, description: string) => ({
  error:
    {
      400: 'Bad Request',
      401: 'Unauthorized',
      403: 'Forbidden',
      404: 'Not Found',
      429: 'Too Many Requests',
      500: 'Internal Server Error',
      503: 'Service Unavailable',
    }[status] ?? 'Error',
  description,
});

/** Awin-like error bodies per status (our assumption, see above). */
export const AWIN_ERRORS: Record<number, Record<string, unknown>> = {
  400: errorBody(400, 'Bad request'),
  401: errorBody(401, 'Invalid access token'),
  403: errorBody(403, 'User has no access to this publisher account'),
  404: errorBody(404, 'Not found'),
  429: errorBody(429, 'Too many requests, please try again later'),
  500: errorBody(500, 'Unknown error! Please try again later!'),
  503: errorBody(503, 'Service unavailable, please try again later'),
};

const MAX_RANGE_MS = 31 * 86_400_000;

/** Awin's date format: yyyy-MM-ddThh:mm:ss (UTC here). */
export const awinDate = (date: Date) => date.toISOString().slice(0, 19);

/** A query date: yyyy-MM-ddThh:mm:ss, or with a Z / offset; null if unreadable. */
function queryDate(value: string | null): number | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/.test(value))
    return null;
  const time = Date.parse(/[Zz]|[+-]\d{2}:?\d{2}$/.test(value) ? value : `${value}Z`);
  return Number.isNaN(time) ? null : time;
}

/** An item's date (Awin's zone-less format, UTC). */
const itemDate = (value: unknown) =>
  typeof value === 'string' ? Date.parse(/Z|[+-]\d{2}:?\d{2}$/.test(value) ? value : `${value}Z`) : NaN;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `changes` merged into `target` (a copy): nested objects merged, arrays and null replace. */
function merge(target: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  const result = structuredClone(target);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    const normalized = value instanceof Date ? awinDate(value) : value;
    result[key] =
      isRecord(normalized) && isRecord(result[key])
        ? merge(result[key], normalized)
        : structuredClone(normalized);
  }
  return result;
}

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
}

export async function startFakeAwin(
  options: { port?: number; token?: string; publisherId?: string } = {},
): Promise<FakeAwin> {
  const token = options.token ?? FAKE_AWIN_TOKEN;
  const publisherId = options.publisherId ?? FAKE_AWIN_PUBLISHER_ID;

  let items: AwinRawTransaction[] = [];
  let fault: FakeAwinFault | null = null;
  let delayMs = 0;
  let nextId = AWIN_EXAMPLE_TRANSACTION.id + 1;
  const requests: FakeAwinRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const add = (changes: FakeAwinItem = {}): AwinRawTransaction => {
    // The example's 2017 dates would fall outside any recent range: now, to the minute, unless given.
    const now = new Date();
    now.setUTCSeconds(0, 0);
    const given = changes.transactionDate;
    const transactionTime =
      given === undefined ? now.getTime() : given instanceof Date ? given.getTime() : itemDate(given);
    const base = merge(AWIN_EXAMPLE_TRANSACTION, {
      id: nextId,
      publisherId: Number(publisherId),
      ...(Number.isNaN(transactionTime)
        ? {}
        : {
            transactionDate: awinDate(new Date(transactionTime)),
            clickDate: awinDate(new Date(transactionTime - 3_600_000)),
          }),
    });
    const item = merge(base, changes as Record<string, unknown>) as AwinRawTransaction;
    if (typeof item.id === 'number' && item.id >= nextId) nextId = item.id + 1;
    items = items.filter((existing) => String(existing.id) !== String(item.id));
    items.push(item);
    return structuredClone(item);
  };

  const set = (id: number | string, changes: FakeAwinItem): AwinRawTransaction => {
    const index = items.findIndex((item) => String(item.id) === String(id));
    if (index === -1) throw new Error(`fake Awin: no transaction ${id}`);
    const before = items[index]!;
    const next = merge(before, changes as Record<string, unknown>) as AwinRawTransaction;
    if (
      changes.commissionStatus !== undefined &&
      changes.commissionStatus !== before.commissionStatus &&
      changes.validationDate === undefined &&
      !next.validationDate
    ) {
      const now = new Date();
      now.setUTCSeconds(0, 0);
      next.validationDate = awinDate(now);
    }
    items[index] = next;
    return structuredClone(next);
  };

  const reset = () => {
    items = [];
    fault = null;
    delayMs = 0;
    nextId = AWIN_EXAMPLE_TRANSACTION.id + 1;
    requests.length = 0;
  };

  const listTransactions = (url: URL, send: (status: number, body: unknown) => void) => {
    const start = queryDate(url.searchParams.get('startDate'));
    const end = queryDate(url.searchParams.get('endDate'));
    const timezone = url.searchParams.get('timezone') ?? 'UTC';
    const dateType = url.searchParams.get('dateType') ?? 'transaction';
    if (start === null || end === null)
      return send(400, errorBody(400, 'startDate and endDate are required, format yyyy-MM-ddThh:mm:ss'));
    if (timezone !== 'UTC') return send(400, errorBody(400, `Unsupported timezone ${timezone}`));
    if (!['transaction', 'validation'].includes(dateType))
      return send(400, errorBody(400, `Invalid dateType ${dateType}`));
    if (end < start) return send(400, errorBody(400, 'endDate must be after startDate'));
    if (end - start > MAX_RANGE_MS)
      return send(400, errorBody(400, 'The date range must not be longer than 31 days'));
    const status = url.searchParams.get('status');
    const advertiserId = url.searchParams.get('advertiserId');
    send(
      200,
      items.filter((item) => {
        const time = itemDate(dateType === 'validation' ? item.validationDate : item.transactionDate);
        return (
          time >= start &&
          time <= end &&
          (!status || item.commissionStatus === status) &&
          (!advertiserId || String(item.advertiserId) === advertiserId)
        );
      }),
    );
  };

  const handleRequest = async (request: IncomingMessage, response: ServerResponse) => {
    const raw = await readBody(request);
    const send = (status: number, body: unknown) => {
      if (response.destroyed) return;
      response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(typeof body === 'string' ? body : body === null ? '' : JSON.stringify(body));
    };
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');

    if (url.pathname.startsWith('/__fake/')) {
      try {
        if (request.method === 'POST' && url.pathname === '/__fake/reset') {
          reset();
          return send(204, null);
        }
        if (request.method === 'GET' && url.pathname === '/__fake/transactions') return send(200, items);
        if (request.method === 'POST' && url.pathname === '/__fake/transactions') {
          const body = JSON.parse(raw || '[]') as unknown;
          const list = Array.isArray(body) ? body : [body];
          return send(
            201,
            list.map((item) => add(item as FakeAwinItem)),
          );
        }
        const one = /^\/__fake\/transactions\/([^/]+)$/.exec(url.pathname);
        if (request.method === 'POST' && one) {
          const id = decodeURIComponent(one[1]!);
          if (!items.some((item) => String(item.id) === id))
            return send(404, errorBody(404, `No transaction ${id}`));
          return send(200, set(id, JSON.parse(raw || '{}') as FakeAwinItem));
        }
        return send(404, errorBody(404, 'Not found'));
      } catch (error) {
        return send(400, errorBody(400, (error as Error).message));
      }
    }

    const match = /^\/publishers\/([^/]+)\/transactions\/?$/.exec(url.pathname);
    if (!match || request.method !== 'GET') return send(404, AWIN_ERRORS[404]);
    requests.push({
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: request.headers.authorization,
    });

    const answer = () => {
      if (typeof fault === 'number') return send(fault, AWIN_ERRORS[fault] ?? null);
      if (fault === 'invalid-json') return send(200, '[{"id": 259630313, "commissionStatus": "pend');
      if (fault === 'not-a-list') return send(200, { transactions: [] });
      if (fault === 'huge') return send(200, `[{"padding":"${'x'.repeat(3 * 1024 * 1024)}"}]`);
      const bearer = request.headers.authorization;
      const queryToken = url.searchParams.get('accessToken');
      if (bearer !== `Bearer ${token}` && queryToken !== token) return send(401, AWIN_ERRORS[401]);
      if (decodeURIComponent(match[1]!) !== publisherId) return send(403, AWIN_ERRORS[403]);
      listTransactions(url, send);
    };
    if (delayMs > 0) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        answer();
      }, delayMs);
      timers.add(timer);
      return;
    }
    answer();
  };
  const server: Server = createServer(asyncHandler(handleRequest));

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    token,
    publisherId,
    add,
    set,
    transactions: () => structuredClone(items),
    fail: (next) => {
      fault = next;
    },
    delay: (ms) => {
      delayMs = Math.max(0, ms);
    },
    reset,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
