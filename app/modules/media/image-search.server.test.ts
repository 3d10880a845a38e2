import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { getConfig } from '#app/lib/env.server.ts';
import { IMAGE_SEARCH_MESSAGES as M, isImageSearchConfigured, searchImages } from './image-search.server.ts';
import { failure } from '#tests/support/app-error.ts';

/*
 * The image search against a loopback stand-in for Google's Custom Search JSON API, replaying a
 * real answer (tests/fixtures/google-cse) and Google's real error bodies.
 */

const config = getConfig();
const original = config.imageSearch;

/** Google's 429 for a spent daily quota, verbatim (project number blanked by its first publisher). */
const QUOTA_BODY = `{"error":{"code":429,
 "message":"Quota exceeded for quota metric 'Queries' and limit 'Queries per day' of service 'customsearch.googleapis.com' for consumer 'project_number:'.",
 "errors":[{"message":"Quota exceeded for quota metric 'Queries' and limit 'Queries per day' of service 'customsearch.googleapis.com' for consumer 'project_number:'.","domain":"global","reason":"rateLimitExceeded"}],
 "status":"RESOURCE_EXHAUSTED",
 "details":[{"@type":"type.googleapis.com/google.rpc.ErrorInfo","reason":"RATE_LIMIT_EXCEEDED","domain":"googleapis.com",
   "metadata":{"quota_location":"global","service":"customsearch.googleapis.com","consumer":"projects/","quota_limit_value":"100","quota_metric":"customsearch.googleapis.com/requests","quota_limit":"DefaultPerDayPerProject"}},
  {"@type":"type.googleapis.com/google.rpc.Help","links":[{"description":"Request a higher quota limit.","url":"https://cloud.google.com/docs/quota#requesting_higher_quota"}]}]}}`;

/** Google's 400 for a key that is not valid, verbatim. */
const KEY_INVALID_BODY = `{"error":{"code":400,"message":"API key not valid. Please pass a valid API key.","status":"INVALID_ARGUMENT",
 "details":[{"@type":"type.googleapis.com/google.rpc.ErrorInfo","reason":"API_KEY_INVALID","domain":"googleapis.com","metadata":{"service":"customsearch.googleapis.com"}}]}}`;

/** The older way of saying the daily quota is spent: 403 dailyLimitExceeded. */
const DAILY_LIMIT_BODY = JSON.stringify({
  error: {
    errors: [{ domain: 'usageLimits', reason: 'dailyLimitExceeded', message: 'Daily Limit Exceeded' }],
    code: 403,
    message: 'Daily Limit Exceeded',
  },
});

let fixture: string;
let reply: { status: number; body: string };
const requests: { path: string; params: URLSearchParams; accept: string | undefined }[] = [];
let server: http.Server;
let apiUrl: string;
let closedPort: number;

