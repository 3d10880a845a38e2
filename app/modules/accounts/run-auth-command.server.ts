import type { AppError } from '#app/lib/app-error.ts';
import type { FormOutcome, FormSaid } from '#app/lib/conform-action.server.ts';
import { safeRedirectPath } from '#app/lib/safe-redirect.ts';
import { clearReferralCookie, readReferralCookie } from '#app/modules/referrals/referrals.server.ts';
import { type AuthCommand, RESET_REQUEST_ERRORS } from './account.schema.ts';
import { refusalToast, resetRequestToasts, signInToasts, signUpToasts } from './auth-messages.ts';
import { requestPasswordReset } from './password-reset.server.ts';
import { signIn } from './sign-in.server.ts';
import { signUp } from './sign-up.server.ts';
import { twoFactorSignInPath } from './two-factor-sign-in.server.ts';

/** What /auth shows after a sign-up: the address the confirmation link went to. */
export type AuthShown = { sentTo: string };

/** Who sends the /auth forms: the request (its cookies and headers) and where it comes from. */
export type AuthRequest = { request: Request; clientIp: string; fromThisMachine: boolean };

/**
 * Runs one /auth form (sign-up, sign-in, reset request) and says where it leads. A refusal is the
 * service's AppError, answered by `authFormAnswers.refused`.
 */
export async function runAuthCommand(
  command: AuthCommand,
  from: AuthRequest,
): Promise<FormOutcome<AuthShown>> {
  switch (command.intent) {
    case 'signup': {
      const redirectTo = command.redirect ? safeRedirectPath(command.redirect, '') : '';
      const outcome = await signUp({
        input: command,
        clientIp: from.clientIp,
        redirectAfterSignIn: redirectTo || undefined,
        referralCode: readReferralCookie(from.request.headers.get('Cookie')),
        headers: from.request.headers,
      });
      // The invite, if any, is linked to the new account now: the browser can forget it.
      const headers = new Headers({ 'Set-Cookie': clearReferralCookie() });
      return { show: { sentTo: outcome.email }, resetForm: true, headers };
    }
    case 'login': {
      const outcome = await signIn({
        input: command,
        request: from.request,
        clientIp: from.clientIp,
        fromThisMachine: from.fromThisMachine,
      });
      if (outcome.twoFactorRequired) {
        return { redirect: twoFactorSignInPath(command.redirect), headers: outcome.headers };
      }
      return {
        redirect: safeRedirectPath(command.redirect, '/dashboard'),
        headers: outcome.headers,
        flash: signInToasts.success,
      };
    }
    case 'forgot-password':
      await requestPasswordReset({ input: command, clientIp: from.clientIp });
      return { toast: resetRequestToasts.sent, resetForm: true };
  }
}

const FAILED_TITLES: Record<AuthCommand['intent'], string> = {
  signup: signUpToasts.failed.title,
  login: signInToasts.failed.title,
  'forgot-password': resetRequestToasts.failed.title,
};

/** What /auth says besides the fields' messages, and which fields it never sends back. */
export const authFormAnswers = {
  /** A refusal: the flow's title over the refusal's message. */
  refused: (refusal: AppError, command: AuthCommand): FormSaid<AuthShown> => ({
    toast: refusalToast(FAILED_TITLES[command.intent], refusal),
  }),
  /**
   * Bad input says itself under the field; the reset request also says it in a toast, the spec's
   * title and text (user-side §5), the same pair the browser shows before sending.
   */
  invalid: (errors: Record<string, string[] | null>, intent: string): FormSaid<AuthShown> => {
    if (intent !== 'forgot-password') return {};
    const empty = errors.email?.[0] === RESET_REQUEST_ERRORS.required.message;
    return {
      toast: { kind: 'error', ...(empty ? RESET_REQUEST_ERRORS.required : RESET_REQUEST_ERRORS.invalid) },
    };
  },
  /** The password is never echoed, except to a sign-up form that still has field errors to fix. */
  hideFields: (intent: string, refused: boolean): string[] =>
    intent === 'login' || (intent === 'signup' && refused) ? ['password'] : [],
};
