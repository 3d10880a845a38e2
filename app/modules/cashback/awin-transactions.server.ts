import { STATUS_CODES } from 'node:http';
import { AppError } from '#app/lib/app-error.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { logger } from '#app/lib/logger.server.ts';
import { providerFetch, ProviderUnreachableError } from '#app/lib/provider-fetch.server.ts';

/*
 * Awin's side of cashback (decision 020): the publisher's transactions, each carrying back the
 * `clickref` our tracking link gave it (our opaque id for the person), read either from the
 * Publisher API or from a JSON file an admin uploads (the same array, e.g. saved from the API).
 *
 *   GET {url}/publishers/{publisherId}/transactions/?startDate=yyyy-MM-ddThh:mm:ss&endDate=…
 *       &timezone=UTC&dateType=transaction        Authorization: Bearer {token}
 *
 * Awin answers one request for at most 31 days, with no pages: a longer range is asked window by
 * window, in turn (the API allows a few tens of calls a minute per user), and a transaction seen in
 * two windows (they share their boundary second) is kept once, in its last version. An answer over
 * providerFetch's 2 MB cap is asked again as two halves of its window, down to one hour.
 *
 * Refusals are AppErrors with a 4xx status, never 5xx: 409 'not_configured' without token or
 * publisher id, 424 'provider_failed' when Awin fails or answers something else, 400 for a bad
 * range or file. Awin's status and its own words are kept in the message (`Errore Awin: HTTP …`).
 */

export type NetworkTransaction = {
  network: 'awin';
  /** Awin's transaction id, as a string. */
  networkId: string;
  /** clickRefs.clickRef (the first of the six), trimmed, at most 100 characters; null if empty. */
  clickRef: string | null;
  status: 'pending' | 'approved' | 'declined' | 'deleted';
  /** saleAmount.amount */
  saleAmount: number;
  /** commissionAmount.amount */
  commissionAmount: number;
  /** saleAmount.currency (ISO 4217, upper case). */
  currency: string;
  transactionDate: Date;
  validationDate: Date | null;
  declineReason: string | null;
  advertiserId: string | null;
  orderRef: string | null;
};

export const AWIN_MESSAGES = {
  notConfigured: 'Configurazione mancante',
  httpError: (status: number, message: string) => `Errore Awin: HTTP ${status}: ${message}`,
  rateLimited: 'Awin ha ricevuto troppe richieste: riprova tra qualche minuto',
  unreachable: 'Awin non risponde: riprova più tardi',
  invalidAnswer: 'Awin ha inviato una risposta non valida: riprova più tardi',
  tooLarge: 'Troppe transazioni Awin in questo periodo: scegli un intervallo di date più breve',
  invalidFile: 'Il file non è un elenco di transazioni Awin valido',
  tooManyRows: (max: number) =>
    `Il file contiene troppe transazioni: al massimo ${max.toLocaleString('it-IT')} per file`,
  invalidRange: 'Intervallo di date non valido: la data iniziale deve precedere quella finale',
  rangeTooLong: (days: number) => `Intervallo di date troppo lungo: al massimo ${days} giorni`,
} as const;
const M = AWIN_MESSAGES;

/** Awin's limit for one transactions request. */
export const AWIN_MAX_WINDOW_DAYS = 31;
/** The longest range one fetch may cover (12 windows). */
export const AWIN_MAX_RANGE_DAYS = 366;
/** Transactions an uploaded file may hold. */
export const AWIN_MAX_FILE_TRANSACTIONS = 20_000;
/** Requests one fetch may send, halved windows included (Awin throttles per user and minute). */
const MAX_REQUESTS = 30;
/** A window is not halved below this: its answer is then really too large. */
const MIN_WINDOW_MS = 3_600_000;
const DAY_MS = 86_400_000;
const DEFAULT_TIMEOUT_MS = 10_000;
const CLICKREF_MAX = 100;
const STATUSES = new Set<NetworkTransaction['status']>(['pending', 'approved', 'declined', 'deleted']);

const providerFailed = (message: string) => new AppError('provider_failed', message);

// ---------------------------------------------------------------------------------------------
// Parsing: the API's array, item by item; what cannot be read is skipped and counted.

/**
 * Awin's transactions list (the Publisher API's array shape) as NetworkTransactions. An item that
 * lacks what we need (id, a known status, amounts, currency, transaction date) or holds something
 * unreadable is skipped and counted. Anything but an array: AppError 400 'invalid_file'.
 */
export function parseAwinTransactions(json: unknown): {
  transactions: NetworkTransaction[];
  skipped: number;
} {
  if (!Array.isArray(json)) throw new AppError('invalid_file', M.invalidFile);
  const transactions: NetworkTransaction[] = [];
  let skipped = 0;
  for (const item of json) {
    const transaction = parseItem(item);
    if (transaction) transactions.push(transaction);
    else skipped += 1;
  }
  return { transactions, skipped };
}

