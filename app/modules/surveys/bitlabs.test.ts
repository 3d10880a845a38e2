import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { AppError } from '#app/lib/app-error.ts';
import type * as EnvModule from '#app/lib/env.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import {
  BITLABS_MESSAGES as M,
  bitlabsCallbackHash,
  isBitlabsConfigured,
  listBitlabsSurveys,
  readBitlabsCallback,
  verifiedBitlabsUrl,
} from './bitlabs.server.ts';
import { type FakeBitlabs, signedBitlabsCallback, startFakeBitlabs } from '#tests/support/fake-bitlabs.ts';

/*
 * BitLabs without a database: the callback hash against the vendor's worked example
 * (developer.bitlabs.ai/docs/securing-callbacks-through-hashing), the callback's refusals, and the
 * survey list against the loopback fake (tests/support/fake-bitlabs.ts).
 */

/*
 * A unit test has no app environment (Vitest even sets BASE_URL to "/"): getConfig() answers a
 * config read from a fixed one, with an auth secret so nothing is written to DATA_DIR.
 */
vi.mock('#app/lib/env.server.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  const fixed = actual.loadConfig({
    NODE_ENV: 'test',
    BASE_URL: 'http://localhost:3000',
    BETTER_AUTH_SECRET: 'unit-tests-secret-0123456789abcdef0123',
  });
  return { ...actual, getConfig: () => fixed };
});

const config = getConfig();
const original = { ...config.surveyProviders.bitlabs };

/** The vendor's test vector. */
const VECTOR = {
  url: 'https://publisher.com/complete?uid=8cc877ee-af19-488d-b28d-216fb866b996&val=500',
  secret: 'JLOIAUNMHFli7ZJOQVEzm98rzqnm9',
  hash: 'dbcd6bb8ca677344592842a52b4fca9bec36cd4b',
};

const CALLBACK_URL = 'https://provato.it/surveys/bitlabs/callback';
const SECRET = 'app-secret-di-prova';
const UID = '0b8f2f5e-3c1d-4c55-9d7e-2a4b6c8d0e1f';
/** The parameters of the URL configured at BitLabs, in its order, as BitLabs fills them in. */
const complete = {
  uid: UID,
  tx: 'tx-1001',
  type: 'COMPLETE',
  val: '172',
  raw: '1.72',
  ref: '',
};

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message, code: error.code };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('BitLabs callback hash (HMAC-SHA1 of the URL before &hash=)', () => {
  test("the vendor's worked example, both ways", () => {
    expect(bitlabsCallbackHash(VECTOR.url, VECTOR.secret)).toBe(VECTOR.hash);
    expect(verifiedBitlabsUrl(`${VECTOR.url}&hash=${VECTOR.hash}`, VECTOR.secret)).toBe(VECTOR.url);
    // The fake's signer, written on its own, gives the same URL.
    expect(
      signedBitlabsCallback(
        'https://publisher.com/complete',
        { uid: '8cc877ee-af19-488d-b28d-216fb866b996', val: '500' },
        VECTOR.secret,
      ),
    ).toBe(`${VECTOR.url}&hash=${VECTOR.hash}`);
    // The example has no tx or type: the hash is right, but it is not a survey callback.
    expect(readBitlabsCallback(`${VECTOR.url}&hash=${VECTOR.hash}`, VECTOR.secret)).toBeNull();
  });

  test('upper-case hex is the same digest, accepted', () => {
    expect(verifiedBitlabsUrl(`${VECTOR.url}&hash=${VECTOR.hash.toUpperCase()}`, VECTOR.secret)).toBe(
      VECTOR.url,
    );
  });

  test('refused: a changed parameter, another secret, a hash not last, missing or malformed', () => {
    const verify = (url: string, secret = VECTOR.secret) => verifiedBitlabsUrl(url, secret);
    const { url, hash } = VECTOR;
    expect(verify(`${url.replace('val=500', 'val=5000')}&hash=${hash}`)).toBeNull();
    expect(verify(`${url.replace('uid=8', 'uid=9')}&hash=${hash}`)).toBeNull();
    expect(verify(`${url.replace('https:', 'http:')}&hash=${hash}`)).toBeNull();
    expect(verify(`${url}&hash=${hash}`, 'JLOIAUNMHFli7ZJOQVEzm98rzqnm')).toBeNull();
    // Not last: a parameter after the hash (signed or not).
    expect(verify(`${url}&hash=${hash}&bonus=1`)).toBeNull();
    expect(
      verify(`https://publisher.com/complete?uid=8cc877ee-af19-488d-b28d-216fb866b996&hash=${hash}&val=500`),
    ).toBeNull();
    // Missing, empty, short, long, not hex, as the first parameter.
    expect(verify(url)).toBeNull();
    expect(verify(`${url}&hash=`)).toBeNull();
    expect(verify(`${url}&hash=${hash.slice(1)}`)).toBeNull();
    expect(verify(`${url}&hash=${hash}0`)).toBeNull();
    expect(verify(`${url}&hash=${hash.slice(0, 39)}g`)).toBeNull();
    expect(verify(`https://publisher.com/complete?hash=${hash}`)).toBeNull();
    expect(verify(`${url}&hash=${hash}\n`)).toBeNull();
    expect(verify(`${url}&Hash=${hash}`)).toBeNull(); // only the digits' case is free
  });

  test('the bytes as sent: a URL-encoded variant of the signed URL is refused', () => {
    const { url, hash, secret } = VECTOR;
    expect(
      verifiedBitlabsUrl(`${url.replace('uid=8cc877ee-af19', 'uid=8cc877ee%2Daf19')}&hash=${hash}`, secret),
    ).toBeNull();
    expect(
      verifiedBitlabsUrl(`${url.replace('publisher.com', 'PUBLISHER.com')}&hash=${hash}`, secret),
    ).toBeNull();
    // Signed encoded, received decoded (or the other way round): refused both ways.
    const signed = signedBitlabsCallback(CALLBACK_URL, { ...complete, tx: 'tx 1/2' }, SECRET);
    expect(signed).toContain('tx=tx%201%2F2&');
    expect(readBitlabsCallback(signed, SECRET)?.transactionId).toBe('tx 1/2');
    expect(readBitlabsCallback(signed.replace('tx%201%2F2', 'tx 1/2'), SECRET)).toBeNull();
    expect(readBitlabsCallback(signed.replace('tx%201%2F2', 'tx+1%2F2'), SECRET)).toBeNull();
  });

  test('an empty secret refuses everything, even a URL signed with it', () => {
    const withEmpty = `${VECTOR.url}&hash=${bitlabsCallbackHash(VECTOR.url, '')}`;
    expect(verifiedBitlabsUrl(withEmpty, '')).toBeNull();
    expect(readBitlabsCallback(signedBitlabsCallback(CALLBACK_URL, complete, ''), '')).toBeNull();
  });
});

