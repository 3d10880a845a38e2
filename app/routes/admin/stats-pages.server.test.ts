import { describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { adminStatsCache } from '#db/schema/index.ts';
import { createUser } from '#tests/support/factories.ts';
import { asViewer, formRequest, routeContext, runRoute } from '#tests/support/route.ts';
import type { AdminAnswer } from '#app/ui/admin/use-admin-action.ts';
import { loader as analyticsLoader } from './analytics.tsx';
import { loader as exportLoader } from './dashboard-export.ts';
import { action as dashboardAction, loader as dashboardLoader } from './dashboard.tsx';

const admin = async () => asViewer(await createUser({ role: 'admin' }), true);
const get = (fn: unknown, path: string, who: unknown) =>
  runRoute<Record<string, unknown>>(fn as never, {
    request: new Request(`http://localhost:3000${path}`),
    context: routeContext({ viewer: who as never }),
  });

describe('Dashboard KPI and Analytics Avanzate pages', () => {
  test('the dashboard reads cached figures; Pulisci cache empties the shared cache', async () => {
    const who = await admin();
    const first = await get(dashboardLoader, '/admin', who);
    const stats = first.data?.stats as { users: { total: number }; newUsersByMonth: unknown[] };
    expect(stats.users.total).toBeGreaterThanOrEqual(1);
    expect(stats.newUsersByMonth).toHaveLength(6);
    expect(await db.$count(adminStatsCache)).toBeGreaterThan(0);

    const cleared = await runRoute<AdminAnswer>(dashboardAction as never, {
      request: formRequest('/admin', { intent: 'clear-cache' }),
      context: routeContext({ viewer: who }),
    });
    expect(cleared.data).toMatchObject({ ok: true, toast: { message: 'Cache pulita' } });
    expect(await db.$count(adminStatsCache)).toBe(0);

    const bad = await runRoute<AdminAnswer>(dashboardAction as never, {
      request: formRequest('/admin', { intent: 'drop-tables' }),
      context: routeContext({ viewer: who }),
    });
    expect(bad.status).toBe(400);
    expect(bad.data?.toast.message).toBe('Azione non valida');
  });

  test('Export CSV: Metrica;Valore;Dettagli with a BOM', async () => {
    const who = await admin();
    const response = (await exportLoader({
      request: new Request('http://localhost:3000/admin/dashboard/export'),
      context: routeContext({ viewer: who }),
      params: {},
    } as never)) as Response;
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes).startsWith('Metrica;Valore;Dettagli\r\n')).toBe(true);
    expect(response.headers.get('Content-Disposition')).toMatch(/dashboard-kpi-\d{4}-\d{2}-\d{2}\.csv/);
  });

  test('each analytics view and period answers; unknown values fall back to 6 months, overview', async () => {
    const who = await admin();
    for (const view of ['overview', 'users', 'reviews', 'performance'])
      for (const period of ['3', '6', '12']) {
        const outcome = await get(analyticsLoader, `/admin/analytics?view=${view}&period=${period}`, who);
        expect(outcome.data?.data).toMatchObject({ view, months: Number(period) });
      }
    const odd = await get(analyticsLoader, '/admin/analytics?view=__proto__&period=7', who);
    expect(odd.data?.query).toEqual({ months: 6, view: 'overview' });
  });
});
