import type { z } from 'zod';
import { AppError } from '#app/lib/app-error.ts';
import { logger } from '#app/lib/logger.server.ts';
import { consumeRateLimit, releaseRateLimit, resetRateLimit } from '#app/lib/rate-limit.server.ts';
import type { signInSchema } from './account.schema.ts';
import { authErrorCode, forwardCookies } from './auth-errors.server.ts';
import { signInToasts } from './auth-messages.ts';
import { getAuth } from './auth.server.ts';
import { demoAccountElsewhereToast, isDemoAccount } from './demo-accounts.ts';

/** A refused sign-in: the code and the spec's message (the page titles it 'Errore di accesso'). */
const refuse = (code: AppError['code'], toast: { message: string }) => new AppError(code, toast.message);

/** Failed sign-ins allowed per address (and, more loosely, per client) before a pause. */
export const SIGN_IN_FAILURES_PER_EMAIL = { max: 5, windowSeconds: 15 * 60 };
export const SIGN_IN_FAILURES_PER_CLIENT = { max: 30, windowSeconds: 15 * 60 };

/** `twoFactorRequired`: the password was right, but the session waits for a code (/auth/two-factor). */
export type SignInResult = { headers: Headers; twoFactorRequired: boolean };

/**
 * Signs in with e-mail and password. Every attempt is counted, atomically, before the password is
 * checked: parallel guesses cannot all slip under the limit between a check and a count. An
 * attempt that was not a wrong password gives its count back, and a success clears the address's
 * count, so a person who mistypes a few times and then gets it right starts again from zero.
 * A refusal is an AppError: 'rate_limited', 'wrong_credentials', 'email_not_confirmed',
 * 'sign_in_blocked', 'demo_account_elsewhere' or 'sign_in_failed'.
 */
export async function signIn(options: {
  input: z.output<typeof signInSchema>;
  request: Request;
  clientIp: string;
  /** A request straight from this machine: the demo accounts, whose password is public, need it. */
  fromThisMachine?: boolean;
}): Promise<SignInResult> {
  const input = { ...options.input, email: options.input.email.trim().toLowerCase() };
  if (isDemoAccount(input.email) && !options.fromThisMachine) {
    throw refuse('demo_account_elsewhere', demoAccountElsewhereToast);
  }
  const emailKey = `sign-in:email:${input.email}`;
  const clientKey = `sign-in:client:${options.clientIp}`;
  const [byEmail, byClient] = await Promise.all([
    consumeRateLimit(emailKey, SIGN_IN_FAILURES_PER_EMAIL),
    consumeRateLimit(clientKey, SIGN_IN_FAILURES_PER_CLIENT),
  ]);
  const notAFailure = () => Promise.all([releaseRateLimit(emailKey), releaseRateLimit(clientKey)]);
  if (!byEmail.allowed || !byClient.allowed) {
    // Refused without a look at the password: the key that still had room gets its count back, so
    // a client stopped by its own limit does not use up other addresses' attempts (or the reverse).
    await Promise.all([
      byEmail.allowed ? releaseRateLimit(emailKey) : undefined,
      byClient.allowed ? releaseRateLimit(clientKey) : undefined,
    ]);
    throw refuse('rate_limited', signInToasts.tooMany);
  }

  try {
    // An unconfirmed account gets a fresh confirmation mail; its link comes back to sign-in.
    const callback = new URLSearchParams({ tab: 'login', verified: '1' });
    if (input.redirect) callback.set('redirect', input.redirect);
    const { headers, response } = await getAuth().api.signInEmail({
      body: {
        email: input.email,
        password: input.password,
        rememberMe: true,
        callbackURL: `/auth?${callback}`,
      },
      headers: options.request.headers,
      returnHeaders: true,
    });
    await Promise.all([resetRateLimit(emailKey), releaseRateLimit(clientKey)]);
    // An account with a second factor gets the plugin's short-lived two-factor cookie, no session.
    const twoFactorRequired = 'twoFactorRedirect' in response && response.twoFactorRedirect === true;
    return { headers: forwardCookies(headers), twoFactorRequired };
  } catch (error) {
    const code = authErrorCode(error);
    if (code === 'INVALID_EMAIL_OR_PASSWORD')
      throw refuse('wrong_credentials', signInToasts.wrongCredentials);
    await notAFailure();
    if (code === 'EMAIL_NOT_VERIFIED') throw refuse('email_not_confirmed', signInToasts.notConfirmed);
    if (code === 'BANNED_USER') throw refuse('sign_in_blocked', signInToasts.blocked);
    logger().error({ err: error }, 'sign-in failed');
    throw refuse('sign_in_failed', signInToasts.failed);
  }
}
