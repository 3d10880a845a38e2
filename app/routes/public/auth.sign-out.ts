import { redirect } from 'react-router';
import { flashCookie } from '#app/lib/flash.server.ts';
import { signedOutToast } from '#app/modules/accounts/auth-messages.ts';
import { signOut } from '#app/modules/accounts/sign-out.server.ts';
import type { Route } from './+types/auth.sign-out';

/** POST: ends the session (top bar, drawer and admin sidebar all post here) and goes home. */
export async function action({ request }: Route.ActionArgs) {
  const headers = await signOut(request);
  headers.append('Set-Cookie', flashCookie(signedOutToast));
  return redirect('/', { headers });
}

export function loader() {
  return redirect('/');
}
