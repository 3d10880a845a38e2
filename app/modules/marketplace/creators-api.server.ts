import { AppError } from '#app/lib/app-error.ts';
import { type AmazonCreatorsConfig, getConfig } from '#app/lib/env.server.ts';
import { logger } from '#app/lib/logger.server.ts';
import {
  type ProviderAnswer,
  providerFetch,
  ProviderUnreachableError,
} from '#app/lib/provider-fetch.server.ts';

/*
 * The marketplace's product search (admin-side §7 'Amazon product search'): the Creators API, PA-API
 * 5.0's successor (OAuth client credentials, lowerCamelCase JSON, prices under offersV2). Keys stay
 * on the server; without them every call answers the spec's 'Configurazione mancante'. Nothing is
 * ever invented: a failed search is an error the admin reads, not sample results.
 */

export const MARKETPLACE_MESSAGES = {
  notConfigured: 'Configurazione mancante',
  notConfiguredHint:
    'Imposta AMAZON_CREATORS_CREDENTIAL_ID, AMAZON_CREATORS_CREDENTIAL_SECRET e AMAZON_PARTNER_TAG per cercare sul marketplace.',
  keywordsRequired: 'Inserisci le parole da cercare',
  asinInvalid: "L'ASIN è di 10 lettere o cifre (es. B0CHX1W1XY)",
  throttled: 'Il marketplace ha ricevuto troppe richieste: riprova tra qualche secondo',
  unauthorized: 'Credenziali del marketplace non valide o scadute',
  notEligible:
    "L'account affiliato non è ancora abilitato alle API del marketplace (servono vendite idonee recenti)",
  unreachable: 'Il marketplace non risponde: riprova più tardi',
  itemNotFound: (asin: string) => `Nessun articolo con ASIN ${asin} sul marketplace`,
  connectionOk: 'Connessione al marketplace riuscita',
  failed: (detail: string) => `Errore del marketplace: ${detail}`,
} as const;
const M = MARKETPLACE_MESSAGES;

export type MarketplaceItem = {
  asin: string;
  title: string;
  /** "1099.00", or null when the marketplace shows no offer. */
  price: string | null;
  currency: string | null;
  imageUrl: string | null;
  /** The product page (the partner tag is ours to add, at /go). */
  detailPageUrl: string | null;
  inStock: boolean | null;
};

const RESOURCES = [
  'itemInfo.title',
  'images.primary.large',
  'offersV2.listings.price',
  'offersV2.listings.availability',
];
const MARKETPLACE = 'www.amazon.it';
const RETRIES_AFTER_THROTTLING = 2;

export function isMarketplaceConfigured(): boolean {
  return getConfig().amazonCreators !== undefined;
}

function requireConfig(): AmazonCreatorsConfig {
  const config = getConfig().amazonCreators;
  if (!config) throw new AppError('marketplace_not_configured', M.notConfigured);
  return config;
}

/** One token per credential, reused until a minute before it expires. */
const tokens = new Map<string, { value: string; expiresAt: number }>();

async function accessToken(config: AmazonCreatorsConfig): Promise<string> {
  const cached = tokens.get(config.credentialId);
  if (cached && cached.expiresAt > Date.now()) return cached.value;
  const answer = await call(() =>
    providerFetch(config.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: config.credentialId,
        client_secret: config.credentialSecret,
        scope: config.version === '2.2' ? 'creatorsapi/default' : 'creatorsapi::default',
      }).toString(),
    }),
  );
  const body = answer.body as { access_token?: unknown; expires_in?: unknown } | null;
  if (answer.status === 400 || answer.status === 401 || answer.status === 403)
    throw new AppError('marketplace_unauthorized', M.unauthorized);
  if (answer.status !== 200 || typeof body?.access_token !== 'string') throw failure(answer);
  const seconds = typeof body.expires_in === 'number' ? body.expires_in : 3600;
  tokens.set(config.credentialId, {
    value: body.access_token,
    expiresAt: Date.now() + Math.max(0, seconds - 60) * 1000,
  });
  return body.access_token;
}

async function call(request: () => Promise<ProviderAnswer>): Promise<ProviderAnswer> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof ProviderUnreachableError) throw new AppError('marketplace_timeout', M.unreachable);
    throw error;
  }
}

type ErrorEntry = { code?: unknown; message?: unknown; Code?: unknown; Message?: unknown };

function errorsOf(body: unknown): { code: string; message: string }[] {
  const list =
    (body as { errors?: unknown; Errors?: unknown } | null)?.errors ??
    (body as { Errors?: unknown } | null)?.Errors;
  if (!Array.isArray(list)) return [];
  return (list as ErrorEntry[]).map((entry) => ({
    code: String(entry.code ?? entry.Code ?? ''),
    message: String(entry.message ?? entry.Message ?? ''),
  }));
}

