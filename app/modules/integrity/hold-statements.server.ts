import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '#app/lib/db.server.ts';
import type { SignalKind } from './signals.ts';

/**
 * The rule of the terms a hold applies, by the signal that weighed most (issue 33 §2): copies
 * break "scrivi con parole tue", linked accounts "un solo account", the rest ask whether the
 * review tells a real experience.
 */
export const HOLD_RULES: Record<SignalKind, string> = {
  near_duplicate: 'review-own-words',
  copied_text: 'review-own-words',
  linked_accounts: 'account-one-person',
  velocity: 'review-real-experience',
  burst: 'review-real-experience',
  rating_anomaly: 'review-real-experience',
  low_information: 'review-real-experience',
};

/**
 * The statements of reasons of reviews the integrity checks have just held, decided by the
 * machine alone: one per review (a review held again after a recomputation keeps its first one;
 * two recomputations at once meet the unique index and the second writes nothing),
 * only for reviews still in review and with an author. `rows` is the JSON the callers already
 * write the scores from: `[{ id, held, signals: [{ kind }, …] }]`, the strongest signal first.
 * Which signals fired stays in the back office: the statement names the rule, not the evidence.
 */
export async function recordHoldStatements(executor: Database | Transaction, rows: string) {
  const rules = Object.entries(HOLD_RULES).map(([kind, rule]) => sql`(${kind}, ${rule})`);
  await executor.execute(sql`
    insert into decision_statements
      (user_id, kind, subject_type, subject_id, rule_code, facts, details, automation, contest_until)
    select r.user_id, 'review_held', 'review', r.id::text, coalesce(rule.code, 'review-real-experience'),
           'La tua recensione di ' || p.name || ' è trattenuta per una verifica in più: un controllo '
             || 'automatico ha segnalato un possibile problema e una persona del nostro team la leggerà '
             || 'prima di decidere se pubblicarla.',
           null, 'automatic', now() + interval '6 months'
    from jsonb_to_recordset(${rows}::jsonb) as x(id uuid, held boolean, signals jsonb)
    join reviews r on r.id = x.id
    join products p on p.id = r.product_id
    left join (values ${sql.join(rules, sql`, `)}) as rule(kind, code) on rule.kind = x.signals -> 0 ->> 'kind'
    where x.held and r.status = 'in_revisione' and r.user_id is not null
      and not exists (select 1 from decision_statements s
                      where s.subject_type = 'review' and s.subject_id = r.id::text and s.kind = 'review_held')
    on conflict (subject_type, subject_id) where kind = 'review_held' do nothing`);
}
