import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { getAuth } from '#app/modules/accounts/auth.server.ts';
import { ensureReferralCode, mailboxOf, rewardReferral } from '#app/modules/referrals/referrals.server.ts';
import { INVITE_MONTHLY_CAP } from '#app/modules/points/points-rules.ts';
import { emailsTo } from '#app/modules/notifications/outbox.server.ts';
import { activities, pointsLedger, profiles, referrals, users } from '#db/schema/index.ts';
import { createReferral, createUser } from '#tests/support/factories.ts';
import { balance, ledgerInvariantBreaches } from '#tests/support/ledger.ts';
import { asViewer, formRequest, routeContext, runRoute } from '#tests/support/route.ts';
import { action as authAction } from './auth.tsx';
import { loader as inviteLinkLoader } from './invite-link.ts';
import { loader as inviteLoader } from './invite.tsx';

const signUpFields = (email: string) => ({
  intent: 'signup',
  firstName: 'Nadia',
  lastName: 'Ferrante',
  email,
  password: 'Cuffie-Rosse-88',
  ethicalCommitment: 'on',
  termsAndConditions: 'on',
});

async function signUpWithCookie(email: string, cookie: string | null, clientIp: string) {
  const outcome = await runRoute(authAction, {
    request: formRequest('/auth', signUpFields(email), cookie ? { headers: { Cookie: cookie } } : {}),
    context: routeContext({ clientIp }),
  });
  expect(outcome.status).toBe(200);
  // The invite is used up: the browser is told to forget it.
  expect(outcome.headers.get('Set-Cookie')).toMatch(/^provato_ref=; Max-Age=0;/);
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user!;
}

const referralOf = async (inviteeId: string) =>
  (await db.select().from(referrals).where(eq(referrals.inviteeId, inviteeId)))[0];

async function confirmEmail(email: string) {
  const [mail] = await emailsTo(email);
  const link = mail!.text.match(/https?:\/\/\S+/g)!.find((url) => url.includes('/verify-email'))!;
  const response = await getAuth().handler(new Request(link, { redirect: 'manual' }));
  expect(response.status).toBe(302);
}

