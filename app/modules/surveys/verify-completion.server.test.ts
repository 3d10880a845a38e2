import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { getConfig } from '#app/lib/env.server.ts';
import {
  type CompletionToVerify,
  GENERIC_WINDOW_HOURS,
  VERIFY_MESSAGES as M,
  verifyCompletionWithProvider,
} from './verify-completion.server.ts';
import {
  FAKE_SURVEY_TOKEN,
  type FakeSurveyProviders,
  startFakeSurveyProviders,
} from '#tests/support/fake-survey-providers.ts';

/*
 * The verification of admin-side §7 against a loopback SurveyMonkey and Typeform replaying their
 * real shapes and error bodies (tests/support/fake-survey-providers.ts). No database is used: the
 * file is a .server.test.ts because getConfig() needs the integration environment (the unit project
 * sees Vite's BASE_URL "/").
 */

const config = getConfig();
const original = structuredClone(config.surveyProviders);

const DONE = '2b0f5a4e-6c1d-4f7e-9a3b-8d2c1e0f4a51';
const OTHER_DONE = '7c9e2d1a-3b4f-4e5d-8a6b-1f0e9d8c7b62';
const NOT_DONE = 'e4d3c2b1-a0f9-4e8d-b7c6-5a4b3c2d1e03';
const SM_SURVEY = '164317910';
const TF_FORM = 'lT9Z2j';

let fake: FakeSurveyProviders;
let closedPort: number;

const sm = (reference: string, extra: Partial<CompletionToVerify> = {}) =>
  verifyCompletionWithProvider({
    provider: 'surveymonkey',
    providerSurveyId: SM_SURVEY,
    reference,
    completedAt: new Date(),
    ...extra,
  });
const tf = (reference: string, extra: Partial<CompletionToVerify> = {}) =>
  verifyCompletionWithProvider({
    provider: 'typeform',
    providerSurveyId: TF_FORM,
    reference,
    completedAt: new Date(),
    ...extra,
  });
const refused = (message: string) => ({ verified: false, message });

/** A SurveyMonkey response in the real object's shape. */
const smResponse = (fields: Record<string, unknown>) => ({
  total_time: 84,
  href: 'https://api.surveymonkey.com/v3/surveys/164317910/responses/10598880001',
  custom_variables: {},
  ip_address: '192.0.2.10',
  id: '10598880001',
  response_status: 'completed',
  custom_value: '',
  collector_id: '223587728',
  date_created: '2019-03-18T01:34:59+00:00',
  date_modified: '2019-03-18T01:36:23+00:00',
  survey_id: SM_SURVEY,
  collection_mode: 'default',
  ...fields,
});

/** A Typeform item in the docs' shape. */
const tfItem = (fields: Record<string, unknown>) => ({
  landing_id: '0a1b2c3d4e5f60718293a4b5c6d7e8f9',
  token: '0a1b2c3d4e5f60718293a4b5c6d7e8f9',
  response_id: '0a1b2c3d4e5f60718293a4b5c6d7e8f9',
  landed_at: '2024-08-17T04:36:37Z',
  submitted_at: '2024-08-17T04:42:47Z',
  metadata: { browser: 'default', platform: 'other', referer: 'https://provato.typeform.com/to/lT9Z2j' },
  hidden: {},
  calculated: { score: 0 },
  answers: [],
  ...fields,
});
const shortText = (ref: string, text: string) => ({
  field: { id: 'JwWggjAKtOkA', ref, type: 'short_text' },
  type: 'text',
  text,
});

beforeAll(async () => {
  fake = await startFakeSurveyProviders({ completed: { surveymonkey: [DONE], typeform: [DONE] } });
  // A port nothing listens on: opened, read, closed.
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  closedPort = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
});

afterAll(async () => {
  config.surveyProviders = original;
  await fake.close();
});

beforeEach(() => {
  fake.reset();
  config.surveyProviders = {
    ...structuredClone(original),
    surveymonkey: { token: FAKE_SURVEY_TOKEN, url: fake.surveymonkeyUrl },
    typeform: { token: FAKE_SURVEY_TOKEN, url: fake.typeformUrl },
  };
});

