import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import type { Viewer } from '#app/modules/accounts/viewer.server.ts';
import { profiles, users } from '#db/schema/index.ts';
import { createUser } from '#tests/support/factories.ts';
import { pngImage, textFile } from '#tests/support/images.ts';
import { formRequest, routeContext, runRoute } from '#tests/support/route.ts';
import { action } from './settings.tsx';

type Reply = { intent?: string; error?: string; result?: { error?: Record<string, string[] | null> } };

let viewer: Viewer;

const profileRow = async () => (await db.select().from(profiles).where(eq(profiles.userId, viewer.id)))[0]!;
const userRow = async () => (await db.select().from(users).where(eq(users.id, viewer.id)))[0];
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
      ['badge_assigned', 'points_added', 'review_rejected', 'reward_rejected'].sort(),
    );

    const none = await post({ intent: 'notifications' });
    expect(none.status).toBe(302);
    expect((await profileRow()).emailOptOut).toHaveLength(6);

    const all = await post({
      intent: 'notifications',
      enabled: [
        'review_approved',
        'review_rejected',
        'reward_approved',
        'reward_rejected',
        'points_added',
        'badge_assigned',
      ],
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
    expect(outcome.data?.error).toBe('Azione non valida');
    expect((await userRow())?.role).toBe('user');
  });

  test('avatar: no file or a text file renamed .png is refused, nothing stored', async () => {
    const before = (await profileRow()).avatarUrl;
    expect(before).toBeNull();

    const empty = await postAvatar(null);
    expect(empty.status).toBe(400);
    expect(empty.data).toEqual({ intent: 'avatar', error: "Scegli un'immagine" });

    const fake = await postAvatar({ name: 'foto.png', type: 'image/png', bytes: textFile() });
    expect(fake.status).toBe(400);
    expect(fake.data).toEqual({
      intent: 'avatar',
      error: 'Formato non supportato: carica un file PNG, JPG o GIF',
    });
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
