import { AppError } from '#app/lib/app-error.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { logger } from '#app/lib/logger.server.ts';
import { forwardCookies } from './auth-errors.server.ts';
import { type SocialProvider, socialErrorToast, SOCIAL_PROVIDERS } from './auth-messages.ts';
import { getAuth } from './auth.server.ts';

/** Which social sign-ins this deployment has credentials for. */
export function configuredSocialProviders(): Record<SocialProvider, boolean> {
  const config = getConfig();
  return { google: Boolean(config.google), facebook: Boolean(config.facebook) };
}

export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && Object.hasOwn(SOCIAL_PROVIDERS, value);
}

/**
 * Starts a sign-in with Google or Facebook: returns the provider's URL and the signed state
 * cookie that the callback (/api/auth/callback/:provider) checks. A refusal is an AppError
 * ('not_configured', 'social_sign_in_failed'); the page titles it with the provider's name.
 */
export async function startSocialSignIn(options: {
  provider: SocialProvider;
  redirectTo: string;
  request: Request;
}): Promise<{ url: string; headers: Headers }> {
  const { provider } = options;
  if (!configuredSocialProviders()[provider]) {
    throw new AppError(
      'not_configured',
      `L'accesso con ${SOCIAL_PROVIDERS[provider]} non è configurato su questo sito.`,
    );
  }
  const failed = () => new AppError('social_sign_in_failed', socialErrorToast(provider).message);
  try {
    const { headers, response } = await getAuth().api.signInSocial({
      body: {
        provider,
        callbackURL: options.redirectTo,
        newUserCallbackURL: options.redirectTo,
        errorCallbackURL: `/auth?tab=login&social=${provider}`,
      },
      headers: options.request.headers,
      returnHeaders: true,
    });
    if (response?.url) return { url: response.url, headers: forwardCookies(headers) };
  } catch (error) {
    logger().error({ err: error, provider }, 'social sign-in could not start');
  }
  throw failed();
}
