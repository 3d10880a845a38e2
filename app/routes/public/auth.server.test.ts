import { hashPassword } from 'better-auth/crypto';
import { count } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { accounts, users } from '#db/schema/index.ts';
import { formRequest, routeContext, runRoute } from '#tests/support/route.ts';
import { action as authAction, loader as authLoader } from './auth.tsx';
import { action as resetAction, loader as resetLoader } from './auth.reset-password.tsx';

type Reply = { result?: { error?: Record<string, string[]> }; toast?: { title: string; message: string } };

const userCount = async () => (await db.select({ value: count() }).from(users))[0]!.value;

const validSignUp = {
  intent: 'signup',
  firstName: 'Luca',
  lastName: 'Verdi',
  email: 'luca.verdi@example.com',
  password: 'segreta1',
  ethicalCommitment: 'on',
  termsAndConditions: 'on',
};

async function postAuth(fields: Record<string, string | undefined>) {
  return runRoute<Reply>(authAction, { request: formRequest('/auth', fields) });
}

describe('/auth validation (server side, every message of the spec)', () => {
  test.each([
    [{ firstName: 'L' }, 'firstName', 'Il nome deve contenere almeno 2 caratteri'],
    [{ firstName: '  ' }, 'firstName', 'Il nome deve contenere almeno 2 caratteri'],
    [{ lastName: 'V' }, 'lastName', 'Il cognome deve contenere almeno 2 caratteri'],
    [{ email: 'luca.verdi' }, 'email', 'Email non valida'],
    [{ email: 'luca@' }, 'email', 'Email non valida'],
    [{ password: '12345' }, 'password', 'La password deve contenere almeno 6 caratteri'],
    [{ ethicalCommitment: undefined }, 'ethicalCommitment', "Devi accettare l'impegno etico per registrarti"],
    [
      { termsAndConditions: undefined },
      'termsAndConditions',
      'Devi accettare i termini e condizioni per registrarti',
    ],
  ])('sign-up %o → %s: %s, and no account is created', async (change, field, message) => {
    const before = await userCount();
    const outcome = await postAuth({ ...validSignUp, ...change });
    expect(outcome.status).toBe(400);
    expect(outcome.data?.result?.error?.[field]).toEqual([message]);
    expect(await userCount()).toBe(before);
  });

  test.each([
    [{ email: 'non-una-email' }, 'email', 'Email non valida'],
    [{ password: '' }, 'password', 'La password è richiesta'],
  ])('login %o → %s: %s', async (change, field, message) => {
    const outcome = await postAuth({
      intent: 'login',
      email: 'luca.verdi@example.com',
      password: 'x',
      ...change,
    });
    expect(outcome.status).toBe(400);
    expect(outcome.data?.result?.error?.[field]).toEqual([message]);
  });

  test('login with a wrong password shows the spec message', async () => {
    const outcome = await postAuth({ intent: 'login', email: 'nessuno@example.com', password: 'sbagliata' });
    expect(outcome.status).toBe(401);
    expect(outcome.data?.toast).toMatchObject({
      title: 'Errore di accesso',
      message: 'Email o password non corretti',
    });
  });

  test.each([
    ['', 'Email richiesta', 'Inserisci la tua email per ricevere il link di reset'],
    ['senza-chiocciola', 'Email non valida', 'Inserisci un indirizzo email valido'],
  ])('reset request with %j → %s / %s', async (email, title, message) => {
    const outcome = await postAuth({ intent: 'forgot-password', email });
    expect(outcome.status).toBe(400);
    expect(outcome.data?.toast).toMatchObject({ title, message });
  });

  test('reset request for an unknown address', async () => {
    const outcome = await postAuth({ intent: 'forgot-password', email: 'sconosciuto@example.com' });
    expect(outcome.data?.toast).toMatchObject({
      title: 'Errore reset password',
      message: 'Nessun account trovato con questa email',
    });
  });

  test('a valid sign-up creates exactly one account and asks to confirm by e-mail', async () => {
    const before = await userCount();
    const outcome = await postAuth({ ...validSignUp, email: 'nuovo.utente@example.com' });
    expect(outcome.status).toBe(200);
    expect(outcome.data).toMatchObject({ sentTo: 'nuovo.utente@example.com' });
    expect(await userCount()).toBe(before + 1);
  });
});

