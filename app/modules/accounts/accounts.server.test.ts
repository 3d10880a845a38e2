import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { emailsTo } from '#app/modules/notifications/outbox.server.ts';
import { profiles, sessions, users } from '#db/schema/index.ts';
import { signInToasts, signUpToasts, resetRequestToasts } from './auth-messages.ts';
import { getAuth } from './auth.server.ts';
import { isResetTokenValid, requestPasswordReset, resetPassword } from './password-reset.server.ts';
import { signIn } from './sign-in.server.ts';
import { signUp } from './sign-up.server.ts';
import { loadViewer } from './viewer.server.ts';

process.env.ADMIN_EMAILS = 'capo@example.com';

const signUpInput = (
  email: string,
  extra: Partial<{ firstName: string; lastName: string; password: string }> = {},
) => ({
  firstName: extra.firstName ?? 'Maria Grazia',
  lastName: extra.lastName ?? 'De Santis',
  email,
  password: extra.password ?? 'segreta1',
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

async function confirmedAccount(email: string, password = 'segreta1') {
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
    expect(outcome).toEqual({ ok: true, email: 'maria.desantis@example.com' });
    const [user] = await db.select().from(users).where(eq(users.email, 'maria.desantis@example.com'));
    expect(user).toMatchObject({ emailVerified: false, role: 'user' });
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, user!.id));
    expect(profile).toMatchObject({ firstName: 'Maria Grazia', lastName: 'De Santis', points: 0 });

    const mails = await emailsTo('maria.desantis@example.com');
    expect(mails[0]?.subject).toBe('Conferma il tuo indirizzo email su Provato');
    const confirmLink = linkInLatestMail(mails, '/api/auth/verify-email');

    // Not confirmed yet: sign-in is refused with the spec's message (and a fresh mail goes out).
    const early = await signIn({
      input: { email: 'maria.desantis@example.com', password: 'segreta1' },
      request: request(),
      clientIp: '198.51.100.1',
    });
    expect(early).toEqual({ ok: false, toast: signInToasts.notConfirmed });
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
      input: { email: 'maria.desantis@example.com', password: 'segreta1' },
      request: request(),
      clientIp: '198.51.100.1',
    });
    expect(signedIn.ok).toBe(true);
    const { viewer } = await loadViewer(request(cookieHeader((signedIn as { headers: Headers }).headers)));
    expect(viewer).toMatchObject({
      firstName: 'Maria Grazia',
      email: 'maria.desantis@example.com',
      isAdmin: false,
    });
  });

  test('a second account with the same e-mail is refused and nothing is created', async () => {
    await signUp({ input: signUpInput('doppio@example.com'), clientIp: '198.51.100.2' });
    const before = await db.select().from(users);
    const again = await signUp({ input: signUpInput('DOPPIO@example.com'), clientIp: '198.51.100.2' });
    expect(again).toEqual({ ok: false, toast: signUpToasts.exists });
    expect(await db.select().from(users)).toHaveLength(before.length);
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
      expect(await attempt('sbagliata')).toEqual({ ok: false, toast: signInToasts.wrongCredentials });
    }
    expect(await attempt('sbagliata')).toEqual({ ok: false, toast: signInToasts.tooMany });
    expect(await attempt('segreta1')).toEqual({ ok: false, toast: signInToasts.tooMany });
    expect(signInToasts.tooMany.message).toBe('Troppi tentativi. Riprova tra qualche minuto');
  });

  test('password reset: unknown address, mail, link, new password, old sessions end', async () => {
    expect(
      await requestPasswordReset({ input: { email: 'nessuno@example.com' }, clientIp: '198.51.100.4' }),
    ).toEqual(resetRequestToasts.notFound);
    await confirmedAccount('smemorato@example.com', 'vecchia1');
    const first = await signIn({
      input: { email: 'smemorato@example.com', password: 'vecchia1' },
      request: request(),
      clientIp: '198.51.100.4',
    });
    const oldCookie = cookieHeader((first as { headers: Headers }).headers);
    expect((await loadViewer(request(oldCookie))).viewer).not.toBeNull();

    expect(
      await requestPasswordReset({ input: { email: 'smemorato@example.com' }, clientIp: '198.51.100.4' }),
    ).toEqual(resetRequestToasts.sent);
    const mail = await emailsTo('smemorato@example.com');
    expect(mail[0]?.subject).toBe('Reimposta la tua password di Provato');
    const landing = await openLink(linkInLatestMail(mail, '/reset-password/'));
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get('location')!, 'http://localhost:3000');
    expect(target.pathname).toBe('/auth/reset-password');
    const token = target.searchParams.get('token')!;
    expect(await isResetTokenValid(token)).toBe(true);
    expect(await isResetTokenValid('inventato-123456')).toBe(false);

    expect(await resetPassword({ token, password: 'nuova12', confirmPassword: 'nuova12' })).toEqual({
      ok: true,
    });
    expect((await loadViewer(request(oldCookie))).viewer).toBeNull();
    expect(await isResetTokenValid(token)).toBe(false);
    const reused = await resetPassword({ token, password: 'altra12', confirmPassword: 'altra12' });
    expect(reused.ok).toBe(false);

    const withOld = await signIn({
      input: { email: 'smemorato@example.com', password: 'vecchia1' },
      request: request(),
      clientIp: '198.51.100.5',
    });
    expect(withOld).toEqual({ ok: false, toast: signInToasts.wrongCredentials });
    const withNew = await signIn({
      input: { email: 'smemorato@example.com', password: 'nuova12' },
      request: request(),
      clientIp: '198.51.100.5',
    });
    expect(withNew.ok).toBe(true);
  });

  test('a blocked user is refused at sign-in and their open session dies at once', async () => {
    await confirmedAccount('bloccato@example.com');
    const signedIn = await signIn({
      input: { email: 'bloccato@example.com', password: 'segreta1' },
      request: request(),
      clientIp: '198.51.100.6',
    });
    const cookie = cookieHeader((signedIn as { headers: Headers }).headers);
    const [user] = await db.select().from(users).where(eq(users.email, 'bloccato@example.com'));
    expect((await loadViewer(request(cookie))).viewer?.id).toBe(user!.id);

    await db.update(users).set({ banned: true, banReason: 'Recensioni false' }).where(eq(users.id, user!.id));
    expect((await loadViewer(request(cookie))).viewer).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.userId, user!.id))).toEqual([]);

    const again = await signIn({
      input: { email: 'bloccato@example.com', password: 'segreta1' },
      request: request(),
      clientIp: '198.51.100.6',
    });
    expect(again).toEqual({ ok: false, toast: signInToasts.blocked });
  });
});
