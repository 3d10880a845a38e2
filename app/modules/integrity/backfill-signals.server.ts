import { sql, type SQL } from 'drizzle-orm';
import { db, queryRows, type Database } from '#app/lib/db.server.ts';
import { pgArray } from '#app/lib/pg-array.ts';
import type { IntegritySettings } from './integrity-settings.ts';
import { loadIntegritySettings, saveHotSketchKeys } from './integrity-settings.server.ts';
import { recordHoldStatements } from './hold-statements.server.ts';
import {
  buildReviewSignals,
  copySources,
  duplicateMatch,
  linkedAccountsOf,
  offerText,
  pickCandidates,
  productActivityOf,
  type NearDuplicateMatch,
  type OfferText,
} from './review-signal-rules.ts';
import { reviewText } from './review-text.ts';
import { assessRisk } from './signals.ts';
import { fingerprintText, type TextFingerprint } from './text-similarity.ts';

/*
 * `npm run integrity:backfill` (decision 031): signals and risk for every review at once, set-wise,
 * in three steps. 1. Sketches: the stale reviews' texts read in batches of whole products,
 * fingerprinted in Node, written with one multi-row insert per batch. 2. Hot keys: one grouped
 * count over every stored sketch finds the keys more than HOT_KEY_REVIEWS reviews share (stock
 * phrases the engine's list missed); the lookup leaves them out. 3. Signals, batch by batch: the
 * reviews, the authors' pace, the products' activity, the offers, the links, the sketch candidates
 * (through the GIN index, hot keys out), the candidates' texts, then one write of the signals and
 * one of the scores that changed. The signals come from the same rules as computeReviewSignals
 * (review-signal-rules.ts), so both agree review by review.
 */

/** A batch holds whole products, up to about this many reviews (one larger product is one batch). */
export const BACKFILL_BATCH_REVIEWS = 2_000;
/**
 * A sketch key shared by more than this many reviews is a stock phrase the engine's list missed:
 * its posting list is left out of the candidate lookup.
 */
export const HOT_KEY_REVIEWS = 200;

export type BackfillProgress = {
  step: 'sketches' | 'signals';
  reviews: number;
  total: number;
  elapsedMs: number;
};

export type BackfillResult = {
  /** Reviews whose signals were computed (older matches recomputed at the end included). */
  reviews: number;
  products: number;
  batches: number;
  atRisk: number;
  held: number;
  hotKeys: number;
  /** Reviews computed earlier that a new copy matched, recomputed so both carry the match. */
  refreshed: number;
  elapsedMs: number;
  /** Milliseconds spent in each part of the signals step, summed over its batches. */
  phases: Record<string, number>;
};

