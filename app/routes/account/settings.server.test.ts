import { existsSync } from 'node:fs';
import path from 'node:path';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { getAuth } from '#app/modules/accounts/auth.server.ts';
import { signInToasts } from '#app/modules/accounts/auth-messages.ts';
import type { Viewer } from '#app/modules/accounts/viewer.server.ts';
import { emailsTo } from '#app/modules/notifications/outbox.server.ts';
import { accounts, profiles, rateLimitWindows, sessions, users, verifications } from '#db/schema/index.ts';
import { createUser } from '#tests/support/factories.ts';
import { pngImage, textFile } from '#tests/support/images.ts';
import { formRequest, routeContext, runRoute } from '#tests/support/route.ts';
import { action } from './settings.tsx';

type Reply = {
  ok?: boolean;
  intent?: string;
  toast?: { kind: string; title: string; message: string };
  result?: { error?: Record<string, string[] | null>; initialValue?: unknown };
};

/**
 * A refusal as the page answers it: the form's title over the Italian message, and the form sent
 * back with nothing secret in it (no password, no file: only which form it was).
 */
const refused = (intent: string, title: string, message: string) => ({
  ok: false,
  intent,
  toast: { kind: 'error', title, message },
  result: expect.objectContaining({ initialValue: { intent } }),
});

let viewer: Viewer;

const profileRow = async () => (await db.select().from(profiles).where(eq(profiles.userId, viewer.id)))[0]!;
const userRow = async () => (await db.select().from(users).where(eq(users.id, viewer.id)))[0];
const rateLimitCount = async (key: string) =>
  (await db.select().from(rateLimitWindows).where(eq(rateLimitWindows.key, key)))[0]?.count;
const storedPath = (url: string) => path.join(getConfig().uploadsDir, url.replace('/uploads/', ''));

function post(fields: Record<string, string | string[]>, as: Viewer | null = viewer) {
  return runRoute<Reply>(action, {
    request: formRequest('/settings', fields),
    context: routeContext({ viewer: as }),
  });
}

