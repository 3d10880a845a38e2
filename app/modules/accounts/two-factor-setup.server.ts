import { createOTP } from '@better-auth/utils/otp';
import { symmetricDecrypt } from 'better-auth/crypto';
import { and, eq, ne } from 'drizzle-orm';
import { renderSVG } from 'uqr';
import { AppError } from '#app/lib/app-error.ts';
import { writeAudit } from '#app/lib/audit.server.ts';
import { db } from '#app/lib/db.server.ts';
import { logger } from '#app/lib/logger.server.ts';
import { consumeRateLimit, resetRateLimit } from '#app/lib/rate-limit.server.ts';
import { sessions, twoFactors, users } from '#db/schema/index.ts';
import { TOO_MANY_ATTEMPTS } from './auth-messages.ts';
import { authErrorCode, forwardCookies } from './auth-errors.server.ts';
import { getAuth } from './auth.server.ts';
import { claimTotpStep, forgetTotpSteps } from './two-factor-replay.server.ts';
import { TWO_FACTOR_ISSUER } from './two-factor-plugin.server.ts';
import { groupSecret, TOTP_DIGITS } from './two-factor.schema.ts';

/**
 * Switching the second factor on and off for the signed-in person, through the two-factor plugin
 * called on the server. Every step that checks a password or a code counts first (a session in
 * the wrong hands must not become a password or code oracle) and every change is audited.
 */

/** Password and code checks on the enrolment page, per account. */
export const TWO_FACTOR_SETUP_ATTEMPTS = { max: 10, windowSeconds: 15 * 60 };

type Person = { id: string; email: string };

const ALREADY_ENABLED = 'La verifica in due passaggi è già attiva';
const USED_CODE =
  'Questo codice è già stato usato: aspetta che l’app ne mostri uno nuovo e inserisci quello.';

/** What the page shows to add the account to an authenticator app. */
export type TwoFactorSetupView = {
  /** The otpauth:// address the QR code holds (also shown as text). */
  otpauthUri: string;
  /** The key for typing by hand (base32), and the same in groups of four. */
  secret: string;
  groupedSecret: string;
  /** The QR code as an SVG data URL, drawn on the server. */
  qrCode: string;
};

async function isTwoFactorOn(userId: string): Promise<boolean> {
  const [row] = await db.select({ enabled: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
  return row?.enabled === true;
}

export async function twoFactorStatus(userId: string) {
  const enabled = await isTwoFactorOn(userId);
  return { enabled, recoveryCodesLeft: enabled ? (await readRecoveryCodes(userId)).length : 0 };
}

/** Step 1: with the current password, a new (not yet active) secret and its QR code. */
export async function startTwoFactorSetup(options: {
  request: Request;
  person: Person;
  password: string;
}): Promise<TwoFactorSetupView> {
  await countAttempt(options.person.id);
  try {
    const enabled = await getAuth().api.enableTwoFactor({
      body: { password: options.password, method: 'totp', issuer: TWO_FACTOR_ISSUER },
      headers: options.request.headers,
    });
    if (enabled.method !== 'totp') throw new Error('the two-factor plugin did not start a TOTP setup');
    await forgetTotpSteps(options.person.id);
    return setupView(enabled.totpURI);
  } catch (error) {
    throw translate(error, 'two-factor setup failed');
  }
}

/** Deletes every session of the person but the one whose cookie `headers` sets. */
async function endOtherSessions(userId: string, headers: Headers): Promise<void> {
  const cookie = headers.getSetCookie().find((value) => /^[^=]*session_token=[^;]/.test(value));
  const token = cookie ? decodeURIComponent(cookie.split(';')[0]!.split('=')[1]!).split('.')[0] : undefined;
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ...(token ? [ne(sessions.token, token)] : [])));
}

export type ConfirmSetupResult = { headers: Headers; recoveryCodes: string[] };

/**
 * The refusals of step 2 after which the page shows the pending QR code again (pendingSetupView:
 * only to whoever sends back the key it holds); after 'setup_expired' there is none to show.
 */
export const SETUP_RETRY_CODES = ['setup_code_used', 'setup_wrong_code', 'setup_expired'] as const;

/**
 * Step 2: the first code from the app switches the second factor on. The plugin then replaces the
 * session (its cookie is in `headers`). A wrong or used code is refused (AppError, SETUP_RETRY_CODES);
 * the page shows the same QR code again, but only to whoever sends back the key it holds
 * (pendingSetupView): a session alone never reveals a pending secret.
 */
