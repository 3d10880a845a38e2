import { redirect } from 'react-router';
import { REFERRAL_CODE, referralCookie } from '#app/modules/referrals/referrals.server.ts';
import type { Route } from './+types/invite-link';

/** /invite/:code: remembers who invited this visitor (cookie, 30 days) and opens sign-up. */
export function loader({ params }: Route.LoaderArgs) {
  const code = params.code.toUpperCase();
  if (!REFERRAL_CODE.test(code)) throw redirect('/auth?tab=signup');
  return redirect('/auth?tab=signup', { headers: { 'Set-Cookie': referralCookie(code) } });
}
