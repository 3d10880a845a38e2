import { sql } from 'drizzle-orm';
import { db, queryRows, type Database } from '#app/lib/db.server.ts';
import { logger } from '#app/lib/logger.server.ts';
import { loadHotSketchKeys, loadIntegritySettings } from './integrity-settings.server.ts';
import { recordHoldStatements } from './hold-statements.server.ts';
import {
  buildReviewSignals,
  copySources,
  duplicateMatch,
  linkedAccountsOf,
  offerText,
  pickCandidates,
  productActivityOf,
  type AuthorPace,
  type LinkedAccounts,
  type NearDuplicateMatch,
  type OfferText,
  type ProductActivity,
} from './review-signal-rules.ts';
import { reviewText } from './review-text.ts';
import { assessRisk, type RiskAssessment } from './signals.ts';
import {
  fingerprintText,
  MIN_SHARED_SKETCH_KEYS,
  sharedSketchKeys,
  type TextFingerprint,
} from './text-similarity.ts';

export type { NearDuplicateMatch } from './review-signal-rules.ts';

/** How many sketch matches the lookup reads at most (common keys stop at this many rows). */
const CANDIDATES_READ = 400;

type ReviewRow = {
  id: string;
  user_id: string | null;
  product_id: string;
  rating: number;
  status: string;
  title: string;
  pros: string;
  cons: string;
  comment: string | null;
  created_at: Date | string;
  author_created_at: Date | string | null;
  product_description: string | null;
};

/**
 * Computes every signal of one review (issue 29 §1), stores them with the risk score, and marks the
 * review held when the score passes the hold threshold while it waits. A fixed number of queries:
 * the review, the author's pace, the product's recent reviews, the product's texts, the sketch
 * candidates and their texts, the author's links, then one write. Reviews it finds near-identical
 * are recomputed once too, so the older copy carries the match as well.
 */
export async function computeReviewSignals(
  reviewId: string,
  options: { database?: Database; cascade?: boolean } = {},
): Promise<RiskAssessment | null> {
  const database = options.database ?? db;
  const [review] = await queryRows<ReviewRow>(
    sql`select r.id, r.user_id, r.product_id, r.rating, r.status, r.title, r.pros, r.cons, r.comment,
          r.created_at, u.created_at as author_created_at, p.description as product_description
        from reviews r
        join products p on p.id = r.product_id
        left join users u on u.id = r.user_id
        where r.id = ${reviewId}`,
    database,
  );
  if (!review) return null;
  const [settings, hotKeys] = await Promise.all([
    loadIntegritySettings(database),
    loadHotSketchKeys(database),
  ]);
  const createdAt = new Date(review.created_at);
  const text = reviewText(review);
  const fingerprint = fingerprintText(text);

  const [pace, productActivity, productTexts, linked, duplicates] = await Promise.all([
    review.user_id ? authorPace(database, review.user_id, createdAt) : null,
    productRecentActivity(database, review, createdAt, settings.newAccountDays),
    offerTexts(database, review.product_id),
    review.user_id ? linkedAccounts(database, review.user_id) : null,
    nearDuplicates(database, review, fingerprint, hotKeys),
  ]);

  const signals = buildReviewSignals(
    {
      rating: review.rating,
      createdAt,
      authorCreatedAt: review.author_created_at === null ? null : new Date(review.author_created_at),
      text,
      fingerprint,
      copySources: copySources(review.product_description, productTexts),
      pace,
      productActivity,
      linked,
      duplicates,
    },
    settings,
  );

  const assessment = assessRisk(signals, settings);
  const held = assessment.held && review.status === 'in_revisione';
  await database.transaction(async (tx) => {
    await tx.execute(
      sql`insert into review_fingerprints (review_id, sketch, computed_at)
          values (${review.id}, ${`{${fingerprint.sketch.join(',')}}`}::int4[], now())
          on conflict (review_id) do update set sketch = excluded.sketch, computed_at = now()`,
    );
    await tx.execute(
      sql`insert into review_signals (review_id, risk_score, signals, computed_at)
          values (${review.id}, ${assessment.score}, ${JSON.stringify(assessment.signals)}::jsonb, now())
          on conflict (review_id) do update
            set risk_score = excluded.risk_score, signals = excluded.signals, computed_at = now()`,
    );
    await tx.execute(
      sql`update reviews set risk_score = ${assessment.score}, risk_held = ${held} where id = ${review.id}`,
    );
    if (held)
      await recordHoldStatements(
        tx,
        JSON.stringify([{ id: review.id, held, signals: assessment.signals.map(({ kind }) => ({ kind })) }]),
      );
  });

  if (options.cascade !== false) {
    for (const match of duplicates) await computeReviewSignals(match.reviewId, { database, cascade: false });
  }
  return { ...assessment, held };
}

/**
 * For a submission or an edit: the signals are computed right away, but a failure there never
 * fails the person's action; the review is simply left for the backfill to compute.
 */
export async function refreshReviewSignals(reviewId: string): Promise<void> {
  try {
    await computeReviewSignals(reviewId);
  } catch (error) {
    logger().error({ err: error, reviewId }, 'review signals could not be computed');
  }
}

