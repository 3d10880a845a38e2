import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { asyncHandler } from './async-handler.ts';

/*
 * SurveyMonkey's and Typeform's response lists on loopback, for the verification's tests and the
 * browser journeys, answering with the real shapes kept in tests/fixtures/survey-providers (README
 * there) and the providers' own error bodies.
 *
 *   const fake = await startFakeSurveyProviders({ completed: { surveymonkey: [ref], typeform: [] } });
 *   config.surveyProviders.surveymonkey = { token: fake.token, url: fake.surveymonkeyUrl };
 *   config.surveyProviders.typeform = { token: fake.token, url: fake.typeformUrl };
 *   // or, for the app under Playwright: SURVEYMONKEY_TOKEN / SURVEYMONKEY_API_URL = fake.token /
 *   // fake.surveymonkeyUrl, TYPEFORM_TOKEN / TYPEFORM_API_URL = fake.token / fake.typeformUrl.
 *
 * - GET {url}/v3/surveys/{id}/responses/bulk: SurveyMonkey v3. Every survey id answers with the docs'
 *   example response (a stranger's) and one finished response per completed reference, carrying it
 *   as `custom_variables.user_id`. Honours per_page (max 100), page and status; `links.next` while
 *   pages remain, as SurveyMonkey does.
 * - GET {url}/forms/{id}/responses: Typeform. Every form answers with the docs' 3 items (two
 *   strangers' submissions and an abandoned landing) and one submission per completed reference,
 *   carrying it as `hidden.user_id`, newest first. Honours page_size (max 1000), before (a token),
 *   response_type and query (full text over answers, hidden fields and variables, as documented).
 * - Authorization must be `Bearer {token}`: otherwise each provider's real refusal (SurveyMonkey 401
 *   1010/1011; Typeform 401 without a token, 403 with a wrong one).
 * - Knobs: setCompleted / addResponse (any raw item, e.g. a partial one, a respondent id, a `uid`
 *   variable), fault (a status with the provider's error body, a delay, a body over 2 MB, broken
 *   JSON), pageSize (smaller pages, to exercise pagination), reset.
 * - For a journey whose browser runs in another process: POST {url}/__fake/completed with
 *   {"surveymonkey"?: [...], "typeform"?: [...]} adds completed references, POST {url}/__fake/reset
 *   restores the start.
 * - `requests` records every provider request (path, query, Authorization header).
 */

export type FakeSurveyProvider = 'surveymonkey' | 'typeform';

/** What a provider does instead of answering normally, until cleared with `fault(provider, null)`. */
export type FakeSurveyFault =
  { status: number } | { delayMs: number } | { body: 'huge' } | { body: 'invalid-json' };

export type FakeSurveyRequest = {
  provider: FakeSurveyProvider;
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
};

export type FakeSurveyProviders = {
  /** The origin, http://127.0.0.1:{port}. */
  url: string;
  /** SurveyMonkey's base address (SURVEYMONKEY_API_URL): {url}/v3. */
  surveymonkeyUrl: string;
  /** Typeform's base address (TYPEFORM_API_URL): {url}. */
  typeformUrl: string;
  /** The bearer token both providers accept. */
  token: string;
  /** Replaces the references with a finished response at the provider (every survey id). */
  setCompleted: (provider: FakeSurveyProvider, references: string[]) => void;
  /** Adds a raw response in the provider's own shape (served after the completed ones). */
  addResponse: (provider: FakeSurveyProvider, response: Record<string, unknown>) => void;
  fault: (provider: FakeSurveyProvider, fault: FakeSurveyFault | null) => void;
  /** Serves pages of at most `size` responses whatever was asked (null: the provider's maximum). */
  pageSize: (size: number | null) => void;
  /** Back to the start options: no faults, no added responses, no requests recorded. */
  reset: () => void;
  requests: FakeSurveyRequest[];
  close: () => Promise<void>;
};

export const FAKE_SURVEY_TOKEN = 'provato-fake-survey-token';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/survey-providers');
const read = (file: string) =>
  JSON.parse(readFileSync(path.join(fixtures, file), 'utf8')) as Record<string, unknown>;
const clone = <T>(value: T): T => structuredClone(value);

const SM_DOCS = 'https://developer.surveymonkey.com/api/v3/#error-codes';
const smError = (id: string | number, name: string, message: string, status: number) => ({
  error: { docs: SM_DOCS, message, id, name, http_status_code: status },
});

/** SurveyMonkey's error table (v3 docs); the 429 as Airbyte's tests recorded it (integer id). */
export const SURVEYMONKEY_ERRORS: Record<number, Record<string, unknown>> = {
  400: smError('1003', 'Bad Request', 'Invalid URL parameters.', 400),
  401: smError('1011', 'Authorization Error', 'The authorization token provided was invalid.', 401),
  403: smError(
    '1014',
    'Permission Error',
    'Permission has not been granted by the user to make this request.',
    403,
  ),
  404: smError('1020', 'Resource Not Found', 'There was an error retrieving the requested resource.', 404),
  429: smError(1040, 'Rate limit reached', 'Too many requests were made, try again later.', 429),
  500: smError('1050', 'Internal Server Error', 'Oh bananas! We couldn’t process your request.', 500),
  503: smError('1051', 'Internal Server Error', 'Service unreachable. Please try again later.', 503),
};
const SURVEYMONKEY_NO_TOKEN = smError(
  '1010',
  'Authorization Error',
  'The authorization token was not provided.',
  401,
);

