import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { db, type Transaction } from '#app/lib/db.server.ts';
import { recordActivity } from '#app/modules/points/activity.server.ts';
import { applyPoints } from '#app/modules/points/ledger.server.ts';
import { cashbackPointsFor } from '#app/modules/points/points-rules.ts';
import { cashbackTransactions, merchants, offerClicks, offers, users } from '#db/schema/index.ts';
import type { NetworkTransaction } from './awin-transactions.server.ts';

/*
 * Cashback (decision 020): a network's transaction, matched on the click reference our /go link
 * gave it, is worth points by the purchase's amount. While the network has not approved it the
 * points are pending (shown, not in the balance); approval credits them through the ledger once;
 * a decline takes back what was credited (never below zero). Every transaction can arrive again,
 * from the API or a file, in any order: each step happens once, by its ledger key.
 */

export type CashbackStatus = 'pending' | 'confirmed' | 'reversed' | 'unmatched';

export const cashbackKey = (transactionId: string) => `cashback:${transactionId}`;
export const cashbackReversalKey = (transactionId: string) => `cashback-reversal:${transactionId}`;

export type ApplyCounts = {
  created: number;
  updated: number;
  credited: number;
  reversed: number;
  unmatched: number;
};

const wanted = (status: NetworkTransaction['status']): Exclude<CashbackStatus, 'unmatched'> =>
  status === 'approved' ? 'confirmed' : status === 'pending' ? 'pending' : 'reversed';

type Stored = {
  id: string;
  userId: string | null;
  status: CashbackStatus;
  points: number;
  creditedPoints: number;
  merchantName: string | null;
};

/**
 * Moves one stored transaction to the state the network gives it, in the caller's transaction:
 * credit on approval, take back on decline, the activity lines for the person.
 */
export async function settleCashback(
  tx: Transaction,
  stored: Stored,
  target: Exclude<CashbackStatus, 'unmatched'>,
  counts: ApplyCounts,
): Promise<void> {
  if (!stored.userId) return;
  const shop = stored.merchantName ?? 'un negozio partner';
  if (target === 'confirmed' && stored.creditedPoints === 0 && stored.status !== 'reversed') {
    const [person] = await tx.select({ banned: users.banned }).from(users).where(eq(users.id, stored.userId));
    // Blocked people earn nothing (DESIGN §3.8): it stays pending until they are unblocked.
    if (person?.banned) return;
    const applied = await applyPoints(tx, {
      userId: stored.userId,
      delta: stored.points,
      kind: 'cashback',
      idempotencyKey: cashbackKey(stored.id),
      reference: { type: 'cashback_transaction', id: stored.id },
      reason: `Cashback ${shop}`,
    });
    await tx
      .update(cashbackTransactions)
      .set({ status: 'confirmed', creditedPoints: applied ? stored.points : stored.creditedPoints })
      .where(eq(cashbackTransactions.id, stored.id));
    if (applied) {
      counts.credited += 1;
      await recordActivity(tx, {
        userId: stored.userId,
        type: 'cashback',
        text: `Cashback confermato per il tuo acquisto su ${shop}`,
        pointsEarned: stored.points,
      });
    }
    return;
  }
  if (target === 'reversed' && stored.status !== 'reversed') {
    let taken = 0;
    if (stored.creditedPoints > 0) {
      const applied = await applyPoints(
        tx,
        {
          userId: stored.userId,
          delta: -stored.creditedPoints,
          kind: 'cashback',
          idempotencyKey: cashbackReversalKey(stored.id),
          reference: { type: 'cashback_transaction', id: stored.id },
          reason: `Cashback annullato ${shop}`,
        },
        { floorAtZero: true },
      );
      taken = applied?.applied ?? 0;
    }
    await tx
      .update(cashbackTransactions)
      .set({ status: 'reversed', creditedPoints: 0 })
      .where(eq(cashbackTransactions.id, stored.id));
    counts.reversed += 1;
    await recordActivity(tx, {
      userId: stored.userId,
      type: 'cashback',
      text: `Cashback annullato per il tuo acquisto su ${shop}: ordine annullato o reso`,
      pointsEarned: taken,
    });
  }
}

/**
 * Records a batch of network transactions (the job's pull, or a file an admin imported): new ones
 * matched on their click reference, known ones brought to the network's latest status.
 */
