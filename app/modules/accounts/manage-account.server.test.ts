import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { db, queryRows } from '#app/lib/db.server.ts';
import { enqueueEmail } from '#app/modules/notifications/outbox.server.ts';
import { getLeaderboard } from '#app/modules/points/leaderboard.server.ts';
import { approveRewardRequest } from '#app/modules/rewards/moderate-reward.server.ts';
import { redeemReward } from '#app/modules/rewards/redeem-reward.server.ts';
import { activities, offerClicks, profiles, reviews, users } from '#db/schema/index.ts';
import {
  createCashbackClaim,
  createContactMessage,
  createMerchant,
  createNewsletterSubscriber,
  createOffer,
  createOfferClicks,
  createPriceAlert,
  createProduct,
  createRateLimitWindow,
  createReferral,
  createReview,
  createReviewVote,
  createSession,
  createSurvey,
  createSurveyCompletion,
  createUser,
  createVerification,
} from '#tests/support/factories.ts';
import { grantPoints, ledgerInvariantBreaches } from '#tests/support/ledger.ts';
import { deleteAccount, exportPersonalData } from './manage-account.server.ts';

/** Every text-like column of every table of ours, with how many rows contain one of the needles. */
async function rowsMentioning(needles: string[]) {
  const columns = await queryRows<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')
    order by table_name, column_name`);
  const hits: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const matches = needles.map((needle) => sql`${sql.identifier(column)}::text ilike ${`%${needle}%`}`);
    const [row] = await queryRows<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.join(matches, sql` or `)}`,
    );
    if (row!.n > 0) hits.push(`${table}.${column}: ${row!.n}`);
  }
  return hits;
}

/** The leaderboard is every listed person ranked by lifetime points, ties sharing a rank. */
async function expectLeaderboardAddsUp() {
  const { entries } = await getLeaderboard({ limit: 10_000, viewerId: null });
  const [listed] = await queryRows<{ n: number; total: number }>(sql`
    select count(*)::int as n, coalesce(sum(p.lifetime_points), 0)::int as total
    from profiles p join users u on u.id = p.user_id where not u.banned and p.lifetime_points > 0`);
  expect(entries).toHaveLength(listed!.n);
  expect(entries.reduce((sum, entry) => sum + entry.lifetimePoints, 0)).toBe(listed!.total);
  entries.forEach((entry, index) => {
    const ahead = entries.filter((other) => other.lifetimePoints > entry.lifetimePoints).length;
    expect(entry.rank).toBe(ahead + 1);
    if (index > 0) expect(entries[index - 1]!.lifetimePoints).toBeGreaterThanOrEqual(entry.lifetimePoints);
  });
  return entries;
}

