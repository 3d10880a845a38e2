import { sql } from 'drizzle-orm';
import { db as appDb, queryRows } from '#app/lib/db.server.ts';
import { defineJob } from '#app/lib/jobs.server.ts';
import { logger } from '#app/lib/logger.server.ts';
import { CLIENT_IP_HEADER } from '#app/lib/request-context.ts';
import { accountClusterMembers, accountLinks, accountTraces, reviews } from '#db/schema/index.ts';
import { type Db, mergeClusters, toTextArray } from './account-links.server.ts';
import { hashTrace } from './account-trace-hash.server.ts';
import { computeReviewSignals } from './review-signals.server.ts';
import {
  networkPrefix,
  normaliseEmail,
  readDeviceId,
  type TraceEvent,
  type TraceKind,
} from './account-trace-values.ts';

/*
 * Traces that link accounts (issue 29 §1 and §5, decision 028): a device id, a network prefix or a
 * normalised e-mail, left on sign-up, sign-in and review submission, stored only as keyed hashes.
 * Recording one links the account to the others that left the same trace within its window and
 * merges their clusters. It never fails the person's action: an error is logged and forgotten.
 */

/** Device and network traces are deleted after this many days; e-mail traces go with the account. */
export const TRACE_RETENTION_DAYS = 90;
/**
 * How far back a trace links to the same trace of another account. A device: as long as its traces
 * are kept. A network: only within a day, since a /24 is shared by a carrier's customers, an
 * office or a campus. An e-mail mailbox: at any time.
 */
export const LINK_WINDOW_HOURS: Record<TraceKind, number | null> = {
  device: TRACE_RETENTION_DAYS * 24,
  network: 24,
  email: null,
};
/**
 * A network seen for more accounts than this within its window is a shared one (a phone carrier's
 * gateway, a university): it links nobody, since it would tie honest strangers together.
 */
export const SHARED_NETWORK_ACCOUNTS = 10;
/** At most this many accounts are linked by one trace (the most recent); the cluster joins the rest. */
export const MAX_LINKS_PER_TRACE = 50;

/** Where a request's traces come from: the device cookie and the address Express trusts. */
export type TraceSource = { deviceId: string | null; ip: string | null };

/**
 * The device id and client address of a request's headers (the server writes the address it
 * trusts into CLIENT_IP_HEADER and hands a first visit's new device id on in the Cookie header).
 */
export function traceSourceOf(headers: Headers | null | undefined): TraceSource {
  const ip = headers?.get(CLIENT_IP_HEADER) ?? null;
  return { deviceId: readDeviceId(headers?.get('cookie')), ip: ip && ip !== 'unknown' ? ip : null };
}

/**
 * What a session row keeps of the address it was opened from: the keyed hash of its network, as
 * the network traces (Better Auth would store the address itself). Null without an address.
 */
export function sessionNetworkHash(ip: string | null | undefined): string | null {
  const prefix = networkPrefix(ip);
  return prefix ? hashTrace('network', prefix) : null;
}

type RawTrace = { kind: TraceKind; value: string | null };

/** A new account: its mailbox, its device and its network. */
export function recordSignUpTraces(
  database: Db,
  options: { userId: string; email: string } & Partial<TraceSource>,
): Promise<void> {
  return recordTraces(database, options.userId, 'signup', [
    { kind: 'email', value: normaliseEmail(options.email) },
    { kind: 'device', value: options.deviceId ?? null },
    { kind: 'network', value: networkPrefix(options.ip) },
  ]);
}

/** A sign-in (password, social, second factor): its device and its network. */
export function recordSignInTraces(
  database: Db,
  options: { userId: string } & Partial<TraceSource>,
): Promise<void> {
  return recordTraces(database, options.userId, 'signin', [
    { kind: 'device', value: options.deviceId ?? null },
    { kind: 'network', value: networkPrefix(options.ip) },
  ]);
}

/**
 * A review submitted: the device and network it came from. Called by the review submission after
 * its own work; costs a fixed number of queries (two, six when a link joins two clusters).
 */
export function recordReviewTraces(
  database: Db,
  options: { userId: string; deviceId: string | null | undefined; ip: string | null | undefined },
): Promise<void> {
  return recordTraces(database, options.userId, 'review', [
    { kind: 'device', value: options.deviceId ?? null },
    { kind: 'network', value: networkPrefix(options.ip) },
  ]);
}

