import { sql } from 'drizzle-orm';
import { assertAdmin, notFound } from '#app/lib/app-error.ts';
import { queryRows } from '#app/lib/db.server.ts';
import { isUuid } from '#app/lib/uuid.ts';
import {
  accountClusterMembers,
  accountLinks,
  fraudReversals,
  pointsLedger,
  products,
  profiles,
  reviews,
  users,
} from '#db/schema/index.ts';
import { CLUSTER_MESSAGES, linkKindLabel, MAX_CLUSTER_REVIEWS } from './cluster.schema.ts';
import { reviewCountsOf, type ReviewCounts, toCounts, toDate } from './cluster-linked-accounts.server.ts';

/** A group's page shows its reviews this many a page, and at most this many links. */
export const CLUSTER_REVIEWS_PAGE_SIZE = 50;
export const CLUSTER_LINKS_LIMIT = 200;

export type ClusterMember = {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  banned: boolean;
  joinedAt: Date;
  points: number;
  lifetimePoints: number;
  reviews: ReviewCounts;
  /** Points that reversals for this member's reviews took back, and what they could not. */
  reversed: number;
  shortfall: number;
};

export type ClusterLink = {
  userA: { id: string; name: string };
  userB: { id: string; name: string };
  evidence: string;
  firstSeen: Date;
  lastSeen: Date;
};

export type ClusterReview = {
  id: string;
  status: 'in_revisione' | 'pubblicata' | 'rifiutata';
  rating: number;
  title: string;
  createdAt: Date;
  riskScore: number;
  author: { id: string; name: string };
  product: { name: string; slug: string };
  /** What the review's approval paid (0 while it waits). */
  pointsEarned: number;
  /** Once its points were reversed as fraudulent: what was due and what was taken back. */
  reversal: { due: number; reversed: number } | null;
};

/** A published review whose points can still be reversed, for the reversal dialog. */
export type ReversibleReview = {
  id: string;
  title: string;
  authorName: string;
  productName: string;
  pointsEarned: number;
};

export type ClusterDetail = {
  id: string;
  members: ClusterMember[];
  links: ClusterLink[];
  reviews: { items: ClusterReview[]; total: number; page: number; pageCount: number };
  reversible: ReversibleReview[];
  totals: { pending: number; published: number; reversed: number; shortfall: number; blocked: number };
};

/** The points a review's approval paid: its `review_approved` rows (the ledger's reference index). */
const approvalPoints = (reviewId: ReturnType<typeof sql>) => sql`(select coalesce(sum(l.delta), 0)::int
  from ${pointsLedger} l where l.reference_type = 'review' and l.reference_id = ${reviewId}::text
    and l.kind = 'review_approved')`;

/**
 * A group's page (issue 29 §3): its members, the evidence between them, their reviews (newest
 * first, paged) with status, rating, product, date and risk, and what reversals took back. Four
 * queries whatever the group's size: the members first (they give the review count, so the page
 * asked for is clamped before the reviews are read), then the rest side by side.
 */
