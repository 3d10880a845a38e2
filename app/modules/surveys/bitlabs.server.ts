import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '#app/lib/app-error.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { logger } from '#app/lib/logger.server.ts';
import { providerFetch, ProviderUnreachableError } from '#app/lib/provider-fetch.server.ts';

/*
 * BitLabs (decision 019), the survey wall that pays members: its Survey API lists the surveys a
 * member may take, and its server-to-server callbacks tell us about completes, screen-outs and
 * reversals. Reference: /work/shared/external-apis/bitlabs (callbacks.md, get_surveys_response.json).
 *
 * The reward callback to configure at BitLabs (Dashboard → Apps → the app → Integration → Reward
 * Callback), with the newer placeholder names of developer.bitlabs.ai/docs/callback-parameters:
 *
 *   https://<our host>/surveys/bitlabs/callback?uid=[%USER:UID%]&tx=[%TX%]&type=[%TYPE%]&val=[%VALUE:CURRENCY%]&raw=[%VALUE:USD%]&ref=[%REF%]
 *
 * (the older names [%UID%], [%VAL%], [%RAW%] fill the same parameters). BitLabs appends
 * `&hash=<hex HMAC-SHA1 of everything before it, keyed with the App Secret>` last. The vendor's
 * parameter list has no survey-id placeholder ([%SURVEY:ID%] is not documented), so `survey` is
 * left out of the URL; if the dashboard offers one, add `&survey=<it>` and it is read below.
 */

export const BITLABS_MESSAGES = {
  notConfigured: 'Configurazione mancante',
  invalidUser: 'Utente non valido per BitLabs',
  unreachable: 'BitLabs non risponde: riprova più tardi',
  invalidAnswer: 'risposta non valida',
  tooLarge: 'risposta troppo grande',
  failed: (detail: string) => `Errore BitLabs: ${detail}`,
} as const;
const M = BITLABS_MESSAGES;

// ---------------------------------------------------------------------------------------------
// Callbacks
// ---------------------------------------------------------------------------------------------

export type BitlabsCallback = {
  /** Our user id, as we gave it to BitLabs (X-User-Id / `uid` on the wall); ≤ 65 characters. */
  userId: string;
  /** BitLabs' transaction id: the key that keeps a callback from being credited twice; ≤ 100. */
  transactionId: string;
  /** Survey callbacks: COMPLETE, SCREENOUT, RECONCILIATION, START_BONUS (others passed through). */
  type: 'COMPLETE' | 'SCREENOUT' | 'RECONCILIATION' | 'START_BONUS' | (string & {});
  /** The member's reward in app currency; negative for a RECONCILIATION (a reversal). */
  value: number;
  /** What BitLabs pays us, in USD (`raw`), when sent. */
  usd: number | null;
  /** For a RECONCILIATION: the transaction id of the COMPLETE it reverses. */
  reference: string | null;
  /** The survey, when the configured URL carries one (see above: not a documented placeholder). */
  surveyId: string | null;
};

/** hex(HMAC-SHA1(key = App Secret, message = the callback URL up to, not including, `&hash=`)). */
export function bitlabsCallbackHash(url: string, secret: string): string {
  return createHmac('sha1', secret).update(url, 'utf8').digest('hex');
}

/** Longer than any callback BitLabs sends us (a few short parameters): refused unread. */
const MAX_CALLBACK_URL = 4096;
const SIGNED = /^(.+)&hash=([0-9a-fA-F]{40})$/s;
const NUMBER = /^-?\d{1,12}(?:\.\d{1,12})?$/;
const TYPE = /^[A-Z_]{1,40}$/i;

/**
 * The signed part of a callback URL (everything before `&hash=`) when its hash is right, else
 * null: the hash check alone, with the rules of readBitlabsCallback below.
 */
