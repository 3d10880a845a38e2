import { sql } from 'drizzle-orm';
import { assertAdmin, notFound, type Actor } from '#app/lib/app-error.ts';
import { queryRows, reader } from '#app/lib/db.server.ts';
import { isUuid } from '#app/lib/uuid.ts';
import { loadIntegritySettings } from '#app/modules/integrity/integrity-settings.server.ts';
import { reviewText } from '#app/modules/integrity/review-text.ts';
import type { ScoredSignal } from '#app/modules/integrity/signals.ts';
import { sharedPassages } from '#app/modules/integrity/text-similarity.ts';
import type { ReviewStatus } from './review.schema.ts';

export const EVIDENCE_ERRORS = { notFound: 'Recensione non trovata' } as const;

/** How many of each linked account's reviews the panel lists, newest first. */
const LINKED_REVIEWS_SHOWN = 5;
/** How many linked accounts the panel lists; the cluster page in Gestione Utenti has them all. */
const LINKED_ACCOUNTS_SHOWN = 20;

type Range = [start: number, end: number];

export type EvidenceReview = {
  id: string;
  status: ReviewStatus;
  rating: number;
  text: string;
  createdAt: string;
  productName: string;
  productSlug: string;
  author: { id: string; name: string; email: string; createdAt: string; banned: boolean } | null;
};

export type ReviewEvidence = {
  review: EvidenceReview & { riskScore: number; riskHeld: boolean };
  computedAt: string | null;
  atRiskThreshold: number;
  holdThreshold: number;
  signals: ScoredSignal[];
  /** Reviews with near-identical text, each beside this one with the shared passages marked. */
  matches: Array<{
    similarity: number;
    sameAuthor: boolean;
    linkedAuthor: boolean;
    other: EvidenceReview;
    passages: { review: Range[]; other: Range[] };
  }>;
  linkedAccounts: Array<{
    id: string;
    name: string;
    email: string;
    createdAt: string;
    banned: boolean;
    kinds: string[];
    lastSeen: string;
    reviews: Array<{
      id: string;
      productName: string;
      status: ReviewStatus;
      rating: number;
      createdAt: string;
    }>;
  }>;
  clusterId: string | null;
};

type ReviewRow = {
  id: string;
  status: ReviewStatus;
  rating: number;
  title: string;
  pros: string;
  cons: string;
  comment: string | null;
  created_at: Date | string;
  product_name: string;
  product_slug: string;
  user_id: string | null;
  author_name: string | null;
  author_email: string | null;
  author_created_at: Date | string | null;
  author_banned: boolean | null;
  risk_score: number;
  risk_held: boolean;
};

const iso = (value: Date | string) => new Date(value).toISOString();

function toEvidenceReview(row: ReviewRow): EvidenceReview {
  return {
    id: row.id,
    status: row.status,
    rating: row.rating,
    text: reviewText(row),
    createdAt: iso(row.created_at),
    productName: row.product_name,
    productSlug: row.product_slug,
    author: row.user_id
      ? {
          id: row.user_id,
          name: row.author_name ?? '',
          email: row.author_email ?? '',
          createdAt: iso(row.author_created_at ?? row.created_at),
          banned: row.author_banned === true,
        }
      : null,
  };
}

function reviewsById(ids: string[]) {
  return sql`select r.id, r.status, r.rating, r.title, r.pros, r.cons, r.comment, r.created_at,
      r.risk_score, r.risk_held, p.name as product_name, p.slug as product_slug, r.user_id,
      u.name as author_name, u.email as author_email, u.created_at as author_created_at,
      u.banned as author_banned
    from reviews r
    join products p on p.id = r.product_id
    left join users u on u.id = r.user_id
    where r.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`;
}

/**
 * Everything the moderator weighs for one review (issue 29 §3): its signals with their reasons,
 * the near-identical reviews side by side with the shared passages, and the accounts linked to its
 * author with their latest reviews. A fixed number of queries.
 */
