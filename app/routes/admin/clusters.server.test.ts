import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { captureQueries, db } from '#app/lib/db.server.ts';
import type { ClusterDetail } from '#app/modules/integrity/cluster-detail.server.ts';
import type { LinkedAccounts } from '#app/modules/integrity/cluster-linked-accounts.server.ts';
import type { ClusterList } from '#app/modules/integrity/cluster-list.server.ts';
import { approveReview } from '#app/modules/reviews/moderate-review.server.ts';
import type { AdminAnswer } from '#app/ui/admin/use-admin-action.ts';
import { accountClusterMembers, fraudReversals, pointsLedger, reviews, users } from '#db/schema/index.ts';
import { linkAccounts } from '#tests/support/clusters.ts';
import { createLedgerRow, createProduct, createReview, createUser } from '#tests/support/factories.ts';
import { asViewer, formRequest, routeContext, runRoute } from '#tests/support/route.ts';
import { action as clusterAction, loader as clusterLoader } from './cluster.tsx';
import { loader as clustersLoader } from './clusters.tsx';
import { loader as userLoader } from './user.tsx';

const admin = async () => asViewer(await createUser({ role: 'admin' }), true);
const get = <T>(fn: unknown, url: string, who: unknown, params: Record<string, string> = {}) =>
  runRoute<T>(fn as never, {
    request: new Request(`http://localhost:3000${url}`),
    context: routeContext({ viewer: who as never }),
    params,
  });
const post = (who: unknown, clusterId: string, fields: Record<string, string | string[] | undefined>) =>
  runRoute<AdminAnswer>(clusterAction as never, {
    request: formRequest(`/admin/users/clusters/${clusterId}`, fields),
    context: routeContext({ viewer: who as never }),
    params: { clusterId },
  });
const days = (n: number) => new Date(Date.now() - n * 86_400_000);

describe("'Account collegati' on a person's page", () => {
  test('lists the linked accounts with their evidence in Italian, dates, reviews and the group', async () => {
    const who = await admin();
    const person = await createUser({ firstName: 'Rita', lastName: 'Neri' });
    const twin = await createUser({ firstName: 'Rino', lastName: 'Neri' });
    const invited = await createUser({ firstName: 'Ivo', lastName: 'Bassi' });
    await linkAccounts(db, [person.id, twin.id], 'device', { firstSeen: days(10), lastSeen: days(2) });
    await linkAccounts(db, [person.id, twin.id], 'network', { firstSeen: days(9), lastSeen: days(1) });
    const clusterId = await linkAccounts(db, [person.id, invited.id], 'invite', {
      firstSeen: days(30),
      lastSeen: days(30),
    });
    const product = await createProduct();
    await createReview(product.id, twin.id, { status: 'in_revisione' });
    await createReview((await createProduct()).id, twin.id);

    const outcome = await get<{ linked: LinkedAccounts }>(userLoader, `/admin/users/${person.id}`, who, {
      userId: person.id,
    });
    expect(outcome.status).toBe(200);
    const { linked } = outcome.data!;
    expect(linked.cluster).toEqual({ id: clusterId, size: 3 });
    expect(linked.shortfall).toBe(0);
    expect(linked.accounts.map((account) => [account.name, account.evidence, account.reviews])).toEqual([
      ['Rino Neri', ['Stesso dispositivo', 'Stessa rete'], { pending: 1, published: 1, rejected: 0 }],
      ['Ivo Bassi', ['Invito'], { pending: 0, published: 0, rejected: 0 }],
    ]);
    expect(linked.accounts[0]!.firstSeen.toISOString().slice(0, 10)).toBe(
      days(10).toISOString().slice(0, 10),
    );
    expect(linked.accounts[0]!.lastSeen.toISOString().slice(0, 10)).toBe(days(1).toISOString().slice(0, 10));
  });

  test('empty when nothing links the person to anyone', async () => {
    const who = await admin();
    const person = await createUser();
    const outcome = await get<{ linked: LinkedAccounts }>(userLoader, `/admin/users/${person.id}`, who, {
      userId: person.id,
    });
    expect(outcome.data!.linked).toEqual({ cluster: null, accounts: [], shortfall: 0 });
  });
});

