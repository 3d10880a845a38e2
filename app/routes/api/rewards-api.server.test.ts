import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import type { Viewer } from '#app/modules/accounts/viewer.server.ts';
import { redeemReward } from '#app/modules/rewards/redeem-reward.server.ts';
import { badges, pointsLedger, profiles, rewardRequests, users } from '#db/schema/index.ts';
import { createUser, createUserBadge } from '#tests/support/factories.ts';
import { balance, grantPoints } from '#tests/support/ledger.ts';
import { asViewer, jsonRequest as json, routeContext, runRoute } from '#tests/support/route.ts';
import { action as moderateRewardAction } from './admin/rewards-moderate.ts';
import { loader as pendingRewardsLoader } from './admin/rewards-pending.ts';
import { middleware as adminGuard } from './admin-guard.tsx';
import { loader as badgesLoader } from './badges-user.ts';
import { action as redeemAction } from './rewards-redeem.ts';
import { action as profileAction, loader as profileLoader } from './user-profile.ts';

const get = (path: string) => new Request(`http://localhost:3000${path}`);

type Issues = { error: string; issues: { field: string; message: string }[] };
type RedeemReply = {
  request: { id: string; reward_type: string; points_cost: number; status: string };
  created: boolean;
  points: number;
};
type Profile = {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
  points: number;
  lifetime_points: number;
  tier: string;
  email_notifications: string[];
  created_at: unknown;
};

const ALL_KINDS = ['review_approved', 'reward_approved', 'points_added', 'badge_assigned', 'price_alert'];

const requestsOf = (userId: string) =>
  db.select().from(rewardRequests).where(eq(rewardRequests.userId, userId));
const requestById = async (id: string) =>
  (await db.select().from(rewardRequests).where(eq(rewardRequests.id, id)))[0]!;
const profileRow = async (userId: string) =>
  (await db.select().from(profiles).where(eq(profiles.userId, userId)))[0]!;
const userRow = async (userId: string) => (await db.select().from(users).where(eq(users.id, userId)))[0]!;

let admin: Viewer;

beforeAll(async () => {
  admin = asViewer(await createUser({ role: 'admin', firstName: 'Mara' }), true);
});