/**
 * An uploaded file's text (UTF-8, a BOM allowed): Awin's JSON array of transactions. Not JSON, not
 * an array, or not one readable transaction among its items: AppError 400 with
 * 'Il file non è un elenco di transazioni Awin valido'; more than AWIN_MAX_FILE_TRANSACTIONS
 * items: AppError 400 'too_many_rows'. An empty array is an empty list.
 */
export function parseAwinTransactionsFile(text: string): {
  transactions: NetworkTransaction[];
  skipped: number;
} {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new AppError('invalid_file', M.invalidFile);
  }
  if (!Array.isArray(json)) throw new AppError('invalid_file', M.invalidFile);
  if (json.length > AWIN_MAX_FILE_TRANSACTIONS)
    throw new AppError('too_many_rows', M.tooManyRows(AWIN_MAX_FILE_TRANSACTIONS));
  const parsed = parseAwinTransactions(json);
  if (parsed.transactions.length === 0 && parsed.skipped > 0)
    throw new AppError('invalid_file', M.invalidFile);
  return parsed;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A text, trimmed and cut to `max` characters; numbers as their digits; empty or other: null. */
function text(value: unknown, max: number): string | null {
  const raw =
    typeof value === 'string'
      ? value
      : typeof value === 'number' && Number.isFinite(value)
        ? String(value)
        : '';
  const trimmed = raw.trim();
  return trimmed ? trimmed.slice(0, max) : null;
}

/** Awin's ids are positive integers (numbers in the API; digits accepted too). */
function integerId(value: unknown): string | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? String(value) : null;
  if (typeof value === 'string' && /^\d{1,20}$/.test(value.trim())) {
    const digits = value.trim().replace(/^0+(?=\d)/, '');
    return digits === '0' ? null : digits;
  }
  return null;
}

function amount(value: unknown): number | null {
  if (!isRecord(value)) return null;
  const raw = value.amount;
  const number =
    typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  return Number.isFinite(number) ? number : null;
}

