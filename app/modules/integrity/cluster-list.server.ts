import { sql } from 'drizzle-orm';
import { assertAdmin } from '#app/lib/app-error.ts';
import { queryRows } from '#app/lib/db.server.ts';
import { accountClusterMembers, accountLinks, pointsLedger, reviews, users } from '#db/schema/index.ts';
import { CLUSTER_PAGE_SIZE, type ClustersQuery } from './cluster.schema.ts';
import { type ReviewCounts, toCounts, toDate } from './cluster-linked-accounts.server.ts';

export type ClusterRow = {
  id: string;
  size: number;
  /** The first members by sign-up, to tell one group from another at a glance. */
  memberNames: string[];
  reviews: ReviewCounts;
  /** Points the members earned from reviews (approvals), before any reversal. */
  pointsEarned: number;
  /** The newest of: a member's sign-up, a member's review, a piece of evidence seen again. */
  newestActivity: Date | null;
};

export type ClusterList = { items: ClusterRow[]; total: number; page: number; pageCount: number };

/** How many members' names a row of the list shows. */
const NAMES_SHOWN = 3;

/**
 * The groups of linked accounts (issue 29 §3), newest activity first, CLUSTER_PAGE_SIZE a page,
 * groups smaller than `minSize` left out: one query (the total rides along as a window count).
 * A page past the end shows the last one.
 */
export async function listClustersForAdmin(
  viewer: { isAdmin: boolean },
  query: ClustersQuery,
): Promise<ClusterList> {
  assertAdmin(viewer);
  const read = (page: number) =>
    queryRows<{
      cluster_id: string;
      size: number;
      names: string[] | null;
      review_counts: number[];
      points_earned: number;
      newest: unknown;
      total: number;
    }>(sql`
      with sizes as (
        select cluster_id, count(*)::int as size from ${accountClusterMembers}
        group by cluster_id having count(*) >= ${query.minSize}
      ),
      rows as (
        select s.cluster_id, s.size,
          (select (array_agg(u.name order by u.created_at, u.id))[1:${sql.raw(String(NAMES_SHOWN))}]
            from ${accountClusterMembers} m join ${users} u on u.id = m.user_id
            where m.cluster_id = s.cluster_id) as names,
          (select array[
              count(*) filter (where r.status = 'in_revisione'),
              count(*) filter (where r.status = 'pubblicata'),
              count(*) filter (where r.status = 'rifiutata')]::int[]
            from ${accountClusterMembers} m join ${reviews} r on r.user_id = m.user_id
            where m.cluster_id = s.cluster_id) as review_counts,
          (select coalesce(sum(l.delta), 0)::int
            from ${accountClusterMembers} m join ${pointsLedger} l on l.user_id = m.user_id
            where m.cluster_id = s.cluster_id and l.kind = 'review_approved') as points_earned,
          greatest(
            (select max(u.created_at) from ${accountClusterMembers} m join ${users} u on u.id = m.user_id
              where m.cluster_id = s.cluster_id),
            (select max(r.created_at) from ${accountClusterMembers} m join ${reviews} r on r.user_id = m.user_id
              where m.cluster_id = s.cluster_id),
            (select max(l.last_seen) from ${accountClusterMembers} m
              join ${accountLinks} l on l.user_a = m.user_id or l.user_b = m.user_id
              where m.cluster_id = s.cluster_id)
          ) as newest
        from sizes s
      )
      select rows.*, count(*) over ()::int as total from rows
      order by newest desc nulls last, cluster_id
      limit ${CLUSTER_PAGE_SIZE} offset ${(page - 1) * CLUSTER_PAGE_SIZE}`);

  let page = query.page;
  let rows = await read(page);
  if (rows.length === 0 && page > 1) {
    // Past the end: the count is unknown without a row, so read the first page for it, then the last.
    const first = await read(1);
    const lastPage = Math.max(1, Math.ceil(Number(first[0]?.total ?? 0) / CLUSTER_PAGE_SIZE));
    page = lastPage;
    rows = lastPage === 1 ? first : await read(lastPage);
  }
  const total = Number(rows[0]?.total ?? 0);
  return {
    items: rows.map((row) => ({
      id: row.cluster_id,
      size: Number(row.size),
      memberNames: row.names ?? [],
      reviews: toCounts(row.review_counts),
      pointsEarned: Number(row.points_earned),
      newestActivity: row.newest ? toDate(row.newest) : null,
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / CLUSTER_PAGE_SIZE)),
  };
}
