import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { db, isUniqueViolation } from '#app/lib/db.server.ts';
import { formatPublicName } from '#app/lib/format.ts';
import { recordActivity } from '#app/modules/points/activity.server.ts';
import { applyPoints } from '#app/modules/points/ledger.server.ts';
import { INVITE_POINTS } from '#app/modules/points/points-rules.ts';
import { profiles, referrals, users } from '#db/schema/index.ts';

/** Set by /invite/:code, read at sign-up (e-mail or social), so the invite survives the detour. */
export const REFERRAL_COOKIE = 'provato_ref';
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE = /^[A-HJ-NP-Z2-9]{8}$/;

export function referralCookie(code: string) {
  return `${REFERRAL_COOKIE}=${code}; Path=/; Max-Age=${30 * 86_400}; SameSite=Lax; HttpOnly`;
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

/** Links a new account to whoever invited it (one inviter per person, never oneself). */
export async function linkReferral(inviteeId: string, code: string | null) {
  if (!code || !REFERRAL_CODE.test(code)) return false;
  const [inviter] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.referralCode, code));
  if (!inviter || inviter.userId === inviteeId) return false;
  const inserted = await db
    .insert(referrals)
    .values({ inviterId: inviter.userId, inviteeId })
    .onConflictDoNothing()
    .returning({ id: referrals.id });
  return inserted.length > 0;
}

/**
 * The invitee confirmed the address: the inviter earns INVITE_POINTS, once per invitee (ledger
 * key and the referral row's rewarded_at), unless the inviter's account is blocked.
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

/** The friends someone invited, newest first, with first name and initial only. */
export async function listReferrals(inviterId: string, limit = 100) {
  const rows = await db
    .select({
      id: referrals.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      createdAt: referrals.createdAt,
      rewardedAt: referrals.rewardedAt,
      pointsAwarded: referrals.pointsAwarded,
      total: sql<number>`(count(*) over ())::int`,
      earned: sql<number>`(sum(${referrals.pointsAwarded}) over ())::int`,
    })
    .from(referrals)
    .leftJoin(profiles, eq(profiles.userId, referrals.inviteeId))
    .where(eq(referrals.inviterId, inviterId))
    .orderBy(desc(referrals.createdAt))
    .limit(limit);
  return {
    total: rows[0]?.total ?? 0,
    pointsEarned: rows[0]?.earned ?? 0,
    friends: rows.map((row) => ({
      id: row.id,
      name: formatPublicName(row.firstName, row.lastName),
      createdAt: row.createdAt,
      confirmed: row.rewardedAt !== null,
      pointsAwarded: row.pointsAwarded,
    })),
  };
}
