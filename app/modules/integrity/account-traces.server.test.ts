import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { captureQueries, db, queryRows } from '#app/lib/db.server.ts';
import { CLIENT_IP_HEADER } from '#app/lib/request-context.ts';
import { refusal, settled } from '#tests/support/app-error.ts';
import { signInToasts } from '#app/modules/accounts/auth-messages.ts';
import { signIn } from '#app/modules/accounts/sign-in.server.ts';
import { signUp } from '#app/modules/accounts/sign-up.server.ts';
import { exportPersonalData } from '#app/modules/accounts/manage-account.server.ts';
import { ensureReferralCode, linkReferral } from '#app/modules/referrals/referrals.server.ts';
import { accountClusterMembers, accountLinks, accountTraces, sessions, users } from '#db/schema/index.ts';
import { createPasswordAccount, createProduct, createReview, createUser } from '#tests/support/factories.ts';
import { totpNow } from '#tests/support/totp.ts';
import { enrolledAdmin, TWO_FACTOR_TEST_PASSWORD } from '#tests/support/two-factor.ts';
import { getAuth } from '#app/modules/accounts/auth.server.ts';
import { completeTwoFactorSignIn } from '#app/modules/accounts/two-factor-sign-in.server.ts';
import { linkAccounts, linkedAccountsSummary } from './account-links.server.ts';
import { computeReviewSignals } from './review-signals.server.ts';
import { clientKey, newDeviceId } from './account-trace-hash.server.ts';
import { DEVICE_COOKIE } from './account-trace-values.ts';
import {
  deleteExpiredTraces,
  recordReviewTraces,
  recordSignInTraces,
  recordSignUpTraces,
  SHARED_NETWORK_ACCOUNTS,
} from './account-traces.server.ts';

const PASSWORD = 'Cuffie-Rosse-88';

const linksOf = async (userId: string) =>
  (
    await queryRows<{ other: string; kind: string }>(sql`
      select case when user_a = ${userId} then user_b else user_a end as other, kind
      from ${accountLinks} where user_a = ${userId} or user_b = ${userId} order by kind`)
  ).map((row) => `${row.kind}:${row.other}`);

const clusterOf = async (userId: string) =>
  (
    await db
      .select({ clusterId: accountClusterMembers.clusterId })
      .from(accountClusterMembers)
      .where(eq(accountClusterMembers.userId, userId))
  )[0]?.clusterId ?? null;

/** Moves an account's traces back in time, as if left `hours` ago. */
const age = (userId: string, hours: number) =>
  db.execute(
    sql`update ${accountTraces} set created_at = now() - make_interval(hours => ${hours}) where user_id = ${userId}`,
  );

const headers = (fields: { deviceId?: string; ip?: string }) => {
  const result = new Headers();
  if (fields.deviceId) result.set('cookie', `provato_consent=all; ${DEVICE_COOKIE}=${fields.deviceId}`);
  if (fields.ip) result.set(CLIENT_IP_HEADER, fields.ip);
  return result;
};

