import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { symmetricDecrypt } from 'better-auth/crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { db } from '#app/lib/db.server.ts';
import { twoFactors } from '#db/schema/index.ts';
import { getAuth } from './auth.server.ts';
import { TOTP_DIGITS } from './two-factor.schema.ts';

/*
 * One code, one use (decision 032, RFC 6238 §5.2). The two-factor plugin accepts any code of the
 * step before, the current one or the next (30 s each) as often as it is sent, so the same code
 * could open a second session within its window. Before the plugin checks a code, the step it
 * belongs to is claimed with a conditional UPDATE: only a step later than the last accepted one
 * passes, and of two requests with one code, however close, only one changes the row.
 */

/** The plugin's defaults: 30-second steps, one step either side of now. */
export const TOTP_PERIOD_SECONDS = 30;
const WINDOW = 1;

/** The plugin keeps imported secrets as `base32:<key>` and generated ones as they are. */
const BASE32_PREFIX = 'base32:';

export type TotpStepClaim =
  /** The code is right and its step had not been used: the plugin may now check it. */
  | 'claimed'
  /** The code is right but its step (or a later one) was already accepted: refuse it. */
  | 'replayed'
  /** Not a code of the window (or no second factor): left to the plugin, which refuses and counts it. */
  | 'no-match';

export async function claimTotpStep(userId: string, code: string, now = Date.now()): Promise<TotpStepClaim> {
  const [row] = await db
    .select({ secret: twoFactors.secret })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId));
  if (!row) return 'no-match';
  const key = (await getAuth().$context).secretConfig;
  const plain = await symmetricDecrypt({ key, data: row.secret });
  const secret = plain.startsWith(BASE32_PREFIX)
    ? base32.decode(plain.slice(BASE32_PREFIX.length).toUpperCase())
    : plain;
  const otp = createOTP(secret, { digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS });
  const counter = Math.floor(now / (TOTP_PERIOD_SECONDS * 1000));
  let matched: number | null = null;
  for (let step = counter - WINDOW; step <= counter + WINDOW; step++) {
    if (sameCode(await otp.hotp(step), code)) matched = step;
  }
  if (matched === null) return 'no-match';
  const claimed = await db
    .update(twoFactors)
    .set({ lastTotpStep: matched })
    .where(
      and(
        eq(twoFactors.userId, userId),
        or(isNull(twoFactors.lastTotpStep), lt(twoFactors.lastTotpStep, matched)),
      ),
    )
    .returning({ id: twoFactors.id });
  return claimed.length > 0 ? 'claimed' : 'replayed';
}

/** A new secret starts a new history (an unfinished setup started again keeps its row). */
export async function forgetTotpSteps(userId: string): Promise<void> {
  await db.update(twoFactors).set({ lastTotpStep: null }).where(eq(twoFactors.userId, userId));
}

/** Compared without an early exit, as the plugin compares. */
function sameCode(expected: string, given: string): boolean {
  let difference = expected.length ^ given.length;
  for (let i = 0; i < expected.length; i++) difference |= expected.charCodeAt(i) ^ given.charCodeAt(i);
  return difference === 0;
}
