import { logger } from '#app/lib/logger.server.ts';
import { consumeRateLimit, resetRateLimit } from '#app/lib/rate-limit.server.ts';
import { safeRedirectPath } from '#app/lib/safe-redirect.ts';
import { authErrorCode, forwardCookies } from './auth-errors.server.ts';
import type { Toast } from './auth-messages.ts';
import { getAuth } from './auth.server.ts';
import { twoFactorToasts } from './two-factor-messages.ts';
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

export type TwoFactorSignInResult =
  { ok: true; headers: Headers } | { ok: false; toast: Toast; status: number; expired?: boolean };

/**
 * The second step of a password sign-in: a code from the app or a recovery code (each works
 * once). Every attempt counts against the account before the plugin checks it; success sets the
 * session cookie (and, if asked, the 30-day trusted-device cookie) and clears the count.
 */
export async function completeTwoFactorSignIn(options: {
  request: Request;
  method: 'totp' | 'recovery';
  code: string;
  trustDevice: boolean;
}): Promise<TwoFactorSignInResult> {
  const userId = await pendingTwoFactorUser(options.request);
  if (!userId) return { ok: false, toast: twoFactorToasts.expired, status: 401, expired: true };
  const key = `two-factor:user:${userId}`;
  if (!(await consumeRateLimit(key, TWO_FACTOR_SIGN_IN_ATTEMPTS)).allowed)
    return { ok: false, toast: twoFactorToasts.tooMany, status: 429 };

  // A code already accepted once (another sign-in, the enrolment) opens nothing more.
  if (options.method === 'totp' && (await claimTotpStep(userId, options.code)) === 'replayed')
    return { ok: false, toast: twoFactorToasts.usedCode, status: 401 };

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
    return { ok: true, headers: forwardCookies(headers) };
  } catch (error) {
    switch (authErrorCode(error)) {
      case 'INVALID_CODE':
        return { ok: false, toast: twoFactorToasts.wrongCode, status: 401 };
      case 'INVALID_BACKUP_CODE':
        return { ok: false, toast: twoFactorToasts.wrongRecoveryCode, status: 401 };
      case 'ACCOUNT_TEMPORARILY_LOCKED':
        return { ok: false, toast: twoFactorToasts.tooMany, status: 429 };
      case 'INVALID_TWO_FACTOR_COOKIE':
      case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      case 'TOTP_NOT_ENABLED':
        return { ok: false, toast: twoFactorToasts.expired, status: 401, expired: true };
      case 'BANNED_USER':
        return { ok: false, toast: twoFactorToasts.blocked, status: 403 };
      default:
        logger().error({ err: error, userId }, 'two-factor sign-in failed');
        return { ok: false, toast: twoFactorToasts.failed, status: 500 };
    }
  }
}