beforeAll(async () => {
  fixture = await readFile(
    path.join(import.meta.dirname, '../../../tests/fixtures/google-cse/image-search-response.json'),
    'utf8',
  );
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push({ path: url.pathname, params: url.searchParams, accept: request.headers.accept });
    response.writeHead(reply.status, { 'Content-Type': 'application/json; charset=UTF-8' }).end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/customsearch/v1`;

  // A port nothing listens on: opened, read, closed.
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  closedPort = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
});

afterAll(async () => {
  config.imageSearch = original;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests.length = 0;
  reply = { status: 200, body: fixture };
  config.imageSearch = { key: 'chiave-di-prova', cx: '3445a144d26f841f7', url: apiUrl };
});

describe('the image search (Google Custom Search JSON API)', () => {
  test('without a key and engine: 409 "Configurazione mancante", and nothing is sent', async () => {
    config.imageSearch = undefined;
    expect(isImageSearchConfigured()).toBe(false);
    expect(await failure(searchImages('cuffie'))).toEqual({
      status: 409,
      message: 'Configurazione mancante',
    });
    expect(requests).toEqual([]);
  });

  test('the request: key, engine, words, image mode, 10 results, safe search, Italy, large pictures', async () => {
    expect(isImageSearchConfigured()).toBe(true);
    await searchImages('  Sony WH-1000XM5 cuffie  ');
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.path).toBe('/customsearch/v1');
    expect(request!.accept).toBe('application/json');
    expect(Object.fromEntries(request!.params)).toEqual({
      key: 'chiave-di-prova',
      cx: '3445a144d26f841f7',
      q: 'Sony WH-1000XM5 cuffie',
      searchType: 'image',
      num: '10',
      safe: 'active',
      gl: 'it',
      imgSize: 'large',
    });

    // Words are cut at 200 characters.
    await searchImages('a'.repeat(300));
    expect(requests[1]!.params.get('q')).toBe('a'.repeat(200));
  });

  test('the results of a real answer: address, thumbnail, size, site, title', async () => {
    const results = await searchImages('cats');
    const items = (JSON.parse(fixture) as { items: unknown[] }).items;
    expect(items).toHaveLength(5);
    expect(results).toHaveLength(5);
    expect(results[0]).toEqual({
      url: 'https://bestfriends.org/sites/default/files/styles/hero_mobile/public/hero-dash/Asana3808_Dashboard_Standard.jpg?h=ebad9ecf&itok=cWevo33k',
      thumbnailUrl:
        'https://encrypted-tbn0.gstatic.com/images?q=tbn:ANd9GcT07EF0zWnzu8ZjeXcoUhgOwKyt2gbynifRFGJwBiFK2HJh2XisVtoNfEc&s',
      width: 660,
      height: 710,
      source: 'bestfriends.org',
      title: 'Cat World | Best Friends Animal Society - Save Them All',
    });
    expect(results.map((result) => [result.source, result.width, result.height])).toEqual([
      ['bestfriends.org', 660, 710],
      ['www.imdb.com', 500, 281],
      ['www.texvetpets.org', 610, 428],
      ['www.aaha.org', 640, 360],
      ['wagwalking.com', 832, 555],
    ]);
    expect(results[4]).toEqual({
      url: 'https://images.wagwalkingweb.com/media/daily_wag/blog_articles/hero/1662059373.7306607/10-fun-facts-about-ginger-cats-4.png',
      thumbnailUrl:
        'https://encrypted-tbn0.gstatic.com/images?q=tbn:ANd9GcSjFXhtwlLH9yhzk-x7ew71_alAAsshOnxaIAcFgshT6_lWc9xIgq4fGg&s',
      width: 832,
      height: 555,
      source: 'wagwalking.com',
      title: '10 Fun Facts About Ginger Cats',
    });
  });

  test('no results: Google leaves `items` out, and the answer is an empty list', async () => {
    const { items: _items, ...withoutItems } = JSON.parse(fixture) as Record<string, unknown>;
    reply = { status: 200, body: JSON.stringify(withoutItems) };
    expect(await searchImages('xyzzy nessun risultato')).toEqual([]);
  });

  test('odd items: no web address, no picture; thumbnails and sizes that are not what they should be', async () => {
    reply = {
      status: 200,
      body: JSON.stringify({
        items: [
          { link: 'javascript:alert(1)', title: 'Trappola' },
          { title: 'Senza indirizzo' },
          {
            link: 'https://negozio.example/foto.jpg',
            displayLink: '   ',
            title: '',
            image: { thumbnailLink: 'data:image/png;base64,AAAA', width: '600', height: null },
          },
        ],
      }),
    };
    expect(await searchImages('cuffie')).toEqual([
      {
        url: 'https://negozio.example/foto.jpg',
        thumbnailUrl: null,
        width: null,
        height: null,
        source: null,
        title: null,
      },
    ]);
  });

  test('quota spent: 429 RESOURCE_EXHAUSTED, and the older 403 dailyLimitExceeded', async () => {
    reply = { status: 429, body: QUOTA_BODY };
    expect(await failure(searchImages('cuffie'))).toEqual({ status: 429, message: M.quota });
    expect(M.quota).toBe('Quota della ricerca immagini esaurita: riprova domani o aumenta la quota');
    reply = { status: 403, body: DAILY_LIMIT_BODY };
    expect(await failure(searchImages('cuffie'))).toEqual({ status: 429, message: M.quota });
  });

  test('a key that is not valid (400 API_KEY_INVALID) or an API not enabled (403): 502', async () => {
    reply = { status: 400, body: KEY_INVALID_BODY };
    const keyInvalid = {
      status: 502,
      message: 'Chiave della ricerca immagini non valida o API non abilitata',
    };
    expect(await failure(searchImages('cuffie'))).toEqual(keyInvalid);
    reply = {
      status: 403,
      body: JSON.stringify({
        error: {
          code: 403,
          message: 'Custom Search API has not been used in project 123 before or it is disabled.',
          status: 'PERMISSION_DENIED',
        },
      }),
    };
    expect(await failure(searchImages('cuffie'))).toEqual(keyInvalid);
  });

  test('any other failure says what Google said, or the HTTP status', async () => {
    reply = { status: 500, body: JSON.stringify({ error: { code: 500, message: 'Backend Error' } }) };
    expect(await failure(searchImages('cuffie'))).toEqual({
      status: 502,
      message: 'Errore della ricerca immagini: Backend Error',
    });
    reply = { status: 503, body: '<html>Service Unavailable</html>' };
    expect(await failure(searchImages('cuffie'))).toEqual({
      status: 502,
      message: 'Errore della ricerca immagini: HTTP 503',
    });
  });

  test('an unreachable service: 504', async () => {
    config.imageSearch = {
      key: 'chiave-di-prova',
      cx: 'motore',
      url: `http://127.0.0.1:${closedPort}/customsearch/v1`,
    };
    expect(await failure(searchImages('cuffie'))).toEqual({
      status: 504,
      message: 'La ricerca immagini non risponde: riprova più tardi',
    });
  });

  test('no words: 400, before any request', async () => {
    for (const query of ['', '   '])
      expect(await failure(searchImages(query))).toEqual({ status: 400, message: M.queryRequired });
    expect(M.queryRequired).toBe('Inserisci cosa cercare');
    expect(requests).toEqual([]);
  });
});