type BatchReview = {
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

type Outcome = { id: string; score: number; held: boolean; atRisk: boolean; signals: unknown };

/** Reviews whose signals are missing or older than their last edit (all of them with `all`). */
function staleCondition(all: boolean): SQL {
  return all ? sql`true` : sql`(s.review_id is null or s.computed_at < r.updated_at)`;
}

/**
 * Computes and stores the signals and risk of every review that needs it. Resumable: a run
 * stopped half-way leaves each finished batch computed, and the next run starts from what is
 * still stale. A second run with nothing stale reads one query and writes nothing.
 */
export async function backfillReviewSignals(
  options: {
    database?: Database;
    all?: boolean;
    batchReviews?: number;
    onProgress?: (progress: BackfillProgress) => void;
  } = {},
): Promise<BackfillResult> {
  const database = options.database ?? db;
  const all = options.all ?? false;
  const started = performance.now();
  const settings = await loadIntegritySettings(database);
  const products = await queryRows<{ product_id: string; reviews: number }>(
    sql`select r.product_id::text, count(*)::int as reviews
        from reviews r left join review_signals s on s.review_id = r.id
        where ${staleCondition(all)}
        group by r.product_id
        order by r.product_id`,
    database,
  );
  const total = products.reduce((sum, product) => sum + product.reviews, 0);
  const [clock] = await queryRows<{ now: string }>(sql`select now()::text as now`, database);
  const limit = options.batchReviews ?? BACKFILL_BATCH_REVIEWS;
  const batches: { select: SQL }[] = [];
  for (let index = 0; index < products.length;) {
    const batch: string[] = [];
    let size = 0;
    while (index < products.length && (batch.length === 0 || size + products[index]!.reviews <= limit)) {
      size += products[index]!.reviews;
      batch.push(products[index]!.product_id);
      index += 1;
    }
    batches.push({ select: sql`r.product_id = any(${pgArray(batch)}::uuid[]) and ${staleCondition(all)}` });
  }
  const run: RunState = {
    database,
    settings,
    runStart: clock!.now,
    hotKeys: '{}',
    pendingRefresh: new Set(),
    phases: {},
    result: {
      reviews: 0,
      products: products.length,
      batches: batches.length,
      atRisk: 0,
      held: 0,
      hotKeys: 0,
      refreshed: 0,
      elapsedMs: 0,
      phases: {},
    },
  };
  if (!batches.length) {
    run.result.elapsedMs = performance.now() - started;
    return run.result;
  }
  let fingerprinted = 0;
  const sketchesStarted = performance.now();
  for (const batch of batches) {
    fingerprinted += await storeSketches(database, batch.select);
    options.onProgress?.({
      step: 'sketches',
      reviews: fingerprinted,
      total,
      elapsedMs: performance.now() - started,
    });
  }
  const sketchesMs = performance.now() - sketchesStarted;
  const hot = await queryRows<{ key: number }>(
    sql`select key from review_fingerprints, unnest(sketch) as key
        group by key having count(*) > ${HOT_KEY_REVIEWS}`,
    database,
  );
  run.hotKeys = `{${hot.map((row) => row.key).join(',')}}`;
  await saveHotSketchKeys(
    database,
    hot.map((row) => Number(row.key)),
  );
  run.phases.sketches = sketchesMs;
  run.phases.hotKeys = performance.now() - sketchesStarted - sketchesMs;
  run.result.hotKeys = hot.length;
  for (const batch of batches) {
    await computeBatch(run, batch.select);
    options.onProgress?.({
      step: 'signals',
      reviews: run.result.reviews,
      total,
      elapsedMs: performance.now() - started,
    });
  }
  // Reviews computed before this run that a new copy matched: recomputed, so both carry the match.
  const refresh = [...run.pendingRefresh];
  for (let start = 0; start < refresh.length; start += limit) {
    const ids = refresh.slice(start, start + limit);
    run.result.refreshed += ids.length;
    await computeBatch(run, sql`r.id = any(${pgArray(ids)}::uuid[])`);
  }
  run.result.elapsedMs = performance.now() - started;
  run.result.phases = run.phases;
  return run.result;
}

/** Step 1: the batch's sketches, fingerprinted in Node and written in one statement. */
async function storeSketches(database: Database, select: SQL): Promise<number> {
  const rows = await queryRows<{
    id: string;
    title: string;
    pros: string;
    cons: string;
    comment: string | null;
  }>(
    sql`select r.id::text, r.title, r.pros, r.cons, r.comment
        from reviews r left join review_signals s on s.review_id = r.id
        where ${select}`,
    database,
  );
  if (!rows.length) return 0;
  await database.execute(
    sql`insert into review_fingerprints (review_id, sketch, computed_at)
        select f.id, f.sketch, now()
        from jsonb_to_recordset(${JSON.stringify(
          rows.map((row) => ({ id: row.id, sketch: fingerprintText(reviewText(row)).sketch })),
        )}::jsonb) as f(id uuid, sketch int4[])
        on conflict (review_id) do update set sketch = excluded.sketch, computed_at = now()`,
  );
  return rows.length;
}

type RunState = {
  database: Database;
  settings: IntegritySettings;
  /** When the run began (the database's clock): signals computed before it are not this run's. */
  runStart: string;
  /** The keys left out of the lookup, as an int4[] literal. */
  hotKeys: string;
  pendingRefresh: Set<string>;
  result: BackfillResult;
  /** Milliseconds per part of step 3, summed over the batches (the script prints them). */
  phases: Record<string, number>;
};

function phaseTimer(run: RunState): (phase: string) => void {
  let last = performance.now();
  return (phase) => {
    const now = performance.now();
    run.phases[phase] = (run.phases[phase] ?? 0) + now - last;
    last = now;
  };
}

/** Step 3: the signals of one batch of reviews. */
async function computeBatch(run: RunState, select: SQL): Promise<void> {
  const { database, settings } = run;
  const mark = phaseTimer(run);
  const reviews = await queryRows<BatchReview>(
    sql`select r.id, r.user_id, r.product_id, r.rating, r.status, r.title, r.pros, r.cons, r.comment,
          r.created_at, u.created_at as author_created_at, p.description as product_description
        from reviews r
        join products p on p.id = r.product_id
        left join users u on u.id = r.user_id
        left join review_signals s on s.review_id = r.id
        where ${select}
        order by r.id`,
    database,
  );
  if (!reviews.length) return;
  mark('reviews');
  const ids = pgArray(reviews.map((review) => review.id));
  const productIds = pgArray([...new Set(reviews.map((review) => review.product_id))]);
  const userIds = pgArray([
    ...new Set(reviews.flatMap((review) => (review.user_id === null ? [] : [review.user_id]))),
  ]);

  const texts = reviews.map(reviewText);
  const fingerprints = texts.map((text) => fingerprintText(text));

  const [pace, activity, offers, links, candidates] = await Promise.all([
    queryRows<{ id: string; last_hour: number; last_day: number }>(
      sql`select r.id::text,
            count(*) filter (where o.created_at > r.created_at - interval '1 hour')::int as last_hour,
            count(*)::int as last_day
          from reviews r
          join reviews o on o.user_id = r.user_id
            and o.created_at <= r.created_at and o.created_at > r.created_at - interval '24 hours'
          where r.id = any(${ids}::uuid[])
          group by r.id`,
      database,
    ),
    queryRows<{
      id: string;
      young_burst: number;
      recent: number;
      recent_average: string | null;
      long_run: number;
      long_run_average: string | null;
    }>(
      sql`with batch as (select id, product_id, created_at from reviews where id = any(${ids}::uuid[]))
          select b.id::text,
            -- The author's age is read only for the few reviews of the last 24 hours (AND stops early).
            count(*) filter (where recent and o.created_at > b.created_at - interval '24 hours'
              and exists (select 1 from users u where u.id = o.user_id
                and u.created_at > o.created_at - make_interval(days => ${settings.newAccountDays})))::int
              as young_burst,
            count(*) filter (where recent)::int as recent,
            (avg(o.rating) filter (where recent))::text as recent_average,
            count(*) filter (where long_run)::int as long_run,
            (avg(o.rating) filter (where long_run))::text as long_run_average
          from batch b
          join reviews o on o.product_id = b.product_id
          cross join lateral (select
            o.status <> 'rifiutata' and o.created_at <= b.created_at
              and o.created_at > b.created_at - interval '7 days' as recent,
            o.status = 'pubblicata' and o.created_at <= b.created_at - interval '7 days' as long_run) w
          group by b.id`,
      database,
    ),
    queryRows<{ product_id: string; merchant: string; name: string; description: string }>(
      sql`select product_id::text, merchant, name, description from (
            select o.product_id, m.name as merchant, o.name, o.description,
              row_number() over (partition by o.product_id order by o.id) as n
            from offers o join merchants m on m.id = o.merchant_id
            where o.product_id = any(${productIds}::uuid[])
              and o.description is not null and length(o.description) > 80
          ) o where n <= 20 order by product_id, n`,
      database,
    ),
    queryRows<{ user_id: string; kind: string; other: string; cluster_size: number }>(
      sql`with batch_users as (select unnest(${userIds}::text[]) as user_id)
          select b.user_id, l.kind, case when l.user_a = b.user_id then l.user_b else l.user_a end as other,
            (select count(*)::int from account_cluster_members m
              where m.cluster_id = (select cluster_id from account_cluster_members where user_id = b.user_id)
            ) as cluster_size
          from batch_users b
          join account_links l on l.user_a = b.user_id or l.user_b = b.user_id`,
      database,
    ),
    sketchCandidates(run, ids),
  ]);

  mark('facts');
  const paceById = new Map(pace.map((row) => [row.id, row]));
  const activityById = new Map(activity.map((row) => [row.id, row]));
  const offersByProduct = new Map<string, OfferText[]>();
  for (const offer of offers) {
    const list = offersByProduct.get(offer.product_id) ?? [];
    list.push({ merchant: offer.merchant, text: offerText(offer) });
    offersByProduct.set(offer.product_id, list);
  }
  const linksByUser = new Map<string, { kind: string; other: string }[]>();
  const clusterSize = new Map<string, number>();
  for (const link of links) {
    const list = linksByUser.get(link.user_id) ?? [];
    list.push(link);
    linksByUser.set(link.user_id, list);
    clusterSize.set(link.user_id, link.cluster_size);
  }

  // Candidates scored in full: their texts read once for the batch.
  const byReview = new Map<string, { id: string; shared: number }[]>();
  for (const candidate of candidates) {
    const list = byReview.get(candidate.review_id) ?? [];
    list.push({ id: candidate.other, shared: candidate.shared });
    byReview.set(candidate.review_id, list);
  }
  const scored = new Map<string, { id: string; shared: number }[]>();
  for (const [id, list] of byReview) scored.set(id, pickCandidates(list));
  // Most candidates are reviews of the same products, in this batch: already fingerprinted.
  const others = new Map<
    string,
    { userId: string | null; computedBefore: boolean; fingerprint: TextFingerprint }
  >(
    reviews.map((review, at) => [
      review.id,
      { userId: review.user_id, computedBefore: false, fingerprint: fingerprints[at]! },
    ]),
  );
  const otherIds = [...new Set([...scored.values()].flat().map((candidate) => candidate.id))].filter(
    (id) => !others.has(id),
  );
  if (otherIds.length) {
    const rows = await queryRows<{
      id: string;
      user_id: string | null;
      computed_before: boolean;
      title: string;
      pros: string;
      cons: string;
      comment: string | null;
    }>(
      // Computed before this run and not stale: this run will not see it again unless told.
      sql`select r.id::text, r.user_id, r.title, r.pros, r.cons, r.comment,
            coalesce(s.computed_at < ${run.runStart}::timestamptz and s.computed_at >= r.updated_at, false)
              as computed_before
          from reviews r left join review_signals s on s.review_id = r.id
          where r.id = any(${pgArray(otherIds)}::uuid[])`,
      database,
    );
    for (const row of rows)
      others.set(row.id, {
        userId: row.user_id,
        computedBefore: row.computed_before,
        fingerprint: fingerprintText(reviewText(row)),
      });
  }

  mark('others');
  // A product's texts serve all its reviews: fingerprinted once per batch.
  const sourceFingerprints = new Map<string, TextFingerprint>();
  const fingerprintOf = (text: string) => {
    let fingerprint = sourceFingerprints.get(text);
    if (!fingerprint) {
      fingerprint = fingerprintText(text);
      sourceFingerprints.set(text, fingerprint);
    }
    return fingerprint;
  };

  const outcomes: Outcome[] = reviews.map((review, at) => {
    const fingerprint = fingerprints[at]!;
    const duplicates: NearDuplicateMatch[] = [];
    for (const candidate of scored.get(review.id) ?? []) {
      const other = others.get(candidate.id);
      if (!other) continue;
      const match = duplicateMatch(
        fingerprint,
        { id: candidate.id, userId: other.userId, fingerprint: other.fingerprint },
        review.user_id,
      );
      if (!match) continue;
      duplicates.push(match);
      if (other.computedBefore) run.pendingRefresh.add(candidate.id);
    }
    const userLinks = review.user_id === null ? null : (linksByUser.get(review.user_id) ?? []);
    const signals = buildReviewSignals(
      {
        rating: review.rating,
        createdAt: new Date(review.created_at),
        authorCreatedAt: review.author_created_at === null ? null : new Date(review.author_created_at),
        text: texts[at]!,
        fingerprint,
        copySources: copySources(review.product_description, offersByProduct.get(review.product_id) ?? []),
        pace:
          review.user_id === null
            ? null
            : {
                lastHour: paceById.get(review.id)?.last_hour ?? 0,
                lastDay: paceById.get(review.id)?.last_day ?? 0,
              },
        productActivity: productActivityOf(activityById.get(review.id)),
        linked:
          userLinks === null ? null : linkedAccountsOf(userLinks, clusterSize.get(review.user_id!) ?? 0),
        duplicates,
      },
      settings,
      fingerprintOf,
    );
    const assessment = assessRisk(signals, settings);
    return {
      id: review.id,
      score: assessment.score,
      held: assessment.held && review.status === 'in_revisione',
      atRisk: assessment.atRisk,
      signals: assessment.signals,
    };
  });

  mark('rules');
  const rows = JSON.stringify(
    outcomes.map((outcome) => ({
      id: outcome.id,
      score: outcome.score,
      held: outcome.held,
      signals: outcome.signals,
    })),
  );
  await database.transaction(async (tx) => {
    await tx.execute(
      sql`insert into review_signals (review_id, risk_score, signals, computed_at)
          select x.id, x.score, x.signals, now()
          from jsonb_to_recordset(${rows}::jsonb) as x(id uuid, score smallint, held boolean, signals jsonb)
          on conflict (review_id) do update
            set risk_score = excluded.risk_score, signals = excluded.signals, computed_at = now()`,
    );
    // Only the scores that change: an update of reviews rewrites the row and wakes its triggers.
    await tx.execute(
      sql`update reviews r set risk_score = x.score, risk_held = x.held
          from jsonb_to_recordset(${rows}::jsonb) as x(id uuid, score smallint, held boolean, signals jsonb)
          where r.id = x.id and (r.risk_score <> x.score or r.risk_held <> x.held)`,
    );
    await recordHoldStatements(tx, rows);
  });
  mark('writes');
  run.result.reviews += outcomes.length;
  for (const outcome of outcomes) {
    if (outcome.atRisk) run.result.atRisk += 1;
    if (outcome.held) run.result.held += 1;
  }
}

/**
 * For each review of the batch, the reviews sharing at least two sketch keys with it, through the
 * GIN index one key at a time, the run's hot keys left out.
 */
async function sketchCandidates(
  run: RunState,
  ids: string,
): Promise<{ review_id: string; other: string; shared: number }[]> {
  return queryRows<{ review_id: string; other: string; shared: number }>(
    sql`with keys as (
          select f.review_id, k.key
          from review_fingerprints f, unnest(f.sketch) as k(key)
          where f.review_id = any(${ids}::uuid[])
            and k.key not in (select unnest(${run.hotKeys}::int4[]))
        ), postings as (
          select k.key, o.review_id
          from (select distinct key from keys) k
          join review_fingerprints o on o.sketch && array[k.key]
        )
        select k.review_id::text, p.review_id::text as other, count(*)::int as shared
        from keys k join postings p on p.key = k.key and p.review_id <> k.review_id
        group by k.review_id, p.review_id
        having count(*) >= 2`,
    run.database,
  );
}
