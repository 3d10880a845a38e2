import { hashPassword } from 'better-auth/crypto';
import { count } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { emailsTo } from '#app/modules/notifications/outbox.server.ts';
import { SIGN_UP_LIMIT } from '#app/modules/accounts/sign-up.server.ts';
import { accounts, rateLimitWindows, users, verifications } from '#db/schema/index.ts';
import { createUser } from '#tests/support/factories.ts';
import { formRequest, routeContext, runRoute } from '#tests/support/route.ts';
import { action as authAction, loader as authLoader } from './auth.tsx';
import { action as resetAction, loader as resetLoader } from './auth.reset-password.tsx';

type Reply = { result?: { error?: Record<string, string[]> }; toast?: { title: string; message: string } };

const userCount = async () => (await db.select({ value: count() }).from(users))[0]!.value;
const accountCount = async () => (await db.select({ value: count() }).from(accounts))[0]!.value;

const WEAK_PASSWORD =
  'Questa password è troppo comune o facile da indovinare: scegline una più lunga o meno prevedibile';

const validSignUp = {
  intent: 'signup',
  firstName: 'Luca',
  lastName: 'Verdi',
  email: 'luca.verdi@example.com',
  password: 'Cuffie-Rosse-88',
  ethicalCommitment: 'on',
  termsAndConditions: 'on',
};

async function postAuth(fields: Record<string, string | undefined>, clientIp?: string) {
  return runRoute<Reply>(authAction, {
    request: formRequest('/auth', fields),
    context: routeContext({ clientIp }),
  });
}

