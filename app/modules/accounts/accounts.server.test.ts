import { and, eq, like } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { refusal, settled } from '#tests/support/app-error.ts';
import { createVerification } from '#tests/support/factories.ts';
import { emailsTo } from '#app/modules/notifications/outbox.server.ts';
import { accounts, profiles, sessions, users, verifications } from '#db/schema/index.ts';
import { resetPageToasts, signInToasts, signUpToasts } from './auth-messages.ts';
import { getAuth } from './auth.server.ts';
import {
  isResetTokenValid,
  RESET_LINKS_PER_ADDRESS,
  requestPasswordReset as requestPasswordResetService,
  resetPassword as resetPasswordService,
} from './password-reset.server.ts';
import { signIn as signInService } from './sign-in.server.ts';
import { signUp as signUpService } from './sign-up.server.ts';
import { loadViewer } from './viewer.server.ts';

process.env.ADMIN_EMAILS = 'capo@example.com';

/** Passwords that pass the strength check (password-strength.server.ts). */
// The services refuse by throwing AppError; here each answer is a value (settled) to compare.
const signIn = (...args: Parameters<typeof signInService>) => settled(signInService(...args));
const signUp = (...args: Parameters<typeof signUpService>) => settled(signUpService(...args));
const resetPassword = (...args: Parameters<typeof resetPasswordService>) =>
  settled(resetPasswordService(...args));
const requestPasswordReset = (...args: Parameters<typeof requestPasswordResetService>) =>
  settled(requestPasswordResetService(...args));

const PASSWORD = 'Cuffie-Rosse-88';
const OLD_PASSWORD = 'Vecchia-Chiave-71';
const NEW_PASSWORD = 'Nuova-Chiave-2026';

const signUpInput = (
  email: string,
  extra: Partial<{ firstName: string; lastName: string; password: string }> = {},
) => ({
  firstName: extra.firstName ?? 'Maria Grazia',
  lastName: extra.lastName ?? 'De Santis',
  email,
  password: extra.password ?? PASSWORD,
  ethicalCommitment: true as const,
  termsAndConditions: true as const,
});

const request = (cookie?: string) =>
  new Request('http://localhost:3000/auth', { headers: cookie ? { cookie } : {} });

/** The browser part: follow a link the app e-mailed, through Better Auth's handler. */
async function openLink(url: string): Promise<Response> {
  return getAuth().handler(new Request(url, { redirect: 'manual' }));
}

function linkInLatestMail(rows: { text: string }[], fragment: string): string {
  const link = rows[0]?.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(fragment));
  if (!link) throw new Error(`no ${fragment} link in ${rows[0]?.text}`);
  return link;
}

