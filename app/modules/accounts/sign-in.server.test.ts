import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { rateLimitWindows, sessions } from '#db/schema/index.ts';
import { refusal, settled } from '#tests/support/app-error.ts';
import { createPasswordAccount, createUser } from '#tests/support/factories.ts';
import { signInToasts } from './auth-messages.ts';
import { DEMO_ACCOUNTS, demoAccountElsewhereToast } from './demo-accounts.ts';
import { SIGN_IN_FAILURES_PER_CLIENT, SIGN_IN_FAILURES_PER_EMAIL, signIn } from './sign-in.server.ts';

const PASSWORD = 'Lampada-Verde-2031';

async function accountWithPassword(email: string, fields: { emailVerified?: boolean } = {}) {
  const user = await createUser({ email, ...fields });
  await createPasswordAccount(user.id, PASSWORD);
  return user;
}

const attempt = (email: string, password: string, clientIp: string, fromThisMachine = false) =>
  settled(
    signIn({
      input: { email, password },
      request: new Request('http://localhost:3000/auth'),
      clientIp,
      fromThisMachine,
    }),
  );

const sessionCount = async (userId: string) =>
  (await db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe('sign-in lockout', () => {
  test('30 parallel wrong passwords from one client: only 5 are checked', async () => {
    await accountWithPassword('parallelo@example.com');
    const results = await Promise.all(
      Array.from({ length: 30 }, () => attempt('parallelo@example.com', 'sbagliata', '198.51.100.20')),
    );
    const checked = results.filter((result) => !result.ok && result.code === 'wrong_credentials');
    expect(checked).toHaveLength(SIGN_IN_FAILURES_PER_EMAIL.max);
    expect(results.filter((result) => !result.ok && result.code === 'rate_limited')).toHaveLength(25);
  });

  test('40 parallel guesses from 40 clients: the right password placed last does not get in', async () => {
    const user = await accountWithPassword('quaranta@example.com');
    const guesses = Array.from({ length: 40 }, (_, i) => (i === 39 ? PASSWORD : `tentativo-${i}`));
    const results = await Promise.all(
      guesses.map((password, i) => attempt('quaranta@example.com', password, `203.0.113.${i + 1}`)),
    );
    const passedTheCheck = results.filter((result) => result.ok || result.code !== 'rate_limited');
    expect(passedTheCheck.length).toBeLessThanOrEqual(SIGN_IN_FAILURES_PER_EMAIL.max);
    // On the embedded database the attempts run in the order they were made: the last is refused.
    if (process.env.TEST_DB === 'pglite')
      expect(results[39]).toEqual(refusal('rate_limited', signInToasts.tooMany));
    expect(await sessionCount(user.id)).toBe(results[39]!.ok ? 1 : 0);
  });

  test('a success clears the address; an unconfirmed attempt is not counted as a failure', async () => {
    await accountWithPassword('ricomincia@example.com');
    for (let i = 0; i < 4; i += 1) await attempt('ricomincia@example.com', 'sbagliata', '198.51.100.21');
    expect((await attempt('ricomincia@example.com', PASSWORD, '198.51.100.21')).ok).toBe(true);
    const [row] = await db
      .select({ count: rateLimitWindows.count })
      .from(rateLimitWindows)
      .where(eq(rateLimitWindows.key, 'sign-in:email:ricomincia@example.com'));
    expect(row).toBeUndefined();

    await accountWithPassword('non.confermato@example.com', { emailVerified: false });
    for (let i = 0; i < 8; i += 1) {
      expect(await attempt('non.confermato@example.com', PASSWORD, '198.51.100.22')).toEqual(
        refusal('email_not_confirmed', signInToasts.notConfirmed),
      );
    }
    const [counted] = await db
      .select({ count: rateLimitWindows.count })
      .from(rateLimitWindows)
      .where(eq(rateLimitWindows.key, 'sign-in:email:non.confermato@example.com'));
    expect(counted?.count).toBe(0);
  });

  test("a client stopped by its own limit does not use up other addresses' attempts", async () => {
    await accountWithPassword('vittima@example.com');
    for (let i = 0; i < SIGN_IN_FAILURES_PER_CLIENT.max; i += 1) {
      await attempt(`sconosciuto.${i}@example.com`, 'sbagliata', '198.51.100.30');
    }
    for (let i = 0; i < 3; i += 1) {
      expect(await attempt('vittima@example.com', 'sbagliata', '198.51.100.30')).toEqual(
        refusal('rate_limited', signInToasts.tooMany),
      );
    }
    const [victim] = await db
      .select({ count: rateLimitWindows.count })
      .from(rateLimitWindows)
      .where(eq(rateLimitWindows.key, 'sign-in:email:vittima@example.com'));
    expect(victim?.count ?? 0).toBe(0);
    // Its owner, elsewhere, signs in as usual.
    expect((await attempt('vittima@example.com', PASSWORD, '203.0.113.200')).ok).toBe(true);
  });
});

describe('demo accounts', () => {
  test('open only to someone at this machine', async () => {
    const demo = await accountWithPassword(DEMO_ACCOUNTS.admin.email);
    expect(await attempt(DEMO_ACCOUNTS.admin.email, PASSWORD, '192.0.2.50')).toEqual(
      refusal('demo_account_elsewhere', demoAccountElsewhereToast),
    );
    expect(await attempt(' Admin@Example.com ', PASSWORD, '192.0.2.50')).toEqual(
      refusal('demo_account_elsewhere', demoAccountElsewhereToast),
    );
    expect(await sessionCount(demo.id)).toBe(0);
    expect((await attempt(DEMO_ACCOUNTS.admin.email, PASSWORD, '127.0.0.1', true)).ok).toBe(true);
    expect(await sessionCount(demo.id)).toBe(1);
  });
});
