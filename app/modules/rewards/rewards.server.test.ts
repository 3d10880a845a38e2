import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { AppError } from '#app/lib/app-error.ts';
import { db, queryRows } from '#app/lib/db.server.ts';
import { emailsTo } from '#app/modules/notifications/outbox.server.ts';
import { statementsOf } from '#app/modules/decisions/statements.server.ts';
import {
  activities,
  auditLog,
  pointsLedger,
  rewardRequests,
  rewards,
  voucherCodes,
} from '#db/schema/index.ts';
import { createUser } from '#tests/support/factories.ts';
import { balance, grantPoints, ledgerInvariantBreaches } from '#tests/support/ledger.ts';
import { exportRewardRequestsCsv, listRewardRequests } from './list-reward-requests.server.ts';
import {
  addVoucherCodes,
  approveRewardRequest,
  rejectRewardRequest,
  reopenRewardRequestOnAppeal,
} from './moderate-reward.server.ts';
import { redeemReward, REDEEM_ERRORS } from './redeem-reward.server.ts';
import { parseRewardRequestsQuery } from './reward-requests-query.ts';
import { listRewardCatalog } from './rewards-catalog.server.ts';

let admin: { id: string; isAdmin: true };
let fiveEuro: typeof rewards.$inferSelect;

beforeAll(async () => {
  admin = { id: (await createUser({ role: 'admin', firstName: 'Mara' })).id, isAdmin: true };
  fiveEuro = (await db.select().from(rewards).where(eq(rewards.name, 'Buono 5 €')))[0]!;
});

const requestsOf = (userId: string) =>
  db.select().from(rewardRequests).where(eq(rewardRequests.userId, userId));
const ledgerOf = (userId: string) =>
  db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(pointsLedger.createdAt);

async function reasonOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message };
    throw error;
  }
  return null;
}

describe('voucher catalogue', () => {
  test('the default vouchers, cheapest first, with what a person can afford', async () => {
    const user = await createUser();
    await grantPoints(user.id, 120);
    const catalog = await listRewardCatalog(user.id);
    expect(catalog.points).toBe(120);
    expect(catalog.rewards.map((reward) => [reward.name, reward.costPoints, reward.affordable])).toEqual([
      ['Buono 5 €', 50, true],
      ['Buono 10 €', 100, true],
      ['Buono 25 €', 250, false],
      ['Buono 50 €', 500, false],
    ]);
    const anonymous = await listRewardCatalog(null);
    expect(anonymous.rewards.every((reward) => reward.affordable === null)).toBe(true);
  });
});