describe('readBitlabsCallback: the parameters of a signed callback', () => {
  const read = (params: Record<string, string>, secret = SECRET) =>
    readBitlabsCallback(signedBitlabsCallback(CALLBACK_URL, params, secret), secret);

  test('a COMPLETE', () => {
    expect(read(complete)).toEqual({
      userId: UID,
      transactionId: 'tx-1001',
      type: 'COMPLETE',
      value: 172,
      usd: 1.72,
      reference: null,
      surveyId: null,
    });
  });

  test('a RECONCILIATION: negative amounts and the original transaction', () => {
    expect(
      read({ ...complete, tx: 'tx-2002', type: 'RECONCILIATION', val: '-172', raw: '-1.72', ref: 'tx-1001' }),
    ).toEqual({
      userId: UID,
      transactionId: 'tx-2002',
      type: 'RECONCILIATION',
      value: -172,
      usd: -1.72,
      reference: 'tx-1001',
      surveyId: null,
    });
  });

  test('SCREENOUT and START_BONUS with decimals, a survey id when configured, an unfilled placeholder', () => {
    expect(read({ ...complete, type: 'SCREENOUT', val: '2.5', raw: '0.025', survey: 'srv-9' })).toMatchObject(
      {
        type: 'SCREENOUT',
        value: 2.5,
        usd: 0.025,
        surveyId: 'srv-9',
      },
    );
    expect(read({ ...complete, type: 'START_BONUS', val: '0', ref: '[%REF%]' })).toMatchObject({
      type: 'START_BONUS',
      value: 0,
      reference: null,
    });
    // raw is optional: without it, usd is null.
    const { raw: _raw, ...withoutRaw } = complete;
    expect(read(withoutRaw)?.usd).toBeNull();
    // The older placeholders' values are the same kind: a plain user id and integers.
    expect(read({ uid: 'utente-42', tx: '101', type: 'complete', val: '1000', raw: '1' })).toMatchObject({
      userId: 'utente-42',
      transactionId: '101',
      type: 'COMPLETE',
      value: 1000,
      usd: 1,
    });
  });

  test('lengths: uid up to 65 characters, tx up to 100', () => {
    expect(read({ ...complete, uid: 'u'.repeat(65) })?.userId).toBe('u'.repeat(65));
    expect(read({ ...complete, uid: 'u'.repeat(66) })).toBeNull();
    expect(read({ ...complete, tx: 't'.repeat(100) })?.transactionId).toBe('t'.repeat(100));
    expect(read({ ...complete, tx: 't'.repeat(101) })).toBeNull();
    expect(read({ ...complete, ref: 'r'.repeat(101) })).toBeNull();
  });

  test('refused though signed: missing or odd fields, amounts that are not numbers, ambiguity', () => {
    for (const name of ['uid', 'tx', 'type', 'val'] as const) {
      const { [name]: _dropped, ...rest } = complete;
      expect(read(rest), name).toBeNull();
      expect(read({ ...complete, [name]: '' }), `${name} empty`).toBeNull();
      expect(read({ ...complete, [name]: `[%${name.toUpperCase()}%]` }), `${name} unfilled`).toBeNull();
    }
    for (const val of ['abc', 'NaN', 'Infinity', '1e3', '0x10', '1,5', '--1', '1.', '.5', '12345678901234'])
      expect(read({ ...complete, val }), val).toBeNull();
    expect(read({ ...complete, raw: 'n/a' })).toBeNull();
    expect(read({ ...complete, type: 'COMPLETE; DROP' })).toBeNull();
    // A parameter twice, a hash among the signed parameters, no query at all.
    const twice = `${CALLBACK_URL}?uid=${UID}&tx=a&type=COMPLETE&val=1&val=1000`;
    expect(readBitlabsCallback(`${twice}&hash=${bitlabsCallbackHash(twice, SECRET)}`, SECRET)).toBeNull();
    const hashInside = `${CALLBACK_URL}?uid=${UID}&tx=a&type=COMPLETE&val=1&hash=00`;
    expect(
      readBitlabsCallback(`${hashInside}&hash=${bitlabsCallbackHash(hashInside, SECRET)}`, SECRET),
    ).toBeNull();
    expect(
      readBitlabsCallback(`${CALLBACK_URL}&hash=${bitlabsCallbackHash(CALLBACK_URL, SECRET)}`, SECRET),
    ).toBeNull();
    // Signed with another secret; far too long.
    expect(readBitlabsCallback(signedBitlabsCallback(CALLBACK_URL, complete, 'altro'), SECRET)).toBeNull();
    expect(read({ ...complete, pad: 'x'.repeat(5000) })).toBeNull();
  });
});

