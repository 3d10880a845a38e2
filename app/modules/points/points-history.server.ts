import { sql } from 'drizzle-orm';
import { queryRows } from '#app/lib/db.server.ts';
import { getPointsProgramme } from './points-programme.server.ts';
import { type PointsState, POINTS_HISTORY_PAGE_SIZE, pointsEntryLabel } from './points-history.ts';
import { cashbackPointsFor, reviewAward } from './points-rules.ts';

/** A reference that is not a uuid (an old or foreign row) joins nothing rather than failing the cast. */
const UUID_TEXT = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

export type PointsEntry = {
  id: string;
  at: Date;
  state: PointsState;
  kind: string;
  label: string;
  /** The product, shop or voucher it is about, when there is one. */
  subject: string | null;
  /** Signed: what the ledger moved, or (waiting) what a decision would pay; 0 for a refusal. */
  points: number;
  /** Why it was taken back or refused (the ledger's reason, the rejection's, the network's). */
  reason: string | null;
  /** Waiting: when a decision is expected, from the current figures (null when there are none). */
  expectedBy: Date | null;
  /** Waiting past that date: longer than usual. */
  overdue: boolean;
};

export type PointsHistory = {
  items: PointsEntry[];
  total: number;
  page: number;
  pageCount: number;
  /** Only the entries in this state, when asked. */
  state: PointsState | null;
};

/** 2,000,000 entries: no one's history is longer, and the offset stays a number SQL accepts. */
const MAX_PAGE = 100_000;

type Row = {
  id: string;
  at: string | Date;
  state: PointsState;
  kind: string;
  subject: string | null;
  points: number | null;
  rating: number | null;
  amount: string | null;
  reason: string | null;
  total: number;
};

/**
 * A person's points, entry by entry, with where each stands (issue 33 §4): the ledger's rows
 * (credited, taken back, spent), and what has not reached it — reviews in review and cashback
 * waiting ('In verifica', with the date a decision is expected), reviews, purchases and claims
 * refused ('Rifiutati', with why). One statement, sorted and paged in the database.
 *
 * The expected dates come from the current figures (read at most every 10 minutes): a review, the
 * median time from sending to publication of the last 1,000 published in the last 90 days; a purchase, its shop's median
 * time from purchase to confirmation over the last year; a reported purchase, the median time the
 * team took to decide one over the last 180 days.
 */