describe('POST /api/rewards/redeem', () => {
  const redeem = (viewer: Viewer | null, body: unknown, headers: Record<string, string> = {}) =>
    runRoute<RedeemReply & Issues>(redeemAction, {
      request: json('/api/rewards/redeem', body, 'POST', headers),
      context: routeContext({ viewer }),
    });

  test('without a session: 401', async () => {
    const outcome = await redeem(null, { reward_type: 'Buono 5 €', points_cost: 50 });
    expect(outcome.status).toBe(401);
    expect(outcome.data?.error).toBe('Accesso richiesto');
  });

  test('only POST is accepted', async () => {
    const user = asViewer(await createUser());
    const outcome = await runRoute<{ error: string }>(redeemAction, {
      request: get('/api/rewards/redeem'),
      context: routeContext({ viewer: user }),
    });
    expect(outcome.status).toBe(405);
    expect(outcome.data?.error).toBe('Metodo non consentito');
  });

  test('a bad body is a 400 with Italian messages, and nothing is spent', async () => {
    const user = asViewer(await createUser());
    await grantPoints(user.id, 60);
    const notInteger = await redeem(user, { reward_type: 'Buono 5 €', points_cost: 'abc' });
    expect(notInteger.status).toBe(400);
    expect(notInteger.data?.error).toBe('Dati non validi');
    expect(notInteger.data?.issues).toEqual([
      { field: 'points_cost', message: 'points_cost deve essere un numero intero' },
    ]);

    const several = await redeem(user, { reward_type: '  ', points_cost: -50 });
    expect(several.status).toBe(400);
    expect(several.data?.issues).toEqual(
      expect.arrayContaining([
        { field: 'reward_type', message: 'reward_type è obbligatorio' },
        { field: 'points_cost', message: 'points_cost deve essere positivo' },
      ]),
    );

    const fraction = await redeem(user, { reward_type: 'Buono 5 €', points_cost: 49.5 });
    expect(fraction.status).toBe(400);
    expect(fraction.data?.issues).toEqual([
      { field: 'points_cost', message: 'points_cost deve essere un numero intero' },
    ]);

    const missing = await redeem(user, {});
    expect(missing.status).toBe(400);
    expect(missing.data?.issues.map((issue) => issue.field).sort()).toEqual(['points_cost', 'reward_type']);

    const notJson = await runRoute<{ error: string }>(redeemAction, {
      request: new Request('http://localhost:3000/api/rewards/redeem', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"reward_type": ',
      }),
      context: routeContext({ viewer: user }),
    });
    expect(notJson.status).toBe(400);
    expect(notJson.data?.error).toBe('Richiesta non valida: il corpo deve essere JSON');

    expect(await requestsOf(user.id)).toEqual([]);
    expect((await balance(user.id)).points).toBe(60);
  });

  test('a forged cost is refused and nothing changes', async () => {
    const user = asViewer(await createUser());
    await grantPoints(user.id, 60);
    const outcome = await redeem(
      user,
      { reward_type: 'Buono 5 €', points_cost: 1 },
      { 'Idempotency-Key': 'forged-cost-1' },
    );
    expect(outcome.status).toBe(400);
    expect(outcome.data?.error).toBe('Il costo indicato non corrisponde a quello del premio');
    expect(await requestsOf(user.id)).toEqual([]);
    expect(await balance(user.id)).toEqual({ points: 60, lifetime: 60 });
    const ledger = await db.select().from(pointsLedger).where(eq(pointsLedger.userId, user.id));
    expect(ledger.map((row) => row.kind)).toEqual(['admin_adjustment']);
  });

  test('an unknown reward is a 404', async () => {
    const user = asViewer(await createUser());
    await grantPoints(user.id, 600);
    const outcome = await redeem(user, { reward_type: 'Buono 1000 €', points_cost: 50 });
    expect(outcome.status).toBe(404);
    expect(outcome.data?.error).toBe('Premio non disponibile');
    expect(await requestsOf(user.id)).toEqual([]);
    expect((await balance(user.id)).points).toBe(600);
  });

  test('redeems once: 201 with the new balance, then 200 created:false for the same Idempotency-Key', async () => {
    const user = asViewer(await createUser());
    await grantPoints(user.id, 60);
    const body = { reward_type: 'Buono 5 €', points_cost: 50 };
    const first = await redeem(user, body, { 'Idempotency-Key': 'api-retry-0001' });
    expect(first.status).toBe(201);
    expect(first.data).toMatchObject({
      created: true,
      points: 10,
      request: { reward_type: 'Buono 5 €', points_cost: 50, status: 'pending' },
    });
    const rows = await requestsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: first.data?.request.id,
      status: 'pending',
      pointsCost: 50,
      rewardType: 'Buono 5 €',
    });
    expect(await balance(user.id)).toEqual({ points: 10, lifetime: 60 });

    const again = await redeem(user, body, { 'Idempotency-Key': 'api-retry-0001' });
    expect(again.status).toBe(200);
    expect(again.data).toMatchObject({
      created: false,
      points: 10,
      request: { id: first.data?.request.id, points_cost: 50, status: 'pending' },
    });
    expect(await requestsOf(user.id)).toHaveLength(1);
    expect((await balance(user.id)).points).toBe(10);
  });

  test('idempotency_key in the body works like the header', async () => {
    const user = asViewer(await createUser());
    await grantPoints(user.id, 120);
    const body = { reward_type: 'Buono 5 €', points_cost: 50, idempotency_key: 'body-key-0001' };
    const first = await redeem(user, body);
    const second = await redeem(user, body);
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.data?.request.id).toBe(first.data?.request.id);
    expect(await requestsOf(user.id)).toHaveLength(1);
    expect((await balance(user.id)).points).toBe(70);
  });

  test('too few points: 409 and nothing is recorded', async () => {
    const user = asViewer(await createUser());
    await grantPoints(user.id, 40);
    const outcome = await redeem(
      user,
      { reward_type: 'Buono 5 €', points_cost: 50 },
      { 'Idempotency-Key': 'too-poor-0001' },
    );
    expect(outcome.status).toBe(409);
    expect(outcome.data?.error).toBe('Punti insufficienti per questo premio');
    expect(await requestsOf(user.id)).toEqual([]);
    expect(await balance(user.id)).toEqual({ points: 40, lifetime: 40 });
  });
});