describe('new password (reset page)', () => {
  test.each([
    [
      { password: '123', confirmPassword: '123456' },
      'password',
      'La password deve contenere almeno 6 caratteri',
    ],
    [
      { password: '123456', confirmPassword: '123' },
      'confirmPassword',
      'La conferma password deve contenere almeno 6 caratteri',
    ],
    [{ password: '1234567', confirmPassword: '7654321' }, 'confirmPassword', 'Le password non coincidono'],
  ])('%o → %s: %s', async (fields, field, message) => {
    const outcome = await runRoute<Reply>(resetAction, {
      request: formRequest('/auth/reset-password', { token: 'qualsiasi-token', ...fields }),
    });
    expect(outcome.status).toBe(400);
    expect(outcome.data?.result?.error?.[field]).toEqual([message]);
  });

  test('a made-up token is refused with the invalid-link message', async () => {
    const outcome = await runRoute<Reply>(resetAction, {
      request: formRequest('/auth/reset-password', {
        token: 'token-inventato-123',
        password: 'nuova123',
        confirmPassword: 'nuova123',
      }),
    });
    expect(outcome.data?.toast).toMatchObject({
      title: 'Link non valido',
      message: 'Il link di reset password non è valido o è scaduto',
    });
  });

  test('opening the page with an invalid link goes back to /auth with the reason', async () => {
    const outcome = await runRoute(resetLoader, {
      request: new Request('http://localhost:3000/auth/reset-password?token=inventato-12345'),
    });
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get('Location')).toBe('/auth?tab=forgot-password');
    expect(outcome.headers.get('Set-Cookie')).toContain('provato_flash=');
  });
});

describe('redirect after sign-in only stays on this site', () => {
  const viewer = {
    id: 'u1',
    email: 'a@example.com',
    emailVerified: true,
    isAdmin: false,
    firstName: 'A',
    lastName: 'B',
    initials: 'AB',
    avatarUrl: null,
    points: 0,
  };

  test.each([
    ['/profile', '/profile'],
    ['/catalog?category=tv', '/catalog?category=tv'],
    ['https://evil.example', '/dashboard'],
    ['//evil.example', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['javascript:alert(1)', '/dashboard'],
    ['http:evil.example', '/dashboard'],
  ])('a signed-in visitor with redirect=%s goes to %s', async (target, expected) => {
    const outcome = await runRoute(authLoader, {
      request: new Request(`http://localhost:3000/auth?redirect=${encodeURIComponent(target)}`),
      context: routeContext({ viewer }),
    });
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get('Location')).toBe(expected);
  });
});

describe('sign-in from the form keeps the way back on this site only', () => {
  test.each([
    ['/profile', '/profile'],
    ['https://evil.example/furto', '/dashboard'],
    ['//evil.example', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
  ])('redirect=%s → %s', async (target, expected) => {
    const email = `redirect.${Math.random().toString(36).slice(2)}@example.com`;
    const id = `u-${Math.random().toString(36).slice(2)}`;
    await db.insert(users).values({ id, name: 'Rita Sala', email, emailVerified: true });
    await db.insert(accounts).values({
      id: `${id}-credential`,
      userId: id,
      accountId: id,
      providerId: 'credential',
      password: await hashPassword('segreta1'),
    });
    const outcome = await postAuth({ intent: 'login', email, password: 'segreta1', redirect: target });
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get('Location')).toBe(expected);
    expect(outcome.headers.get('Set-Cookie')).toContain('provato.session_token=');
  });
});
