import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { pointsLedger, profiles, sessions, userBadges, users } from '#db/schema/index.ts';
import { createBadge, createSession, createUser } from '#tests/support/factories.ts';
import { asViewer, formRequest, routeContext, runRoute } from '#tests/support/route.ts';
import type { AdminAnswer } from '#app/ui/admin/use-admin-action.ts';
import { action as userAction, loader as userLoader } from './user.tsx';
import { action as usersAction, loader as usersLoader } from './users.tsx';

const admin = async () => asViewer(await createUser({ role: 'admin' }), true);
const post = (
  who: unknown,
  fields: Record<string, string | string[] | undefined>,
  fn: unknown = usersAction,
) =>
  runRoute<AdminAnswer>(fn as never, {
    request: formRequest('/admin/users', fields),
    context: routeContext({ viewer: who as never }),
  });
const balanceOf = async (userId: string) =>
  (await db.select({ points: profiles.points }).from(profiles).where(eq(profiles.userId, userId)))[0]?.points;

describe('Gestione Utenti page', () => {
  test('finds a person by e-mail and lists their card', async () => {
    const who = await admin();
    const person = await createUser({ firstName: 'Ottavia', lastName: 'Ferrandi' });
    const outcome = await runRoute<{ list: { items: { id: string; name: string }[] } }>(
      usersLoader as never,
      {
        request: new Request(`http://localhost:3000/admin/users?q=${encodeURIComponent(person.email)}`),
        context: routeContext({ viewer: who }),
      },
    );
    expect(outcome.data?.list.items.map((item) => [item.id, item.name])).toEqual([
      [person.id, 'Ottavia Ferrandi'],
    ]);
  });

  test('+20 points with a reason; bad input is refused in Italian and changes nothing', async () => {
    const who = await admin();
    const person = await createUser();
    const cases: [Record<string, string>, string][] = [
      [
        { intent: 'adjust-points', userId: person.id, points: '20' },
        'Indica il motivo della modifica dei punti',
      ],
      [
        { intent: 'adjust-points', userId: person.id, points: '', reason: 'x' },
        'Inserisci i punti da aggiungere o togliere',
      ],
      [
        { intent: 'adjust-points', userId: person.id, points: '0', reason: 'x' },
        'I punti da aggiungere o togliere non possono essere zero',
      ],
      [
        { intent: 'adjust-points', userId: person.id, points: '2.5', reason: 'x' },
        'I punti devono essere un numero intero',
      ],
      [
        { intent: 'adjust-points', userId: person.id, points: '-5', reason: 'Correzione' },
        'Scegli la regola applicata',
      ],
      [
        {
          intent: 'adjust-points',
          userId: person.id,
          points: '-5',
          reason: 'Correzione',
          rule: 'points-earned-fairly',
        },
        'Il saldo non può scendere sotto zero: disponibili 0 punti',
      ],
      [{ intent: 'bulk', action: 'toggle-block' }, 'Seleziona almeno un utente'],
    ];
    for (const [fields, message] of cases) {
      const refused = await post(who, fields);
      expect(refused.status, JSON.stringify(fields)).toBeGreaterThanOrEqual(400);
      expect(refused.data?.toast.message).toBe(message);
    }
    expect(await balanceOf(person.id)).toBe(0);
    expect(await db.$count(pointsLedger, eq(pointsLedger.userId, person.id))).toBe(0);

    const added = await post(
      who,
      { intent: 'adjust-points', userId: person.id, points: '20', reason: 'Bonus evento' },
      userAction,
    );
    expect(added.data).toMatchObject({
      ok: true,
      toast: { message: 'Punti aggiornati: +20 punti, nuovo saldo 20 punti' },
    });
    expect(await balanceOf(person.id)).toBe(20);
    const detail = await runRoute<{
      detail: { ledger: { items: { kind: string; reason: string; delta: number }[] } };
    }>(userLoader as never, {
      request: new Request(`http://localhost:3000/admin/users/${person.id}`),
      context: routeContext({ viewer: who }),
      params: { userId: person.id },
    });
    expect(detail.data?.detail.ledger.items[0]).toMatchObject({
      kind: 'admin_adjustment',
      reason: 'Bonus evento',
      delta: 20,
    });
  });

  test('blocking ends sessions; an admin cannot block themselves', async () => {
    const who = await admin();
    const person = await createUser();
    await createSession(person.id, {
      id: `s-${person.id}`,
      token: `t-${person.id}`,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const unstated = await post(who, { intent: 'block', userId: person.id });
    expect(unstated.status).toBe(400);
    expect(unstated.data?.toast.message).toBe('Indica il motivo del blocco');
    expect((await db.select().from(users).where(eq(users.id, person.id)))[0]?.banned).toBe(false);
    const blocked = await post(who, {
      intent: 'block',
      userId: person.id,
      rule: 'conduct-automation',
      reason: 'Recensioni pubblicate da un programma',
    });
    expect(blocked.data?.toast.message).toBe('Utente bloccato');
    expect(await db.$count(sessions, eq(sessions.userId, person.id))).toBe(0);
    expect((await db.select().from(users).where(eq(users.id, person.id)))[0]?.banned).toBe(true);

    const self = await post(who, {
      intent: 'block',
      userId: who.id,
      rule: 'conduct-automation',
      reason: 'Prova',
    });
    expect(self.data?.toast.message).toBe('Non puoi bloccare il tuo account');
    expect((await db.select().from(users).where(eq(users.id, who.id)))[0]?.banned).toBe(false);
  });

  test('bulk points for three people in one go (repeated userIds fields)', async () => {
    const who = await admin();
    const people = [await createUser(), await createUser(), await createUser()];
    const outcome = await post(who, {
      intent: 'bulk',
      action: 'points',
      points: '15',
      reason: 'Concorso di novembre',
      userIds: people.map((person) => person.id),
    });
    expect(outcome.data?.toast.message).toBe('Azione applicata a 3 utenti');
    for (const person of people) expect(await balanceOf(person.id)).toBe(15);
  });

  test("a badge from a person's card: 'Badge assegnato con successo', then 'Badge già assegnato a questo utente'", async () => {
    const who = await admin();
    const person = await createUser();
    const badge = await createBadge({
      name: `Badge della scheda ${person.id}`,
      icon: 'Medal',
      thresholdPoints: 0,
    });
    const held = () =>
      db.$count(userBadges, and(eq(userBadges.userId, person.id), eq(userBadges.badgeId, badge.id)));
    const give = (fn: unknown = usersAction) =>
      post(who, { intent: 'assign-badge', userId: person.id, badgeId: badge.id }, fn);

    // Bad input first: the Italian reason, and nothing given.
    for (const [fields, message] of [
      [{ intent: 'assign-badge', userId: person.id }, 'Seleziona un badge'],
      [{ intent: 'assign-badge', userId: person.id, badgeId: '' }, 'Seleziona un badge'],
      [{ intent: 'assign-badge', userId: 'nessuno-così', badgeId: badge.id }, 'Utente non trovato'],
      [{ intent: 'assign-badge', userId: 'sconosciuto', badgeId: badge.id }, 'Utente non trovato'],
    ] as const) {
      const refused = await post(who, fields);
      expect(refused.status, JSON.stringify(fields)).toBeGreaterThanOrEqual(400);
      expect(refused.data?.toast.message).toBe(message);
    }
    expect(await held()).toBe(0);

    const given = await give();
    expect(given.status).toBe(200);
    expect(given.data).toMatchObject({
      ok: true,
      toast: { kind: 'success', title: 'Successo', message: 'Badge assegnato con successo' },
    });
    expect(await held()).toBe(1);

    // Again, from the list or from the person's page: a warning, not a success, and still one.
    for (const fn of [usersAction, userAction]) {
      const again = await give(fn);
      expect(again.status).toBe(409);
      expect(again.data).toMatchObject({
        ok: false,
        toast: { title: 'Attenzione', message: 'Badge già assegnato a questo utente' },
      });
    }
    expect(await held()).toBe(1);

    // Not an admin: sent away, nothing given.
    const other = await createUser();
    const stranger = await post(asViewer(other, false), {
      intent: 'assign-badge',
      userId: other.id,
      badgeId: badge.id,
    });
    expect([stranger.status, stranger.headers.get('Location')]).toEqual([302, '/']);
    expect(await db.$count(userBadges, eq(userBadges.userId, other.id))).toBe(0);
  });
});
