import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { captureQueries, db } from '#app/lib/db.server.ts';
import { badges, users } from '#db/schema/index.ts';
import {
  createProduct,
  createReview,
  createUser,
  createUserBadges,
  createUsers,
} from '#tests/support/factories.ts';
import { grantPoints } from '#tests/support/ledger.ts';
import { getUserForAdmin } from './get-user-detail.server.ts';
import { exportUsersCsv, listUsersForAdmin, USERS_CSV_HEADER } from './list-users.server.ts';
import { parseUsersQuery } from './users-query.ts';

const admin = { id: 'list-admin', isAdmin: true };
const nobody = { id: 'list-user', isAdmin: false };

/** Every test's people share a surname of their own, so `q` isolates them from the rest of the file. */
const list = (params: Record<string, string>) =>
  listUsersForAdmin(admin, parseUsersQuery(new URLSearchParams(params)));
const ids = async (params: Record<string, string>) => (await list(params)).items.map((item) => item.id);
const setCreatedAt = (id: string, iso: string) =>
  db
    .update(users)
    .set({ createdAt: new Date(iso) })
    .where(eq(users.id, id));

let ada: Awaited<ReturnType<typeof createUser>>;
let bruno: Awaited<ReturnType<typeof createUser>>;
let carla: Awaited<ReturnType<typeof createUser>>;
let dario: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  await createUser({ id: 'list-admin', role: 'admin', firstName: 'Mara', lastName: 'Admin' });
  // Four people of one family, signed up on different days, newest last.
  ada = await createUser({ firstName: 'Ada', lastName: 'Filtrini', email: 'ada.filtrini@example.com' });
  bruno = await createUser({ firstName: 'Bruno', lastName: 'Filtrini', banned: true });
  carla = await createUser({ firstName: 'Carla', lastName: 'Filtrini', emailVerified: false });
  dario = await createUser({ firstName: 'Dario', lastName: 'Filtrini', role: 'admin' });
  await setCreatedAt(ada.id, '2026-01-10T10:00:00Z');
  await setCreatedAt(bruno.id, '2026-03-05T10:00:00Z');
  await setCreatedAt(carla.id, '2026-05-20T10:00:00Z');
  await setCreatedAt(dario.id, '2026-07-01T10:00:00Z');
  await grantPoints(ada.id, 30);
  await grantPoints(bruno.id, 300);
  await grantPoints(carla.id, 1200);
  const product = await createProduct();
  const other = await createProduct();
  const third = await createProduct();
  await createReview(product.id, ada.id, { status: 'pubblicata' });
  await createReview(other.id, ada.id, { status: 'in_revisione' });
  await createReview(third.id, ada.id, { status: 'rifiutata' });
  await createReview(product.id, bruno.id, { status: 'pubblicata' });
  const [first] = await db.select().from(badges).where(eq(badges.name, 'Prima recensione'));
  const [reliable] = await db.select().from(badges).where(eq(badges.name, 'Recensore affidabile'));
  await createUserBadges([
    { userId: ada.id, badgeId: reliable!.id },
    { userId: ada.id, badgeId: first!.id },
  ]);
});