describe('the list of groups', () => {
  test('newest activity first, filtered by size, paged in SQL, one query a page', async () => {
    const who = await admin();
    const product = await createProduct();
    const old = [await createUser({ firstName: 'Vecchio' }), await createUser({ firstName: 'Antico' })];
    await db
      .update(users)
      .set({ createdAt: days(400) })
      .where(sql`${users.id} in (${old[0]!.id}, ${old[1]!.id})`);
    const oldCluster = await linkAccounts(
      db,
      old.map((person) => person.id),
      'email',
      {
        firstSeen: days(400),
        lastSeen: days(400),
      },
    );
    const big = [await createUser({ firstName: 'Uno' }), await createUser(), await createUser()];
    const bigCluster = await linkAccounts(
      db,
      big.map((person) => person.id),
      'device',
      {
        firstSeen: days(300),
        lastSeen: days(300),
      },
    );
    await db
      .update(users)
      .set({ createdAt: days(300) })
      .where(
        sql`${users.id} in (${sql.join(
          big.map((p) => sql`${p.id}`),
          sql`, `,
        )})`,
      );
    const review = await createReview(product.id, big[0]!.id, { status: 'in_revisione' });
    await approveReview({ actor: who, reviewId: review.id });
    await createReview((await createProduct()).id, big[1]!.id, { status: 'in_revisione' });

    const { result, queries } = await captureQueries(() =>
      get<{ list: ClusterList }>(clustersLoader, '/admin/users/clusters', who),
    );
    expect(queries).toHaveLength(1);
    const list = result.data!.list;
    const ids = list.items.map((item) => item.id);
    // The big group's review is newer than anything of the old group.
    expect(ids.indexOf(bigCluster)).toBeLessThan(ids.indexOf(oldCluster));
    expect(list.items.find((item) => item.id === bigCluster)).toMatchObject({
      size: 3,
      reviews: { pending: 1, published: 1, rejected: 0 },
      pointsEarned: 5,
    });
    // The three joined at the same moment: their names come in id order, whichever that is.
    expect(list.items.find((item) => item.id === bigCluster)!.memberNames).toContain('Uno Rossi');
    expect(list.items.find((item) => item.id === oldCluster)!.newestActivity!.getTime()).toBeLessThan(
      days(399).getTime(),
    );

    const atLeastThree = await get<{ list: ClusterList }>(
      clustersLoader,
      '/admin/users/clusters?minSize=3',
      who,
    );
    expect(atLeastThree.data!.list.items.map((item) => item.id)).toContain(bigCluster);
    expect(atLeastThree.data!.list.items.map((item) => item.id)).not.toContain(oldCluster);
    expect(atLeastThree.data!.list.items.every((item) => item.size >= 3)).toBe(true);

    // Past the last page: the last page, whatever was asked.
    const far = await get<{ list: ClusterList }>(clustersLoader, '/admin/users/clusters?page=999', who);
    expect(far.data!.list.page).toBe(far.data!.list.pageCount);
    expect(far.data!.list.items.length).toBeGreaterThan(0);
  });

  test('pages of 20', async () => {
    const who = await admin();
    for (let index = 0; index < 21; index += 1)
      await linkAccounts(db, [(await createUser()).id, (await createUser()).id], 'network');
    const first = await get<{ list: ClusterList }>(clustersLoader, '/admin/users/clusters', who);
    const second = await get<{ list: ClusterList }>(clustersLoader, '/admin/users/clusters?page=2', who);
    expect(first.data!.list.items).toHaveLength(20);
    expect(first.data!.list.total).toBe(first.data!.list.items.length + (first.data!.list.total - 20));
    expect(second.data!.list.page).toBe(2);
    const seen = new Set([...first.data!.list.items, ...second.data!.list.items].map((item) => item.id));
    expect(seen.size).toBe(first.data!.list.items.length + second.data!.list.items.length);
  });
});

describe("a group's page", () => {
  test('members, links and reviews with status, rating, product, date and risk; four queries', async () => {
    const who = await admin();
    const first = await createUser({ firstName: 'Elsa', lastName: 'Gatti' });
    const second = await createUser({ firstName: 'Ezio', lastName: 'Gatti', banned: true });
    const clusterId = await linkAccounts(db, [first.id, second.id], 'device');
    const product = await createProduct({ name: 'Frullatore Zeta' });
    const review = await createReview(product.id, first.id, { status: 'in_revisione', rating: 5 });
    await approveReview({ actor: who, reviewId: review.id });
    await db.update(reviews).set({ riskScore: 87 }).where(eq(reviews.id, review.id));
    await createReview(product.id, second.id, { status: 'in_revisione', title: 'Copia' });

    const { result, queries } = await captureQueries(() =>
      get<{ cluster: ClusterDetail }>(clusterLoader, `/admin/users/clusters/${clusterId}`, who, {
        clusterId,
      }),
    );
    expect(queries).toHaveLength(4);
    const cluster = result.data!.cluster;
    expect(cluster.members.map((member) => [member.name, member.banned, member.points])).toEqual([
      ['Elsa Gatti', false, 5],
      ['Ezio Gatti', true, 0],
    ]);
    expect(cluster.links).toEqual([expect.objectContaining({ evidence: 'Stesso dispositivo' })]);
    expect(cluster.reviews.items.map((item) => [item.title, item.status, item.riskScore])).toEqual([
      ['Copia', 'in_revisione', 0],
      ['Ottimo acquisto', 'pubblicata', 87],
    ]);
    expect(cluster.reviews.items[1]).toMatchObject({
      rating: 5,
      product: { name: 'Frullatore Zeta' },
      pointsEarned: 5,
      reversal: null,
    });
    expect(cluster.reversible.map((item) => item.id)).toEqual([review.id]);
    expect(cluster.totals).toEqual({ pending: 1, published: 1, reversed: 0, shortfall: 0, blocked: 1 });
  });

  test('an unknown or malformed group is a 404 with its Italian message', async () => {
    const who = await admin();
    for (const clusterId of [randomUUID(), 'non-un-gruppo']) {
      const outcome = await get(clusterLoader, `/admin/users/clusters/${clusterId}`, who, { clusterId });
      expect(outcome.status).toBe(404);
      expect(outcome.data).toEqual({ error: 'Gruppo di account non trovato' });
    }
  });
});

