import { sql } from 'drizzle-orm';
import { db, queryRows, type Database } from '#app/lib/db.server.ts';
import { logger } from '#app/lib/logger.server.ts';
import { loadIntegritySettings } from './integrity-settings.server.ts';
import { lowInformationSignal } from './low-information.ts';
import { reviewText } from './review-text.ts';
import { assessRisk, percentText, type RiskAssessment, type ReviewSignal } from './signals.ts';
import {
  fingerprintText,
  isNearDuplicate,
  MIN_SHARED_SKETCH_KEYS,
  NEAR_DUPLICATE_THRESHOLD,
  sharedSketchKeys,
  type TextFingerprint,
} from './text-similarity.ts';

/** How many sketch candidates are scored in full: the ones sharing the most keys. */
const CANDIDATES_SCORED = 12;
/** How many sketch matches the lookup reads at most (common keys stop at this many rows). */
const CANDIDATES_READ = 400;
/** A product's long-run rating is trusted from this many published reviews. */
const RATING_HISTORY_MIN = 20;

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

export type NearDuplicateMatch = {
  reviewId: string;
  similarity: number;
  sameAuthor: boolean;
  linkedAuthor: boolean;
  authorId: string | null;
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
  const settings = await loadIntegritySettings(database);
  const createdAt = new Date(review.created_at);
  const text = reviewText(review);
  const fingerprint = fingerprintText(text);

  const [pace, productActivity, productTexts, linked, duplicates] = await Promise.all([
    review.user_id ? authorPace(database, review.user_id, createdAt) : null,
    productRecentActivity(database, review, createdAt, settings.newAccountDays),
    offerTexts(database, review.product_id),
    review.user_id ? linkedAccounts(database, review.user_id) : null,
    nearDuplicates(database, review, fingerprint),
  ]);

  const signals: ReviewSignal[] = [];
  const linkedIds = new Set(linked?.accountIds ?? []);
  for (const match of duplicates)
    match.linkedAuthor = match.authorId !== null && linkedIds.has(match.authorId);
  // The most telling first: the closest text, then a linked account's, then another account's.
  duplicates.sort((a, b) => rank(b) - rank(a));
  const duplicate = nearDuplicateSignal(duplicates);
  if (duplicate) signals.push(duplicate);
  const copied = copiedTextSignal(fingerprint, review.product_description, productTexts);
  if (copied) signals.push(copied);
  if (linked) signals.push(...linkedAccountSignals(linked));
  if (pace) {
    if (pace.lastHour > settings.reviewsPerHour)
      signals.push({
        kind: 'velocity',
        weight: 'velocity',
        strength: 1,
        reason: `${pace.lastHour} recensioni in un’ora`,
        evidence: { lastHour: pace.lastHour, limit: settings.reviewsPerHour },
      });
    else if (pace.lastDay > settings.reviewsPerDay)
      signals.push({
        kind: 'velocity',
        weight: 'velocity',
        strength: 0.8,
        reason: `${pace.lastDay} recensioni in 24 ore`,
        evidence: { lastDay: pace.lastDay, limit: settings.reviewsPerDay },
      });
  }
  const authorIsNew =
    review.author_created_at !== null &&
    createdAt.getTime() - new Date(review.author_created_at).getTime() < settings.newAccountDays * 86_400_000;
  if (authorIsNew && productActivity.youngBurst >= settings.burstMinReviews)
    signals.push({
      kind: 'burst',
      weight: 'burst',
      strength: 1,
      reason: `${productActivity.youngBurst} recensioni di questo prodotto in 24 ore da account creati da meno di ${settings.newAccountDays} giorni`,
      evidence: { reviews: productActivity.youngBurst, newAccountDays: settings.newAccountDays },
    });
  const anomaly = ratingAnomalySignal(review, productActivity);
  if (anomaly) signals.push(anomaly);
  const lowInformation = lowInformationSignal(text);
  if (lowInformation) signals.push(lowInformation);

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

async function authorPace(database: Database, userId: string, createdAt: Date) {
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

type ProductActivity = {
  youngBurst: number;
  recent: number;
  recentAverage: number | null;
  /** Published reviews from before the last 7 days: the product's long-run rating. */
  longRun: number;
  longRunAverage: number | null;
};

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
  return {
    youngBurst: row?.young_burst ?? 0,
    recent: row?.recent ?? 0,
    recentAverage: row?.recent_average == null ? null : Number(row.recent_average),
    longRun: row?.long_run ?? 0,
    longRunAverage: row?.long_run_average == null ? null : Number(row.long_run_average),
  };
}

type ProductText = { source: 'offer'; merchant: string; text: string };

async function offerTexts(database: Database, productId: string): Promise<ProductText[]> {
  const rows = await queryRows<{ merchant: string; name: string; description: string }>(
    sql`select m.name as merchant, o.name, o.description
        from offers o join merchants m on m.id = o.merchant_id
        where o.product_id = ${productId} and o.description is not null and length(o.description) > 80
        limit 20`,
    database,
  );
  return rows.map((row) => ({
    source: 'offer',
    merchant: row.merchant,
    text: `${row.name}\n${row.description}`,
  }));
}

type Linked = {
  clusterSize: number;
  byKind: Record<'device' | 'network' | 'email' | 'invite', number>;
  accountIds: string[];
};

async function linkedAccounts(database: Database, userId: string): Promise<Linked> {
  const rows = await queryRows<{ kind: string; other: string; cluster_size: number }>(
    sql`select l.kind, case when l.user_a = ${userId} then l.user_b else l.user_a end as other,
          (select count(*)::int from account_cluster_members m
            where m.cluster_id = (select cluster_id from account_cluster_members where user_id = ${userId})
          ) as cluster_size
        from account_links l
        where l.user_a = ${userId} or l.user_b = ${userId}`,
    database,
  );
  const byKind = { device: 0, network: 0, email: 0, invite: 0 };
  for (const row of rows) if (row.kind in byKind) byKind[row.kind as keyof typeof byKind] += 1;
  return {
    clusterSize: rows[0]?.cluster_size ?? 0,
    byKind,
    accountIds: [...new Set(rows.map((row) => row.other))],
  };
}

async function nearDuplicates(
  database: Database,
  review: ReviewRow,
  fingerprint: TextFingerprint,
): Promise<NearDuplicateMatch[]> {
  if (fingerprint.sketch.length < MIN_SHARED_SKETCH_KEYS) return [];
  const candidates = await queryRows<{ review_id: string; sketch: number[] }>(
    sql`select review_id, sketch from review_fingerprints
        where sketch && ${`{${fingerprint.sketch.join(',')}}`}::int4[] and review_id <> ${review.id}
        limit ${CANDIDATES_READ}`,
    database,
  );
  const ranked = candidates
    .map((candidate) => ({
      id: candidate.review_id,
      shared: sharedSketchKeys(fingerprint, { features: new Uint32Array(), sketch: candidate.sketch }),
    }))
    .filter((candidate) => candidate.shared >= MIN_SHARED_SKETCH_KEYS)
    .sort((a, b) => b.shared - a.shared)
    .slice(0, CANDIDATES_SCORED);
  if (!ranked.length) return [];
  const others = await queryRows<Pick<ReviewRow, 'id' | 'user_id' | 'title' | 'pros' | 'cons' | 'comment'>>(
    sql`select id, user_id, title, pros, cons, comment from reviews
        where id in (${sql.join(
          ranked.map((candidate) => sql`${candidate.id}::uuid`),
          sql`, `,
        )})`,
    database,
  );
  const matches: NearDuplicateMatch[] = [];
  for (const other of others) {
    const verdict = isNearDuplicate(fingerprint, fingerprintText(reviewText(other)));
    if (!verdict.nearDuplicate) continue;
    matches.push({
      reviewId: other.id,
      similarity: verdict.similarity,
      sameAuthor: other.user_id !== null && other.user_id === review.user_id,
      linkedAuthor: false,
      authorId: other.user_id,
    });
  }
  return matches;
}

function rank(match: NearDuplicateMatch): number {
  return Math.round(match.similarity * 100) * 4 + (match.linkedAuthor ? 2 : 0) + (match.sameAuthor ? 0 : 1);
}

/**
 * How strongly a match counts: anything over the engine's threshold is already a copy (honest
 * reviews of one product stay far below it, decision 026), so strength starts high and reaches 1
 * for a verbatim copy.
 */
function duplicateStrength(similarity: number): number {
  const over = (similarity - NEAR_DUPLICATE_THRESHOLD) / (1 - NEAR_DUPLICATE_THRESHOLD);
  return Math.min(1, 0.7 + 0.3 * Math.max(0, over));
}

function nearDuplicateSignal(matches: NearDuplicateMatch[]): ReviewSignal | null {
  const best = matches[0];
  if (!best) return null;
  const whose = best.sameAuthor
    ? 'a un’altra recensione dello stesso account'
    : best.linkedAuthor
      ? 'alla recensione di un account collegato'
      : 'alla recensione di un altro account';
  const more = matches.length > 1 ? ` e ad altre ${matches.length - 1}` : '';
  return {
    kind: 'near_duplicate',
    weight: 'nearDuplicate',
    strength: duplicateStrength(best.similarity),
    reason: `Testo quasi identico ${whose} (${percentText(best.similarity)})${more}`,
    evidence: {
      matches: matches.slice(0, 5).map((match) => ({
        reviewId: match.reviewId,
        similarity: Math.round(match.similarity * 100) / 100,
        sameAuthor: match.sameAuthor,
        linkedAuthor: match.linkedAuthor,
      })),
    },
  };
}

function copiedTextSignal(
  fingerprint: TextFingerprint,
  productDescription: string | null,
  offers: ProductText[],
): ReviewSignal | null {
  const sources = [
    ...(productDescription
      ? [{ label: 'dalla descrizione del prodotto', source: 'product', text: productDescription }]
      : []),
    ...offers.map((offer) => ({
      label: `dall’offerta di ${offer.merchant}`,
      source: 'offer',
      text: offer.text,
    })),
  ];
  let best: { label: string; source: string; similarity: number } | null = null;
  for (const source of sources) {
    const verdict = isNearDuplicate(fingerprint, fingerprintText(source.text));
    if (verdict.nearDuplicate && (!best || verdict.similarity > best.similarity))
      best = { label: source.label, source: source.source, similarity: verdict.similarity };
  }
  if (!best) return null;
  return {
    kind: 'copied_text',
    weight: 'copiedText',
    strength: duplicateStrength(best.similarity),
    reason: `Testo copiato ${best.label} (${percentText(best.similarity)})`,
    evidence: { source: best.source, label: best.label, similarity: Math.round(best.similarity * 100) / 100 },
  };
}

const LINK_SIGNALS = {
  device: { weight: 'sameDevice', text: 'Stesso dispositivo di' },
  email: { weight: 'sameEmail', text: 'Stessa email normalizzata di' },
  network: { weight: 'sameNetwork', text: 'Stessa rete, nelle stesse 24 ore, di' },
  invite: { weight: 'invite', text: 'Inviti tra account collegati:' },
} as const;

function linkedAccountSignals(linked: Linked): ReviewSignal[] {
  return (Object.keys(LINK_SIGNALS) as (keyof typeof LINK_SIGNALS)[])
    .filter((kind) => linked.byKind[kind] > 0)
    .map((kind) => {
      const count = linked.byKind[kind];
      const accounts = count === 1 ? 'un altro account' : `altri ${count} account`;
      return {
        kind: 'linked_accounts',
        weight: LINK_SIGNALS[kind].weight,
        // One shared device may be a household; three are a farm.
        strength: Math.min(1, 0.4 + 0.2 * count),
        reason: `${LINK_SIGNALS[kind].text} ${accounts}`,
        evidence: { link: kind, accounts: count, clusterSize: linked.clusterSize },
      };
    });
}

function ratingAnomalySignal(review: ReviewRow, activity: ProductActivity): ReviewSignal | null {
  if (activity.longRun < RATING_HISTORY_MIN || activity.longRunAverage === null) return null;
  if (activity.recent < 3 || activity.recentAverage === null) return null;
  const longRun = activity.longRunAverage;
  const drift = activity.recentAverage - longRun;
  if (Math.abs(drift) < 1.5 || Math.sign(review.rating - longRun) !== Math.sign(drift)) return null;
  const format = (value: number) =>
    value.toLocaleString('it-IT', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  return {
    kind: 'rating_anomaly',
    weight: 'ratingAnomaly',
    strength: Math.min(1, Math.abs(drift) / 2.5),
    reason: `Valutazioni recenti del prodotto lontane dalla media (${format(activity.recentAverage)} contro ${format(longRun)})`,
    evidence: {
      recentAverage: activity.recentAverage,
      longRunAverage: longRun,
      recentReviews: activity.recent,
    },
  };
}
