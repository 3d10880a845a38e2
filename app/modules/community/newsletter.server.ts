import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { AppError } from '#app/lib/app-error.ts';
import { db } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { consumeRateLimit } from '#app/lib/rate-limit.server.ts';
import { enqueueEmail } from '#app/modules/notifications/outbox.server.ts';
import { newsletterSubscribers } from '#db/schema/index.ts';
import { NEWSLETTER_MESSAGES } from './community.schema.ts';
import { newsletterConfirmEmail, newsletterWelcomeEmail } from './community-emails.ts';
import { idOfSignedToken, listUnsubscribeHeaders, signedIdToken } from '#app/lib/signed-link.server.ts';

export { NEWSLETTER_MESSAGES };

export const NEWSLETTER_LIMITS = {
  perClient: { max: 5, windowSeconds: 3600 },
  perAddress: { max: 3, windowSeconds: 86_400 },
};
/** A confirmation link works for a week; the unsubscribe link always. */
const CONFIRM_DAYS = 7;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

const UNSUBSCRIBE = 'newsletter-unsubscribe';

/**
 * The unsubscribe token: the subscriber's id signed with the server secret. It never changes,
 * so every mail (and every future newsletter) carries a link that keeps working.
 */
export const unsubscribeToken = (subscriberId: string) => signedIdToken(UNSUBSCRIBE, subscriberId);

const unsubscribeUrl = (subscriberId: string) =>
  `${getConfig().baseUrl}/newsletter/unsubscribe?token=${unsubscribeToken(subscriberId)}`;

/**
 * Double opt-in: records the address as pending and mails a confirmation link. A repeated address
 * gets a clear answer (already subscribed) or a new link (still pending or unsubscribed before).
 */
export async function subscribeToNewsletter(email: string, clientIp: string): Promise<string> {
  const perClient = await consumeRateLimit(`newsletter:ip:${clientIp}`, NEWSLETTER_LIMITS.perClient);
  if (!perClient.allowed) throw new AppError('rate_limited', NEWSLETTER_MESSAGES.tooMany);
  const [existing] = await db
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  if (existing?.status === 'confirmed') throw new AppError('already', NEWSLETTER_MESSAGES.already);
  const perAddress = await consumeRateLimit(`newsletter:email:${email}`, NEWSLETTER_LIMITS.perAddress);
  if (!perAddress.allowed) throw new AppError('rate_limited', NEWSLETTER_MESSAGES.tooMany);

  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    const fresh = { status: 'pending' as const, tokenHash: hash(token), confirmationSentAt: new Date() };
    // A confirmation that lands meanwhile wins: a confirmed address is never set back to pending.
    const [row] = await tx
      .insert(newsletterSubscribers)
      .values({ email, ...fresh })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: { ...fresh, unsubscribedAt: null },
        setWhere: ne(newsletterSubscribers.status, 'confirmed'),
      })
      .returning({ id: newsletterSubscribers.id });
    if (!row) throw new AppError('already', NEWSLETTER_MESSAGES.already);
    const leave = unsubscribeUrl(row.id);
    await enqueueEmail(tx, {
      to: email,
      template: 'newsletter_confirm',
      headers: listUnsubscribeHeaders(leave),
      ...newsletterConfirmEmail({
        confirmUrl: `${getConfig().baseUrl}/newsletter/confirm?token=${token}`,
        unsubscribeUrl: leave,
      }),
    });
  });
  return existing?.status === 'pending' ? NEWSLETTER_MESSAGES.resent : NEWSLETTER_MESSAGES.sent;
}

/** What a newsletter link leads to, before anything is clicked (mail scanners open links too). */
export async function newsletterLinkState(token: string, link: 'confirm' | 'unsubscribe') {
  const row = link === 'confirm' ? await findByToken(token) : await findByUnsubscribeToken(token);
  return row ? { email: row.email, status: row.status } : null;
}

async function findByToken(token: string) {
  if (!/^[\w-]{20,100}$/.test(token)) return undefined;
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.tokenHash, hash(token)));
  return row;
}

/** The signed id; links mailed before it existed carried the confirmation token, still honoured. */
async function findByUnsubscribeToken(token: string) {
  const id = idOfSignedToken(UNSUBSCRIBE, token);
  if (!id) return findByToken(token);
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
  return row;
}

/** The link of the confirmation mail: pending → confirmed (once), then a welcome mail. */
export async function confirmNewsletter(token: string): Promise<string> {
  const row = await findByToken(token);
  if (!row || row.status === 'unsubscribed')
    throw new AppError('invalid_link', NEWSLETTER_MESSAGES.invalidLink);
  if (row.status === 'confirmed') return NEWSLETTER_MESSAGES.confirmed;
  if (Date.now() - row.confirmationSentAt.getTime() > CONFIRM_DAYS * 86_400_000)
    throw new AppError('invalid_link', NEWSLETTER_MESSAGES.invalidLink);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(newsletterSubscribers)
      .set({ status: 'confirmed', confirmedAt: new Date() })
      .where(and(eq(newsletterSubscribers.id, row.id), eq(newsletterSubscribers.status, 'pending')))
      .returning({ id: newsletterSubscribers.id });
    if (updated.length)
      await enqueueEmail(tx, {
        to: row.email,
        template: 'newsletter_welcome',
        headers: listUnsubscribeHeaders(unsubscribeUrl(row.id)),
        ...newsletterWelcomeEmail({ unsubscribeUrl: unsubscribeUrl(row.id) }),
      });
  });
  return NEWSLETTER_MESSAGES.confirmed;
}

export async function unsubscribeNewsletter(token: string): Promise<string> {
  const row = await findByUnsubscribeToken(token);
  if (!row) throw new AppError('invalid_link', NEWSLETTER_MESSAGES.invalidLink);
  if (row.status !== 'unsubscribed') {
    await db
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
      .where(eq(newsletterSubscribers.id, row.id));
  }
  return NEWSLETTER_MESSAGES.unsubscribed;
}
