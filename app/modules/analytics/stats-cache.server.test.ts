import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { AppError } from '#app/lib/app-error.ts';
import { queryRows } from '#app/lib/db.server.ts';
import { cachedStats, clearStatsCache } from './stats-cache.server.ts';

const admin = { id: 'cache-admin', isAdmin: true };

function counter<T>(make: (call: number) => T) {
  let calls = 0;
  const compute = async () => make(++calls);
  return { compute, calls: () => calls };
}

describe('the statistics cache', () => {
  test('answers from the database until the time to live passes, then computes again', async () => {
    const { compute, calls } = counter((call) => ({ call }));
    const first = await cachedStats('test:ttl', 300, compute);
    expect(first).toMatchObject({ value: { call: 1 }, fromCache: false });
    const second = await cachedStats('test:ttl', 300, compute);
    expect(second).toEqual({ value: { call: 1 }, computedAt: first.computedAt, fromCache: true });
    expect(calls()).toBe(1);

    await queryRows(sql`update admin_stats_cache set computed_at = now() - interval '301 seconds'
                        where key = 'test:ttl'`);
    const expired = await cachedStats('test:ttl', 300, compute);
    expect(expired).toMatchObject({ value: { call: 2 }, fromCache: false });
    expect(Date.parse(expired.computedAt)).toBeGreaterThan(Date.parse(first.computedAt) - 1);
  });

  test('`fresh` recomputes and stores, so the next read sees the new value', async () => {
    const { compute } = counter((call) => ({ call }));
    await cachedStats('test:fresh', 300, compute);
    expect((await cachedStats('test:fresh', 300, compute, { fresh: true })).value).toEqual({ call: 2 });
    expect(await cachedStats('test:fresh', 300, compute)).toMatchObject({
      value: { call: 2 },
      fromCache: true,
    });
  });

  test('dates travel as ISO strings and come back unchanged', async () => {
    const when = new Date('2026-03-29T01:30:00.123Z').toISOString();
    const value = { when, list: [{ at: when, n: 1.5 }], none: null };
    await cachedStats('test:dates', 300, async () => value);
    const hit = await cachedStats('test:dates', 300, async () => ({ when: '', list: [], none: null }));
    expect(hit.fromCache).toBe(true);
    expect(hit.value).toEqual(value);
    expect(new Date(hit.value.when).getTime()).toBe(Date.parse('2026-03-29T01:30:00.123Z'));
    expect(hit.computedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  test('computations racing for one key all succeed (the last write wins)', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, index) => cachedStats('test:race', 300, async () => ({ index }))),
    );
    expect(outcomes.every((outcome) => outcome.status === 'fulfilled')).toBe(true);
    const [row] = await queryRows<{ rows: number }>(
      sql`select count(*)::int as rows from admin_stats_cache where key = 'test:race'`,
    );
    expect(row!.rows).toBe(1);
  });

  test('only an admin clears it, and clearing makes every key compute again', async () => {
    const { compute, calls } = counter((call) => ({ call }));
    await cachedStats('test:clear', 300, compute);
    const refusal = await clearStatsCache({ isAdmin: false }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).status).toBe(403);
    expect((await cachedStats('test:clear', 300, compute)).fromCache).toBe(true);

    await clearStatsCache(admin);
    expect(await cachedStats('test:clear', 300, compute)).toMatchObject({
      value: { call: 2 },
      fromCache: false,
    });
    expect(calls()).toBe(2);
  });
});