export async function pointsHistory(
  userId: string,
  options: { page?: number; state?: PointsState | null } = {},
): Promise<PointsHistory> {
  // Any page past the last shows the first (below); one past every real history is not computed.
  const requested = options.page ?? 1;
  const page = Number.isSafeInteger(requested) && requested >= 1 && requested <= MAX_PAGE ? requested : 1;
  const state = options.state ?? null;
  const offset = (page - 1) * POINTS_HISTORY_PAGE_SIZE;
  const rows = await queryRows<Row>(sql`
    with entries as (
      select l.id::text as id, l.created_at as at,
             case when l.kind = 'reward_redeemed' then 'usati'
                  when l.delta > 0 then 'accreditati'
                  else 'stornati' end as state,
             l.kind, coalesce(p.name, t.merchant_name) as subject, l.delta as points,
             null::int as rating, null::text as amount,
             case when l.delta < 0 and l.kind <> 'reward_redeemed' then l.reason end as reason
      from points_ledger l
      -- The cast on the ledger's side, so each row finds its review through the primary key.
      left join reviews r
        on r.id = case when l.reference_type = 'review' and l.reference_id ~ ${UUID_TEXT} then l.reference_id::uuid end
      left join products p on p.id = r.product_id
      left join cashback_transactions t
        on t.id = case when l.reference_type = 'cashback_transaction' and l.reference_id ~ ${UUID_TEXT}
                      then l.reference_id::uuid end
      where l.user_id = ${userId}
      union all
      select r.id::text, r.created_at, 'in_verifica', 'review_pending', p.name, null, r.rating, null, null
      from reviews r join products p on p.id = r.product_id
      where r.user_id = ${userId} and r.status = 'in_revisione'
      union all
      select r.id::text, coalesce(r.moderated_at, r.created_at), 'rifiutati', 'review_rejected', p.name, 0,
             null, null, r.rejection_reason
      from reviews r join products p on p.id = r.product_id
      where r.user_id = ${userId} and r.status = 'rifiutata'
        -- A withdrawal whose points were reversed reads as 'Stornati', with its reason, already.
        and not exists (select 1 from points_ledger l
                        where l.reference_type = 'review' and l.reference_id = r.id::text
                          and l.kind = 'review_fraud_reversed')
      union all
      select t.id::text, t.transaction_date, 'in_verifica', 'cashback_pending', t.merchant_name, t.points,
             null, null, null
      from cashback_transactions t
      where t.user_id = ${userId} and t.status = 'pending'
      union all
      select t.id::text, t.updated_at, 'rifiutati', 'cashback_declined', t.merchant_name, 0, null, null,
             t.decline_reason
      from cashback_transactions t
      where t.user_id = ${userId} and t.status = 'reversed'
        and not exists (select 1 from points_ledger l
                        where l.reference_type = 'cashback_transaction' and l.reference_id = t.id::text)
      union all
      select c.id::text, c.created_at, 'in_verifica', 'claim_pending', c.merchant_name, null, null,
             c.amount::text, null
      from cashback_claims c
      where c.user_id = ${userId} and c.status = 'pending'
      union all
      select c.id::text, coalesce(c.decided_at, c.created_at), 'rifiutati', 'claim_rejected', c.merchant_name, 0,
             null, null, c.reason
      from cashback_claims c
      where c.user_id = ${userId} and c.status = 'rejected'
    )
    select e.*, count(*) over ()::int as total
    from entries e
    ${state ? sql`where e.state = ${state}` : sql``}
    order by e.at desc, e.id desc
    limit ${POINTS_HISTORY_PAGE_SIZE} offset ${offset}`);
  // Past the last page (an old link): the first page, which the pager can leave again.
  if (rows.length === 0 && page > 1) return pointsHistory(userId, { state });
  const programme = getPointsProgramme();
  const waits = rows.some((row) => row.state === 'in_verifica') ? await waitingFigures() : null;
  const total = rows[0]?.total ?? 0;
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: new Date(row.at),
      state: row.state,
      kind: row.kind,
      label: pointsEntryLabel(row.kind),
      subject: row.subject,
      points:
        row.points ??
        (row.kind === 'review_pending'
          ? reviewAward(row.rating ?? 0, programme.review)
          : row.amount !== null
            ? cashbackPointsFor(Number(row.amount))
            : 0),
      reason: row.reason,
      ...expectation(waits ? expectedBy(row, waits) : null),
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / POINTS_HISTORY_PAGE_SIZE)),
    state,
  };
}

const expectation = (date: Date | null) => ({
  expectedBy: date,
  overdue: date !== null && date < new Date(),
});

export type WaitingSummary = {
  count: number;
  /** The nearest expected decision still ahead, over every waiting entry. */
  nextBy: Date | null;
  /** Entries waiting past their expected date. */
  overdue: number;
};

/**
 * What is waiting, for the dashboard: how many entries, the nearest expected decision still ahead
 * and how many are past theirs, over every waiting entry (not one page of them).
 */
