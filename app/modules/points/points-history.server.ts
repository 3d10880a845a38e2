import { sql } from 'drizzle-orm';
import { queryRows } from '#app/lib/db.server.ts';
import { getPointsProgramme } from './points-programme.server.ts';
import { type PointsState, POINTS_HISTORY_PAGE_SIZE, pointsEntryLabel } from './points-history.ts';
import { cashbackPointsFor, reviewAward } from './points-rules.ts';

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
};

export type PointsHistory = {
  items: PointsEntry[];
  total: number;
  page: number;
  pageCount: number;
  /** Only the entries in this state, when asked. */
  state: PointsState | null;
};

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
  expected_by: string | Date | null;
  total: number;
};

/**
 * A person's points, entry by entry, with where each stands (issue 33 §4): the ledger's rows
 * (credited, taken back, spent), and what has not reached it — reviews in review and cashback
 * waiting ('In verifica', with the date a decision is expected), reviews, purchases and claims
 * refused ('Rifiutati', with why). One statement, sorted and paged in the database.
 *
 * The expected dates come from the current figures: a review, the median time from sending to
 * publication over the last 90 days; a purchase, its shop's median time from purchase to
 * confirmation; a reported purchase, the median time the team took to decide one.
 */
export async function pointsHistory(
  userId: string,
  options: { page?: number; state?: PointsState | null } = {},
): Promise<PointsHistory> {
  const page = Math.max(1, options.page ?? 1);
  const state = options.state ?? null;
  const offset = (page - 1) * POINTS_HISTORY_PAGE_SIZE;
  const rows = await queryRows<Row>(sql`
    with moderation as (
      select percentile_cont(0.5) within group (order by r.moderated_at - r.created_at) as wait
      from reviews r
      where r.status = 'pubblicata' and r.moderated_at > now() - interval '90 days'
    ),
    claim_decision as (
      select percentile_cont(0.5) within group (order by c.decided_at - c.created_at) as wait
      from cashback_claims c
      where c.decided_at > now() - interval '180 days'
    ),
    entries as (
      select l.id::text as id, l.created_at as at,
             case when l.kind = 'reward_redeemed' then 'usati'
                  when l.delta > 0 then 'accreditati'
                  else 'stornati' end as state,
             l.kind, coalesce(p.name, t.merchant_name) as subject, l.delta as points,
             null::int as rating, null::text as amount,
             case when l.delta < 0 and l.kind <> 'reward_redeemed' then l.reason end as reason,
             null::timestamptz as expected_by
      from points_ledger l
      left join reviews r on l.reference_type = 'review' and r.id::text = l.reference_id
      left join products p on p.id = r.product_id
      left join cashback_transactions t
        on l.reference_type = 'cashback_transaction' and t.id::text = l.reference_id
      where l.user_id = ${userId}
      union all
      select r.id::text, r.created_at, 'in_verifica', 'review_pending', p.name, null, r.rating, null, null,
             r.created_at + (select wait from moderation)
      from reviews r join products p on p.id = r.product_id
      where r.user_id = ${userId} and r.status = 'in_revisione'
      union all
      select r.id::text, coalesce(r.moderated_at, r.created_at), 'rifiutati', 'review_rejected', p.name, 0,
             null, null, r.rejection_reason, null
      from reviews r join products p on p.id = r.product_id
      where r.user_id = ${userId} and r.status = 'rifiutata'
        and not exists (select 1 from points_ledger l
                        where l.reference_type = 'review' and l.reference_id = r.id::text)
      union all
      select t.id::text, t.transaction_date, 'in_verifica', 'cashback_pending', t.merchant_name, t.points,
             null, null, null, t.transaction_date + shop.wait
      from cashback_transactions t
      left join lateral (
        select percentile_cont(0.5) within group (order by c.validation_date - c.transaction_date) as wait
        from cashback_transactions c
        where c.merchant_name = t.merchant_name and c.status = 'confirmed' and c.validation_date is not null
      ) shop on true
      where t.user_id = ${userId} and t.status = 'pending'
      union all
      select t.id::text, t.updated_at, 'rifiutati', 'cashback_declined', t.merchant_name, 0, null, null,
             t.decline_reason, null
      from cashback_transactions t
      where t.user_id = ${userId} and t.status = 'reversed'
        and not exists (select 1 from points_ledger l
                        where l.reference_type = 'cashback_transaction' and l.reference_id = t.id::text)
      union all
      select c.id::text, c.created_at, 'in_verifica', 'claim_pending', c.merchant_name, null, null,
             c.amount::text, null, c.created_at + (select wait from claim_decision)
      from cashback_claims c
      where c.user_id = ${userId} and c.status = 'pending'
      union all
      select c.id::text, coalesce(c.decided_at, c.created_at), 'rifiutati', 'claim_rejected', c.merchant_name, 0,
             null, null, c.reason, null
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
      expectedBy: row.expected_by === null ? null : new Date(row.expected_by),
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / POINTS_HISTORY_PAGE_SIZE)),
    state,
  };
}
