import { redirect } from 'react-router';
import { conformAction } from '#app/lib/conform-action.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { clientIpContext, fromThisMachineContext } from '#app/lib/request-context.ts';
import { safeRedirectPath } from '#app/lib/safe-redirect.ts';
import { canonicalLink } from '#app/lib/site.ts';
import { authCommandSchema, parseAuthTab } from '#app/modules/accounts/account.schema.ts';
import {
  emailConfirmedToast,
  resetPageToasts,
  socialErrorMessage,
  socialErrorToast,
  socialLostToast,
  type Toast,
} from '#app/modules/accounts/auth-messages.ts';
import { AuthPage, type AuthPageData } from '#app/modules/accounts/components/auth-page.tsx';
import { authFormAnswers, runAuthCommand } from '#app/modules/accounts/run-auth-command.server.ts';
import { configuredSocialProviders, isSocialProvider } from '#app/modules/accounts/social-sign-in.server.ts';
import { viewerContext } from '#app/modules/accounts/viewer.server.ts';
import type { Route } from './+types/auth';

export function meta({ loaderData }: Route.MetaArgs) {
  const title =
    loaderData?.tab === 'login'
      ? 'Accedi'
      : loaderData?.tab === 'forgot-password'
        ? 'Password dimenticata'
        : 'Registrati';
  return [
    { title: `${title} | Provato` },
    {
      name: 'description',
      content: 'Accedi o crea il tuo account Provato per scrivere recensioni e guadagnare punti.',
    },
    { name: 'robots', content: 'noindex' },
    canonicalLink(loaderData?.origin, `/auth?tab=${loaderData?.tab ?? 'signup'}`),
  ];
}

export function loader({ request, context }: Route.LoaderArgs): AuthPageData & { origin: string } {
  const url = new URL(request.url);
  const redirectParam = url.searchParams.get('redirect');
  if (context.get(viewerContext)) throw redirect(safeRedirectPath(redirectParam, '/dashboard'));

  let notice: Toast | null = null;
  const error = url.searchParams.get('error');
  const social = url.searchParams.get('social');
  if (social && isSocialProvider(social)) {
    notice = socialErrorToast(social, socialErrorMessage(social, error));
  } else if (social === 'error') {
    notice = socialLostToast;
  } else if (url.searchParams.get('verified') === '1') {
    notice = error
      ? {
          ...resetPageToasts.invalidLink,
          message: 'Il link di conferma non è valido o è scaduto. Accedi per riceverne uno nuovo.',
        }
      : emailConfirmedToast;
  }
  return {
    tab: parseAuthTab(url.searchParams.get('tab')),
    redirect: redirectParam ? safeRedirectPath(redirectParam, '/dashboard') : undefined,
    notice,
    providers: configuredSocialProviders(),
    origin: getConfig().baseUrl,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const from = {
    request,
    clientIp: context.get(clientIpContext),
    fromThisMachine: context.get(fromThisMachineContext),
  };
  return conformAction(request, {
    schema: authCommandSchema,
    ...authFormAnswers,
    run: (command) => runAuthCommand(command, from),
  });
}

export default function AuthRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AuthPage data={loaderData} answer={actionData} />;
}
