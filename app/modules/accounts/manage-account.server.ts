import { desc, eq, like, or, sql } from 'drizzle-orm';
import { AppError } from '#app/lib/app-error.ts';
import { db } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { logger } from '#app/lib/logger.server.ts';
import { consumeRateLimit, releaseRateLimit, resetRateLimit } from '#app/lib/rate-limit.server.ts';
import { tierFor } from '#app/modules/points/points-rules.ts';
import { listOwnTraces, OWN_TRACES_NOTE } from '#app/modules/integrity/account-traces.server.ts';
import { ImageUploadError, removeImages, storeImage } from '#app/modules/media/store-image.server.ts';
import {
  appeals,
  decisionStatements,
  activities,
  badges,
  cashbackClaims,
  cashbackTransactions,
  contactMessages,
  emailOutbox,
  newsletterSubscribers,
  offerClicks,
  pointsLedger,
  priceAlerts,
  products,
  profiles,
  rateLimitWindows,
  referrals,
  reviewVotes,
  reviews,
  rewardRequests,
  surveyCompletions,
  surveys,
  userBadges,
  userUploads,
  users,
  verifications,
} from '#db/schema/index.ts';
import { authErrorCode } from './auth-errors.server.ts';
import { signInToasts, TOO_MANY_ATTEMPTS, WEAK_PASSWORD } from './auth-messages.ts';
import { getAuth } from './auth.server.ts';
import { afterPasswordChange } from './password-notices.server.ts';
import { checkPasswordStrength } from './password-strength.server.ts';
import { USER_NOTIFICATION_CHOICES } from './settings.schema.ts';

/** The signed-in person's own profile, as GET /api/user/profile answers it. */
export async function getOwnProfile(userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      createdAt: users.createdAt,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      avatarUrl: profiles.avatarUrl,
      points: profiles.points,
      lifetimePoints: profiles.lifetimePoints,
      optOut: profiles.emailOptOut,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new AppError('not_found', 'Profilo non trovato');
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    avatar_url: row.avatarUrl,
    points: row.points,
    lifetime_points: row.lifetimePoints,
    tier: tierFor(row.lifetimePoints, getConfig().tiers),
    email_notifications: USER_NOTIFICATION_CHOICES.map((choice) => choice.kind).filter(
      (kind) => !row.optOut.includes(kind),
    ),
    created_at: row.createdAt,
  };
}

export async function updateNames(userId: string, names: { firstName: string; lastName: string }) {
  await db.transaction(async (tx) => {
    await tx.update(profiles).set(names).where(eq(profiles.userId, userId));
    await tx
      .update(users)
      .set({ name: `${names.firstName} ${names.lastName}` })
      .where(eq(users.id, userId));
  });
}

/** The e-mail kinds the person has switched off in /settings. */
export async function emailOptOuts(userId: string): Promise<string[]> {
  const [profile] = await db
    .select({ optOut: profiles.emailOptOut })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return profile?.optOut ?? [];
}

/** A new profile picture: checked and re-encoded like every upload; the old file is removed. */
export async function updateAvatar(userId: string, bytes: Uint8Array) {
  let stored;
  try {
    stored = await storeImage(bytes, 'avatars', userId);
  } catch (error) {
    if (error instanceof ImageUploadError) throw new AppError(error.code, error.message);
    throw error;
  }
  const [before] = await db
    .select({ avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  await db.update(profiles).set({ avatarUrl: stored.url }).where(eq(profiles.userId, userId));
  if (before?.avatarUrl) await removeImages([before.avatarUrl]);
  return stored.url;
}

/** Current-password checks per account before a pause: a stolen session cannot guess it. */
export const PASSWORD_CHANGE_ATTEMPTS = { max: 5, windowSeconds: 15 * 60 };

/**
 * Changes the password: the current one is required, the new one must not be common or guessable
 * (given the person's names and address). Every check of the current password is counted before
 * it is made, so parallel guesses cannot slip under the limit; a success clears the count. Every
 * other session ends, every reset link dies, and the owner gets a notice by e-mail.
 */
export async function changePassword(options: {
  request: Request;
  userId: string;
  input: { currentPassword: string; newPassword: string };
}): Promise<Headers> {
  const { request, userId, input } = options;
  const [person] = await db
    .select({
      id: users.id,
      email: users.email,
      banned: users.banned,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!person) throw new AppError('not_found', 'Account non trovato');
  // Blocked a moment ago, session not yet ended: the library would change the password first and
  // refuse the new session after.
  if (person.banned) throw new AppError('forbidden', signInToasts.blocked.message);
  if (!(await checkPasswordStrength(input.newPassword, person)).strong) {
    throw new AppError('weak_password', WEAK_PASSWORD);
  }
  const limitKey = `password-change:${userId}`;
  const limit = await consumeRateLimit(limitKey, PASSWORD_CHANGE_ATTEMPTS);
  if (!limit.allowed) throw new AppError('rate_limited', TOO_MANY_ATTEMPTS);

  let headers: Headers;
  try {
    ({ headers } = await getAuth().api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: true,
      },
      headers: request.headers,
      returnHeaders: true,
    }));
  } catch (error) {
    const code = authErrorCode(error);
    if (code === 'INVALID_PASSWORD')
      throw new AppError('wrong_password', 'La password attuale non è corretta');
    // Not a wrong guess: the attempt does not count.
    await releaseRateLimit(limitKey);
    if (code === 'CREDENTIAL_ACCOUNT_NOT_FOUND')
      throw new AppError(
        'no_password',
        'Hai effettuato l’accesso con Google o Facebook: non hai una password da cambiare.',
      );
    logger().error({ err: error }, 'password change failed');
    throw new AppError('password_update_failed', 'Impossibile aggiornare la password');
  }
  await resetRateLimit(limitKey);
  await afterPasswordChange(person);
  const out = new Headers();
  for (const cookie of headers.getSetCookie()) out.append('Set-Cookie', cookie);
  return out;
}

