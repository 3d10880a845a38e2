import { sql } from 'drizzle-orm';
import { assertAdmin } from '#app/lib/app-error.ts';
import { queryRows } from '#app/lib/db.server.ts';
import { accountClusterMembers, accountLinks, fraudReversals, reviews, users } from '#db/schema/index.ts';
import { linkKindLabel } from './cluster.schema.ts';

/** A person's page shows at most this many linked accounts (the whole group is one link away). */
export const LINKED_ACCOUNTS_LIMIT = 100;

export type ReviewCounts = { pending: number; published: number; rejected: number };

export type LinkedAccount = {
  id: string;
  name: string;
  email: string;
  banned: boolean;
  /** The kinds of evidence, as an admin reads them ('Stesso dispositivo', 'Invito'). */
  evidence: string[];
  firstSeen: Date;
  lastSeen: Date;
  reviews: ReviewCounts;
};

export type LinkedAccounts = {
  /** The person's group, or null when no evidence links them to anyone. */
  cluster: { id: string; size: number } | null;
  accounts: LinkedAccount[];
  /** Points that reversals for this person's reviews could not take back (the balance was spent). */
  shortfall: number;
};

export const toDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
export const toCounts = (value: unknown): ReviewCounts => {
  const [pending = 0, published = 0, rejected = 0] = (value as number[] | null) ?? [];
  return { pending: Number(pending), published: Number(published), rejected: Number(rejected) };
};

/** The review counts of one account, by status, as an `int[]` (in review, published, rejected). */
export const reviewCountsOf = (userId: ReturnType<typeof sql>) => sql`(select array[
    count(*) filter (where ${reviews.status} = 'in_revisione'),
    count(*) filter (where ${reviews.status} = 'pubblicata'),
    count(*) filter (where ${reviews.status} = 'rifiutata')]::int[]
  from ${reviews} where ${reviews.userId} = ${userId})`;

/**
 * 'Account collegati' on a person's page (issue 29 §3): the accounts the evidence links directly
 * to this one, newest evidence first, each with its kinds and dates and its reviews; the group they
 * belong to; and what reversals could not take back. Two queries whatever the group's size.
 */
export async function getLinkedAccountsForAdmin(
  viewer: { isAdmin: boolean },
  userId: string,
): Promise<LinkedAccounts> {
  assertAdmin(viewer);
  const [summaryRows, linkRows] = await Promise.all([
    queryRows<{ cluster_id: string | null; size: number | null; shortfall: number }>(sql`
      select m.cluster_id,
        (select count(*)::int from ${accountClusterMembers} c where c.cluster_id = m.cluster_id) as size,
        (select coalesce(sum(f.points_due - f.points_reversed), 0)::int from ${fraudReversals} f
          where f.user_id = ${userId}) as shortfall
      from (select 1) one
      left join ${accountClusterMembers} m on m.user_id = ${userId}`),
    queryRows<{
      id: string;
      name: string;
      email: string;
      banned: boolean;
      kinds: string[];
      first_seen: unknown;
      last_seen: unknown;
      review_counts: number[];
    }>(sql`
      select other.id, other.name, other.email, other.banned,
        array_agg(distinct l.kind) as kinds,
        min(l.first_seen) as first_seen, max(l.last_seen) as last_seen,
        ${reviewCountsOf(sql`other.id`)} as review_counts
      from (
        select ${accountLinks.userB} as other_id, ${accountLinks.kind} as kind,
          ${accountLinks.firstSeen} as first_seen, ${accountLinks.lastSeen} as last_seen
        from ${accountLinks} where ${accountLinks.userA} = ${userId}
        union all
        select ${accountLinks.userA}, ${accountLinks.kind}, ${accountLinks.firstSeen}, ${accountLinks.lastSeen}
        from ${accountLinks} where ${accountLinks.userB} = ${userId}
      ) l
      join ${users} other on other.id = l.other_id
      group by other.id
      order by max(l.last_seen) desc, other.id
      limit ${LINKED_ACCOUNTS_LIMIT}`),
  ]);
  const summary = summaryRows[0];
  return {
    cluster: summary?.cluster_id ? { id: summary.cluster_id, size: Number(summary.size ?? 0) } : null,
    shortfall: Number(summary?.shortfall ?? 0),
    accounts: linkRows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      banned: row.banned,
      evidence: [...row.kinds].sort(byKindOrder).map(linkKindLabel),
      firstSeen: toDate(row.first_seen),
      lastSeen: toDate(row.last_seen),
      reviews: toCounts(row.review_counts),
    })),
  };
}

const KIND_ORDER = ['device', 'network', 'email', 'invite'];
/** Strongest evidence first: a shared device says more than a shared network. */
export const byKindOrder = (a: string, b: string) => KIND_ORDER.indexOf(a) - KIND_ORDER.indexOf(b);