/** Typeform's refusals as tests against the live API saw them; 429 and 500: no known body. */
export const TYPEFORM_ERRORS: Record<number, (formId: string) => Record<string, unknown> | null> = {
  401: () => ({
    code: 'AUTHENTICATION_FAILED',
    description: 'Authentication credentials not found on the Request Headers',
  }),
  403: () => ({ code: 'AUTHENTICATION_FAILED', description: 'Authentication failed' }),
  404: (formId) => ({ code: 'FORM_NOT_FOUND', description: `Non existing form with id ${formId}` }),
};

const SURVEYMONKEY_MAX_PAGE = 100;
const TYPEFORM_MAX_PAGE = 1000;

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
}

/** The strings Typeform's `query` searches: answers, hidden fields and variables. */
function searchableText(item: Record<string, unknown>): string[] {
  const texts: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string' || typeof value === 'number') texts.push(String(value));
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const answer of (item.answers as Record<string, unknown>[] | undefined) ?? []) {
    const { field: _field, type, ...value } = answer;
    collect(typeof type === 'string' ? value[type] : value);
  }
  collect(item.hidden);
  for (const variable of (item.variables as Record<string, unknown>[] | undefined) ?? [])
    collect(variable.text ?? variable.number);
  return texts;
}

export async function startFakeSurveyProviders(
  options: {
    port?: number;
    token?: string;
    completed?: Partial<Record<FakeSurveyProvider, string[]>>;
  } = {},
): Promise<FakeSurveyProviders> {
  const token = options.token ?? FAKE_SURVEY_TOKEN;
  const smBulk = read('surveymonkey-responses-bulk.json');
  const smStranger = (smBulk.data as Record<string, unknown>[])[0]!;
  const smTemplate = read('surveymonkey-response-2019.json');
  const tfItems = read('typeform-responses.json').items as Record<string, unknown>[];
  const tfTemplate = tfItems[0]!;

  const initial = () => ({
    completed: {
      surveymonkey: [...(options.completed?.surveymonkey ?? [])],
      typeform: [...(options.completed?.typeform ?? [])],
    } as Record<FakeSurveyProvider, string[]>,
    added: { surveymonkey: [], typeform: [] } as Record<FakeSurveyProvider, Record<string, unknown>[]>,
    faults: {} as Partial<Record<FakeSurveyProvider, FakeSurveyFault>>,
    pageSize: null as number | null,
  });
  let state = initial();
  const requests: FakeSurveyRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let origin = '';

  /** A real response object, now belonging to the reference. */
  const surveyMonkeyResponse = (
    surveyId: string,
    reference: string,
    index: number,
  ): Record<string, unknown> => {
    const id = String(10598883543 + index + 1);
    const response = clone(smTemplate);
    return {
      ...response,
      id,
      survey_id: surveyId,
      href: `https://api.surveymonkey.com/v3/surveys/${surveyId}/responses/${id}`,
      analyze_url: String(response.analyze_url).replace(/respondent_id=\d+/, `respondent_id=${id}`),
      custom_variables: { user_id: reference },
    };
  };

  /** Typeform's first example item, now the reference's submission (a day apart each, newest first). */
  const typeformItem = (reference: string, index: number): Record<string, unknown> => {
    const landing = `${reference.replace(/[^\da-z]/gi, '').slice(0, 24)}${String(index).padStart(8, '0')}`;
    const submitted = new Date(Date.UTC(2025, 0, 1) - index * 86_400_000);
    return {
      ...clone(tfTemplate),
      landing_id: landing,
      response_id: landing,
      token: landing,
      response_type: 'completed',
      landed_at: new Date(submitted.getTime() - 5 * 60_000).toISOString().replace('.000', ''),
      submitted_at: submitted.toISOString().replace('.000', ''),
      hidden: { user_id: reference },
    };
  };

  const surveyMonkey = (url: URL, send: (status: number, body: unknown) => void) => {
    const surveyId = decodeURIComponent(/^\/v3\/surveys\/([^/]+)\/responses\/bulk$/.exec(url.pathname)![1]!);
    const status = url.searchParams.get('status');
    const all = [
      smStranger,
      ...state.completed.surveymonkey.map((reference, index) =>
        surveyMonkeyResponse(surveyId, reference, index),
      ),
      ...state.added.surveymonkey,
    ].filter((response) => !status || response.response_status === status);
    const asked = Number(url.searchParams.get('per_page') ?? 50);
    const perPage = Math.min(
      Number.isInteger(asked) && asked > 0 ? asked : 50,
      SURVEYMONKEY_MAX_PAGE,
      state.pageSize ?? Infinity,
    );
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
    const pages = Math.max(1, Math.ceil(all.length / perPage));
    const link = (n: number) => {
      const params = new URLSearchParams(url.searchParams);
      params.set('page', String(n));
      params.set('per_page', String(perPage));
      return `${origin}${url.pathname}?${params}`;
    };
    send(200, {
      per_page: perPage,
      total: all.length,
      data: all.slice((page - 1) * perPage, page * perPage),
      page,
      links: {
        self: link(page),
        ...(page < pages ? { next: link(page + 1), last: link(pages) } : {}),
      },
    });
  };

  const typeform = (url: URL, send: (status: number, body: unknown) => void) => {
    const types = url.searchParams.get('response_type')?.split(',');
    const query = url.searchParams.get('query');
    const before = url.searchParams.get('before');
    let all = [
      ...state.completed.typeform.map((reference, index) => typeformItem(reference, index)),
      ...tfItems,
      ...state.added.typeform,
    ].filter((item) => {
      const type =
        typeof item.submitted_at === 'string' && !item.submitted_at.startsWith('0001')
          ? 'completed'
          : 'partial';
      return !types || types.includes(String(item.response_type ?? type));
    });
    if (query) all = all.filter((item) => searchableText(item).some((text) => text.includes(query)));
    if (before) {
      const at = all.findIndex((item) => item.token === before);
      all = at === -1 ? [] : all.slice(at + 1);
    }
    const asked = Number(url.searchParams.get('page_size') ?? 25);
    const size = Math.min(
      Number.isInteger(asked) && asked > 0 ? asked : 25,
      TYPEFORM_MAX_PAGE,
      state.pageSize ?? Infinity,
    );
    send(200, {
      items: all.slice(0, size),
      page_count: Math.max(1, Math.ceil(all.length / size)),
      total_items: all.length,
    });
  };

  const handleRequest = async (request: IncomingMessage, response: ServerResponse) => {
    const raw = await readBody(request);
    const send = (status: number, body: unknown, contentType = 'application/json; charset=utf-8') => {
      if (response.destroyed) return;
      response.writeHead(status, { 'Content-Type': contentType });
      response.end(typeof body === 'string' ? body : body === null ? '' : JSON.stringify(body));
    };
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');

    if (request.method === 'POST' && url.pathname === '/__fake/completed') {
      const body = JSON.parse(raw || '{}') as Partial<Record<FakeSurveyProvider, string[]>>;
      for (const provider of ['surveymonkey', 'typeform'] as const)
        state.completed[provider].push(...(body[provider] ?? []));
      return send(204, null);
    }
    if (request.method === 'POST' && url.pathname === '/__fake/reset') {
      state = initial();
      requests.length = 0;
      return send(204, null);
    }

    const provider: FakeSurveyProvider | null = /^\/v3\/surveys\/[^/]+\/responses\/bulk$/.test(url.pathname)
      ? 'surveymonkey'
      : /^\/forms\/[^/]+\/responses$/.test(url.pathname)
        ? 'typeform'
        : null;
    if (!provider || request.method !== 'GET')
      return send(404, provider === 'typeform' ? TYPEFORM_ERRORS[404]!('') : SURVEYMONKEY_ERRORS[404]);
    requests.push({
      provider,
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: request.headers.authorization,
    });

    const fault = state.faults[provider];
    if (fault && 'status' in fault) {
      const body =
        provider === 'surveymonkey'
          ? (SURVEYMONKEY_ERRORS[fault.status] ?? null)
          : (TYPEFORM_ERRORS[fault.status]?.(url.pathname.split('/')[2]!) ?? null);
      return send(fault.status, body);
    }
    if (fault && 'body' in fault && fault.body === 'huge')
      return send(200, `{"items":[],"data":[],"padding":"${'x'.repeat(3 * 1024 * 1024)}"}`);
    if (fault && 'body' in fault && fault.body === 'invalid-json')
      return send(200, '{"data": [{"id": "5007154325", "response_status": "compl');

    const answer = () => {
      const authorization = request.headers.authorization;
      if (authorization !== `Bearer ${token}`) {
        if (provider === 'surveymonkey')
          return send(401, authorization ? SURVEYMONKEY_ERRORS[401] : SURVEYMONKEY_NO_TOKEN);
        return authorization ? send(403, TYPEFORM_ERRORS[403]!('')) : send(401, TYPEFORM_ERRORS[401]!(''));
      }
      if (provider === 'surveymonkey') return surveyMonkey(url, send);
      return typeform(url, send);
    };
    if (fault && 'delayMs' in fault) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        answer();
      }, fault.delayMs);
      timers.add(timer);
      return;
    }
    answer();
  };
  const server: Server = createServer(asyncHandler(handleRequest));

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    surveymonkeyUrl: `${origin}/v3`,
    typeformUrl: origin,
    token,
    setCompleted: (provider, references) => {
      state.completed[provider] = [...references];
    },
    addResponse: (provider, response) => {
      state.added[provider].push(response);
    },
    fault: (provider, fault) => {
      if (fault) state.faults[provider] = fault;
      else delete state.faults[provider];
    },
    pageSize: (size) => {
      state.pageSize = size;
    },
    reset: () => {
      state = initial();
      requests.length = 0;
    },
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
