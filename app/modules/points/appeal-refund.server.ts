import { and, eq, type SQL } from 'drizzle-orm';
import { type Actor, assertAdmin } from '#app/lib/app-error.ts';
import { writeAudit } from '#app/lib/audit.server.ts';
import type { Transaction } from '#app/lib/db.server.ts';
import { formatPoints } from '#app/lib/format.ts';
import { isUuid } from '#app/lib/uuid.ts';
import { pointsLedger } from '#db/schema/index.ts';
import { recordActivity } from './activity.server.ts';
import { applyPoints } from './ledger.server.ts';

/**
 * 'Ricorso accolto' on points taken away (a removal by the staff, a survey reversed by the
 * partner), inside the caller's transaction: credits back exactly what that ledger row took, found
 * by its id or by its idempotency key (`survey-reversal:<completion>`), as a row of kind
 * `appeal_upheld` under the key `appeal-upheld:<appeal>` with the original row's reference. The
 * key makes a second call a no-op (`changed: false`). A row that is not there, not the person's,
 * or not a removal gives nothing back.
 */
export async function restoreReversedPoints(
  tx: Transaction,
  options: { actor: Actor; userId: string; ledgerId?: string; idempotencyKey?: string; appealId: string },
): Promise<{ changed: boolean; points: number }> {
  assertAdmin(options.actor);
  const nothing = { changed: false, points: 0 };
  const match: SQL[] = [];
  if (options.ledgerId !== undefined) {
    if (!isUuid(options.ledgerId)) return nothing;
    match.push(eq(pointsLedger.id, options.ledgerId));
  }
  if (options.idempotencyKey !== undefined)
    match.push(eq(pointsLedger.idempotencyKey, options.idempotencyKey));
  if (match.length === 0) return nothing;
  const [row] = await tx
    .select({
      id: pointsLedger.id,
      userId: pointsLedger.userId,
      delta: pointsLedger.delta,
      kind: pointsLedger.kind,
      referenceType: pointsLedger.referenceType,
      referenceId: pointsLedger.referenceId,
    })
    .from(pointsLedger)
    .where(and(...match))
    .for('update');
  if (!row || row.userId !== options.userId || row.delta >= 0) return nothing;
  const points = -row.delta;
  const applied = await applyPoints(tx, {
    userId: row.userId,
    delta: points,
    kind: 'appeal_upheld',
    idempotencyKey: `appeal-upheld:${options.appealId}`,
    reference:
      row.referenceType && row.referenceId ? { type: row.referenceType, id: row.referenceId } : undefined,
    actorId: options.actor.id,
    reason: 'Ricorso accolto',
  });
  if (!applied) return nothing;
  await recordActivity(tx, {
    userId: row.userId,
    type: 'points',
    text: `Il tuo ricorso è stato accolto: ti abbiamo restituito ${formatPoints(points)}`,
    pointsEarned: points,
  });
  await writeAudit(tx, {
    actorId: options.actor.id,
    action: 'user.points.appeal_upheld',
    entityType: 'user',
    entityId: row.userId,
    before: { ledgerId: row.id, kind: row.kind, delta: row.delta },
    after: { restored: points, appealId: options.appealId },
  });
  return { changed: true, points };
}
