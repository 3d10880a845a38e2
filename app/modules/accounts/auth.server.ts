import { betterAuth } from 'better-auth';
import { linkReferral, readReferralCookie, rewardReferral } from '#app/modules/referrals/referrals.server.ts';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins/admin';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { db } from '#app/lib/db.server.ts';
import { type Config, getConfig } from '#app/lib/env.server.ts';
import { isDatabaseUnreachable } from '#app/lib/database-outage.server.ts';
import { logger } from '#app/lib/logger.server.ts';
import { CLIENT_IP_HEADER } from '#app/lib/request-context.ts';
import { enqueueEmail } from '#app/modules/notifications/outbox.server.ts';
import {
  recordSignInTraces,
  recordSignUpTraces,
  sessionNetworkHash,
  traceSourceOf,
} from '#app/modules/integrity/account-traces.server.ts';
import {
  accounts,
  profiles,
  rateLimits,
  sessions,
  twoFactors,
  users,
  verifications,
} from '#db/schema/index.ts';
import { verificationEmail } from './account-emails.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './account.schema.ts';
import { cleanName, splitFullName } from './names.ts';
import { afterPasswordChange, mailResetLink, mailSignUpAttempt } from './password-notices.server.ts';
import { twoFactorChallengePlugin, twoFactorPlugin } from './two-factor-plugin.server.ts';
import { COOKIE_PREFIX } from './session-cookie.ts';

function createAuth(config: Config) {
  return betterAuth({
    appName: 'Provato',
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const log = logger();
        // A session not read because the database is away: the outage is logged once, elsewhere.
        const error = level === 'error' && !args.some(isDatabaseUnreachable);
        const method = error ? log.error : level === 'warn' || level === 'error' ? log.warn : log.debug;
        method.call(log, { source: 'better-auth', details: args.length ? args : undefined }, message);
      },
    },
    baseURL: config.baseUrl,
    secret: config.authSecret,
    // A provider's answer that cannot be matched to a sign-in (expired or reused state, a blocked
    // cookie) lands on our sign-in page with an Italian message, not on the library's page.
    onAPIError: { errorURL: '/auth?tab=login&social=error' },
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      schema: { users, sessions, accounts, verifications, rateLimits, twoFactors },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: false,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // One valid link per account: a new one voids the older ones (docs/decisions/009).
      async sendResetPassword({ user, url, token }) {
        await mailResetLink({ user, url, token });
      },
      // After a reset: every other link dies and the owner is told.
      async onPasswordReset({ user }) {
        await afterPasswordChange(user);
      },
      // With e-mail confirmation required, a sign-up with a registered address gets the same
      // answer as a new one (the password is hashed all the same); the owner is told instead.
      async onExistingUserSignUp({ user }) {
        await mailSignUpAttempt(user);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      async afterEmailVerification(user) {
        // The confirmation itself must not fail because of the invite; a failure is logged.
        await rewardReferral(user.id).catch((error: unknown) =>
          logger().error({ err: error, userId: user.id }, 'referral reward failed'),
        );
      },
      expiresIn: 60 * 60 * 24,
      async sendVerificationEmail({ user, url }) {
        await enqueueEmail(db, {
          to: user.email,
          template: 'email-verification',
          ...verificationEmail({ name: splitFullName(user.name).firstName ?? '', url }),
        });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    account: {
      accountLinking: { enabled: true, trustedProviders: ['google'] },
    },
    socialProviders: config.facebook
      ? { facebook: { clientId: config.facebook.clientId, clientSecret: config.facebook.clientSecret } }
      : {},
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      twoFactorPlugin(),
      twoFactorChallengePlugin(),
      ...(config.google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  discoveryUrl: config.google.discoveryUrl,
                  clientId: config.google.clientId,
                  clientSecret: config.google.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
    rateLimit: {
      // Requests made straight to /api/auth/*; our own forms use consumeRateLimit as well.
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/*': { window: 60, max: 10 },
        '/sign-up/*': { window: 60, max: 5 },
        '/request-password-reset': { window: 300, max: 5 },
        '/send-verification-email': { window: 300, max: 5 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: config.baseUrl.startsWith('https://'),
      disableOriginCheck: false,
    },
    databaseHooks: {
      user: {
        create: {
          async before(user) {
            const email = user.email.toLowerCase();
            return {
              data: {
                email,
                // A provider's profile name, cleaned (sign-up's names were checked already).
                name: cleanName(user.name),
                role: config.adminEmails.includes(email) ? 'admin' : 'user',
              },
            };
          },
          async after(user, context) {
            // Sign-up sends the exact names; a social account only has a full name to split.
            const body = (context?.body ?? {}) as { firstName?: unknown; lastName?: unknown };
            const split = splitFullName(user.name);
            await db
              .insert(profiles)
              .values({
                userId: user.id,
                firstName: typeof body.firstName === 'string' ? body.firstName : split.firstName,
                lastName: typeof body.lastName === 'string' ? body.lastName : split.lastName,
                avatarUrl: user.image ?? null,
                points: 0,
              })
              .onConflictDoNothing();
            // An invite: the code came in the sign-up form or, for social sign-in, in its cookie.
            const code =
              (typeof (body as { referralCode?: unknown }).referralCode === 'string'
                ? (body as { referralCode: string }).referralCode
                : null) ??
              readReferralCookie(context?.request?.headers.get('cookie') ?? context?.headers?.get('cookie'));
            if (await linkReferral({ id: user.id, email: user.email }, code)) {
              if (user.emailVerified) await rewardReferral(user.id);
            }
            // A person signing up, not an account made for them by an admin. Never fails the
            // sign-up (errors are logged inside).
            if (!context?.path?.startsWith('/admin/')) {
              await recordSignUpTraces(db, {
                userId: user.id,
                email: user.email,
                ...traceSourceOf(context?.request?.headers ?? context?.headers),
              });
            }
          },
        },
      },
      session: {
        create: {
          // DESIGN §3.19: the session keeps the keyed hash of its network, never the address.
          async before(session, context) {
            const { ip } = traceSourceOf(context?.request?.headers ?? context?.headers);
            return { data: { ipAddress: sessionNetworkHash(ip ?? session.ipAddress) } };
          },
          async after(session, context) {
            if (!signsIn(context?.path)) return;
            await recordSignInTraces(db, {
              userId: session.userId,
              ...traceSourceOf(context?.request?.headers ?? context?.headers),
            });
          },
        },
      },
    },
  });
}

/**
 * Session creations that are a person signing in: a password (the session a second factor then
 * replaces included), a provider's callback, a second-factor code. Not a session refreshed by
 * turning the second factor on or off, nor an admin's impersonation.
 */
const signsIn = (path: string | undefined) =>
  !!path &&
  (path.startsWith('/sign-in/') ||
    path.startsWith('/callback/') ||
    path.startsWith('/oauth2/callback/') ||
    path.startsWith('/two-factor/verify-'));

export type Auth = ReturnType<typeof createAuth>;

let instance: Auth | undefined;

/** The auth library, bound to the connected database (created on first use). */
export function getAuth(): Auth {
  instance ??= createAuth(getConfig());
  return instance;
}
