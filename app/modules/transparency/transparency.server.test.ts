import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '#app/lib/db.server.ts';
import { fileAppeal } from '#app/modules/appeals/appeals.server.ts';
import { decideAppeal } from '#app/modules/appeals/decide-appeal.server.ts';
import { statementsOf } from '#app/modules/decisions/statements.server.ts';
import { approveReview, rejectReview } from '#app/modules/reviews/moderate-review.server.ts';
import { adjustUserPoints } from '#app/modules/users/adjust-points.server.ts';
import { setUserBlocked } from '#app/modules/users/block-user.server.ts';
import { createProduct, createReview, createUser } from '#tests/support/factories.ts';
import { grantPoints } from '#tests/support/ledger.ts';
import { transparencyCsv } from './transparency-csv.server.ts';
import { TRANSPARENCY_QUARTERS, transparencyReport } from './transparency.server.ts';

const first = { id: 'transparency-first-admin', isAdmin: true };
const second = { id: 'transparency-second-admin', isAdmin: true };
const MINUTE = 60_000;

/** The fixtures are minutes old: in the first hour of a quarter they would straddle two quarters. */
const quarterJustBegan = (() => {
  const now = new Date();
  const start = Date.UTC(now.getUTCFullYear(), Math.floor(now.getUTCMonth() / 3) * 3, 1);
  return now.getTime() - start < 60 * MINUTE;
})();

beforeAll(async () => {
  await createUser({ id: first.id, role: 'admin' });
  await createUser({ id: second.id, role: 'admin' });
  const product = await createProduct();
  // This quarter: three reviews sent 10, 20 and 30 minutes ago, two published, one rejected and
  // appealed (dismissed); one waiting; an account blocked; points paid and taken back.
  const authors = await Promise.all([1, 2, 3, 4].map(() => createUser()));
  const sent = await Promise.all(
    [10, 20, 30, 1].map((minutes, index) =>
      createReview(product.id, authors[index]!.id, {
        status: 'in_revisione',
        createdAt: new Date(Date.now() - minutes * MINUTE),
      }),
    ),
  );
  await approveReview({ actor: first, reviewId: sent[0]!.id });
  await approveReview({ actor: first, reviewId: sent[1]!.id });
  await rejectReview({ actor: first, reviewId: sent[2]!.id, reason: 'Fuori tema', rule: 'review-on-topic' });
  const [statement] = await statementsOf(authors[2]!.id);
  const { appealId } = await fileAppeal(statement!.contestPath.split('/').pop()!, {
    intent: 'appeal',
    text: 'La recensione parla del prodotto, vi chiedo di rileggerla con attenzione.',
  });
  await decideAppeal({
    actor: second,
    appealId,
    command: { intent: 'dismiss', reason: 'Parla del corriere.' },
  });
  await setUserBlocked({
    actor: first,
    userId: authors[3]!.id,
    blocked: true,
    rule: 'conduct-automation',
    reason: 'Recensioni inviate da un programma.',
  });
  await grantPoints(authors[0]!.id, 20);
  await adjustUserPoints({
    actor: first,
    userId: authors[0]!.id,
    points: -7,
    reason: 'Doppio accredito.',
    rule: 'points-earned-fairly',
  });
});

describe.skipIf(quarterJustBegan)('the transparency report', () => {
  test("the current quarter's figures equal counts taken independently", async () => {
    const { value, fromCache } = await transparencyReport({ fresh: true });
    expect(fromCache).toBe(false);
    expect(value.quarters).toHaveLength(TRANSPARENCY_QUARTERS);
    const [current] = value.quarters;
    expect(current!.current).toBe(true);

    const since = sql`date_trunc('quarter', now())`;
    const [expected] = await queryRows<Record<string, number>>(sql`select
      (select count(*) from reviews where created_at >= ${since})::int as received,
      (select count(*) from reviews where status = 'pubblicata' and moderated_at >= ${since})::int as published,
      (select count(*) from reviews where status = 'rifiutata' and moderated_at >= ${since})::int as rejected,
      (select count(*) from appeals where created_at >= ${since})::int as appeals,
      (select count(*) from appeals where status = 'dismissed')::int as dismissed,
      (select count(*) from users where banned)::int as blocked,
      (select coalesce(sum(delta), 0) from points_ledger where delta > 0 and created_at >= ${since})::int as paid,
      (select coalesce(-sum(delta), 0) from points_ledger where delta < 0 and created_at >= ${since})::int as reversed`);
    expect(current).toMatchObject({
      reviewsReceived: expected!.received,
      reviewsPublished: expected!.published,
      reviewsRejected: expected!.rejected,
      rejectedByRule: [{ rule: 'review-on-topic', count: expected!.rejected }],
      rejectedWithAutomaticHelp: 0,
      appealsReceived: expected!.appeals,
      appealsUpheld: 0,
      appealsDismissed: expected!.dismissed,
      accountsBlocked: expected!.blocked,
      pointsPaid: expected!.paid,
      pointsReversed: expected!.reversed,
    });
    expect(expected).toMatchObject({
      received: 4,
      published: 2,
      rejected: 1,
      appeals: 1,
      blocked: 1,
      reversed: 7,
    });
    // Decided 10, 20 and 30 minutes after they were sent: the median is 20 minutes, the 90th
    // percentile 28 (in hours, to one decimal).
    expect(current!.decisionHoursMedian).toBe(0.3);
    expect(current!.decisionHoursP90).toBe(0.5);
    // The quarters before are empty, and in order.
    expect(value.quarters.slice(1).every((quarter) => quarter.reviewsReceived === 0)).toBe(true);
    const starts = value.quarters.map((quarter) => quarter.start);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  test('cached: the second read comes from the cache; the CSV holds the same figures', async () => {
    const fresh = await transparencyReport({ fresh: true });
    const cached = await transparencyReport();
    expect(cached.fromCache).toBe(true);
    expect(cached.value).toEqual(fresh.value);
    const response = await transparencyCsv();
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(TRANSPARENCY_QUARTERS + 1);
    expect(lines[0]).toMatch(/^Trimestre;Inizio;Recensioni ricevute;/);
    expect(lines[0]).toContain('Rifiutate: Termini e condizioni, art. 4.3');
    expect(lines[1]).toContain(`;${fresh.value.quarters[0]!.reviewsReceived};`);
  });
});