describe('redeeming', () => {
  test('debits the cost at once through the ledger and leaves a pending request', async () => {
    const user = await createUser();
    await grantPoints(user.id, 60);
    const outcome = await redeemReward({
      userId: user.id,
      rewardId: fiveEuro.id,
      idempotencyKey: 'page-view-1',
    });
    expect(outcome).toMatchObject({ pointsCost: 50, created: true, points: 10 });
    expect(await balance(user.id)).toEqual({ points: 10, lifetime: 60 });
    const [request] = await requestsOf(user.id);
    expect(request).toMatchObject({ status: 'pending', pointsCost: 50, rewardType: 'Buono 5 €' });
    const ledger = await ledgerOf(user.id);
    expect(ledger.map((row) => [row.kind, row.delta])).toEqual([
      ['admin_adjustment', 60],
      ['reward_redeemed', -50],
    ]);
    const [line] = await db.select().from(activities).where(eq(activities.userId, user.id));
    expect(line?.text).toBe('Hai richiesto un Buono 5 €: è in attesa di approvazione');
  });

  test('50 concurrent redemptions by a user who can afford one: one request, one debit', async () => {
    const user = await createUser();
    await grantPoints(user.id, 60);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        redeemReward({ userId: user.id, rewardId: fiveEuro.id, idempotencyKey: `concurrent-${index}` }),
      ),
    );
    const fulfilled = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(fulfilled).toHaveLength(1);
    const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(refusals).toHaveLength(49);
    for (const refusal of refusals) {
      expect(refusal).toBeInstanceOf(AppError);
      expect((refusal as AppError).message).toBe(REDEEM_ERRORS.points);
    }
    expect(await requestsOf(user.id)).toHaveLength(1);
    const debits = (await ledgerOf(user.id)).filter((row) => row.kind === 'reward_redeemed');
    expect(debits).toHaveLength(1);
    expect(await balance(user.id)).toMatchObject({ points: 10 });
  });

  test('a double click or a retry with the same key redeems once, even at the same moment', async () => {
    const user = await createUser();
    await grantPoints(user.id, 500);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () =>
        redeemReward({ userId: user.id, rewardId: fiveEuro.id, idempotencyKey: 'same-page-view' }),
      ),
    );
    expect(new Set(outcomes.map((outcome) => outcome.requestId)).size).toBe(1);
    expect(outcomes.filter((outcome) => outcome.created)).toHaveLength(1);
    expect(await requestsOf(user.id)).toHaveLength(1);
    expect(await balance(user.id)).toMatchObject({ points: 450 });
  });

  test('refuses a forged cost, an unknown voucher, too few points and a blocked account, changing nothing', async () => {
    const user = await createUser();
    await grantPoints(user.id, 40);
    expect(
      await reasonOf(
        redeemReward({
          userId: user.id,
          rewardType: 'Buono 5 €',
          claimedCost: 1,
          idempotencyKey: 'forged-1',
        }),
      ),
    ).toEqual({ status: 400, message: 'Il costo indicato non corrisponde a quello del premio' });
    expect(
      await reasonOf(
        redeemReward({
          userId: user.id,
          rewardType: 'Buono 1000 €',
          claimedCost: 1,
          idempotencyKey: 'forged-2',
        }),
      ),
    ).toEqual({ status: 404, message: 'Premio non disponibile' });
    expect(
      await reasonOf(redeemReward({ userId: user.id, rewardId: fiveEuro.id, idempotencyKey: 'too-few-1' })),
    ).toEqual({ status: 409, message: 'Punti insufficienti per questo premio' });

    const blocked = await createUser({ banned: true });
    await grantPoints(blocked.id, 100);
    expect(
      await reasonOf(
        redeemReward({ userId: blocked.id, rewardId: fiveEuro.id, idempotencyKey: 'blocked-1' }),
      ),
    ).toEqual({ status: 403, message: 'Il tuo account è sospeso: non puoi riscattare premi.' });

    expect(await requestsOf(user.id)).toEqual([]);
    expect(await requestsOf(blocked.id)).toEqual([]);
    expect(await balance(user.id)).toMatchObject({ points: 40 });
    expect(await balance(blocked.id)).toMatchObject({ points: 100 });
  });
});