export async function applyNetworkTransactions(transactions: NetworkTransaction[]): Promise<ApplyCounts> {
  const counts: ApplyCounts = { created: 0, updated: 0, credited: 0, reversed: 0, unmatched: 0 };
  if (transactions.length === 0) return counts;
  const refs = [...new Set(transactions.map((item) => item.clickRef).filter((ref): ref is string => !!ref))];
  const clicks = refs.length
    ? await db
        .select({
          id: offerClicks.id,
          clickRef: offerClicks.clickRef,
          userId: offerClicks.userId,
          merchantName: merchants.name,
        })
        .from(offerClicks)
        .innerJoin(offers, eq(offers.id, offerClicks.offerId))
        .innerJoin(merchants, eq(merchants.id, offers.merchantId))
        .where(inArray(offerClicks.clickRef, refs))
    : [];
  const clickOf = new Map(clicks.map((click) => [click.clickRef!, click]));

  for (const item of transactions) {
    await db.transaction(async (tx) => {
      const click = item.clickRef ? clickOf.get(item.clickRef) : undefined;
      const values = {
        network: item.network,
        networkId: item.networkId,
        clickId: click?.id ?? null,
        clickRef: item.clickRef,
        userId: click?.userId ?? null,
        merchantName: click?.merchantName ?? null,
        orderRef: item.orderRef,
        saleAmount: item.saleAmount.toFixed(2),
        commissionAmount: item.commissionAmount.toFixed(2),
        currency: item.currency,
        networkStatus: item.status,
        transactionDate: item.transactionDate,
        validationDate: item.validationDate,
        declineReason: item.declineReason,
      };
      const points = cashbackPointsFor(item.saleAmount);
      const [inserted] = await tx
        .insert(cashbackTransactions)
        .values({ ...values, points, status: click?.userId ? 'pending' : 'unmatched' })
        .onConflictDoNothing()
        .returning();
      if (inserted) {
        counts.created += 1;
        if (!inserted.userId) {
          counts.unmatched += 1;
          return;
        }
        await recordActivity(tx, {
          userId: inserted.userId,
          type: 'cashback',
          text: `Cashback in attesa: ${points} punti per il tuo acquisto su ${inserted.merchantName ?? 'un negozio partner'}, accreditati quando il negozio lo conferma`,
        });
        await settleCashback(tx, inserted, wanted(item.status), counts);
        return;
      }
      const [stored] = await tx
        .select()
        .from(cashbackTransactions)
        .where(
          and(
            eq(cashbackTransactions.network, item.network),
            eq(cashbackTransactions.networkId, item.networkId),
          ),
        )
        .for('update');
      if (!stored) return;
      counts.updated += 1;
      // Until it is credited, a network's amended amount (a partial return) changes what it is worth.
      const amendable = stored.creditedPoints === 0 && stored.status !== 'reversed';
      const [current] = await tx
        .update(cashbackTransactions)
        .set({
          networkStatus: item.status,
          validationDate: item.validationDate,
          declineReason: item.declineReason,
          ...(amendable
            ? {
                saleAmount: item.saleAmount.toFixed(2),
                commissionAmount: item.commissionAmount.toFixed(2),
                points: cashbackPointsFor(item.saleAmount),
              }
            : {}),
          updatedAt: new Date(),
        })
        .where(eq(cashbackTransactions.id, stored.id))
        .returning();
      if (current!.status !== 'unmatched') await settleCashback(tx, current!, wanted(item.status), counts);
    });
  }
  return counts;
}

/** A person's cashback for the dashboard, profile and /cashback: the sums and the latest ones. */
export async function cashbackSummary(userId: string, limit = 20) {
  const [totals] = await db
    .select({
      pending: sql<number>`coalesce(sum(${cashbackTransactions.points}) filter (where ${cashbackTransactions.status} = 'pending'), 0)::int`,
      confirmed: sql<number>`coalesce(sum(${cashbackTransactions.creditedPoints}) filter (where ${cashbackTransactions.status} = 'confirmed'), 0)::int`,
    })
    .from(cashbackTransactions)
    .where(eq(cashbackTransactions.userId, userId));
  // The dashboard and the profile need only the sums.
  const recent = !limit
    ? []
    : await db
        .select({
          id: cashbackTransactions.id,
          merchantName: cashbackTransactions.merchantName,
          saleAmount: cashbackTransactions.saleAmount,
          status: cashbackTransactions.status,
          points: cashbackTransactions.points,
          transactionDate: cashbackTransactions.transactionDate,
          network: cashbackTransactions.network,
          /** Why the network cancelled it ('Ordine reso'), shown beside 'Annullato'. */
          declineReason: cashbackTransactions.declineReason,
        })
        .from(cashbackTransactions)
        .where(eq(cashbackTransactions.userId, userId))
        .orderBy(desc(cashbackTransactions.transactionDate), desc(cashbackTransactions.id))
        .limit(limit);
  return { pending: totals?.pending ?? 0, confirmed: totals?.confirmed ?? 0, recent };
}
export type CashbackSummary = Awaited<ReturnType<typeof cashbackSummary>>;