describe('/auth validation (server side, every message of the spec)', () => {
  test.each([
    [{ firstName: 'L' }, 'firstName', 'Il nome deve contenere almeno 2 caratteri'],
    [{ firstName: '  ' }, 'firstName', 'Il nome deve contenere almeno 2 caratteri'],
    [{ lastName: 'V' }, 'lastName', 'Il cognome deve contenere almeno 2 caratteri'],
    [{ firstName: 'Lu\tca' }, 'firstName', 'Il nome contiene caratteri non consentiti'],
    [{ firstName: 'Luca\r\nBcc: x' }, 'firstName', 'Il nome contiene caratteri non consentiti'],
    [{ lastName: 'Ver\ndi' }, 'lastName', 'Il cognome contiene caratteri non consentiti'],
    [{ lastName: 'Ver\u0007di' }, 'lastName', 'Il cognome contiene caratteri non consentiti'],
    [{ lastName: 'Ver\u2028di' }, 'lastName', 'Il cognome contiene caratteri non consentiti'],
    [{ firstName: 'Luca\u202egnp.exe' }, 'firstName', 'Il nome contiene caratteri non consentiti'],
    [{ email: 'luca.verdi' }, 'email', 'Email non valida'],
    [{ email: 'luca@' }, 'email', 'Email non valida'],
    [{ password: '1234567' }, 'password', 'La password deve contenere almeno 8 caratteri'],
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
    ['   ', 'Email richiesta', 'Inserisci la tua email per ricevere il link di reset'],
    ['senza-chiocciola', 'Email non valida', 'Inserisci un indirizzo email valido'],
    ['senza@punto', 'Email non valida', 'Inserisci un indirizzo email valido'],
  ])(
    'reset request with %j → %s / %s, under the field the text, and no mail',
    async (email, title, message) => {
      const outcome = await postAuth({ intent: 'forgot-password', email });
      expect(outcome.status).toBe(400);
      expect(outcome.data?.toast).toMatchObject({ title, message });
      // The field says what to do (the spec's text), not only the toast's title.
      expect(outcome.data?.result?.error?.email).toEqual([message]);
      expect(await emailsTo(email.trim())).toEqual([]);
    },
  );

  test.each(['senza-chiocciola', 'senza@punto', ''])(
    'the other forms sharing the e-mail check keep their spec string for %j: Email non valida',
    async (email) => {
      const signUp = await postAuth({ ...validSignUp, email });
      const login = await postAuth({ intent: 'login', email, password: 'x' });
      expect(signUp.data?.result?.error?.email).toEqual(['Email non valida']);
      expect(login.data?.result?.error?.email).toEqual(['Email non valida']);
    },
  );

  test('reset request: an unknown and a known address get the same answer; only the known one a mail', async () => {
    const known = await createUser({ email: 'conosciuto@example.com' });
    const unknown = await postAuth(
      { intent: 'forgot-password', email: 'sconosciuto@example.com' },
      '198.51.100.60',
    );
    const registered = await postAuth(
      { intent: 'forgot-password', email: 'Conosciuto@Example.com' },
      '198.51.100.60',
    );
    expect(unknown.status).toBe(200);
    expect(registered.status).toBe(unknown.status);
    expect(registered.data).toEqual(unknown.data);
    expect([...registered.headers]).toEqual([...unknown.headers]);
    expect(unknown.data?.toast).toEqual({
      kind: 'success',
      title: 'Email inviata',
      message:
        'Se esiste un account con questa email, riceverai a breve il link per reimpostare la password.',
    });
    expect(await emailsTo('sconosciuto@example.com')).toEqual([]);
    const mails = await emailsTo(known.email);
    expect(mails.map((mail) => mail.template)).toEqual(['password-reset']);
  });

  test('sign-up over the per-client limit answers 429 with the Italian message, creating nothing', async () => {
    await db
      .insert(rateLimitWindows)
      .values({ key: 'sign-up:198.51.100.162', windowStartedAt: new Date(), count: SIGN_UP_LIMIT.max });
    const [before] = await db.select({ n: count() }).from(users);
    const limited = await postAuth(
      { ...validSignUp, email: 'troppe.iscrizioni@example.com' },
      '198.51.100.162',
    );
    expect(limited.status).toBe(429);
    expect(limited.data?.toast).toMatchObject({ message: 'Troppi tentativi. Riprova tra qualche minuto' });
    const [after] = await db.select({ n: count() }).from(users);
    expect(after?.n).toBe(before?.n);
  });

  test('reset request: the per-client limit stays, for known and unknown addresses alike', async () => {
    for (let i = 0; i < 5; i += 1) {
      const outcome = await postAuth(
        { intent: 'forgot-password', email: `a${i}@example.com` },
        '198.51.100.61',
      );
      expect(outcome.status).toBe(200);
    }
    const limited = await postAuth({ intent: 'forgot-password', email: 'a9@example.com' }, '198.51.100.61');
    expect(limited.status).toBe(429);
    expect(limited.data?.toast).toMatchObject({ message: 'Troppi tentativi. Riprova tra qualche minuto' });
  });

  test('sign-up with a registered address answers exactly as a new one, creates nothing, mails the owner', async () => {
    const owner = await createUser({ email: 'gia.registrata@example.com', firstName: 'Irene' });
    const [usersBefore, accountsBefore] = [await userCount(), await accountCount()];

    const fresh = await postAuth({ ...validSignUp, email: 'mai.vista@example.com' }, '198.51.100.62');
    const existing = await postAuth({ ...validSignUp, email: 'Gia.Registrata@example.com' }, '198.51.100.62');

    expect(existing.status).toBe(fresh.status);
    expect(fresh.status).toBe(200);
    const anonymise = (outcome: typeof fresh) =>
      JSON.parse(JSON.stringify(outcome.data).replaceAll(/"[^"]*@example\.com"/g, '"<email>"')) as unknown;
    expect(anonymise(existing)).toEqual(anonymise(fresh));
    expect(existing.data).toMatchObject({ sentTo: 'gia.registrata@example.com' });
    expect([...existing.headers]).toEqual([...fresh.headers]);

    // One account more: the new address's. The registered one got a notice, not a second account.
    expect(await userCount()).toBe(usersBefore + 1);
    expect(await accountCount()).toBe(accountsBefore + 1);
    const mails = await emailsTo(owner.email);
    expect(mails.map((mail) => mail.template)).toEqual(['sign-up-attempt']);
    expect(mails[0]!.subject).toBe('Qualcuno ha provato a registrarsi con la tua email su Provato');
    expect(mails[0]!.text).toContain('Ciao Irene,');
    expect((await emailsTo('mai.vista@example.com')).map((mail) => mail.template)).toEqual([
      'email-verification',
    ]);
  });

  test.each(['password', 'qwerty123', 'juventus1', 'forzaroma1', 'tiamo2024', 'LucaVerdi88'])(
    'sign-up with the common or guessable password %j: 400, the message, nothing created',
    async (password) => {
      const [usersBefore, accountsBefore] = [await userCount(), await accountCount()];
      const email = `debole.${password.toLowerCase()}@example.com`;
      const outcome = await postAuth({ ...validSignUp, email, password }, '198.51.100.63');
      expect(outcome.status).toBe(400);
      expect(outcome.data?.toast).toMatchObject({ title: 'Errore di registrazione', message: WEAK_PASSWORD });
      expect(await userCount()).toBe(usersBefore);
      expect(await accountCount()).toBe(accountsBefore);
      expect(await emailsTo(email)).toEqual([]);
    },
  );

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
      { password: '1234567', confirmPassword: '12345678' },
      'password',
      'La password deve contenere almeno 8 caratteri',
    ],
    [
      { password: '12345678', confirmPassword: '1234567' },
      'confirmPassword',
      'La conferma password deve contenere almeno 8 caratteri',
    ],
    [{ password: '12345678', confirmPassword: '87654321' }, 'confirmPassword', 'Le password non coincidono'],
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
        password: 'Nuova-Chiave-2026',
        confirmPassword: 'Nuova-Chiave-2026',
      }),
    });
    expect(outcome.data?.toast).toMatchObject({
      title: 'Link non valido',
      message: 'Il link di reset password non è valido o è scaduto',
    });
  });

  test('a valid link with a common or guessable password: 400, the message, the link still works', async () => {
    const person = await createUser({ firstName: 'Ornella', lastName: 'Vanoni' });
    await db.insert(verifications).values({
      id: 'reset-ornella',
      identifier: 'reset-password:link-di-ornella-123',
      value: person.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    for (const password of ['password1', 'ornellavanoni', 'Vanoni2026']) {
      const outcome = await runRoute<Reply>(resetAction, {
        request: formRequest('/auth/reset-password', {
          token: 'link-di-ornella-123',
          password,
          confirmPassword: password,
        }),
      });
      expect(outcome.status).toBe(400);
      expect(outcome.data?.toast).toMatchObject({ title: 'Errore reset password', message: WEAK_PASSWORD });
    }
    const page = await runRoute(resetLoader, {
      request: new Request('http://localhost:3000/auth/reset-password?token=link-di-ornella-123'),
    });
    expect(page.status).toBe(200);
  });

  test('opening the page with an invalid link goes back to /auth with the reason', async () => {
    const outcome = await runRoute(resetLoader, {
      request: new Request('http://localhost:3000/auth/reset-password?token=inventato-12345'),
    });
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get('Location')).toBe('/auth?tab=forgot-password');
    expect(outcome.headers.get('Set-Cookie')).toMatch(/provato_flash_[\w-]+=/);
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
