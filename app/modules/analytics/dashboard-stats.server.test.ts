import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { AppError } from '#app/lib/app-error.ts';
import { db } from '#app/lib/db.server.ts';
import { formatPrice } from '#app/lib/format.ts';
import { applyPoints } from '#app/modules/points/ledger.server.ts';
import { rewards } from '#db/schema/index.ts';
import {
  createMerchant,
  createOffer,
  createOfferClicks,
  createProduct,
  createReview,
  createRewardRequest,
  createUser,
} from '#tests/support/factories.ts';
import { grantPoints } from '#tests/support/ledger.ts';
import { DASHBOARD_CSV_HEADER, dashboardCsv, exportDashboardCsv } from './dashboard-csv.server.ts';
import { type DashboardStats, getDashboardStats } from './dashboard-stats.server.ts';
import { clearStatsCache } from './stats-cache.server.ts';

let admin: { id: string; isAdmin: true };
const member = { id: 'not-an-admin', isAdmin: false };

beforeAll(async () => {
  admin = { id: (await createUser({ role: 'admin' })).id, isAdmin: true };
});

/** Middle of the Rome month `back` months before the current one (never near a month's edge). */
function midMonth(back: number): Date {
  const [year, month] = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome' })
    .format(new Date())
    .split('-')
    .map(Number);
  return new Date(Date.UTC(year!, month! - 1 - back, 15, 12));
}

const fresh = async () => (await getDashboardStats(admin, { fresh: true })).value;

async function rewardRequest(
  userId: string,
  rewardName: string,
  status: 'pending' | 'approved' | 'rejected',
) {
  const [reward] = await db.select().from(rewards).where(eq(rewards.name, rewardName));
  await createRewardRequest(userId, reward!, { status });
}

async function surveyCredit(userId: string, points: number) {
  await db.transaction((tx) =>
    applyPoints(tx, { userId, delta: points, kind: 'survey', idempotencyKey: crypto.randomUUID() }),
  );
}

