import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { projectRoot } from './project-root.server.ts';
import { SOCIAL_NETWORKS, type SocialLink, type SocialNetwork } from './site.ts';

/** Variables a production deployment must set itself; elsewhere they get safe local defaults. */
export const REQUIRED_IN_PRODUCTION = ['DATABASE_URL', 'BASE_URL', 'BETTER_AUTH_SECRET', 'SMTP_URL'] as const;

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** A profile on that network: https, on the network's own host (or its www.), or unset. */
const socialProfileUrl = (network: SocialNetwork) => {
  const { host } = SOCIAL_NETWORKS[network];
  return optionalString.pipe(
    z
      .url({
        protocol: /^https$/,
        hostname: new RegExp(`^(?:www\\.)?${host.replaceAll('.', '\\.')}$`),
        error: `SOCIAL_${network.toUpperCase()}_URL must be an https://${host}/… address`,
      })
      .optional(),
  );
};

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalString,
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
      .optional(),
  ),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  DATABASE_READ_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_READ_URL must be a postgres:// URL')
      .optional(),
  ),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: optionalString.pipe(z.enum(['true', 'false']).optional()),
  S3_PUBLIC_URL: optionalString.pipe(z.url().optional()),
  PAGE_CACHE: optionalString.pipe(z.enum(['on', 'off']).optional()),
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  SHUTDOWN_DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(65_000),
  MAINTENANCE_MODE: optionalString.pipe(
    z.enum(['read-only', 'off'], { error: 'MAINTENANCE_MODE must be read-only or off' }).optional(),
  ),
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  ),
  BASE_URL: optionalString.pipe(z.url().optional()),
  BETTER_AUTH_SECRET: optionalString.pipe(z.string().min(32).optional()),
  INTEGRITY_SECRET: optionalString.pipe(
    z.string().min(32, 'INTEGRITY_SECRET must be at least 32 characters').optional(),
  ),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: optionalString,
  SUPPORT_EMAIL: optionalString.pipe(z.email('SUPPORT_EMAIL must be an e-mail address').optional()),
  ADMIN_EMAILS: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_DISCOVERY_URL: optionalString.pipe(z.url().optional()),
  FACEBOOK_CLIENT_ID: optionalString,
  FACEBOOK_CLIENT_SECRET: optionalString,
  AMAZON_PARTNER_TAG: optionalString.pipe(
    z
      .string()
      .regex(/^[\w-]{1,64}$/, 'AMAZON_PARTNER_TAG must look like provato-21')
      .optional(),
  ),
  GOOGLE_CSE_KEY: optionalString,
  GOOGLE_CSE_CX: optionalString,
  GOOGLE_CSE_URL: optionalString.pipe(z.url().optional()),
  AMAZON_CREATORS_CREDENTIAL_ID: optionalString,
  AMAZON_CREATORS_CREDENTIAL_SECRET: optionalString,
  AMAZON_CREATORS_CREDENTIAL_VERSION: optionalString.pipe(z.enum(['2.2', '3.2']).optional()),
  AMAZON_CREATORS_API_URL: optionalString.pipe(z.url().optional()),
  AMAZON_CREATORS_TOKEN_URL: optionalString.pipe(z.url().optional()),
  SURVEYMONKEY_TOKEN: optionalString,
  SURVEYMONKEY_API_URL: optionalString.pipe(z.url().optional()),
  TYPEFORM_TOKEN: optionalString,
  TYPEFORM_API_URL: optionalString.pipe(z.url().optional()),
  BITLABS_API_TOKEN: optionalString,
  BITLABS_APP_SECRET: optionalString,
  BITLABS_API_URL: optionalString.pipe(z.url().optional()),
  AWIN_API_TOKEN: optionalString,
  AWIN_PUBLISHER_ID: optionalString.pipe(
    z
      .string()
      .regex(/^\d{1,12}$/, 'AWIN_PUBLISHER_ID is the publisher id, digits only')
      .optional(),
  ),
  AWIN_API_URL: optionalString.pipe(z.url().optional()),
  REVIEW_POINTS: z.coerce.number().int().min(0).max(1000).default(5),
  REVIEW_POINTS_RULE: z.enum(['fixed', 'rating']).default('fixed'),
  TIER_SILVER_POINTS: z.coerce.number().int().min(1).default(250),
  TIER_GOLD_POINTS: z.coerce.number().int().min(2).default(1000),
  SEED_DEMO: optionalString.pipe(z.enum(['true', 'false']).optional()),
  TRUST_PROXY: optionalString,
  ADMIN_REQUIRE_2FA: optionalString.pipe(z.enum(['true', 'false']).optional()),
  OUTBOUND_ALLOW_PRIVATE: optionalString.pipe(z.enum(['true', 'false']).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  SOCIAL_INSTAGRAM_URL: socialProfileUrl('instagram'),
  SOCIAL_FACEBOOK_URL: socialProfileUrl('facebook'),
  SOCIAL_YOUTUBE_URL: socialProfileUrl('youtube'),
  SOCIAL_LINKEDIN_URL: socialProfileUrl('linkedin'),
});

