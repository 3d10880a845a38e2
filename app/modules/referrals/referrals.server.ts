import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { db, isUniqueViolation } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { formatPublicName } from '#app/lib/format.ts';
import { logger } from '#app/lib/logger.server.ts';
import { linkAccounts } from '#app/modules/integrity/account-links.server.ts';
import { recordActivity } from '#app/modules/points/activity.server.ts';
import { applyPoints } from '#app/modules/points/ledger.server.ts';
import { INVITE_MONTHLY_CAP, INVITE_POINTS } from '#app/modules/points/points-rules.ts';
import { profiles, referrals, users } from '#db/schema/index.ts';

/** Set by /invite/:code, read at sign-up (e-mail or social), so the invite survives the detour. */
export const REFERRAL_COOKIE = 'provato_ref';
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE = /^[A-HJ-NP-Z2-9]{8}$/;

const cookieAttributes = () =>
  `Path=/; SameSite=Lax; HttpOnly${getConfig().baseUrl.startsWith('https://') ? '; Secure' : ''}`;

export function referralCookie(code: string) {
  return `${REFERRAL_COOKIE}=${code}; Max-Age=${30 * 86_400}; ${cookieAttributes()}`;
}

/** Forgets the invite once an account has been made with it. */
export function clearReferralCookie() {
  return `${REFERRAL_COOKIE}=; Max-Age=0; ${cookieAttributes()}`;
}