export async function updateEmailPreferences(userId: string, enabledKinds: string[]) {
  const optOut = USER_NOTIFICATION_CHOICES.map((choice) => choice.kind).filter(
    (kind) => !enabledKinds.includes(kind),
  );
  await db.update(profiles).set({ emailOptOut: optOut }).where(eq(profiles.userId, userId));
}

/** Everything we hold about a person, as JSON (GDPR art. 15 and 20). */
export async function exportPersonalData(userId: string) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return {
    exportedAt: new Date().toISOString(),
    account: user,
    profile,
    reviews: await db
      .select({
        id: reviews.id,
        product: products.name,
        rating: reviews.rating,
        title: reviews.title,
        pros: reviews.pros,
        cons: reviews.cons,
        comment: reviews.comment,
        status: reviews.status,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .leftJoin(products, eq(products.id, reviews.productId))
      .where(eq(reviews.userId, userId)),
    points: await db
      .select({
        delta: pointsLedger.delta,
        kind: pointsLedger.kind,
        reason: pointsLedger.reason,
        createdAt: pointsLedger.createdAt,
      })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, userId)),
    activities: await db
      .select({
        type: activities.type,
        text: activities.text,
        points: activities.pointsEarned,
        createdAt: activities.createdAt,
      })
      .from(activities)
      .where(eq(activities.userId, userId)),
    rewardRequests: await db
      .select({
        reward: rewardRequests.rewardType,
        pointsCost: rewardRequests.pointsCost,
        status: rewardRequests.status,
        voucherCode: rewardRequests.voucherCode,
        createdAt: rewardRequests.createdAt,
      })
      .from(rewardRequests)
      .where(eq(rewardRequests.userId, userId)),
    badges: await db
      .select({ name: badges.name, assignedAt: userBadges.assignedAt })
      .from(userBadges)
      .innerJoin(badges, eq(badges.id, userBadges.badgeId))
      .where(eq(userBadges.userId, userId)),
    helpfulVotes: await db
      .select({ reviewId: reviewVotes.reviewId, createdAt: reviewVotes.createdAt })
      .from(reviewVotes)
      .where(eq(reviewVotes.userId, userId)),
    contactMessages: await db
      .select({
        subject: contactMessages.subject,
        message: contactMessages.message,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(or(eq(contactMessages.userId, userId), eq(contactMessages.email, user?.email ?? ''))),
    newsletter: await db
      .select({
        status: newsletterSubscribers.status,
        confirmedAt: newsletterSubscribers.confirmedAt,
        createdAt: newsletterSubscribers.createdAt,
      })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, user?.email ?? '')),
    invitedFriends: await db
      .select({ createdAt: referrals.createdAt, pointsAwarded: referrals.pointsAwarded })
      .from(referrals)
      .where(eq(referrals.inviterId, userId)),
    shopClicks: await db
      .select({
        offerId: offerClicks.offerId,
        clickRef: offerClicks.clickRef,
        createdAt: offerClicks.createdAt,
      })
      .from(offerClicks)
      .where(eq(offerClicks.userId, userId)),
    priceAlerts: await db
      .select({
        product: products.name,
        targetPrice: priceAlerts.targetPrice,
        lastNotifiedAt: priceAlerts.lastNotifiedAt,
        createdAt: priceAlerts.createdAt,
      })
      .from(priceAlerts)
      .innerJoin(products, eq(products.id, priceAlerts.productId))
      .where(eq(priceAlerts.userId, userId)),
    surveys: await db
      .select({
        survey: surveys.title,
        provider: surveys.provider,
        status: surveyCompletions.status,
        points: surveyCompletions.pointsEarned,
        startedAt: surveyCompletions.startedAt,
        completedAt: surveyCompletions.completedAt,
      })
      .from(surveyCompletions)
      .innerJoin(surveys, eq(surveys.id, surveyCompletions.surveyId))
      .where(eq(surveyCompletions.userId, userId)),
    cashback: await db
      .select({
        shop: cashbackTransactions.merchantName,
        order: cashbackTransactions.orderRef,
        amount: cashbackTransactions.saleAmount,
        status: cashbackTransactions.status,
        points: cashbackTransactions.points,
        date: cashbackTransactions.transactionDate,
      })
      .from(cashbackTransactions)
      .where(eq(cashbackTransactions.userId, userId)),
    cashbackClaims: await db
      .select({
        shop: cashbackClaims.merchantName,
        order: cashbackClaims.orderRef,
        amount: cashbackClaims.amount,
        purchasedOn: cashbackClaims.purchasedOn,
        status: cashbackClaims.status,
        reason: cashbackClaims.reason,
      })
      .from(cashbackClaims)
      .where(eq(cashbackClaims.userId, userId)),
    integrityTraces: { note: OWN_TRACES_NOTE, traces: await listOwnTraces(db, userId) },
    // The statements of reasons of every decision about the person (issue 33 §2).
    decisions: await db
      .select({
        decision: decisionStatements.kind,
        about: decisionStatements.subjectType,
        // A points removal is named by its ledger key, which holds the deciding admin's id.
        aboutId: sql<
          string | null
        >`case when ${decisionStatements.subjectType} = 'points_ledger' then null else ${decisionStatements.subjectId} end`,
        rule: decisionStatements.ruleCode,
        facts: decisionStatements.facts,
        details: decisionStatements.details,
        automation: decisionStatements.automation,
        decidedAt: decisionStatements.createdAt,
        contestUntil: decisionStatements.contestUntil,
      })
      .from(decisionStatements)
      .where(eq(decisionStatements.userId, userId))
      .orderBy(desc(decisionStatements.createdAt)),
    // The appeals against them (issue 33 §3): the person's words and the outcome.
    appeals: await db
      .select({
        decisionId: appeals.statementId,
        text: appeals.text,
        status: appeals.status,
        filedAt: appeals.createdAt,
        decidedAt: appeals.decidedAt,
        outcomeReason: appeals.decisionReason,
      })
      .from(appeals)
      .where(eq(appeals.userId, userId))
      .orderBy(desc(appeals.createdAt)),
  };
}

