import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { asyncHandler } from './async-handler.ts';

/*
 * The marketplace's Creators API on loopback, for tests and the browser journeys: the OAuth token
 * endpoint and catalog/v1 getItems and searchItems, answering with the real shapes kept in
 * tests/fixtures/creators-api (README there), plus items a test adds. It throttles on request (the
 * verbatim 429 body) and answers unknown ASINs with item-level errors in a 200, as the API does.
 */

const fixtures = path.resolve(import.meta.dirname, '../fixtures/creators-api');
const read = (file: string) =>
  JSON.parse(readFileSync(path.join(fixtures, file), 'utf8')) as Record<string, unknown>;

export type FakeItem = {
  asin: string;
  title: string;
  price: number | null;
  imageUrl?: string;
  availability?: string;
};

export type FakeCreatorsApi = {
  apiUrl: string;
  tokenUrl: string;
  credentialId: string;
  credentialSecret: string;
  /** Adds an item to both operations (Italian products for our tests). */
  addItem: (item: FakeItem) => void;
  /** The next `count` catalogue calls answer 429. */
  throttle: (count: number) => void;
  /** Every catalogue request received: its path, headers and JSON body. */
  requests: { path: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }[];
  close: () => Promise<void>;
};

/** An item in the Creators API's shape (lowerCamelCase, price under offersV2 … money). */
function rawItem(item: FakeItem) {
  return {
    asin: item.asin,
    detailPageURL: `https://www.amazon.it/dp/${item.asin}?tag=provato-21&linkCode=ogi&th=1&psc=1`,
    images: item.imageUrl ? { primary: { large: { url: item.imageUrl, height: 500, width: 500 } } } : {},
    itemInfo: { title: { displayValue: item.title, label: 'Title', locale: 'it_IT' } },
    offersV2: {
      listings:
        item.price === null
          ? []
          : [
              {
                availability: { type: item.availability ?? 'IN_STOCK' },
                condition: { value: 'New' },
                isBuyBoxWinner: true,
                merchantInfo: { name: 'Amazon.it' },
                price: {
                  money: {
                    amount: item.price,
                    currency: 'EUR',
                    displayAmount: `${item.price.toFixed(2).replace('.', ',')} €`,
                  },
                },
              },
            ],
    },
  };
}

const THROTTLED = {
  __type: 'com.amazon.paapi5#TooManyRequestsException',
  Errors: [
    {
      Code: 'TooManyRequests',
      Message:
        'The request was denied due to request throttling. Please verify the number of requests made per second to the Amazon Product Advertising API.',
    },
  ],
};

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
}

export async function startFakeCreatorsApi(options: { port?: number } = {}): Promise<FakeCreatorsApi> {
  const credentialId = 'provato-fake-credential';
  const credentialSecret = 'provato-fake-secret';
  const issued = new Set<string>();
  const extra: FakeItem[] = [];
  const realItems = (read('get-items-response.json').itemsResult as { items: { asin: string }[] }).items;
  const realSearch = (read('search-items-response.json').searchResult as { items: { asin: string }[] }).items;
  let throttled = 0;
  const requests: FakeCreatorsApi['requests'] = [];

  const handleRequest = async (request: IncomingMessage, response: ServerResponse) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const raw = await readBody(request);
    if (request.method === 'POST' && request.url === '/token') {
      const form = new URLSearchParams(raw);
      if (form.get('client_id') !== credentialId || form.get('client_secret') !== credentialSecret)
        return send(401, { error: 'invalid_client' });
      const token = `fake-token-${issued.size + 1}`;
      issued.add(token);
      return send(200, { access_token: token, token_type: 'bearer', expires_in: 3600 });
    }
    const operation = /^\/catalog\/v1\/(getItems|searchItems)$/.exec(request.url ?? '')?.[1];
    if (request.method !== 'POST' || !operation) return send(404, { message: 'Not Found' });
    const token = /^Bearer ([^,\s]+)/.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !issued.has(token))
      return send(401, {
        errors: [{ code: 'Unauthorized', message: 'The access token is invalid or expired.' }],
      });
    const body = (JSON.parse(raw || '{}') ?? {}) as Record<string, unknown>;
    requests.push({ path: request.url!, headers: request.headers, body });
    if (throttled > 0) {
      throttled -= 1;
      return send(429, THROTTLED);
    }
    if (operation === 'getItems') {
      const ids = Array.isArray(body.itemIds) ? (body.itemIds as string[]) : [];
      const found = ids
        .map(
          (id) =>
            extra.map(rawItem).find((item) => item.asin === id) ?? realItems.find((item) => item.asin === id),
        )
        .filter(Boolean);
      const missing = ids.filter((id) => !found.some((item) => item!.asin === id));
      return send(200, {
        ...(found.length > 0 ? { itemsResult: { items: found } } : {}),
        ...(missing.length > 0
          ? {
              errors: missing.map((id) => ({
                __type: 'com.amazon.paapi#ErrorData',
                code: 'InvalidParameterValue',
                message: `The ItemId ${id} provided in the request is invalid.`,
              })),
            }
          : {}),
      });
    }
    const words = String(body.keywords ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter(Boolean);
    const matching = extra.filter((item) => words.some((word) => item.title.toLowerCase().includes(word)));
    if (matching.length > 0) return send(200, { searchResult: { items: matching.map(rawItem) } });
    return send(200, { searchResult: { items: realSearch } });
  };
  const server: Server = createServer(asyncHandler(handleRequest));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    apiUrl: origin,
    tokenUrl: `${origin}/token`,
    credentialId,
    credentialSecret,
    addItem: (item) => extra.push(item),
    throttle: (count) => {
      throttled = count;
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