describe('listBitlabsSurveys against the fake BitLabs', () => {
  let fake: FakeBitlabs;
  let closedUrl: string;

  beforeAll(async () => {
    fake = await startFakeBitlabs();
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
  });

  afterAll(async () => {
    config.surveyProviders.bitlabs = original;
    await fake.close();
  });

  beforeEach(() => {
    fake.reset();
    config.surveyProviders.bitlabs = { token: fake.token, secret: fake.secret, url: `${fake.url}/` };
  });

  test('without a token: 409 "Configurazione mancante", and nothing is sent', async () => {
    config.surveyProviders.bitlabs.token = undefined;
    expect(isBitlabsConfigured()).toBe(false);
    expect(await refusal(listBitlabsSurveys(UID))).toEqual({
      status: 409,
      message: 'Configurazione mancante',
      code: 'not_configured',
    });
    expect(fake.requests).toEqual([]);
  });

  test('the request: GET /v2/client/surveys with the app token and the user id', async () => {
    expect(isBitlabsConfigured()).toBe(true);
    await listBitlabsSurveys(UID);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.method).toBe('GET');
    expect(request!.path).toBe('/v2/client/surveys');
    expect(request!.headers['x-api-token']).toBe(fake.token);
    expect(request!.headers['x-user-id']).toBe(UID);
    expect(request!.headers.accept).toBe('application/json');
  });

  test("the vendor's example, mapped", async () => {
    expect(await listBitlabsSurveys(UID)).toEqual([
      {
        id: 'b722f121-484b-4182-832c-849fa5e86cfc',
        clickUrl:
          'https://api.bitlabs.ai/v2/client/clicks?i=7e0ae30e-96af-4843-b447-e86a05688691&s=e59b6d24-c5c0-4b01-9bb0-1a705dd6b59c',
        value: 172,
        minutes: 7,
        rating: 5,
        category: 'Allgemeines',
        country: 'DE',
        language: 'de',
      },
      {
        id: '3f1c9a52-7d4e-4b8a-9e61-0c2d5b7a8f14',
        clickUrl:
          'https://api.bitlabs.ai/v2/client/clicks?i=05fbe72e-5e0a-4ddc-857b-50710b6183dd&s=e59b6d24-c5c0-4b01-9bb0-1a705dd6b59c',
        value: 41,
        minutes: 3,
        rating: 4,
        category: 'Allgemeines',
        country: 'DE',
        language: 'de',
      },
    ]);
  });

  test('malformed items are left out; missing extras become null', async () => {
    const valid = { id: 's-ok', click_url: 'https://api.bitlabs.ai/v2/client/clicks?i=1', value: '12.5' };
    fake.surveys.splice(
      0,
      fake.surveys.length,
      null,
      'survey',
      [],
      { ...valid, id: '' },
      { ...valid, id: 42 },
      { ...valid, click_url: 'http://api.bitlabs.ai/v2/client/clicks?i=1' },
      { ...valid, click_url: 'javascript:alert(1)' },
      { ...valid, click_url: 'https://' },
      { ...valid, value: 'abc' },
      { ...valid, value: '-5' },
      { ...valid, value: null },
      { ...valid, loi: 'sette', rating: -1, category: 'Other', country: 7, language: '' },
      { ...valid, id: 's-number', value: 30, loi: 4.5, category: { name: 'Shopping' } },
    );
    expect(await listBitlabsSurveys(UID)).toEqual([
      {
        id: 's-ok',
        clickUrl: valid.click_url,
        value: 12.5,
        minutes: null,
        rating: null,
        category: null,
        country: null,
        language: null,
      },
      {
        id: 's-number',
        clickUrl: valid.click_url,
        value: 30,
        minutes: 4.5,
        rating: null,
        category: 'Shopping',
        country: null,
        language: null,
      },
    ]);
  });

  test('no surveys: an empty list', async () => {
    fake.surveys.length = 0;
    expect(await listBitlabsSurveys(UID)).toEqual([]);
  });

  test("BitLabs' error envelope: 424 'Errore BitLabs: <msg>', never a 5xx", async () => {
    config.surveyProviders.bitlabs.token = 'token-sbagliato';
    expect(await refusal(listBitlabsSurveys(UID))).toEqual({
      status: 424,
      message: 'Errore BitLabs: Invalid API token',
      code: 'provider_failed',
    });
    config.surveyProviders.bitlabs.token = fake.token;
    fake.failWith(500, 'Internal Server Error');
    expect(await refusal(listBitlabsSurveys(UID))).toEqual({
      status: 424,
      message: M.failed('Internal Server Error'),
      code: 'provider_failed',
    });
    fake.failWith(429, 'Too many requests');
    expect((await refusal(listBitlabsSurveys(UID))).message).toBe('Errore BitLabs: Too many requests');
  });

  test('an answer that is not the envelope: 424', async () => {
    fake.invalidJson(true);
    expect(await refusal(listBitlabsSurveys(UID))).toEqual({
      status: 424,
      message: 'Errore BitLabs: risposta non valida',
      code: 'provider_failed',
    });
  });

  test('too slow or not there: 424 "BitLabs non risponde: riprova più tardi"', async () => {
    const unreachable = {
      status: 424,
      message: 'BitLabs non risponde: riprova più tardi',
      code: 'provider_unreachable',
    };
    fake.delay(1_000);
    expect(await refusal(listBitlabsSurveys(UID, { timeoutMs: 100 }))).toEqual(unreachable);
    fake.delay(0);
    config.surveyProviders.bitlabs.url = closedUrl;
    expect(await refusal(listBitlabsSurveys(UID))).toEqual(unreachable);
  });

  test('a user id BitLabs would not take: 400 before any request', async () => {
    for (const userId of ['', '   ', 'u'.repeat(66), 'a\nb'])
      expect((await refusal(listBitlabsSurveys(userId))).status).toBe(400);
    expect(M.invalidUser).toBe('Utente non valido per BitLabs');
    expect(fake.requests).toEqual([]);
  });
});