describe('approving and rejecting', () => {
  async function pendingRequest(points = 60) {
    const user = await createUser({ firstName: 'Paolo', lastName: 'Neri' });
    await grantPoints(user.id, points);
    const { requestId } = await redeemReward({
      userId: user.id,
      rewardId: fiveEuro.id,
      idempotencyKey: `pending-${crypto.randomUUID()}`,
    });
    return { user, requestId };
  }

  test('approving records the code, mails it and audits; a second approval changes nothing', async () => {
    const { user, requestId } = await pendingRequest();
    expect(await approveRewardRequest({ actor: admin, requestId, code: 'AMZ-5EUR-0001' })).toEqual({
      changed: true,
      code: 'AMZ-5EUR-0001',
    });
    expect(await approveRewardRequest({ actor: admin, requestId, code: 'AMZ-OTHER-9999' })).toEqual({
      changed: false,
      code: 'AMZ-5EUR-0001',
    });
    expect(
      await rejectRewardRequest({
        actor: admin,
        requestId,
        reason: 'Troppo tardi',
        rule: 'points-earned-fairly',
      }),
    ).toEqual({
      changed: false,
      refunded: 0,
    });
    const [request] = await requestsOf(user.id);
    expect(request).toMatchObject({
      status: 'approved',
      voucherCode: 'AMZ-5EUR-0001',
      processedBy: admin.id,
    });
    expect(request?.processedAt).toBeInstanceOf(Date);
    expect(await balance(user.id)).toMatchObject({ points: 10 });
    const mails = await emailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Buono 5 €');
    expect(mails[0]?.text).toContain('AMZ-5EUR-0001');
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, requestId));
    expect(audit.map((row) => row.action)).toEqual(['reward.approve']);
  });

  test('approving without a code takes the next free one of the pool, never the same twice', async () => {
    const [tenEuro] = await db.select().from(rewards).where(eq(rewards.name, 'Buono 10 €'));
    expect(
      await addVoucherCodes({
        actor: admin,
        rewardId: tenEuro!.id,
        codes: ['POOL-10-A', 'POOL-10-B', 'POOL-10-A'],
      }),
    ).toEqual({ added: 2 });
    const requests = [];
    for (let index = 0; index < 3; index++) {
      const user = await createUser();
      await grantPoints(user.id, 100);
      requests.push(
        (
          await redeemReward({
            userId: user.id,
            rewardId: tenEuro!.id,
            idempotencyKey: `pool-request-${index}`,
          })
        ).requestId,
      );
    }
    const approved = await Promise.all(
      requests.slice(0, 2).map((requestId) => approveRewardRequest({ actor: admin, requestId })),
    );
    expect(approved.map((outcome) => outcome.code).sort()).toEqual(['POOL-10-A', 'POOL-10-B']);
    expect(await reasonOf(approveRewardRequest({ actor: admin, requestId: requests[2]! }))).toEqual({
      status: 409,
      message: 'Nessun codice disponibile per questo premio: inseriscine uno',
    });
    const used = await db
      .select({ value: count() })
      .from(voucherCodes)
      .where(and(eq(voucherCodes.rewardId, tenEuro!.id), sql`${voucherCodes.usedAt} is not null`));
    expect(used[0]?.value).toBe(2);
    const [third] = await db.select().from(rewardRequests).where(eq(rewardRequests.id, requests[2]!));
    expect(third?.status).toBe('pending');
  });

  test('rejecting needs a reason, refunds exactly once, tells the user why and how much', async () => {
    const { user, requestId } = await pendingRequest();
    expect(
      await reasonOf(
        rejectRewardRequest({ actor: admin, requestId, reason: '   ', rule: 'points-earned-fairly' }),
      ),
    ).toEqual({
      status: 400,
      message: 'Indica il motivo del rifiuto',
    });
    expect(await balance(user.id)).toMatchObject({ points: 10 });

    const outcomes = await Promise.all([
      rejectRewardRequest({
        actor: admin,
        requestId,
        reason: 'Dati di fatturazione incompleti',
        rule: 'points-earned-fairly',
      }),
      rejectRewardRequest({
        actor: admin,
        requestId,
        reason: 'Dati di fatturazione incompleti',
        rule: 'points-earned-fairly',
      }),
    ]);
    expect(outcomes.filter((outcome) => outcome.changed)).toEqual([{ changed: true, refunded: 50 }]);
    expect(
      await rejectRewardRequest({ actor: admin, requestId, reason: 'Ancora', rule: 'points-earned-fairly' }),
    ).toEqual({
      changed: false,
      refunded: 0,
    });
    expect(await approveRewardRequest({ actor: admin, requestId, code: 'LATE-0001' })).toMatchObject({
      changed: false,
    });
    expect(await balance(user.id)).toMatchObject({ points: 60 });
    const refunds = (await ledgerOf(user.id)).filter((row) => row.kind === 'reward_refunded');
    expect(refunds.map((row) => row.delta)).toEqual([50]);
    const [request] = await requestsOf(user.id);
    expect(request).toMatchObject({ status: 'rejected', rejectionReason: 'Dati di fatturazione incompleti' });
    const texts = (await db.select().from(activities).where(eq(activities.userId, user.id))).map(
      (row) => row.text,
    );
    expect(texts).toContain(
      'La richiesta di Buono 5 € è stata rifiutata. Motivo: Dati di fatturazione incompleti. Ti abbiamo restituito 50 punti.',
    );
    const mails = await emailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Dati di fatturazione incompleti');
    // Two concurrent refusals, one decision: one statement of reasons, in the mail too.
    expect(await statementsOf(user.id)).toMatchObject([
      {
        kind: 'reward_refused',
        subject: { type: 'reward_request', id: requestId },
        rule: { code: 'points-earned-fairly', href: '/legal/terms#art-8' },
        details: 'Dati di fatturazione incompleti',
      },
    ]);
    expect(mails[0]?.text).toContain(
      'Regola applicata: Termini e condizioni, art. 8 — I punti ottenuti in modo scorretto possono essere annullati.',
    );
    expect(mails[0]?.text).toContain('50 punti');
  });

  test('a person who turned the e-mail off gets no mail, but the request is still processed', async () => {
    const { user, requestId } = await pendingRequest();
    await db.execute(sql`update profiles set email_opt_out = '{reward_approved}' where user_id = ${user.id}`);
    await approveRewardRequest({ actor: admin, requestId, code: 'QUIET-0001' });
    expect(await emailsTo(user.email)).toEqual([]);
  });

  test('non-admins can do nothing, and nothing changes', async () => {
    const { user, requestId } = await pendingRequest();
    const intruder = { id: user.id, isAdmin: false };
    for (const attempt of [
      approveRewardRequest({ actor: intruder, requestId, code: 'SELF-0001' }),
      rejectRewardRequest({ actor: intruder, requestId, reason: 'x', rule: 'points-earned-fairly' }),
      addVoucherCodes({ actor: intruder, rewardId: fiveEuro.id, codes: ['SELF-0002'] }),
      listRewardRequests(intruder, parseRewardRequestsQuery(new URLSearchParams())),
    ]) {
      expect((await reasonOf(attempt))?.status).toBe(403);
    }
    const [request] = await requestsOf(user.id);
    expect(request?.status).toBe('pending');
    expect(await db.select().from(voucherCodes).where(eq(voucherCodes.code, 'SELF-0002'))).toEqual([]);
  });

  test('an upheld appeal re-opens a refused request once, taking its points again; a new refusal refunds again', async () => {
    const { user, requestId } = await pendingRequest();
    const reject = (reason: string) =>
      rejectRewardRequest({ actor: admin, requestId, reason, rule: 'points-earned-fairly' });
    const reopen = () => db.transaction((tx) => reopenRewardRequestOnAppeal(tx, { actor: admin, requestId }));
    await reject('Dati di fatturazione incompleti');
    expect(await balance(user.id)).toMatchObject({ points: 60 });

    expect(await reopen()).toEqual({ changed: true });
    expect(await reopen()).toEqual({ changed: false });
    const [request] = await requestsOf(user.id);
    expect(request).toMatchObject({
      status: 'pending',
      rejectionReason: null,
      processedAt: null,
      processedBy: null,
    });
    expect(await balance(user.id)).toMatchObject({ points: 10 });
    const texts = (await db.select().from(activities).where(eq(activities.userId, user.id))).map((row) => [
      row.text,
      row.pointsEarned,
    ]);
    expect(texts).toContainEqual([
      'La tua richiesta di Buono 5 € torna in valutazione: il tuo ricorso è stato accolto. Abbiamo di nuovo riservato 50 punti per il premio.',
      -50,
    ]);
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, requestId));
    expect(audit.map((row) => row.action)).toEqual(['reward.reject', 'reward.appeal_upheld']);
    expect((await emailsTo(user.email)).map((mail) => mail.template)).toEqual(['reward_rejected']);

    // Refused again, and upheld again on a second appeal: each step moves the points once.
    expect(await reject('Ancora incompleti')).toEqual({ changed: true, refunded: 50 });
    expect(await balance(user.id)).toMatchObject({ points: 60 });
    expect(await reopen()).toEqual({ changed: true });
    expect(await balance(user.id)).toMatchObject({ points: 10 });
    expect(
      (await ledgerOf(user.id)).map((row) => [row.delta, row.idempotencyKey.replace(user.id, '<u>')]),
    ).toEqual([
      [60, expect.stringMatching(/^test-grant:/)],
      [-50, expect.stringMatching(/^redeem:<u>:pending-/)],
      [50, `reward-refund:${requestId}`],
      [-50, `reward-reopened:${requestId}`],
      [50, `reward-refund:${requestId}:2`],
      [-50, `reward-reopened:${requestId}:2`],
    ]);
    expect(await approveRewardRequest({ actor: admin, requestId, code: 'APPEAL-0001' })).toEqual({
      changed: true,
      code: 'APPEAL-0001',
    });
    expect(await reopen()).toEqual({ changed: false });
  });

  test('a refused request is not re-opened when the balance no longer covers it', async () => {
    const { user, requestId } = await pendingRequest();
    await rejectRewardRequest({
      actor: admin,
      requestId,
      reason: 'Dati mancanti',
      rule: 'points-earned-fairly',
    });
    // The refunded points were spent on another voucher meanwhile.
    await redeemReward({
      userId: user.id,
      rewardId: fiveEuro.id,
      idempotencyKey: `again-${crypto.randomUUID()}`,
    });
    expect(
      await reasonOf(db.transaction((tx) => reopenRewardRequestOnAppeal(tx, { actor: admin, requestId }))),
    ).toEqual({
      status: 409,
      message: 'Il saldo di questa persona non copre più il premio: la richiesta non si può riaprire',
    });
    const request = (await requestsOf(user.id)).find((row) => row.id === requestId);
    expect(request?.status).toBe('rejected');
    expect(await balance(user.id)).toMatchObject({ points: 10 });
  });

  test('re-opening: a request not refused or unknown changes nothing; a non-admin is refused', async () => {
    const { user, requestId } = await pendingRequest();
    for (const id of [requestId, crypto.randomUUID(), 'non-una-richiesta'])
      expect(
        await db.transaction((tx) => reopenRewardRequestOnAppeal(tx, { actor: admin, requestId: id })),
      ).toEqual({ changed: false });
    await rejectRewardRequest({
      actor: admin,
      requestId,
      reason: 'Dati mancanti',
      rule: 'points-earned-fairly',
    });
    expect(
      (
        await reasonOf(
          db.transaction((tx) =>
            reopenRewardRequestOnAppeal(tx, { actor: { id: user.id, isAdmin: false }, requestId }),
          ),
        )
      )?.status,
    ).toBe(403);
    expect((await requestsOf(user.id))[0]?.status).toBe('rejected');
    expect(await balance(user.id)).toMatchObject({ points: 60 });
  });

  test('the ledger invariant holds after all of the above', async () => {
    expect(await ledgerInvariantBreaches()).toEqual([]);
  });
});