export async function confirmTwoFactorSetup(options: {
  request: Request;
  person: Person;
  code: string;
  secret?: string;
}): Promise<ConfirmSetupResult> {
  await countAttempt(options.person.id);
  // Switched on already: the plugin would accept the code again and the recovery codes would be
  // shown without a password (decision 032). New ones are one password away ('regenerate').
  if (await isTwoFactorOn(options.person.id)) throw new AppError('already_enabled', ALREADY_ENABLED);
  if ((await claimTotpStep(options.person.id, options.code)) === 'replayed')
    throw new AppError('setup_code_used', USED_CODE);
  try {
    const { headers } = await getAuth().api.verifyTOTP({
      body: { code: options.code },
      headers: options.request.headers,
      returnHeaders: true,
    });
    const recoveryCodes = await readRecoveryCodes(options.person.id);
    // Sessions opened before (another browser, a provider sign-in, a stolen cookie) would pass the
    // back office's gate from now on without ever giving a code: they end here.
    await endOtherSessions(options.person.id, headers);
    await writeAudit(db, {
      actorId: options.person.id,
      action: 'two_factor.enable',
      entityType: 'user',
      entityId: options.person.id,
      before: { twoFactorEnabled: false },
      after: { twoFactorEnabled: true },
    });
    await resetRateLimit(setupKey(options.person.id));
    return { headers: forwardCookies(headers), recoveryCodes };
  } catch (error) {
    const code = authErrorCode(error);
    if (code === 'INVALID_CODE')
      throw new AppError(
        'setup_wrong_code',
        'Codice non valido. Controlla l’ora del telefono e inserisci il codice che vedi adesso.',
      );
    if (code === 'TOTP_NOT_ENABLED')
      throw new AppError('setup_expired', 'La configurazione è scaduta: ricomincia dalla password.');
    throw translate(error, 'two-factor confirmation failed');
  }
}

/** New recovery codes (the old ones stop working), with the current password. */
export async function regenerateRecoveryCodes(options: {
  request: Request;
  person: Person;
  password: string;
}): Promise<string[]> {
  await countAttempt(options.person.id);
  try {
    const { backupCodes } = await getAuth().api.generateBackupCodes({
      body: { password: options.password },
      headers: options.request.headers,
    });
    await writeAudit(db, {
      actorId: options.person.id,
      action: 'two_factor.recovery_codes.regenerate',
      entityType: 'user',
      entityId: options.person.id,
    });
    return backupCodes;
  } catch (error) {
    throw translate(error, 'recovery codes regeneration failed');
  }
}

/** Switches the second factor off, with the current password; the session is replaced. */
export async function disableTwoFactor(options: {
  request: Request;
  person: Person;
  password: string;
}): Promise<Headers> {
  await countAttempt(options.person.id);
  try {
    const { headers } = await getAuth().api.disableTwoFactor({
      body: { password: options.password },
      headers: options.request.headers,
      returnHeaders: true,
    });
    await writeAudit(db, {
      actorId: options.person.id,
      action: 'two_factor.disable',
      entityType: 'user',
      entityId: options.person.id,
      before: { twoFactorEnabled: true },
      after: { twoFactorEnabled: false },
    });
    return forwardCookies(headers);
  } catch (error) {
    throw translate(error, 'two-factor disable failed');
  }
}

const setupKey = (userId: string) => `two-factor-setup:user:${userId}`;

async function countAttempt(userId: string) {
  const decision = await consumeRateLimit(setupKey(userId), TWO_FACTOR_SETUP_ATTEMPTS);
  if (!decision.allowed) throw new AppError('rate_limited', TOO_MANY_ATTEMPTS);
}

function translate(error: unknown, what: string): AppError {
  const code = authErrorCode(error);
  if (code === 'INVALID_PASSWORD') return new AppError('invalid_password', 'La password non è corretta');
  if (code === 'TOTP_ALREADY_ENABLED') return new AppError('already_enabled', ALREADY_ENABLED);
  if (code === 'TWO_FACTOR_NOT_ENABLED')
    return new AppError('not_enabled', 'La verifica in due passaggi non è attiva');
  if (code === 'CREDENTIAL_ACCOUNT_NOT_FOUND')
    return new AppError(
      'no_password',
      'Questo account non ha una password: impostane una con “Password dimenticata?”, poi riprova.',
    );
  if (error instanceof AppError) return error;
  logger().error({ err: error }, what);
  return new AppError('unexpected', 'Si è verificato un errore. Riprova tra qualche istante.');
}

function setupView(otpauthUri: string): TwoFactorSetupView {
  const secret = new URL(otpauthUri).searchParams.get('secret') ?? '';
  const svg = renderSVG(otpauthUri, { border: 2, ecc: 'M' });
  return {
    otpauthUri,
    secret,
    groupedSecret: groupSecret(secret),
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`,
  };
}

/** The stored, not yet verified secret, if `secret` (base32) is it: the QR code shown again. */
export async function pendingSetupView(person: Person, secret: string | undefined) {
  if (!secret) return null;
  const [row] = await db
    .select({ secret: twoFactors.secret, verified: twoFactors.verified })
    .from(twoFactors)
    .where(eq(twoFactors.userId, person.id));
  if (!row || row.verified) return null;
  const plain = await symmetricDecrypt({ key: await authSecretConfig(), data: row.secret });
  // The same address the plugin built when it created the secret.
  const view = setupView(createOTP(plain, { digits: TOTP_DIGITS }).url(TWO_FACTOR_ISSUER, person.email));
  return view.secret === secret.replace(/\s/g, '').toUpperCase() ? view : null;
}

/** The unused recovery codes, decrypted by the plugin (a server-only call). */
async function readRecoveryCodes(userId: string): Promise<string[]> {
  try {
    const { backupCodes } = await getAuth().api.viewBackupCodes({ body: { userId } });
    return backupCodes;
  } catch (error) {
    if (authErrorCode(error) === 'BACKUP_CODES_NOT_ENABLED') return [];
    throw error;
  }
}

async function authSecretConfig() {
  return (await getAuth().$context).secretConfig;
}
