import { getConfig } from '#app/lib/env.server.ts';
import { logger } from '#app/lib/logger.server.ts';
import { readBitlabsCallback } from '#app/modules/surveys/bitlabs.server.ts';
import { recordBitlabsCallback } from '#app/modules/surveys/provider-callbacks.server.ts';
import type { Route } from './+types/bitlabs-callback';

const answer = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });

/**
 * BitLabs calls with GET only. Any other method gets a plain 405 with the methods that work
 * (without an action, React Router would answer 405 with an "Unexpected Server Error" page).
 */
export function action() {
  return answer(405, 'Metodo non consentito', { Allow: 'GET, HEAD' });
}

/**
 * GET /surveys/bitlabs/callback?uid=…&tx=…&type=…&val=…&raw=…&ref=…&hash=… (BitLabs' own scheme:
 * HMAC-SHA1 of the URL as sent, with the app secret). The hash is checked over our public address
 * and the request's own path and query, byte for byte; a bad or missing hash changes nothing.
 * A good callback answers 200 whether it credited, repeated or was ignored (BitLabs only retries).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { baseUrl, surveyProviders } = getConfig();
  const secret = surveyProviders.bitlabs.secret;
  if (!secret) return answer(409, 'Configurazione mancante');
  const { pathname, search } = new URL(request.url);
  const callback = readBitlabsCallback(`${baseUrl}${pathname}${search}`, secret);
  if (!callback) {
    logger().warn({ path: pathname }, 'bitlabs callback refused: bad signature');
    return answer(403, 'Firma non valida');
  }
  const outcome = await recordBitlabsCallback(callback);
  return answer(200, outcome);
}
