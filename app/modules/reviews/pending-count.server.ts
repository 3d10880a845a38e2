import { sql } from 'drizzle-orm';
import { queryRows } from '#app/lib/db.server.ts';

/** The sidebar counts the queue up to here ("999+" beyond): a glance needs no exact big number. */
export const PENDING_COUNT_CAP = 999;

/**
 * How many reviews wait for moderation, for the counter beside 'Moderazione Recensioni' on every
 * back-office page: one query reading at most PENDING_COUNT_CAP + 1 entries of the
 * (status, created_at, …) index, whatever the size of the queue or of the table.
 */
export async function countPendingReviews(): Promise<{ count: number; capped: boolean }> {
  const [row] = await queryRows<{ value: number }>(sql`
    select count(*)::int as value
    from (select 1 from reviews where status = 'in_revisione' limit ${PENDING_COUNT_CAP + 1}) waiting`);
  const value = row?.value ?? 0;
  return { count: Math.min(value, PENDING_COUNT_CAP), capped: value > PENDING_COUNT_CAP };
}