async function authorPace(database: Database, userId: string, createdAt: Date): Promise<AuthorPace> {
  const [row] = await queryRows<{ last_hour: number; last_day: number }>(
    sql`select
          count(*) filter (where created_at > ${createdAt.toISOString()}::timestamptz - interval '1 hour')::int as last_hour,
          count(*)::int as last_day
        from reviews
        where user_id = ${userId}
          and created_at <= ${createdAt.toISOString()}::timestamptz
          and created_at > ${createdAt.toISOString()}::timestamptz - interval '24 hours'`,
    database,
  );
  return { lastHour: row?.last_hour ?? 0, lastDay: row?.last_day ?? 0 };
}

async function productRecentActivity(
  database: Database,
  review: ReviewRow,
  createdAt: Date,
  newAccountDays: number,
): Promise<ProductActivity> {
  const [row] = await queryRows<{
    young_burst: number;
    recent: number;
    recent_average: string | null;
    long_run: number;
    long_run_average: string | null;
  }>(
    sql`with recent as (
          select r.rating, r.created_at, u.created_at as author_created_at
          from reviews r
          left join users u on u.id = r.user_id
          where r.product_id = ${review.product_id}
            and r.status <> 'rifiutata'
            and r.created_at <= ${createdAt.toISOString()}::timestamptz
            and r.created_at > ${createdAt.toISOString()}::timestamptz - interval '7 days'
        ), long_run as (
          select count(*)::int as reviews, avg(rating)::text as average
          from reviews
          where product_id = ${review.product_id}
            and status = 'pubblicata'
            and created_at <= ${createdAt.toISOString()}::timestamptz - interval '7 days'
        )
        select
          (select count(*)::int from recent
            where created_at > ${createdAt.toISOString()}::timestamptz - interval '24 hours'
              and author_created_at > created_at - make_interval(days => ${newAccountDays})) as young_burst,
          (select count(*)::int from recent) as recent,
          (select avg(rating)::text from recent) as recent_average,
          long_run.reviews as long_run,
          long_run.average as long_run_average
        from long_run`,
    database,
  );
  return productActivityOf(row);
}

async function offerTexts(database: Database, productId: string): Promise<OfferText[]> {
  const rows = await queryRows<{ merchant: string; name: string; description: string }>(
    sql`select m.name as merchant, o.name, o.description
        from offers o join merchants m on m.id = o.merchant_id
        where o.product_id = ${productId} and o.description is not null and length(o.description) > 80
        order by o.id
        limit 20`,
    database,
  );
  return rows.map((row) => ({ merchant: row.merchant, text: offerText(row) }));
}

async function linkedAccounts(database: Database, userId: string): Promise<LinkedAccounts> {
  const rows = await queryRows<{ kind: string; other: string; cluster_size: number }>(
    sql`select l.kind, case when l.user_a = ${userId} then l.user_b else l.user_a end as other,
          (select count(*)::int from account_cluster_members m
            where m.cluster_id = (select cluster_id from account_cluster_members where user_id = ${userId})
          ) as cluster_size
        from account_links l
        where l.user_a = ${userId} or l.user_b = ${userId}`,
    database,
  );
  return linkedAccountsOf(rows, rows[0]?.cluster_size ?? 0);
}

async function nearDuplicates(
  database: Database,
  review: ReviewRow,
  fingerprint: TextFingerprint,
  hotKeys: number[],
): Promise<NearDuplicateMatch[]> {
  if (fingerprint.sketch.length < MIN_SHARED_SKETCH_KEYS) return [];
  // Hot keys left out of the lookup (not of the ranking): each would read thousands of sketches.
  const hot = new Set(hotKeys);
  const lookup = fingerprint.sketch.filter((key) => !hot.has(key));
  if (lookup.length === 0) return [];
  const candidates = await queryRows<{ review_id: string; sketch: number[] }>(
    // Materialized: under a bare LIMIT the planner bets on finding matches early in a scan of every
    // sketch (1.7 s at 1M reviews); the keys left are rare, so the GIN index reads a few hundred.
    sql`with matches as materialized (
          select review_id, sketch from review_fingerprints
          where sketch && ${`{${lookup.join(',')}}`}::int4[] and review_id <> ${review.id}
        )
        select review_id, sketch from matches limit ${CANDIDATES_READ}`,
    database,
  );
  const ranked = pickCandidates(
    candidates.map((candidate) => ({
      id: candidate.review_id,
      // Counted over the keys looked up, as the backfill counts them (decision 031).
      shared: sharedSketchKeys(
        { features: new Uint32Array(), sketch: lookup },
        {
          features: new Uint32Array(),
          sketch: candidate.sketch,
        },
      ),
    })),
  );
  if (!ranked.length) return [];
  const others = await queryRows<Pick<ReviewRow, 'id' | 'user_id' | 'title' | 'pros' | 'cons' | 'comment'>>(
    sql`select id, user_id, title, pros, cons, comment from reviews
        where id in (${sql.join(
          ranked.map((candidate) => sql`${candidate.id}::uuid`),
          sql`, `,
        )})`,
    database,
  );
  return others.flatMap((other) => {
    const match = duplicateMatch(
      fingerprint,
      { id: other.id, userId: other.user_id, fingerprint: fingerprintText(reviewText(other)) },
      review.user_id,
    );
    return match ? [match] : [];
  });
}