function failure(answer: ProviderAnswer): AppError {
  const [first] = errorsOf(answer.body);
  logger().warn({ status: answer.status, code: first?.code }, 'marketplace call failed');
  if (first?.code === 'AssociateNotEligible') return new AppError('marketplace_not_eligible', M.notEligible);
  if (answer.status === 401 || answer.status === 403)
    return new AppError('marketplace_unauthorized', M.unauthorized);
  if (answer.status >= 500) return new AppError('marketplace_unreachable', M.unreachable);
  return new AppError('marketplace_failed', M.failed(first?.message || `HTTP ${answer.status}`));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One catalogue operation: a fresh token when the cached one is refused, and after throttling (429)
 * up to two more tries, waiting what the answer asks or 1 s, then 2 s.
 */
async function catalog(
  operation: 'searchItems' | 'getItems',
  body: Record<string, unknown>,
): Promise<unknown> {
  const config = requireConfig();
  let refreshed = false;
  for (let attempt = 0; ; attempt++) {
    const token = await accessToken(config);
    const answer = await call(() =>
      providerFetch(`${config.apiUrl.replace(/\/$/, '')}/catalog/v1/${operation}`, {
        method: 'POST',
        headers: {
          Authorization: config.version === '2.2' ? `Bearer ${token}, Version 2.2` : `Bearer ${token}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'x-marketplace': MARKETPLACE,
        },
        body: JSON.stringify({
          ...body,
          partnerTag: config.partnerTag,
          partnerType: 'Associates',
          marketplace: MARKETPLACE,
          resources: RESOURCES,
        }),
      }),
    );
    if (answer.status === 200) return answer.body;
    if (answer.status === 401 && !refreshed) {
      tokens.delete(config.credentialId);
      refreshed = true;
      continue;
    }
    if (answer.status === 429) {
      if (attempt >= RETRIES_AFTER_THROTTLING) throw new AppError('marketplace_throttled', M.throttled);
      await pause(1000 * (attempt + 1));
      continue;
    }
    throw failure(answer);
  }
}

type RawItem = {
  asin?: unknown;
  detailPageURL?: unknown;
  images?: { primary?: { large?: { url?: unknown }; medium?: { url?: unknown } } };
  itemInfo?: { title?: { displayValue?: unknown } };
  offersV2?: {
    listings?: {
      price?: { money?: { amount?: unknown; currency?: unknown } };
      availability?: { type?: unknown };
      isBuyBoxWinner?: unknown;
    }[];
  };
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

function toItem(raw: RawItem): MarketplaceItem | null {
  const asin = text(raw.asin);
  const title = text(raw.itemInfo?.title?.displayValue);
  if (!asin || !title) return null;
  const listings = raw.offersV2?.listings ?? [];
  const listing = listings.find((entry) => entry.isBuyBoxWinner === true) ?? listings[0];
  const amount = listing?.price?.money?.amount;
  const availability = text(listing?.availability?.type);
  return {
    asin,
    title,
    price: typeof amount === 'number' && Number.isFinite(amount) && amount >= 0 ? amount.toFixed(2) : null,
    currency: text(listing?.price?.money?.currency),
    imageUrl: text(raw.images?.primary?.large?.url) ?? text(raw.images?.primary?.medium?.url),
    detailPageUrl: text(raw.detailPageURL),
    inStock: availability
      ? ['IN_STOCK', 'IN_STOCK_SCARCE', 'LEADTIME', 'AVAILABLE_DATE', 'PREORDER'].includes(availability)
      : null,
  };
}

const itemsOf = (list: unknown): MarketplaceItem[] =>
  Array.isArray(list) ? list.map((raw) => toItem(raw as RawItem)).filter((item) => item !== null) : [];

/** 'Cerca su Amazon': up to 10 items for the keywords. */
export async function searchMarketplace(keywords: string): Promise<MarketplaceItem[]> {
  const query = keywords.trim().slice(0, 200);
  if (!query) throw new AppError('keywords_required', M.keywordsRequired);
  const body = await catalog('searchItems', { keywords: query, searchIndex: 'All', itemCount: 10 });
  return itemsOf((body as { searchResult?: { items?: unknown } } | null)?.searchResult?.items);
}

/** One item by ASIN; an ASIN the marketplace does not know is the admin's error, said so. */
export async function getMarketplaceItem(asin: string): Promise<MarketplaceItem> {
  const id = asin.trim().toUpperCase();
  if (!/^[A-Z0-9]{10}$/.test(id)) throw new AppError('asin_invalid', M.asinInvalid);
  const body = await catalog('getItems', { itemIds: [id], itemIdType: 'ASIN' });
  const item = itemsOf((body as { itemsResult?: { items?: unknown } } | null)?.itemsResult?.items).find(
    (candidate) => candidate.asin === id,
  );
  if (!item) throw new AppError('item_not_found', M.itemNotFound(id));
  return item;
}

/** The back office's connection test: a token and a one-item search. */
export async function testMarketplaceConnection(): Promise<string> {
  const config = requireConfig();
  tokens.delete(config.credentialId);
  await catalog('searchItems', { keywords: 'cuffie', searchIndex: 'All', itemCount: 1 });
  return M.connectionOk;
}