function postAvatar(file: { name: string; type: string; bytes: Buffer } | null) {
  const body = new FormData();
  body.append('intent', 'avatar');
  if (file) body.append('avatar', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return runRoute<Reply>(action, {
    request: new Request('http://localhost:3000/settings', { method: 'POST', body }),
    context: routeContext({ viewer }),
  });
}

beforeAll(async () => {
  const user = await createUser({ firstName: 'Marco', lastName: 'Neri' });
  viewer = {
    id: user.id,
    email: user.email,
    emailVerified: true,
    isAdmin: false,
    firstName: 'Marco',
    lastName: 'Neri',
    initials: 'MN',
    avatarUrl: null,
    points: 0,
  };
});

describe('settings form actions', () => {
  test('signed out: sent to sign in and back', async () => {
    const outcome = await post({ intent: 'names', firstName: 'Mario', lastName: 'Rossi' }, null);
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get('Location')).toBe('/auth?redirect=/settings');
    expect(await profileRow()).toMatchObject({ firstName: 'Marco', lastName: 'Neri' });
  });

  test('names too short: 400 with the Italian messages, nothing saved', async () => {
    const outcome = await post({ intent: 'names', firstName: 'A', lastName: ' B ' });
    expect(outcome.status).toBe(400);
    expect(outcome.data?.intent).toBe('names');
    expect(outcome.data?.result?.error?.firstName).toEqual(['Il nome deve contenere almeno 2 caratteri']);
    expect(outcome.data?.result?.error?.lastName).toEqual(['Il cognome deve contenere almeno 2 caratteri']);
    expect(await profileRow()).toMatchObject({ firstName: 'Marco', lastName: 'Neri' });
    expect((await userRow())?.name).toBe('Marco Neri');

    const tooLong = await post({ intent: 'names', firstName: 'x'.repeat(61), lastName: 'Neri' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.data?.result?.error?.firstName).toEqual(['Il nome è troppo lungo']);
    expect(await profileRow()).toMatchObject({ firstName: 'Marco', lastName: 'Neri' });
  });

  test('names with tabs, line breaks or direction overrides: 400 in Italian, nothing saved', async () => {
    const outcome = await post({ intent: 'names', firstName: 'Mar\tco', lastName: 'Ne\r\nri' });
    expect(outcome.status).toBe(400);
    expect(outcome.data?.result?.error?.firstName).toEqual(['Il nome contiene caratteri non consentiti']);
    expect(outcome.data?.result?.error?.lastName).toEqual(['Il cognome contiene caratteri non consentiti']);
    const bidi = await post({ intent: 'names', firstName: 'Marco', lastName: 'Neri\u202e' });
    expect(bidi.data?.result?.error?.lastName).toEqual(['Il cognome contiene caratteri non consentiti']);
    expect(await profileRow()).toMatchObject({ firstName: 'Marco', lastName: 'Neri' });
    expect((await userRow())?.name).toBe('Marco Neri');
    // Accents, apostrophes and inner spaces are names.
    const fine = await post({ intent: 'names', firstName: 'Maria Grazia', lastName: 'D’Àlessandro' });
    expect(fine.status).toBe(302);
    expect(await profileRow()).toMatchObject({ firstName: 'Maria Grazia', lastName: 'D’Àlessandro' });
  });

  test('valid names: redirect to /settings with a flash, profile and account updated', async () => {
    const outcome = await post({ intent: 'names', firstName: ' Marta ', lastName: 'Galli' });
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get('Location')).toBe('/settings');
    expect(outcome.headers.get('Set-Cookie')).toBeTruthy();
    expect(await profileRow()).toMatchObject({ firstName: 'Marta', lastName: 'Galli' });
    expect((await userRow())?.name).toBe('Marta Galli');
  });

  test('notifications: the unticked kinds are stored as opted out', async () => {
    const outcome = await post({ intent: 'notifications', enabled: ['review_approved', 'reward_approved'] });
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get('Location')).toBe('/settings');
    expect([...(await profileRow()).emailOptOut].sort()).toEqual(
      ['badge_assigned', 'points_added', 'price_alert'].sort(),
    );

    const none = await post({ intent: 'notifications' });
    expect(none.status).toBe(302);
    expect((await profileRow()).emailOptOut).toHaveLength(5);

    const all = await post({
      intent: 'notifications',
      enabled: ['review_approved', 'reward_approved', 'points_added', 'badge_assigned', 'price_alert'],
    });
    expect(all.status).toBe(302);
    expect((await profileRow()).emailOptOut).toEqual([]);
  });

  test('delete without typing ELIMINA: 400 and the account stays', async () => {
    for (const confirmation of ['elimina ora', 'elimina', '']) {
      const outcome = await post({ intent: 'delete', confirmation });
      expect(outcome.status).toBe(400);
      expect(outcome.data?.intent).toBe('delete');
      expect(outcome.data?.result?.error?.confirmation).toEqual(['Scrivi ELIMINA per confermare']);
    }
    expect(await userRow()).toBeDefined();
    expect(await profileRow()).toMatchObject({ firstName: 'Marta' });
  });

  test('an unknown intent is refused', async () => {
    const outcome = await post({ intent: 'promote', role: 'admin' });
    expect(outcome.status).toBe(400);
    expect(outcome.data?.toast?.message).toBe('Azione non valida');
    expect((await userRow())?.role).toBe('user');
  });

  test('avatar: no file or a text file renamed .png is refused, nothing stored', async () => {
    const before = (await profileRow()).avatarUrl;
    expect(before).toBeNull();

    const empty = await postAvatar(null);
    expect(empty.status).toBe(400);
    expect(empty.data).toEqual(refused('avatar', 'Foto non caricata', "Scegli un'immagine"));

    const fake = await postAvatar({ name: 'foto.png', type: 'image/png', bytes: textFile() });
    expect(fake.status).toBe(400);
    expect(fake.data).toEqual(
      refused('avatar', 'Foto non caricata', 'Formato non supportato: carica un file PNG, JPG o GIF'),
    );
    expect((await profileRow()).avatarUrl).toBe(before);
  });

  test('avatar: a real PNG is stored re-encoded and replaces the old picture', async () => {
    const first = await postAvatar({ name: 'io.png', type: 'image/png', bytes: await pngImage() });
    expect(first.status).toBe(302);
    expect(first.headers.get('Location')).toBe('/settings');
    const firstUrl = (await profileRow()).avatarUrl;
    expect(firstUrl).toMatch(/^\/uploads\/avatars\/[\w-]+\.webp$/);
    expect(existsSync(storedPath(firstUrl!))).toBe(true);
    expect((await sharp(storedPath(firstUrl!)).metadata()).format).toBe('webp');

    const second = await postAvatar({ name: 'nuova.png', type: 'image/png', bytes: await pngImage(32, 32) });
    expect(second.status).toBe(302);
    const secondUrl = (await profileRow()).avatarUrl;
    expect(secondUrl).toMatch(/^\/uploads\/avatars\/[\w-]+\.webp$/);
    expect(secondUrl).not.toBe(firstUrl);
    expect(existsSync(storedPath(secondUrl!))).toBe(true);
    expect(existsSync(storedPath(firstUrl!))).toBe(false);

    // A bad file afterwards leaves the current picture in place.
    const fake = await postAvatar({ name: 'altra.png', type: 'image/png', bytes: textFile() });
    expect(fake.status).toBe(400);
    expect((await profileRow()).avatarUrl).toBe(secondUrl);
    expect(existsSync(storedPath(secondUrl!))).toBe(true);
  });
});