describe('GET and PUT /api/user/profile', () => {
  let person: Viewer;

  beforeAll(async () => {
    person = asViewer(await createUser({ firstName: 'Luca', lastName: 'Verdi' }));
    await grantPoints(person.id, 30);
  });

  const put = (viewer: Viewer | null, body: unknown) =>
    runRoute<Profile & Issues>(profileAction, {
      request: json('/api/user/profile', body, 'PUT'),
      context: routeContext({ viewer }),
    });

  test('without a session: 401 on GET and PUT', async () => {
    const read = await runRoute<{ error: string }>(profileLoader, {
      request: get('/api/user/profile'),
      context: routeContext({ viewer: null }),
    });
    expect(read.status).toBe(401);
    expect(read.data?.error).toBe('Accesso richiesto');
    const write = await put(null, { first_name: 'Mario' });
    expect(write.status).toBe(401);
  });

  test('a session whose profile is gone: 404 with the Italian message on GET and PUT, nothing written', async () => {
    const orphan = asViewer(await createUser({ firstName: 'Senza', lastName: 'Profilo' }));
    await db.delete(profiles).where(eq(profiles.userId, orphan.id));
    const read = await runRoute<{ error: string }>(profileLoader, {
      request: get('/api/user/profile'),
      context: routeContext({ viewer: orphan }),
    });
    expect(read.status).toBe(404);
    expect(read.data?.error).toBe('Profilo non trovato');
    const write = await put(orphan, { first_name: 'Mario' });
    expect(write.status).toBe(404);
    const [account] = await db.select().from(users).where(eq(users.id, orphan.id));
    expect(account?.name).not.toContain('Mario');
  });

  test('GET answers the own profile with points, tier and e-mail choices', async () => {
    const outcome = await runRoute<Profile>(profileLoader, {
      request: get('/api/user/profile'),
      context: routeContext({ viewer: person }),
    });
    expect(outcome.status).toBe(200);
    expect(Object.keys(outcome.data!).sort()).toEqual(
      [
        'id',
        'email',
        'first_name',
        'last_name',
        'avatar_url',
        'points',
        'lifetime_points',
        'tier',
        'email_notifications',
        'created_at',
      ].sort(),
    );
    expect(outcome.data).toMatchObject({
      id: person.id,
      email: person.email,
      first_name: 'Luca',
      last_name: 'Verdi',
      avatar_url: null,
      points: 30,
      lifetime_points: 30,
      tier: 'Bronze',
      email_notifications: ALL_KINDS,
    });
  });

  test.each([[{ points: 99999 }], [{ role: 'admin' }], [{ first_name: 'Mario', email: 'x@example.com' }]])(
    'PUT %o is refused by name and changes nothing',
    async (body) => {
      const before = await profileRow(person.id);
      const beforeUser = await userRow(person.id);
      const outcome = await put(person, body);
      expect(outcome.status).toBe(400);
      expect(outcome.data?.issues).toHaveLength(1);
      expect(outcome.data?.issues[0]?.message).toMatch(/^Campi non modificabili/);
      expect(outcome.data?.issues[0]?.message).toContain(
        Object.keys(body).find((key) => key !== 'first_name'),
      );
      expect(await profileRow(person.id)).toEqual(before);
      expect(await userRow(person.id)).toEqual(beforeUser);
      expect(beforeUser.role).toBe('user');
      expect(before.points).toBe(30);
    },
  );

  test('PUT validates the names in Italian', async () => {
    const before = await profileRow(person.id);
    const outcome = await put(person, { first_name: 'A', last_name: 'B' });
    expect(outcome.status).toBe(400);
    expect(outcome.data?.issues).toEqual(
      expect.arrayContaining([
        { field: 'first_name', message: 'Il nome deve contenere almeno 2 caratteri' },
        { field: 'last_name', message: 'Il cognome deve contenere almeno 2 caratteri' },
      ]),
    );
    const controls = await put(person, { first_name: 'Ma\nrio', last_name: 'Ros\tsi' });
    expect(controls.status).toBe(400);
    expect(controls.data?.issues).toEqual(
      expect.arrayContaining([
        { field: 'first_name', message: 'Il nome contiene caratteri non consentiti' },
        { field: 'last_name', message: 'Il cognome contiene caratteri non consentiti' },
      ]),
    );
    const unknownKind = await put(person, { email_notifications: ['newsletter'] });
    expect(unknownKind.status).toBe(400);
    expect(unknownKind.data?.issues[0]?.message).toBe('Tipo di email non valido');
    expect(await profileRow(person.id)).toEqual(before);
  });

  test('PUT with valid names updates the profile and the account name', async () => {
    const outcome = await put(person, { first_name: '  Giulia ', last_name: 'Bianchi' });
    expect(outcome.status).toBe(200);
    expect(outcome.data).toMatchObject({
      id: person.id,
      first_name: 'Giulia',
      last_name: 'Bianchi',
      points: 30,
    });
    expect(await profileRow(person.id)).toMatchObject({ firstName: 'Giulia', lastName: 'Bianchi' });
    expect((await userRow(person.id)).name).toBe('Giulia Bianchi');

    const onlyFirst = await put(person, { first_name: 'Giorgia' });
    expect(onlyFirst.data).toMatchObject({ first_name: 'Giorgia', last_name: 'Bianchi' });
    expect((await userRow(person.id)).name).toBe('Giorgia Bianchi');
  });

  test('PUT email_notifications stores every other kind as opted out', async () => {
    const outcome = await put(person, { email_notifications: ['review_approved'] });
    expect(outcome.status).toBe(200);
    expect(outcome.data?.email_notifications).toEqual(['review_approved']);
    const { emailOptOut } = await profileRow(person.id);
    expect([...emailOptOut].sort()).toEqual(ALL_KINDS.filter((kind) => kind !== 'review_approved').sort());

    const all = await put(person, { email_notifications: ALL_KINDS });
    expect(all.data?.email_notifications).toEqual(ALL_KINDS);
    expect((await profileRow(person.id)).emailOptOut).toEqual([]);
  });

  test.each(['POST', 'PATCH', 'DELETE'])('%s on the action is a 405', async (method) => {
    const before = await profileRow(person.id);
    const outcome = await runRoute<{ error: string }>(profileAction, {
      request: json('/api/user/profile', { first_name: 'Paolo' }, method),
      context: routeContext({ viewer: person }),
    });
    expect(outcome.status).toBe(405);
    expect(outcome.data?.error).toBe('Metodo non consentito');
    expect(await profileRow(person.id)).toEqual(before);
  });
});

