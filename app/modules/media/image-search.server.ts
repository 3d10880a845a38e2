import { AppError } from '#app/lib/app-error.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { logger } from '#app/lib/logger.server.ts';
import { providerFetch, ProviderUnreachableError } from '#app/lib/provider-fetch.server.ts';

/*
 * Ricerca Immagini's web search (admin-side §2): Google's Custom Search JSON API, image mode,
 * behind this one function so another provider can replace it (Google closed the API to new
 * customers and ends it on 2027-01-01). Keys stay on the server; without them the spec's
 * 'Configurazione mancante'. A failed search is an error, never made-up results.
 */

export const IMAGE_SEARCH_MESSAGES = {
  notConfigured: 'Configurazione mancante',
  queryRequired: 'Inserisci cosa cercare',
  quota: 'Quota della ricerca immagini esaurita: riprova domani o aumenta la quota',
  keyInvalid: 'Chiave della ricerca immagini non valida o API non abilitata',
  unreachable: 'La ricerca immagini non risponde: riprova più tardi',
  failed: (detail: string) => `Errore della ricerca immagini: ${detail}`,
} as const;
const M = IMAGE_SEARCH_MESSAGES;

export type ImageResult = {
  url: string;
  thumbnailUrl: string | null;
  width: number | null;
  height: number | null;
  /** The site it was found on ("www.example.it"). */
  source: string | null;
  title: string | null;
};

export function isImageSearchConfigured(): boolean {
  return getConfig().imageSearch !== undefined;
}

type RawItem = {
  link?: unknown;
  title?: unknown;
  displayLink?: unknown;
  image?: { width?: unknown; height?: unknown; thumbnailLink?: unknown };
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const httpsUrl = (value: unknown) => {
  const url = text(value);
  return url && /^https?:\/\//i.test(url) && URL.canParse(url) ? url : null;
};

/** Up to 10 pictures for the words (a product's brand and name), safe search on, Italy first. */
export async function searchImages(query: string): Promise<ImageResult[]> {
  const config = getConfig().imageSearch;
  if (!config) throw new AppError('image_search_not_configured', M.notConfigured);
  const q = query.trim().slice(0, 200);
  if (!q) throw new AppError('query_required', M.queryRequired);
  const url = new URL(config.url);
  url.search = new URLSearchParams({
    key: config.key,
    cx: config.cx,
    q,
    searchType: 'image',
    num: '10',
    safe: 'active',
    gl: 'it',
    imgSize: 'large',
  }).toString();
  let answer;
  try {
    answer = await providerFetch(url.toString(), { headers: { Accept: 'application/json' } });
  } catch (error) {
    if (error instanceof ProviderUnreachableError)
      throw new AppError('image_search_unreachable', M.unreachable);
    throw error;
  }
  if (answer.status !== 200) {
    const body = answer.body as {
      error?: { message?: unknown; status?: unknown; errors?: { reason?: unknown }[] };
    };
    const reason = String(body?.error?.errors?.[0]?.reason ?? body?.error?.status ?? '');
    logger().warn({ status: answer.status, reason }, 'image search failed');
    // Quota: 429 RESOURCE_EXHAUSTED now, 403 dailyLimitExceeded before.
    if (answer.status === 429 || /limitExceeded|RESOURCE_EXHAUSTED/i.test(reason))
      throw new AppError('image_search_quota', M.quota);
    if (answer.status === 400 || answer.status === 401 || answer.status === 403)
      throw new AppError('image_search_key', M.keyInvalid);
    throw new AppError(
      'image_search_failed',
      M.failed(text(body?.error?.message) ?? `HTTP ${answer.status}`),
    );
  }
  // No results: Google leaves `items` out rather than sending an empty list.
  const items = (answer.body as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return [];
  return (items as RawItem[]).flatMap((item) => {
    const link = httpsUrl(item.link);
    if (!link) return [];
    return [
      {
        url: link,
        thumbnailUrl: httpsUrl(item.image?.thumbnailLink),
        width: count(item.image?.width),
        height: count(item.image?.height),
        source: text(item.displayLink),
        title: text(item.title),
      },
    ];
  });
}
