import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { captureQueries, db } from '#app/lib/db.server.ts';
import { applyPoints } from '#app/modules/points/ledger.server.ts';
import { pointsLedger } from '#db/schema/index.ts';
import { createUser } from '#tests/support/factories.ts';
import { getUserForAdmin } from './get-user-detail.server.ts';
import { USER_LEDGER_PAGE_SIZE } from './user-display.ts';

const admin = { id: 'ledger-page-admin', isAdmin: true };
let person: Awaited<ReturnType<typeof createUser>>;
let quiet: Awaited<ReturnType<typeof createUser>>;

/** 45 movements, one a day from 1 January 2026: 'Movimento 45' is the newest. */
beforeAll(async () => {
  await createUser({ id: admin.id, role: 'admin' });
  person = await createUser({ firstName: 'Lia', lastName: 'Movimenti' });
  quiet = await createUser({ firstName: 'Ugo', lastName: 'Silenzi' });
  await db.transaction(async (tx) => {
    for (let n = 1; n <= 45; n += 1)
      await applyPoints(tx, {
        userId: person.id,
        delta: n,
        kind: 'admin_adjustment',
        idempotencyKey: `ledger-page:${person.id}:${n}`,
        reason: `Movimento ${n}`,
      });
  });
  await db
    .update(pointsLedger)
    .set({
      createdAt: sql`timestamptz '2026-01-01T10:00:00Z' + (substring(${pointsLedger.reason} from 11)::int - 1) * interval '1 day'`,
    })
    .where(eq(pointsLedger.userId, person.id));
});

const reasons = (detail: Awaited<ReturnType<typeof getUserForAdmin>>) =>
  detail.ledger.items.map((row) => row.reason);

describe("'Vedi utente': the points history, paginated in SQL", () => {
  test('45 movements: page 1 shows the newest 20, page 3 the oldest 5, with the count and the pages', async () => {
    const first = await getUserForAdmin(admin, person.id);
    expect(reasons(first)).toEqual(Array.from({ length: 20 }, (_, i) => `Movimento ${45 - i}`));
    expect(first.ledger).toMatchObject({ total: 45, page: 1, pageCount: 3 });
    expect(USER_LEDGER_PAGE_SIZE).toBe(20);

    const second = await getUserForAdmin(admin, person.id, { ledgerPage: 2 });
    expect(second.ledger).toMatchObject({ total: 45, page: 2, pageCount: 3 });
    expect(reasons(second)).toEqual(Array.from({ length: 20 }, (_, i) => `Movimento ${25 - i}`));

    const third = await getUserForAdmin(admin, person.id, { ledgerPage: 3 });
    expect(third.ledger).toMatchObject({ total: 45, page: 3, pageCount: 3 });
    expect(reasons(third)).toEqual([
      'Movimento 5',
      'Movimento 4',
      'Movimento 3',
      'Movimento 2',
      'Movimento 1',
    ]);
  });

  test('a page past the end shows the last one; a malformed page the first', async () => {
    const past = await getUserForAdmin(admin, person.id, { ledgerPage: 99 });
    expect(past.ledger).toMatchObject({ page: 3, pageCount: 3 });
    expect(reasons(past)).toHaveLength(5);
    for (const ledgerPage of [0, -2, 1.5, Number.NaN]) {
      const detail = await getUserForAdmin(admin, person.id, { ledgerPage });
      expect(detail.ledger.page, String(ledgerPage)).toBe(1);
      expect(reasons(detail)[0]).toBe('Movimento 45');
    }
  });

  test('no movements: one empty page', async () => {
    const detail = await getUserForAdmin(admin, quiet.id, { ledgerPage: 4 });
    expect(detail.ledger).toEqual({ items: [], total: 0, page: 1, pageCount: 1 });
  });

  test('the same number of queries on every page, whatever the history holds (no per-row queries)', async () => {
    const one = await captureQueries(() => getUserForAdmin(admin, person.id));
    const three = await captureQueries(() => getUserForAdmin(admin, person.id, { ledgerPage: 3 }));
    const empty = await captureQueries(() => getUserForAdmin(admin, quiet.id));
    expect(one.queries.length).toBeLessThanOrEqual(5);
    expect(three.queries.length).toBe(one.queries.length);
    expect(empty.queries.length).toBe(one.queries.length);
  });
});