describe('SurveyMonkey (GET /surveys/{id}/responses/bulk)', () => {
  test('a finished response carrying the reference as custom variable user_id: verified', async () => {
    expect(await sm(DONE)).toEqual({ verified: true });
    expect(fake.requests).toEqual([
      {
        provider: 'surveymonkey',
        method: 'GET',
        path: `/v3/surveys/${SM_SURVEY}/responses/bulk`,
        query: { per_page: '100', status: 'completed', sort_by: 'date_modified', sort_order: 'DESC' },
        authorization: `Bearer ${FAKE_SURVEY_TOKEN}`,
      },
    ]);
    // The provider's name is read without case or spaces.
    expect(await sm(DONE, { provider: '  SurveyMonkey ' })).toEqual({ verified: true });
  });

  test('no response of the person: the spec’s "Utente non ha completato il sondaggio"', async () => {
    expect(await sm(NOT_DONE)).toEqual(refused('Utente non ha completato il sondaggio'));
    expect(M.notCompleted).toBe('Utente non ha completato il sondaggio');
    // The docs' stranger (custvar_1 "one") matches nothing of ours.
    expect(await sm('one')).toEqual(refused(M.notCompleted));
  });

  test('also matched: custom variable uid, the respondent id, the weblink’s custom value', async () => {
    fake.addResponse(
      'surveymonkey',
      smResponse({ id: '10598880002', custom_variables: { uid: OTHER_DONE } }),
    );
    expect(await sm(OTHER_DONE)).toEqual({ verified: true });
    fake.addResponse('surveymonkey', smResponse({ id: '10598880003' }));
    expect(await sm('10598880003')).toEqual({ verified: true });
    fake.addResponse('surveymonkey', smResponse({ id: '10598880004', custom_value: NOT_DONE }));
    expect(await sm(NOT_DONE)).toEqual({ verified: true });
  });

  test('a partial, disqualified or over-quota response does not count', async () => {
    for (const [index, status] of ['partial', 'disqualified', 'overquota'].entries())
      fake.addResponse(
        'surveymonkey',
        smResponse({
          id: `1059888001${index}`,
          response_status: status,
          custom_variables: { user_id: NOT_DONE },
        }),
      );
    expect(await sm(NOT_DONE)).toEqual(refused(M.notCompleted));
    expect(await sm('10598880010')).toEqual(refused(M.notCompleted));
  });

  test('follows links.next, on our own address, and reads 10 pages at most', async () => {
    fake.pageSize(1);
    // Page 1: the docs' stranger, page 2: DONE, then 3 more strangers and OTHER_DONE on page 6.
    for (let index = 0; index < 3; index += 1)
      fake.addResponse('surveymonkey', smResponse({ id: `1059888002${index}` }));
    fake.addResponse(
      'surveymonkey',
      smResponse({ id: '10598880030', custom_variables: { user_id: OTHER_DONE } }),
    );
    expect(await sm(OTHER_DONE)).toEqual({ verified: true });
    expect(fake.requests.map((request) => request.query.page ?? '1')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(new Set(fake.requests.map((request) => request.authorization))).toEqual(
      new Set([`Bearer ${FAKE_SURVEY_TOKEN}`]),
    );
    expect(fake.requests[1]!.query).toEqual({
      per_page: '1',
      status: 'completed',
      sort_by: 'date_modified',
      sort_order: 'DESC',
      page: '2',
    });

    // Past the tenth page nothing is read: not found.
    fake.reset();
    fake.pageSize(1);
    for (let index = 0; index < 10; index += 1)
      fake.addResponse('surveymonkey', smResponse({ id: `105988801${index}` }));
    fake.addResponse(
      'surveymonkey',
      smResponse({ id: '10598880200', custom_variables: { user_id: OTHER_DONE } }),
    );
    expect(await sm(OTHER_DONE)).toEqual(refused(M.notCompleted));
    expect(fake.requests).toHaveLength(10);
  });
});

describe('Typeform (GET /forms/{id}/responses)', () => {
  test('a submission carrying the reference as hidden field user_id: verified', async () => {
    expect(await tf(DONE)).toEqual({ verified: true });
    expect(fake.requests).toEqual([
      {
        provider: 'typeform',
        method: 'GET',
        path: `/forms/${TF_FORM}/responses`,
        query: { page_size: '1000', query: DONE },
        authorization: `Bearer ${FAKE_SURVEY_TOKEN}`,
      },
    ]);
    expect(await tf(NOT_DONE, { provider: 'TypeForm' })).toEqual(refused(M.notCompleted));
  });

  test('also matched: an answer to the question user_id (text or number), the response id', async () => {
    fake.addResponse('typeform', tfItem({ answers: [shortText('user_id', OTHER_DONE)] }));
    expect(await tf(OTHER_DONE)).toEqual({ verified: true });
    fake.addResponse(
      'typeform',
      tfItem({
        token: 'numero',
        answers: [
          { field: { id: 'pn48RmPazVdM', ref: 'user_id', type: 'number' }, type: 'number', number: 4242 },
        ],
      }),
    );
    expect(await tf('4242')).toEqual({ verified: true });
    // Typeform's query finds the token when an answer holds it too (its search scope is answers,
    // hidden fields and variables); the match is on the token.
    fake.addResponse(
      'typeform',
      tfItem({ token: NOT_DONE, response_id: NOT_DONE, answers: [shortText('codice', NOT_DONE)] }),
    );
    expect(await tf(NOT_DONE)).toEqual({ verified: true });
  });

  test('the reference typed into another question does not count', async () => {
    fake.addResponse(
      'typeform',
      tfItem({ answers: [shortText('my_custom_short_text_reference', OTHER_DONE)] }),
    );
    expect(await tf(OTHER_DONE)).toEqual(refused(M.notCompleted));
    expect(fake.requests).toHaveLength(1);
  });

  test('an abandoned landing (year-1 or no submitted_at, response_type partial) does not count', async () => {
    const hidden = { user_id: NOT_DONE };
    fake.addResponse('typeform', tfItem({ token: 'a', hidden, submitted_at: '0001-01-01T00:00:00Z' }));
    fake.addResponse('typeform', tfItem({ token: 'b', hidden, submitted_at: undefined }));
    fake.addResponse('typeform', tfItem({ token: 'c', hidden, response_type: 'partial' }));
    expect(await tf(NOT_DONE)).toEqual(refused(M.notCompleted));
  });

  test('older pages with before = the last token, 10 pages at most', async () => {
    fake.pageSize(1);
    fake.addResponse('typeform', tfItem({ token: 't1', answers: [shortText('nome', OTHER_DONE)] }));
    fake.addResponse('typeform', tfItem({ token: 't2', answers: [shortText('nome', OTHER_DONE)] }));
    fake.addResponse('typeform', tfItem({ token: 't3', hidden: { user_id: OTHER_DONE } }));
    expect(await tf(OTHER_DONE)).toEqual({ verified: true });
    expect(fake.requests.map((request) => request.query.before ?? null)).toEqual([null, 't1', 't2']);

    fake.reset();
    fake.pageSize(1);
    for (let index = 0; index < 10; index += 1)
      fake.addResponse('typeform', tfItem({ token: `x${index}`, answers: [shortText('nome', OTHER_DONE)] }));
    fake.addResponse('typeform', tfItem({ token: 'x10', hidden: { user_id: OTHER_DONE } }));
    expect(await tf(OTHER_DONE)).toEqual(refused(M.notCompleted));
    expect(fake.requests).toHaveLength(10);
  });
});

describe('what the providers may answer instead', () => {
  test('no key: "API Key … non configurata", and nothing is sent', async () => {
    config.surveyProviders.surveymonkey.token = undefined;
    config.surveyProviders.typeform.token = undefined;
    expect(await sm(DONE)).toEqual(refused('API Key SurveyMonkey non configurata'));
    expect(await tf(DONE)).toEqual(refused('API Key Typeform non configurata'));
    expect(fake.requests).toEqual([]);
  });

  test('SurveyMonkey’s refusals: HTTP status and its error.message', async () => {
    config.surveyProviders.surveymonkey.token = 'chiave-sbagliata';
    expect(await sm(DONE)).toEqual(refused('HTTP 401: The authorization token provided was invalid.'));
    config.surveyProviders.surveymonkey.token = FAKE_SURVEY_TOKEN;
    const cases: [number, string][] = [
      [401, 'HTTP 401: The authorization token provided was invalid.'],
      [404, 'HTTP 404: There was an error retrieving the requested resource.'],
      [429, 'HTTP 429: Too many requests were made, try again later.'],
      [500, 'HTTP 500: Oh bananas! We couldn’t process your request.'],
      [503, 'HTTP 503: Service unreachable. Please try again later.'],
      [502, 'HTTP 502: Bad Gateway'],
    ];
    for (const [status, message] of cases) {
      fake.fault('surveymonkey', { status });
      expect(await sm(DONE)).toEqual(refused(message));
    }
  });

  test('Typeform’s refusals: HTTP status and its description, else the status text', async () => {
    config.surveyProviders.typeform.token = 'chiave-sbagliata';
    expect(await tf(DONE)).toEqual(refused('HTTP 403: Authentication failed'));
    config.surveyProviders.typeform.token = FAKE_SURVEY_TOKEN;
    const cases: [number, string][] = [
      [401, 'HTTP 401: Authentication credentials not found on the Request Headers'],
      [404, `HTTP 404: Non existing form with id ${TF_FORM}`],
      [429, 'HTTP 429: Too Many Requests'],
      [500, 'HTTP 500: Internal Server Error'],
    ];
    for (const [status, message] of cases) {
      fake.fault('typeform', { status });
      expect(await tf(DONE)).toEqual(refused(message));
    }
  });

  test('no answer in time: "Errore verifica …: nessuna risposta entro … secondi"', async () => {
    fake.fault('surveymonkey', { delayMs: 2_000 });
    expect(await sm(DONE, { timeoutMs: 200 })).toEqual(
      refused('Errore verifica SurveyMonkey: nessuna risposta entro 0,2 secondi'),
    );
    fake.fault('typeform', { delayMs: 2_000 });
    expect(await tf(DONE, { timeoutMs: 1_000 })).toEqual(
      refused('Errore verifica Typeform: nessuna risposta entro 1 secondo'),
    );
    expect(M.timeout(10_000)).toBe('nessuna risposta entro 10 secondi');
  });

  test('a provider that cannot be reached, or answers too much', async () => {
    config.surveyProviders.typeform.url = `http://127.0.0.1:${closedPort}`;
    expect(await tf(DONE)).toEqual(refused('Errore verifica Typeform: servizio non raggiungibile'));
    fake.fault('surveymonkey', { body: 'huge' });
    expect(await sm(DONE)).toEqual(refused('Errore verifica SurveyMonkey: risposta troppo grande'));
  });

  test('an answer that is not JSON: "risposta non valida"', async () => {
    fake.fault('surveymonkey', { body: 'invalid-json' });
    expect(await sm(DONE)).toEqual(refused('Errore verifica SurveyMonkey: risposta non valida'));
    fake.fault('typeform', { body: 'invalid-json' });
    expect(await tf(DONE)).toEqual(refused('Errore verifica Typeform: risposta non valida'));
  });

  test('no reference or no survey id: nothing is asked', async () => {
    expect(await sm('   ')).toEqual(refused(M.notCompleted));
    expect(await tf('', { providerSurveyId: TF_FORM })).toEqual(refused(M.notCompleted));
    expect(await sm(DONE, { providerSurveyId: ' ' })).toEqual(
      refused('ID del sondaggio presso il provider mancante'),
    );
    expect(fake.requests).toEqual([]);
  });
});

describe('any other provider: the generic 720-hour check', () => {
  const now = new Date('2025-06-30T12:00:00Z');
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  const generic = (provider: string, completedAt: Date | null) =>
    verifyCompletionWithProvider({
      provider,
      providerSurveyId: 'qualsiasi',
      reference: DONE,
      completedAt,
      now,
    });

  test('completed within the last 720 hours: verified, exactly at the boundary too', async () => {
    expect(GENERIC_WINDOW_HOURS).toBe(720);
    for (const provider of ['bitlabs', 'BitLabs', 'cint', ''])
      expect(await generic(provider, hoursAgo(720))).toEqual({ verified: true });
    expect(await generic('bitlabs', hoursAgo(1))).toEqual({ verified: true });
    expect(await generic('bitlabs', now)).toEqual({ verified: true });
  });

  test('older than 720 hours, even by a millisecond: not verified', async () => {
    const justOlder = new Date(hoursAgo(720).getTime() - 1);
    expect(await generic('bitlabs', justOlder)).toEqual(
      refused('Completamento più vecchio di 30 giorni: non verificabile'),
    );
    expect(await generic('altro', hoursAgo(24 * 365))).toEqual(refused(M.tooOld));
  });

  test('never completed: "Il sondaggio non risulta completato", and no provider is asked', async () => {
    expect(await generic('bitlabs', null)).toEqual(refused('Il sondaggio non risulta completato'));
    expect(fake.requests).toEqual([]);
  });
});