export type AmazonCreatorsConfig = {
  credentialId: string;
  credentialSecret: string;
  version: '2.2' | '3.2';
  partnerTag: string;
  apiUrl: string;
  tokenUrl: string;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  /** Address to listen on: loopback outside production unless HOST widens it (DESIGN.md §3.17). */
  host: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  /** A read replica for read-heavy pages (catalogue, product, analytics); writes stay on the primary. */
  databaseReadUrl: string | undefined;
  /**
   * S3-compatible object storage for uploads when S3_BUCKET is set; otherwise the local folder
   * DATA_DIR/uploads. `publicUrl`: where browsers read the files (a CDN or the bucket's address);
   * without it the app streams them from the bucket at /uploads/….
   */
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
        publicUrl: string | undefined;
      }
    | undefined;
  /**
   * Bearer token for GET /metrics. Without it /metrics answers only this machine (and never in
   * production, where the token is the only way in).
   */
  metricsToken: string | undefined;
  /**
   * Anonymous visitors' public pages (landing, catalogue, categories, product) are kept in memory
   * for `seconds` per process (decision 023); PAGE_CACHE=off renders every request.
   */
  pageCache: { enabled: boolean; seconds: number };
  /**
   * SIGTERM (decision 035): `drainDelayMs` of answering as usual while /healthz says 503 (a load
   * balancer polling it stops sending), then no new connections and `timeoutMs` at most for the
   * requests in flight, then as long again at most for running jobs.
   */
  shutdown: { timeoutMs: number; drainDelayMs: number };
  /** How long an idle kept-alive connection stays open (KEEP_ALIVE_TIMEOUT_MS, 65 s; decision 035). */
  keepAliveTimeoutMs: number;
  /**
   * MAINTENANCE_MODE=read-only: the site is read-only (decision 034) whatever the back-office switch
   * says, and the switch cannot end it; unset or 'off', the switch decides.
   */
  readOnlyForced: boolean;
  /** Public origin of the site, without a trailing slash. */
  baseUrl: string;
  /** Origins whose requests may change state (sign-in, forms). */
  trustedOrigins: string[];
  authSecret: string;
  /**
   * The key of the integrity traces' keyed hashes (device ids, network prefixes, normalised
   * e-mails: decision 028). Unset: derived from the auth secret with HKDF, so rotating that secret
   * forgets the links the traces still held; set it to rotate the two apart.
   */
  integritySecret: string | undefined;
  /** Unset outside production: mails are kept for the development mailbox instead of sent. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where /contact messages are delivered. */
  supportEmail: string;
  /** The site's own profiles for the footer (SOCIAL_<NETWORK>_URL), in SOCIAL_NETWORKS' order. */
  socialLinks: SocialLink[];
  /** Addresses that get the admin role at sign-up and at every start (lower case). */
  adminEmails: string[];
  /** Associates tag added to marketplace links at /go/:offerId (none: links go out untagged). */
  amazonPartnerTag: string | undefined;
  /** The marketplace's Creators API (successor of PA-API 5), when its credentials are set. */
  amazonCreators: AmazonCreatorsConfig | undefined;
  /** Google's Custom Search JSON API for product pictures, when its key and engine are set. */
  imageSearch: { key: string; cx: string; url: string } | undefined;
  /**
   * Survey providers (decision 019), each with its key and base address (the address can be
   * pointed at a test double). A provider without its key answers 'API Key ... non configurata'.
   */
  surveyProviders: {
    surveymonkey: { token: string | undefined; url: string };
    typeform: { token: string | undefined; url: string };
    /** BitLabs: the API token lists surveys, the app secret signs its callbacks. */
    bitlabs: { token: string | undefined; secret: string | undefined; url: string };
  };
  /**
   * Awin's publisher API for cashback transactions (decision 020): token and publisher id; the
   * address can be pointed at a test double. Without them transactions come in as files only.
   */
  awin: { token: string; publisherId: string; url: string } | undefined;
  /** DESIGN.md §3.3: a fixed award per approved review (default 5), or rating × 10 if chosen. */
  reviewPoints: { rule: 'fixed' | 'rating'; fixed: number };
  tiers: { silver: number; gold: number };
  google: OAuthClient | undefined;
  facebook: OAuthClient | undefined;
  seedDemo: boolean;
  logLevel: string;
  /** Express "trust proxy": how many proxies in front of us may set X-Forwarded-For. */
  trustProxy: boolean | number | string;
  /** Admins need a second factor (TOTP) to open the back office: on in production by default. */
  adminRequireTwoFactor: boolean;
  /** Feeds may be fetched from private and loopback addresses: off in production by default. */
  outboundAllowPrivate: boolean;
};