describe('GET /api/badges/user', () => {
  test('without a session: 401', async () => {
    const outcome = await runRoute(badgesLoader, {
      request: get('/api/badges/user'),
      context: routeContext({ viewer: null }),
    });
    expect(outcome.status).toBe(401);
  });

  test('every badge, unlocked only where assigned', async () => {
    const person = asViewer(await createUser());
    const all = await db.select().from(badges);
    expect(all.length).toBeGreaterThanOrEqual(2);
    const chosen = all.find((badge) => badge.name === 'Recensore affidabile') ?? all[0]!;
    await createUserBadge(person.id, chosen.id);

    const outcome = await runRoute<{
      badges: { id: string; name: string; unlocked: boolean; assignedAt: unknown }[];
    }>(badgesLoader, { request: get('/api/badges/user'), context: routeContext({ viewer: person }) });
    expect(outcome.status).toBe(200);
    const list = outcome.data!.badges;
    expect(list.map((badge) => badge.id).sort()).toEqual(all.map((badge) => badge.id).sort());
    expect(list.filter((badge) => badge.unlocked).map((badge) => badge.id)).toEqual([chosen.id]);
    expect(list.find((badge) => badge.id === chosen.id)?.assignedAt).not.toBeNull();
    for (const badge of list.filter((item) => !item.unlocked)) expect(badge.assignedAt).toBeNull();

    // Someone else's badge is not the viewer's.
    const other = asViewer(await createUser());
    const theirs = await runRoute<{ badges: { unlocked: boolean }[] }>(badgesLoader, {
      request: get('/api/badges/user'),
      context: routeContext({ viewer: other }),
    });
    expect(theirs.data?.badges.some((badge) => badge.unlocked)).toBe(false);
  });
});