describe('nothing raw is stored', () => {
  test('a sign-up and a sign-in leave only keyed hashes: no address, device id or e-mail anywhere', async () => {
    const deviceId = newDeviceId();
    const ip = '203.0.113.77';
    const email = 'Traccia.Pulita+prova@gmail.com';
    const outcome = await signUp({
      input: {
        firstName: 'Teresa',
        lastName: 'Pulita',
        email,
        password: PASSWORD,
        ethicalCommitment: true,
        termsAndConditions: true,
      },
      clientIp: ip,
      headers: headers({ deviceId, ip }),
    });
    expect(outcome.email).toBe(email.toLowerCase());
    const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, user!.id));
    const signedIn = await signIn({
      input: { email, password: PASSWORD },
      request: new Request('http://localhost:3000/auth', { headers: headers({ deviceId, ip }) }),
      clientIp: ip,
    });
    expect(signedIn.twoFactorRequired).toBe(false);

    const traces = await db.select().from(accountTraces).where(eq(accountTraces.userId, user!.id));
    expect(traces.map((trace) => `${trace.event}:${trace.kind}`).sort()).toEqual([
      'signin:device',
      'signin:network',
      'signup:device',
      'signup:email',
      'signup:network',
    ]);
    const [session] = await db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(session!.ipAddress).toBe(traces.find((trace) => trace.kind === 'network')!.valueHash);

    const stored = JSON.stringify([
      traces,
      await db.select().from(sessions).where(eq(sessions.userId, user!.id)),
    ]);
    for (const raw of [ip, '203.0.113', deviceId, 'tracciapulita', 'traccia.pulita', 'gmail']) {
      expect(stored.toLowerCase()).not.toContain(raw.toLowerCase());
    }
    for (const trace of traces) expect(trace.valueHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('sign-in with a second factor', () => {
  test('the code step signs in from the device and network of its request', async () => {
    const { person, secret } = await enrolledAdmin();
    const deviceId = newDeviceId();
    const ip = '2001:db8:77:1::5';
    const count = async () =>
      (await db.select().from(accountTraces).where(eq(accountTraces.userId, person.id))).length;
    const before = await count();
    const password = await getAuth().api.signInEmail({
      body: { email: person.email, password: TWO_FACTOR_TEST_PASSWORD, rememberMe: true },
      headers: headers({ deviceId, ip }),
      returnHeaders: true,
    });
    // The right password: its (discarded) session leaves the device and the network.
    expect(await count()).toBe(before + 2);
    const challenge = password.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    const request = new Request('http://localhost:3000/auth/two-factor', {
      headers: headers({ deviceId, ip }),
    });
    request.headers.set('cookie', `${request.headers.get('cookie')}; ${challenge}`);
    const signedIn = await completeTwoFactorSignIn({
      request,
      method: 'totp',
      code: await totpNow(secret),
      trustDevice: false,
    });
    expect(signedIn.headers).toBeInstanceOf(Headers);
    const traces = await db.select().from(accountTraces).where(eq(accountTraces.userId, person.id));
    expect(traces).toHaveLength(before + 4);
    expect(traces.filter((trace) => trace.event === 'signin' && trace.kind === 'network')).toHaveLength(2);
  });
});

describe('links', () => {
  test('one device: linked; another device, or the same one 91 days ago: not', async () => {
    const device = newDeviceId();
    const [a, b, c, old] = await Promise.all([createUser(), createUser(), createUser(), createUser()]);
    await recordSignInTraces(db, { userId: old.id, deviceId: device, ip: null });
    await age(old.id, 91 * 24);
    await recordSignInTraces(db, { userId: a.id, deviceId: device, ip: null });
    await recordReviewTraces(db, { userId: b.id, deviceId: device, ip: null });
    await recordSignInTraces(db, { userId: c.id, deviceId: newDeviceId(), ip: null });

    expect(await linksOf(b.id)).toEqual([`device:${a.id}`]);
    expect(await linksOf(c.id)).toEqual([]);
    expect(await linksOf(old.id)).toEqual([]);
    expect(await clusterOf(c.id)).toBeNull();
  });

  test('one /24 within a day: linked; 26 hours apart: not; a network shared by many: nobody', async () => {
    const [a, b, c, d] = await Promise.all([createUser(), createUser(), createUser(), createUser()]);
    await recordSignUpTraces(db, { userId: a.id, email: a.email, ip: '198.51.100.10' });
    await recordSignUpTraces(db, { userId: b.id, email: b.email, ip: '198.51.100.200' });
    expect(await linksOf(b.id)).toEqual([`network:${a.id}`]);

    await recordSignUpTraces(db, { userId: c.id, email: c.email, ip: '192.0.2.5' });
    await age(c.id, 26);
    await recordSignUpTraces(db, { userId: d.id, email: d.email, ip: '192.0.2.99' });
    expect(await linksOf(d.id)).toEqual([]);

    // IPv6: one /64 is one network; the next /64 another.
    const [e, f, g] = await Promise.all([createUser(), createUser(), createUser()]);
    await recordSignInTraces(db, { userId: e.id, ip: '2001:db8:aa:1::10' });
    await recordSignInTraces(db, { userId: f.id, ip: '2001:db8:aa:1:ffff::1' });
    await recordSignInTraces(db, { userId: g.id, ip: '2001:db8:aa:2::10' });
    expect(await linksOf(f.id)).toEqual([`network:${e.id}`]);
    expect(await linksOf(g.id)).toEqual([]);

    // A carrier's gateway: more than SHARED_NETWORK_ACCOUNTS accounts in a day link nobody.
    const crowd = await Promise.all(Array.from({ length: SHARED_NETWORK_ACCOUNTS + 1 }, () => createUser()));
    for (const [i, user] of crowd.entries())
      await recordSignInTraces(db, { userId: user.id, ip: `100.64.7.${i + 1}` });
    const late = await createUser();
    await recordSignInTraces(db, { userId: late.id, ip: '100.64.7.250' });
    expect(await linksOf(late.id)).toEqual([]);
  });

  test('one Gmail mailbox spelled two ways: linked; two Libero addresses differing by a dot: not', async () => {
    const [a, b, c, d] = await Promise.all([
      createUser({ email: 'a.b+x@gmail.com' }),
      createUser({ email: 'ab@gmail.com' }),
      createUser({ email: 'a.b@libero.it' }),
      createUser({ email: 'ab@libero.it' }),
    ]);
    await recordSignUpTraces(db, { userId: a.id, email: a.email });
    await age(a.id, 24 * 400);
    await recordSignUpTraces(db, { userId: b.id, email: b.email });
    await recordSignUpTraces(db, { userId: c.id, email: c.email });
    await recordSignUpTraces(db, { userId: d.id, email: d.email });
    expect(await linksOf(b.id)).toEqual([`email:${a.id}`]);
    expect(await linksOf(d.id)).toEqual([]);
  });

  test('an invite links the inviter and the friend; an account without links has none', async () => {
    const inviter = await createUser();
    const friend = await createUser();
    const code = await ensureReferralCode(inviter.id);
    expect(await linkReferral({ id: friend.id, email: friend.email }, code)).toBe(true);
    expect(await linksOf(friend.id)).toEqual([`invite:${inviter.id}`]);
    expect(await clusterOf(friend.id)).toBe(await clusterOf(inviter.id));
    expect(await linkedAccountsSummary(db, friend.id)).toMatchObject({
      clusterSize: 2,
      byKind: { device: 0, network: 0, email: 0, invite: 1 },
    });
    const alone = await createUser();
    expect(await linkedAccountsSummary(db, alone.id)).toEqual({
      clusterId: null,
      clusterSize: 1,
      byKind: { device: 0, network: 0, email: 0, invite: 0 },
    });
  });

  test('the same link seen again moves last_seen and adds no row', async () => {
    const device = newDeviceId();
    const [a, b] = await Promise.all([createUser(), createUser()]);
    await recordSignInTraces(db, { userId: a.id, deviceId: device });
    await recordSignInTraces(db, { userId: b.id, deviceId: device });
    await db.execute(
      sql`update ${accountLinks} set last_seen = now() - interval '1 day' where user_a = least(${a.id}, ${b.id})`,
    );
    await recordReviewTraces(db, { userId: b.id, deviceId: device, ip: null });
    const rows = await queryRows<{ fresh: boolean }>(
      sql`select last_seen > now() - interval '1 hour' as fresh from ${accountLinks} where user_a = least(${a.id}, ${b.id})`,
    );
    expect(rows).toEqual([{ fresh: true }]);
  });
});

describe('clusters', () => {
  test('three accounts linked by two kinds make one cluster; a fourth joins it through any member', async () => {
    const device = newDeviceId();
    const [a, b, c, d] = await Promise.all([
      createUser({ email: 'mario.verdi@gmail.com' }),
      createUser({ email: 'altro.indirizzo@example.com' }),
      createUser({ email: 'marioverdi+2@gmail.com' }),
      createUser(),
    ]);
    await recordSignUpTraces(db, { userId: a.id, email: a.email, deviceId: device });
    await recordSignUpTraces(db, { userId: b.id, email: b.email, deviceId: device });
    await age(a.id, 48);
    await age(b.id, 48);
    await recordSignUpTraces(db, { userId: c.id, email: c.email, deviceId: newDeviceId() });
    const cluster = await clusterOf(a.id);
    expect(cluster).not.toBeNull();
    expect([await clusterOf(b.id), await clusterOf(c.id)]).toEqual([cluster, cluster]);
    expect(await linkedAccountsSummary(db, a.id)).toEqual({
      clusterId: cluster,
      clusterSize: 3,
      byKind: { device: 1, network: 0, email: 1, invite: 0 },
    });

    // Another cluster {d, e} joins through an invite: one cluster of five, one id.
    const e = await createUser();
    await linkAccounts(db, d.id, e.id, 'invite');
    await linkAccounts(db, e.id, b.id, 'invite');
    const ids = await Promise.all([a, b, c, d, e].map((user) => clusterOf(user.id)));
    expect(new Set(ids).size).toBe(1);
    // The larger cluster kept its id.
    expect(ids[0]).toBe(cluster);
  });

  test('links arriving at once never leave a cluster split', async () => {
    const people = await Promise.all(Array.from({ length: 8 }, () => createUser()));
    const [a, b, c, d, e, f, g, h] = people.map((user) => user.id) as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    // Four clusters of two, then three links joining them, all at once, in both directions.
    await Promise.all([
      linkAccounts(db, a, b, 'invite'),
      linkAccounts(db, c, d, 'invite'),
      linkAccounts(db, e, f, 'invite'),
      linkAccounts(db, g, h, 'invite'),
    ]);
    await Promise.all([
      linkAccounts(db, b, c, 'device'),
      linkAccounts(db, f, e, 'device'),
      linkAccounts(db, d, e, 'device'),
      linkAccounts(db, h, a, 'device'),
    ]);
    const ids = await Promise.all(people.map((user) => clusterOf(user.id)));
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(1);
    const [members] = await queryRows<{ n: number }>(
      sql`select count(*)::int as n from ${accountClusterMembers} where cluster_id = ${ids[0]!}::uuid`,
    );
    expect(members!.n).toBe(8);
  });

  test('a review costs a fixed number of queries, however many accounts share its device', async () => {
    const device = newDeviceId();
    const sharing = await Promise.all(Array.from({ length: 6 }, () => createUser()));
    for (const user of sharing)
      await recordSignInTraces(db, { userId: user.id, deviceId: device, ip: '198.18.44.9' });
    const reviewer = await createUser();
    const { queries } = await captureQueries(() =>
      recordReviewTraces(db, { userId: reviewer.id, deviceId: device, ip: '198.18.44.10' }),
    );
    // Traces and links in one statement; the merge: a look, the lock, the target, move, add; the
    // new links' cluster: its waiting reviews (none here; each one found is rescored).
    expect(queries).toHaveLength(7);
    expect((await linkedAccountsSummary(db, reviewer.id)).byKind).toMatchObject({ device: 6, network: 6 });
    const again = await captureQueries(() =>
      recordReviewTraces(db, { userId: reviewer.id, deviceId: device, ip: '198.18.44.10' }),
    );
    // Already one cluster: the statement and one look.
    expect(again.queries).toHaveLength(2);
  });

  test('recording never fails the action: an unknown account is logged and forgotten', async () => {
    await expect(
      recordReviewTraces(db, { userId: 'nessuno', deviceId: newDeviceId(), ip: '203.0.113.1' }),
    ).resolves.toBeUndefined();
  });
});

describe('retention and export', () => {
  test('the daily job deletes device and network traces older than 90 days, nothing else', async () => {
    const user = await createUser({ email: 'conservata@example.com' });
    await recordSignUpTraces(db, {
      userId: user.id,
      email: user.email,
      deviceId: newDeviceId(),
      ip: '203.0.113.50',
    });
    await age(user.id, 91 * 24);
    await recordSignInTraces(db, { userId: user.id, deviceId: newDeviceId(), ip: '203.0.113.50' });
    await db.execute(
      sql`update ${accountTraces} set created_at = now() - interval '89 days' where user_id = ${user.id} and event = 'signin' and kind = 'device'`,
    );
    await deleteExpiredTraces();
    const left = await db.select().from(accountTraces).where(eq(accountTraces.userId, user.id));
    expect(left.map((trace) => `${trace.event}:${trace.kind}`).sort()).toEqual([
      'signin:device',
      'signin:network',
      'signup:email',
    ]);
  });

  test('the personal-data export lists the person’s traces: kind, occasion, date, never the hash', async () => {
    const user = await createUser({ email: 'esporta@example.com' });
    await createPasswordAccount(user.id, PASSWORD);
    await recordSignUpTraces(db, {
      userId: user.id,
      email: user.email,
      deviceId: newDeviceId(),
      ip: '203.0.113.60',
    });
    const exported = await exportPersonalData(user.id);
    const traces = exported.integrityTraces.traces;
    expect(traces.map((trace) => `${trace.event}:${trace.kind}`).sort()).toEqual([
      'signup:device',
      'signup:email',
      'signup:network',
    ]);
    expect(traces[0]).toMatchObject({ occasion: 'Registrazione' });
    expect(traces.find((trace) => trace.kind === 'network')).toMatchObject({ deletedAfter: '90 giorni' });
    const hashes = await db
      .select({ valueHash: accountTraces.valueHash })
      .from(accountTraces)
      .where(eq(accountTraces.userId, user.id));
    const text = JSON.stringify(exported);
    for (const { valueHash } of hashes) expect(text).not.toContain(valueHash);
    expect(exported.integrityTraces.note).toContain('codici cifrati');
  });
});

describe('rate limits count clients without keeping their address', () => {
  test('one key per address (per /64 for IPv6), a keyed hash that does not contain it', async () => {
    expect(clientKey('203.0.113.7')).toBe(clientKey('::ffff:203.0.113.7'));
    expect(clientKey('203.0.113.7')).not.toBe(clientKey('203.0.113.8'));
    expect(clientKey('2001:db8:1:2::1')).toBe(clientKey('2001:db8:1:2:ffff::9'));
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'));
    expect(clientKey('203.0.113.7')).toMatch(/^[\w-]{43}$/);
    expect(clientKey(undefined)).toBe('unknown');

    // The sign-in limit per client still holds on such a key.
    const user = await createUser({ email: 'limite.client@example.com' });
    await createPasswordAccount(user.id, PASSWORD);
    const key = clientKey('198.18.90.1');
    const outcomes = [];
    for (let i = 0; i < 31; i += 1) {
      outcomes.push(
        await settled(
          signIn({
            input: { email: `sconosciuto.${i}@example.com`, password: 'sbagliata' },
            request: new Request('http://localhost:3000/auth'),
            clientIp: key,
          }),
        ),
      );
    }
    expect(
      outcomes.slice(0, 30).every((outcome) => !outcome.ok && outcome.code === 'wrong_credentials'),
    ).toBe(true);
    expect(outcomes.at(-1)).toEqual(refusal('rate_limited', signInToasts.tooMany));
    const stored = await queryRows<{ key: string }>(
      sql`select key from rate_limit_windows where key like 'sign-in:client:%'`,
    );
    expect(stored.map((row) => row.key)).toContain(`sign-in:client:${key}`);
    expect(JSON.stringify(stored)).not.toContain('198.18.90');
  });
});

describe('a link that arrives after the review', () => {
  test('rescores the reviews waiting in the cluster; a link seen again rescores nothing', async () => {
    const device = newDeviceId();
    const first = await createUser({ firstName: 'Rita', lastName: 'Prima' });
    const second = await createUser({ firstName: 'Rita', lastName: 'Seconda' });
    const product = await createProduct({ name: 'Aspirapolvere Ciclone 9' });
    const other = await createProduct({ name: 'Aspirapolvere Ciclone 7' });
    await recordSignInTraces(db, { userId: first.id, deviceId: device, ip: null });
    const waiting = await createReview(product.id, first.id, { status: 'in_revisione' });
    const published = await createReview(other.id, first.id, { status: 'pubblicata' });
    await computeReviewSignals(waiting.id);
    const kinds = async (reviewId: string) =>
      (
        await queryRows<{ kind: string }>(
          sql`select s->>'kind' as kind from review_signals, jsonb_array_elements(signals) s where review_id = ${reviewId}`,
        )
      ).map((row) => row.kind);
    expect(await kinds(waiting.id)).not.toContain('linked_accounts');
    const computedAt = async () =>
      (
        await queryRows<{ at: string }>(
          sql`select computed_at::text as at from review_signals where review_id = ${waiting.id}`,
        )
      )[0]!.at;
    const before = await computedAt();

    await recordSignInTraces(db, { userId: second.id, deviceId: device, ip: null });
    expect(await kinds(waiting.id)).toContain('linked_accounts');
    // Only the reviews that wait: a published one is the backfill's.
    expect(await kinds(published.id)).toEqual([]);
    const rescored = await computedAt();
    expect(rescored).not.toBe(before);

    await recordSignInTraces(db, { userId: second.id, deviceId: device, ip: null });
    expect(await computedAt()).toBe(rescored);
  });
});