describe('Gestione Premi list', () => {
  test('filters by person, reward, status, type and dates in SQL, with current points', async () => {
    const person = await createUser({ firstName: 'Ludovica', lastName: 'Marchetti' });
    await grantPoints(person.id, 200);
    const first = await redeemReward({
      userId: person.id,
      rewardId: fiveEuro.id,
      idempotencyKey: 'list-request-1',
    });
    await redeemReward({ userId: person.id, rewardType: 'Buono 10 €', idempotencyKey: 'list-request-2' });
    await rejectRewardRequest({
      actor: admin,
      requestId: first.requestId,
      reason: 'Prova',
      rule: 'points-earned-fairly',
    });

    const list = (params: Record<string, string>) =>
      listRewardRequests(admin, parseRewardRequestsQuery(new URLSearchParams(params)));
    const byName = await list({ q: 'ludovica marchetti' });
    expect(byName.total).toBe(2);
    expect(byName.items[0]).toMatchObject({ userName: 'Ludovica Marchetti', userPoints: 100 });
    expect((await list({ q: 'marchetti', status: 'rejected' })).items.map((item) => item.id)).toEqual([
      first.requestId,
    ]);
    expect((await list({ q: 'marchetti', type: 'Buono 10 €' })).total).toBe(1);
    expect((await list({ userId: person.id, status: 'pending' })).total).toBe(1);
    expect((await list({ q: 'marchetti', from: '2000-01-01', to: '2000-01-02' })).total).toBe(0);
    expect(byName.types).toEqual(expect.arrayContaining(['Buono 5 €', 'Buono 10 €']));
    expect((await list({ q: 'nessuno-si-chiama-così' })).items).toEqual([]);

    const response = exportRewardRequestsCsv(
      admin,
      parseRewardRequestsQuery(new URLSearchParams({ q: 'marchetti' })),
    );
    expect(response.headers.get('Content-Disposition')).toMatch(
      /attachment; filename="premi-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trim().split('\r\n');
    expect(lines[0]).toBe('ID;Utente;Tipo Premio;Punti Costo;Stato;Data richiesta;Data aggiornamento');
    expect(lines).toHaveLength(3);
    expect(lines.find((line) => line.startsWith(first.requestId))).toMatch(
      new RegExp(
        `^${first.requestId};Ludovica Marchetti;Buono 5 €;50;Rifiutato;\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2};`,
      ),
    );
    expect(() =>
      exportRewardRequestsCsv({ isAdmin: false }, parseRewardRequestsQuery(new URLSearchParams())),
    ).toThrow('Accesso negato');
  });

  test('the search finds a request by its voucher code, whole or in part, in any case', async () => {
    const person = await createUser({ firstName: 'Ottavio', lastName: 'Serra' });
    await grantPoints(person.id, 120);
    const wanted = await redeemReward({
      userId: person.id,
      rewardId: fiveEuro.id,
      idempotencyKey: 'code-search-1',
    });
    const other = await redeemReward({
      userId: person.id,
      rewardId: fiveEuro.id,
      idempotencyKey: 'code-search-2',
    });
    await approveRewardRequest({ actor: admin, requestId: wanted.requestId, code: 'AMZ-TROVA-7731' });
    await approveRewardRequest({ actor: admin, requestId: other.requestId, code: 'AMZ-ALTRO-1204' });

    const list = (params: Record<string, string>) =>
      listRewardRequests(admin, parseRewardRequestsQuery(new URLSearchParams(params)));
    for (const q of ['AMZ-TROVA-7731', 'amz-trova-7731', 'trova-77']) {
      const found = await list({ q });
      expect(found.items.map((item) => item.id)).toEqual([wanted.requestId]);
      expect(found).toMatchObject({ total: 1, pageCount: 1 });
      expect(found.items[0]).toMatchObject({ voucherCode: 'AMZ-TROVA-7731', userName: 'Ottavio Serra' });
    }
    // Still one page at a time, counted in SQL, and combined with the other filters.
    const both = await list({ q: 'AMZ-', status: 'approved', pageSize: '10' });
    expect(both.items.map((item) => item.id)).toEqual(
      expect.arrayContaining([wanted.requestId, other.requestId]),
    );
    expect((await list({ q: 'AMZ-TROVA-7731', status: 'pending' })).total).toBe(0);
    // A LIKE wildcard typed by the admin is a literal character, not "anything".
    expect((await list({ q: 'AMZ_TROVA' })).total).toBe(0);
  });
});

describe('requests and the ledger', () => {
  test('every request holds one debit more than its refunds, as many once refused', async () => {
    // One debit and at most one refund, unless an upheld appeal re-opened it (a debit more each time).
    const rows = await queryRows<{ id: string }>(sql`
      select r.id from reward_requests r
      left join points_ledger d on d.reference_id = r.id::text and d.kind = 'reward_redeemed'
      left join points_ledger f on f.reference_id = r.id::text and f.kind = 'reward_refunded'
      group by r.id, r.status
      having count(distinct d.id) < 1
          or count(distinct d.id) - count(distinct f.id) <> (case when r.status = 'rejected' then 0 else 1 end)`);
    expect(rows).toEqual([]);
  });
});