export async function getClusterForAdmin(
  viewer: { isAdmin: boolean },
  clusterId: string,
  options: { reviewsPage?: number } = {},
): Promise<ClusterDetail> {
  assertAdmin(viewer);
  if (!isUuid(clusterId)) throw notFound(CLUSTER_MESSAGES.notFound);
  const memberRows = await queryRows<{
    id: string;
    name: string;
    email: string;
    role: string;
    banned: boolean;
    created_at: unknown;
    points: number | null;
    lifetime_points: number | null;
    review_counts: number[];
    reversed: number;
    shortfall: number;
  }>(sql`
    select u.id, u.name, u.email, u.role, u.banned, u.created_at, p.points, p.lifetime_points,
      ${reviewCountsOf(sql`u.id`)} as review_counts,
      (select coalesce(sum(f.points_reversed), 0)::int from ${fraudReversals} f where f.user_id = u.id) as reversed,
      (select coalesce(sum(f.points_due - f.points_reversed), 0)::int from ${fraudReversals} f
        where f.user_id = u.id) as shortfall
    from ${accountClusterMembers} m
    join ${users} u on u.id = m.user_id
    left join ${profiles} p on p.user_id = u.id
    where m.cluster_id = ${clusterId}
    order by u.created_at, u.id`);
  if (memberRows.length === 0) throw notFound(CLUSTER_MESSAGES.notFound);
  const members: ClusterMember[] = memberRows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    isAdmin: row.role === 'admin',
    banned: row.banned,
    joinedAt: toDate(row.created_at),
    points: Number(row.points ?? 0),
    lifetimePoints: Number(row.lifetime_points ?? 0),
    reviews: toCounts(row.review_counts),
    reversed: Number(row.reversed),
    shortfall: Number(row.shortfall),
  }));
  const reviewTotal = members.reduce(
    (sum, member) => sum + member.reviews.pending + member.reviews.published + member.reviews.rejected,
    0,
  );
  const pageCount = Math.max(1, Math.ceil(reviewTotal / CLUSTER_REVIEWS_PAGE_SIZE));
  const asked = options.reviewsPage ?? 1;
  const page = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, pageCount) : 1;

  const [linkRows, reviewRows, reversibleRows] = await Promise.all([
    queryRows<{
      user_a: string;
      name_a: string;
      user_b: string;
      name_b: string;
      kind: string;
      first_seen: unknown;
      last_seen: unknown;
    }>(sql`
      select l.user_a, ua.name as name_a, l.user_b, ub.name as name_b, l.kind, l.first_seen, l.last_seen
      from ${accountLinks} l
      join ${accountClusterMembers} ma on ma.user_id = l.user_a and ma.cluster_id = ${clusterId}
      join ${accountClusterMembers} mb on mb.user_id = l.user_b and mb.cluster_id = ${clusterId}
      join ${users} ua on ua.id = l.user_a
      join ${users} ub on ub.id = l.user_b
      order by l.last_seen desc, l.user_a, l.user_b, l.kind
      limit ${CLUSTER_LINKS_LIMIT}`),
    queryRows<{
      id: string;
      status: ClusterReview['status'];
      rating: number;
      title: string;
      created_at: unknown;
      risk_score: number;
      user_id: string;
      author_name: string;
      product_name: string;
      product_slug: string;
      points_earned: number;
      points_due: number | null;
      points_reversed: number | null;
    }>(sql`
      select r.id, r.status, r.rating, r.title, r.created_at, r.risk_score, r.user_id,
        u.name as author_name, pr.name as product_name, pr.slug as product_slug,
        ${approvalPoints(sql`r.id`)} as points_earned,
        f.points_due, f.points_reversed
      from ${accountClusterMembers} m
      join ${reviews} r on r.user_id = m.user_id
      join ${users} u on u.id = r.user_id
      join ${products} pr on pr.id = r.product_id
      left join ${fraudReversals} f on f.review_id = r.id
      where m.cluster_id = ${clusterId}
      order by r.created_at desc, r.id desc
      limit ${CLUSTER_REVIEWS_PAGE_SIZE} offset ${(page - 1) * CLUSTER_REVIEWS_PAGE_SIZE}`),
    queryRows<{
      id: string;
      title: string;
      author_name: string;
      product_name: string;
      points_earned: number;
    }>(sql`
      select r.id, r.title, u.name as author_name, pr.name as product_name,
        ${approvalPoints(sql`r.id`)} as points_earned
      from ${accountClusterMembers} m
      join ${reviews} r on r.user_id = m.user_id and r.status = 'pubblicata'
      join ${users} u on u.id = r.user_id
      join ${products} pr on pr.id = r.product_id
      where m.cluster_id = ${clusterId}
        and not exists (select 1 from ${fraudReversals} f where f.review_id = r.id)
      order by r.created_at desc, r.id desc
      limit ${MAX_CLUSTER_REVIEWS}`),
  ]);

  return {
    id: clusterId,
    members,
    links: linkRows.map((row) => ({
      userA: { id: row.user_a, name: row.name_a },
      userB: { id: row.user_b, name: row.name_b },
      evidence: linkKindLabel(row.kind),
      firstSeen: toDate(row.first_seen),
      lastSeen: toDate(row.last_seen),
    })),
    reviews: {
      items: reviewRows.map((row) => ({
        id: row.id,
        status: row.status,
        rating: Number(row.rating),
        title: row.title,
        createdAt: toDate(row.created_at),
        riskScore: Number(row.risk_score),
        author: { id: row.user_id, name: row.author_name },
        product: { name: row.product_name, slug: row.product_slug },
        pointsEarned: Number(row.points_earned),
        reversal:
          row.points_due === null
            ? null
            : { due: Number(row.points_due), reversed: Number(row.points_reversed ?? 0) },
      })),
      total: reviewTotal,
      page,
      pageCount,
    },
    reversible: reversibleRows.map((row) => ({
      id: row.id,
      title: row.title,
      authorName: row.author_name,
      productName: row.product_name,
      pointsEarned: Number(row.points_earned),
    })),
    totals: {
      pending: members.reduce((sum, member) => sum + member.reviews.pending, 0),
      published: members.reduce((sum, member) => sum + member.reviews.published, 0),
      reversed: members.reduce((sum, member) => sum + member.reversed, 0),
      shortfall: members.reduce((sum, member) => sum + member.shortfall, 0),
      blocked: members.filter((member) => member.banned).length,
    },
  };
}
