import type { AppError } from '#app/lib/app-error.ts';
import type { FormOutcome, FormSaid } from '#app/lib/conform-action.server.ts';
import { safeRedirectPath } from '#app/lib/safe-redirect.ts';
import { signInToasts } from './auth-messages.ts';
import { twoFactorRefusalToast } from './two-factor-messages.ts';
import { completeTwoFactorSignIn } from './two-factor-sign-in.server.ts';
import type { TwoFactorSignInCommand } from './two-factor.schema.ts';

/** What the code step shows after a refusal: whether the pending sign-in is gone. */
export type TwoFactorSignInShown = { expired: boolean };

/** The code step: the right code turns the pending sign-in into a session, and on to the target. */
export async function runTwoFactorSignIn(
  command: TwoFactorSignInCommand,
  request: Request,
): Promise<FormOutcome<TwoFactorSignInShown>> {
  const outcome = await completeTwoFactorSignIn({
    request,
    method: command.method,
    code: command.code,
    trustDevice: command.trustDevice === true,
  });
  return {
    redirect: safeRedirectPath(command.redirect, '/dashboard'),
    headers: outcome.headers,
    flash: signInToasts.success,
  };
}

/** The code step's form is named by its `method`; a refusal keeps its own title; codes never echo. */
export const twoFactorSignInAnswers = {
  discriminator: 'method',
  refused: (refusal: AppError): FormSaid<TwoFactorSignInShown> => ({
    toast: twoFactorRefusalToast(refusal),
    ...(refusal.code === 'two_factor_expired' ? { expired: true } : {}),
  }),
  hideFields: (): string[] => ['code'],
};