describe('dashboard KPI', () => {
  test('is for admins only', async () => {
    const refusal = await getDashboardStats(member).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).status).toBe(403);
    const exportRefusal = await exportDashboardCsv(member).catch((error: unknown) => error);
    expect((exportRefusal as AppError).status).toBe(403);
  });

  test('counts what the database holds, figure by figure', async () => {
    const before = await fresh();

    const [confirmed, blocked, unconfirmed] = await Promise.all([
      createUser(),
      createUser({ banned: true }),
      createUser({ emailVerified: false }),
    ]);
    await createUser({ createdAt: new Date(Date.now() - 40 * 86_400_000) });

    const listed = await createProduct();
    const waiting = await createProduct({ status: 'pending' });
    await createProduct({ status: 'inactive' });
    await Promise.all([
      createReview(listed.id, confirmed!.id, { status: 'in_revisione' }),
      createReview(listed.id, blocked!.id, { status: 'pubblicata' }),
      createReview(listed.id, unconfirmed!.id, { status: 'rifiutata' }),
      createReview(waiting.id, confirmed!.id, { status: 'pubblicata' }),
    ]);

    const shop = await createMerchant();
    const [active] = await Promise.all([
      createOffer(listed.id, shop.id),
      createOffer(listed.id, shop.id),
      createOffer(listed.id, shop.id, { inStock: false }),
      createOffer(listed.id, shop.id, { isApproved: false }),
      createOffer(listed.id, shop.id, { isForSale: false }),
      createOffer(waiting.id, shop.id),
    ]);
    await createOfferClicks([
      { offerId: active!.id },
      { offerId: active!.id, userId: confirmed!.id },
      { offerId: active!.id, createdAt: new Date(Date.now() - 31 * 86_400_000) },
    ]);

    await grantPoints(confirmed!.id, 120);
    await surveyCredit(confirmed!.id, 7);
    await surveyCredit(blocked!.id, 3);
    await rewardRequest(confirmed!.id, 'Buono 5 €', 'pending');
    await rewardRequest(confirmed!.id, 'Buono 10 €', 'pending');
    await rewardRequest(blocked!.id, 'Buono 25 €', 'approved');
    await rewardRequest(blocked!.id, 'Buono 50 €', 'rejected');

    const after = await fresh();
    const delta = <T extends Record<string, number>>(pick: (stats: DashboardStats) => T) =>
      Object.fromEntries(
        Object.entries(pick(after)).map(([key, value]) => [key, value - pick(before)[key]!]),
      );

    expect(delta((stats) => stats.users)).toEqual({ total: 4, confirmed: 3, blocked: 1, newLast30Days: 3 });
    expect(delta((stats) => stats.reviews)).toEqual({ total: 4, inReview: 1, published: 2, rejected: 1 });
    expect(after.reviewStatus.map((entry) => [entry.status, entry.label])).toEqual([
      ['in_revisione', 'In revisione'],
      ['pubblicata', 'Pubblicata'],
      ['rifiutata', 'Rifiutata'],
    ]);
    expect(after.reviewStatus.map((entry) => entry.reviews)).toEqual([
      after.reviews.inReview,
      after.reviews.published,
      after.reviews.rejected,
    ]);
    expect(delta((stats) => stats.rewardRequests)).toEqual({
      pending: 2,
      pendingEuros: 15,
      handedOut: 1,
      handedOutEuros: 25,
    });
    expect(after.surveyCompletions - before.surveyCompletions).toBe(2);
    expect(delta((stats) => stats.points)).toEqual({ inCirculation: 130, issued: 130 });
    // Two offers are approved, for sale and in stock on a listed product; the rest are not shown.
    expect(after.activeOffers - before.activeOffers).toBe(2);
    expect(delta((stats) => stats.products)).toEqual({ total: 3, pending: 1, approved: 1, inactive: 1 });
    expect(after.affiliateClicksLast30Days - before.affiliateClicksLast30Days).toBe(2);
  });

  test('new users per month: the last 6 Rome months, oldest first, empty ones as 0', async () => {
    const before = await fresh();
    await createUser({ createdAt: midMonth(2) });
    await createUser({ createdAt: midMonth(2) });
    await createUser({ createdAt: midMonth(5) });
    await createUser({ createdAt: midMonth(6) });
    const after = await fresh();

    expect(after.newUsersByMonth).toHaveLength(6);
    const thisMonth = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome' })
      .format(new Date())
      .slice(0, 7);
    expect(after.newUsersByMonth.at(-1)!.month).toBe(thisMonth);
    expect(after.newUsersByMonth[0]!.month).toBe(midMonth(5).toISOString().slice(0, 7));
    expect(after.newUsersByMonth.map((entry) => entry.label)).toEqual(
      after.newUsersByMonth.map((entry) => {
        const [year, month] = entry.month.split('-');
        const names = ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'];
        return `${names[Number(month) - 1]} ${year}`;
      }),
    );
    const added = after.newUsersByMonth.map(
      (entry, index) => entry.users - before.newUsersByMonth[index]!.users,
    );
    expect(added).toEqual([1, 0, 0, 2, 0, 0]);
  });

  test('is kept 300 s in the database; clearing the cache shows new figures at once', async () => {
    const first = await fresh();
    await createUser();
    const cached = await getDashboardStats(admin);
    expect(cached.fromCache).toBe(true);
    expect(cached.computedAt).toBe((await getDashboardStats(admin)).computedAt);
    expect(cached.value.users.total).toBe(first.users.total);

    await clearStatsCache(admin);
    const recomputed = await getDashboardStats(admin);
    expect(recomputed.fromCache).toBe(false);
    expect(recomputed.value.users.total).toBe(first.users.total + 1);
  });

  test('CSV: BOM, Metrica;Valore;Dettagli, Italian labels and the figures shown', async () => {
    const { value, computedAt } = await getDashboardStats(admin, { fresh: true });
    const text = dashboardCsv(value, computedAt);
    expect(text.startsWith('\uFEFFMetrica;Valore;Dettagli\r\n')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(DASHBOARD_CSV_HEADER.join(';'));
    expect(lines).toContain(`Utenti totali;${value.users.total};`);
    expect(lines).toContain(`Recensioni in revisione;${value.reviews.inReview};In attesa di moderazione`);
    expect(lines).toContain(
      `Richieste premio in attesa;${value.rewardRequests.pending};Valore ${formatPrice(value.rewardRequests.pendingEuros)}`,
    );
    expect(lines).toContain(
      `Punti in circolazione;${value.points.inCirculation};Somma dei saldi degli utenti`,
    );
    const months = lines.filter((line) => line.startsWith('Nuovi utenti ') && !line.includes('30 giorni'));
    expect(months).toHaveLength(6);
    expect(lines.at(-1)).toMatch(/^Dati calcolati il;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};Ora italiana$/);
    // Every row has exactly three fields.
    expect(lines.every((line) => line.split(';').length === 3)).toBe(true);

    const response = await exportDashboardCsv(admin);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="dashboard-kpi-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const body = new Uint8Array(await response.arrayBuffer());
    expect([...body.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