function cookieHeader(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function confirmedAccount(email: string, password = PASSWORD) {
  expect((await signUp({ input: signUpInput(email, { password }), clientIp: `ip-${email}` })).ok).toBe(true);
  const confirm = await openLink(linkInLatestMail(await emailsTo(email), '/verify-email'));
  expect(confirm.status).toBe(302);
}

describe('accounts', () => {
  test('sign-up → confirmation mail → confirm → sign-in → the profile has the exact names', async () => {
    const outcome = await signUp({
      input: signUpInput('Maria.DeSantis@Example.com'),
      clientIp: '198.51.100.1',
      redirectAfterSignIn: '/profile',
    });
    expect(outcome).toEqual({ ok: true, value: { email: 'maria.desantis@example.com' } });
    const [user] = await db.select().from(users).where(eq(users.email, 'maria.desantis@example.com'));
    expect(user).toMatchObject({ emailVerified: false, role: 'user' });
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, user!.id));
    expect(profile).toMatchObject({ firstName: 'Maria Grazia', lastName: 'De Santis', points: 0 });

    const mails = await emailsTo('maria.desantis@example.com');
    expect(mails[0]?.subject).toBe('Conferma il tuo indirizzo email su Provato');
    const confirmLink = linkInLatestMail(mails, '/api/auth/verify-email');

    // Not confirmed yet: sign-in is refused with the spec's message (and a fresh mail goes out).
    const early = await signIn({
      input: { email: 'maria.desantis@example.com', password: PASSWORD },
      request: request(),
      clientIp: '198.51.100.1',
    });
    expect(early).toEqual(refusal('email_not_confirmed', signInToasts.notConfirmed));
    expect(await emailsTo('maria.desantis@example.com')).toHaveLength(2);

    const confirm = await openLink(confirmLink);
    expect(confirm.status).toBe(302);
    const back = new URL(confirm.headers.get('location')!, 'http://localhost:3000');
    expect(back.pathname).toBe('/auth');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      tab: 'login',
      verified: '1',
      redirect: '/profile',
    });
    const [confirmed] = await db.select().from(users).where(eq(users.email, 'maria.desantis@example.com'));
    expect(confirmed?.emailVerified).toBe(true);

    const signedIn = await signIn({
      input: { email: 'maria.desantis@example.com', password: PASSWORD },
      request: request(),
      clientIp: '198.51.100.1',
    });
    expect(signedIn.ok).toBe(true);
    const { viewer } = await loadViewer(
      request(cookieHeader((signedIn as { value: { headers: Headers } }).value.headers)),
    );
    expect(viewer).toMatchObject({
      firstName: 'Maria Grazia',
      email: 'maria.desantis@example.com',
      isAdmin: false,
    });
  });

  test('a sign-up with a registered address answers as a new one, creates nothing, mails the owner', async () => {
    await confirmedAccount('doppio@example.com');
    const [owner] = await db.select().from(users).where(eq(users.email, 'doppio@example.com'));
    const usersBefore = await db.select().from(users);
    const accountsBefore = await db.select().from(accounts);
    const mailsBefore = await emailsTo('doppio@example.com');

    const fresh = await signUp({ input: signUpInput('singolo@example.com'), clientIp: '198.51.100.2' });
    const again = await signUp({
      input: signUpInput('DOPPIO@example.com', { firstName: 'Intruso', password: 'Altra-Chiave-35' }),
      clientIp: '198.51.100.2',
    });
    expect(fresh).toEqual({ ok: true, value: { email: 'singolo@example.com' } });
    expect(again).toEqual({ ok: true, value: { email: 'doppio@example.com' } });

    // Only the new address got an account; the registered one is untouched.
    expect(await db.select().from(users)).toHaveLength(usersBefore.length + 1);
    expect(await db.select().from(accounts)).toHaveLength(accountsBefore.length + 1);
    const [ownerAfter] = await db.select().from(users).where(eq(users.email, 'doppio@example.com'));
    expect(ownerAfter).toEqual(owner);
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, owner!.id));
    expect(profile?.firstName).toBe('Maria Grazia');

    // The owner is told, with the ways in: sign in, or choose a new password.
    const mails = await emailsTo('doppio@example.com');
    expect(mails).toHaveLength(mailsBefore.length + 1);
    expect(mails[0]).toMatchObject({
      template: 'sign-up-attempt',
      subject: 'Qualcuno ha provato a registrarsi con la tua email su Provato',
    });
    expect(mails[0]!.text).toContain('Ciao Maria Grazia,');
    expect(mails[0]!.text).toContain('http://localhost:3000/auth?tab=login');
    expect(mails[0]!.text).toContain('http://localhost:3000/auth?tab=forgot-password');
    // The owner can still sign in with the old password; the intruder's does nothing.
    const withIntruders = await signIn({
      input: { email: 'doppio@example.com', password: 'Altra-Chiave-35' },
      request: request(),
      clientIp: '198.51.100.2',
    });
    expect(withIntruders).toEqual(refusal('wrong_credentials', signInToasts.wrongCredentials));

    // A flood of attempts reaches the owner's mailbox only a few times a day.
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await signUp({ input: signUpInput('doppio@example.com'), clientIp: `198.51.100.${20 + i}` })).ok,
      ).toBe(true);
    }
    const notices = (await emailsTo('doppio@example.com')).filter((m) => m.template === 'sign-up-attempt');
    expect(notices).toHaveLength(3);
  });

  test.each([
    ['password', {}],
    ['qwerty123', {}],
    ['juventus1', {}],
    ['forzanapoli', {}],
    ['amoremio1', {}],
    ['12345678', {}],
    // Built from the person's own names or address.
    ['LucaVerdi2026', { firstName: 'Luca', lastName: 'Verdi' }],
    ['lucaverdi1', {}],
  ])('sign-up with the guessable password %j is refused and creates nothing', async (password, names) => {
    const email = `luca.verdi.${password.length}${password.charCodeAt(0)}@example.com`;
    const before = await db.select().from(users);
    const outcome = await signUp({
      input: signUpInput(email, { password, ...names }),
      clientIp: `198.51.100.${30 + password.length}`,
    });
    expect(outcome).toEqual(refusal('weak_password', signUpToasts.weakPassword));
    expect(signUpToasts.weakPassword.message).toBe(
      'Questa password è troppo comune o facile da indovinare: scegline una più lunga o meno prevedibile',
    );
    expect(await db.select().from(users)).toHaveLength(before.length);
    expect(await emailsTo(email)).toEqual([]);
  });

  test('an address registered between our look-up and the library’s: the library answers alike and mails the owner', async () => {
    await confirmedAccount('corsa@example.com');
    const before = await db.select().from(users);
    const answer = await getAuth().api.signUpEmail({
      body: { name: 'Altra Persona', email: 'corsa@example.com', password: 'Altra-Chiave-35' },
    });
    expect(answer.token).toBeNull();
    expect(await db.select().from(users)).toHaveLength(before.length);
    const [notice] = await emailsTo('corsa@example.com');
    expect(notice?.template).toBe('sign-up-attempt');
  });

  test('the same guessable password is refused for a registered address too (no hint either way)', async () => {
    await confirmedAccount('registrata@example.com');
    const outcome = await signUp({
      input: signUpInput('registrata@example.com', { password: 'juventus1' }),
      clientIp: '198.51.100.40',
    });
    expect(outcome).toEqual(refusal('weak_password', signUpToasts.weakPassword));
  });

  test('ADMIN_EMAILS grants the admin role at sign-up', async () => {
    await confirmedAccount('capo@example.com');
    const [user] = await db.select().from(users).where(eq(users.email, 'capo@example.com'));
    expect(user?.role).toBe('admin');
  });

  test('a wrong password says so; too many failures pause sign-in even with the right one', async () => {
    await confirmedAccount('tentativi@example.com');
    const attempt = (password: string) =>
      signIn({
        input: { email: 'tentativi@example.com', password },
        request: request(),
        clientIp: '198.51.100.3',
      });
    for (let i = 0; i < 5; i += 1) {
      expect(await attempt('sbagliata')).toEqual(refusal('wrong_credentials', signInToasts.wrongCredentials));
    }
    expect(await attempt('sbagliata')).toEqual(refusal('rate_limited', signInToasts.tooMany));
    expect(await attempt(PASSWORD)).toEqual(refusal('rate_limited', signInToasts.tooMany));
    expect(signInToasts.tooMany.message).toBe('Troppi tentativi. Riprova tra qualche minuto');
  });

  test('password reset: unknown address, mail, link, new password, old sessions end', async () => {
    // An unknown address gets the same answer as a known one, and no mail.
    expect(
      await requestPasswordReset({ input: { email: 'nessuno@example.com' }, clientIp: '198.51.100.4' }),
    ).toEqual({ ok: true, value: undefined });
    expect(await emailsTo('nessuno@example.com')).toEqual([]);
    await confirmedAccount('smemorato@example.com', OLD_PASSWORD);
    const first = await signIn({
      input: { email: 'smemorato@example.com', password: OLD_PASSWORD },
      request: request(),
      clientIp: '198.51.100.4',
    });
    const oldCookie = cookieHeader((first as { value: { headers: Headers } }).value.headers);
    expect((await loadViewer(request(oldCookie))).viewer).not.toBeNull();

    expect(
      await requestPasswordReset({ input: { email: 'smemorato@example.com' }, clientIp: '198.51.100.4' }),
    ).toEqual({ ok: true, value: undefined });
    const mail = await emailsTo('smemorato@example.com');
    expect(mail[0]?.subject).toBe('Reimposta la tua password di Provato');
    const landing = await openLink(linkInLatestMail(mail, '/reset-password/'));
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get('location')!, 'http://localhost:3000');
    expect(target.pathname).toBe('/auth/reset-password');
    const token = target.searchParams.get('token')!;
    expect(await isResetTokenValid(token)).toBe(true);
    expect(await isResetTokenValid('inventato-123456')).toBe(false);

    // A guessable new password is refused and the link keeps working.
    expect(await resetPassword({ token, password: 'smemorato1', confirmPassword: 'smemorato1' })).toEqual(
      refusal('weak_password', resetPageToasts.weakPassword),
    );
    expect(await isResetTokenValid(token)).toBe(true);

    expect(await resetPassword({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).toEqual({
      ok: true,
      value: undefined,
    });
    expect((await loadViewer(request(oldCookie))).viewer).toBeNull();
    expect(await isResetTokenValid(token)).toBe(false);
    const reused = await resetPassword({
      token,
      password: 'Altra-Chiave-35',
      confirmPassword: 'Altra-Chiave-35',
    });
    expect(reused).toEqual(refusal('invalid_link', resetPageToasts.invalidLink));

    const withOld = await signIn({
      input: { email: 'smemorato@example.com', password: OLD_PASSWORD },
      request: request(),
      clientIp: '198.51.100.5',
    });
    expect(withOld).toEqual(refusal('wrong_credentials', signInToasts.wrongCredentials));
    const withNew = await signIn({
      input: { email: 'smemorato@example.com', password: NEW_PASSWORD },
      request: request(),
      clientIp: '198.51.100.5',
    });
    expect(withNew.ok).toBe(true);
  });

  test('a blocked user is refused at sign-in and their open session dies at once', async () => {
    await confirmedAccount('bloccato@example.com');
    const signedIn = await signIn({
      input: { email: 'bloccato@example.com', password: PASSWORD },
      request: request(),
      clientIp: '198.51.100.6',
    });
    const cookie = cookieHeader((signedIn as { value: { headers: Headers } }).value.headers);
    const [user] = await db.select().from(users).where(eq(users.email, 'bloccato@example.com'));
    expect((await loadViewer(request(cookie))).viewer?.id).toBe(user!.id);

    await db.update(users).set({ banned: true, banReason: 'Recensioni false' }).where(eq(users.id, user!.id));
    expect((await loadViewer(request(cookie))).viewer).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.userId, user!.id))).toEqual([]);

    const again = await signIn({
      input: { email: 'bloccato@example.com', password: PASSWORD },
      request: request(),
      clientIp: '198.51.100.6',
    });
    expect(again).toEqual(refusal('sign_in_blocked', signInToasts.blocked));
  });
});