export async function waitingSummary(userId: string): Promise<WaitingSummary> {
  const waiting = await queryRows<{ kind: string; shop: string | null; at: string | Date }>(sql`
    select 'review_pending' as kind, null as shop, created_at as at
      from reviews where user_id = ${userId} and status = 'in_revisione'
    union all
    select 'cashback_pending', merchant_name, transaction_date
      from cashback_transactions where user_id = ${userId} and status = 'pending'
    union all
    select 'claim_pending', null, created_at
      from cashback_claims where user_id = ${userId} and status = 'pending'`);
  if (waiting.length === 0) return { count: 0, nextBy: null, overdue: 0 };
  const waits = await waitingFigures();
  const now = Date.now();
  let nextBy: Date | null = null;
  let overdue = 0;
  for (const entry of waiting) {
    const date = expectedBy(
      { state: 'in_verifica', kind: entry.kind, subject: entry.shop, at: entry.at },
      waits,
    );
    if (!date) continue;
    if (date.getTime() < now) overdue += 1;
    else if (!nextBy || date < nextBy) nextBy = date;
  }
  return { count: waiting.length, nextBy, overdue };
}

type WaitingFigures = { review: number | null; claim: number | null; shops: Map<string, number> };

/** How long a decision takes today, in ms: a figure per kind of wait, and one per shop. */
async function readWaitingFigures(): Promise<WaitingFigures> {
  const [figures] = await queryRows<{ review: number | null; claim: number | null }>(sql`
    select
      (select extract(epoch from percentile_cont(0.5) within group (order by wait)) * 1000
         from (select moderated_at - created_at as wait from reviews
               where status = 'pubblicata' and moderated_at > now() - interval '90 days'
               order by moderated_at desc limit 1000) recent) as review,
      (select extract(epoch from percentile_cont(0.5) within group (order by decided_at - created_at)) * 1000
         from cashback_claims where decided_at > now() - interval '180 days') as claim`);
  const shops = await queryRows<{ merchant: string; wait: number }>(sql`
    select merchant_name as merchant,
           extract(epoch from percentile_cont(0.5) within group (order by validation_date - transaction_date)) * 1000
             as wait
    from cashback_transactions
    where status = 'confirmed' and validation_date > now() - interval '365 days' and merchant_name is not null
    group by merchant_name`);
  const number = (value: number | string | null) => (value === null ? null : Number(value));
  return {
    review: number(figures?.review ?? null),
    claim: number(figures?.claim ?? null),
    shops: new Map(shops.map((shop) => [shop.merchant, Number(shop.wait)])),
  };
}

/**
 * Read at most every 10 minutes: medians over months move slowly, and every person's page asks.
 * Past that, the figures in hand still answer while fresh ones are read. Read cold they cost about
 * 15 ms on the large data set (the latest 1,000 publications, not all of 90 days: 1.1 s).
 */
const WAITING_FIGURES_TTL_MS = 10 * 60_000;
let cachedFigures: { at: number; figures: Promise<WaitingFigures> } | null = null;
let refreshing = false;

function waitingFigures(): Promise<WaitingFigures> {
  if (!cachedFigures) {
    const figures = readWaitingFigures();
    cachedFigures = { at: Date.now(), figures };
    // A failed first read is not kept: the next page asks again.
    figures.catch(() => {
      if (cachedFigures?.figures === figures) cachedFigures = null;
    });
    return figures;
  }
  if (Date.now() - cachedFigures.at > WAITING_FIGURES_TTL_MS && !refreshing) {
    refreshing = true;
    void readWaitingFigures()
      .then((fresh) => {
        cachedFigures = { at: Date.now(), figures: Promise.resolve(fresh) };
      })
      .catch(() => undefined)
      .finally(() => {
        refreshing = false;
      });
  }
  return cachedFigures.figures;
}

function expectedBy(row: Pick<Row, 'state' | 'kind' | 'subject' | 'at'>, waits: WaitingFigures): Date | null {
  if (row.state !== 'in_verifica') return null;
  const wait =
    row.kind === 'review_pending'
      ? waits.review
      : row.kind === 'cashback_pending'
        ? row.subject === null
          ? null
          : (waits.shops.get(row.subject) ?? null)
        : waits.claim;
  return wait === null ? null : new Date(new Date(row.at).getTime() + wait);
}