export function verifiedBitlabsUrl(fullUrl: string, secret: string): string | null {
  if (!secret || typeof fullUrl !== 'string' || fullUrl.length > MAX_CALLBACK_URL) return null;
  const match = SIGNED.exec(fullUrl);
  if (!match) return null;
  const given = Buffer.from(match[2]!, 'hex');
  const expected = createHmac('sha1', secret).update(match[1]!, 'utf8').digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? match[1]! : null;
}

/**
 * The parameters of a BitLabs callback whose hash is right, or null.
 *
 * `fullUrl` is the callback's public URL exactly as BitLabs called it: scheme and host as
 * configured at BitLabs (behind a proxy, our public base URL) then the raw request target, path
 * and query, byte for byte — not a URL re-serialized by a parser (`new URL()` may re-encode
 * characters, and the hash is over what was sent). `&hash=` must be last, followed by exactly
 * 40 hex digits; upper-case hex is accepted (the same bytes: BitLabs sends lower case, and a
 * case change does not make a forged digest right). An empty secret refuses everything.
 *
 * Refused (null) as well: a `hash` parameter anywhere else, a parameter sent twice, a missing or
 * too long `uid` (≤ 65) or `tx` (≤ 100), a missing or odd `type`, a `val` that is not a plain
 * decimal number, a `raw` that is present but not one. The sign of `val` is not checked here:
 * reconciliations are negative, and the ledger decides what a negative complete means.
 */