describe('Gestione Utenti list', () => {
  test('a card carries name, e-mail, role, status, balance, lifetime points, tier, review counts, badges and sign-up date', async () => {
    const { items, total, capped, pageCount } = await list({ q: 'Filtrini' });
    expect(items.map((item) => item.id)).toEqual([dario.id, carla.id, bruno.id, ada.id]);
    expect({ total, capped, pageCount }).toEqual({ total: 4, capped: false, pageCount: 1 });
    expect(items.at(-1)).toMatchObject({
      id: ada.id,
      name: 'Ada Filtrini',
      email: 'ada.filtrini@example.com',
      role: 'user',
      status: 'active',
      points: 30,
      lifetimePoints: 30,
      tier: 'Bronze',
      reviews: { published: 1, pending: 1, rejected: 1, total: 3 },
      badges: ['Prima recensione', 'Recensore affidabile'],
      createdAt: new Date('2026-01-10T10:00:00Z'),
    });
    expect(items.find((item) => item.id === bruno.id)).toMatchObject({ status: 'blocked', tier: 'Silver' });
    expect(items.find((item) => item.id === carla.id)).toMatchObject({ status: 'unconfirmed', tier: 'Gold' });
    expect(items[0]).toMatchObject({ role: 'admin', reviews: { total: 0 }, badges: [] });
  });

  test('each filter narrows the list', async () => {
    expect(await ids({ q: 'ada.filtrini@' })).toEqual([ada.id]);
    expect(await ids({ q: 'carla filtrini' })).toEqual([carla.id]);
    expect(await ids({ q: bruno.id })).toEqual([bruno.id]);
    expect(await ids({ q: 'Filtrini', status: 'active' })).toEqual([dario.id, ada.id]);
    expect(await ids({ q: 'Filtrini', status: 'blocked' })).toEqual([bruno.id]);
    expect(await ids({ q: 'Filtrini', status: 'unconfirmed' })).toEqual([carla.id]);
    expect(await ids({ q: 'Filtrini', role: 'admin' })).toEqual([dario.id]);
    expect(await ids({ q: 'Filtrini', role: 'user' })).toEqual([carla.id, bruno.id, ada.id]);
    expect(await ids({ q: 'Filtrini', tier: 'Bronze' })).toEqual([dario.id, ada.id]);
    expect(await ids({ q: 'Filtrini', tier: 'Silver' })).toEqual([bruno.id]);
    expect(await ids({ q: 'Filtrini', tier: 'Gold' })).toEqual([carla.id]);
    expect(await ids({ q: 'Filtrini', pointsMin: '100' })).toEqual([carla.id, bruno.id]);
    expect(await ids({ q: 'Filtrini', pointsMax: '300' })).toEqual([dario.id, bruno.id, ada.id]);
    expect(await ids({ q: 'Filtrini', pointsMin: '10', pointsMax: '300' })).toEqual([bruno.id, ada.id]);
    expect(await ids({ q: 'Filtrini', from: '2026-03-05' })).toEqual([dario.id, carla.id, bruno.id]);
    expect(await ids({ q: 'Filtrini', to: '2026-03-05' })).toEqual([bruno.id, ada.id]);
    expect(await ids({ q: 'Filtrini', from: '2026-02-01', to: '2026-06-01' })).toEqual([carla.id, bruno.id]);
    expect(await ids({ userId: carla.id })).toEqual([carla.id]);
    // A wildcard typed by the admin is a character, not a pattern.
    expect(await ids({ q: '%' })).toEqual([]);
  });

  test('pages of the chosen size, in order, with the page count', async () => {
    // 3 per page is not a size of this list: the default 10 applies.
    expect((await list({ q: 'Filtrini', pageSize: '3' })).items).toHaveLength(4);
    for (let n = 0; n < 7; n += 1) await createUser({ firstName: `Pag${n}`, lastName: 'Paginetti' });
    const page1 = await list({ q: 'Paginetti', pageSize: '5' });
    const page2 = await list({ q: 'Paginetti', pageSize: '5', page: '2' });
    expect(page1).toMatchObject({ total: 7, pageCount: 2 });
    expect(page1.items).toHaveLength(5);
    expect(page2.items).toHaveLength(2);
    expect(new Set([...page1.items, ...page2.items].map((item) => item.id)).size).toBe(7);
  });

  test('past 1,000 matches the count stops ("oltre 1.000"), and later pages still come', async () => {
    const now = Date.now();
    await createUsers(
      Array.from({ length: 1005 }, (_, index) => ({
        id: `molti-${index + 1}`,
        name: `Molti ${index + 1}`,
        email: `molti.${index + 1}@example.com`,
        firstName: null,
        lastName: null,
        createdAt: new Date(now - (index + 1) * 60_000),
      })),
    );
    const first = await list({ q: 'molti', pageSize: '50' });
    expect(first).toMatchObject({ total: 1000, capped: true, pageCount: 20 });
    expect(first.items[0]!.id).toBe('molti-1');
    const beyond = await list({ q: 'molti', pageSize: '5', page: '201' });
    expect(beyond.items.map((item) => item.id)).toEqual([
      'molti-1001',
      'molti-1002',
      'molti-1003',
      'molti-1004',
      'molti-1005',
    ]);
    expect((await list({ q: 'molti', pageSize: '5', page: '202' })).items).toEqual([]);
  });

  test('a page is two queries, whatever its size', async () => {
    const { queries } = await captureQueries(() => list({ q: 'Filtrini', pageSize: '50' }));
    expect(queries).toHaveLength(2);
  });

  test('a non-admin is refused the list, the export and the detail', async () => {
    const query = parseUsersQuery(new URLSearchParams());
    await expect(listUsersForAdmin(nobody, query)).rejects.toMatchObject({ status: 403 });
    expect(() => exportUsersCsv(nobody, query)).toThrow(/Accesso negato/);
    await expect(getUserForAdmin(nobody, ada.id)).rejects.toMatchObject({ status: 403 });
  });

  test('the CSV export has the spec columns and the filtered people', async () => {
    const response = exportUsersCsv(
      admin,
      parseUsersQuery(new URLSearchParams({ q: 'Filtrini', tier: 'Bronze' })),
    );
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="utenti-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await response.text();
    const [header, ...rows] = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(USERS_CSV_HEADER.join(';'));
    expect(rows).toEqual([
      `${dario.id};${dario.id};Dario;Filtrini;0;01/07/2026 12:00;;${dario.email};Attivo;Amministratore;0`,
      `${ada.id};${ada.id};Ada;Filtrini;30;10/01/2026 11:00;Prima recensione, Recensore affidabile;ada.filtrini@example.com;Attivo;Utente;30`,
    ]);
  });
});

describe("'Vedi utente'", () => {
  test('profile, status, ledger, reviews, reward requests and badges; an unknown id is Utente non trovato', async () => {
    const detail = await getUserForAdmin(admin, ada.id);
    expect(detail.user).toMatchObject({ id: ada.id, name: 'Ada Filtrini', status: 'active', points: 30 });
    expect(detail.ledger.total).toBe(1);
    expect(detail.ledger.items[0]).toMatchObject({
      delta: 30,
      kind: 'admin_adjustment',
      kindLabel: 'Modifica dello staff',
    });
    expect(detail.reviews.map((review) => review.status).sort()).toEqual([
      'in_revisione',
      'pubblicata',
      'rifiutata',
    ]);
    expect(detail.rewardRequests).toEqual({ items: [], total: 0 });
    expect(detail.badges.map((badge) => badge.name)).toEqual(['Prima recensione', 'Recensore affidabile']);
    await expect(getUserForAdmin(admin, 'nessuno-con-questo-id')).rejects.toMatchObject({
      status: 404,
      message: 'Utente non trovato',
    });
    await expect(getUserForAdmin(admin, "'; drop table users; --")).rejects.toMatchObject({ status: 404 });
  });
});
