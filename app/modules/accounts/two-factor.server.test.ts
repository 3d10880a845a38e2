import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { refusal, settled } from '#tests/support/app-error.ts';
import { auditLog, sessions, twoFactors, users } from '#db/schema/index.ts';
import { totpNow, wrongTotp } from '#tests/support/totp.ts';
import {
  adminWithPassword,
  type CookieJar,
  enrolledAdmin,
  passwordSignIn,
  TWO_FACTOR_TEST_PASSWORD,
} from '#tests/support/two-factor.ts';
import { getAuth } from './auth.server.ts';
import { TWO_FACTOR_REQUIRED, twoFactorChallengePlugin } from './two-factor-plugin.server.ts';
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
  pendingSetupView,
  twoFactorStatus,
} from './two-factor-setup.server.ts';
import { twoFactorToasts } from './two-factor-messages.ts';
import {
  completeTwoFactorSignIn as completeTwoFactorSignInService,
  pendingTwoFactorUser,
  TWO_FACTOR_SIGN_IN_ATTEMPTS,
} from './two-factor-sign-in.server.ts';
import { loadViewer } from './viewer.server.ts';

/** The code step's answer as a value: its headers, or its refusal's code, status and message. */
const completeTwoFactorSignIn = (...args: Parameters<typeof completeTwoFactorSignInService>) =>
  settled(completeTwoFactorSignInService(...args));

const PASSWORD = TWO_FACTOR_TEST_PASSWORD;

const signedInAs = async (jar: CookieJar) => (await loadViewer(jar.request('/dashboard'))).viewer;