export function readBitlabsCallback(fullUrl: string, secret: string): BitlabsCallback | null {
  const signed = verifiedBitlabsUrl(fullUrl, secret);
  if (signed === null) return null;
  const queryAt = signed.indexOf('?');
  if (queryAt < 0) return null;
  const query = new URLSearchParams(signed.slice(queryAt + 1).replace(/#.*$/s, ''));
  const keys = [...query.keys()];
  if (keys.includes('hash') || new Set(keys).size !== keys.length) return null;

  const param = (name: string, max: number): string | null | undefined => {
    const raw = query.get(name)?.trim();
    // An empty value or a placeholder BitLabs did not fill ("[%REF%]") means "not sent".
    if (!raw || /^\[%.*%\]$/.test(raw)) return null;
    return raw.length <= max ? raw : undefined;
  };
  const amount = (raw: string | null | undefined) =>
    raw && NUMBER.test(raw) && Number.isFinite(Number(raw)) ? Number(raw) : undefined;

  const userId = param('uid', 65);
  const transactionId = param('tx', 100);
  const type = param('type', 40);
  const value = amount(param('val', 40));
  const rawUsd = param('raw', 40);
  const usd = rawUsd === null ? null : amount(rawUsd);
  const reference = param('ref', 100);
  const surveyId = param('survey', 100);
  if (!userId || !transactionId || !type || !TYPE.test(type) || value === undefined) return null;
  if (usd === undefined || reference === undefined || surveyId === undefined) return null;
  return {
    userId,
    transactionId,
    type: type.toUpperCase(),
    value: Object.is(value, -0) ? 0 : value,
    usd: Object.is(usd, -0) ? 0 : usd,
    reference,
    surveyId,
  };
}

// ---------------------------------------------------------------------------------------------
// Survey API: the surveys one member may take
// ---------------------------------------------------------------------------------------------

export type BitlabsSurvey = {
  id: string;
  /** Where the member goes to take it (BitLabs' click tracker); https only. */
  clickUrl: string;
  /** The reward in app currency (BitLabs sends it as a string, "172"). */
  value: number;
  /** Length of interview, in minutes (`loi`). */
  minutes: number | null;
  /** BitLabs' 1–5 stars. */
  rating: number | null;
  /** The category's localized name ("Allgemeines"). */
  category: string | null;
  country: string | null;
  language: string | null;
};

export function isBitlabsConfigured(): boolean {
  return Boolean(getConfig().surveyProviders.bitlabs.token);
}

type RawSurvey = {
  id?: unknown;
  click_url?: unknown;
  value?: unknown;
  loi?: unknown;
  rating?: unknown;
  category?: { name?: unknown } | null;
  country?: unknown;
  language?: unknown;
};

const text = (value: unknown, max = 200) =>
  typeof value === 'string' && value.trim() && value.trim().length <= max ? value.trim() : null;
const count = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
const reward = (value: unknown) => {
  if (typeof value === 'number') return count(value);
  const raw = text(value, 40);
  return raw && /^\d{1,12}(?:\.\d{1,12})?$/.test(raw) ? Number(raw) : null;
};
const httpsUrl = (value: unknown) => {
  const url = text(value, 2000);
  if (!url || !/^https:\/\//i.test(url) || !URL.canParse(url)) return null;
  return new URL(url).protocol === 'https:' ? url : null;
};

function toSurvey(item: unknown): BitlabsSurvey | null {
  if (!item || typeof item !== 'object') return null;
  const raw = item as RawSurvey;
  const id = text(raw.id);
  const clickUrl = httpsUrl(raw.click_url);
  const value = reward(raw.value);
  if (!id || !clickUrl || value === null) return null;
  return {
    id,
    clickUrl,
    value,
    minutes: count(raw.loi),
    rating: count(raw.rating),
    category: raw.category && typeof raw.category === 'object' ? text(raw.category.name) : null,
    country: text(raw.country, 10),
    language: text(raw.language, 10),
  };
}

/**
 * The surveys BitLabs offers `userId` now: GET {url}/v2/client/surveys with the app token and the
 * user id in headers. Malformed items are left out. Failures are 4xx AppErrors, never 5xx: 409
 * without a token; 424 (a dependency failed) when BitLabs answers with an error — its own `msg`
 * in 'Errore BitLabs: …' — or something that is not its envelope, or does not answer in time.
 */
export async function listBitlabsSurveys(
  userId: string,
  options: { timeoutMs?: number } = {},
): Promise<BitlabsSurvey[]> {
  const config = getConfig().surveyProviders.bitlabs;
  if (!config.token) throw new AppError('not_configured', M.notConfigured);
  if (typeof userId !== 'string' || !userId.trim() || userId.length > 65 || /[\r\n]/.test(userId))
    throw new AppError('invalid_user', M.invalidUser);
  let answer;
  try {
    answer = await providerFetch(`${config.url.replace(/\/+$/, '')}/v2/client/surveys`, {
      headers: { Accept: 'application/json', 'X-Api-Token': config.token, 'X-User-Id': userId },
      timeoutMs: options.timeoutMs,
    });
  } catch (error) {
    if (error instanceof ProviderUnreachableError) {
      if (error.reason === 'too-large') throw new AppError('provider_failed', M.failed(M.tooLarge));
      throw new AppError('provider_unreachable', M.unreachable);
    }
    throw error;
  }
  const body = answer.body as {
    data?: { surveys?: unknown } | null;
    error?: { details?: { http?: unknown; msg?: unknown } } | null;
  } | null;
  if (answer.status !== 200 || body?.error) {
    const detail = text(body?.error?.details?.msg) ?? `HTTP ${answer.status}`;
    logger().warn(
      { status: answer.status, http: body?.error?.details?.http, detail },
      'bitlabs surveys failed',
    );
    throw new AppError('provider_failed', M.failed(detail));
  }
  if (!body || typeof body !== 'object' || !body.data || typeof body.data !== 'object') {
    logger().warn({ status: answer.status }, 'bitlabs surveys: not the envelope');
    throw new AppError('provider_failed', M.failed(M.invalidAnswer));
  }
  // No surveys (or a `restriction_reason` instead): nothing to take now.
  const surveys = body.data.surveys;
  if (!Array.isArray(surveys)) return [];
  return surveys.flatMap((item) => {
    const survey = toSurvey(item);
    return survey ? [survey] : [];
  });
}