describe('password change', () => {
  const CURRENT = 'Vecchia-Chiave-71';
  const NEXT = 'Nuova-Chiave-2026';

  /** A confirmed person with a password, signed in: the settings form needs the session cookie. */
  async function signedInPerson(firstName: string) {
    const user = await createUser({ firstName, lastName: 'Sicuro' });
    await db.insert(accounts).values({
      id: `${user.id}-credential`,
      userId: user.id,
      accountId: user.id,
      providerId: 'credential',
      password: await hashPassword(CURRENT),
    });
    const { headers } = await getAuth().api.signInEmail({
      body: { email: user.email, password: CURRENT },
      returnHeaders: true,
    });
    const cookie = headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    return { user, cookie, viewer: { ...viewer, id: user.id, email: user.email, firstName } };
  }

  const postPassword = (
    person: Awaited<ReturnType<typeof signedInPerson>>,
    fields: { currentPassword: string; newPassword: string; confirmPassword?: string },
  ) =>
    runRoute<Reply>(action, {
      request: formRequest(
        '/settings',
        { intent: 'password', confirmPassword: fields.newPassword, ...fields },
        { headers: { Cookie: person.cookie } },
      ),
      context: routeContext({ viewer: person.viewer }),
    });

  const storedHash = async (userId: string) =>
    (await db.select().from(accounts).where(eq(accounts.userId, userId)))[0]!.password;

  test('too short, or common, or built from the name: refused with the Italian message, nothing changed', async () => {
    const person = await signedInPerson('Ettore');
    const hash = await storedHash(person.user.id);

    const short = await postPassword(person, { currentPassword: CURRENT, newPassword: '1234567' });
    expect(short.status).toBe(400);
    expect(short.data?.result?.error?.newPassword).toEqual(['La password deve contenere almeno 8 caratteri']);

    const weak = ['password', 'qwerty123', 'juventus1', 'amoremio1', 'forzanapoli', 'EttoreSicuro1'];
    for (const newPassword of weak) {
      const outcome = await postPassword(person, { currentPassword: CURRENT, newPassword });
      expect(outcome.status).toBe(400);
      expect(outcome.data).toEqual(
        refused(
          'password',
          'Password non aggiornata',
          'Questa password è troppo comune o facile da indovinare: scegline una più lunga o meno prevedibile',
        ),
      );
    }
    expect(await storedHash(person.user.id)).toBe(hash);
    // Refused before the current password is checked: those six were no guesses at it.
    const ok = await postPassword(person, { currentPassword: CURRENT, newPassword: NEXT });
    expect(ok.status).toBe(302);
  });

  test('a current password longer than any password can be is wrong, not a failure (found by the fuzz suite)', async () => {
    const person = await signedInPerson('Fulvio');
    const hash = await storedHash(person.user.id);
    for (const currentPassword of ['😀'.repeat(10_000), `${CURRENT}${'x'.repeat(200)}`]) {
      const outcome = await postPassword(person, { currentPassword, newPassword: NEXT });
      expect(outcome.status).toBe(400);
      expect(outcome.data?.result?.error?.currentPassword).toEqual(['La password attuale non è corretta']);
    }
    expect(await storedHash(person.user.id)).toBe(hash);
  });

  test('blocked while the session still lives: 403, password and sessions unchanged', async () => {
    const person = await signedInPerson('Dario');
    const hash = await storedHash(person.user.id);
    const sessionsBefore = await db.select().from(sessions).where(eq(sessions.userId, person.user.id));
    await db.update(users).set({ banned: true }).where(eq(users.id, person.user.id));
    const outcome = await postPassword(person, { currentPassword: CURRENT, newPassword: NEXT });
    expect(outcome.status).toBe(403);
    expect(outcome.data).toEqual(
      refused('password', 'Password non aggiornata', signInToasts.blocked.message),
    );
    expect(await storedHash(person.user.id)).toBe(hash);
    expect(await db.select().from(sessions).where(eq(sessions.userId, person.user.id))).toEqual(
      sessionsBefore,
    );
  });

  test('5 wrong current passwords, then the 6th attempt (even the right one) answers 429; nothing changed', async () => {
    const person = await signedInPerson('Bianca');
    const hash = await storedHash(person.user.id);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await postPassword(person, { currentPassword: `Sbagliata-${i}-Xq`, newPassword: NEXT });
      expect(wrong.status).toBe(400);
      expect(wrong.data).toEqual(
        refused('password', 'Password non aggiornata', 'La password attuale non è corretta'),
      );
    }
    const right = await postPassword(person, { currentPassword: CURRENT, newPassword: NEXT });
    expect(right.status).toBe(429);
    expect(right.data).toEqual(
      refused('password', 'Password non aggiornata', 'Troppi tentativi. Riprova tra qualche minuto'),
    );
    expect(await storedHash(person.user.id)).toBe(hash);
    expect(await emailsTo(person.user.email)).toEqual([]);

    // The pause is per account: someone else changes theirs.
    const other = await signedInPerson('Carlo');
    expect((await postPassword(other, { currentPassword: CURRENT, newPassword: NEXT })).status).toBe(302);
  });

  test('a success clears the count, ends the reset links and tells the owner', async () => {
    const person = await signedInPerson('Dario');
    await db.insert(verifications).values({
      id: `reset-${person.user.id}`,
      identifier: 'reset-password:link-di-dario-123',
      value: person.user.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    for (let i = 0; i < 4; i += 1) {
      expect(
        (await postPassword(person, { currentPassword: 'Sbagliata-99-Xq', newPassword: NEXT })).status,
      ).toBe(400);
    }
    const changed = await postPassword(person, { currentPassword: CURRENT, newPassword: NEXT });
    expect(changed.status).toBe(302);
    expect(changed.headers.get('Location')).toBe('/settings');
    expect(await rateLimitCount(`password-change:${person.user.id}`)).toBeUndefined();
    expect(await db.select().from(verifications).where(eq(verifications.value, person.user.id))).toEqual([]);
    const [notice] = await emailsTo(person.user.email);
    expect(notice).toMatchObject({
      template: 'password-changed',
      subject: 'La password del tuo account Provato è stata cambiata',
    });
    expect(notice!.text).toContain('Ciao Dario,');
    expect(notice!.text).toContain('http://localhost:3000/auth?tab=forgot-password');
    expect(notice!.text).toContain('http://localhost:3000/contact');
  });
});
