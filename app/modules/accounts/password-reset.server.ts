import { and, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import { db } from '#app/lib/db.server.ts';
import { logger } from '#app/lib/logger.server.ts';
import { consumeRateLimit } from '#app/lib/rate-limit.server.ts';
import { users, verifications } from '#db/schema/index.ts';
import type { newPasswordSchema, resetRequestSchema } from './account.schema.ts';
import { authErrorCode } from './auth-errors.server.ts';
import { resetPageToasts, resetRequestToasts, type Toast } from './auth-messages.ts';
import { getAuth } from './auth.server.ts';

export const RESET_REQUEST_LIMIT = { max: 5, windowSeconds: 15 * 60 };
export const RESET_PAGE_PATH = '/auth/reset-password';

/**
 * Sends the reset link by e-mail. The spec tells an unknown address apart ('Nessun account
 * trovato'); the per-client limit keeps that from becoming an address scanner.
 */
export async function requestPasswordReset(options: {
  input: z.output<typeof resetRequestSchema>;
  clientIp: string;
}): Promise<Toast> {
  const email = options.input.email.trim().toLowerCase();
  const limit = await consumeRateLimit(`reset-request:${options.clientIp}`, RESET_REQUEST_LIMIT);
  if (!limit.allowed) return resetRequestToasts.tooMany;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) return resetRequestToasts.notFound;
  try {
    await getAuth().api.requestPasswordReset({
      body: { email, redirectTo: RESET_PAGE_PATH },
    });
    return resetRequestToasts.sent;
  } catch (error) {
    logger().error({ err: error }, 'password reset request failed');
    return resetRequestToasts.failed;
  }
}

/** Whether a reset token is one we issued and is still valid. */
export async function isResetTokenValid(token: string): Promise<boolean> {
  if (!/^[\w-]{8,256}$/.test(token)) return false;
  const [row] = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(
      and(eq(verifications.identifier, `reset-password:${token}`), gt(verifications.expiresAt, new Date())),
    );
  return Boolean(row);
}

/** Sets the new password; every session of the account ends (revokeSessionsOnPasswordReset). */
export async function resetPassword(
  input: z.output<typeof newPasswordSchema>,
): Promise<{ ok: true } | { ok: false; toast: Toast }> {
  try {
    await getAuth().api.resetPassword({ body: { newPassword: input.password, token: input.token } });
    return { ok: true };
  } catch (error) {
    const code = authErrorCode(error);
    if (code === 'INVALID_TOKEN') return { ok: false, toast: resetPageToasts.invalidLink };
    logger().error({ err: error }, 'password reset failed');
    return { ok: false, toast: resetPageToasts.failed };
  }
}