describe('account deletion', () => {
  test('erases personal data from every table, keeps the reviews anonymised and the leaderboard whole', async () => {
    const admin = { id: (await createUser({ role: 'admin' })).id, isAdmin: true };
    const person = await createUser({
      firstName: 'Zelinda',
      lastName: 'Quarantotto',
      email: 'zelinda.quarantotto@example.com',
    });
    const others = await Promise.all([
      createUser({ firstName: 'Bruno' }),
      createUser({ firstName: 'Carla' }),
    ]);
    await grantPoints(others[0].id, 30);
    await grantPoints(others[1].id, 30);

    // A life on the site: reviews, points, a voucher, votes, clicks, mails, a session, a reset.
    const product = await createProduct({ name: 'Sony WH-1000XM5' });
    const review = await createReview(product.id, person.id, { title: 'Cuffie eccellenti per i viaggi' });
    const otherReview = await createReview(product.id, others[0].id);
    await grantPoints(person.id, 120);
    const { requestId } = await redeemReward({
      userId: person.id,
      rewardType: 'Buono 5 €',
      idempotencyKey: 'zelinda-voucher',
    });
    await approveRewardRequest({ actor: admin, requestId, code: 'ZQ-CODE-0001' });
    await createReviewVote(otherReview.id, person.id);
    const offer = await createOffer(product.id, (await createMerchant()).id);
    await createOfferClicks([{ offerId: offer.id, userId: person.id }]);
    await db.transaction((tx) =>
      enqueueEmail(tx, {
        to: person.email,
        template: 'review_approved',
        subject: 'Ciao Zelinda',
        text: 'Ciao Zelinda Quarantotto',
        html: '<p>Ciao Zelinda</p>',
      }),
    );
    await createSession(person.id, { id: 'zelinda-session', token: 'zelinda-token' });
    await createVerification({ id: 'zelinda-reset', identifier: 'reset-password:abc', value: person.id });
    await createRateLimitWindow({ key: `sign-in:${person.email}`, count: 2 });
    await createContactMessage({
      name: 'Zelinda Quarantotto',
      email: person.email,
      subject: 'Domanda sui punti',
      message: 'Ciao, sono Zelinda: quando arrivano i punti?',
      userId: person.id,
    });
    await createNewsletterSubscriber({ email: person.email, tokenHash: 'zelinda-token-hash' });
    const friend = await createUser({ firstName: 'Amico' });
    await createReferral(person.id, friend.id);
    // A price alert, a survey taken, a cashback claim (decisions 018–020).
    await createPriceAlert(person.id, product.id, { targetPrice: '199.00' });
    const survey = await createSurvey({
      surveyId: 'sm-4471',
      provider: 'typeform',
      title: 'Cuffie in viaggio',
      url: 'https://provato.typeform.com/to/q4471',
      rewardPoints: 5,
    });
    await createSurveyCompletion(person.id, survey.id);
    await createCashbackClaim(person.id, {
      merchantName: 'Negozio Zelinda',
      merchantKey: 'negozioz',
      orderRef: 'ZQ-ORDER-1',
      orderKey: 'zqorder1',
      amount: '99.00',
      purchasedOn: '2026-11-01',
    });

    const needles = [person.id, person.email, 'Zelinda', 'Quarantotto', 'ZQ-CODE-0001'];
    expect((await rowsMentioning(needles)).length).toBeGreaterThan(8);
    const before = await expectLeaderboardAddsUp();
    expect(before.map((entry) => entry.name)).toContain('Zelinda Q.');

    const exported = await exportPersonalData(person.id);
    expect(exported.account?.email).toBe(person.email);
    expect(exported.rewardRequests.map((request) => request.voucherCode)).toEqual(['ZQ-CODE-0001']);
    expect(exported.contactMessages.map((message) => message.subject)).toEqual(['Domanda sui punti']);
    expect(exported.newsletter.map((row) => row.status)).toEqual(['pending']);
    expect(exported.invitedFriends).toHaveLength(1);
    expect(exported.priceAlerts).toEqual([
      expect.objectContaining({ product: 'Sony WH-1000XM5', targetPrice: '199.00' }),
    ]);
    expect(exported.surveys).toEqual([
      expect.objectContaining({ survey: 'Cuffie in viaggio', status: 'started' }),
    ]);
    expect(exported.cashbackClaims).toEqual([expect.objectContaining({ order: 'ZQ-ORDER-1' })]);

    await deleteAccount(person.id);

    expect(await rowsMentioning(needles)).toEqual([]);
    const [kept] = await db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(kept).toMatchObject({ userId: null, title: 'Cuffie eccellenti per i viaggi' });
    const [click] = await db.select().from(offerClicks).where(eq(offerClicks.offerId, offer.id));
    expect(click?.userId).toBeNull();
    expect(await db.select().from(users).where(eq(users.id, person.id))).toEqual([]);
    expect(await db.select().from(activities).where(eq(activities.userId, person.id))).toEqual([]);

    const after = await expectLeaderboardAddsUp();
    expect(after.map((entry) => entry.name)).not.toContain('Zelinda Q.');
    expect(after).toHaveLength(before.length - 1);
    expect(await ledgerInvariantBreaches()).toEqual([]);
    // The others are untouched.
    const [bruno] = await db.select().from(profiles).where(eq(profiles.userId, others[0].id));
    expect(bruno?.points).toBe(30);
  });
});

describe('leaderboard', () => {
  test('first name and initial only, ties share a rank, the viewer sees their own position', async () => {
    const top = await createUser({ firstName: 'Ottavio', lastName: 'Primo' });
    const tieA = await createUser({ firstName: 'Ilaria', lastName: 'Pari' });
    const tieB = await createUser({ firstName: 'Igor', lastName: 'Pari' });
    const banned = await createUser({ firstName: 'Bandito', lastName: 'X', banned: true });
    await grantPoints(top.id, 5000);
    await grantPoints(tieA.id, 4000);
    await grantPoints(tieB.id, 4000);
    await grantPoints(banned.id, 9000);
    const low = await createUser({ firstName: 'Ultima', lastName: 'Fila' });
    await grantPoints(low.id, 1);

    const { entries, viewer } = await getLeaderboard({ limit: 3, viewerId: low.id });
    expect(entries.map((entry) => [entry.rank, entry.name, entry.tier])).toEqual([
      [1, 'Ottavio P.', 'Gold'],
      [2, expect.stringMatching(/^I(laria|gor) P\.$/), 'Gold'],
      [2, expect.stringMatching(/^I(laria|gor) P\.$/), 'Gold'],
    ]);
    expect(entries.some((entry) => entry.name.startsWith('Bandito'))).toBe(false);
    expect(viewer).toMatchObject({ name: 'Ultima F.', lifetimePoints: 1, isViewer: true });
    const all = await expectLeaderboardAddsUp();
    expect(viewer!.rank).toBe(all.find((entry) => entry.name === 'Ultima F.')!.rank);
  });
});
