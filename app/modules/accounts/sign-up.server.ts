import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { db } from '#app/lib/db.server.ts';
import { logger } from '#app/lib/logger.server.ts';
import { consumeRateLimit } from '#app/lib/rate-limit.server.ts';
import { users } from '#db/schema/index.ts';
import type { signUpSchema } from './account.schema.ts';
import { authErrorCode } from './auth-errors.server.ts';
import { signUpToasts, type Toast } from './auth-messages.ts';
import { getAuth } from './auth.server.ts';

/** Generous enough for a family or an office behind one address, tight enough to stop scripts. */
export const SIGN_UP_LIMIT = { max: 20, windowSeconds: 60 * 60 };

export type SignUpResult = { ok: true; email: string } | { ok: false; toast: Toast };

/**
 * Creates an account that must confirm its e-mail before signing in. The confirmation mail goes
 * through the outbox; the link brings the person back to the sign-in tab (keeping `redirect`).
 */
export async function signUp(options: {
  input: z.output<typeof signUpSchema>;
  clientIp: string;
  redirectAfterSignIn?: string;
  /** From the invite link's cookie: links the new account to the friend who invited it. */
  referralCode?: string | null;
}): Promise<SignUpResult> {
  const input = { ...options.input, email: options.input.email.trim().toLowerCase() };
  const limit = await consumeRateLimit(`sign-up:${options.clientIp}`, SIGN_UP_LIMIT);
  if (!limit.allowed) return { ok: false, toast: signUpToasts.tooMany };

  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (existing) return { ok: false, toast: signUpToasts.exists };

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
    });
    return { ok: true, email: input.email };
  } catch (error) {
    const code = authErrorCode(error);
    if (code?.includes('ALREADY_EXISTS')) return { ok: false, toast: signUpToasts.exists };
    if (code?.startsWith('PASSWORD_')) return { ok: false, toast: signUpToasts.password };
    if (code === 'INVALID_EMAIL') return { ok: false, toast: signUpToasts.email };
    logger().error({ err: error }, 'sign-up failed');
    return { ok: false, toast: signUpToasts.failed };
  }
}
