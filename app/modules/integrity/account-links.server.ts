import { sql } from 'drizzle-orm';
import { type Database, queryRows, type Transaction } from '#app/lib/db.server.ts';
import { pgArray } from '#app/lib/pg-array.ts';
import { accountClusterMembers, accountLinks } from '#db/schema/index.ts';
import type { LinkKind } from './account-trace-values.ts';

/*
 * Links between accounts and the clusters they make (decision 028). A link is one kind of
 * evidence between two accounts (user_a < user_b); a cluster is a connected component of the
 * links, kept in account_cluster_members as links arrive: a new link that joins two clusters
 * moves every member of one into the other. An account without a link has no row.
 */

export type Db = Database | Transaction;

/**
 * Names the cluster merges among the server's advisory locks: merges run one at a time, so two
 * links arriving at once (A–B and B–C) can never leave A and C in two clusters. Only a link that
 * joins two clusters (or adds an account) takes it; links inside one cluster never wait.
 */
const CLUSTER_LOCK = 72_616_029;

/**
 * Puts `userIds` (linked among themselves by the caller) in one cluster: the largest of their
 * clusters keeps its id, the others' members move to it in one UPDATE, accounts without a
 * cluster join it. At most five statements, inside the caller's transaction when it has one.
 */
export async function mergeClusters(database: Db, userIds: string[]): Promise<string | null> {
  const users = [...new Set(userIds)];
  if (users.length < 2) return null;
  const current = () =>
    queryRows<{ user_id: string; cluster_id: string }>(
      sql`select user_id, cluster_id::text from ${accountClusterMembers} where user_id = any(${toTextArray(users)})`,
      database,
    );
  const together = (rows: { cluster_id: string }[]) =>
    rows.length === users.length && new Set(rows.map((row) => row.cluster_id)).size === 1;

  // Already one cluster: a merge never splits one, so nothing can change that under us.
  const seen = await current();
  if (together(seen)) return seen[0]!.cluster_id;

  return database.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CLUSTER_LOCK})`);
    const [target] = await queryRows<{ cluster_id: string }>(
      sql`
        select coalesce(
          (select cluster_id::text from ${accountClusterMembers}
            where cluster_id in (select cluster_id from ${accountClusterMembers} where user_id = any(${toTextArray(users)}))
            group by cluster_id order by count(*) desc, cluster_id limit 1),
          gen_random_uuid()::text) as cluster_id`,
      tx,
    );
    const clusterId = target!.cluster_id;
    await tx.execute(sql`
      update ${accountClusterMembers} set cluster_id = ${clusterId}::uuid
      where cluster_id in (select cluster_id from ${accountClusterMembers} where user_id = any(${toTextArray(users)}))
        and cluster_id <> ${clusterId}::uuid`);
    await tx.execute(sql`
      insert into ${accountClusterMembers} (user_id, cluster_id)
      select user_id, ${clusterId}::uuid from unnest(${toTextArray(users)}) as user_id
      on conflict (user_id) do nothing`);
    return clusterId;
  });
}

/**
 * Links two accounts by one kind of evidence (an invite, or a trace both left) and merges their
 * clusters. Seen again, the link only moves its last_seen.
 */
export async function linkAccounts(
  database: Db,
  first: string,
  second: string,
  kind: LinkKind,
): Promise<void> {
  if (first === second) return;
  await database.transaction(async (tx) => {
    // Ordered by the database's own collation, the one the user_a < user_b check uses.
    await tx.execute(sql`
      insert into ${accountLinks} (user_a, user_b, kind)
      values (least(${first}, ${second}), greatest(${first}, ${second}), ${kind})
      on conflict (user_a, user_b, kind) do update set last_seen = now()`);
    await mergeClusters(tx, [first, second]);
  });
}

export type LinkedAccountsSummary = {
  /** The account's cluster, null when it has no link. */
  clusterId: string | null;
  /** Accounts in the cluster, this one included (1 when it has no link). */
  clusterSize: number;
  /** Distinct accounts linked directly to this one, per kind of evidence. */
  byKind: Record<LinkKind, number>;
};

/** What the risk score reads about an account's links, in one query. */
export async function linkedAccountsSummary(database: Db, userId: string): Promise<LinkedAccountsSummary> {
  const [row] = await queryRows<{
    cluster_id: string | null;
    cluster_size: number;
    device: number;
    network: number;
    email: number;
    invite: number;
  }>(
    sql`
      with own as (select cluster_id from ${accountClusterMembers} where user_id = ${userId}),
      links as (
        select kind, user_b as other from ${accountLinks} where user_a = ${userId}
        union all
        select kind, user_a as other from ${accountLinks} where user_b = ${userId}
      )
      select
        (select cluster_id::text from own) as cluster_id,
        (select count(*)::int from ${accountClusterMembers} where cluster_id = (select cluster_id from own)) as cluster_size,
        count(distinct other) filter (where kind = 'device')::int as device,
        count(distinct other) filter (where kind = 'network')::int as network,
        count(distinct other) filter (where kind = 'email')::int as email,
        count(distinct other) filter (where kind = 'invite')::int as invite
      from links`,
    database,
  );
  return {
    clusterId: row?.cluster_id ?? null,
    clusterSize: Math.max(1, row?.cluster_size ?? 0),
    byKind: {
      device: row?.device ?? 0,
      network: row?.network ?? 0,
      email: row?.email ?? 0,
      invite: row?.invite ?? 0,
    },
  };
}

/** A text[] parameter, sent the same way by both drivers. */
export function toTextArray(values: readonly string[]) {
  return sql`${pgArray(values)}::text[]`;
}
