import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { badges, notificationSettings, userBadges } from '#db/schema/index.ts';
import { createUser } from '#tests/support/factories.ts';
import { asViewer, formRequest, routeContext, runRoute } from '#tests/support/route.ts';
import type { AdminAnswer } from '#app/ui/admin/use-admin-action.ts';
import { loader as countsLoader } from '../api/admin/badge-counts.ts';
import { action as badgesAction, loader as badgesLoader } from './badges.tsx';
import { action as notificationsAction } from './notifications.tsx';

const admin = async () => asViewer(await createUser({ role: 'admin' }), true);
const post = (fn: unknown, path: string, who: unknown, fields: Record<string, string | undefined>) =>
  runRoute<AdminAnswer>(fn as never, {
    request: formRequest(path, fields),
    context: routeContext({ viewer: who as never }),
  });
const badgeNamed = async (name: string) => (await db.select().from(badges).where(eq(badges.name, name)))[0];

describe('Gestione Badge page and API', () => {
  test('create, refuse a bad one, assign twice, refuse to delete while assigned, count', async () => {
    const who = await admin();
    const name = `Recensore notturno ${Date.now()}`;
    const created = await post(badgesAction, '/admin/badges', who, {
      intent: 'create',
      name: `  ${name}  `,
      icon: 'Crown',
      description: 'Per chi scrive dopo mezzanotte',
      thresholdPoints: '0',
    });
    expect(created.data).toMatchObject({ ok: true, toast: { message: 'Badge creato con successo' } });
    const badge = (await badgeNamed(name))!;
    expect(badge).toMatchObject({ icon: 'Crown', thresholdPoints: 0 });

    const before = await db.$count(badges);
    for (const fields of [
      { intent: 'create', name: '   ', icon: 'Star', thresholdPoints: '10' },
      { intent: 'create', name: 'Senza icona', icon: 'Rocket', thresholdPoints: '10' },
      { intent: 'create', name: 'Negativo', icon: 'Star', thresholdPoints: '-5' },
      { intent: 'create', name: 'Non numero', icon: 'Star', thresholdPoints: 'dieci' },
    ]) {
      const refused = await post(badgesAction, '/admin/badges', who, fields);
      expect(refused.status, fields.name).toBe(400);
      expect(refused.data?.toast.message).toBe('Tutti i campi sono obbligatori e i punti devono essere ≥ 0');
    }
    expect(await db.$count(badges)).toBe(before);

    const person = await createUser();
    const assign = () =>
      post(badgesAction, '/admin/badges', who, {
        intent: 'assign',
        badgeId: badge.id,
        userRef: person.email,
      });
    expect((await assign()).data?.toast.message).toBe('Badge assegnato con successo');
    const twice = await assign();
    expect(twice.status).toBe(409);
    expect(twice.data?.toast.message).toBe('Badge già assegnato a questo utente');
    expect(twice.data?.toast.title).toBe('Attenzione');
    const blank = await post(badgesAction, '/admin/badges', who, {
      intent: 'assign',
      badgeId: badge.id,
      userRef: ' ',
    });
    expect(blank.data?.toast.message).toBe('Inserisci un user_id valido');

    const deleting = await post(badgesAction, '/admin/badges', who, { intent: 'delete', badgeId: badge.id });
    expect(deleting.status).toBe(409);
    expect(deleting.data?.toast.message).toBe('Impossibile eliminare un badge assegnato a utenti');
    expect(await badgeNamed(name)).toBeDefined();

    const counts = await runRoute<{ badge_id: string; assigned_users_count: number }[]>(
      countsLoader as never,
      {
        request: new Request('http://localhost:3000/api/admin/badges/counts'),
        context: routeContext({ viewer: who }),
      },
    );
    expect(counts.data).toContainEqual({ badge_id: badge.id, assigned_users_count: 1 });

    const listed = await runRoute<{ badges: { id: string; assignedCount: number }[] }>(
      badgesLoader as never,
      {
        request: new Request(`http://localhost:3000/admin/badges?q=${encodeURIComponent('dopo mezzanotte')}`),
        context: routeContext({ viewer: who }),
      },
    );
    expect(listed.data?.badges.map((row) => [row.id, row.assignedCount])).toEqual([[badge.id, 1]]);

    await post(badgesAction, '/admin/badges', who, {
      intent: 'remove',
      badgeId: badge.id,
      userRef: person.id,
    });
    expect(await db.$count(userBadges, eq(userBadges.badgeId, badge.id))).toBe(0);
    const gone = await post(badgesAction, '/admin/badges', who, { intent: 'delete', badgeId: badge.id });
    expect(gone.data?.toast.message).toBe('Badge eliminato con successo');
    expect(await badgeNamed(name)).toBeUndefined();
  });

  test('an admin switches a notification e-mail off and on; an unknown kind changes nothing', async () => {
    const who = await admin();
    const off = await post(notificationsAction, '/admin/notifications', who, {
      intent: 'switch',
      kind: 'points_added',
    });
    expect(off.data).toMatchObject({ ok: true, toast: { message: 'Notifica disattivata' } });
    const read = async () =>
      (await db.select().from(notificationSettings).where(eq(notificationSettings.kind, 'points_added')))[0]
        ?.enabled;
    expect(await read()).toBe(false);
    const unknown = await post(notificationsAction, '/admin/notifications', who, {
      intent: 'switch',
      kind: 'spam',
      enabled: 'on',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.data?.toast.message).toBe('Tipo di notifica non valido');
    const on = await post(notificationsAction, '/admin/notifications', who, {
      intent: 'switch',
      kind: 'points_added',
      enabled: 'on',
    });
    expect(on.data?.toast.message).toBe('Notifica attivata');
    expect(await read()).toBe(true);
  });
});
