import { redirect } from 'react-router';
import { flashCookie } from '#app/lib/flash.server.ts';
import { asRefusal } from '#app/lib/form-action.server.ts';
import { socialErrorToast } from '#app/modules/accounts/auth-messages.ts';
import { safeRedirectPath } from '#app/lib/safe-redirect.ts';
import { isSocialProvider, startSocialSignIn } from '#app/modules/accounts/social-sign-in.server.ts';
import type { Route } from './+types/auth.social';
import { readForm } from '#app/lib/request-body.server.ts';

/** POST: off to Google or Facebook (with the state cookie), or back to /auth with the reason. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const provider = form.get('provider');
  if (!isSocialProvider(provider)) return redirect('/auth?tab=login');
  const redirectTo = safeRedirectPath(form.get('redirect'), '/dashboard');
  let outcome;
  try {
    outcome = await startSocialSignIn({ provider, redirectTo, request });
  } catch (error) {
    const toast = socialErrorToast(provider, asRefusal(error).message);
    return redirect(`/auth?tab=login&redirect=${encodeURIComponent(redirectTo)}`, {
      headers: { 'Set-Cookie': flashCookie(toast) },
    });
  }
  return redirect(outcome.url, { headers: outcome.headers });
}

export function loader() {
  return redirect('/auth?tab=login');
}