describe('enrolling a second factor', () => {
  test('password first; a wrong code is refused; the right one switches it on, once', async () => {
    const person = await adminWithPassword();
    const { jar } = await passwordSignIn(person);
    expect((await signedInAs(jar))?.twoFactorEnabled).toBe(false);

    await expect(
      startTwoFactorSetup({ request: jar.request('/admin/two-factor'), person, password: 'sbagliata' }),
    ).rejects.toMatchObject({ status: 400, message: 'La password non è corretta' });

    const setup = await startTwoFactorSetup({
      request: jar.request('/admin/two-factor'),
      person,
      password: PASSWORD,
    });
    expect(setup.secret).toMatch(/^[A-Z2-7]{32,}$/);
    expect(setup.groupedSecret.replace(/ /g, '')).toBe(setup.secret);
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');
    const uri = new URL(setup.otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('issuer')).toBe('Provato');
    expect(uri.searchParams.get('secret')).toBe(setup.secret);
    expect(decodeURIComponent(uri.pathname)).toContain(person.email);

    // A wrong code: nothing switched on, the same QR code shown again to whoever sent its key...
    await expect(
      confirmTwoFactorSetup({
        request: jar.request('/admin/two-factor'),
        person,
        code: await wrongTotp(setup.secret),
        secret: setup.secret,
      }),
    ).rejects.toMatchObject({ code: 'setup_wrong_code', status: 400 });
    expect(await pendingSetupView(person, setup.secret)).toMatchObject({
      secret: setup.secret,
      otpauthUri: setup.otpauthUri,
    });
    expect((await twoFactorStatus(person.id)).enabled).toBe(false);
    // ...and never to a session that does not know it.
    await expect(
      confirmTwoFactorSetup({
        request: jar.request('/admin/two-factor'),
        person,
        code: await wrongTotp(setup.secret),
        secret: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      }),
    ).rejects.toMatchObject({ code: 'setup_wrong_code', status: 400 });
    expect(await pendingSetupView(person, 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toBeNull();

    const right = await confirmTwoFactorSetup({
      request: jar.request('/admin/two-factor'),
      person,
      code: await totpNow(setup.secret),
      secret: setup.secret,
    });
    expect(right.recoveryCodes).toHaveLength(10);
    expect(new Set(right.recoveryCodes).size).toBe(10);
    expect(await twoFactorStatus(person.id)).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    // The plugin replaced the session: the new cookie is signed in and knows about the factor.
    jar.apply(right.headers);
    expect(await signedInAs(jar)).toMatchObject({ id: person.id, twoFactorEnabled: true });

    // Stored encrypted, never in the clear.
    const [row] = await db.select().from(twoFactors).where(eq(twoFactors.userId, person.id));
    expect(row?.verified).toBe(true);
    expect(row?.secret).not.toContain(setup.secret);
    expect(row?.backupCodes).not.toContain(right.recoveryCodes[0]);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, person.id), eq(auditLog.action, 'two_factor.enable')));
    expect(audit).toHaveLength(1);

    // Switched on already: a new setup is refused.
    await expect(
      startTwoFactorSetup({ request: jar.request('/admin/two-factor'), person, password: PASSWORD }),
    ).rejects.toMatchObject({ status: 409 });
  });

  test('switching it on ends every other session of the account', async () => {
    const person = await adminWithPassword();
    const { jar } = await passwordSignIn(person);
    const { jar: otherBrowser } = await passwordSignIn(person);
    expect(await signedInAs(otherBrowser)).toMatchObject({ id: person.id });
    const setup = await startTwoFactorSetup({
      request: jar.request('/admin/two-factor'),
      person,
      password: PASSWORD,
    });
    const right = await confirmTwoFactorSetup({
      request: jar.request('/admin/two-factor'),
      person,
      code: await totpNow(setup.secret),
      secret: setup.secret,
    });
    jar.apply(right.headers);
    expect(await signedInAs(jar)).toMatchObject({ id: person.id, twoFactorEnabled: true });
    expect(await signedInAs(otherBrowser)).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.userId, person.id))).toHaveLength(1);
  });

  test('new recovery codes replace the old ones; switching off needs the password', async () => {
    const { person, recoveryCodes, jar } = await enrolledAdmin();
    await expect(
      regenerateRecoveryCodes({ request: jar.request('/admin/two-factor'), person, password: 'sbagliata' }),
    ).rejects.toMatchObject({ status: 400 });
    const fresh = await regenerateRecoveryCodes({
      request: jar.request('/admin/two-factor'),
      person,
      password: PASSWORD,
    });
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);

    const old = await passwordSignIn(person);
    expect(
      await completeTwoFactorSignIn({
        request: old.jar.request('/auth/two-factor'),
        method: 'recovery',
        code: recoveryCodes[0]!,
        trustDevice: false,
      }),
    ).toMatchObject(refusal('two_factor_wrong_recovery_code', twoFactorToasts.wrongRecoveryCode));

    await expect(
      disableTwoFactor({ request: jar.request('/admin/two-factor'), person, password: 'sbagliata' }),
    ).rejects.toMatchObject({ status: 400, message: 'La password non è corretta' });
    expect((await twoFactorStatus(person.id)).enabled).toBe(true);
    jar.apply(
      await disableTwoFactor({ request: jar.request('/admin/two-factor'), person, password: PASSWORD }),
    );
    expect(await twoFactorStatus(person.id)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect(await signedInAs(jar)).toMatchObject({ id: person.id, twoFactorEnabled: false });
    // The password alone signs in again.
    const after = await passwordSignIn(person);
    expect(after.twoFactorRedirect).toBe(false);
    expect(await signedInAs(after.jar)).toMatchObject({ id: person.id });
  });

  test('once on, confirming again is refused: no recovery codes without the password', async () => {
    const { person, secret, jar } = await enrolledAdmin();
    const stored = async () =>
      (await db.select().from(twoFactors).where(eq(twoFactors.userId, person.id)))[0];
    const sessionsOf = () => db.select().from(sessions).where(eq(sessions.userId, person.id));
    const [row, sessionsBefore] = [await stored(), await sessionsOf()];
    await expect(
      confirmTwoFactorSetup({
        request: jar.request('/admin/two-factor'),
        person,
        code: await totpNow(secret),
        secret,
      }),
    ).rejects.toMatchObject({ status: 409, message: 'La verifica in due passaggi è già attiva' });
    expect(await stored()).toEqual(row);
    expect(await sessionsOf()).toEqual(sessionsBefore);
    expect(await signedInAs(jar)).toMatchObject({ id: person.id, twoFactorEnabled: true });
    const enabled = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, person.id), eq(auditLog.action, 'two_factor.enable')));
    expect(enabled).toHaveLength(1);
  });

  test('password and code checks on the enrolment page are limited per account', async () => {
    const person = await adminWithPassword();
    const { jar } = await passwordSignIn(person);
    for (let attempt = 0; attempt < 10; attempt++) {
      await expect(
        startTwoFactorSetup({ request: jar.request('/admin/two-factor'), person, password: 'sbagliata' }),
      ).rejects.toMatchObject({ status: 400 });
    }
    await expect(
      startTwoFactorSetup({ request: jar.request('/admin/two-factor'), person, password: PASSWORD }),
    ).rejects.toMatchObject({ status: 429, code: 'rate_limited' });
  });
});

