import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './types.ts';

/*
 * users, sessions, accounts and verifications follow Better Auth's models (with its admin plugin:
 * role and ban fields), so the auth library reads and writes them directly through Drizzle. The
 * schema object keys (users, sessions, ...) and the camelCase properties are what it looks up.
 */

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role').notNull().default('user'),
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    /** Better Auth's two-factor plugin: set once a first authenticator code has been verified. */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Gestione Utenti (p95 < 50 ms at 100k people): newest first, name/e-mail search, rare groups.
  (t) => [
    index('users_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_privileged_idx')
      .on(t.role)
      .where(sql`${t.role} <> 'user'`),
    index('users_blocked_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.banned}`),
    index('users_unconfirmed_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`not ${t.emailVerified}`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    impersonatedBy: text('impersonated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/**
 * The two-factor plugin's TOTP secret and recovery codes, both encrypted with the auth secret; one
 * row per user. `verified` stays false between "show the QR code" and the first correct code.
 * The failure count and lock are the plugin's own per-account lockout across sign-in challenges.
 */
export const twoFactors = pgTable('two_factors', {
  id: text('id').primaryKey(),
  secret: text('secret').notNull(),
  backupCodes: text('backup_codes').notNull(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  verified: boolean('verified').notNull().default(true),
  failedVerificationCount: integer('failed_verification_count').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** The TOTP time step (Unix time / 30 s) of the last code accepted: never accepted again (decision 032). */
  lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
});

/** Better Auth's own limiter for requests to /api/auth/* (shared by every app process). */
export const rateLimits = pgTable('auth_rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/** The community side of a user: names shown on reviews, avatar and the points balance. */
export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    avatarUrl: text('avatar_url'),
    points: integer('points').notNull().default(0),
    /** Points ever earned (awards minus reversals; spending does not lower it): tiers, leaderboard. */
    lifetimePoints: integer('lifetime_points').notNull().default(0),
    /** Notification e-mails this person turned off (kinds of notification-settings). */
    emailOptOut: text('email_opt_out')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The code of this person's invite link (/invite), made the first time they open that page. */
    referralCode: text('referral_code').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('profiles_points_not_negative', sql`${t.points} >= 0`),
    check('profiles_lifetime_points_not_negative', sql`${t.lifetimePoints} >= 0`),
    // Top reviewers (leaderboard, analytics) without sorting every profile.
    index('profiles_lifetime_points_idx').on(t.lifetimePoints.desc().nullsFirst(), t.userId),
    // The balance range filter of Gestione Utenti.
    index('profiles_points_idx').on(t.points),
    // Moderation's author search: every word of the query starts a word of "First Last". Whole
    // words, not trigrams: "Utente" or "Rossi" are in thousands of names, and intersecting their
    // trigram lists cost 35 ms at 250,000 profiles (word prefixes: 2 ms).
    index('profiles_full_name_words_idx').using(
      'gin',
      sql`to_tsvector('simple', coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, ''))`,
    ),
  ],
);
