import { AppError } from '#app/lib/app-error.ts';
import { logger } from '#app/lib/logger.server.ts';
import { consumeRateLimit, resetRateLimit } from '#app/lib/rate-limit.server.ts';
import { safeRedirectPath } from '#app/lib/safe-redirect.ts';
import { authErrorCode, forwardCookies } from './auth-errors.server.ts';
import { getAuth } from './auth.server.ts';
import { TWO_FACTOR_REFUSALS } from './two-factor-messages.ts';

/** A refused code step: the code, and its spec message (the page adds the toast's title). */
const refuse = (code: keyof typeof TWO_FACTOR_REFUSALS) =>
  new AppError(code, TWO_FACTOR_REFUSALS[code].message);
import { claimTotpStep } from './two-factor-replay.server.ts';

/** Codes tried per account while signing in, right or wrong, before a pause. */
export const TWO_FACTOR_SIGN_IN_ATTEMPTS = { max: 5, windowSeconds: 15 * 60 };

/** The code step after a right password, keeping where to go next (checked again there). */
export function twoFactorSignInPath(redirectTo: string | undefined): string {
  const target = safeRedirectPath(redirectTo, '');
  return target ? `/auth/two-factor?${new URLSearchParams({ redirect: target })}` : '/auth/two-factor';
}

/** Whose password sign-in is waiting for a code on this request (null: none, or it expired). */
export async function pendingTwoFactorUser(request: Request): Promise<string | null> {
  const { userId } = await getAuth().api.pendingTwoFactorUser({ headers: request.headers });
  return userId;
}

export type TwoFactorSignInResult = { headers: Headers };

/**
 * The second step of a password sign-in: a code from the app or a recovery code (each works
 * once). Every attempt counts against the account before the plugin checks it; success sets the
 * session cookie (and, if asked, the 30-day trusted-device cookie) and clears the count. A refusal
 * is an AppError (TWO_FACTOR_REFUSALS); 'two_factor_expired' sends the person back to the password.
 */
export async function completeTwoFactorSignIn(options: {
  request: Request;
  method: 'totp' | 'recovery';
  code: string;
  trustDevice: boolean;
}): Promise<TwoFactorSignInResult> {
  const userId = await pendingTwoFactorUser(options.request);
  if (!userId) throw refuse('two_factor_expired');
  const key = `two-factor:user:${userId}`;
  if (!(await consumeRateLimit(key, TWO_FACTOR_SIGN_IN_ATTEMPTS)).allowed) throw refuse('rate_limited');

  // A code already accepted once (another sign-in, the enrolment) opens nothing more.
  if (options.method === 'totp' && (await claimTotpStep(userId, options.code)) === 'replayed')
    throw refuse('two_factor_code_used');

  const body = { code: options.code, trustDevice: options.trustDevice };
  try {
    const { headers } =
      options.method === 'totp'
        ? await getAuth().api.verifyTOTP({ body, headers: options.request.headers, returnHeaders: true })
        : await getAuth().api.verifyBackupCode({
            body,
            headers: options.request.headers,
            returnHeaders: true,
          });
    await resetRateLimit(key);
    return { headers: forwardCookies(headers) };
  } catch (error) {
    switch (authErrorCode(error)) {
      case 'INVALID_CODE':
        throw refuse('two_factor_wrong_code');
      case 'INVALID_BACKUP_CODE':
        throw refuse('two_factor_wrong_recovery_code');
      case 'ACCOUNT_TEMPORARILY_LOCKED':
        throw refuse('rate_limited');
      case 'INVALID_TWO_FACTOR_COOKIE':
      case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      case 'TOTP_NOT_ENABLED':
        throw refuse('two_factor_expired');
      case 'BANNED_USER':
        throw refuse('account_blocked');
      default:
        logger().error({ err: error, userId }, 'two-factor sign-in failed');
        throw refuse('unexpected');
    }
  }
}
