import { data } from 'react-router';
import { getAuth } from '#app/modules/accounts/auth.server.ts';
import { clearReferralCookie, readReferralCookie } from '#app/modules/referrals/referrals.server.ts';
import type { Route } from './+types/auth';

/**
 * The only Better Auth endpoints open over HTTP: the links in our e-mails (confirmation, new
 * password) and the sign-in providers' callbacks. Signing up or in, changing names, e-mail or
 * password, and the admin actions go through our own routes, which validate, rate limit and audit
 * before calling the library on the server; its raw endpoints would skip all of that.
 */
const OPEN_ENDPOINTS: { method: string; path: RegExp }[] = [
  { method: 'GET', path: /^\/api\/auth\/verify-email$/ },
  { method: 'GET', path: /^\/api\/auth\/reset-password\/[^/]+$/ },
  // Google and Facebook come back with a GET. (A provider answering with a cross-site form post
  // would be refused by the origin check and carry no SameSite=Lax state cookie anyway.)
  { method: 'GET', path: /^\/api\/auth\/callback\/[a-z0-9-]+$/ },
];

async function handle(request: Request) {
  const { pathname } = new URL(request.url);
  const open = OPEN_ENDPOINTS.some(
    (endpoint) => endpoint.method === request.method && endpoint.path.test(pathname),
  );
  if (!open) return data({ error: 'Endpoint non trovato' }, { status: 404 });
  let response: Response;
  try {
    response = await getAuth().handler(request);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    // The library parses the provider's state and answers without a guard: a forged or cut
    // value is the client's mistake, not ours.
    return data({ error: 'Richiesta non valida o scaduta' }, { status: 400 });
  }
  if (response.status >= 400 && response.status < 500) {
    // The library's own refusals (its codes, in English) said in our shape and language.
    return data({ error: 'Richiesta non valida o scaduta' }, { status: response.status });
  }
  const signedIn = response.headers.getSetCookie().some((cookie) => /session_token=[^;]/.test(cookie));
  if (
    !pathname.startsWith('/api/auth/callback/') ||
    !signedIn ||
    !readReferralCookie(request.headers.get('Cookie'))
  )
    return response;
  // A provider's sign-in went through: the invite is used (a new account was linked to it).
  const answer = new Response(response.body, response);
  answer.headers.append('Set-Cookie', clearReferralCookie());
  return answer;
}

export function loader({ request }: Route.LoaderArgs) {
  return handle(request);
}

export function action({ request }: Route.ActionArgs) {
  return handle(request);
}