/**
 * Deletes an account: personal data is erased everywhere (the account, profile, sessions, ledger,
 * activities, requests, badges, votes, invites, contact messages, the newsletter subscription,
 * pending mails, limits keyed by the address), reviews stay
 * but anonymised (they belong to the community's record), clicks lose their link to the person.
 */
export async function deleteAccount(userId: string) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('not_found', 'Account non trovato');
  const files = await db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ avatarUrl: profiles.avatarUrl })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    const uploads = await tx
      .select({ url: userUploads.url })
      .from(userUploads)
      .where(sql`${userUploads.userId} = ${userId} and ${userUploads.usedAt} is null`);
    await tx.update(offerClicks).set({ userId: null }).where(eq(offerClicks.userId, userId));
    await tx.delete(emailOutbox).where(eq(emailOutbox.recipient, user.email));
    await tx
      .delete(contactMessages)
      .where(or(eq(contactMessages.userId, userId), eq(contactMessages.email, user.email)));
    await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email));
    await tx
      .delete(verifications)
      .where(or(eq(verifications.identifier, user.email), eq(verifications.value, userId)));
    await tx.delete(rateLimitWindows).where(like(rateLimitWindows.key, `%${user.email}`));
    // Reviews keep their text and rating, without an author (foreign key: set null).
    await tx.delete(users).where(eq(users.id, userId));
    return [profile?.avatarUrl, ...uploads.map((upload) => upload.url)].filter((url): url is string =>
      Boolean(url),
    );
  });
  await removeImages(files);
}