describe('invites', () => {
  test('invite link → sign-up → confirm: the inviter earns +10 once, with an activity', async () => {
    const inviter = await createUser({ firstName: 'Gianni', lastName: 'Invita' });
    const code = await ensureReferralCode(inviter.id);
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(await ensureReferralCode(inviter.id)).toBe(code);

    const page = await runRoute<{ personal: { link: string; total: number } }>(inviteLoader, {
      request: new Request('http://localhost:3000/invite'),
      context: routeContext({ viewer: asViewer(inviter) }),
    });
    expect(page.data?.personal).toMatchObject({ link: `http://localhost:3000/invite/${code}`, total: 0 });

    const landing = await runRoute(inviteLinkLoader, {
      request: new Request(`http://localhost:3000/invite/${code.toLowerCase()}`),
      params: { code: code.toLowerCase() },
    });
    expect(landing.status).toBe(302);
    expect(landing.headers.get('Location')).toBe('/auth?tab=signup');
    const cookie = landing.headers.get('Set-Cookie')!.split(';')[0]!;
    expect(cookie).toBe(`provato_ref=${code}`);

    const invitee = await signUpWithCookie('nadia.ferrante@example.com', cookie, '198.51.100.70');
    const [link] = await db.select().from(referrals).where(eq(referrals.inviteeId, invitee.id));
    expect(link).toMatchObject({ inviterId: inviter.id, rewardedAt: null });
    expect(await balance(inviter.id)).toMatchObject({ points: 0 });

    await confirmEmail('nadia.ferrante@example.com');
    expect(await balance(inviter.id)).toEqual({ points: 10, lifetime: 10 });
    const lines = await db.select().from(activities).where(eq(activities.userId, inviter.id));
    expect(lines.map((line) => [line.text, line.pointsEarned])).toEqual([
      ["Nadia ha confermato l'iscrizione con il tuo invito", 10],
    ]);

    // Once: a second confirmation or a retried reward changes nothing.
    expect(await rewardReferral(invitee.id)).toBe(0);
    await Promise.all([rewardReferral(invitee.id), rewardReferral(invitee.id)]);
    expect(await balance(inviter.id)).toMatchObject({ points: 10 });
    const rows = await db.select().from(pointsLedger).where(eq(pointsLedger.userId, inviter.id));
    expect(rows.map((row) => [row.kind, row.delta])).toEqual([['referral', 10]]);

    const after = await runRoute<{ personal: { total: number; pointsEarned: number; friends: unknown[] } }>(
      inviteLoader,
      {
        request: new Request('http://localhost:3000/invite'),
        context: routeContext({ viewer: asViewer(inviter) }),
      },
    );
    expect(after.data?.personal).toMatchObject({
      total: 1,
      pointsEarned: 10,
      friends: [{ name: 'Nadia F.', confirmed: true, pointsAwarded: 10 }],
    });
    expect(await ledgerInvariantBreaches()).toEqual([]);
  });

  test('no self-invites, unknown codes and blocked inviters earn nothing', async () => {
    const person = await createUser();
    const code = await ensureReferralCode(person.id);
    // The inviter's own id can never be the invitee (the check constraint refuses it too).
    await expect(createReferral(person.id, person.id)).rejects.toThrow();

    const stranger = await signUpWithCookie(
      'senza.invito@example.com',
      'provato_ref=ZZZZZZZZ',
      '198.51.100.71',
    );
    expect(await db.select().from(referrals).where(eq(referrals.inviteeId, stranger.id))).toEqual([]);

    const blocked = await createUser({ banned: true });
    const blockedCode = await ensureReferralCode(blocked.id);
    const friend = await signUpWithCookie(
      'amica.bloccato@example.com',
      `provato_ref=${blockedCode}`,
      '198.51.100.72',
    );
    await confirmEmail('amica.bloccato@example.com');
    expect(await balance(blocked.id)).toMatchObject({ points: 0 });
    const [pending] = await db.select().from(referrals).where(eq(referrals.inviteeId, friend.id));
    expect(pending?.rewardedAt).toBeNull();

    const bad = await runRoute(inviteLinkLoader, {
      request: new Request('http://localhost:3000/invite/nope'),
      params: { code: 'nope' },
    });
    expect(bad.headers.get('Set-Cookie')).toBeNull();
    expect(code).not.toBe(blockedCode);
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, person.id));
    expect(profile?.points).toBe(0);
  });

  test('one mailbox is one person: no invite of oneself or of the same friend under another address', async () => {
    expect(mailboxOf(' M.Rossi+premi@GoogleMail.com ')).toBe('mrossi@gmail.com');
    expect(mailboxOf('anna.bianchi+2@example.com')).toBe('anna.bianchi@example.com');

    const inviter = await createUser({ email: 'm.rossi@gmail.com' });
    const cookie = `provato_ref=${await ensureReferralCode(inviter.id)}`;
    const myself = await signUpWithCookie('mrossi+premi@gmail.com', cookie, '198.51.100.73');
    expect(await referralOf(myself.id)).toBeUndefined();

    const friend = await signUpWithCookie('anna.bianchi@example.com', cookie, '198.51.100.74');
    expect(await referralOf(friend.id)).toMatchObject({ inviterId: inviter.id });
    const again = await signUpWithCookie('anna.bianchi+2@example.com', cookie, '198.51.100.75');
    expect(await referralOf(again.id)).toBeUndefined();
  });

  test(`beyond ${INVITE_MONTHLY_CAP} paid invites in 30 days a confirmed friend earns nothing, and the page says why`, async () => {
    const inviter = await createUser({ firstName: 'Molto', lastName: 'Attivo' });
    const code = await ensureReferralCode(inviter.id);
    for (let index = 0; index < INVITE_MONTHLY_CAP; index++) {
      const friend = await createUser();
      await createReferral(inviter.id, friend.id, {
        pointsAwarded: 10,
        rewardedAt: new Date(Date.now() - index * 3_600_000),
      });
    }
    const latest = await signUpWithCookie('oltre.limite@example.com', `provato_ref=${code}`, '198.51.100.76');
    await confirmEmail('oltre.limite@example.com');
    expect(await balance(inviter.id)).toMatchObject({ points: 0 });
    expect(await referralOf(latest.id)).toMatchObject({ pointsAwarded: 0 });
    expect((await referralOf(latest.id))?.rewardedAt).not.toBeNull();
    expect(await rewardReferral(latest.id)).toBe(0);

    type InvitePage = {
      personal: {
        total: number;
        pointsEarned: number;
        page: number;
        pageCount: number;
        friends: { confirmed: boolean; pointsAwarded: number }[];
      };
    };
    const page = await runRoute<InvitePage>(inviteLoader, {
      request: new Request('http://localhost:3000/invite'),
      context: routeContext({ viewer: asViewer(inviter) }),
    });
    expect(page.data?.personal.friends[0]).toMatchObject({ confirmed: true, pointsAwarded: 0 });
    // 21 friends: a page of 20, then the last one; totals cover them all.
    expect(page.data?.personal).toMatchObject({ total: 21, pointsEarned: 200, page: 1, pageCount: 2 });
    expect(page.data?.personal.friends).toHaveLength(20);
    const second = await runRoute<InvitePage>(inviteLoader, {
      request: new Request('http://localhost:3000/invite?page=2'),
      context: routeContext({ viewer: asViewer(inviter) }),
    });
    expect(second.data?.personal).toMatchObject({ total: 21, page: 2 });
    expect(second.data?.personal.friends).toHaveLength(1);
  });
});