describe('signing in with a second factor', () => {
  test('the password alone gives no session; a wrong code neither; the right code does', async () => {
    const { person, secret } = await enrolledAdmin();
    const sessionsBefore = await db.select().from(sessions).where(eq(sessions.userId, person.id));

    const { jar, twoFactorRedirect } = await passwordSignIn(person);
    expect(twoFactorRedirect).toBe(true);
    expect(jar.has('session_token')).toBe(false);
    expect(jar.has('two_factor')).toBe(true);
    expect(await signedInAs(jar)).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.userId, person.id))).toHaveLength(
      sessionsBefore.length,
    );
    expect(await pendingTwoFactorUser(jar.request('/auth/two-factor'))).toBe(person.id);

    const wrong = await completeTwoFactorSignIn({
      request: jar.request('/auth/two-factor'),
      method: 'totp',
      code: await wrongTotp(secret),
      trustDevice: false,
    });
    expect(wrong).toMatchObject(refusal('two_factor_wrong_code', twoFactorToasts.wrongCode));
    expect(await signedInAs(jar)).toBeNull();

    const right = await completeTwoFactorSignIn({
      request: jar.request('/auth/two-factor'),
      method: 'totp',
      code: await totpNow(secret),
      trustDevice: false,
    });
    if (!right.ok) throw new Error(right.message);
    jar.apply(right.value.headers);
    expect(jar.has('two_factor')).toBe(false);
    expect(await signedInAs(jar)).toMatchObject({ id: person.id, isAdmin: true, twoFactorEnabled: true });
    // The challenge is spent: it cannot be answered twice.
    expect(await pendingTwoFactorUser(jar.request('/auth/two-factor'))).toBeNull();
  });

  test('a code opens one session: the same code again is refused, even at the same moment', async () => {
    const { person, secret } = await enrolledAdmin();
    const code = await totpNow(secret);
    const first = await passwordSignIn(person);
    const used = await completeTwoFactorSignIn({
      request: first.jar.request('/auth/two-factor'),
      method: 'totp',
      code,
      trustDevice: false,
    });
    if (!used.ok) throw new Error(used.message);
    const sessionsAfterFirst = await db.select().from(sessions).where(eq(sessions.userId, person.id));

    const second = await passwordSignIn(person);
    const replayed = await completeTwoFactorSignIn({
      request: second.jar.request('/auth/two-factor'),
      method: 'totp',
      code,
      trustDevice: false,
    });
    expect(replayed).toEqual(refusal('two_factor_code_used', twoFactorToasts.usedCode));
    expect(twoFactorToasts.usedCode.message).toBe(
      'Questo codice è già stato usato: aspetta che l’app ne mostri uno nuovo e inserisci quello.',
    );
    expect(await signedInAs(second.jar)).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.userId, person.id))).toHaveLength(
      sessionsAfterFirst.length,
    );
    // The challenge is still open for the next code from the app.
    expect(await pendingTwoFactorUser(second.jar.request('/auth/two-factor'))).toBe(person.id);

    // Two sign-ins sending one fresh code together: one session, not two.
    const { person: other, secret: otherSecret } = await enrolledAdmin();
    const [a, b] = [await passwordSignIn(other), await passwordSignIn(other)];
    const together = await totpNow(otherSecret);
    const outcomes = await Promise.all(
      [a, b].map(({ jar }) =>
        completeTwoFactorSignIn({
          request: jar.request('/auth/two-factor'),
          method: 'totp',
          code: together,
          trustDevice: false,
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.ok)).toMatchObject(
      refusal('two_factor_code_used', twoFactorToasts.usedCode),
    );
  });

  test('without a pending sign-in there is nothing to answer', async () => {
    expect(await pendingTwoFactorUser(new Request('http://localhost:3000/auth/two-factor'))).toBeNull();
    expect(
      await completeTwoFactorSignIn({
        request: new Request('http://localhost:3000/auth/two-factor', {
          headers: { cookie: 'provato.two_factor=2fa-falso.firma' },
        }),
        method: 'totp',
        code: '123456',
        trustDevice: false,
      }),
    ).toMatchObject(refusal('two_factor_expired', twoFactorToasts.expired));
  });

  test(`after ${TWO_FACTOR_SIGN_IN_ATTEMPTS.max} wrong codes the account waits, even with a new sign-in and the right code`, async () => {
    const { person, secret } = await enrolledAdmin();
    const first = await passwordSignIn(person);
    for (let attempt = 0; attempt < TWO_FACTOR_SIGN_IN_ATTEMPTS.max; attempt++) {
      expect(
        await completeTwoFactorSignIn({
          request: first.jar.request('/auth/two-factor'),
          method: 'totp',
          code: await wrongTotp(secret),
          trustDevice: false,
        }),
      ).toMatchObject({ ok: false, status: 401 });
    }
    const second = await passwordSignIn(person);
    const blocked = await completeTwoFactorSignIn({
      request: second.jar.request('/auth/two-factor'),
      method: 'totp',
      code: await totpNow(secret),
      trustDevice: false,
    });
    expect(blocked).toMatchObject(refusal('rate_limited', twoFactorToasts.tooMany));
    expect(await signedInAs(second.jar)).toBeNull();
  });

  test('a recovery code signs in once, and only once', async () => {
    const { person, recoveryCodes } = await enrolledAdmin();
    const first = await passwordSignIn(person);
    const used = await completeTwoFactorSignIn({
      request: first.jar.request('/auth/two-factor'),
      method: 'recovery',
      code: recoveryCodes[3]!,
      trustDevice: false,
    });
    if (!used.ok) throw new Error(used.message);
    first.jar.apply(used.value.headers);
    expect(await signedInAs(first.jar)).toMatchObject({ id: person.id });
    expect((await twoFactorStatus(person.id)).recoveryCodesLeft).toBe(9);

    const second = await passwordSignIn(person);
    expect(
      await completeTwoFactorSignIn({
        request: second.jar.request('/auth/two-factor'),
        method: 'recovery',
        code: recoveryCodes[3]!,
        trustDevice: false,
      }),
    ).toMatchObject(refusal('two_factor_wrong_recovery_code', twoFactorToasts.wrongRecoveryCode));
    expect(await signedInAs(second.jar)).toBeNull();
  });

  test('a trusted device skips the code for the next sign-ins', async () => {
    const { person, secret } = await enrolledAdmin();
    const first = await passwordSignIn(person);
    const trusted = await completeTwoFactorSignIn({
      request: first.jar.request('/auth/two-factor'),
      method: 'totp',
      code: await totpNow(secret),
      trustDevice: true,
    });
    if (!trusted.ok) throw new Error(trusted.message);
    first.jar.apply(trusted.value.headers);
    expect(first.jar.has('trust_device')).toBe(true);

    const again = await passwordSignIn(person, first.jar);
    expect(again.twoFactorRedirect).toBe(false);
    expect(await signedInAs(again.jar)).toMatchObject({ id: person.id });
    // Another browser is still asked.
    expect((await passwordSignIn(person)).twoFactorRedirect).toBe(true);
  });

  test('a provider sign-in (Google, Facebook) cannot skip the code', async () => {
    const { person } = await enrolledAdmin();
    const plain = await adminWithPassword();
    const hook = twoFactorChallengePlugin().init().options.databaseHooks.session.create.before;
    const context = (await getAuth().$context) as never;
    const at = (path: string) => ({ path, context }) as never;
    await expect(hook({ userId: person.id } as never, at('/callback/:id'))).rejects.toMatchObject({
      body: { code: TWO_FACTOR_REQUIRED },
    });
    // Without a second factor, or on the code step itself, sessions are made as usual.
    await expect(hook({ userId: plain.id } as never, at('/callback/:id'))).resolves.toBeUndefined();
    await expect(
      hook({ userId: person.id } as never, at('/two-factor/verify-totp')),
    ).resolves.toBeUndefined();
    expect((await db.select().from(users).where(eq(users.id, person.id)))[0]?.twoFactorEnabled).toBe(true);
  });
});