export type OAuthClient = { clientId: string; clientSecret: string; discoveryUrl?: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and checks the environment once. In production every variable of REQUIRED_IN_PRODUCTION
 * must be set; elsewhere the app runs with no environment at all: a local base URL, PGlite in
 * DATA_DIR and an auth secret generated once and kept in DATA_DIR.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // APP_ENV, when set (by server/main.ts), is the NODE_ENV the process was started with.
  const parsed = envSchema.safeParse({ ...source, NODE_ENV: source.APP_ENV ?? source.NODE_ENV });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';

  if (isProduction) {
    const missing = REQUIRED_IN_PRODUCTION.filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new ConfigError(`Missing required environment variables: ${missing.join(', ')}`);
    }
  }

  const dataDir = path.resolve(projectRoot, env.DATA_DIR);
  const baseUrl = (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const trustedOrigins = [new URL(baseUrl).origin];
  if (!isProduction) {
    trustedOrigins.push(`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`);
  }

  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST ?? (isProduction ? '::' : '127.0.0.1'),
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: env.DATABASE_URL,
    databasePoolMax: env.DATABASE_POOL_MAX,
    databaseReadUrl: env.DATABASE_READ_URL,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION ?? 'us-east-1',
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE
            ? env.S3_FORCE_PATH_STYLE === 'true'
            : Boolean(env.S3_ENDPOINT),
          publicUrl: env.S3_PUBLIC_URL?.replace(/\/+$/, ''),
        }
      : undefined,
    metricsToken: env.METRICS_TOKEN,
    pageCache: { enabled: env.PAGE_CACHE !== 'off', seconds: env.PAGE_CACHE_SECONDS },
    shutdown: { timeoutMs: env.SHUTDOWN_TIMEOUT_MS, drainDelayMs: env.SHUTDOWN_DRAIN_DELAY_MS },
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
    readOnlyForced: env.MAINTENANCE_MODE === 'read-only',
    baseUrl,
    trustedOrigins: [...new Set(trustedOrigins)],
    authSecret: env.BETTER_AUTH_SECRET ?? localSecret(dataDir),
    integritySecret: env.INTEGRITY_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? 'Provato <no-reply@provato.it>',
    supportEmail: env.SUPPORT_EMAIL ?? 'supporto@provato.it',
    socialLinks: (Object.keys(SOCIAL_NETWORKS) as SocialNetwork[]).flatMap((network) => {
      const url = env[`SOCIAL_${network.toUpperCase() as Uppercase<SocialNetwork>}_URL`];
      return url ? [{ network, url }] : [];
    }),
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    amazonPartnerTag: env.AMAZON_PARTNER_TAG,
    amazonCreators:
      env.AMAZON_CREATORS_CREDENTIAL_ID && env.AMAZON_CREATORS_CREDENTIAL_SECRET && env.AMAZON_PARTNER_TAG
        ? {
            credentialId: env.AMAZON_CREATORS_CREDENTIAL_ID,
            credentialSecret: env.AMAZON_CREATORS_CREDENTIAL_SECRET,
            version: env.AMAZON_CREATORS_CREDENTIAL_VERSION ?? '3.2',
            partnerTag: env.AMAZON_PARTNER_TAG,
            apiUrl: env.AMAZON_CREATORS_API_URL ?? 'https://creatorsapi.amazon',
            // EU credentials: Login with Amazon (3.2) or Cognito eu-south-2 (2.2).
            tokenUrl:
              env.AMAZON_CREATORS_TOKEN_URL ??
              (env.AMAZON_CREATORS_CREDENTIAL_VERSION === '2.2'
                ? 'https://creatorsapi.auth.eu-south-2.amazoncognito.com/oauth2/token'
                : 'https://api.amazon.co.uk/auth/o2/token'),
          }
        : undefined,
    imageSearch:
      env.GOOGLE_CSE_KEY && env.GOOGLE_CSE_CX
        ? {
            key: env.GOOGLE_CSE_KEY,
            cx: env.GOOGLE_CSE_CX,
            url: env.GOOGLE_CSE_URL ?? 'https://customsearch.googleapis.com/customsearch/v1',
          }
        : undefined,
    surveyProviders: {
      surveymonkey: {
        token: env.SURVEYMONKEY_TOKEN,
        url: env.SURVEYMONKEY_API_URL ?? 'https://api.surveymonkey.com/v3',
      },
      typeform: { token: env.TYPEFORM_TOKEN, url: env.TYPEFORM_API_URL ?? 'https://api.typeform.com' },
      bitlabs: {
        token: env.BITLABS_API_TOKEN,
        secret: env.BITLABS_APP_SECRET,
        url: env.BITLABS_API_URL ?? 'https://api.bitlabs.ai',
      },
    },
    awin:
      env.AWIN_API_TOKEN && env.AWIN_PUBLISHER_ID
        ? {
            token: env.AWIN_API_TOKEN,
            publisherId: env.AWIN_PUBLISHER_ID,
            url: env.AWIN_API_URL ?? 'https://api.awin.com',
          }
        : undefined,
    reviewPoints: { rule: env.REVIEW_POINTS_RULE, fixed: env.REVIEW_POINTS },
    tiers: {
      silver: env.TIER_SILVER_POINTS,
      gold: Math.max(env.TIER_GOLD_POINTS, env.TIER_SILVER_POINTS + 1),
    },
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            discoveryUrl:
              env.GOOGLE_DISCOVERY_URL ?? 'https://accounts.google.com/.well-known/openid-configuration',
          }
        : undefined,
    facebook:
      env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET
        ? { clientId: env.FACEBOOK_CLIENT_ID, clientSecret: env.FACEBOOK_CLIENT_SECRET }
        : undefined,
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : !isProduction,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    adminRequireTwoFactor: env.ADMIN_REQUIRE_2FA ? env.ADMIN_REQUIRE_2FA === 'true' : isProduction,
    outboundAllowPrivate: env.OUTBOUND_ALLOW_PRIVATE ? env.OUTBOUND_ALLOW_PRIVATE === 'true' : !isProduction,
  };
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** A random secret created on first start and kept in DATA_DIR, so sessions survive restarts. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, '.auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
}

let current: Config | undefined;

export function getConfig(): Config {
  current ??= loadConfig();
  return current;
}
