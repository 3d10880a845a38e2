import { data, redirect } from 'react-router';
import { isConsentChoice } from '#app/lib/consent.ts';
import { serializeConsent } from '#app/lib/consent.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { safeRedirectPath } from '#app/lib/safe-redirect.ts';
import type { Route } from './+types/cookie-consent';
import { readForm } from '#app/lib/request-body.server.ts';

/** Records the cookie banner's answer; works as a plain form post and through a fetcher. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const choice = form.get('choice');
  if (!isConsentChoice(choice)) {
    return data({ ok: false, error: 'Scelta non valida.' }, { status: 400 });
  }
  const headers = { 'Set-Cookie': serializeConsent(choice, getConfig().baseUrl.startsWith('https://')) };
  if (form.get('intent') === 'fetch') return data({ ok: true, choice }, { headers });
  return redirect(safeRedirectPath(form.get('redirectTo')), { headers });
}

export function loader() {
  return redirect('/');
}