function currencyOf(value: unknown): string | null {
  if (!isRecord(value) || typeof value.currency !== 'string') return null;
  const code = value.currency.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : null;
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Awin's dates ("2017-02-20T22:04:00") carry no zone: they are in the `timezone` asked for, UTC
 * here (and, for a file, presumably the UTC the export was made in). A date with a zone keeps it.
 */
function awinDate(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  const match = DATE_PATTERN.exec(trimmed);
  if (!match) return null;
  const date = new Date(match[1] ? trimmed : `${trimmed}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

function parseItem(item: unknown): NetworkTransaction | null {
  if (!isRecord(item)) return null;
  const networkId = integerId(item.id);
  const status = typeof item.commissionStatus === 'string' ? item.commissionStatus.trim().toLowerCase() : '';
  const saleAmount = amount(item.saleAmount);
  const commissionAmount = amount(item.commissionAmount);
  const currency = currencyOf(item.saleAmount) ?? currencyOf(item.commissionAmount);
  const transactionDate = awinDate(item.transactionDate);
  if (!networkId || !STATUSES.has(status as NetworkTransaction['status'])) return null;
  if (saleAmount === null || commissionAmount === null || !currency || !transactionDate) return null;

  // Present but unreadable is a malformed item; missing or null is "not validated yet".
  let validationDate: Date | null = null;
  if (item.validationDate !== undefined && item.validationDate !== null && item.validationDate !== '') {
    validationDate = awinDate(item.validationDate);
    if (!validationDate) return null;
  }
  const clickRefs = item.clickRefs;
  if (clickRefs !== undefined && clickRefs !== null && !isRecord(clickRefs)) return null;

  return {
    network: 'awin',
    networkId,
    clickRef: clickRefs ? text(clickRefs.clickRef, CLICKREF_MAX) : null,
    status: status as NetworkTransaction['status'],
    saleAmount,
    commissionAmount,
    currency,
    transactionDate,
    validationDate,
    declineReason: text(item.declineReason, 500),
    advertiserId: integerId(item.advertiserId),
    orderRef: text(item.orderRef, 200),
  };
}

// ---------------------------------------------------------------------------------------------
// The Publisher API.

/** Awin's date parameter: yyyy-MM-ddThh:mm:ss, UTC (the request says timezone=UTC). */
const awinParam = (time: number) => new Date(time).toISOString().slice(0, 19);

type Window = { start: number; end: number };

/** [from, to] in windows of at most 31 days that share their boundary second. */
function windowsOf(from: number, to: number): Window[] {
  const windows: Window[] = [];
  let start = from;
  do {
    const end = Math.min(start + AWIN_MAX_WINDOW_DAYS * DAY_MS, to);
    windows.push({ start, end });
    start = end;
  } while (start < to);
  return windows;
}

/** The window's answer was over providerFetch's cap: ask for each half instead. */
class TooLarge extends Error {
  override name = 'TooLarge';
}

/**
 * Every transaction Awin has for the publisher whose transaction date lies in [from, to] (UTC),
 * in the order Awin gave them, window after window, once each (the last version seen).
 * Not configured: AppError 409 'Configurazione mancante', and nothing is sent.
 */
export async function fetchAwinTransactions(options: {
  from: Date;
  to: Date;
  timeoutMs?: number;
}): Promise<NetworkTransaction[]> {
  const config = getConfig().awin;
  if (!config) throw new AppError('not_configured', M.notConfigured);
  const fromTime = options.from.getTime();
  const toTime = options.to.getTime();
  if (!Number.isFinite(fromTime) || !Number.isFinite(toTime) || fromTime > toTime)
    throw new AppError('invalid_range', M.invalidRange);
  if (toTime - fromTime > AWIN_MAX_RANGE_DAYS * DAY_MS)
    throw new AppError('invalid_range', M.rangeTooLong(AWIN_MAX_RANGE_DAYS));
  // Whole seconds, widened outwards: Awin's parameters have no milliseconds.
  const from = Math.floor(fromTime / 1000) * 1000;
  const to = Math.ceil(toTime / 1000) * 1000;

  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const endpoint = `${config.url.replace(/\/+$/, '')}/publishers/${encodeURIComponent(config.publisherId)}/transactions/`;
  const context = { provider: 'awin', publisherId: config.publisherId };
  let requests = 0;
  let skipped = 0;

  const ask = async ({ start, end }: Window): Promise<NetworkTransaction[]> => {
    requests += 1;
    if (requests > MAX_REQUESTS) {
      logger().warn({ ...context, requests: MAX_REQUESTS }, 'awin transactions: request limit');
      throw providerFailed(M.tooLarge);
    }
    const url = new URL(endpoint);
    url.search = new URLSearchParams({
      startDate: awinParam(start),
      endDate: awinParam(end),
      timezone: 'UTC',
      dateType: 'transaction',
    }).toString();
    let answer;
    try {
      answer = await providerFetch(url.toString(), {
        headers: { Authorization: `Bearer ${config.token}`, Accept: 'application/json' },
        timeoutMs,
      });
    } catch (error) {
      if (!(error instanceof ProviderUnreachableError)) throw error;
      if (error.reason === 'too-large') throw new TooLarge();
      logger().warn({ ...context, reason: error.reason }, 'awin transactions: unreachable');
      throw providerFailed(M.unreachable);
    }
    if (answer.status === 429) {
      logger().warn({ ...context, status: 429 }, 'awin transactions: rate limited');
      throw providerFailed(M.rateLimited);
    }
    if (answer.status < 200 || answer.status >= 300) {
      const message = awinErrorText(answer.body) ?? fallbackText(answer.status, answer.text);
      logger().warn({ ...context, status: answer.status, message }, 'awin transactions: refused');
      throw providerFailed(M.httpError(answer.status, message));
    }
    if (answer.status === 204 || answer.text.trim() === '') return [];
    if (!Array.isArray(answer.body)) {
      logger().warn({ ...context, status: answer.status }, 'awin transactions: not a list');
      throw providerFailed(M.invalidAnswer);
    }
    const parsed = parseAwinTransactions(answer.body);
    skipped += parsed.skipped;
    return parsed.transactions;
  };

  const askSplitting = async (window: Window): Promise<NetworkTransaction[]> => {
    try {
      return await ask(window);
    } catch (error) {
      if (!(error instanceof TooLarge)) throw error;
      const span = window.end - window.start;
      if (span < 2 * MIN_WINDOW_MS) {
        logger().warn({ ...context, span }, 'awin transactions: answer too large');
        throw providerFailed(M.tooLarge);
      }
      const middle = window.start + Math.floor(span / 2 / 1000) * 1000;
      return [
        ...(await askSplitting({ start: window.start, end: middle })),
        ...(await askSplitting({ start: middle, end: window.end })),
      ];
    }
  };

  const byId = new Map<string, NetworkTransaction>();
  for (const window of windowsOf(from, to)) {
    for (const transaction of await askSplitting(window)) {
      byId.delete(transaction.networkId);
      byId.set(transaction.networkId, transaction);
    }
  }
  if (skipped > 0) logger().warn({ ...context, skipped }, 'awin transactions: unreadable items skipped');
  return [...byId.values()];
}

/** Awin's own words: `description` (its usual error body), else `error_description`, `message`, `error`. */
function awinErrorText(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const { description, error_description: errorDescription, message, error } = body;
  const candidates = [description, errorDescription, message, isRecord(error) ? error.message : error];
  for (const candidate of candidates)
    if (typeof candidate === 'string' && candidate.trim()) return candidate.trim().slice(0, 200);
  return null;
}

/** No message of Awin's own: the start of the body (unless it is a page), else the status text. */
function fallbackText(status: number, body: string): string {
  const start = body.replace(/\s+/g, ' ').trim();
  if (start && !start.startsWith('<')) return start.slice(0, 200);
  return STATUS_CODES[status] ?? 'errore sconosciuto';
}
