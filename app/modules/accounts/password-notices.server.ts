import { and, eq, like, ne } from 'drizzle-orm';
import { type Database, db, type Transaction } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { consumeRateLimit } from '#app/lib/rate-limit.server.ts';
import { enqueueEmail } from '#app/modules/notifications/outbox.server.ts';
import { profiles, verifications } from '#db/schema/index.ts';
import { passwordChangedEmail, passwordResetEmail, signUpAttemptEmail } from './account-emails.ts';

/**
 * What happens around a password, called by the auth library's callbacks (auth.server.ts) and by
 * our own services: one valid reset link per account, a notice to the owner when the password
 * changes, a notice instead of an error when someone signs up with a registered address.
 * This module does not call the auth library, so the library's configuration can call it.
 */

/** Better Auth keeps a reset link as a verification row: identifier `reset-password:<token>`, value = user id. */
const RESET_LINK_PREFIX = 'reset-password:';
export const resetLinkIdentifier = (token: string) => `${RESET_LINK_PREFIX}${token}`;

/** Sign-up attempt notices per address: enough to reach the owner, too few to flood a mailbox. */
export const SIGN_UP_NOTICE_LIMIT = { max: 3, windowSeconds: 24 * 60 * 60 };

type Person = { id: string; email: string };

const absolute = (path: string) => new URL(path, `${getConfig().baseUrl}/`).toString();
const FORGOT_PASSWORD_PATH = '/auth?tab=forgot-password';

async function firstName(executor: Database | Transaction, userId: string): Promise<string> {
  const [row] = await executor
    .select({ firstName: profiles.firstName })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.firstName ?? '';
}

/** Deletes the account's reset links, all of them or all but the one of `keepToken`. */
export async function voidResetLinks(
  executor: Database | Transaction,
  userId: string,
  keepToken?: string,
): Promise<void> {
  await executor
    .delete(verifications)
    .where(
      and(
        eq(verifications.value, userId),
        like(verifications.identifier, `${RESET_LINK_PREFIX}%`),
        keepToken ? ne(verifications.identifier, resetLinkIdentifier(keepToken)) : undefined,
      ),
    );
}

/**
 * A new reset link was issued (its row already exists): the older ones stop working and the mail
 * goes out, together.
 */
export async function mailResetLink(options: { user: Person; url: string; token: string }): Promise<void> {
  const { user, url, token } = options;
  await db.transaction(async (tx) => {
    await voidResetLinks(tx, user.id, token);
    await enqueueEmail(tx, {
      to: user.email,
      template: 'password-reset',
      ...passwordResetEmail({ name: await firstName(tx, user.id), url }),
    });
  });
}

/**
 * The password changed (reset or settings): every reset link still around stops working and the
 * owner gets a notice at the account's address, saying when and what to do if it was not them.
 */
export async function afterPasswordChange(user: Person, changedAt = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await voidResetLinks(tx, user.id);
    await enqueueEmail(tx, {
      to: user.email,
      template: 'password-changed',
      ...passwordChangedEmail({
        name: await firstName(tx, user.id),
        changedAt,
        resetUrl: absolute(FORGOT_PASSWORD_PATH),
        contactUrl: absolute('/contact'),
      }),
    });
  });
}

/**
 * Someone signed up with the address of an existing account: the form answered as for a new
 * account; the owner hears of it here (at most a few times a day, so the form cannot flood them).
 */
export async function mailSignUpAttempt(user: Person): Promise<void> {
  const email = user.email.trim().toLowerCase();
  const limit = await consumeRateLimit(`sign-up-notice:${email}`, SIGN_UP_NOTICE_LIMIT);
  if (!limit.allowed) return;
  await enqueueEmail(db, {
    to: email,
    template: 'sign-up-attempt',
    ...signUpAttemptEmail({
      name: await firstName(db, user.id),
      signInUrl: absolute('/auth?tab=login'),
      resetUrl: absolute(FORGOT_PASSWORD_PATH),
    }),
  });
}
