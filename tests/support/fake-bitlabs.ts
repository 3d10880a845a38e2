import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * BitLabs on loopback, for tests and the browser journeys: the Survey API's
 * GET /v2/client/surveys (headers X-Api-Token, X-User-Id), answering with the vendor's example
 * (developer.bitlabs.ai/docs/user-based-survey-api, kept in
 * /work/shared/external-apis/bitlabs/get_surveys_response.json) in the envelope of the official
 * Flutter SDK's models: {data, status, trace_id}, and {error: {details: {http, msg}}, status,
 * trace_id} on failure. Knobs: an error status, a delay, a body that is not JSON. And
 * `signedBitlabsCallback`, to play BitLabs' reward callback against our endpoint.
 */

/** The vendor's example, first survey verbatim. */
const EXAMPLE_FIRST = {
  category: {
    icon_name: 'shapes',
    icon_url: 'https://static.bitlabs.ai/categories/other.svg',
    name: 'Allgemeines',
    name_internal: 'Other',
  },
  click_url:
    'https://api.bitlabs.ai/v2/client/clicks?i=7e0ae30e-96af-4843-b447-e86a05688691&s=e59b6d24-c5c0-4b01-9bb0-1a705dd6b59c',
  country: 'DE',
  cpi: '1.72',
  cr: 0.42,
  id: 'b722f121-484b-4182-832c-849fa5e86cfc',
  language: 'de',
  loi: 7,
  rating: 5,
  tags: [],
  type: 'survey',
  value: '172',
};

/**
 * The second survey: verbatim up to `cpi` (our copy of the page is cut there). The id (a
 * placeholder in our copy) and every key after `cpi` are OURS, in item 1's key set, with `value`
 * = cpi × 100 as in item 1.
 */
const EXAMPLE_SECOND = {
  category: {
    icon_name: 'shapes',
    icon_url: 'https://static.bitlabs.ai/categories/other.svg',
    name: 'Allgemeines',
    name_internal: 'Other',
  },
  click_url:
    'https://api.bitlabs.ai/v2/client/clicks?i=05fbe72e-5e0a-4ddc-857b-50710b6183dd&s=e59b6d24-c5c0-4b01-9bb0-1a705dd6b59c',
  country: 'DE',
  cpi: '0.41',
  // OURS from here on.
  cr: 0.31,
  id: '3f1c9a52-7d4e-4b8a-9e61-0c2d5b7a8f14',
  language: 'de',
  loi: 3,
  rating: 4,
  tags: [],
  type: 'survey',
  value: '41',
};

/** The example surveys, a fresh copy each time. */
export const bitlabsExampleSurveys = (): Record<string, unknown>[] =>
  structuredClone([EXAMPLE_FIRST, EXAMPLE_SECOND]);

/** BitLabs' error envelope. The `status` literal and the `msg` texts are our guesses. */
export const bitlabsErrorBody = (http: number, msg: string) => ({
  error: { details: { http: String(http), msg } },
  status: 'error',
  trace_id: 'fake-trace-error',
});

export type FakeBitlabs = {
  /** The API's base address, for getConfig().surveyProviders.bitlabs.url. */
  url: string;
  /** The app token it accepts (X-Api-Token). */
  token: string;
  /** An App Secret to sign callbacks with (the fake only hands it out: see signedBitlabsCallback). */
  secret: string;
  /** The raw survey items answered (the example's two at first): tests push or replace. */
  surveys: unknown[];
  /** Every request received: method, path (with query) and headers. */
  requests: { method: string; path: string; headers: IncomingMessage['headers'] }[];
  /** From now on, answer the surveys call with this status and error body (null: stop). */
  failWith: (status: number | null, msg?: string) => void;
  /** Wait this long before answering (0: at once). */
  delay: (ms: number) => void;
  /** Answer 200 with a body that is not JSON (true) or normally (false). */
  invalidJson: (on: boolean) => void;
  /** Back to the example surveys, no knobs, no recorded requests. */
  reset: () => void;
  /** The URL of a callback BitLabs would send to `baseUrl`, signed with `secret`. */
  signedCallback: (baseUrl: string, params: Record<string, string>) => string;
  close: () => Promise<void>;
};

/**
 * A reward callback as BitLabs sends it: the configured URL with its placeholders filled, the
 * parameters in the given order (each key and value percent-encoded with encodeURIComponent — how
 * BitLabs encodes the values it substitutes is not documented; ours are ids and numbers), then
 * `&hash=` hex(HMAC-SHA1(secret, everything before it)) last. Computed here on its own, not with
 * the app's verifier, so a test checks one against the other.
 */
export function signedBitlabsCallback(
  baseUrl: string,
  params: Record<string, string>,
  secret: string,
): string {
  const query = Object.entries(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  const url = query ? `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}${query}` : baseUrl;
  return `${url}&hash=${createHmac('sha1', secret).update(url, 'utf8').digest('hex')}`;
}

export async function startFakeBitlabs(
  options: { port?: number; token?: string; secret?: string } = {},
): Promise<FakeBitlabs> {
  const token = options.token ?? 'fake-bitlabs-app-token';
  const secret = options.secret ?? 'fake-bitlabs-app-secret';
  const surveys: unknown[] = bitlabsExampleSurveys();
  const requests: FakeBitlabs['requests'] = [];
  let failure: { status: number; msg: string } | null = null;
  let delayMs = 0;
  let notJson = false;
  const timers = new Set<NodeJS.Timeout>();

  const server: Server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      if (response.destroyed) return;
      response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    const path = request.url ?? '/';
    requests.push({ method: request.method ?? 'GET', path, headers: request.headers });
    const answer = () => {
      if (request.method !== 'GET' || new URL(path, 'http://127.0.0.1').pathname !== '/v2/client/surveys')
        return send(404, bitlabsErrorBody(404, 'Not Found'));
      if (request.headers['x-api-token'] !== token)
        return send(401, bitlabsErrorBody(401, 'Invalid API token'));
      if (!request.headers['x-user-id']) return send(400, bitlabsErrorBody(400, 'Missing user id'));
      if (failure) return send(failure.status, bitlabsErrorBody(failure.status, failure.msg));
      if (notJson) return send(200, '<html><body>Bad Gateway</body></html>');
      return send(200, { data: { surveys }, status: 'success', trace_id: `fake-trace-${requests.length}` });
    };
    if (delayMs <= 0) return answer();
    const timer = setTimeout(() => {
      timers.delete(timer);
      answer();
    }, delayMs);
    timers.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    token,
    secret,
    surveys,
    requests,
    failWith: (status, msg = 'Internal Server Error') => {
      failure = status === null ? null : { status, msg };
    },
    delay: (ms) => {
      delayMs = ms;
    },
    invalidJson: (on) => {
      notJson = on;
    },
    reset: () => {
      surveys.splice(0, surveys.length, ...bitlabsExampleSurveys());
      requests.length = 0;
      failure = null;
      delayMs = 0;
      notJson = false;
    },
    signedCallback: (baseUrl, params) => signedBitlabsCallback(baseUrl, params, secret),
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
