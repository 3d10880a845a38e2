import { eq, sql } from 'drizzle-orm';
import { rateLimitWindows } from '#db/schema/index.ts';
import { db, queryRows } from './db.server.ts';

export type RateRule = { max: number; windowSeconds: number };
export type RateDecision = { allowed: boolean; retryAfterSeconds: number };

/**
 * Counts one attempt under `key` in a fixed window kept in the database, so every app process
 * shares it, and says whether the attempt is within the rule.
 */
export async function consumeRateLimit(key: string, rule: RateRule): Promise<RateDecision> {
  const [row] = await queryRows<{ count: number; elapsed: number }>(sql`
    insert into ${rateLimitWindows} (key, window_started_at, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when ${rateLimitWindows.windowStartedAt} <= now() - make_interval(secs => ${rule.windowSeconds})
                   then 1 else ${rateLimitWindows.count} + 1 end,
      window_started_at = case when ${rateLimitWindows.windowStartedAt} <= now() - make_interval(secs => ${rule.windowSeconds})
                   then now() else ${rateLimitWindows.windowStartedAt} end
    returning count, extract(epoch from now() - window_started_at)::float8 as elapsed`);
  return decide(row, rule);
}

/** Whether one more attempt would be allowed, without counting it. */
export async function peekRateLimit(key: string, rule: RateRule): Promise<RateDecision> {
  const [row] = await queryRows<{ count: number; elapsed: number }>(sql`
    select count, extract(epoch from now() - window_started_at)::float8 as elapsed
    from ${rateLimitWindows} where key = ${key}`);
  if (!row || row.elapsed >= rule.windowSeconds) return { allowed: true, retryAfterSeconds: 0 };
  return decide({ count: row.count + 1, elapsed: row.elapsed }, rule);
}

/** Takes back one counted attempt that turned out not to be a failure (never below zero). */
export async function releaseRateLimit(key: string): Promise<void> {
  await db
    .update(rateLimitWindows)
    .set({ count: sql`greatest(${rateLimitWindows.count} - 1, 0)` })
    .where(eq(rateLimitWindows.key, key));
}

export async function resetRateLimit(key: string): Promise<void> {
  await db.delete(rateLimitWindows).where(eq(rateLimitWindows.key, key));
}

function decide(row: { count: number; elapsed: number } | undefined, rule: RateRule): RateDecision {
  const count = Number(row?.count ?? 1);
  const elapsed = Number(row?.elapsed ?? 0);
  return count <= rule.max
    ? { allowed: true, retryAfterSeconds: 0 }
    : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rule.windowSeconds - elapsed)) };
}
