import { and, eq, sql } from 'drizzle-orm';
import { db, queryRows, type Transaction } from '#app/lib/db.server.ts';
import { pgArray } from '#app/lib/pg-array.ts';
import { pointsLedger, profiles } from '#db/schema/index.ts';
import { isEarning, type LedgerKind } from './points-rules.ts';

export type LedgerEntry = {
  userId: string;
  delta: number;
  kind: LedgerKind;
  idempotencyKey: string;
  reference?: { type: string; id: string };
  actorId?: string | null;
  reason?: string | null;
};

export class InsufficientPointsError extends Error {
  override name = 'InsufficientPointsError';
}

/**
 * Writes one ledger row and moves the balance by the same amount, inside the caller's transaction.
 * A key already used means the change already happened: nothing moves and null comes back.
 * A debit that would take the balance below zero is refused (InsufficientPointsError), unless
 * `floorAtZero` asks to take only what is there (reversing an award that was partly spent).
 */
export async function applyPoints(
  tx: Transaction,
  entry: LedgerEntry,
  options: { floorAtZero?: boolean } = {},
): Promise<{ applied: number } | null> {
  if (!Number.isInteger(entry.delta) || entry.delta === 0)
    throw new Error('A ledger delta is a non-zero integer');
  let delta = entry.delta;
  if (delta < 0 && options.floorAtZero) {
    const [profile] = await tx
      .select({ points: profiles.points })
      .from(profiles)
      .where(eq(profiles.userId, entry.userId))
      .for('update');
    delta = -Math.min(-delta, profile?.points ?? 0);
    if (delta === 0) return { applied: 0 };
  }

  const inserted = await tx
    .insert(pointsLedger)
    .values({
      userId: entry.userId,
      delta,
      kind: entry.kind,
      idempotencyKey: entry.idempotencyKey,
      referenceType: entry.reference?.type,
      referenceId: entry.reference?.id,
      actorId: entry.actorId ?? null,
      reason: entry.reason ?? null,
    })
    .onConflictDoNothing({ target: pointsLedger.idempotencyKey })
    .returning({ id: pointsLedger.id });
  if (inserted.length === 0) return null;

  // A conditional update: a concurrent debit can never take the balance below zero.
  const earning = isEarning(entry.kind);
  const updated = await tx
    .update(profiles)
    .set({
      points: sql`${profiles.points} + ${delta}`,
      lifetimePoints: earning
        ? sql`greatest(0, ${profiles.lifetimePoints} + ${delta})`
        : profiles.lifetimePoints,
    })
    .where(sql`${profiles.userId} = ${entry.userId} and ${profiles.points} + ${delta} >= 0`)
    .returning({ points: profiles.points });
  if (updated.length === 0) throw new InsufficientPointsError('Punti insufficienti');
  return { applied: delta };
}

/**
 * applyPoints for many people in one statement (the bulk actions of Gestione Utenti), with its
 * rules: one ledger row per person under the key `keyPrefix` + their id, each row referencing its
 * person, the balance moved by the same amount only where it stays at or above zero, lifetime
 * points moved for an earning kind (floor 0). Anyone whose balance could not move makes the whole
 * transaction fail (InsufficientPointsError). A loop of applyPoints would be two round trips per
 * person (2,000 for a bulk of 1,000: seconds on PGlite, over 1 s on a busy PostgreSQL).
 */
export async function applyPointsToMany(
  tx: Transaction,
  entry: {
    userIds: string[];
    delta: number;
    kind: LedgerKind;
    keyPrefix: string;
    actorId: string | null;
    reason: string | null;
  },
): Promise<void> {
  if (!Number.isInteger(entry.delta) || entry.delta === 0)
    throw new Error('A ledger delta is a non-zero integer');
  const lifetime = isEarning(entry.kind)
    ? sql`greatest(0, p.lifetime_points + ${entry.delta})`
    : sql`p.lifetime_points`;
  const moved = await queryRows<{ user_id: string }>(
    sql`
      with entries as (
        insert into ${pointsLedger} (user_id, delta, kind, idempotency_key, reference_type, reference_id, actor_id, reason)
        select u.id, ${entry.delta}, ${entry.kind}, ${entry.keyPrefix} || u.id, 'user', u.id,
               ${entry.actorId}, ${entry.reason}
        from unnest(${pgArray(entry.userIds)}::text[]) as u(id)
        on conflict (idempotency_key) do nothing
        returning user_id
      )
      update ${profiles} p
      set points = p.points + ${entry.delta}, lifetime_points = ${lifetime}, updated_at = now()
      from entries e
      where p.user_id = e.user_id and p.points + ${entry.delta} >= 0
      returning p.user_id`,
    tx,
  );
  if (moved.length !== entry.userIds.length) throw new InsufficientPointsError('Punti insufficienti');
}

/** Something ledger rows point at: a review, a survey completion, a cashback order, a person. */
export type LedgerReference = { type: string; id: string };

/**
 * A reference's ledger rows (a review's award, its undo, its reversal…) in one read: what they net
 * to, and how many rows of each kind there are, whatever their sign. One index scan
 * (points_ledger_reference_idx); inside the caller's transaction, after it locked the reference.
 */
export async function referenceLedger(
  tx: Transaction,
  reference: LedgerReference,
): Promise<{ net: number; entries: Partial<Record<LedgerKind, number>> }> {
  const rows = await tx
    .select({
      kind: pointsLedger.kind,
      total: sql<number>`sum(${pointsLedger.delta})::int`,
      entries: sql<number>`count(*)::int`,
    })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.referenceType, reference.type), eq(pointsLedger.referenceId, reference.id)))
    .groupBy(pointsLedger.kind);
  const entries: Partial<Record<LedgerKind, number>> = {};
  let net = 0;
  for (const row of rows) {
    net += Number(row.total);
    entries[row.kind as LedgerKind] = Number(row.entries);
  }
  return { net, entries };
}

/**
 * What one reference (a review, a survey) has earned its owner so far, net of what was already
 * taken back: the sum of its ledger rows, never below zero.
 */
export async function pointsEarnedBy(tx: Transaction, reference: LedgerReference): Promise<number> {
  return Math.max(0, (await referenceLedger(tx, reference)).net);
}

/**
 * What each of one person's references of a type has earned so far (awards minus reversals), as
 * a subquery to join into a list ('Storico Recensioni'): `referenceId` and `points`, one row per
 * reference that has ledger rows. Scoped to the person's own rows (the reviewer is the one
 * credited): summing every review's points and then joining took 2.4 s at a million reviews.
 */
export function pointsEarnedPerReference(options: { userId: string; referenceType: string }) {
  return db
    .select({
      referenceId: pointsLedger.referenceId,
      points: sql<number>`sum(${pointsLedger.delta})::int`.as('points'),
    })
    .from(pointsLedger)
    .where(
      and(eq(pointsLedger.userId, options.userId), eq(pointsLedger.referenceType, options.referenceType)),
    )
    .groupBy(pointsLedger.referenceId)
    .as('earned');
}
