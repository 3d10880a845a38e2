import { sql } from 'drizzle-orm';
import { queryRows } from '#app/lib/db.server.ts';
import { type Cached, cachedStats } from '#app/modules/analytics/stats-cache.server.ts';

/** How many quarters the report covers: the current one and the three before it. */
export const TRANSPARENCY_QUARTERS = 4;

/** How long the figures are kept before they are read again (like the other statistics). */
export const TRANSPARENCY_TTL_SECONDS = 3600;

export type QuarterFigures = {
  /** First day of the quarter, YYYY-MM-DD. */
  start: string;
  /** Still running: the figures are to date. */
  current: boolean;
  reviewsReceived: number;
  reviewsPublished: number;
  reviewsRejected: number;
  /** Rejections by the rule applied (its code), most used first. */
  rejectedByRule: { rule: string; count: number }[];
  /** Rejections decided with automatic help or automatically, and holds by the checks. */
  rejectedWithAutomaticHelp: number;
  reviewsHeld: number;
  /** Hours from sending to a decision (published or rejected), over the quarter's decisions. */
  decisionHoursMedian: number | null;
  decisionHoursP90: number | null;
  appealsReceived: number;
  appealsUpheld: number;
  appealsDismissed: number;
  accountsBlocked: number;
  pointsPaid: number;
  pointsReversed: number;
  rewardsHandedOut: number;
};

export type TransparencyReport = { quarters: QuarterFigures[] };

type Row = Omit<QuarterFigures, 'start' | 'current' | 'rejectedByRule'> & {
  start: string;
  current: boolean;
  rejectedByRule: { rule: string; count: number }[] | null;
};

/**
 * The public transparency report (issue 33 §6): per quarter, from SQL, what was received and
 * decided, by which rule and with how much automatic help, how long decisions took, the appeals,
 * the blocks, the points paid and taken back and the rewards handed out. Each figure is a range
 * read on an index by its time column; the whole is cached for an hour, like the admin statistics.
 */
export function transparencyReport(options: { fresh?: boolean } = {}): Promise<Cached<TransparencyReport>> {
  return cachedStats('transparency:v1', TRANSPARENCY_TTL_SECONDS, readReport, options);
}

async function readReport(): Promise<TransparencyReport> {
  const rows = await queryRows<Row>(sql`
    -- A list of values, not generate_series: the planner then knows there are four quarters (it
    -- guesses 1,000 rows for a function, and the cost that follows switched on JIT: 600 ms).
    with quarters as (
      select date_trunc('quarter', now()) - make_interval(months => 3 * n.i) as start,
             date_trunc('quarter', now()) - make_interval(months => 3 * n.i - 3) as finish
      from (values ${sql.join(
        Array.from({ length: TRANSPARENCY_QUARTERS }, (_, index) => sql`(${index}::int)`),
        sql`, `,
      )}) as n(i)
    )
    select to_char(q.start, 'YYYY-MM-DD') as start, q.finish > now() as current,
      (select count(*) from reviews r where r.created_at >= q.start and r.created_at < q.finish)::int
        as "reviewsReceived",
      (select count(*) from reviews r where r.status = 'pubblicata' and r.moderated_at >= q.start
         and r.moderated_at < q.finish)::int as "reviewsPublished",
      (select count(*) from decision_statements s where s.kind = 'review_rejected'
         and s.created_at >= q.start and s.created_at < q.finish)::int as "reviewsRejected",
      (select json_agg(json_build_object('rule', rule_code, 'count', n) order by n desc, rule_code)
         from (select rule_code, count(*)::int as n from decision_statements s
               where s.kind = 'review_rejected' and s.created_at >= q.start and s.created_at < q.finish
               group by rule_code) rules) as "rejectedByRule",
      (select count(*) from decision_statements s where s.kind = 'review_rejected'
         and s.automation <> 'manual' and s.created_at >= q.start and s.created_at < q.finish)::int
        as "rejectedWithAutomaticHelp",
      (select count(*) from decision_statements s where s.kind = 'review_held'
         and s.created_at >= q.start and s.created_at < q.finish)::int as "reviewsHeld",
      round(decided.hours[1]::numeric, 1)::float as "decisionHoursMedian",
      round(decided.hours[2]::numeric, 1)::float as "decisionHoursP90",
      (select count(*) from appeals a where a.created_at >= q.start and a.created_at < q.finish)::int
        as "appealsReceived",
      (select count(*) from appeals a where a.status = 'upheld' and a.decided_at >= q.start
         and a.decided_at < q.finish)::int as "appealsUpheld",
      (select count(*) from appeals a where a.status = 'dismissed' and a.decided_at >= q.start
         and a.decided_at < q.finish)::int as "appealsDismissed",
      (select count(*) from decision_statements s where s.kind = 'account_blocked'
         and s.created_at >= q.start and s.created_at < q.finish)::int as "accountsBlocked",
      coalesce(ledger.paid, 0)::int as "pointsPaid", coalesce(ledger.reversed, 0)::int as "pointsReversed",
      (select count(*) from reward_requests w where w.status = 'approved' and w.processed_at >= q.start
         and w.processed_at < q.finish)::int as "rewardsHandedOut"
    from quarters q
    left join lateral (
      -- Both percentiles from one sort.
      select percentile_cont(array[0.5, 0.9]) within group (order by hours) as hours
      from (select extract(epoch from r.moderated_at - r.created_at)::float / 3600 as hours from reviews r
            where r.status in ('pubblicata', 'rifiutata') and r.moderated_at >= q.start
              and r.moderated_at < q.finish) d
    ) decided on true
    left join lateral (
      -- Paid: what was earned (a refund of a refused voucher is not a payment). Reversed: what
      -- was taken back (a voucher's debit is spending, not a reversal).
      select sum(l.delta) filter (where l.delta > 0 and l.kind <> 'reward_refunded') as paid,
             -sum(l.delta) filter (where l.delta < 0 and l.kind <> 'reward_redeemed') as reversed
      from points_ledger l where l.created_at >= q.start and l.created_at < q.finish
    ) ledger on true
    order by q.start desc`);
  return {
    quarters: rows.map((row) => ({ ...row, rejectedByRule: row.rejectedByRule ?? [] })),
  };
}
