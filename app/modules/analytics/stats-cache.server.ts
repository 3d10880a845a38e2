import { sql } from 'drizzle-orm';
import { assertAdmin } from '#app/lib/app-error.ts';
import { writeAudit } from '#app/lib/audit.server.ts';
import { db, queryRows } from '#app/lib/db.server.ts';
import { adminStatsCache } from '#db/schema/index.ts';

/**
 * What a cached value may hold: what survives JSON unchanged. A Date is not Json, so a date is
 * stored (and typed) as an ISO string and comes back exactly as it went in.
 */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export type Cached<T> = {
  value: T;
  /** ISO 8601 time the value was computed (the database's clock). */
  computedAt: string;
  fromCache: boolean;
};

/**
 * The value stored under `key` if it is younger than `ttlSeconds`, else `compute()` stored and
 * returned. Freshness is judged on the database's clock, the same for every app process. Two
 * processes computing at once both write; the later upsert wins and neither fails.
 */
export async function cachedStats<T extends Json>(
  key: string,
  ttlSeconds: number,
  compute: () => Promise<T>,
  options: { fresh?: boolean } = {},
): Promise<Cached<T>> {
  if (!options.fresh) {
    const [hit] = await queryRows<{ value: T; computed_at: string }>(sql`
      select value, to_json(computed_at)#>>'{}' as computed_at from ${adminStatsCache}
      where key = ${key} and computed_at > now() - make_interval(secs => ${ttlSeconds})`);
    if (hit) return { value: hit.value, computedAt: isoString(hit.computed_at), fromCache: true };
  }
  const value = await compute();
  const [stored] = await queryRows<{ computed_at: string }>(sql`
    insert into ${adminStatsCache} (key, value, computed_at)
    values (${key}, ${JSON.stringify(value)}::jsonb, now())
    on conflict (key) do update set value = excluded.value, computed_at = excluded.computed_at
    returning to_json(computed_at)#>>'{}' as computed_at`);
  return { value, computedAt: isoString(stored!.computed_at), fromCache: false };
}

/** 'Pulisci cache': every cached figure is recomputed on its next read, in every app process. */
export async function clearStatsCache(actor: { id?: string; isAdmin: boolean }): Promise<void> {
  const actorId = actor.id;
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    await tx.delete(adminStatsCache);
    if (actorId)
      await writeAudit(tx, {
        actorId,
        action: 'stats.cache.clear',
        entityType: 'stats_cache',
        entityId: '*',
      });
  });
}

// to_json gives '2026-06-01T10:00:00.123456+02:00' whatever the driver's date parsing.
const isoString = (value: string) => new Date(value).toISOString();
