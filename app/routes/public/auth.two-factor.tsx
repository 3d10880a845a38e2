import { redirect } from 'react-router';
import { conformAction } from '#app/lib/conform-action.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { safeRedirectPath } from '#app/lib/safe-redirect.ts';
import { canonicalLink } from '#app/lib/site.ts';
import {
  type TwoFactorSignInData,
  TwoFactorSignInPage,
} from '#app/modules/accounts/components/two-factor-sign-in-page.tsx';
import {
  runTwoFactorSignIn,
  twoFactorSignInAnswers,
} from '#app/modules/accounts/run-two-factor-sign-in.server.ts';
import { pendingTwoFactorUser } from '#app/modules/accounts/two-factor-sign-in.server.ts';
import { twoFactorSignInSchema } from '#app/modules/accounts/two-factor.schema.ts';
import { viewerContext } from '#app/modules/accounts/viewer.server.ts';
import type { Route } from './+types/auth.two-factor';

/**
 * The second step of a password sign-in for an account with a second factor: the password was
 * right, the library set a short-lived two-factor cookie instead of a session, and the session
 * comes only with a code from the app or a recovery code.
 */
export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: 'Verifica in due passaggi | Provato' },
    { name: 'robots', content: 'noindex' },
    canonicalLink(loaderData?.origin, '/auth/two-factor'),
  ];
}

export async function loader({
  request,
  context,
}: Route.LoaderArgs): Promise<TwoFactorSignInData & { origin: string }> {
  const url = new URL(request.url);
  const redirectParam = url.searchParams.get('redirect');
  if (context.get(viewerContext)) throw redirect(safeRedirectPath(redirectParam, '/dashboard'));
  return {
    method: url.searchParams.get('method') === 'recovery' ? 'recovery' : 'totp',
    redirect: redirectParam ? safeRedirectPath(redirectParam, '/dashboard') : undefined,
    expired: !(await pendingTwoFactorUser(request)),
    origin: getConfig().baseUrl,
  };
}

export async function action({ request }: Route.ActionArgs) {
  return conformAction(request, {
    schema: twoFactorSignInSchema,
    ...twoFactorSignInAnswers,
    run: (command) => runTwoFactorSignIn(command, request),
  });
}

export default function TwoFactorSignInRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <TwoFactorSignInPage data={loaderData} answer={actionData} />;
}