describe('reset links', () => {
  /** The token of the newest reset mail to `email` (the link is /api/auth/reset-password/<token>). */
  async function latestResetToken(email: string): Promise<string> {
    const link = linkInLatestMail(await emailsTo(email), '/reset-password/');
    return new URL(link).pathname.split('/').pop()!;
  }
  const resetRows = (userId: string) =>
    db
      .select()
      .from(verifications)
      .where(and(eq(verifications.value, userId), like(verifications.identifier, 'reset-password:%')));

  test('a newer link voids the older one: one valid link per account', async () => {
    await confirmedAccount('due.link@example.com');
    const [user] = await db.select().from(users).where(eq(users.email, 'due.link@example.com'));
    await requestPasswordReset({ input: { email: 'due.link@example.com' }, clientIp: '198.51.100.50' });
    const first = await latestResetToken('due.link@example.com');
    expect(await isResetTokenValid(first)).toBe(true);

    await requestPasswordReset({ input: { email: 'due.link@example.com' }, clientIp: '198.51.100.50' });
    const second = await latestResetToken('due.link@example.com');
    expect(second).not.toBe(first);
    expect(await isResetTokenValid(first)).toBe(false);
    expect(await isResetTokenValid(second)).toBe(true);
    expect(await resetRows(user!.id)).toHaveLength(1);

    // The old link is refused with the spec's message, by the page and by the library.
    expect(
      await resetPassword({ token: first, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
    ).toEqual(refusal('invalid_link', resetPageToasts.invalidLink));
    expect(resetPageToasts.invalidLink.message).toBe('Il link di reset password non è valido o è scaduto');
    await expect(
      getAuth().api.resetPassword({ body: { token: first, newPassword: NEW_PASSWORD } }),
    ).rejects.toMatchObject({ body: { code: 'INVALID_TOKEN' } });
    const landing = await openLink(
      linkInLatestMail((await emailsTo('due.link@example.com')).slice(1), '/reset-password/'),
    );
    expect(landing.headers.get('location')).toContain('error=INVALID_TOKEN');

    // Another account's link is not touched.
    await confirmedAccount('altro.link@example.com');
    await requestPasswordReset({ input: { email: 'altro.link@example.com' }, clientIp: '198.51.100.51' });
    expect(await isResetTokenValid(second)).toBe(true);
  });

  test('at most 3 links an hour per address, whoever asks; the answer does not change', async () => {
    await confirmedAccount('assediato@example.com');
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push(
        await requestPasswordReset({
          input: { email: 'assediato@example.com' },
          clientIp: `198.51.100.${60 + i}`,
        }),
      );
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({ ok: true, value: undefined });
    const resetMails = (await emailsTo('assediato@example.com')).filter((mail) =>
      mail.text.includes('/reset-password/'),
    );
    expect(resetMails).toHaveLength(RESET_LINKS_PER_ADDRESS.max);
    // The third link, the last one mailed, still works.
    expect(await isResetTokenValid(await latestResetToken('assediato@example.com'))).toBe(true);
  });

  test('a reset voids every link of the account and tells the owner, with what to do', async () => {
    await confirmedAccount('avvisato@example.com');
    const [user] = await db.select().from(users).where(eq(users.email, 'avvisato@example.com'));
    await requestPasswordReset({ input: { email: 'avvisato@example.com' }, clientIp: '198.51.100.52' });
    const token = await latestResetToken('avvisato@example.com');
    // A link issued at the same moment (say, by a second server process) that escaped the rule.
    await createVerification({
      id: 'parallelo',
      identifier: 'reset-password:link-parallelo-123',
      value: user!.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    expect(await isResetTokenValid('link-parallelo-123')).toBe(true);

    const before = Date.now();
    expect(await resetPassword({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await resetRows(user!.id)).toEqual([]);
    expect(await isResetTokenValid('link-parallelo-123')).toBe(false);
    expect(
      await resetPassword({
        token: 'link-parallelo-123',
        password: 'Altra-Chiave-35',
        confirmPassword: 'Altra-Chiave-35',
      }),
    ).toEqual(refusal('invalid_link', resetPageToasts.invalidLink));

    const [notice] = await emailsTo('avvisato@example.com');
    expect(notice).toMatchObject({
      template: 'password-changed',
      subject: 'La password del tuo account Provato è stata cambiata',
    });
    expect(notice!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(notice!.text).toContain('Ciao Maria Grazia,');
    expect(notice!.text).toMatch(/cambiata il \d{1,2} \w+ \d{4} alle ore \d{2}:\d{2} \(ora italiana\)/);
    expect(notice!.text).toContain('Se non sei stato tu');
    expect(notice!.text).toContain('http://localhost:3000/auth?tab=forgot-password');
    expect(notice!.text).toContain('http://localhost:3000/contact');
  });
});