/**
 * The mailbox behind an address, to recognise one person's several addresses: lower case,
 * without a "+tag", and for Gmail without dots (m.rossi+2@gmail.com is mrossi@gmail.com).
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const domain = address.slice(at + 1) === 'googlemail.com' ? 'gmail.com' : address.slice(at + 1);
  let local = address.slice(0, at).split('+')[0]!;
  if (domain === 'gmail.com') local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}

export function readReferralCookie(cookieHeader: string | null | undefined): string | null {
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${REFERRAL_COOKIE}=`))
    ?.slice(REFERRAL_COOKIE.length + 1);
  return value && REFERRAL_CODE.test(value) ? value : null;
}

/** This person's invite code, made (once, race-safe) the first time it is asked for. */
export async function ensureReferralCode(userId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db
      .select({ code: profiles.referralCode })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    if (row?.code) return row.code;
    const code = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    try {
      await db
        .update(profiles)
        .set({ referralCode: code })
        .where(and(eq(profiles.userId, userId), isNull(profiles.referralCode)));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('Could not make a referral code');
}

/**
 * Links a new account to whoever invited it: one inviter per person, never oneself, not even
 * under another address of the same mailbox, and never a second address of a mailbox the
 * inviter already invited.
 */
export async function linkReferral(invitee: { id: string; email: string }, code: string | null) {
  if (!code || !REFERRAL_CODE.test(code)) return false;
  const [inviter] = await db
    .select({ userId: profiles.userId, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.referralCode, code));
  if (!inviter || inviter.userId === invitee.id) return false;
  const mailbox = mailboxOf(invitee.email);
  if (mailboxOf(inviter.email) === mailbox) return false;
  const linked = await db.transaction(async (tx) => {
    // The inviter's row is locked: two addresses of one mailbox signing up at once are checked
    // one after the other.
    await tx
      .select({ id: profiles.userId })
      .from(profiles)
      .where(eq(profiles.userId, inviter.userId))
      .for('update');
    const invited = await tx
      .select({ email: users.email })
      .from(referrals)
      .innerJoin(users, eq(users.id, referrals.inviteeId))
      .where(eq(referrals.inviterId, inviter.userId));
    if (invited.some((friend) => mailboxOf(friend.email) === mailbox)) return false;
    const inserted = await tx
      .insert(referrals)
      .values({ inviterId: inviter.userId, inviteeId: invitee.id })
      .onConflictDoNothing()
      .returning({ id: referrals.id });
    return inserted.length > 0;
  });
  // The invite links the two accounts for the integrity checks; that never fails the sign-up.
  if (linked) {
    await linkAccounts(db, inviter.userId, invitee.id, 'invite').catch((error: unknown) =>
      logger().error({ err: error, inviteeId: invitee.id }, 'invite link not recorded'),
    );
  }
  return linked;
}

/**
 * The invitee confirmed the address: the inviter earns INVITE_POINTS, once per invitee (ledger
 * key and the referral row's rewarded_at), unless the inviter's account is blocked. Beyond
 * INVITE_MONTHLY_CAP paid invites in 30 days the friend counts as confirmed with 0 points.
 */
export async function rewardReferral(inviteeId: string) {
  return db.transaction(async (tx) => {
    const [referral] = await tx
      .select({
        id: referrals.id,
        inviterId: referrals.inviterId,
        banned: users.banned,
        inviteeName: profiles.firstName,
      })
      .from(referrals)
      .innerJoin(users, eq(users.id, referrals.inviterId))
      .leftJoin(profiles, eq(profiles.userId, referrals.inviteeId))
      .where(and(eq(referrals.inviteeId, inviteeId), isNull(referrals.rewardedAt)))
      .for('update', { of: referrals });
    if (!referral || referral.banned) return 0;
    // The inviter's row is locked first, so two friends confirming at once count one after the other.
    await tx
      .select({ id: profiles.userId })
      .from(profiles)
      .where(eq(profiles.userId, referral.inviterId))
      .for('update');
    const [recent] = await tx
      .select({ value: count() })
      .from(referrals)
      .where(
        and(
          eq(referrals.inviterId, referral.inviterId),
          gt(referrals.pointsAwarded, 0),
          gt(referrals.rewardedAt, sql`now() - interval '30 days'`),
        ),
      );
    if ((recent?.value ?? 0) >= INVITE_MONTHLY_CAP) {
      await tx
        .update(referrals)
        .set({ rewardedAt: new Date(), pointsAwarded: 0 })
        .where(eq(referrals.id, referral.id));
      return 0;
    }
    const applied = await applyPoints(tx, {
      userId: referral.inviterId,
      delta: INVITE_POINTS,
      kind: 'referral',
      idempotencyKey: `referral:${inviteeId}`,
      reference: { type: 'referral', id: referral.id },
    });
    if (!applied) return 0;
    await tx
      .update(referrals)
      .set({ rewardedAt: new Date(), pointsAwarded: INVITE_POINTS })
      .where(eq(referrals.id, referral.id));
    await recordActivity(tx, {
      userId: referral.inviterId,
      type: 'invite',
      text: `${referral.inviteeName ?? 'Un amico'} ha confermato l'iscrizione con il tuo invito`,
      pointsEarned: INVITE_POINTS,
    });
    return INVITE_POINTS;
  });
}

/** The friends someone invited, newest first, a page at a time, with first name and initial only. */
export async function listReferrals(inviterId: string, options: { page: number; pageSize: number }) {
  const [totals] = await db
    .select({
      total: count(),
      earned: sql<number>`coalesce(sum(${referrals.pointsAwarded}), 0)::int`,
    })
    .from(referrals)
    .where(eq(referrals.inviterId, inviterId));
  const rows = await db
    .select({
      id: referrals.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      createdAt: referrals.createdAt,
      rewardedAt: referrals.rewardedAt,
      pointsAwarded: referrals.pointsAwarded,
    })
    .from(referrals)
    .leftJoin(profiles, eq(profiles.userId, referrals.inviteeId))
    .where(eq(referrals.inviterId, inviterId))
    .orderBy(desc(referrals.createdAt), desc(referrals.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  const total = totals?.total ?? 0;
  return {
    total,
    pointsEarned: totals?.earned ?? 0,
    page: options.page,
    pageCount: Math.ceil(total / options.pageSize),
    friends: rows.map((row) => ({
      id: row.id,
      name: formatPublicName(row.firstName, row.lastName),
      createdAt: row.createdAt,
      confirmed: row.rewardedAt !== null,
      pointsAwarded: row.pointsAwarded,
    })),
  };
}