describe("a group's actions through the page", () => {
  test("'Storna punti': the shortfall shows on the group's page and on the person's page", async () => {
    const who = await admin();
    const person = await createUser({ firstName: 'Gino' });
    const twin = await createUser({ firstName: 'Gina' });
    const clusterId = await linkAccounts(db, [person.id, twin.id], 'device');
    const review = await createReview((await createProduct()).id, person.id, { status: 'in_revisione' });
    await approveReview({ actor: who, reviewId: review.id });
    // Spent 3 of the 5: only 2 can be taken back.
    await createLedgerRow(person.id, {
      delta: -3,
      kind: 'reward_redeemed',
      idempotencyKey: `spent-${person.id}`,
    });
    await db.execute(sql`update profiles set points = 2 where user_id = ${person.id}`);

    const answer = await post(who, clusterId, {
      intent: 'reverse-points',
      reason: 'Recensione copiata',
      reviewIds: [review.id],
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      ok: true,
      toast: { message: 'Punti stornati per 1 recensione: 2 punti (non recuperati: 3 punti)' },
    });
    const page = await get<{ cluster: ClusterDetail }>(
      clusterLoader,
      `/admin/users/clusters/${clusterId}`,
      who,
      {
        clusterId,
      },
    );
    expect(page.data!.cluster.totals).toMatchObject({ reversed: 2, shortfall: 3 });
    expect(page.data!.cluster.reviews.items[0]).toMatchObject({
      status: 'rifiutata',
      reversal: { due: 5, reversed: 2 },
    });
    expect(page.data!.cluster.reversible).toEqual([]);
    const userPage = await get<{ linked: LinkedAccounts }>(userLoader, `/admin/users/${person.id}`, who, {
      userId: person.id,
    });
    expect(userPage.data!.linked.shortfall).toBe(3);
  });

  test('bad input is refused in Italian with a 400 and nothing changes; a plain user is sent away', async () => {
    const who = await admin();
    const person = await createUser();
    const clusterId = await linkAccounts(db, [person.id, (await createUser()).id], 'device');
    const review = await createReview((await createProduct()).id, person.id, { status: 'in_revisione' });
    await approveReview({ actor: who, reviewId: review.id });
    const foreign = await createReview((await createProduct()).id, (await createUser()).id);
    const counts = async () =>
      (
        (await db.execute(sql`select (select count(*) from ${pointsLedger})::int as ledger,
          (select count(*) from ${fraudReversals})::int as reversals,
          (select count(*) from ${reviews} where status = 'pubblicata')::int as published,
          (select count(*) from ${users} where banned)::int as blocked,
          (select count(*) from ${accountClusterMembers})::int as members`)) as unknown as { rows: unknown[] }
      ).rows;
    const before = await counts();
    const cases: [Record<string, string | string[]>, number, string][] = [
      [{ intent: 'reverse-points', reason: 'x' }, 400, 'Seleziona almeno una recensione'],
      [{ intent: 'reverse-points', reviewIds: [review.id] }, 400, 'Indica il motivo'],
      [
        { intent: 'reverse-points', reason: 'x', reviewIds: ['1'] },
        400,
        'Una delle recensioni selezionate non appartiene a questo gruppo di account',
      ],
      [
        { intent: 'reverse-points', reason: 'x', reviewIds: [review.id, foreign.id] },
        400,
        'Una delle recensioni selezionate non appartiene a questo gruppo di account',
      ],
      [{ intent: 'reject-pending', reason: '   ' }, 400, 'Indica il motivo'],
      [
        { intent: 'block-members', reason: 'x'.repeat(501) },
        400,
        'Il motivo può contenere al massimo 500 caratteri',
      ],
      [{ intent: 'cancella-tutto' }, 400, 'Operazione non valida'],
    ];
    for (const [fields, status, message] of cases) {
      const answer = await post(who, clusterId, fields);
      expect([answer.status, answer.data?.toast.message]).toEqual([status, message]);
    }
    const unknown = await post(who, randomUUID(), { intent: 'block-members', reason: 'x' });
    expect([unknown.status, unknown.data?.toast.message]).toEqual([404, 'Gruppo di account non trovato']);
    const asUser = await post(asViewer(await createUser()), clusterId, {
      intent: 'block-members',
      reason: 'x',
    });
    expect(asUser.status).toBe(302);
    expect(await counts()).toEqual(before);
  });
});