describe('admin reward APIs', () => {
  let customer: Viewer;
  let stranger: Viewer;
  let toApprove: string;
  let toReject: string;

  beforeAll(async () => {
    customer = asViewer(await createUser({ firstName: 'Sara' }));
    stranger = asViewer(await createUser());
    await grantPoints(customer.id, 200);
    toApprove = (
      await redeemReward({
        userId: customer.id,
        rewardType: 'Buono 5 €',
        idempotencyKey: 'admin-api-approve',
      })
    ).requestId;
    toReject = (
      await redeemReward({
        userId: customer.id,
        rewardType: 'Buono 10 €',
        idempotencyKey: 'admin-api-reject',
      })
    ).requestId;
  });

  const moderate = (viewer: Viewer | null, verb: 'approve' | 'reject', body: unknown) =>
    runRoute<Issues & { changed: boolean; code?: string | null; refunded?: number }>(moderateRewardAction, {
      request: json(`/api/admin/rewards/${verb}`, body),
      context: routeContext({ viewer }),
    });
  const pending = (viewer: Viewer | null, search = '') =>
    runRoute<
      Issues & {
        items: { id: string; status: string }[];
        total: number;
        pageCount: number;
        page: number;
        limit: number;
      }
    >(pendingRewardsLoader, {
      request: get(`/api/admin/rewards/pending${search}`),
      context: routeContext({ viewer }),
    });

  test('a non-admin gets 403 (guard and handlers), anonymous 401, and nothing changes', async () => {
    for (const viewer of [customer, stranger]) {
      for (const path of [
        '/api/admin/rewards/pending',
        '/api/admin/rewards/approve',
        '/api/admin/rewards/reject',
      ]) {
        let reached = false;
        const outcome = await runRoute(
          (async (args: never) => {
            for (const fn of adminGuard) await fn(args, async () => ((reached = true), new Response('ok')));
            return new Response('ok');
          }) as never,
          { request: new Request(`http://localhost:3000${path}`), context: routeContext({ viewer }) },
        );
        expect(outcome.status).toBe(403);
        expect(reached).toBe(false);
      }
      // Reached directly (no layout), the handlers check the role themselves.
      const approve = await moderate(viewer, 'approve', { reward_id: toApprove, code: 'FURBO-1234' });
      expect(approve.status).toBe(403);
      expect(approve.data?.error).toBe('Accesso negato: serve un account amministratore');
      const reject = await moderate(viewer, 'reject', { reward_id: toReject, reason: 'Perché sì' });
      expect(reject.status).toBe(403);
      expect((await pending(viewer)).status).toBe(403);
    }
    expect((await moderate(null, 'approve', { reward_id: toApprove })).status).toBe(401);
    expect((await pending(null)).status).toBe(401);

    expect(await requestById(toApprove)).toMatchObject({ status: 'pending', voucherCode: null });
    expect(await requestById(toReject)).toMatchObject({ status: 'pending', rejectionReason: null });
    expect((await balance(customer.id)).points).toBe(50);
  });

  test('a malformed reward_id is a 400; an unknown one a 404', async () => {
    for (const verb of ['approve', 'reject'] as const) {
      const outcome = await moderate(admin, verb, {
        reward_id: 'non-un-id',
        reason: 'Motivo',
        rule: 'account-true-data',
      });
      expect(outcome.status).toBe(400);
      expect(outcome.data?.issues).toEqual([{ field: 'reward_id', message: 'Richiesta premio non valida' }]);
    }
    const unknown = await moderate(admin, 'approve', {
      reward_id: '00000000-0000-4000-8000-000000000000',
      code: 'CODICE-1234',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.data?.error).toBe('Richiesta premio non trovata');
  });

  test('only POST is accepted', async () => {
    const outcome = await runRoute<{ error: string }>(moderateRewardAction, {
      request: get('/api/admin/rewards/approve'),
      context: routeContext({ viewer: admin }),
    });
    expect(outcome.status).toBe(405);
  });

  test('rejecting needs a reason: "" is a 400 and nothing changes', async () => {
    const empty = await moderate(admin, 'reject', { reward_id: toReject, reason: '' });
    expect(empty.status).toBe(400);
    expect(empty.data?.error).toBe('Indica il motivo del rifiuto');
    const blank = await moderate(admin, 'reject', { reward_id: toReject, reason: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.data?.error).toBe('Indica il motivo del rifiuto');
    const missing = await moderate(admin, 'reject', { reward_id: toReject });
    expect(missing.status).toBe(400);
    expect(missing.data?.issues).toEqual([
      { field: 'reason', message: 'Indica il motivo del rifiuto' },
      { field: 'rule', message: 'Scegli la regola applicata' },
    ]);
    const unruled = await moderate(admin, 'reject', {
      reward_id: toReject,
      reason: 'Dati falsi',
      rule: 'review-once',
    });
    expect(unruled.status).toBe(400);
    expect(unruled.data?.error).toBe('Scegli la regola applicata');
    expect(await requestById(toReject)).toMatchObject({ status: 'pending', rejectionReason: null });
    expect((await balance(customer.id)).points).toBe(50);
  });

  test('the pending list: only pending requests, with total and pageCount; a bad limit is a 400', async () => {
    const other = asViewer(await createUser());
    await grantPoints(other.id, 500);
    const decided = (
      await redeemReward({ userId: other.id, rewardType: 'Buono 5 €', idempotencyKey: 'admin-api-decided' })
    ).requestId;
    await db.update(rewardRequests).set({ status: 'approved' }).where(eq(rewardRequests.id, decided));

    const [row] = await db
      .select({ value: count() })
      .from(rewardRequests)
      .where(eq(rewardRequests.status, 'pending'));
    const expectedTotal = row!.value;

    const list = await pending(admin, '?limit=10');
    expect(list.status).toBe(200);
    expect(list.data?.total).toBe(expectedTotal);
    expect(list.data?.pageCount).toBe(Math.max(1, Math.ceil(expectedTotal / 10)));
    expect(list.data).toMatchObject({ page: 1, limit: 10 });
    expect(list.data?.items.every((item) => item.status === 'pending')).toBe(true);
    const ids = list.data!.items.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([toApprove, toReject]));
    expect(ids).not.toContain(decided);

    const defaults = await pending(admin);
    expect(defaults.data).toMatchObject({ limit: 20, page: 1, total: expectedTotal });

    const bad = await pending(admin, '?limit=7');
    expect(bad.status).toBe(400);
    expect(bad.data?.issues).toEqual([{ field: 'limit', message: 'limit deve essere 10, 20 o 50' }]);
    const badPage = await pending(admin, '?page=0');
    expect(badPage.status).toBe(400);
    expect(badPage.data?.issues).toEqual([{ field: 'page', message: 'page deve essere almeno 1' }]);
  });

  test('approving with a code: the request is approved with it; a second approval changes nothing', async () => {
    const first = await moderate(admin, 'approve', { reward_id: toApprove, code: 'AMZ-TEST-1234' });
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ changed: true, code: 'AMZ-TEST-1234' });
    expect(await requestById(toApprove)).toMatchObject({
      status: 'approved',
      voucherCode: 'AMZ-TEST-1234',
      processedBy: admin.id,
    });

    const again = await moderate(admin, 'approve', { reward_id: toApprove, code: 'ALTRO-9999' });
    expect(again.data).toEqual({ changed: false, code: 'AMZ-TEST-1234' });
    expect((await requestById(toApprove)).voucherCode).toBe('AMZ-TEST-1234');
    expect((await balance(customer.id)).points).toBe(50);

    const list = await pending(admin, '?limit=50');
    expect(list.data?.items.map((item) => item.id)).not.toContain(toApprove);
  });

  test('rejecting with a reason refunds the points exactly once', async () => {
    const first = await moderate(admin, 'reject', {
      reward_id: toReject,
      reason: 'Dati di spedizione errati',
      rule: 'account-true-data',
    });
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ changed: true, refunded: 100 });
    expect(await requestById(toReject)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Dati di spedizione errati',
      processedBy: admin.id,
    });
    expect((await balance(customer.id)).points).toBe(150);

    const again = await moderate(admin, 'reject', {
      reward_id: toReject,
      reason: 'Ancora',
      rule: 'account-true-data',
    });
    expect(again.data).toEqual({ changed: false, refunded: 0 });
    expect((await balance(customer.id)).points).toBe(150);
    const refunds = await db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, customer.id), eq(pointsLedger.kind, 'reward_refunded')));
    expect(refunds.map((entry) => entry.delta)).toEqual([100]);

    // An approved request cannot be rejected afterwards (no refund of a used voucher).
    const late = await moderate(admin, 'reject', {
      reward_id: toApprove,
      reason: 'Ripensamento',
      rule: 'account-true-data',
    });
    expect(late.data).toEqual({ changed: false, refunded: 0 });
    expect((await requestById(toApprove)).status).toBe('approved');
    expect((await balance(customer.id)).points).toBe(150);
  });
});
