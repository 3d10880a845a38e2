import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { TRUST_DEVICE_DAYS } from './two-factor.schema.ts';

/** The name authenticator apps show next to the codes. */
export const TWO_FACTOR_ISSUER = 'Provato';
/** How long the step between password and code may take before signing in starts again. */
export const TWO_FACTOR_CHALLENGE_SECONDS = 10 * 60;

/**
 * Better Auth's two-factor plugin (TOTP with encrypted recovery codes). Its HTTP endpoints stay
 * closed (routes/api/auth.ts): our pages call them on the server after their own checks.
 */
export function twoFactorPlugin() {
  return twoFactor({
    issuer: TWO_FACTOR_ISSUER,
    twoFactorCookieMaxAge: TWO_FACTOR_CHALLENGE_SECONDS,
    trustDeviceMaxAge: TRUST_DEVICE_DAYS * 24 * 60 * 60,
    backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: 'encrypted' },
  });
}

/** The cookie the plugin sets instead of a session when a password sign-in still needs a code. */
const CHALLENGE_COOKIE = 'two_factor';

/** Error code of a provider sign-in refused because the account has a second factor. */
export const TWO_FACTOR_REQUIRED = 'TWO_FACTOR_REQUIRED';

/** Session creations that would sign someone in without the plugin's challenge. */
const signsInWithoutChallenge = (path: string | undefined) =>
  !!path &&
  (path.startsWith('/callback/') ||
    path.startsWith('/oauth2/callback/') ||
    path.startsWith('/sign-in/social') ||
    path.startsWith('/sign-in/oauth2'));

/**
 * What the plugin leaves open, closed here:
 * - it asks for the code only on password sign-in; a provider sign-in (Google, Facebook) of an
 *   account with a second factor would skip it, so such sign-ins are refused and the person is
 *   told to use e-mail, password and code;
 * - our code step limits attempts per account, so it must know whose sign-in the two-factor cookie
 *   of a request is waiting for before the plugin checks a code: a server-only endpoint reads it
 *   with the library's own signed-cookie check.
 */
export function twoFactorChallengePlugin() {
  return {
    id: 'provato-two-factor-challenge',
    init() {
      return {
        options: {
          databaseHooks: {
            session: {
              create: {
                async before(session, ctx) {
                  if (!ctx || !signsInWithoutChallenge(ctx.path)) return;
                  const user = await ctx.context.internalAdapter.findUserById(session.userId);
                  if ((user as { twoFactorEnabled?: boolean } | null)?.twoFactorEnabled) {
                    throw APIError.from('FORBIDDEN', {
                      code: TWO_FACTOR_REQUIRED,
                      message:
                        'Questo account usa la verifica in due passaggi: accedi con email, password e codice.',
                    });
                  }
                },
              },
            },
          },
        },
      };
    },
    endpoints: {
      pendingTwoFactorUser: createAuthEndpoint.serverOnly({ method: 'POST' }, async (ctx) => {
        const cookie = ctx.context.createAuthCookie(CHALLENGE_COOKIE);
        const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
        if (!identifier) return { userId: null };
        const record = await ctx.context.internalAdapter.findVerificationValue(identifier);
        if (!record || new Date(record.expiresAt).getTime() <= Date.now()) return { userId: null };
        return { userId: record.value };
      }),
    },
  } satisfies BetterAuthPlugin;
}