async function recordTraces(database: Db, userId: string, event: TraceEvent, raw: RawTrace[]) {
  const traces = raw.flatMap((trace) =>
    trace.value ? [{ kind: trace.kind, valueHash: hashTrace(trace.kind, trace.value) }] : [],
  );
  if (traces.length === 0) return;
  try {
    const newLink = await database.transaction(async (tx) => {
      const linked = await queryRows<{ other: string; fresh: boolean }>(
        sql`
          with input as (
            select * from unnest(${toTextArray(traces.map((trace) => trace.kind))},
                                 ${toTextArray(traces.map((trace) => trace.valueHash))}) as i(kind, value_hash)
          ),
          inserted as (
            insert into ${accountTraces} (user_id, kind, value_hash, event)
            select ${userId}, kind, value_hash, ${event} from input
          ),
          candidates as (
            select i.kind, m.user_id, count(*) over (partition by i.kind) as accounts
            from input i
            cross join lateral (
              select t.user_id
              from ${accountTraces} t
              where t.kind = i.kind and t.value_hash = i.value_hash and t.user_id <> ${userId}
                and t.created_at > case i.kind
                  when 'device' then now() - make_interval(hours => ${LINK_WINDOW_HOURS.device})
                  when 'network' then now() - make_interval(hours => ${LINK_WINDOW_HOURS.network})
                  else '-infinity'::timestamptz end
              group by t.user_id
              order by max(t.created_at) desc
              limit case when i.kind = 'network' then ${SHARED_NETWORK_ACCOUNTS + 1}::int
                         else ${MAX_LINKS_PER_TRACE}::int end
            ) m
          ),
          linked as (
            insert into ${accountLinks} as l (user_a, user_b, kind)
            select least(${userId}, user_id), greatest(${userId}, user_id), kind
            from candidates
            where kind <> 'network' or accounts <= ${SHARED_NETWORK_ACCOUNTS}
            order by 1, 2, 3
            on conflict (user_a, user_b, kind) do update set last_seen = now()
            returning case when l.user_a = ${userId} then l.user_b else l.user_a end as other,
              (l.xmax = 0) as fresh
          )
          select other, bool_or(fresh) as fresh from linked group by other`,
        tx,
      );
      if (linked.length > 0) await mergeClusters(tx, [userId, ...linked.map((row) => row.other)]);
      return linked.some((row) => row.fresh);
    });
    // A new link changes what the cluster's waiting reviews say about their authors.
    if (newLink) await rescorePendingInCluster(database, userId);
  } catch (error) {
    logger().error({ err: error, userId, event }, 'account traces not recorded');
  }
}

/** Enough for any farm a moderator reviews at once; the backfill covers the rest. */
const RESCORED_PENDING_REVIEWS = 25;

/**
 * The newest reviews waiting in the account's cluster, rescored: a link that arrives after a
 * review (the second account signs in from the first one's device) must reach its score before
 * a moderator approves it. Runs only when a link is new, so it costs nothing on most requests.
 */
export async function rescorePendingInCluster(database: Db, userId: string): Promise<number> {
  const pending = await queryRows<{ id: string }>(
    sql`select r.id from ${reviews} r
        where r.status = 'in_revisione'
          and r.user_id in (
            select m.user_id from ${accountClusterMembers} m
            where m.cluster_id = (select cluster_id from ${accountClusterMembers} where user_id = ${userId}))
        order by r.created_at desc
        limit ${RESCORED_PENDING_REVIEWS}`,
    database,
  );
  for (const review of pending) await computeReviewSignals(review.id, { database, cascade: false });
  return pending.length;
}

/** A person's own traces for the personal-data export: what, when, on which occasion. */
export async function listOwnTraces(database: Db, userId: string) {
  const rows = await queryRows<{ kind: TraceKind; event: TraceEvent; created_at: Date | string }>(
    sql`select kind, event, created_at from ${accountTraces} where user_id = ${userId} order by created_at desc`,
    database,
  );
  return rows.map((row) => ({
    kind: row.kind,
    what: TRACE_DESCRIPTIONS[row.kind],
    event: row.event,
    occasion: EVENT_DESCRIPTIONS[row.event],
    createdAt: new Date(row.created_at).toISOString(),
    deletedAfter: row.kind === 'email' ? 'con l’account' : `${TRACE_RETENTION_DAYS} giorni`,
  }));
}

const TRACE_DESCRIPTIONS: Record<TraceKind, string> = {
  device: 'Il dispositivo (l’identificativo casuale del cookie provato_device)',
  network: 'La rete da cui ti sei collegato (la parte iniziale dell’indirizzo IP)',
  email: 'La casella di posta del tuo indirizzo e-mail, senza punti e «+» dove il provider li ignora',
};
const EVENT_DESCRIPTIONS: Record<TraceEvent, string> = {
  signup: 'Registrazione',
  signin: 'Accesso',
  review: 'Invio di una recensione',
};

/** Explains the export's traces: each is a keyed hash, which means nothing without our key. */
export const OWN_TRACES_NOTE =
  'Per prevenire recensioni false e account multipli conserviamo queste tracce solo come codici cifrati con una chiave segreta (mai l’indirizzo IP, l’identificativo o l’e-mail in chiaro): da sole non dicono nulla, servono solo a riconoscere se due account hanno usato lo stesso dispositivo, la stessa rete o la stessa casella di posta. Qui trovi il tipo, l’occasione e la data di ciascuna.';

const RETENTION_BATCH = 10_000;

/**
 * Deletes device and network traces older than TRACE_RETENTION_DAYS, a batch at a time so no
 * statement holds many rows at once. E-mail traces stay: they come from the account's own address
 * and are deleted with it. Links already made stay as the clusters' evidence (decision 028).
 */
export async function deleteExpiredTraces(database: Db = appDb): Promise<{ deleted: number }> {
  let deleted = 0;
  for (;;) {
    const rows = await queryRows<{ id: string }>(
      sql`
        delete from ${accountTraces}
        where id in (
          select id from ${accountTraces}
          where kind in ('device', 'network')
            and created_at < now() - make_interval(days => ${TRACE_RETENTION_DAYS})
          limit ${RETENTION_BATCH}
        )
        returning id`,
      database,
    );
    deleted += rows.length;
    if (rows.length < RETENTION_BATCH) return { deleted };
  }
}

/** Every night at 03:30 (Rome): the traces past their 90 days go. */
export const accountTracesRetentionJob = defineJob<object>({
  name: 'account-traces-retention',
  queue: { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 3600, policy: 'exclusive' },
  schedule: '30 3 * * *',
  run: () => deleteExpiredTraces(),
});
