import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '#app/lib/app-error.ts';
import { db } from '#app/lib/db.server.ts';
import { logger } from '#app/lib/logger.server.ts';
import { consumeRateLimit } from '#app/lib/rate-limit.server.ts';
import { users } from '#db/schema/index.ts';
import type { signUpSchema } from './account.schema.ts';
import { authErrorCode } from './auth-errors.server.ts';
import { signUpToasts } from './auth-messages.ts';
import { getAuth } from './auth.server.ts';
import { MatchedDuration } from './matched-duration.server.ts';
import { mailSignUpAttempt } from './password-notices.server.ts';
import { checkPasswordStrength } from './password-strength.server.ts';

/** Generous enough for a family or an office behind one address, tight enough to stop scripts. */
export const SIGN_UP_LIMIT = { max: 20, windowSeconds: 60 * 60 };

export type SignUpResult = { email: string };

/** A sign-up with a registered address answers after as long as a real one takes. */
const realSignUpDuration = new MatchedDuration({ initialMs: 400, maxMs: 3000 });

/**
 * Creates an account that must confirm its e-mail before signing in. The confirmation mail goes
 * through the outbox; the link brings the person back to the sign-in tab (keeping `redirect`).
 *
 * An address that already has an account gets the very same answer (the spec's 'esiste già' would
 * tell who is registered: DESIGN §3.16), in the same time: nothing is created, the owner gets a
 * notice instead, and the answer waits as long as a recent real sign-up took (MatchedDuration;
 * hashing the password anyway, as the library does, would only add its own time to the wait).
 * A common or guessable password is refused before, for both, so that answer tells nothing
 * either. (Should the address be registered between our look-up and the library's, the library
 * answers the same and its onExistingUserSignUp mails the owner.) A refusal is an AppError
 * ('rate_limited', 'weak_password', 'invalid_password', 'invalid_email', 'sign_up_failed').
 */
export async function signUp(options: {
  input: z.output<typeof signUpSchema>;
  clientIp: string;
  redirectAfterSignIn?: string;
  /** From the invite link's cookie: links the new account to the friend who invited it. */
  referralCode?: string | null;
  /** The request's headers: the new account's device and network traces come from them. */
  headers?: Headers;
}): Promise<SignUpResult> {
  const startedAt = realSignUpDuration.start();
  const input = { ...options.input, email: options.input.email.trim().toLowerCase() };
  const limit = await consumeRateLimit(`sign-up:${options.clientIp}`, SIGN_UP_LIMIT);
  if (!limit.allowed) throw new AppError('rate_limited', signUpToasts.tooMany.message);

  const strength = await checkPasswordStrength(input.password, input);
  if (!strength.strong) throw new AppError('weak_password', signUpToasts.weakPassword.message);

  const [existing] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, input.email));
  if (existing) {
    await mailSignUpAttempt(existing);
    await realSignUpDuration.match(startedAt);
    return { email: input.email };
  }

  const callback = new URLSearchParams({ tab: 'login', verified: '1' });
  if (options.redirectAfterSignIn) callback.set('redirect', options.redirectAfterSignIn);
  try {
    await getAuth().api.signUpEmail({
      body: {
        name: `${input.firstName} ${input.lastName}`,
        email: input.email,
        password: input.password,
        callbackURL: `/auth?${callback}`,
        firstName: input.firstName,
        lastName: input.lastName,
        referralCode: options.referralCode ?? undefined,
      } as never,
      ...(options.headers ? { headers: options.headers } : {}),
    });
    realSignUpDuration.record(startedAt);
    return { email: input.email };
  } catch (error) {
    const code = authErrorCode(error);
    if (code?.startsWith('PASSWORD_')) throw new AppError('invalid_password', signUpToasts.password.message);
    if (code === 'INVALID_EMAIL') throw new AppError('invalid_email', signUpToasts.email.message);
    logger().error({ err: error }, 'sign-up failed');
    throw new AppError('sign_up_failed', signUpToasts.failed.message);
  }
}