export async function getReviewEvidence(actor: Actor, reviewId: string): Promise<ReviewEvidence> {
  assertAdmin(actor);
  if (!isUuid(reviewId)) throw notFound(EVIDENCE_ERRORS.notFound);
  const database = reader();
  const [row] = await queryRows<
    ReviewRow & { signals: ScoredSignal[] | null; computed_at: Date | string | null }
  >(
    sql`select base.*, s.signals, s.computed_at
        from (${reviewsById([reviewId])}) base
        left join review_signals s on s.review_id = base.id`,
    database,
  );
  if (!row) throw notFound(EVIDENCE_ERRORS.notFound);
  const settings = await loadIntegritySettings(database);
  const review = toEvidenceReview(row);
  const signals = row.signals ?? [];

  const duplicate = signals.find((signal) => signal.kind === 'near_duplicate');
  const matchEvidence = (
    (duplicate?.evidence.matches ?? []) as Array<{
      reviewId: string;
      similarity: number;
      sameAuthor: boolean;
      linkedAuthor: boolean;
    }>
  ).filter((match) => isUuid(match.reviewId));

  const [matchedRows, linkedRows] = await Promise.all([
    matchEvidence.length
      ? queryRows<ReviewRow>(reviewsById(matchEvidence.map((match) => match.reviewId)), database)
      : Promise.resolve([]),
    row.user_id ? linkedAccountRows(row.user_id) : Promise.resolve([]),
  ]);

  const others = new Map(matchedRows.map((other) => [other.id, toEvidenceReview(other)]));
  const matches = matchEvidence.flatMap((match) => {
    const other = others.get(match.reviewId);
    if (!other) return [];
    const passages = sharedPassages(review.text, other.text);
    return [{ ...match, other, passages: { review: passages.a, other: passages.b } }];
  });

  const linkedIds = linkedRows.map((linked) => linked.id);
  const linkedReviews = linkedIds.length
    ? await queryRows<{
        id: string;
        user_id: string;
        product_name: string;
        status: ReviewStatus;
        rating: number;
        created_at: Date | string;
      }>(
        sql`select id, user_id, product_name, status, rating, created_at from (
              select r.id, r.user_id, p.name as product_name, r.status, r.rating, r.created_at,
                row_number() over (partition by r.user_id order by r.created_at desc, r.id desc) as position
              from reviews r join products p on p.id = r.product_id
              where r.user_id in (${sql.join(
                linkedIds.map((id) => sql`${id}`),
                sql`, `,
              )})
            ) latest
            where position <= ${LINKED_REVIEWS_SHOWN}
            order by created_at desc`,
        database,
      )
    : [];

  return {
    review: { ...review, riskScore: row.risk_score, riskHeld: row.risk_held },
    computedAt: row.computed_at ? iso(row.computed_at) : null,
    atRiskThreshold: settings.atRiskThreshold,
    holdThreshold: settings.holdThreshold,
    signals,
    matches,
    linkedAccounts: linkedRows.map((linked) => ({
      id: linked.id,
      name: linked.name,
      email: linked.email,
      createdAt: iso(linked.created_at),
      banned: linked.banned === true,
      kinds: linked.kinds,
      lastSeen: iso(linked.last_seen),
      reviews: linkedReviews
        .filter((linkedReview) => linkedReview.user_id === linked.id)
        .map((linkedReview) => ({
          id: linkedReview.id,
          productName: linkedReview.product_name,
          status: linkedReview.status,
          rating: linkedReview.rating,
          createdAt: iso(linkedReview.created_at),
        })),
    })),
    clusterId: linkedRows[0]?.cluster_id ?? null,
  };
}

function linkedAccountRows(userId: string) {
  return queryRows<{
    id: string;
    name: string;
    email: string;
    created_at: Date | string;
    banned: boolean | null;
    kinds: string[];
    last_seen: Date | string;
    cluster_id: string | null;
  }>(
    sql`select u.id, u.name, u.email, u.created_at, u.banned, links.kinds, links.last_seen,
          (select cluster_id from account_cluster_members where user_id = ${userId}) as cluster_id
        from (
          select case when user_a = ${userId} then user_b else user_a end as other,
            array_agg(kind order by kind) as kinds, max(last_seen) as last_seen
          from account_links
          where user_a = ${userId} or user_b = ${userId}
          group by 1
        ) links
        join users u on u.id = links.other
        order by links.last_seen desc, u.id
        limit ${LINKED_ACCOUNTS_SHOWN}`,
    reader(),
  );
}
