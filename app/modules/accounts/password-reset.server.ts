import { and, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '#app/lib/app-error.ts';
import { db } from '#app/lib/db.server.ts';
import { logger } from '#app/lib/logger.server.ts';
import { consumeRateLimit } from '#app/lib/rate-limit.server.ts';
import { profiles, users, verifications } from '#db/schema/index.ts';
import type { newPasswordSchema, resetRequestSchema } from './account.schema.ts';
import { authErrorCode } from './auth-errors.server.ts';
import { resetPageToasts, resetRequestToasts } from './auth-messages.ts';
import { getAuth } from './auth.server.ts';
import { MatchedDuration } from './matched-duration.server.ts';
import { resetLinkIdentifier } from './password-notices.server.ts';
import { checkPasswordStrength } from './password-strength.server.ts';

export const RESET_REQUEST_LIMIT = { max: 5, windowSeconds: 15 * 60 };
/** Reset links mailed to one address per hour, whoever asks. */
export const RESET_LINKS_PER_ADDRESS = { max: 3, windowSeconds: 60 * 60 };
export const RESET_PAGE_PATH = '/auth/reset-password';

/** A request for an unknown address answers after as long as a real one takes. */
const realRequestDuration = new MatchedDuration({ initialMs: 50, maxMs: 2000 });

/**
 * Sends the reset link by e-mail, if the address has an account. The answer is the same either
 * way (the spec's 'Nessun account trovato' would tell who is registered: DESIGN §3.16), and so is
 * the time it takes: for an unknown address it waits as long as a real request takes
 * (MatchedDuration). The per-client limit stays. A new link voids the older ones
 * (auth.server.ts → mailResetLink). A refusal is an AppError ('rate_limited', 'reset_failed');
 * the page says 'Email inviata' otherwise.
 */
export async function requestPasswordReset(options: {
  input: z.output<typeof resetRequestSchema>;
  clientIp: string;
}): Promise<void> {
  const startedAt = realRequestDuration.start();
  const email = options.input.email.trim().toLowerCase();
  const limit = await consumeRateLimit(`reset-request:${options.clientIp}`, RESET_REQUEST_LIMIT);
  if (!limit.allowed) throw new AppError('rate_limited', resetRequestToasts.tooMany.message);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  // Each new link voids the previous one: past a few an hour, requests for the address are
  // answered alike and send nothing, so nobody can keep voiding someone's link or fill their inbox.
  const perAddress = user
    ? await consumeRateLimit(`reset-request:email:${email}`, RESET_LINKS_PER_ADDRESS)
    : { allowed: true };
  if (!user || !perAddress.allowed) {
    await realRequestDuration.match(startedAt);
    return;
  }
  try {
    await getAuth().api.requestPasswordReset({
      body: { email, redirectTo: RESET_PAGE_PATH },
    });
    realRequestDuration.record(startedAt);
  } catch (error) {
    logger().error({ err: error }, 'password reset request failed');
    throw new AppError('reset_failed', resetRequestToasts.failed.message);
  }
}

/** The account a reset token belongs to, while the token is valid. */
async function resetTokenOwner(token: string) {
  if (!/^[\w-]{8,256}$/.test(token)) return undefined;
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(eq(verifications.identifier, resetLinkIdentifier(token)), gt(verifications.expiresAt, new Date())),
    );
  return row;
}

/** Whether a reset token is one we issued and is still valid. */
export async function isResetTokenValid(token: string): Promise<boolean> {
  return Boolean(await resetTokenOwner(token));
}

/**
 * Sets the new password, if it is not a common or guessable one (given the person's names and
 * address); every session of the account ends (revokeSessionsOnPasswordReset), every other reset
 * link dies and the owner gets a notice (auth.server.ts → afterPasswordChange). A refusal is an
 * AppError: 'invalid_link', 'weak_password' or 'reset_failed'.
 */
export async function resetPassword(input: z.output<typeof newPasswordSchema>): Promise<void> {
  const invalidLink = () => new AppError('invalid_link', resetPageToasts.invalidLink.message);
  const owner = await resetTokenOwner(input.token);
  if (!owner) throw invalidLink();
  if (!(await checkPasswordStrength(input.password, owner)).strong) {
    throw new AppError('weak_password', resetPageToasts.weakPassword.message);
  }
  try {
    await getAuth().api.resetPassword({ body: { newPassword: input.password, token: input.token } });
  } catch (error) {
    if (authErrorCode(error) === 'INVALID_TOKEN') throw invalidLink();
    logger().error({ err: error }, 'password reset failed');
    throw new AppError('reset_failed', resetPageToasts.failed.message);
  }
}
