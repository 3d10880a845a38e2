import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { pointsLedger, profiles } from '#db/schema/index.ts';
import { createUser } from '#tests/support/factories.ts';
import { asViewer, jsonRequest, routeContext, runRoute } from '#tests/support/route.ts';
import { action as changePoints } from './admin/points-change.ts';
import { loader as pointsStats } from './admin/points-stats.ts';

type Answer = {
  success?: boolean;
  new_points?: number;
  error?: string;
  issues?: { field: string; message: string }[];
};

const balanceOf = async (userId: string) =>
  (await db.select({ points: profiles.points }).from(profiles).where(eq(profiles.userId, userId)))[0]?.points;

describe('admin points API (add_user_points / remove_user_points / get_points_stats)', () => {
  test('adds and removes with a reason; bad bodies are a 400 in Italian and move nothing', async () => {
    const admin = asViewer(await createUser({ role: 'admin' }), true);
    const person = await createUser();
    const call = (path: string, body: unknown) =>
      runRoute<Answer>(changePoints as never, {
        request: jsonRequest(path, body),
        context: routeContext({ viewer: admin }),
      });

    const refused: [string, unknown, string, string][] = [
      [
        '/api/admin/points/add',
        { target_user_id: person.id, points_to_add: 10 },
        'reason',
        'Indica il motivo della modifica dei punti',
      ],
      [
        '/api/admin/points/add',
        { target_user_id: person.id, points_to_add: -10, reason: 'x' },
        'points_to_add',
        'points_to_add deve essere un numero intero positivo',
      ],
      [
        '/api/admin/points/add',
        { target_user_id: person.id, points_to_add: 'dieci', reason: 'x' },
        'points_to_add',
        'points_to_add deve essere un numero intero positivo',
      ],
      [
        '/api/admin/points/add',
        { target_user_id: '../x', points_to_add: 10, reason: 'x' },
        'target_user_id',
        'Utente non trovato',
      ],
      [
        '/api/admin/points/remove',
        { target_user_id: person.id, points_to_remove: 0, reason: 'x' },
        'points_to_remove',
        'points_to_remove deve essere un numero intero positivo',
      ],
    ];
    for (const [path, body, field, message] of refused) {
      const outcome = await call(path, body);
      expect(outcome.status, JSON.stringify(body)).toBe(400);
      expect(outcome.data?.error).toBe(message);
      expect(outcome.data?.issues?.[0]?.field).toBe(field);
    }
    // A removal states the rule of the terms it applies.
    for (const rule of [undefined, 'conduct-automation'])
      expect(
        await call('/api/admin/points/remove', {
          target_user_id: person.id,
          points_to_remove: 5,
          reason: 'Errore',
          ...(rule ? { rule } : {}),
        }),
      ).toMatchObject({ status: 400, data: { success: false, error: 'Scegli la regola applicata' } });
    const tooMuch = await call('/api/admin/points/remove', {
      target_user_id: person.id,
      points_to_remove: 5,
      reason: 'Errore',
      rule: 'points-earned-fairly',
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.data).toEqual({
      success: false,
      error: 'Il saldo non può scendere sotto zero: disponibili 0 punti',
    });
    expect(await db.$count(pointsLedger, eq(pointsLedger.userId, person.id))).toBe(0);

    expect(
      (
        await call('/api/admin/points/add', {
          target_user_id: person.id,
          points_to_add: 30,
          reason: 'Concorso',
        })
      ).data,
    ).toEqual({
      success: true,
      new_points: 30,
    });
    expect(
      (
        await call('/api/admin/points/remove', {
          target_user_id: person.id,
          points_to_remove: 12,
          reason: 'Correzione',
          rule: 'points-earned-fairly',
        })
      ).data,
    ).toEqual({
      success: true,
      new_points: 18,
    });
    expect(await balanceOf(person.id)).toBe(18);

    const stats = await runRoute<{ total_points: number; total_issued: number }>(pointsStats as never, {
      request: new Request('http://localhost:3000/api/admin/points/stats'),
      context: routeContext({ viewer: admin }),
    });
    expect(stats.data?.total_points).toBeGreaterThanOrEqual(18);
    expect(stats.data?.total_issued).toBeGreaterThanOrEqual(stats.data!.total_points);
  });
});
